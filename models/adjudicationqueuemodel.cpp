#include "adjudicationqueuemodel.h"

#include "agreementservice.h"
#include "projectsession.h"
#include "storetask.h"

#include "annotation/adjudicationstore.h"

#include <QColor>

namespace touchstone {

AdjudicationQueueModel::AdjudicationQueueModel(ProjectSession &session, AgreementService &service, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_service(service)
{
    connect(&service, &AgreementService::labelsReloaded, this, [this](qint64 questionId) {
        m_stale = true;
        if (!m_live || !m_service.isLoaded())
            return;
        if (questionId == 0)
            reloadInBackground(); // every label read again
        else
            reload();             // after a save or a decision: now, as the panel moves on
    });
}

void AdjudicationQueueModel::setLive(bool live)
{
    m_live = live;
    if (m_live)
        m_service.ensureLoaded();
    if (m_live && m_stale && !m_building && m_service.isLoaded())
        reloadInBackground();
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

std::vector<AdjudicationUnit> AdjudicationQueueModel::build(const AdjudicationStore &store, const ProjectLabels &labels,
                                                            const QueueFilter &filter, bool showDecided)
{
    if (!showDecided)
        return store.openQueue(labels, filter);
    std::vector<AdjudicationUnit> units = AdjudicationQueue::units(labels, filter);
    // Units with a single vote have nothing to adjudicate.
    units.erase(std::remove_if(units.begin(), units.end(),
                               [](const AdjudicationUnit &u) { return u.agreement == UnitAgreement::SingleAnnotator; }),
                units.end());
    std::stable_sort(units.begin(), units.end(), &AdjudicationQueue::before);
    return units;
}

void AdjudicationQueueModel::reload()
{
    ++m_generation;
    setBuilding(false);
    m_stale = false;
    ++m_reloadCount;
    beginResetModel();
    const AdjudicationStore store(m_session.store());
    m_decisions = store.decisionIndex();
    m_units = build(store, m_service.labels(), m_filter, m_showDecided);
    endResetModel();
}

void AdjudicationQueueModel::reloadInBackground()
{
    const int generation = ++m_generation;
    setBuilding(true);
    StoreTask<std::shared_ptr<Built>>::start(
        this, m_session.store(),
        [labels = m_service.snapshot(), filter = m_filter, showDecided = m_showDecided](const ProjectStore &store) {
            auto built = std::make_shared<Built>();
            const AdjudicationStore adjudications(store);
            built->decisions = adjudications.decisionIndex();
            built->units = build(adjudications, *labels, filter, showDecided);
            return built;
        },
        [this, generation](const std::shared_ptr<Built> &built) {
            if (generation != m_generation)
                return; // a newer reload came first
            setBuilding(false);
            m_stale = false;
            ++m_reloadCount;
            beginResetModel();
            m_units = std::move(built->units);
            m_decisions = std::move(built->decisions);
            endResetModel();
        });
}

void AdjudicationQueueModel::setBuilding(bool building)
{
    if (m_building == building)
        return;
    m_building = building;
    Q_EMIT buildingChanged(building);
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
