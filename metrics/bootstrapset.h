#pragma once

#include "bootstrap.h"

#include <functional>
#include <optional>
#include <vector>

namespace touchstone {

// Percentile intervals of SEVERAL statistics over the same resamples.
//
// A dashboard shows many numbers over one set of groups (κ, α, span F1, …
// over the questions). Resampling once and evaluating every statistic on
// each resample costs one pass instead of one per statistic, and keeps the
// numbers comparable (they all see the same draws).
//
// The draws are those of Bootstrap::interval (one Prng(seed) stream,
// G draws per resample in order), so statistic k's interval is exactly what
// Bootstrap::interval(groupCount, statistic k, options) gives alone: same
// seed, same draws, same type-7 percentiles, undefined resamples counted and
// left out (checked in tests/metrics/tst_agreementtally.cpp).
struct BootstrapSet
{
    // Receives the drawn group indices; returns one value per statistic
    // (`count` of them; an empty optional when undefined).
    using Statistics = std::function<std::vector<std::optional<double>>(const std::vector<int> &groups)>;

    static std::vector<BootstrapInterval> intervals(int groupCount, int count, const Statistics &statistics,
                                                    const BootstrapOptions &options = {});

    // The same intervals with the resamples split among `threads` threads
    // (<= 0: one per core; runInParallelRanges). `perThread` is called once
    // in each thread for that thread's own Statistics (each with its own
    // scratch space). The draws stay those of Bootstrap::interval: one
    // generator runs through them in order first and each resample is
    // replayed from the generator's state where it began, so every thread
    // count gives the same intervals, bit for bit.
    using StatisticsFactory = std::function<Statistics()>;
    static std::vector<BootstrapInterval> intervals(int groupCount, int count, const StatisticsFactory &perThread,
                                                    const BootstrapOptions &options, int threads);

    // The same intervals, the resamples handed over up to `batchSize` at a
    // time (`draws[i]` holds the drawn groups of one resample; one value
    // list per resample comes back, in order). A statistic that is a
    // function of sums over the drawn groups can then accumulate a whole
    // batch in one pass over its data instead of one pass per resample.
    // The estimate (the identity draw) is a batch of one. Same draws, same
    // intervals, bit for bit, as intervals() for any batch size.
    using BatchStatistics =
        std::function<std::vector<std::vector<std::optional<double>>>(const std::vector<std::vector<int>> &draws)>;
    using BatchStatisticsFactory = std::function<BatchStatistics()>;
    static std::vector<BootstrapInterval> batchIntervals(int groupCount, int count,
                                                         const BatchStatisticsFactory &perThread,
                                                         const BootstrapOptions &options, int threads, int batchSize);
};

} // namespace touchstone
