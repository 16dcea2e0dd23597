#pragma once

#include "spananchor.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

namespace touchstone {

// The one place that writes and reads rows of the `spans` table, which
// labels, candidate passages and gold decisions share.
class SpanRows
{
public:
    // Columns to select, in the order read() expects, for table alias `alias`.
    static QString columns(const QString &alias);
    // Reads a SpanAnchor from `query` starting at column `first`.
    static SpanAnchor read(const QSqlQuery &query, int first);

    // Inserts a row; returns its id, or 0 with `error` set.
    static qint64 insert(QSqlDatabase &database, const SpanAnchor &span, const QString &uuid, QString *error);
    static bool update(QSqlDatabase &database, qint64 spanId, const SpanAnchor &span, QString *error);
};

} // namespace touchstone
