#include "cohenkappa.h"

#include "ratingsmatrix.h"

namespace touchstone {

ContingencyTable CohenKappa::table(const RatingsMatrix &matrix, int coderA, int coderB,
                                   AgreementResult *result, Detail detail)
{
    ContingencyTable table;
    table.q = matrix.categoryCount();
    const size_t q = size_t(table.q);
    // Integer counts while walking; converted once at the end.
    std::vector<long long> counts(q * q, 0);
    long long n = 0;
    int excluded = 0;
    const bool listUnits = result && detail == Detail::WithUnits;
    for (int u = 0; u < matrix.unitCount(); ++u) {
        const RatingsMatrix::Cell *row = matrix.row(u);
        const RatingsMatrix::Cell a = row[coderA];
        const RatingsMatrix::Cell b = row[coderB];
        if (a == RatingsMatrix::Missing || b == RatingsMatrix::Missing) {
            ++excluded;
            if (listUnits) {
                const bool none = a == RatingsMatrix::Missing && b == RatingsMatrix::Missing;
                result->excluded.push_back(
                    {u, none ? ExclusionReason::NoRatings : ExclusionReason::MissingPartner});
            }
            continue;
        }
        ++counts[size_t(a) * q + size_t(b)];
        ++n;
        if (listUnits)
            result->used.push_back(u);
    }
    table.counts.assign(counts.begin(), counts.end());
    table.n = double(n);
    if (result) {
        result->n = int(n);
        result->values = 2.0 * double(n);
        result->excludedCount = excluded;
    }
    return table;
}

std::optional<double> CohenKappa::kappa(const ContingencyTable &table, Weighting weighting)
{
    const int q = table.q;
    if (table.n <= 0 || q < 2)
        return std::nullopt;
    std::vector<double> rows(size_t(q), 0.0);
    std::vector<double> columns(size_t(q), 0.0);
    for (int i = 0; i < q; ++i)
        for (int j = 0; j < q; ++j) {
            rows[size_t(i)] += table.at(i, j);
            columns[size_t(j)] += table.at(i, j);
        }
    // Unscaled integer disagreements: the scale cancels, and integer sums keep
    // exact results exact (κ = 0 when one coder is constant).
    const std::vector<double> disagreement = disagreementWeights(weighting, q);
    double observed = 0;  // Σ d O
    double expected = 0;  // Σ d r s  (= n Σ d E)
    bool chanceDisagreement = false;
    for (int i = 0; i < q; ++i) {
        for (int j = 0; j < q; ++j) {
            const double d = disagreement[size_t(i) * size_t(q) + size_t(j)];
            observed += d * table.at(i, j);
            expected += d * rows[size_t(i)] * columns[size_t(j)];
            // Decided on the counts, not on a floating sum: p_e = 1 exactly
            // when all chance mass lies on zero-disagreement cells.
            if (d > 0 && rows[size_t(i)] > 0 && columns[size_t(j)] > 0)
                chanceDisagreement = true;
        }
    }
    if (!chanceDisagreement)
        return std::nullopt;
    return 1.0 - table.n * observed / expected;
}

ContingencyTable CohenKappa::binaryTable(const ContingencyTable &table, const std::vector<int> &categories,
                                         int threshold)
{
    ContingencyTable binary;
    binary.q = 2;
    binary.counts.assign(4, 0.0);
    binary.n = table.n;
    for (int i = 0; i < table.q; ++i) {
        const int bi = categories[size_t(i)] >= threshold ? 1 : 0;
        for (int j = 0; j < table.q; ++j) {
            const int bj = categories[size_t(j)] >= threshold ? 1 : 0;
            binary.counts[size_t(bi * 2 + bj)] += table.at(i, j);
        }
    }
    return binary;
}

AgreementResult CohenKappa::compute(const RatingsMatrix &matrix, int coderA, int coderB, Weighting weighting,
                                    Detail detail)
{
    AgreementResult result;
    const ContingencyTable counts = table(matrix, coderA, coderB, &result, detail);
    result.value = kappa(counts, weighting);
    return result;
}

AgreementResult CohenKappa::computeBinary(const RatingsMatrix &matrix, int coderA, int coderB, int threshold,
                                          Detail detail)
{
    AgreementResult result;
    const ContingencyTable counts = table(matrix, coderA, coderB, &result, detail);
    result.value = kappa(binaryTable(counts, matrix.categories(), threshold), Weighting::Unweighted);
    return result;
}

} // namespace touchstone
