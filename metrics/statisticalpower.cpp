#include "statisticalpower.h"

#include "metrics/specialfunctions.h"
#include "argtext.h"

#include <cmath>

namespace touchstone {
namespace {

constexpr qint64 kMaxQueries = qint64(1) << 40;

Status validate(const PowerOptions &options)
{
    if (!(options.alpha > 0.0 && options.alpha < 1.0))
        return Status::failure(QStringLiteral("alpha must lie strictly between 0 and 1, got %1")
                                   .arg(options.alpha));
    if (!(options.power > 0.0 && options.power < 1.0))
        return Status::failure(QStringLiteral("power must lie strictly between 0 and 1, got %1")
                                   .arg(options.power));
    return Status::success();
}

Status validateSigma(double sigmaD)
{
    if (!(sigmaD >= 0.0) || !std::isfinite(sigmaD))
        return Status::failure(QStringLiteral("standard deviation of the differences must be a "
                                              "non-negative number, got %1")
                                   .arg(sigmaD));
    return Status::success();
}

qint64 minimumQueries(const PowerOptions &options)
{
    return options.model == PowerModel::StudentT ? 2 : 1;
}

// z_{1-alpha/2} + z_{power}.
double normalMultiplier(const PowerOptions &options)
{
    return -*normalQuantile(0.5 * options.alpha) + *normalQuantile(options.power);
}

// Power of the two-sided paired t-test for a standardized effect (effect / σ_d).
double tPower(double standardized, qint64 n, double alpha)
{
    const double df = double(n - 1);
    const double delta = standardized * std::sqrt(double(n));
    const double critical = *studentTQuantile(1.0 - 0.5 * alpha, df);
    return (1.0 - *noncentralTCdf(critical, df, delta)) + *noncentralTCdf(-critical, df, delta);
}

double normalPower(double standardized, qint64 n, double alpha)
{
    const double delta = standardized * std::sqrt(double(n));
    const double z = -*normalQuantile(0.5 * alpha);
    return normalCdf(delta - z) + normalCdf(-delta - z);
}

// Standardized effect at which the t-test reaches the target power, by
// bisection (power increases with the effect).
double tStandardizedEffect(qint64 n, const PowerOptions &options)
{
    double low = 0.0;
    double high = 2.0 * normalMultiplier(options) / std::sqrt(double(n));
    while (tPower(high, n, options.alpha) < options.power)
        high *= 2.0;
    for (int i = 0; i < 200 && high - low > 1e-15 * high; ++i) {
        const double middle = 0.5 * (low + high);
        if (tPower(middle, n, options.alpha) < options.power)
            low = middle;
        else
            high = middle;
    }
    return 0.5 * (low + high);
}

} // namespace

Result<double> minimumDetectableEffect(qint64 n, double sigmaD, const PowerOptions &options)
{
    if (const Status valid = validate(options); !valid)
        return Result<double>::failure(valid.error());
    if (const Status valid = validateSigma(sigmaD); !valid)
        return Result<double>::failure(valid.error());
    if (n < minimumQueries(options))
        return Result<double>::failure(
            QStringLiteral("minimum detectable effect needs at least %1 queries, got %2")
                .arg(argText(minimumQueries(options)), argText(n)));
    if (sigmaD == 0.0)
        return 0.0;
    if (options.model == PowerModel::NormalApproximation)
        return normalMultiplier(options) * sigmaD / std::sqrt(double(n));
    return tStandardizedEffect(n, options) * sigmaD;
}

Result<qint64> queriesForEffect(double effect, double sigmaD, const PowerOptions &options)
{
    using R = Result<qint64>;
    if (const Status valid = validate(options); !valid)
        return R::failure(valid.error());
    if (const Status valid = validateSigma(sigmaD); !valid)
        return R::failure(valid.error());
    if (!(effect > 0.0) || !std::isfinite(effect))
        return R::failure(QStringLiteral("effect to detect must be positive, got %1").arg(effect));
    if (sigmaD == 0.0)
        return minimumQueries(options);
    const double root = normalMultiplier(options) * sigmaD / effect;
    const double normalN = std::ceil(root * root);
    if (!(normalN <= double(kMaxQueries)))
        return R::failure(QStringLiteral("more than 2^40 queries would be needed"));
    qint64 n = std::max(minimumQueries(options), qint64(normalN));
    if (options.model == PowerModel::NormalApproximation)
        return n;
    // The t-test needs at least as many queries as the normal approximation,
    // usually one or two more: walk to the smallest n reaching the power.
    const double standardized = effect / sigmaD;
    while (n > 2 && tPower(standardized, n - 1, options.alpha) >= options.power)
        --n;
    while (tPower(standardized, n, options.alpha) < options.power) {
        if (++n > kMaxQueries)
            return R::failure(QStringLiteral("more than 2^40 queries would be needed"));
    }
    return n;
}

Result<double> pairedPower(double effect, qint64 n, double sigmaD, const PowerOptions &options)
{
    if (const Status valid = validate(options); !valid)
        return Result<double>::failure(valid.error());
    if (const Status valid = validateSigma(sigmaD); !valid)
        return Result<double>::failure(valid.error());
    if (!std::isfinite(effect))
        return Result<double>::failure(QStringLiteral("effect must be a finite number"));
    if (n < minimumQueries(options))
        return Result<double>::failure(QStringLiteral("power needs at least %1 queries, got %2")
                                           .arg(argText(minimumQueries(options)), argText(n)));
    if (sigmaD == 0.0)
        return effect == 0.0 ? options.alpha : 1.0;
    const double standardized = std::fabs(effect) / sigmaD;
    if (options.model == PowerModel::NormalApproximation)
        return normalPower(standardized, n, options.alpha);
    return tPower(standardized, n, options.alpha);
}

} // namespace touchstone
