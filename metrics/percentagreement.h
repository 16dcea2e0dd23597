#pragma once

#include "agreementresult.h"
#include "categoryweights.h"

namespace touchstone {

class RatingsMatrix;

// Percent agreement (not chance-corrected), for two or more raters with
// missing data: the mean, over units rated at least twice, of the share of
// agreeing ordered pairs of ratings in the unit,
//   p_a = (1/n₂) Σ_{i: r_i ≥ 2} Σ_k r_ik (r*_ik − 1) / (r_i (r_i − 1)),
// with r*_ik = Σ_l w_kl r_il (weights of categoryweights.h; Unweighted gives
// plain agreement). For two raters this is the share of units both rated on
// which they agree. It is the p_a of Gwet's AC (Gwet 2014, Handbook of
// Inter-Rater Reliability, 4th ed.; irrCAC pa.coeff.raw). Undefined when no
// unit has two ratings; units with fewer are excluded (SingleRating,
// NoRatings).
struct PercentAgreement
{
    static AgreementResult compute(const RatingsMatrix &matrix, Weighting weighting = Weighting::Unweighted,
                                   Detail detail = Detail::ValueOnly);
};

} // namespace touchstone
