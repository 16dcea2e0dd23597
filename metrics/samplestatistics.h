#pragma once

#include <optional>
#include <vector>

namespace touchstone {

// Small summaries of a sample shared by the paired statistics.
// Empty input (0/0) gives std::nullopt, never 0 or NaN.

// Arithmetic mean.
std::optional<double> sampleMean(const std::vector<double> &values);

// Standard deviation with divisor n - 1 (numpy.std(x, ddof=1), R sd());
// undefined for fewer than two values.
std::optional<double> sampleStandardDeviation(const std::vector<double> &values);

// Percentile of an ascending-sorted sample, 0 <= q <= 1, by linear
// interpolation between closest ranks: h = (n - 1) q,
// x[floor h] + (h - floor h) (x[floor h + 1] - x[floor h]).
// This is Hyndman & Fan's definition 7, the default of numpy.percentile
// (method="linear") and of R quantile(type = 7). Undefined for an empty
// sample or q outside [0, 1].
std::optional<double> percentileOfSorted(const std::vector<double> &sorted, double q);

} // namespace touchstone
