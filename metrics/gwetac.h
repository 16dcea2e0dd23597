#pragma once

#include "agreementresult.h"
#include "categoryweights.h"

#include <optional>
#include <vector>

namespace touchstone {

class RatingsMatrix;

// Gwet's AC1 (unweighted) and AC2 (weighted) for two or more raters with
// missing data (Gwet, K. L. (2014). Handbook of Inter-Rater Reliability,
// 4th ed., Advanced Analytics, ch. 2–3; Gwet, K. L. (2008). Computing
// inter-rater reliability and its variance in the presence of high agreement.
// Br. J. Math. Stat. Psychol. 61, 29–48).
//
// With r_ik raters putting unit i in category k, r_i = Σ_k r_ik, q declared
// categories, agreement weights w (categoryweights.h, on positions) and
// r*_ik = Σ_l w_kl r_il:
//   p_a = (1/n₂) Σ_{i: r_i ≥ 2} Σ_k r_ik (r*_ik − 1) / (r_i (r_i − 1)),
//         n₂ = number of units with at least two ratings;
//   π_k = (1/n₁) Σ_{i: r_i ≥ 1} r_ik / r_i, n₁ = units with at least one
//         rating (a single-rated unit counts here, not in p_a);
//   p_e = T_w / (q (q − 1)) Σ_k π_k (1 − π_k), T_w = Σ_kl w_kl
//         (T_w = q for AC1, so p_e = Σ π_k(1 − π_k) / (q − 1));
//   AC = (p_a − p_e) / (1 − p_e).
// Undefined when n₂ = 0, q < 2 or p_e = 1. q is the DECLARED category count:
// p_e, and so AC, depend on it (an unused declared grade still counts).
//
// Units with a single rating are reported in `excluded` (SingleRating): they
// do not enter p_a, although they enter π_k. Checked against Gwet's published
// values (irrCAC documentation, data of the Handbook p. 120): see
// tests/metrics/tst_gwetac.cpp.
struct GwetAC
{
    struct Components
    {
        std::optional<double> pa;  // undefined without a unit rated twice
        std::optional<double> pe;  // undefined without a rated unit or with q < 2
        int unitsRatedTwice = 0;   // n₂
        int unitsRated = 0;        // n₁
    };

    // p_a and p_e in one pass over the matrix. With `result`, fills n (= n₂),
    // values (ratings in units rated at least twice) and the unit lists.
    static Components components(const RatingsMatrix &matrix, Weighting weighting,
                                 AgreementResult *result = nullptr, Detail detail = Detail::ValueOnly);

    // AC1 for Weighting::Unweighted, AC2 otherwise.
    static AgreementResult compute(const RatingsMatrix &matrix, Weighting weighting = Weighting::Unweighted,
                                   Detail detail = Detail::ValueOnly);
};

} // namespace touchstone
