#pragma once

#include <QString>

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
};

} // namespace touchstone
