#include "bootstrap.h"

#include "prng.h"
#include "ratingsmatrix.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace touchstone {

std::optional<double> Bootstrap::quantile(const std::vector<double> &sorted, double p)
{
    if (sorted.empty())
        return std::nullopt;
    const double h = double(sorted.size() - 1) * std::clamp(p, 0.0, 1.0);
    const size_t below = size_t(std::floor(h));
    const size_t above = std::min(below + 1, sorted.size() - 1);
    return sorted[below] + (h - double(below)) * (sorted[above] - sorted[below]);
}

BootstrapInterval Bootstrap::interval(int groupCount, const GroupStatistic &statistic,
                                      const BootstrapOptions &options)
{
    BootstrapInterval result;
    result.confidence = options.confidence;
    result.seed = options.seed;
    std::vector<int> groups(size_t(std::max(groupCount, 0)));
    std::iota(groups.begin(), groups.end(), 0);
    result.estimate = statistic(groups);
    if (groupCount <= 0 || options.resamples <= 0)
        return result;

    Prng random(options.seed);
    std::vector<double> values;
    values.reserve(size_t(options.resamples));
    for (int r = 0; r < options.resamples; ++r) {
        for (int &group : groups)
            group = int(random.bounded(quint32(groupCount)));
        if (const std::optional<double> value = statistic(groups))
            values.push_back(*value);
        else
            ++result.undefinedResamples;
    }
    result.resamples = options.resamples;
    result.undefinedShare = double(result.undefinedResamples) / double(options.resamples);
    std::sort(values.begin(), values.end());
    const double tail = (1.0 - options.confidence) / 2.0;
    result.lower = quantile(values, tail);
    result.upper = quantile(values, 1.0 - tail);
    return result;
}

BootstrapInterval Bootstrap::interval(const RatingsMatrix &matrix, const std::vector<int> &groupOfUnit,
                                      const MatrixStatistic &statistic, const BootstrapOptions &options)
{
    int groupCount = 0;
    for (const int group : groupOfUnit)
        groupCount = std::max(groupCount, group + 1);
    std::vector<std::vector<int>> unitsOfGroup(static_cast<size_t>(groupCount));
    for (int u = 0; u < std::min(matrix.unitCount(), int(groupOfUnit.size())); ++u)
        if (groupOfUnit[size_t(u)] >= 0)
            unitsOfGroup[size_t(groupOfUnit[size_t(u)])].push_back(u);
    std::vector<int> units;
    return interval(
        groupCount,
        [&](const std::vector<int> &groups) {
            units.clear();
            for (const int group : groups)
                units.insert(units.end(), unitsOfGroup[size_t(group)].begin(), unitsOfGroup[size_t(group)].end());
            return statistic(matrix.selectUnits(units));
        },
        options);
}

} // namespace touchstone
