#pragma once

#include "agreementresult.h"

#include <optional>
#include <vector>

namespace touchstone {

class RatingsMatrix;

// Krippendorff's α for any number of coders with missing data
// (Krippendorff, K. (2011). Computing Krippendorff's Alpha-Reliability.
// Annenberg School for Communication, University of Pennsylvania).
//
// 1. m_u = number of values in unit u. Units with m_u < 2 are not pairable and
//    are removed entirely (excluded as SingleRating / NoRatings): their values
//    enter no count below.
// 2. Coincidences o_ck = Σ_u (ordered pairs of values (c, k) from different
//    coders in u) / (m_u − 1); n_c = Σ_k o_ck; n = Σ_c n_c, the number of
//    pairable values.
// 3. Difference functions δ²_ck on the category values v:
//    nominal [c ≠ k];
//    ordinal (Σ_{g from c to k} n_g − (n_c + n_k)/2)², g over the declared
//      categories in rank order (an unused category has n_g = 0);
//    interval (v_c − v_k)²;
//    ratio ((v_c − v_k)/(v_c + v_k))², 0 when v_c = v_k (values must be
//      non-negative; a zero denominator with v_c ≠ v_k makes α undefined).
// 4. D_o = (1/n) Σ o_ck δ²_ck, D_e = (1/(n(n − 1))) Σ n_c n_k δ²_ck,
//    α = 1 − D_o / D_e; undefined when no unit is pairable or D_e = 0 (a
//    single value among the pairable values). Never 1 in that case.
// α does not depend on the order of the coders, and an all-missing unit
// changes nothing. Reference values: /work/shared/testdata/agreement
// (fast-krippendorff, R irr::kripp.alpha, NLTK, Krippendorff's examples).
//
// Cost: one pass over the matrix with integer pair counts per m_u and a
// q × q (+ q per unit) working set allocated once; O(units × coders + q²).
enum class AlphaLevel { Nominal, Ordinal, Interval, Ratio };

// The coincidence matrix and margins of a ratings matrix; every level of α
// is then O(q²) from it, so a dashboard builds it once for all levels.
struct CoincidenceMatrix
{
    int q = 0;
    std::vector<double> o;          // row-major q × q coincidences
    std::vector<double> marginals;  // n_c
    double n = 0;                   // pairable values
    int pairableUnits = 0;
    std::vector<int> values;        // the category values (for interval/ratio)

    double at(int c, int k) const { return o[size_t(c) * size_t(q) + size_t(k)]; }
};

struct KrippendorffAlpha
{
    // With `result`, also fills n (pairable units), values (pairable values),
    // and for Detail::WithUnits the used and excluded units.
    static CoincidenceMatrix coincidences(const RatingsMatrix &matrix, AgreementResult *result = nullptr,
                                          Detail detail = Detail::ValueOnly);

    // δ²_ck for one level, row-major q × q.
    static std::vector<double> differences(const CoincidenceMatrix &coincidences, AlphaLevel level);

    static std::optional<double> alpha(const CoincidenceMatrix &coincidences, AlphaLevel level);

    static AgreementResult compute(const RatingsMatrix &matrix, AlphaLevel level,
                                   Detail detail = Detail::ValueOnly);
};

} // namespace touchstone
