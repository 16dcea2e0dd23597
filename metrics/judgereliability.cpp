#include "judgereliability.h"
#include "argtext.h"

#include <algorithm>
#include <cmath>

namespace touchstone {
namespace {

// The value binned for one item and whether it counts as a "hit" in its bin.
std::pair<double, bool> confidenceAndHit(double p, HumanLabel human, ReliabilityTarget target)
{
    const bool humanFail = human == HumanLabel::Fail;
    if (target == ReliabilityTarget::FailProbability)
        return {p, humanFail};
    const bool verdictFail = p >= 0.5;
    return {std::max(p, 1.0 - p), verdictFail == humanFail};
}

} // namespace

Result<JudgeReliability> judgeReliability(const std::vector<double> &probabilityFail,
                                          const std::vector<HumanLabel> &human, int binCount,
                                          ReliabilityTarget target)
{
    using R = Result<JudgeReliability>;
    if (binCount < 1)
        return R::failure(QStringLiteral("reliability needs at least one bin, got %1").arg(binCount));
    if (probabilityFail.size() != human.size())
        return R::failure(QStringLiteral("%1 probabilities but %2 human labels")
                              .arg(argText(probabilityFail.size()), argText(human.size())));
    std::vector<double> sumConfidence(std::size_t(binCount), 0.0);
    std::vector<int> hits(std::size_t(binCount), 0);
    JudgeReliability reliability;
    reliability.items = int(probabilityFail.size());
    reliability.target = target;
    reliability.bins.resize(std::size_t(binCount));
    for (std::size_t i = 0; i < probabilityFail.size(); ++i) {
        const double p = probabilityFail[i];
        if (!(p >= 0.0 && p <= 1.0))
            return R::failure(QStringLiteral("probability of item %1 is outside [0, 1]: %2")
                                  .arg(argText(i + 1), argText(p)));
        const auto [confidence, hit] = confidenceAndHit(p, human[i], target);
        const auto bin = std::size_t(std::min(binCount - 1, int(std::floor(confidence * binCount))));
        ++reliability.bins[bin].count;
        sumConfidence[bin] += confidence;
        hits[bin] += hit ? 1 : 0;
    }
    double ece = 0.0;
    for (std::size_t k = 0; k < reliability.bins.size(); ++k) {
        ReliabilityBin &bin = reliability.bins[k];
        bin.lower = double(k) / binCount;
        bin.upper = double(k + 1) / binCount;
        if (bin.count == 0)
            continue;
        bin.meanConfidence = sumConfidence[k] / bin.count;
        bin.accuracy = double(hits[k]) / bin.count;
        ece += double(bin.count) / reliability.items * std::fabs(*bin.meanConfidence - *bin.accuracy);
    }
    if (reliability.items > 0)
        reliability.expectedCalibrationError = ece;
    return reliability;
}

} // namespace touchstone
