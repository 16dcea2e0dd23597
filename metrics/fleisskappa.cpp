#include "fleisskappa.h"

#include "ratingsmatrix.h"

#include <vector>

namespace touchstone {

int FleissKappa::commonRaterCount(const RatingsMatrix &matrix)
{
    std::vector<int> frequency(size_t(matrix.coderCount()) + 1, 0);
    for (int u = 0; u < matrix.unitCount(); ++u)
        ++frequency[size_t(matrix.ratingCount(u))];
    int best = 0;
    for (int m = 2; m <= matrix.coderCount(); ++m)
        if (frequency[size_t(m)] > 0 && frequency[size_t(m)] >= frequency[size_t(best)])
            best = m;
    return best;
}

AgreementResult FleissKappa::compute(const RatingsMatrix &matrix, std::optional<int> raters, Detail detail)
{
    AgreementResult result;
    const int m = raters ? *raters : commonRaterCount(matrix);
    const int q = matrix.categoryCount();
    const int coders = matrix.coderCount();
    std::vector<long long> categoryTotals(size_t(q), 0);
    std::vector<int> histogram(size_t(q), 0);
    long long squares = 0;  // Σ_i Σ_j n_ij²
    long long items = 0;
    const bool listUnits = detail == Detail::WithUnits;

    for (int u = 0; u < matrix.unitCount(); ++u) {
        const RatingsMatrix::Cell *row = matrix.row(u);
        int count = 0;
        for (int c = 0; c < coders; ++c)
            count += row[c] != RatingsMatrix::Missing ? 1 : 0;
        if (count != m || m < 2) {
            ++result.excludedCount;
            if (listUnits) {
                const ExclusionReason reason = count == 0   ? ExclusionReason::NoRatings
                                               : count == 1 ? ExclusionReason::SingleRating
                                                            : ExclusionReason::RaterCountDiffers;
                result.excluded.push_back({u, reason});
            }
            continue;
        }
        for (int c = 0; c < coders; ++c)
            if (row[c] != RatingsMatrix::Missing)
                ++histogram[size_t(row[c])];
        for (int j = 0; j < q; ++j) {
            const long long nij = histogram[size_t(j)];
            squares += nij * nij;
            categoryTotals[size_t(j)] += nij;
            histogram[size_t(j)] = 0;
        }
        ++items;
        if (listUnits)
            result.used.push_back(u);
    }
    result.n = int(items);
    result.values = double(items) * double(m);
    if (items == 0 || m < 2)
        return result;

    const double nm = double(items) * double(m);
    long long totalSquares = 0;  // Σ_j (Σ_i n_ij)²  = (N m)² P_e
    for (const long long total : categoryTotals)
        totalSquares += total * total;
    const long long all = items * m;
    if (totalSquares == all * all)  // P_e = 1, decided on integers
        return result;
    const double pBar = (double(squares) - nm) / (nm * double(m - 1));
    const double pE = double(totalSquares) / (nm * nm);
    result.value = (pBar - pE) / (1.0 - pE);
    return result;
}

} // namespace touchstone
