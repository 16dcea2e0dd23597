#pragma once

// Reading the reference values of tests/metrics/data/stats/ (written once by
// generate_fixtures.py from SciPy, scikit-learn, statsmodels and R; see the
// README there). Shared by the tst_*.cpp suites of the statistics.

#include "common/shareddata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cmath>
#include <optional>
#include <vector>

namespace touchstone::testing {

inline QJsonObject loadStatsFixture(const QString &name)
{
    QFile file(sourcePath(QStringLiteral("tests/metrics/data/stats/") + name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

inline std::vector<double> toDoubles(const QJsonValue &value)
{
    std::vector<double> out;
    for (const QJsonValue &v : value.toArray())
        out.push_back(v.toDouble());
    return out;
}

inline std::optional<double> toOptional(const QJsonValue &value)
{
    if (value.isNull() || value.isUndefined())
        return std::nullopt;
    return value.toDouble();
}

// |actual - expected| <= absolute + relative |expected|.
inline bool near(double actual, double expected, double relative, double absolute = 0.0)
{
    return std::fabs(actual - expected) <= absolute + relative * std::fabs(expected);
}

// Both undefined, or both defined and near.
inline bool nearOptional(const std::optional<double> &actual, const std::optional<double> &expected,
                         double relative = 1e-12, double absolute = 1e-15)
{
    if (actual.has_value() != expected.has_value())
        return false;
    return !actual || near(*actual, *expected, relative, absolute);
}

inline QString describe(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 17) : QStringLiteral("undefined");
}

} // namespace touchstone::testing
