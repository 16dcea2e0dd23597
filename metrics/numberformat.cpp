#include "numberformat.h"

#include <charconv>
#include <cmath>
#include <QLocale>

namespace touchstone {

QByteArray formatNumber(double value)
{
    if (!std::isfinite(value))
        return QByteArrayLiteral("null");
    if (value == 0.0)
        return QByteArrayLiteral("0"); // also folds -0.0, which JSON readers treat differently
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QByteArray(buffer, int(result.ptr - buffer));
}

QByteArray formatOptionalNumber(const std::optional<double> &value)
{
    return value ? formatNumber(*value) : QByteArrayLiteral("null");
}

QByteArray formatFixed(double value, int decimals)
{
    if (!std::isfinite(value))
        return std::isnan(value) ? QByteArrayLiteral("nan") : (value < 0 ? QByteArrayLiteral("-inf") : QByteArrayLiteral("inf"));
    // 1e308 in fixed notation is 309 digits before the point.
    char buffer[400];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    return QByteArray(buffer, int(result.ptr - buffer));
}

QString formatLocaleFixed(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString formatLocaleNumber(double value)
{
    return QLocale().toString(value, 'g', QLocale::FloatingPointShortest);
}

QString localeListSeparator()
{
    return QLocale().decimalPoint() == QLatin1String(",") ? QStringLiteral("; ") : QStringLiteral(", ");
}

} // namespace touchstone
