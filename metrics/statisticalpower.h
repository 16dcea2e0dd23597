#pragma once

#include "metrics/result.h"

#include <QtGlobal>

namespace touchstone {

// Power calculation for a paired comparison of two systems on the same
// queries (methodology §3.3): the detectable difference scales with σ_d, the
// standard deviation of the per-query difference, not with the spread of the
// scores. Two-sided test at level `alpha`, probability `power` of detecting a
// true mean difference of the stated size.
//
// Two models:
//   NormalApproximation  (default; the methodology's formula, §3.3)
//       MDE(n)      = (z_{1-alpha/2} + z_{power}) σ_d / sqrt(n)
//       n(effect)   = ceil( ((z_{1-alpha/2} + z_{power}) σ_d / effect)^2 )
//     with exact normal quantiles (1.959964..., 0.841621... at the defaults).
//     Worked values of §3.3: σ_d = 0.15 gives MDE 0.054 at n = 60, 0.027 at
//     n = 250, and n = 197 for an effect of 0.03.
//   StudentT
//       the exact power of the paired t-test: with δ = effect sqrt(n) / σ_d
//       and c = t_{1-alpha/2, n-1},
//       power = P(T'_{n-1,δ} > c) + P(T'_{n-1,δ} < -c)   (noncentral t)
//     MDE(n) solves power = target for the effect; n(effect) is the smallest
//     n >= 2 reaching the target. Equal to statsmodels TTestPower
//     (solve_power, alternative="two-sided") times σ_d. Slightly larger than
//     the normal approximation for small n (0.0549 vs 0.0543 at σ_d = 0.15,
//     n = 60), because σ_d itself is estimated.
enum class PowerModel { NormalApproximation, StudentT };

struct PowerOptions
{
    double alpha = 0.05;
    double power = 0.80;
    PowerModel model = PowerModel::NormalApproximation;
};

// Smallest true mean per-query difference detected with probability
// `power` by n paired queries whose differences have standard deviation
// sigmaD. sigmaD = 0 gives 0. Fails for n < 1 (n < 2 under StudentT),
// sigmaD < 0, or alpha / power outside (0, 1).
Result<double> minimumDetectableEffect(qint64 n, double sigmaD, const PowerOptions &options = {});

// Number of paired queries needed to detect a true mean difference of
// `effect` (> 0) with probability `power`. sigmaD = 0 gives the minimum
// (1, or 2 under StudentT). Fails for effect <= 0, sigmaD < 0, or invalid
// alpha / power, or if more than 2^40 queries would be needed.
Result<qint64> queriesForEffect(double effect, double sigmaD, const PowerOptions &options = {});

// Probability that the two-sided test at level alpha detects a true mean
// difference `effect` with n queries and difference spread sigmaD
// (options.power is ignored). Under NormalApproximation both tails count:
// Φ(δ - z) + Φ(-δ - z), δ = effect sqrt(n) / σ_d, z = z_{1-alpha/2}.
Result<double> pairedPower(double effect, qint64 n, double sigmaD, const PowerOptions &options = {});

} // namespace touchstone
