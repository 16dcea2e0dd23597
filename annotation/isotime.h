#pragma once

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace touchstone {

// ISO 8601 text of an instant to the millisecond, exactly as
// QDateTime::toString(Qt::ISODateWithMs) writes it, at a small fraction of
// its cost (a freeze writes tens of thousands of timestamps; Qt's spends
// some ten thousand instructions on each). Years outside 1–9999 give an
// empty string, as Qt's does.
struct IsoTime
{
    // "yyyy-MM-ddTHH:mm:ss.zzzZ": a QDateTime in Qt::UTC (toUTC(),
    // currentDateTimeUtc()).
    static QString utc(qint64 msecsSinceEpoch);
    // "yyyy-MM-ddTHH:mm:ss.zzz+00:00": a QDateTime in the UTC QTimeZone
    // (QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc())).
    static QString utcZone(qint64 msecsSinceEpoch);

    // Milliseconds since the epoch of "YYYY-MM-DD[(T| )HH:MM[:SS[.fff…]]][Z|±HH:MM]",
    // as SQLite's julianday() reads it (no zone is UTC; fractions of a
    // millisecond round half up), without a QString or a QDateTime: a load
    // of a million labels reads two million of them. Anything else (SQLite
    // also reads "now" and bare day numbers, which Touchstone never writes)
    // gives nullopt.
    static std::optional<qint64> parseMs(QByteArrayView text);
};

} // namespace touchstone
