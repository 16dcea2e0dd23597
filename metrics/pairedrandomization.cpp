#include "pairedrandomization.h"

#include "metrics/paireddifferences.h"
#include "metrics/parallelranges.h"
#include "metrics/prng.h"
#include "argtext.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>

namespace touchstone {
namespace {

constexpr int kMaxExactLimit = 40;

// All 2^k signed sums of `values`, each accumulated left to right.
std::vector<double> signedSums(const double *values, int count)
{
    std::vector<double> sums{0.0};
    sums.reserve(std::size_t(1) << count);
    for (int i = 0; i < count; ++i) {
        const std::size_t size = sums.size();
        for (std::size_t j = 0; j < size; ++j) {
            sums.push_back(sums[j] - values[i]);
            sums[j] += values[i];
        }
    }
    return sums;
}

// Number of sign vectors with |signed sum| >= threshold (> 0), exactly.
quint64 countExtremeExact(const std::vector<double> &d, double threshold)
{
    const int half = int(d.size()) / 2;
    const std::vector<double> left = signedSums(d.data(), half);
    std::vector<double> right = signedSums(d.data() + half, int(d.size()) - half);
    std::sort(right.begin(), right.end());
    quint64 count = 0;
    for (double l : left) {
        // l + r >= threshold, or l + r <= -threshold; disjoint since threshold > 0.
        count += quint64(right.end() - std::lower_bound(right.begin(), right.end(), threshold - l));
        count += quint64(std::upper_bound(right.begin(), right.end(), -threshold - l) - right.begin());
    }
    return count;
}

quint64 countExtremeMonteCarlo(const std::vector<double> &d, double threshold,
                               const PairedRandomizationOptions &options)
{
    std::atomic<quint64> total{0};
    runInParallelRanges(options.resamples, options.threads, 256, [&](qint64 begin, qint64 end) {
        quint64 count = 0;
        for (qint64 r = begin; r < end; ++r) {
            Prng rng = Prng::forStream(options.seed, quint64(r));
            double sum = 0.0;
            quint64 bits = 0;
            for (std::size_t i = 0; i < d.size(); ++i) {
                if (i % 64 == 0)
                    bits = rng.next();
                sum += (bits & 1) ? -d[i] : d[i];
                bits >>= 1;
            }
            if (std::fabs(sum) >= threshold)
                ++count;
        }
        total += count; // integer counts: the order of addition does not matter
    });
    return total.load();
}

Status validate(const PairedRandomizationOptions &options)
{
    if (options.exactLimit < 0 || options.exactLimit > kMaxExactLimit)
        return Status::failure(QStringLiteral("exact randomization limit must be 0..%1, got %2")
                                   .arg(argText(kMaxExactLimit), argText(options.exactLimit)));
    if (options.resamples < 1)
        return Status::failure(QStringLiteral("randomization test needs at least one resample, got %1")
                                   .arg(options.resamples));
    return Status::success();
}

} // namespace

Result<PairedRandomizationResult> pairedRandomizationTest(
    const std::vector<double> &a, const std::vector<double> &b,
    const PairedRandomizationOptions &options)
{
    using R = Result<PairedRandomizationResult>;
    if (const Status valid = validate(options); !valid)
        return R::failure(valid.error());
    auto differences = pairedDifferences(a, b);
    if (!differences)
        return R::failure(differences.error());

    std::vector<double> d;
    double sum = 0.0;
    double sumAbs = 0.0;
    for (double value : *differences) {
        sum += value;
        if (value != 0.0) {
            d.push_back(value);
            sumAbs += std::fabs(value);
        }
    }
    PairedRandomizationResult result;
    result.n = int(differences->size());
    result.nonZero = int(d.size());
    result.delta = sum / double(result.n);

    const double m = double(d.size());
    const double tolerance = 8.0 * m * std::numeric_limits<double>::epsilon() * sumAbs;
    double signedTotal = 0.0;
    for (double value : d)
        signedTotal += value;
    const double threshold = std::fabs(signedTotal) - tolerance;
    if (d.empty() || threshold <= 0.0) {
        result.p = 1.0; // every sign vector is at least as extreme as a zero sum
        result.exact = true;
        return result;
    }
    if (result.nonZero <= options.exactLimit) {
        const quint64 count = countExtremeExact(d, threshold);
        result.p = double(count) / std::ldexp(1.0, result.nonZero);
        result.exact = true;
    } else {
        const quint64 count = countExtremeMonteCarlo(d, threshold, options);
        result.p = double(count + 1) / double(options.resamples + 1);
        result.exact = false;
        result.resamples = options.resamples;
    }
    return result;
}

} // namespace touchstone
