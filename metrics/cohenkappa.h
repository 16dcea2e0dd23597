#pragma once

#include "agreementresult.h"
#include "categoryweights.h"

#include <optional>
#include <vector>

namespace touchstone {

class RatingsMatrix;

// Cohen's κ for two annotators (Cohen 1960; weighted: Cohen 1968).
//
// 1. Listwise deletion: only the units rated by both coders count; n is their
//    number. Units one of them did not rate are excluded as MissingPartner
//    (NoRatings when neither rated it).
// 2. Over the DECLARED category list c_0 … c_{q−1}, O is the q × q table
//    (rows coder A, columns coder B), r_i and s_j its margins and
//    E_ij = r_i s_j / n.
// 3. κ = 1 − Σ d_ij O_ij / Σ d_ij E_ij with disagreement weights
//    d_ij = 1 − w_ij (categoryweights.h): unweighted [i ≠ j], linear |i − j|,
//    quadratic (i − j)², up to a scale that cancels. Equivalently
//    (p_o − p_e) / (1 − p_e) with agreement weights w.
// 4. Undefined (no value) when Σ d_ij E_ij = 0, i.e. p_e = 1: n = 0, or both
//    coders used one and the same category for every unit.
// κ is symmetric in A and B and 1 on perfect agreement (when defined).
// Reference values: /work/shared/testdata/agreement (scikit-learn, R irr,
// vcd, psych, psy, statsmodels and NLTK agree on every vector).

// The q × q table of two coders over the units both rated.
struct ContingencyTable
{
    int q = 0;
    std::vector<double> counts;  // row-major, q × q
    double n = 0;

    double at(int i, int j) const { return counts[size_t(i) * size_t(q) + size_t(j)]; }
};

struct CohenKappa
{
    // Builds the table of coders `coderA` and `coderB` in one pass over the
    // matrix. With `result`, also fills n, values and (Detail::WithUnits) the
    // used and excluded units.
    static ContingencyTable table(const RatingsMatrix &matrix, int coderA, int coderB,
                                  AgreementResult *result = nullptr, Detail detail = Detail::ValueOnly);

    // κ of a table under a weighting (O(q²); all weightings share one table).
    static std::optional<double> kappa(const ContingencyTable &table, Weighting weighting);

    // Collapses a table to 2 × 2 on "category value ≥ threshold" (binary
    // relevance is grade ≥ 2); `categories` are the values of the q rows.
    static ContingencyTable binaryTable(const ContingencyTable &table, const std::vector<int> &categories,
                                        int threshold);

    // κ of two coders of a matrix: table() followed by kappa().
    static AgreementResult compute(const RatingsMatrix &matrix, int coderA, int coderB, Weighting weighting,
                                   Detail detail = Detail::ValueOnly);

    // Unweighted κ on the binary labels grade ≥ threshold.
    static AgreementResult computeBinary(const RatingsMatrix &matrix, int coderA, int coderB, int threshold = 2,
                                         Detail detail = Detail::ValueOnly);
};

} // namespace touchstone
