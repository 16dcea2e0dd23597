#include "pairedttest.h"

#include "metrics/paireddifferences.h"
#include "metrics/samplestatistics.h"
#include "metrics/specialfunctions.h"

#include <cmath>

namespace touchstone {

Result<PairedTTestResult> pairedTTest(const std::vector<double> &a, const std::vector<double> &b,
                                      double confidence)
{
    using R = Result<PairedTTestResult>;
    if (!(confidence > 0.0 && confidence < 1.0))
        return R::failure(QStringLiteral("confidence must lie strictly between 0 and 1, got %1")
                              .arg(confidence));
    auto differences = pairedDifferences(a, b);
    if (!differences)
        return R::failure(differences.error());

    PairedTTestResult result;
    result.n = int(differences->size());
    result.meanDifference = *sampleMean(*differences);
    result.standardDeviation = sampleStandardDeviation(*differences);
    result.degreesOfFreedom = result.n - 1;
    result.confidence = confidence;
    if (!result.standardDeviation || *result.standardDeviation == 0.0)
        return result;

    const double df = double(result.degreesOfFreedom);
    const double standardError = *result.standardDeviation / std::sqrt(double(result.n));
    result.t = result.meanDifference / standardError;
    result.p = studentTTwoSided(*result.t, df);
    if (const auto critical = studentTQuantile(0.5 * (1.0 + confidence), df)) {
        result.intervalLow = result.meanDifference - *critical * standardError;
        result.intervalHigh = result.meanDifference + *critical * standardError;
    }
    return result;
}

} // namespace touchstone
