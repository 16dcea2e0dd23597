#pragma once

#include "metrics/result.h"

#include <optional>
#include <vector>

namespace touchstone {

// Paired (dependent samples) Student t-test on d_i = b_i - a_i
// (methodology §13.2; scipy.stats.ttest_rel, R t.test(paired = TRUE)):
//
//   mean     d̄ = (1/n) sum d_i
//   sd       s = sqrt( sum (d_i - d̄)^2 / (n - 1) )     (σ_d of §3.3)
//   t        d̄ / (s / sqrt n),  df = n - 1
//   p        two-sided, P(|T_{n-1}| >= |t|) = I_{df/(df+t^2)}(df/2, 1/2)
//   interval d̄ ± t_{(1+c)/2, n-1} s / sqrt n
//
// With n < 2 the standard deviation, t, p and interval are undefined; with
// s = 0 (all differences equal) t, p and the interval are undefined too,
// since t would be 0/0 or ±inf. Undefined values are std::nullopt.
struct PairedTTestResult
{
    int n = 0;
    double meanDifference = 0.0;
    std::optional<double> standardDeviation;
    std::optional<double> t;
    int degreesOfFreedom = 0;
    std::optional<double> p;
    std::optional<double> intervalLow;
    std::optional<double> intervalHigh;
    double confidence = 0.95;
};

// Fails on unequal lengths, no queries, non-finite scores or confidence
// outside (0, 1).
Result<PairedTTestResult> pairedTTest(const std::vector<double> &a, const std::vector<double> &b,
                                      double confidence = 0.95);

} // namespace touchstone
