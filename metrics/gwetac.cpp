#include "gwetac.h"

#include "ratingsmatrix.h"
#include "unithistogram.h"

namespace touchstone {

namespace {

// Σ_k r_ik (r*_ik − 1) / (r_i (r_i − 1)) of one unit rated r_i ≥ 2 times.
double unitAgreement(const UnitHistogram &histogram, const std::vector<double> &weights, int q, int ri)
{
    double sum = 0;
    for (int i = 0; i < histogram.distinct(); ++i) {
        const int k = histogram.category(i);
        double weighted = 0;  // r*_ik
        for (int j = 0; j < histogram.distinct(); ++j) {
            const int l = histogram.category(j);
            weighted += weights[size_t(k) * size_t(q) + size_t(l)] * histogram.countOf(l);
        }
        sum += histogram.countOf(k) * (weighted - 1.0);
    }
    return sum / (double(ri) * double(ri - 1));
}

// p_e = T_w / (q (q − 1)) Σ_k π_k (1 − π_k), π_k = piSums_k / n₁.
double chanceAgreement(const std::vector<double> &weights, const std::vector<double> &piSums, int q, int unitsRated)
{
    double totalWeight = 0;
    for (const double w : weights)
        totalWeight += w;
    double spread = 0;
    for (const double sum : piSums) {
        const double p = sum / double(unitsRated);
        spread += p * (1.0 - p);
    }
    return totalWeight * spread / (double(q) * double(q - 1));
}

} // namespace

GwetAC::Components GwetAC::components(const RatingsMatrix &matrix, Weighting weighting, AgreementResult *result,
                                      Detail detail)
{
    const int q = matrix.categoryCount();
    const int coders = matrix.coderCount();
    const std::vector<double> weights = agreementWeights(weighting, q);
    UnitHistogram histogram(q, coders);
    std::vector<double> piSums(size_t(q), 0.0);  // Σ_i r_ik / r_i
    double agreementSum = 0;
    long long valuesRatedTwice = 0;
    Components out;
    int excluded = 0;
    const bool listUnits = result && detail == Detail::WithUnits;

    for (int u = 0; u < matrix.unitCount(); ++u) {
        const int ri = histogram.count(matrix.row(u), coders);
        if (ri >= 1) {
            ++out.unitsRated;
            for (int i = 0; i < histogram.distinct(); ++i)
                piSums[size_t(histogram.category(i))] += double(histogram.countOf(histogram.category(i))) / double(ri);
        }
        if (ri < 2) {
            ++excluded;
            if (listUnits)
                result->excluded.push_back({u, ri == 1 ? ExclusionReason::SingleRating : ExclusionReason::NoRatings});
            continue;
        }
        agreementSum += unitAgreement(histogram, weights, q, ri);
        ++out.unitsRatedTwice;
        valuesRatedTwice += ri;
        if (listUnits)
            result->used.push_back(u);
    }

    if (out.unitsRatedTwice > 0)
        out.pa = agreementSum / double(out.unitsRatedTwice);
    if (out.unitsRated > 0 && q >= 2)
        out.pe = chanceAgreement(weights, piSums, q, out.unitsRated);
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
