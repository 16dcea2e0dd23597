#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace touchstone {

class RatingsMatrix;

struct BootstrapOptions
{
    int resamples = 1000;
    double confidence = 0.95;        // of the two-sided percentile interval
    std::uint64_t seed = 20240531;   // Prng (xoshiro256**) seed
};

struct BootstrapInterval
{
    std::optional<double> estimate;  // the statistic on the data as given
    std::optional<double> lower;     // undefined when no resample was defined
    std::optional<double> upper;
    int resamples = 0;
    int undefinedResamples = 0;      // resamples where the statistic was undefined
    double undefinedShare = 0;       // undefinedResamples / resamples
    double confidence = 0;
    std::uint64_t seed = 0;
};

// Nonparametric bootstrap percentile interval over a caller-chosen
// resampling unit (Efron, B., Tibshirani, R. (1993). An Introduction to the
// Bootstrap, ch. 13), e.g. items, or queries when each query holds several
// graded (query, passage) units.
//
// Each resample draws G groups with replacement out of the G groups, with
// Prng(seed).bounded(G) in order, so a seed gives the same interval
// on every platform. The statistic is evaluated on every resample; undefined
// values (0/0) are counted in undefinedResamples and left out of the
// percentiles. lower/upper are the (1 − c)/2 and (1 + c)/2 quantiles of the
// defined values by linear interpolation between order statistics (type 7 of
// Hyndman & Fan 1996, R's default): h = (D − 1)p, v[⌊h⌋] + (h − ⌊h⌋)(v[⌊h⌋+1] − v[⌊h⌋]).
struct Bootstrap
{
    // `statistic` receives the drawn group indices (G of them, repeats
    // allowed); the estimate uses 0, 1, …, G − 1.
    using GroupStatistic = std::function<std::optional<double>(const std::vector<int> &groups)>;
    static BootstrapInterval interval(int groupCount, const GroupStatistic &statistic,
                                      const BootstrapOptions &options = {});

    // Resamples the groups of a ratings matrix: `groupOfUnit[u]` is the group
    // (0 … G − 1) of unit u, G = largest group + 1; units of a drawn group
    // are all taken, a group drawn twice twice. `statistic` gets the matrix
    // of the drawn units (RatingsMatrix::selectUnits).
    using MatrixStatistic = std::function<std::optional<double>(const RatingsMatrix &matrix)>;
    static BootstrapInterval interval(const RatingsMatrix &matrix, const std::vector<int> &groupOfUnit,
                                      const MatrixStatistic &statistic, const BootstrapOptions &options = {});

    // Type-7 quantile of sorted values (empty → undefined).
    static std::optional<double> quantile(const std::vector<double> &sorted, double p);
};

} // namespace touchstone
