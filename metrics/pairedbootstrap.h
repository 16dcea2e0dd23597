#pragma once

#include "metrics/paireddifferences.h"
#include "metrics/result.h"

#include <QtGlobal>

#include <optional>
#include <vector>

namespace touchstone {

// Paired bootstrap over queries (methodology §13.2, the default test):
// resample the n per-query differences d_i = b_i - a_i with replacement,
// `resamples` times, and take the mean of each resample.
//
//   delta      mean(d), the observed mean difference (candidate - baseline)
//   interval   percentile interval of the resample means at `confidence`:
//              percentiles (1 - c)/2 and (1 + c)/2, linearly interpolated
//              (percentileOfSorted, = numpy.percentile); [2.5 %, 97.5 %] at 0.95
//   p          two-sided p value "by shifting the bootstrap distribution to the
//              null", exactly as the methodology defines it:
//                  p = #{ r : |mean_r - delta| >= |delta| } / resamples
//              i.e. the share of centred resample means at least as far from
//              zero as the observed delta. It can be 0 (no resample that far
//              out); report it as "< 1/resamples", not as an exact zero.
//   wins/losses/ties   of the candidate, with the given tie tolerance.
//
// With fewer than two queries every resample equals the data, so the interval
// and p are undefined (std::nullopt).
//
// Randomness: resample r draws its n indices from Prng::forStream(seed, r)
// (xoshiro256**, indices by Lemire's unbiased bounded method), so the result
// depends only on (a, b, resamples, seed), never on the thread count.
struct PairedBootstrapOptions
{
    int resamples = 10000;
    double confidence = 0.95;
    quint64 seed = 0;
    double tieTolerance = 0.0;
    int threads = 0;              // 0: all hardware threads
    bool keepReplicates = false;  // return the sorted resample means
};

struct PairedBootstrapResult
{
    int n = 0;
    double delta = 0.0;
    std::optional<double> intervalLow;
    std::optional<double> intervalHigh;
    std::optional<double> p;
    WinsLossesTies counts;
    int resamples = 0;
    double confidence = 0.0;
    quint64 seed = 0;
    std::vector<double> replicates; // sorted ascending, if keepReplicates
};

// Fails on unequal lengths, no queries, non-finite scores, resamples < 1,
// confidence outside (0, 1) or a negative tie tolerance.
Result<PairedBootstrapResult> pairedBootstrap(const std::vector<double> &a,
                                              const std::vector<double> &b,
                                              const PairedBootstrapOptions &options = {});

// The resample means alone, unsorted, in replicate order (for benchmarks and
// for callers that need another statistic of the bootstrap distribution).
// `differences` must be non-empty with fewer than 2^32 entries.
std::vector<double> bootstrapMeans(const std::vector<double> &differences, int resamples,
                                   quint64 seed, int threads = 0);

} // namespace touchstone
