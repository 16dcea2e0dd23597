#pragma once

#include "spananchor.h"
#include "metrics/result.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <memory>

namespace touchstone {

// The one place that writes and reads rows of the `spans` table, which
// labels, candidate passages and gold decisions share: every column,
// form_content included, goes through here, so a copy of a span can never
// lose one.
//
// An instance keeps its statements prepared for the connection it was
// made with (an import or a batch of decisions writes thousands of spans);
// the static functions are for one row at a time.
class SpanRows
{
public:
    explicit SpanRows(QSqlDatabase database);
    ~SpanRows();
    SpanRows(const SpanRows &) = delete;
    SpanRows &operator=(const SpanRows &) = delete;

    // Columns to select, in the order read() expects, for table alias `alias`.
    static QString columns(const QString &alias);
    // Reads a SpanAnchor from `query` starting at column `first`.
    static SpanAnchor read(const QSqlQuery &query, int first);

    // Inserts a row; returns its id.
    Result<qint64> insert(const SpanAnchor &span, const QString &uuid);
    // Inserts a copy of row `spanId` under a new uuid; returns the copy's id.
    Result<qint64> copy(qint64 spanId, const QString &uuid);
    Status update(qint64 spanId, const SpanAnchor &span);
    Status remove(qint64 spanId);

    // One row at a time: returns the id, or 0 with `error` set.
    static qint64 insert(QSqlDatabase &database, const SpanAnchor &span, const QString &uuid, QString *error);
    static bool update(QSqlDatabase &database, qint64 spanId, const SpanAnchor &span, QString *error);

private:
    // The statement, prepared on first use; an error if it cannot be.
    Result<QSqlQuery *> prepared(std::unique_ptr<QSqlQuery> &query, const QString &statement);
    Status run(QSqlQuery &query, const QVariantList &values);

    QSqlDatabase m_database;
    std::unique_ptr<QSqlQuery> m_insert;
    std::unique_ptr<QSqlQuery> m_copy;
    std::unique_ptr<QSqlQuery> m_update;
    std::unique_ptr<QSqlQuery> m_remove;
};

} // namespace touchstone
