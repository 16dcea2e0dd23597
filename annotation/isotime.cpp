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

// The inverse of civilFromDays (days_from_civil, same source).
qint64 daysFromCivil(qint64 year, int month, int day)
{
    year -= month <= 2 ? 1 : 0;
    const qint64 era = (year >= 0 ? year : year - 399) / 400;
    const qint64 yoe = year - era * 400;
    const qint64 doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    const qint64 doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

// Reads `count` digits at `at`; false if any is not a digit or the text ends.
bool digits(QByteArrayView text, qsizetype at, int count, int *value)
{
    if (at + count > text.size())
        return false;
    int result = 0;
    for (int i = 0; i < count; ++i) {
        const char c = text[at + i];
        if (c < '0' || c > '9')
            return false;
        result = result * 10 + (c - '0');
    }
    *value = result;
    return true;
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

std::optional<qint64> IsoTime::parseMs(QByteArrayView text)
{
    int year = 0, month = 0, day = 0;
    if (!digits(text, 0, 4, &year) || text.size() < 10 || text[4] != '-' || !digits(text, 5, 2, &month)
        || text[7] != '-' || !digits(text, 8, 2, &day) || month < 1 || month > 12 || day < 1 || day > 31)
        return std::nullopt;
    qint64 ofDay = 0;
    qsizetype at = 10;
    if (at < text.size() && (text[at] == 'T' || text[at] == ' ')) {
        int hour = 0, minute = 0, second = 0;
        if (!digits(text, at + 1, 2, &hour) || at + 3 >= text.size() || text[at + 3] != ':'
            || !digits(text, at + 4, 2, &minute) || hour > 24 || minute > 59)
            return std::nullopt;
        at += 6;
        int millis = 0;
        if (at < text.size() && text[at] == ':') {
            if (!digits(text, at + 1, 2, &second) || second > 59)
                return std::nullopt;
            at += 3;
            if (at < text.size() && text[at] == '.') {
                ++at;
                const qsizetype first = at;
                int scale = 100;
                bool roundUp = false;
                for (; at < text.size() && text[at] >= '0' && text[at] <= '9'; ++at) {
                    const int digit = text[at] - '0';
                    if (scale > 0)
                        millis += digit * scale;
                    else if (scale == 0)
                        roundUp = digit >= 5;
                    scale = scale > 0 ? scale / 10 : -1;
                }
                if (at == first)
                    return std::nullopt;
                millis += roundUp ? 1 : 0;
            }
        }
        ofDay = qint64(hour) * 3600000 + qint64(minute) * 60000 + qint64(second) * 1000 + millis;
    }
    while (at < text.size() && text[at] == ' ')
        ++at;
    qint64 zone = 0;
    if (at < text.size() && (text[at] == 'Z' || text[at] == 'z')) {
        ++at;
    } else if (at < text.size() && (text[at] == '+' || text[at] == '-')) {
        int hours = 0, minutes = 0;
        if (!digits(text, at + 1, 2, &hours) || at + 3 >= text.size() || text[at + 3] != ':'
            || !digits(text, at + 4, 2, &minutes) || hours > 14 || minutes > 59)
            return std::nullopt;
        zone = (qint64(hours) * 60 + minutes) * 60000 * (text[at] == '-' ? -1 : 1);
        at += 6;
    }
    if (at != text.size())
        return std::nullopt;
    return daysFromCivil(year, month, day) * 86400000 + ofDay - zone;
}

QString IsoTime::utcZone(qint64 msecsSinceEpoch)
{
    return format(msecsSinceEpoch, QLatin1String("+00:00"));
}

} // namespace touchstone
