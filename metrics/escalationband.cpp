#include "escalationband.h"
#include "argtext.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace touchstone {
namespace {

constexpr double kEdgeOffset = 1e-9;

Status validateInputs(const std::vector<double> &probabilityFail, const std::vector<HumanLabel> &human)
{
    if (probabilityFail.size() != human.size())
        return Status::failure(QStringLiteral("%1 probabilities but %2 human labels")
                                   .arg(argText(probabilityFail.size()), argText(human.size())));
    for (std::size_t i = 0; i < probabilityFail.size(); ++i) {
        if (!(probabilityFail[i] >= 0.0 && probabilityFail[i] <= 1.0))
            return Status::failure(QStringLiteral("probability of item %1 is outside [0, 1]: %2")
                                       .arg(argText(i + 1), argText(probabilityFail[i])));
    }
    return Status::success();
}

// Number of items a budget share allows, floor(share * count) with an
// allowance for representation error, capped at the last index.
std::size_t allowedItems(double share, std::size_t count)
{
    const auto allowed = std::size_t(std::floor(share * double(count) + kEdgeOffset));
    return std::min(allowed, count - 1);
}

std::optional<double> ratio(int numerator, int denominator)
{
    if (denominator == 0)
        return std::nullopt;
    return double(numerator) / denominator;
}

} // namespace

Result<EscalationBand> pickEscalationBand(const std::vector<double> &probabilityFail,
                                          const std::vector<HumanLabel> &human,
                                          const EscalationBudget &budget)
{
    using R = Result<EscalationBand>;
    if (const Status valid = validateInputs(probabilityFail, human); !valid)
        return R::failure(valid.error());
    for (double share : {budget.maxMissedFail, budget.maxFalseFail}) {
        if (!(share >= 0.0 && share <= 1.0))
            return R::failure(QStringLiteral("escalation budget must lie in [0, 1], got %1").arg(share));
    }
    std::vector<double> failing;
    std::vector<double> passing;
    for (std::size_t i = 0; i < probabilityFail.size(); ++i)
        (human[i] == HumanLabel::Fail ? failing : passing).push_back(probabilityFail[i]);
    std::sort(failing.begin(), failing.end());
    std::sort(passing.begin(), passing.end(), std::greater<double>());

    EscalationBand band;
    band.low = failing.empty() ? 1.0
                               : failing[allowedItems(budget.maxMissedFail, failing.size())] - kEdgeOffset;
    band.high = passing.empty() ? 0.0
                                : passing[allowedItems(budget.maxFalseFail, passing.size())] + kEdgeOffset;
    if (band.low >= band.high)
        band.low = band.high = 0.5 * (band.low + band.high);
    return band;
}

Result<EscalationOutcome> applyEscalationBand(const EscalationBand &band,
                                              const std::vector<double> &probabilityFail,
                                              const std::vector<HumanLabel> &human)
{
    if (const Status valid = validateInputs(probabilityFail, human); !valid)
        return Result<EscalationOutcome>::failure(valid.error());
    EscalationOutcome outcome;
    outcome.items = int(probabilityFail.size());
    int humanFail = 0;
    for (std::size_t i = 0; i < probabilityFail.size(); ++i) {
        const double p = probabilityFail[i];
        const bool isFail = human[i] == HumanLabel::Fail;
        humanFail += isFail ? 1 : 0;
        if (p <= band.low) {
            ++outcome.autoPass;
            outcome.missedFail += isFail ? 1 : 0;
        } else if (p >= band.high) {
            ++outcome.autoFail;
            outcome.falseFail += isFail ? 0 : 1;
        } else {
            ++outcome.escalated;
        }
    }
    const int decided = outcome.autoPass + outcome.autoFail;
    outcome.escalationRate = ratio(outcome.escalated, outcome.items);
    outcome.accuracyOutsideBand = ratio(decided - outcome.missedFail - outcome.falseFail, decided);
    outcome.missedFailRate = ratio(outcome.missedFail, humanFail);
    outcome.falseFailRate = ratio(outcome.falseFail, outcome.items - humanFail);
    return outcome;
}

} // namespace touchstone
