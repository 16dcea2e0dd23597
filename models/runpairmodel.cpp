#include "runpairmodel.h"

#include "runlistmodel.h"

#include "metrics/numberformat.h"

#include <QBrush>
#include <QColor>

namespace touchstone {

RunPairModel::RunPairModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RunPairModel::setPair(std::shared_ptr<const RunPair> pair)
{
    m_pair = std::move(pair);
    rebuild();
}

void RunPairModel::setFilter(Filter filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    rebuild();
}

bool RunPairModel::accepts(const PairedQuestion &question) const
{
    const bool rescued = question.flip == RerankOutcome::Rescued;
    const bool broke = question.flip == RerankOutcome::Broke;
    switch (m_filter) {
    case Filter::All: return true;
    case Filter::Rescued: return rescued;
    case Filter::Broke: return broke;
    case Filter::Improved: return question.deltaSign() > 0;
    case Filter::Worse: return question.deltaSign() < 0;
    case Filter::Changed: return rescued || broke || question.deltaSign() != 0;
    }
    return false;
}

void RunPairModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    if (m_pair) {
        for (const PairedQuestion &question : m_pair->questions) {
            if (accepts(question))
                m_rows.push_back(&question);
        }
    }
    endResetModel();
}

const PairedQuestion *RunPairModel::question(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[size_t(row)] : nullptr;
}

int RunPairModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RunPairModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString RunPairModel::flipName(const std::optional<RerankOutcome> &flip)
{
    if (!flip)
        return QString();
    switch (*flip) {
    case RerankOutcome::Rescued: return tr("rescued");
    case RerankOutcome::Broke: return tr("broken");
    case RerankOutcome::Kept: return tr("kept");
    case RerankOutcome::MissedBoth: return tr("missed by both");
    }
    return QString();
}

QVariant RunPairModel::display(const PairedQuestion &question, int column) const
{
    switch (column) {
    case IdColumn: return question.externalId;
    case StratumColumn: return question.stratum;
    case FlipColumn: return flipName(question.flip);
    case BaselineSuccessColumn: return formatMetric(question.baselineSuccess);
    case CandidateSuccessColumn: return formatMetric(question.candidateSuccess);
    case BaselineValueColumn: return formatMetric(question.baselineValue);
    case CandidateValueColumn: return formatMetric(question.candidateValue);
    case DeltaColumn:
        if (!question.baselineValue || !question.candidateValue)
            return formatMetric(std::nullopt);
        return (question.deltaSign() > 0 ? QStringLiteral("+") : QString())
               + QString::fromLatin1(formatFixed(*question.candidateValue - *question.baselineValue, 3));
    }
    return {};
}

QVariant RunPairModel::data(const QModelIndex &index, int role) const
{
    const PairedQuestion *entry = index.isValid() ? question(index.row()) : nullptr;
    if (!entry)
        return {};
    switch (role) {
    case Qt::DisplayRole: return display(*entry, index.column());
    case Qt::TextAlignmentRole:
        return index.column() >= BaselineSuccessColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ForegroundRole:
        if (index.column() == FlipColumn || index.column() == DeltaColumn) {
            const bool good = index.column() == FlipColumn ? entry->flip == RerankOutcome::Rescued : entry->deltaSign() > 0;
            const bool bad = index.column() == FlipColumn ? entry->flip == RerankOutcome::Broke : entry->deltaSign() < 0;
            if (good)
                return QBrush(QColor(0x00, 0x72, 0xB2));
            if (bad)
                return QBrush(QColor(0xD5, 0x5E, 0x00));
        }
        return {};
    case QuestionUuidRole: return entry->uuid;
    case DeltaRole:
        return entry->baselineValue && entry->candidateValue ? QVariant(*entry->candidateValue - *entry->baselineValue)
                                                             : QVariant();
    }
    return {};
}

QVariant RunPairModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || !m_pair)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString success = m_pair->successMetric;
    const QString metric = m_pair->comparison.metric;
    switch (section) {
    case IdColumn: return tr("Question");
    case StratumColumn: return tr("Stratum");
    case FlipColumn: return tr("%1 flip").arg(success);
    case BaselineSuccessColumn: return tr("%1\n%2").arg(m_pair->baseline.name, success);
    case CandidateSuccessColumn: return tr("%1\n%2").arg(m_pair->candidate.name, success);
    case BaselineValueColumn: return tr("%1\n%2").arg(m_pair->baseline.name, metric);
    case CandidateValueColumn: return tr("%1\n%2").arg(m_pair->candidate.name, metric);
    case DeltaColumn: return tr("Δ %1").arg(metric);
    }
    return {};
}

} // namespace touchstone
