#include "pairedbootstrap.h"

#include "metrics/parallelranges.h"
#include "metrics/prng.h"
#include "metrics/samplestatistics.h"

#include <algorithm>
#include <cmath>

namespace touchstone {
namespace {

// Mean of one resample. Four accumulators break the add dependency chain;
// their order is fixed, so the sum is the same on every run.
double resampleMean(const double *d, quint32 n, Prng &rng)
{
    double s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0;
    quint32 i = 0;
    for (; i + 4 <= n; i += 4) {
        s0 += d[rng.bounded(n)];
        s1 += d[rng.bounded(n)];
        s2 += d[rng.bounded(n)];
        s3 += d[rng.bounded(n)];
    }
    for (; i < n; ++i)
        s0 += d[rng.bounded(n)];
    return ((s0 + s1) + (s2 + s3)) / double(n);
}

Status validate(const PairedBootstrapOptions &options)
{
    if (options.resamples < 1)
        return Status::failure(QStringLiteral("bootstrap needs at least one resample, got %1")
                                   .arg(options.resamples));
    if (!(options.confidence > 0.0 && options.confidence < 1.0))
        return Status::failure(QStringLiteral("confidence must lie strictly between 0 and 1, got %1")
                                   .arg(options.confidence));
    if (!(options.tieTolerance >= 0.0))
        return Status::failure(QStringLiteral("tie tolerance must be non-negative, got %1")
                                   .arg(options.tieTolerance));
    return Status::success();
}

} // namespace

std::vector<double> bootstrapMeans(const std::vector<double> &differences, int resamples,
                                   quint64 seed, int threads)
{
    std::vector<double> means(std::size_t(std::max(0, resamples)));
    const auto n = quint32(differences.size());
    const double *d = differences.data();
    // At least 64 resamples per thread: below that, starting threads costs more than it saves.
    runInParallelRanges(qint64(means.size()), threads, 64, [&](qint64 begin, qint64 end) {
        for (qint64 r = begin; r < end; ++r) {
            Prng rng = Prng::forStream(seed, quint64(r));
            means[std::size_t(r)] = resampleMean(d, n, rng);
        }
    });
    return means;
}

Result<PairedBootstrapResult> pairedBootstrap(const std::vector<double> &a,
                                              const std::vector<double> &b,
                                              const PairedBootstrapOptions &options)
{
    if (const Status valid = validate(options); !valid)
        return Result<PairedBootstrapResult>::failure(valid.error());
    auto differences = pairedDifferences(a, b);
    if (!differences)
        return Result<PairedBootstrapResult>::failure(differences.error());
    const std::vector<double> &d = *differences;

    PairedBootstrapResult result;
    result.n = int(d.size());
    result.delta = *sampleMean(d);
    result.counts = countWinsLossesTies(d, options.tieTolerance);
    result.resamples = options.resamples;
    result.confidence = options.confidence;
    result.seed = options.seed;
    if (d.size() < 2)
        return result;

    std::vector<double> means = bootstrapMeans(d, options.resamples, options.seed, options.threads);
    std::sort(means.begin(), means.end());
    const double tail = 0.5 * (1.0 - options.confidence);
    result.intervalLow = percentileOfSorted(means, tail);
    result.intervalHigh = percentileOfSorted(means, 1.0 - tail);
    const double observed = std::fabs(result.delta);
    const auto extreme = std::count_if(means.begin(), means.end(), [&](double m) {
        return std::fabs(m - result.delta) >= observed;
    });
    result.p = double(extreme) / double(means.size());
    if (options.keepReplicates)
        result.replicates = std::move(means);
    return result;
}

} // namespace touchstone
