#include "runlistmodel.h"

#include "projectsession.h"

#include "annotation/retrievalevaluation.h"
#include "metrics/numberformat.h"
#include "metrics/argtext.h"

#include <QLocale>

namespace touchstone {

QString formatMetric(const std::optional<double> &value)
{
    return value ? QString::fromLatin1(formatFixed(*value, 3)) : QStringLiteral("—");
}

RunListModel::RunListModel(ProjectSession &session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    reload();
}

void RunListModel::reload()
{
    beginResetModel();
    m_entries = RunStore(m_session.store()).list();
    endResetModel();
}

int RunListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int RunListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const RunListEntry *RunListModel::entry(int row) const
{
    return row >= 0 && row < int(m_entries.size()) ? &m_entries[size_t(row)] : nullptr;
}

int RunListModel::rowOf(qint64 runId) const
{
    for (size_t r = 0; r < m_entries.size(); ++r) {
        if (m_entries[r].run.id == runId)
            return int(r);
    }
    return -1;
}

QString RunListModel::metricOf(int column)
{
    switch (column) {
    case RecallColumn: return QStringLiteral("recall@10");
    case NdcgColumn: return QStringLiteral("ndcg@10");
    case MrrColumn: return QStringLiteral("mrr@10");
    case SuccessColumn: return QStringLiteral("success@10");
    case JudgedColumn: return QStringLiteral("judged@10");
    }
    return {};
}

QVariant RunListModel::display(const RunListEntry &entry, int column) const
{
    const RunInfo &run = entry.run;
    switch (column) {
    case NameColumn: return run.name;
    case VersionColumn: return run.version;
    case LevelColumn: return run.level == RunLevel::Passage ? tr("passage") : tr("document");
    case ImportedColumn: return QLocale().toString(run.importedAt.toLocalTime(), QLocale::ShortFormat);
    case QuestionsColumn: return run.questionCount;
    case JudgedColumn: {
        const QString value = formatMetric(entry.judgedAt10);
        return entry.judgedWarning ? tr("⚠ %1").arg(value) : value;
    }
    }
    return formatMetric(entry.mean(metricOf(column)));
}

QVariant RunListModel::toolTip(const RunListEntry &entry, int column) const
{
    if (entry.settings.isEmpty())
        return tr("Not evaluated yet");
    if (column == JudgedColumn && entry.judgedWarning)
        return tr("Below %1 of the top 10 is judged: the metrics of this run rest on holes in the judgments. "
                  "Queue them for judging.")
            .arg(kJudgedWarningLevel);
    if (column == NameColumn) {
        QString tip = tr("%1 (%2 run, %3 items)\nEvaluated with %4")
                          .arg(argText(entry.run.name), argText(runFormatKey(entry.run.format)), argText(entry.run.itemCount), argText(entry.settings));
        if (!entry.run.sourceFile.isEmpty())
            tip += tr("\nFrom %1").arg(entry.run.sourceFile);
        return tip;
    }
    if (column == QuestionsColumn)
        return tr("%1 answerable, %2 without an answer in the corpus").arg(argText(entry.answerable), argText(entry.unanswerable));
    return {};
}

QVariant RunListModel::data(const QModelIndex &index, int role) const
{
    const RunListEntry *run = index.isValid() ? entry(index.row()) : nullptr;
    if (!run)
        return {};
    switch (role) {
    case Qt::DisplayRole: return display(*run, index.column());
    case Qt::ToolTipRole: return toolTip(*run, index.column());
    case Qt::TextAlignmentRole:
        return index.column() >= QuestionsColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case RunIdRole: return run->run.id;
    case JudgedWarningRole: return run->judgedWarning;
    case ValueRole: {
        const std::optional<double> value =
            index.column() == JudgedColumn ? run->judgedAt10 : run->mean(metricOf(index.column()));
        return value ? QVariant(*value) : QVariant();
    }
    }
    return {};
}

QVariant RunListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn: return tr("Run");
    case VersionColumn: return tr("Version");
    case LevelColumn: return tr("Level");
    case ImportedColumn: return tr("Imported");
    case QuestionsColumn: return tr("Questions");
    case RecallColumn: return tr("Recall@10");
    case NdcgColumn: return tr("nDCG@10");
    case MrrColumn: return tr("MRR@10");
    case SuccessColumn: return tr("Success@10");
    case JudgedColumn: return tr("Judged@10");
    }
    return {};
}

} // namespace touchstone
