#include "samplestatistics.h"

#include <cmath>

namespace touchstone {

std::optional<double> sampleMean(const std::vector<double> &values)
{
    if (values.empty())
        return std::nullopt;
    double sum = 0.0;
    for (double v : values)
        sum += v;
    return sum / double(values.size());
}

std::optional<double> sampleStandardDeviation(const std::vector<double> &values)
{
    if (values.size() < 2)
        return std::nullopt;
    const double mean = *sampleMean(values);
    // Two-pass sum of squared deviations: no cancellation for offset data.
    double squares = 0.0;
    for (double v : values)
        squares += (v - mean) * (v - mean);
    return std::sqrt(squares / double(values.size() - 1));
}

std::optional<double> percentileOfSorted(const std::vector<double> &sorted, double q)
{
    if (sorted.empty() || !(q >= 0.0 && q <= 1.0))
        return std::nullopt;
    const double h = double(sorted.size() - 1) * q;
    const auto below = std::size_t(std::floor(h));
    if (below + 1 >= sorted.size())
        return sorted.back();
    const double fraction = h - double(below);
    const double lower = sorted[below];
    const double upper = sorted[below + 1];
    // numpy's lerp: anchored at the nearer end so that equal neighbours
    // return exactly their value and q = 1 returns the maximum.
    if (fraction >= 0.5)
        return upper - (upper - lower) * (1.0 - fraction);
    return lower + (upper - lower) * fraction;
}

} // namespace touchstone
