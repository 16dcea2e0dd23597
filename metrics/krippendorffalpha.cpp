#include "krippendorffalpha.h"

#include "ratingsmatrix.h"
#include "unithistogram.h"

#include <algorithm>
#include <cmath>

namespace touchstone {

namespace {

// o_ck = Σ_m pairs[m]_ck / (m − 1), with pairs[m] summed as integers over the
// units with m_u = m: exact up to one division per cell, however many units.
CoincidenceMatrix fromPairCounts(const std::vector<long long> &pairs, int q, int coders)
{
    const size_t qq = size_t(q) * size_t(q);
    CoincidenceMatrix coincidence;
    coincidence.q = q;
    coincidence.o.assign(qq, 0.0);
    coincidence.marginals.assign(size_t(q), 0.0);
    for (int m = 2; m <= coders; ++m) {
        const long long *block = pairs.data() + size_t(m) * qq;
        for (size_t i = 0; i < qq; ++i)
            if (block[i] != 0)
                coincidence.o[i] += double(block[i]) / double(m - 1);
    }
    for (int c = 0; c < q; ++c)
        for (int k = 0; k < q; ++k)
            coincidence.marginals[size_t(c)] += coincidence.at(c, k);
    return coincidence;
}

} // namespace

CoincidenceMatrix KrippendorffAlpha::coincidences(const RatingsMatrix &matrix, AgreementResult *result,
                                                  Detail detail)
{
    const int q = matrix.categoryCount();
    const int coders = matrix.coderCount();
    const size_t qq = size_t(q) * size_t(q);
    std::vector<long long> pairs(size_t(coders + 1) * qq, 0);
    UnitHistogram histogram(q, coders);
    int pairableUnits = 0;
    long long pairableValues = 0;
    int excluded = 0;
    const bool listUnits = result && detail == Detail::WithUnits;

    for (int u = 0; u < matrix.unitCount(); ++u) {
        const int m = histogram.count(matrix.row(u), coders);
        if (m < 2) {
            ++excluded;
            if (listUnits)
                result->excluded.push_back({u, m == 1 ? ExclusionReason::SingleRating : ExclusionReason::NoRatings});
            continue;
        }
        long long *block = pairs.data() + size_t(m) * qq;
        for (int i = 0; i < histogram.distinct(); ++i) {
            const int c = histogram.category(i);
            const long long hc = histogram.countOf(c);
            for (int j = 0; j < histogram.distinct(); ++j) {
                const int k = histogram.category(j);
                block[size_t(c) * size_t(q) + size_t(k)] += c == k ? hc * (hc - 1) : hc * histogram.countOf(k);
            }
        }
        ++pairableUnits;
        pairableValues += m;
        if (listUnits)
            result->used.push_back(u);
    }

    CoincidenceMatrix coincidence = fromPairCounts(pairs, q, coders);
    coincidence.values = matrix.categories();
    coincidence.pairableUnits = pairableUnits;
    coincidence.n = double(pairableValues);
    if (result) {
        result->n = pairableUnits;
        result->values = double(pairableValues);
        result->excludedCount = excluded;
    }
    return coincidence;
}

std::vector<double> KrippendorffAlpha::differences(const CoincidenceMatrix &coincidences, AlphaLevel level)
{
    const int q = coincidences.q;
    std::vector<double> delta(size_t(q) * size_t(q), 0.0);
    // Ordinal: cumulative margins make each δ² O(1).
    std::vector<double> cumulative(size_t(q) + 1, 0.0);
    for (int g = 0; g < q; ++g)
        cumulative[size_t(g) + 1] = cumulative[size_t(g)] + coincidences.marginals[size_t(g)];
    for (int c = 0; c < q; ++c) {
        for (int k = 0; k < q; ++k) {
            if (c == k)
                continue;
            const double vc = coincidences.values[size_t(c)];
            const double vk = coincidences.values[size_t(k)];
            double d = 0;
            switch (level) {
            case AlphaLevel::Nominal:
                d = 1.0;
                break;
            case AlphaLevel::Ordinal: {
                const int lo = std::min(c, k);
                const int hi = std::max(c, k);
                const double span = cumulative[size_t(hi) + 1] - cumulative[size_t(lo)];
                const double x = span - (coincidences.marginals[size_t(c)] + coincidences.marginals[size_t(k)]) / 2.0;
                d = x * x;
                break;
            }
            case AlphaLevel::Interval:
                d = (vc - vk) * (vc - vk);
                break;
            case AlphaLevel::Ratio: {
                const double x = (vc - vk) / (vc + vk);  // ±inf when vc = −vk: caught by alpha()
                d = x * x;
                break;
            }
            }
            delta[size_t(c) * size_t(q) + size_t(k)] = d;
        }
    }
    return delta;
}

std::optional<double> KrippendorffAlpha::alpha(const CoincidenceMatrix &coincidences, AlphaLevel level)
{
    const int q = coincidences.q;
    if (coincidences.n < 2)
        return std::nullopt;
    const std::vector<double> delta = differences(coincidences, level);
    double observed = 0;
    double expected = 0;
    bool chanceDifference = false;
    for (int c = 0; c < q; ++c) {
        const double nc = coincidences.marginals[size_t(c)];
        for (int k = 0; k < q; ++k) {
            const double d = delta[size_t(c) * size_t(q) + size_t(k)];
            const double o = coincidences.at(c, k);
            const double chance = nc * coincidences.marginals[size_t(k)];
            // Unused categories contribute nothing, even where δ² is infinite.
            if (o != 0)
                observed += o * d;
            if (chance != 0)
                expected += chance * d;
            // D_e = 0 is decided on the margins (two different values among
            // the pairable ones), not on a floating sum.
            if (c != k && nc > 0 && coincidences.marginals[size_t(k)] > 0 && d > 0)
                chanceDifference = true;
        }
    }
    if (!chanceDifference || !std::isfinite(expected) || !std::isfinite(observed))
        return std::nullopt;
    return 1.0 - (coincidences.n - 1.0) * observed / expected;
}

AgreementResult KrippendorffAlpha::compute(const RatingsMatrix &matrix, AlphaLevel level, Detail detail)
{
    AgreementResult result;
    const CoincidenceMatrix coincidence = coincidences(matrix, &result, detail);
    result.value = alpha(coincidence, level);
    return result;
}

} // namespace touchstone
