#include "judgereliability.h"

#include <algorithm>
#include <cmath>

namespace touchstone {

Result<JudgeReliability> judgeReliability(const std::vector<double> &probabilityFail,
                                          const std::vector<HumanLabel> &human, int binCount)
{
    using R = Result<JudgeReliability>;
    if (binCount < 1)
        return R::failure(QStringLiteral("reliability needs at least one bin, got %1").arg(binCount));
    if (probabilityFail.size() != human.size())
        return R::failure(QStringLiteral("%1 probabilities but %2 human labels")
                              .arg(probabilityFail.size())
                              .arg(human.size()));
    std::vector<double> sumProbability(std::size_t(binCount), 0.0);
    std::vector<int> failures(std::size_t(binCount), 0);
    JudgeReliability reliability;
    reliability.items = int(probabilityFail.size());
    reliability.bins.resize(std::size_t(binCount));
    for (std::size_t i = 0; i < probabilityFail.size(); ++i) {
        const double p = probabilityFail[i];
        if (!(p >= 0.0 && p <= 1.0))
            return R::failure(QStringLiteral("probability of item %1 is outside [0, 1]: %2")
                                  .arg(i + 1)
                                  .arg(p));
        const auto bin = std::size_t(std::min(binCount - 1, int(std::floor(p * binCount))));
        ++reliability.bins[bin].count;
        sumProbability[bin] += p;
        if (human[i] == HumanLabel::Fail)
            ++failures[bin];
    }
    double ece = 0.0;
    for (std::size_t k = 0; k < reliability.bins.size(); ++k) {
        ReliabilityBin &bin = reliability.bins[k];
        bin.lower = double(k) / binCount;
        bin.upper = double(k + 1) / binCount;
        if (bin.count == 0)
            continue;
        bin.meanProbability = sumProbability[k] / bin.count;
        bin.observedFailRate = double(failures[k]) / bin.count;
        ece += double(bin.count) / reliability.items
               * std::fabs(*bin.meanProbability - *bin.observedFailRate);
    }
    if (reliability.items > 0)
        reliability.expectedCalibrationError = ece;
    return reliability;
}

} // namespace touchstone
