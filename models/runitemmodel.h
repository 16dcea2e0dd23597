#pragma once

#include "annotation/runstore.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace touchstone {

class ProjectSession;

// What "failing" means in the run browser: the value of `metric` is at most
// `maximum` (success@10 <= 0: nothing relevant in the top 10; or a metric
// below a threshold), or a judge said FAIL. Neither set: every question.
struct FailingFilter
{
    QString metric;
    double maximum = 0.0;
    bool judgeFail = false;

    bool isActive() const { return !metric.isEmpty() || judgeFail; }
};

// The questions of one run, one row each, read lazily from
// RunStore::questions a page at a time (canFetchMore / fetchMore), so a
// run of a million questions opens at once. Sorting and filtering re-query
// in SQL; the model never holds more than the rows the view has asked for.
//
// Columns: question id, stratum, retrieved items, one per metric of
// metrics() (default success@10, recall@10, MRR@10, nDCG@10, judged@10),
// and the judge's verdicts. The id and the metric columns sort.
class RunItemModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { IdColumn, StratumColumn, ItemsColumn, FirstMetricColumn };
    enum Role {
        QuestionUuidRole = Qt::UserRole + 1,
        RunQuestionIdRole,
        ValueRole,   // the metric's value (double), invalid when undefined
        FailingRole, // bool: success@10 = 0 or a judge FAIL
    };

    explicit RunItemModel(ProjectSession &session, QObject *parent = nullptr);

    // Shows `runId` (0: nothing) with the values of the stored evaluation
    // `settings` (empty: the latest).
    void setRun(qint64 runId, const QString &settings = {});
    qint64 runId() const { return m_query.runId; }
    // The evaluation the values come from (empty: none stored).
    QString settings() const { return m_settings; }

    void setMetrics(const QStringList &metrics);
    const QStringList &metrics() const { return m_query.columns; }
    void setStratum(const QString &stratum);
    void setSearch(const QString &search);
    void setFailing(const FailingFilter &filter);
    FailingFilter failing() const;
    // Rows of the first page; later pages grow when a page is slow to read.
    void setPageSize(int rows) { m_query.limit = qMax(1, rows); }
    // Off: every page has the first page's size (tests count on it).
    void setGrowSlowPages(bool grow) { m_growSlowPages = grow; }
    // Re-reads the rows shown so far (after a re-evaluation or new verdicts).
    void reload();

    // Questions matching the filter, loaded or not.
    int totalCount() const { return m_total; }
    QString sortMetric() const { return m_query.sortMetric; }
    bool sortDescending() const { return m_query.descending; }
    // The column of `metric` ("id" for the id column), or -1.
    int columnOf(const QString &metric) const;
    bool isSortable(int column) const;
    const RunQuestionRow *row(int row) const;
    // The row of a question among those loaded, or -1.
    int rowOf(const QString &questionUuid) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    // Metric columns and the id column; other columns keep the current order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

Q_SIGNALS:
    // After every re-query (run, sort, filter): the count of matching rows.
    void totalChanged(int total);

private:
    // `recount` false: the filter is unchanged, and so is the count.
    void requery(bool recount = true);
    void adaptPageSize(qint64 milliseconds);
    int judgeColumn() const { return FirstMetricColumn + int(m_query.columns.size()); }
    QVariant display(const RunQuestionRow &row, int column) const;
    std::optional<double> value(const RunQuestionRow &row, int column) const;
    bool isFailing(const RunQuestionRow &row) const;

    ProjectSession &m_session;
    RunQuestionQuery m_query;
    QString m_settings;
    std::vector<RunQuestionRow> m_rows;
    int m_total = 0;
    int m_pageSize = 200; // of the next fetchMore
    bool m_growSlowPages = true;
};

} // namespace touchstone
