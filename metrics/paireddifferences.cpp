#include "paireddifferences.h"
#include "argtext.h"

#include <cmath>
#include <limits>

namespace touchstone {

Result<std::vector<double>> pairedDifferences(const std::vector<double> &a,
                                              const std::vector<double> &b)
{
    using R = Result<std::vector<double>>;
    if (a.size() != b.size())
        return R::failure(QStringLiteral("paired scores differ in length: %1 baseline, %2 candidate")
                              .arg(argText(a.size()), argText(b.size())));
    if (a.empty())
        return R::failure(QStringLiteral("no paired scores to compare"));
    if (a.size() > std::size_t(std::numeric_limits<int>::max()))
        return R::failure(QStringLiteral("too many paired scores: %1").arg(a.size()));
    std::vector<double> differences(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (!std::isfinite(a[i]) || !std::isfinite(b[i]))
            return R::failure(QStringLiteral("paired score %1 is not a finite number").arg(i + 1));
        differences[i] = b[i] - a[i];
    }
    return differences;
}

WinsLossesTies countWinsLossesTies(const std::vector<double> &differences, double tolerance)
{
    WinsLossesTies counts;
    for (double d : differences) {
        if (d > tolerance)
            ++counts.wins;
        else if (d < -tolerance)
            ++counts.losses;
        else
            ++counts.ties;
    }
    return counts;
}

} // namespace touchstone
