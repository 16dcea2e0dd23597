#pragma once

#include "isotime.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
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

inline QString newUuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
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

} // namespace touchstone::sql
