#include "categoryweights.h"

#include <cstdlib>

namespace touchstone {

namespace {

// Disagreement of two positions d apart, before scaling to [0, 1].
double rawDisagreement(Weighting weighting, int d)
{
    switch (weighting) {
    case Weighting::Unweighted:
        return d == 0 ? 0.0 : 1.0;
    case Weighting::Linear:
        return double(d);
    case Weighting::Quadratic:
        return double(d) * double(d);
    case Weighting::Ordinal:
        return double(d) * double(d + 1) / 2.0;
    }
    return 0.0;
}

} // namespace

std::vector<double> agreementWeights(Weighting weighting, int q)
{
    std::vector<double> weights(size_t(q) * size_t(q), 0.0);
    const double maximum = q > 1 ? rawDisagreement(weighting, q - 1) : 1.0;
    for (int i = 0; i < q; ++i)
        for (int j = 0; j < q; ++j)
            weights[size_t(i) * size_t(q) + size_t(j)] = 1.0 - rawDisagreement(weighting, std::abs(i - j)) / maximum;
    return weights;
}

std::vector<double> disagreementWeights(Weighting weighting, int q)
{
    std::vector<double> weights(size_t(q) * size_t(q), 0.0);
    for (int i = 0; i < q; ++i)
        for (int j = 0; j < q; ++j)
            weights[size_t(i) * size_t(q) + size_t(j)] = rawDisagreement(weighting, std::abs(i - j));
    return weights;
}

} // namespace touchstone
