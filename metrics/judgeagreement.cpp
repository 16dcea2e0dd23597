#include "judgeagreement.h"

namespace touchstone {
namespace {

std::optional<double> ratio(double numerator, double denominator)
{
    if (denominator == 0.0)
        return std::nullopt;
    return numerator / denominator;
}

ClassAgreement classAgreement(const std::array<std::array<int, 4>, 2> &confusion, int cls)
{
    const int other = 1 - cls;
    const int truePositive = confusion[cls][cls];
    const int falsePositive = confusion[other][cls];
    const int falseNegative = confusion[cls][other];
    ClassAgreement agreement;
    agreement.support = truePositive + falseNegative;
    agreement.precision = ratio(truePositive, truePositive + falsePositive);
    agreement.recall = ratio(truePositive, truePositive + falseNegative);
    return agreement;
}

std::optional<double> cohenKappa2x2(const std::array<std::array<int, 4>, 2> &confusion, int decided)
{
    if (decided == 0)
        return std::nullopt;
    const double n = decided;
    const double observed = (confusion[0][0] + confusion[1][1]) / n;
    double expected = 0.0;
    for (int c = 0; c < 2; ++c) {
        const double humanShare = (confusion[c][0] + confusion[c][1]) / n;
        const double judgeShare = (confusion[0][c] + confusion[1][c]) / n;
        expected += humanShare * judgeShare;
    }
    if (expected >= 1.0)
        return std::nullopt;
    return (observed - expected) / (1.0 - expected);
}

} // namespace

JudgeAgreement judgeAgreement(const std::vector<JudgedItem> &items)
{
    JudgeAgreement agreement;
    agreement.items = int(items.size());
    for (const JudgedItem &item : items) {
        const int human = int(item.human);
        const int judge = int(item.judge);
        ++agreement.confusion[human][judge];
        ++agreement.humanCounts[human];
        ++agreement.judgeCounts[judge];
        if (item.judge == JudgeVerdict::Fail || item.judge == JudgeVerdict::Pass)
            ++agreement.decided;
    }
    const auto &m = agreement.confusion;
    agreement.coverage = ratio(agreement.decided, agreement.items);
    agreement.accuracy = ratio(m[0][0] + m[1][1], agreement.decided);
    agreement.kappa = cohenKappa2x2(m, agreement.decided);
    agreement.fail = classAgreement(m, int(HumanLabel::Fail));
    agreement.pass = classAgreement(m, int(HumanLabel::Pass));
    return agreement;
}

} // namespace touchstone
