#include "numberformat.h"

#include <charconv>
#include <cmath>
#include <cstdio>

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
    char buffer[64];
    const int n = std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return QByteArray(buffer, n);
}

} // namespace touchstone
