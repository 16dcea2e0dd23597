#pragma once

#include "metrics/judgeagreement.h"
#include "metrics/result.h"

#include <optional>
#include <vector>

namespace touchstone {

// The (low, high) escalation band of a probabilistic judge (methodology §11.8
// `pick_band`). With p the judge's P(FAIL) for an item:
//
//   p <= low         auto PASS
//   p >= high        auto FAIL
//   low < p < high   escalated (to a stronger judge or to a human)
//
// The band is picked from human labels under two error budgets:
//   maxMissedFail  at most this share of the human-FAIL items may be auto-passed
//   maxFalseFail   at most this share of the human-PASS items may be auto-failed
// With the FAIL items' probabilities ascending (f_0 <= f_1 <= ...) and the PASS
// items' descending (g_0 >= g_1 >= ...), and k_f = floor(maxMissedFail #FAIL),
// k_g = floor(maxFalseFail #PASS):
//   low  = f_{k_f} - 1e-9   (just below the (k_f+1)-th lowest FAIL probability; 1 if no FAIL item)
//   high = g_{k_g} + 1e-9   (just above the (k_g+1)-th highest PASS probability; 0 if no PASS item)
// and if low >= high (clean separation at these budgets) both become their
// midpoint, so nothing is escalated. The floors are taken with a 1e-9
// allowance for representation error (0.29 x 100 counts as 29, where the
// methodology's Python int() would give 28), and k is capped at the last item.
//
// Fix the band on one split of the calibration set and report it on another
// (§11.8, rule 2): pickEscalationBand on the fit split, applyEscalationBand
// on the report split. The escalation rate is the cost of the band: report
// it next to the thresholds.
struct EscalationBudget
{
    double maxMissedFail = 0.02;
    double maxFalseFail = 0.02;
};

struct EscalationBand
{
    double low = 0.0;
    double high = 1.0;
};

struct EscalationOutcome
{
    int items = 0;
    int autoPass = 0;
    int autoFail = 0;
    int escalated = 0;
    std::optional<double> escalationRate;       // escalated / items
    std::optional<double> accuracyOutsideBand;  // auto decisions that match the human label
    int missedFail = 0;                         // human FAIL auto-passed
    int falseFail = 0;                          // human PASS auto-failed
    std::optional<double> missedFailRate;       // missedFail / human FAIL items
    std::optional<double> falseFailRate;        // falseFail / human PASS items
};

// Fails on unequal lengths, a probability outside [0, 1], or a budget
// outside [0, 1].
Result<EscalationBand> pickEscalationBand(const std::vector<double> &probabilityFail,
                                          const std::vector<HumanLabel> &human,
                                          const EscalationBudget &budget = {});

// Fails on unequal lengths or a probability outside [0, 1].
Result<EscalationOutcome> applyEscalationBand(const EscalationBand &band,
                                              const std::vector<double> &probabilityFail,
                                              const std::vector<HumanLabel> &human);

} // namespace touchstone
