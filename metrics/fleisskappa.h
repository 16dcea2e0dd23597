#pragma once

#include "agreementresult.h"

#include <optional>

namespace touchstone {

class RatingsMatrix;

// Fleiss' κ for m raters per item (Fleiss, J. L. (1971). Measuring nominal
// scale agreement among many raters. Psychological Bulletin 76(5), 378–382).
//
// With n_ij raters putting item i in category j, N items and m raters each:
// P_i = (Σ_j n_ij² − m) / (m(m − 1)), P̄ = mean of P_i,
// p_j = Σ_i n_ij / (N m), P_e = Σ_j p_j², κ = (P̄ − P_e) / (1 − P_e).
// Undefined when N = 0, m < 2 or P_e = 1 (every rating in one category).
// Which rater gave which rating does not matter; with two raters this is
// Scott's π, not Cohen's κ.
//
// The formula needs the same m on every item. From a ratings matrix with
// missing cells, m is `raters` when given, else the most frequent number of
// ratings among items with at least two (the larger on a tie). Items with
// another count are left out as RaterCountDiffers (SingleRating / NoRatings
// for fewer than two), and the result says so.
// Reference values: /work/shared/testdata/agreement (statsmodels
// fleiss_kappa, R irr::kappam.fleiss, NLTK multi-π).
struct FleissKappa
{
    static AgreementResult compute(const RatingsMatrix &matrix, std::optional<int> raters = std::nullopt,
                                   Detail detail = Detail::ValueOnly);

    // The m that compute() uses when none is given (0 when no item has two
    // ratings).
    static int commonRaterCount(const RatingsMatrix &matrix);
};

} // namespace touchstone
