#pragma once

#include "metrics/result.h"

#include <vector>

namespace touchstone {

// Holm's step-down correction for m simultaneous tests (Holm 1979;
// methodology §13.3 asks for a correction whenever m hypotheses are tested;
// Holm controls the family-wise error rate like Bonferroni and is uniformly
// more powerful). With the raw p values sorted ascending, p_(1) <= ... <= p_(m):
//
//     adjusted p_(i) = min(1, max_{j <= i} (m - j + 1) p_(j))
//
// returned in the input order. The adjusted values are never below the raw
// ones and keep their order (monotone), so "reject when adjusted p <= alpha"
// is Holm's procedure. Equal to statsmodels multipletests(method="holm")
// and R p.adjust(method = "holm").
struct HolmCorrection
{
    std::vector<double> adjusted;  // input order
    std::vector<bool> rejected;    // adjusted <= alpha
    double alpha = 0.05;
};

// Fails if a p value lies outside [0, 1] (or is NaN) or alpha outside (0, 1).
// No p values give an empty correction.
Result<HolmCorrection> holmCorrection(const std::vector<double> &pValues, double alpha = 0.05);

} // namespace touchstone
