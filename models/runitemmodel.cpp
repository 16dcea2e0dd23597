#include "runitemmodel.h"

#include "projectsession.h"
#include "runlistmodel.h"
#include "metrics/argtext.h"

#include <QBrush>
#include <QColor>
#include <QElapsedTimer>
#include <QHash>

#include <algorithm>

namespace touchstone {

namespace {

const QStringList kDefaultMetrics{QStringLiteral("success@10"), QStringLiteral("recall@10"), QStringLiteral("mrr@10"),
                                  QStringLiteral("ndcg@10"), QStringLiteral("judged@10")};

QString metricTitle(const QString &metric)
{
    // "ndcg@10" -> "nDCG@10": the names the reports print.
    static const QHash<QString, QString> families{
        {QStringLiteral("precision"), QStringLiteral("P")},    {QStringLiteral("recall"), QStringLiteral("Recall")},
        {QStringLiteral("success"), QStringLiteral("Success")}, {QStringLiteral("mrr"), QStringLiteral("MRR")},
        {QStringLiteral("ndcg"), QStringLiteral("nDCG")},       {QStringLiteral("judged"), QStringLiteral("Judged")},
        {QStringLiteral("map"), QStringLiteral("MAP")},         {QStringLiteral("bpref"), QStringLiteral("bpref")}};
    const QString family = metric.section(QLatin1Char('@'), 0, 0);
    const QString rest = metric.contains(QLatin1Char('@')) ? QLatin1Char('@') + metric.section(QLatin1Char('@'), 1)
                                                           : QString();
    return families.value(family, family) + rest;
}

} // namespace

RunItemModel::RunItemModel(ProjectSession &session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    m_query.columns = kDefaultMetrics;
    m_query.sortMetric = QStringLiteral("id");
    m_query.limit = 200;
}

void RunItemModel::setRun(qint64 runId, const QString &settings)
{
    m_query.runId = runId;
    m_query.settings = settings;
    requery();
}

void RunItemModel::setMetrics(const QStringList &metrics)
{
    m_query.columns = metrics;
    if (!metrics.contains(m_query.sortMetric))
        m_query.sortMetric = QStringLiteral("id");
    requery();
}

void RunItemModel::setStratum(const QString &stratum)
{
    if (stratum == m_query.stratum)
        return;
    m_query.stratum = stratum;
    requery();
}

void RunItemModel::setSearch(const QString &search)
{
    if (search == m_query.search)
        return;
    m_query.search = search;
    requery();
}

void RunItemModel::setFailing(const FailingFilter &filter)
{
    m_query.failingMetric = filter.metric;
    m_query.failingMaximum = filter.maximum;
    m_query.judgeFail = filter.judgeFail;
    requery();
}

FailingFilter RunItemModel::failing() const
{
    return {m_query.failingMetric, m_query.failingMaximum, m_query.judgeFail};
}

void RunItemModel::reload()
{
    requery();
}

void RunItemModel::requery(bool recount)
{
    beginResetModel();
    m_rows.clear();
    m_pageSize = m_query.limit;
    if (m_query.runId == 0) {
        m_total = 0;
        m_settings.clear();
    } else {
        RunQuestionQuery query = m_query;
        query.offset = 0;
        query.withTotal = recount;
        if (!recount)
            query.settings = m_settings;
        QElapsedTimer timer;
        timer.start();
        RunQuestionPage page = RunStore(m_session.store()).questions(query);
        adaptPageSize(timer.elapsed());
        m_rows = std::move(page.rows);
        if (recount)
            m_total = std::max(page.total, int(m_rows.size()));
        m_settings = page.settings;
    }
    endResetModel();
    Q_EMIT totalChanged(m_total);
}

void RunItemModel::adaptPageSize(qint64 milliseconds)
{
    // A sort on a metric reads every value of the run for each page (there
    // is no index on values): on a huge run let each page bring more rows,
    // so that scrolling needs fewer of them. Cheap pages keep their size.
    if (m_growSlowPages && milliseconds > 50)
        m_pageSize = std::min(m_pageSize * 4, 5000);
}

bool RunItemModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && int(m_rows.size()) < m_total;
}

void RunItemModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    RunQuestionQuery query = m_query;
    query.settings = m_settings; // the same evaluation as the first page
    query.offset = int(m_rows.size());
    query.limit = m_pageSize;
    query.withTotal = false;
    QElapsedTimer timer;
    timer.start();
    RunQuestionPage page = RunStore(m_session.store()).questions(query);
    adaptPageSize(timer.elapsed());
    if (page.rows.empty()) {
        // The run changed under us (removed, re-evaluated): stop here.
        m_total = int(m_rows.size());
        return;
    }
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + page.rows.size()) - 1);
    for (RunQuestionRow &row : page.rows)
        m_rows.push_back(std::move(row));
    endInsertRows();
}

void RunItemModel::sort(int column, Qt::SortOrder order)
{
    if (!isSortable(column))
        return;
    const QString metric = column == IdColumn ? QStringLiteral("id") : m_query.columns.at(column - FirstMetricColumn);
    const bool descending = order == Qt::DescendingOrder;
    if (metric == m_query.sortMetric && descending == m_query.descending)
        return;
    m_query.sortMetric = metric;
    m_query.descending = descending;
    requery(false); // the same questions match: keep their count
}

bool RunItemModel::isSortable(int column) const
{
    return column == IdColumn || (column >= FirstMetricColumn && column < judgeColumn());
}

int RunItemModel::columnOf(const QString &metric) const
{
    if (metric == QLatin1String("id"))
        return IdColumn;
    const qsizetype index = m_query.columns.indexOf(metric);
    return index < 0 ? -1 : FirstMetricColumn + int(index);
}

const RunQuestionRow *RunItemModel::row(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? &m_rows[size_t(row)] : nullptr;
}

int RunItemModel::rowOf(const QString &questionUuid) const
{
    for (size_t r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].questionUuid == questionUuid)
            return int(r);
    }
    return -1;
}

int RunItemModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RunItemModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : judgeColumn() + 1;
}

std::optional<double> RunItemModel::value(const RunQuestionRow &row, int column) const
{
    const size_t index = size_t(column - FirstMetricColumn);
    return column >= FirstMetricColumn && index < row.columns.size() ? row.columns[index] : std::nullopt;
}

bool RunItemModel::isFailing(const RunQuestionRow &row) const
{
    if (row.judgeFails > 0)
        return true;
    for (qsizetype c = 0; c < m_query.columns.size(); ++c) {
        if (m_query.columns[c].startsWith(QLatin1String("success@")) && row.columns.size() > size_t(c)
            && row.columns[size_t(c)] && *row.columns[size_t(c)] <= 0.0)
            return true;
    }
    return false;
}

QVariant RunItemModel::display(const RunQuestionRow &row, int column) const
{
    switch (column) {
    case IdColumn: return row.externalId;
    case StratumColumn: return row.stratum;
    case ItemsColumn: return row.itemCount;
    }
    if (column == judgeColumn()) {
        if (row.judgeVerdicts == 0)
            return QString();
        return row.judgeFails > 0 ? tr("FAIL %1/%2").arg(argText(row.judgeFails), argText(row.judgeVerdicts))
                                  : tr("pass %1").arg(row.judgeVerdicts);
    }
    if (!row.answerable)
        return tr("no answer");
    return formatMetric(value(row, column));
}

QVariant RunItemModel::data(const QModelIndex &index, int role) const
{
    const RunQuestionRow *entry = index.isValid() ? row(index.row()) : nullptr;
    if (!entry || index.column() >= columnCount())
        return {};
    switch (role) {
    case Qt::DisplayRole: return display(*entry, index.column());
    case Qt::TextAlignmentRole:
        return index.column() >= ItemsColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ForegroundRole:
        return index.column() == judgeColumn() && entry->judgeFails > 0 ? QVariant(QBrush(QColor(0xD5, 0x5E, 0x00)))
                                                                        : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == IdColumn && !entry->answerable)
            return tr("No answer in the corpus: counted apart, in no mean");
        return {};
    case QuestionUuidRole: return entry->questionUuid;
    case RunQuestionIdRole: return entry->runQuestionId;
    case ValueRole: {
        const std::optional<double> v = value(*entry, index.column());
        return v ? QVariant(*v) : QVariant();
    }
    case FailingRole: return isFailing(*entry);
    }
    return {};
}

QVariant RunItemModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        if (section == judgeColumn())
            return tr("Judge verdicts on answers to the question (FAIL count / all)");
        return isSortable(section) ? tr("Click to sort (in the database, over every question)") : QVariant();
    }
    switch (section) {
    case IdColumn: return tr("Question");
    case StratumColumn: return tr("Stratum");
    case ItemsColumn: return tr("Items");
    }
    if (section == judgeColumn())
        return tr("Judge");
    if (section > judgeColumn())
        return {};
    return metricTitle(m_query.columns.at(section - FirstMetricColumn));
}

} // namespace touchstone
