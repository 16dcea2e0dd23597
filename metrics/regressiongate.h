#pragma once

#include "metrics/result.h"

#include <QString>

#include <optional>

namespace touchstone {

// The CI gate on a paired comparison (methodology §14.2, §13.5; DESIGN.md
// "Runs, reports, browsing"): fail the build only on a regression that is
// both statistically credible and large enough to matter.
//
// Inputs are the observed mean difference delta = mean(candidate - baseline)
// and its confidence interval [low, high] (the paired bootstrap's, §13.2).
// For a metric where higher is better (recall, nDCG, faithfulness, ...):
//
//   FAIL  high < 0                       the whole interval is below zero,
//         and -delta >= minimumEffect    and the drop is at least the minimum
//                                        meaningful effect
//   WARN  high < 0                       a real drop, but smaller than the
//         and -delta <  minimumEffect    minimum meaningful effect
//   PASS  otherwise                      interval touching or straddling zero
//                                        (not shown to be a regression),
//                                        entirely above zero (improvement),
//                                        or undefined (fewer than 2 queries)
//
// For a metric where lower is better (latency, cost, ECE, ...) the
// comparison is mirrored: the regression side is low > 0 and delta >= effect.
// "At least" allows for rounding: a drop within 1e-12 of minimumEffect counts
// as reaching it (a mean of 0.02 computed from scores is rarely exactly 0.02).
//
// Worked example of §14: recall@10 drops by 0.03 with interval
// [-0.05, -0.01] and minimum effect 0.02: FAIL; a drop of 0.01 with an
// interval below zero: WARN. The command line maps PASS / WARN / FAIL to exit
// codes 0 / 3 / 1 (DESIGN.md, "Command line").
enum class GateVerdict { Pass, Warn, Fail };
enum class MetricDirection { HigherIsBetter, LowerIsBetter };

struct GateDecision
{
    GateVerdict verdict = GateVerdict::Pass;
    QString reason; // one sentence for reports, e.g. "whole interval below zero and ..."
};

// Fails if minimumEffect is negative or not finite, or if the interval is
// given with low > high.
Result<GateDecision> gateDecision(double delta, std::optional<double> intervalLow,
                                  std::optional<double> intervalHigh, double minimumEffect,
                                  MetricDirection direction = MetricDirection::HigherIsBetter);

// "PASS", "WARN", "FAIL": the spelling used in reports and JSON.
QString gateVerdictName(GateVerdict verdict);

} // namespace touchstone
