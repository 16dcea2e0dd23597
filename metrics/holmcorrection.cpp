#include "holmcorrection.h"
#include "argtext.h"

#include <algorithm>
#include <numeric>

namespace touchstone {

Result<HolmCorrection> holmCorrection(const std::vector<double> &pValues, double alpha)
{
    using R = Result<HolmCorrection>;
    if (!(alpha > 0.0 && alpha < 1.0))
        return R::failure(QStringLiteral("alpha must lie strictly between 0 and 1, got %1").arg(alpha));
    for (std::size_t i = 0; i < pValues.size(); ++i) {
        if (!(pValues[i] >= 0.0 && pValues[i] <= 1.0))
            return R::failure(QStringLiteral("p value %1 is not a probability: %2")
                                  .arg(argText(i + 1), argText(pValues[i])));
    }
    const std::size_t m = pValues.size();
    std::vector<std::size_t> order(m);
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t x, std::size_t y) { return pValues[x] < pValues[y]; });

    HolmCorrection correction;
    correction.alpha = alpha;
    correction.adjusted.resize(m);
    correction.rejected.resize(m);
    double running = 0.0;
    for (std::size_t rank = 0; rank < m; ++rank) {
        const std::size_t index = order[rank];
        running = std::max(running, std::min(1.0, double(m - rank) * pValues[index]));
        correction.adjusted[index] = running;
        correction.rejected[index] = running <= alpha;
    }
    return correction;
}

} // namespace touchstone
