#include "adjudicationqueuemodel.h"

#include "agreementservice.h"
#include "projectsession.h"

#include "annotation/adjudicationstore.h"

#include <QColor>

namespace touchstone {

AdjudicationQueueModel::AdjudicationQueueModel(ProjectSession &session, AgreementService &service, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_service(service)
{
    connect(&service, &AgreementService::labelsReloaded, this, [this] {
        m_stale = true;
        reloadIfLive();
    });
}

void AdjudicationQueueModel::reloadIfLive()
{
    if (m_live && m_stale && m_service.isLoaded())
        reload();
}

void AdjudicationQueueModel::setLive(bool live)
{
    m_live = live;
    if (m_live)
        m_service.ensureLoaded();
    reloadIfLive();
}

void AdjudicationQueueModel::setFilter(const QueueFilter &filter)
{
    m_filter = filter;
    m_stale = true;
    if (m_service.isLoaded()) // asked for: now, live or not
        reload();
}

void AdjudicationQueueModel::setShowDecided(bool show)
{
    m_showDecided = show;
    m_stale = true;
    if (m_service.isLoaded()) // asked for: now, live or not
        reload();
}

void AdjudicationQueueModel::reload()
{
    m_stale = false;
    ++m_reloadCount;
    beginResetModel();
    const AdjudicationStore store(m_session.store());
    m_decisions = store.decisionIndex();
    if (m_showDecided) {
        m_units = AdjudicationQueue::units(m_service.labels(), m_filter);
        // Units with a single vote have nothing to adjudicate.
        m_units.erase(std::remove_if(m_units.begin(), m_units.end(),
                                     [](const AdjudicationUnit &u) { return u.agreement == UnitAgreement::SingleAnnotator; }),
                      m_units.end());
        std::stable_sort(m_units.begin(), m_units.end(), &AdjudicationQueue::before);
    } else {
        m_units = store.openQueue(m_service.labels(), m_filter);
    }
    endResetModel();
}

bool AdjudicationQueueModel::isDecided(int row) const
{
    const AdjudicationUnit *u = unit(row);
    return u && m_decisions.isDecided(u->questionId, u->key);
}

const AdjudicationUnit *AdjudicationQueueModel::unit(int row) const
{
    return row >= 0 && row < int(m_units.size()) ? &m_units[size_t(row)] : nullptr;
}

int AdjudicationQueueModel::rowOf(qint64 questionId, const QString &key) const
{
    for (int row = 0; row < int(m_units.size()); ++row) {
        if (m_units[size_t(row)].questionId == questionId && m_units[size_t(row)].key == key)
            return row;
    }
    return -1;
}

int AdjudicationQueueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_units.size());
}

int AdjudicationQueueModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString AdjudicationQueueModel::impactLabel(AdjudicationImpact impact)
{
    switch (impact) {
    case AdjudicationImpact::BinaryFlip: return tr("relevant vs not");
    case AdjudicationImpact::GradeStep: return tr("one grade apart");
    case AdjudicationImpact::Other: return tr("edges / other");
    }
    return {};
}

QString AdjudicationQueueModel::disagreementLabel(unsigned flags)
{
    QStringList parts;
    if (flags & DisagreementFlag::AnswerVsUnanswerable)
        parts << tr("answer vs unanswerable");
    if (flags & DisagreementFlag::GradeDiffers)
        parts << tr("grades differ");
    if (flags & DisagreementFlag::MissingSpan)
        parts << tr("span missing");
    if (flags & DisagreementFlag::EdgesDiffer)
        parts << tr("edges differ");
    return parts.join(QStringLiteral(", "));
}

QVariant AdjudicationQueueModel::data(const QModelIndex &index, int role) const
{
    const AdjudicationUnit *u = unit(index.row());
    if (!u)
        return {};
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case QuestionColumn: return u->questionExternalId;
        case StratumColumn: return u->stratum;
        case SplitColumn: return splitKey(u->split);
        case UnitColumn:
            switch (u->kind) {
            case AdjudicationUnitKind::Passage: return tr("passage %1").arg(u->passagePosition + 1);
            case AdjudicationUnitKind::SpanGroup: return tr("spans");
            case AdjudicationUnitKind::Answerability: return tr("answerability");
            }
            break;
        case ImpactColumn: return impactLabel(u->impact);
        case DisagreementColumn:
            return u->agreement == UnitAgreement::FullAgreement ? tr("full agreement") : disagreementLabel(u->flags);
        case StatusColumn: return isDecided(index.row()) ? tr("decided") : tr("open");
        }
    }
    if (role == Qt::ForegroundRole && index.column() == ImpactColumn && u->impact == AdjudicationImpact::BinaryFlip)
        return QColor(0xD5, 0x5E, 0x00);
    return {};
}

QVariant AdjudicationQueueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case QuestionColumn: return tr("Question");
    case StratumColumn: return tr("Stratum");
    case SplitColumn: return tr("Split");
    case UnitColumn: return tr("Unit");
    case ImpactColumn: return tr("Impact");
    case DisagreementColumn: return tr("Disagreement");
    case StatusColumn: return tr("Status");
    }
    return {};
}

} // namespace touchstone
