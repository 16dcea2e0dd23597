#include "pairedcomparison.h"

#include "metrics/samplestatistics.h"

namespace touchstone {

Result<PairedComparison> comparePaired(const std::vector<double> &a, const std::vector<double> &b,
                                       const PairedComparisonOptions &options)
{
    using R = Result<PairedComparison>;
    auto bootstrap = pairedBootstrap(a, b, options.bootstrap);
    if (!bootstrap)
        return R::failure(bootstrap.error());
    auto tTest = pairedTTest(a, b, options.bootstrap.confidence);
    if (!tTest)
        return R::failure(tTest.error());
    auto randomization = pairedRandomizationTest(a, b, options.randomization);
    if (!randomization)
        return R::failure(randomization.error());

    PairedComparison comparison;
    comparison.n = bootstrap->n;
    comparison.meanA = *sampleMean(a);
    comparison.meanB = *sampleMean(b);
    comparison.sigmaD = tTest->standardDeviation;
    if (comparison.sigmaD) {
        auto mde = minimumDetectableEffect(comparison.n, *comparison.sigmaD, options.power);
        if (!mde)
            return R::failure(mde.error());
        comparison.minimumDetectableEffect = *mde;
    }
    auto gate = gateDecision(bootstrap->delta, bootstrap->intervalLow, bootstrap->intervalHigh,
                             options.minimumEffect, options.direction);
    if (!gate)
        return R::failure(gate.error());
    comparison.gate = *gate;
    comparison.bootstrap = std::move(*bootstrap);
    comparison.tTest = *tTest;
    comparison.randomization = *randomization;
    return comparison;
}

} // namespace touchstone
