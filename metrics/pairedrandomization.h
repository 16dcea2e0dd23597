#pragma once

#include "metrics/result.h"

#include <QtGlobal>

#include <optional>
#include <vector>

namespace touchstone {

// Paired randomization (sign-flip permutation) test (methodology §13.2;
// Smucker, Allan & Carterette, CIKM 2007). Under the null hypothesis that the
// two systems are exchangeable on every query, each difference d_i = b_i - a_i
// is as likely to carry the opposite sign. The statistic is S = sum_i d_i
// (equivalently the mean difference); the two-sided p value is
//
//     p = P( |sum_i s_i d_i| >= |S| ),  s_i independent uniform signs in {-1, +1}
//
// Queries with d_i = 0 do not change any signed sum, so they are left out of
// the enumeration without changing p; m below counts the others.
//
//   exact        when m <= exactLimit: all 2^m sign vectors are counted
//                (meet in the middle: the signed sums of the two halves are
//                enumerated and matched by binary search), p = count / 2^m.
//                This equals scipy.stats.permutation_test(...,
//                permutation_type='samples', n_resamples=inf) on the pairs.
//   Monte Carlo  otherwise: `resamples` random sign vectors, resample r drawn
//                from Prng::forStream(seed, r), and p = (count + 1) /
//                (resamples + 1), which counts the observed assignment and
//                therefore never reports 0 (Phipson & Smyth 2010; the same
//                convention as scipy's randomized permutation_test).
//
// Ties in |signed sum| are decided with a tolerance of 8 m eps sum_i |d_i|,
// a bound on the rounding error of the sums, so that assignments whose sums
// are equal in exact arithmetic always count as "at least as extreme".
struct PairedRandomizationOptions
{
    int exactLimit = 30;      // at most 40
    int resamples = 100000;   // Monte Carlo only
    quint64 seed = 0;         // Monte Carlo only
    int threads = 0;          // Monte Carlo only; 0: all hardware threads
};

struct PairedRandomizationResult
{
    int n = 0;                // queries
    int nonZero = 0;          // m, queries whose difference is not zero
    double delta = 0.0;       // mean difference
    double p = 1.0;
    bool exact = true;
    int resamples = 0;        // Monte Carlo resamples (0 when exact)
};

// Fails on unequal lengths, no queries, non-finite scores or invalid options.
Result<PairedRandomizationResult> pairedRandomizationTest(
    const std::vector<double> &a, const std::vector<double> &b,
    const PairedRandomizationOptions &options = {});

} // namespace touchstone
