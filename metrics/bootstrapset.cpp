#include "bootstrapset.h"

#include "parallelranges.h"
#include "prng.h"

#include <algorithm>
#include <numeric>

namespace touchstone {

namespace {

// Statistic k's interval from the values of call 0 (the estimate) and the
// resamples 1 … R, as Bootstrap::interval computes it.
BootstrapInterval intervalOf(const std::vector<std::vector<std::optional<double>>> &values, size_t k,
                             int resamples, const BootstrapOptions &options)
{
    BootstrapInterval interval;
    interval.confidence = options.confidence;
    interval.seed = options.seed;
    interval.estimate = values.front()[k];
    if (resamples <= 0)
        return interval;
    interval.resamples = resamples;
    std::vector<double> defined;
    defined.reserve(values.size());
    for (size_t r = 1; r < values.size(); ++r) {
        if (const std::optional<double> value = values[r][k])
            defined.push_back(*value);
        else
            ++interval.undefinedResamples;
    }
    interval.undefinedShare = double(interval.undefinedResamples) / double(interval.resamples);
    std::sort(defined.begin(), defined.end());
    const double tail = (1.0 - options.confidence) / 2.0;
    interval.lower = Bootstrap::quantile(defined, tail);
    interval.upper = Bootstrap::quantile(defined, 1.0 - tail);
    return interval;
}

} // namespace

std::vector<BootstrapInterval> BootstrapSet::intervals(int groupCount, int count, const Statistics &statistics,
                                                       const BootstrapOptions &options)
{
    // One thread, and the caller's function object itself (not a copy).
    const StatisticsFactory same = [&statistics] {
        return Statistics([&statistics](const std::vector<int> &groups) { return statistics(groups); });
    };
    return intervals(groupCount, count, same, options, 1);
}

std::vector<BootstrapInterval> BootstrapSet::intervals(int groupCount, int count, const StatisticsFactory &perThread,
                                                       const BootstrapOptions &options, int threads)
{
    const BatchStatisticsFactory oneAtATime = [&perThread] {
        return BatchStatistics([statistics = perThread()](const std::vector<std::vector<int>> &draws) {
            std::vector<std::vector<std::optional<double>>> values;
            values.reserve(draws.size());
            for (const std::vector<int> &drawn : draws)
                values.push_back(statistics(drawn));
            return values;
        });
    };
    return batchIntervals(groupCount, count, oneAtATime, options, threads, 1);
}

std::vector<BootstrapInterval> BootstrapSet::batchIntervals(int groupCount, int count,
                                                            const BatchStatisticsFactory &perThread,
                                                            const BootstrapOptions &options, int threads, int batchSize)
{
    std::vector<BootstrapInterval> result(size_t(std::max(count, 0)));
    if (count <= 0)
        return result;
    const int resamples = groupCount > 0 ? std::max(options.resamples, 0) : 0;
    const size_t groups = size_t(std::max(groupCount, 0));
    const qint64 batch = std::max(batchSize, 1);
    // Call 0 is the estimate, calls 1 … R the resamples, in Bootstrap's order.
    std::vector<std::vector<std::optional<double>>> values(size_t(resamples) + 1);
    std::vector<std::vector<int>> identity(1, std::vector<int>(groups));
    std::iota(identity.front().begin(), identity.front().end(), 0);
    values.front() = std::move(perThread()(identity).front());
    values.front().resize(size_t(count));
    // Where each resample's draws begin in Bootstrap::interval's one stream.
    std::vector<Prng> starts;
    starts.reserve(size_t(resamples));
    Prng random(options.seed);
    for (int r = 0; r < resamples; ++r) {
        starts.push_back(random);
        for (size_t g = 0; g < groups; ++g)
            random.bounded(quint32(groupCount));
    }
    runInParallelRanges(resamples, threads, std::max<qint64>(16, batch), [&](qint64 begin, qint64 end) {
        const BatchStatistics statistics = perThread();
        std::vector<std::vector<int>> draws;
        for (qint64 first = begin; first < end; first += batch) {
            const qint64 last = std::min(end, first + batch);
            draws.resize(size_t(last - first));
            for (qint64 r = first; r < last; ++r) {
                std::vector<int> &drawn = draws[size_t(r - first)];
                drawn.resize(groups);
                Prng generator = starts[size_t(r)];
                for (int &group : drawn)
                    group = int(generator.bounded(quint32(groupCount)));
            }
            std::vector<std::vector<std::optional<double>>> batchValues = statistics(draws);
            for (qint64 r = first; r < last; ++r) {
                std::vector<std::optional<double>> &all = batchValues[size_t(r - first)];
                all.resize(size_t(count));
                values[size_t(r) + 1] = std::move(all);
            }
        }
    });
    for (size_t k = 0; k < result.size(); ++k)
        result[k] = intervalOf(values, k, resamples, options);
    return result;
}

} // namespace touchstone
