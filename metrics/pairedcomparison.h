#pragma once

#include "metrics/pairedbootstrap.h"
#include "metrics/pairedrandomization.h"
#include "metrics/pairedttest.h"
#include "metrics/regressiongate.h"
#include "metrics/result.h"
#include "metrics/statisticalpower.h"

#include <optional>
#include <vector>

namespace touchstone {

// Everything a report or the CI gate says about two systems on one metric
// (DESIGN.md "Runs, reports, browsing"; methodology §13, §14): the paired
// bootstrap interval and p value, wins / losses / ties, the paired t-test and
// the randomization test as cross-checks (Smucker et al. 2007 found the three
// agree), σ_d and the minimum detectable effect at this n (§3.3), and the
// gate verdict against the minimum meaningful effect.
//
// `a` is the baseline, `b` the candidate; delta = mean(b - a).
struct PairedComparisonOptions
{
    PairedBootstrapOptions bootstrap;          // resamples, confidence, seed, tie tolerance, threads
    PairedRandomizationOptions randomization;  // exact limit, Monte Carlo resamples
    PowerOptions power;                        // MDE at alpha / power
    double minimumEffect = 0.02;               // the pre-registered bar of §13.5 / §14.2
    MetricDirection direction = MetricDirection::HigherIsBetter;
};

struct PairedComparison
{
    int n = 0;
    double meanA = 0.0;
    double meanB = 0.0;
    PairedBootstrapResult bootstrap;     // delta, interval, p, wins / losses / ties
    PairedTTestResult tTest;             // at the bootstrap's confidence
    PairedRandomizationResult randomization;
    std::optional<double> sigmaD;        // sd of the differences (n - 1); undefined for n < 2
    std::optional<double> minimumDetectableEffect; // at this n and σ_d; undefined for n < 2
    GateDecision gate;
};

// Fails on the inputs the component statistics reject (unequal lengths, no
// queries, non-finite scores, invalid options).
Result<PairedComparison> comparePaired(const std::vector<double> &a, const std::vector<double> &b,
                                       const PairedComparisonOptions &options = {});

} // namespace touchstone
