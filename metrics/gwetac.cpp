#include "gwetac.h"

#include "ratingsmatrix.h"

namespace touchstone {

GwetAC::Components GwetAC::components(const RatingsMatrix &matrix, Weighting weighting, AgreementResult *result,
                                      Detail detail)
{
    const int q = matrix.categoryCount();
    const int coders = matrix.coderCount();
    const std::vector<double> weights = agreementWeights(weighting, q);
    std::vector<int> histogram(size_t(q), 0);
    std::vector<int> touched(size_t(coders), 0);
    std::vector<double> pi(size_t(q), 0.0);  // Σ_i r_ik / r_i, divided by n₁ at the end
    double agreementSum = 0;
    long long valuesRatedTwice = 0;
    Components out;
    int excluded = 0;
    const bool listUnits = result && detail == Detail::WithUnits;

    for (int u = 0; u < matrix.unitCount(); ++u) {
        const RatingsMatrix::Cell *row = matrix.row(u);
        int ri = 0;
        int distinct = 0;
        for (int c = 0; c < coders; ++c) {
            const RatingsMatrix::Cell value = row[c];
            if (value == RatingsMatrix::Missing)
                continue;
            if (histogram[size_t(value)]++ == 0)
                touched[size_t(distinct++)] = value;
            ++ri;
        }
        if (ri >= 1) {
            ++out.unitsRated;
            for (int i = 0; i < distinct; ++i)
                pi[size_t(touched[size_t(i)])] += double(histogram[size_t(touched[size_t(i)])]) / double(ri);
        }
        if (ri >= 2) {
            double unitSum = 0;
            for (int i = 0; i < distinct; ++i) {
                const int k = touched[size_t(i)];
                double weighted = 0;  // r*_ik
                for (int j = 0; j < distinct; ++j) {
                    const int l = touched[size_t(j)];
                    weighted += weights[size_t(k) * size_t(q) + size_t(l)] * histogram[size_t(l)];
                }
                unitSum += histogram[size_t(k)] * (weighted - 1.0);
            }
            agreementSum += unitSum / (double(ri) * double(ri - 1));
            ++out.unitsRatedTwice;
            valuesRatedTwice += ri;
            if (listUnits)
                result->used.push_back(u);
        } else {
            ++excluded;
            if (listUnits)
                result->excluded.push_back({u, ri == 1 ? ExclusionReason::SingleRating : ExclusionReason::NoRatings});
        }
        for (int i = 0; i < distinct; ++i)
            histogram[size_t(touched[size_t(i)])] = 0;
    }

    if (out.unitsRatedTwice > 0)
        out.pa = agreementSum / double(out.unitsRatedTwice);
    if (out.unitsRated > 0 && q >= 2) {
        double totalWeight = 0;
        for (const double w : weights)
            totalWeight += w;
        double spread = 0;
        for (const double sum : pi) {
            const double p = sum / double(out.unitsRated);
            spread += p * (1.0 - p);
        }
        out.pe = totalWeight * spread / (double(q) * double(q - 1));
    }
    if (result) {
        result->n = out.unitsRatedTwice;
        result->values = double(valuesRatedTwice);
        result->excludedCount = excluded;
    }
    return out;
}

AgreementResult GwetAC::compute(const RatingsMatrix &matrix, Weighting weighting, Detail detail)
{
    AgreementResult result;
    const Components parts = components(matrix, weighting, &result, detail);
    if (parts.pa && parts.pe && *parts.pe < 1.0)
        result.value = (*parts.pa - *parts.pe) / (1.0 - *parts.pe);
    return result;
}

} // namespace touchstone
