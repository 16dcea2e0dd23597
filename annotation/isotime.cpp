#include "isotime.h"

namespace touchstone {

namespace {

// Days since 1970-01-01 to the proleptic Gregorian calendar (H. Hinnant,
// "chrono-Compatible Low-Level Date Algorithms", civil_from_days).
void civilFromDays(qint64 days, qint64 *year, int *month, int *day)
{
    const qint64 z = days + 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const qint64 doe = z - era * 146097;
    const qint64 yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const qint64 doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const qint64 mp = (5 * doy + 2) / 153;
    *day = int(doy - (153 * mp + 2) / 5 + 1);
    *month = int(mp < 10 ? mp + 3 : mp - 9);
    *year = yoe + era * 400 + (*month <= 2 ? 1 : 0);
}

QString format(qint64 ms, QLatin1String zone)
{
    constexpr qint64 msPerDay = 86400000;
    qint64 days = ms / msPerDay;
    qint64 ofDay = ms % msPerDay;
    if (ofDay < 0) {
        ofDay += msPerDay;
        --days;
    }
    qint64 year = 0;
    int month = 0;
    int day = 0;
    civilFromDays(days, &year, &month, &day);
    if (year < 1 || year > 9999)
        return QString();
    char text[24];
    const auto put = [&text](int at, qint64 value, int digits) {
        for (int i = digits - 1; i >= 0; --i, value /= 10)
            text[at + i] = char('0' + value % 10);
    };
    put(0, year, 4);
    text[4] = '-';
    put(5, month, 2);
    text[7] = '-';
    put(8, day, 2);
    text[10] = 'T';
    put(11, ofDay / 3600000, 2);
    text[13] = ':';
    put(14, ofDay / 60000 % 60, 2);
    text[16] = ':';
    put(17, ofDay / 1000 % 60, 2);
    text[19] = '.';
    put(20, ofDay % 1000, 3);
    QString result = QString::fromLatin1(text, 23);
    result += zone;
    return result;
}

} // namespace

QString IsoTime::utc(qint64 msecsSinceEpoch)
{
    return format(msecsSinceEpoch, QLatin1String("Z"));
}

QString IsoTime::utcZone(qint64 msecsSinceEpoch)
{
    return format(msecsSinceEpoch, QLatin1String("+00:00"));
}

} // namespace touchstone
