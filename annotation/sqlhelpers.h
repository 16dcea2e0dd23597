#pragma once

#include "isotime.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QRandomGenerator>
#include <QUuid>
#include <QVariant>

namespace touchstone::sql {

// A timestamp as stored: UTC, ISO 8601 with milliseconds.
inline QString now()
{
    return IsoTime::utc(QDateTime::currentMSecsSinceEpoch());  // QDateTime::currentDateTimeUtc()'s text
}

inline QDateTime parseTime(const QVariant &value)
{
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

// SQLite stores a null QString as NULL; text columns here are NOT NULL.
inline QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(QString::fromLatin1("")) : QVariant(value);
}

// A version 7 UUID (RFC 9562): 48 bits of Unix milliseconds, then random
// bits. Rows made together get neighbouring keys, so the uuid indexes of
// spans and judgments grow at their right edge; random (version 4) keys
// sent every insert of a million-label import to a different page of an
// index larger than the cache.
inline QString newUuid()
{
    const quint64 ms = quint64(QDateTime::currentMSecsSinceEpoch());
    quint64 random[2];
    QRandomGenerator::system()->fillRange(random);
    char bytes[16];
    for (int i = 0; i < 6; ++i)
        bytes[i] = char(quint8(ms >> (8 * (5 - i))));
    for (int i = 6; i < 16; ++i)
        bytes[i] = char(quint8(random[i / 8] >> (8 * (i % 8))));
    bytes[6] = char(0x70 | (quint8(bytes[6]) & 0x0f));  // version 7
    bytes[8] = char(0x80 | (quint8(bytes[8]) & 0x3f));  // RFC 4122 variant
    return QUuid::fromRfc4122(QByteArrayView(bytes, 16)).toString(QUuid::WithoutBraces);
}

// The one-line reason of a failed statement. A full disk, a read-only
// folder or an I/O error is said in words (SQLite's own text, "database or
// disk is full Unable to fetch row", does not tell a user what happened or
// that nothing of the change was kept); anything else is the driver's text.
inline QString errorText(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff; // primary result code
    const QString detail = error.text().trimmed();
    if (!ok)
        return detail;
    switch (code) {
    case 13: // SQLITE_FULL
        return QCoreApplication::translate("Sql", "the disk is full: nothing of this change was saved (%1)").arg(detail);
    case 8: // SQLITE_READONLY
        return QCoreApplication::translate("Sql", "the project cannot be written: its folder or database is read-only "
                                                  "(%1)").arg(detail);
    case 10: // SQLITE_IOERR
        return QCoreApplication::translate("Sql", "the project database cannot be written: input/output error, the "
                                                  "disk may be full or failing (%1)").arg(detail);
    default:
        return detail;
    }
}

// Prepares and runs `statement` with positional `values`.
inline bool exec(QSqlQuery &query, const QString &statement, const QVariantList &values = {})
{
    if (!query.prepare(statement))
        return false;
    for (const QVariant &value : values)
        query.addBindValue(value);
    return query.exec();
}

// Runs a statement whose rows the caller reads next: a failed prepare or
// exec is the driver's reason (a dropped connection, a locked or damaged
// database), never the same as "no rows".
inline Status select(QSqlQuery &query, const QString &statement, const QVariantList &values = {})
{
    query.setForwardOnly(true);
    if (!exec(query, statement, values))
        return Status::failure(errorText(query.lastError()));
    return Status::success();
}

// Runs a statement that writes; its failure as a Status.
inline Status run(QSqlQuery &query, const QString &statement, const QVariantList &values = {})
{
    if (!exec(query, statement, values))
        return Status::failure(errorText(query.lastError()));
    return Status::success();
}

// After the rows were read: an error that ended them early (the disk, the
// connection), or success.
inline Status finished(const QSqlQuery &query)
{
    if (query.lastError().isValid())
        return Status::failure(errorText(query.lastError()));
    return Status::success();
}

// The one value of a one-row, one-column read (a count, a setting), or the
// read's error; `fallback` when there is no row.
inline Result<QVariant> scalar(const QSqlDatabase &database, const QString &statement, const QVariantList &values = {},
                               const QVariant &fallback = {})
{
    QSqlQuery query(database);
    if (const Status read = select(query, statement, values); !read)
        return Result<QVariant>::failure(read.error());
    if (query.next())
        return query.value(0);
    if (query.lastError().isValid())
        return Result<QVariant>::failure(errorText(query.lastError()));
    return fallback;
}

} // namespace touchstone::sql
