#pragma once

#include "isotime.h"

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
