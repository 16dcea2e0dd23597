#pragma once

#include "metrics/judgeagreement.h"
#include "metrics/result.h"

#include <optional>
#include <vector>

namespace touchstone {

// Reliability (calibration) of a probabilistic judge and its expected
// calibration error (methodology §11.8 `reliability`; Guo et al. 2017).
//
// The probability is the judge's P(FAIL): the probability that the item is
// bad, the class the judge exists to catch (§11.8: "y = 1 means the item is
// BAD"). A judge that reports P(pass) is converted by the caller (1 - p).
//
// `binCount` equal-width bins over [0, 1]: bin k holds the probabilities with
// k/B <= p < (k+1)/B, the last bin also p = 1 (index min(B - 1, floor(p B))).
// For each bin: its count, the mean predicted P(FAIL) and the observed share
// of human FAIL labels ("fraction of positives" in sklearn's
// calibration_curve, which gives the same values except for probabilities
// exactly on an inner bin edge, which sklearn puts in the lower bin).
// A calibrated judge has mean probability ≈ observed fail rate in every bin.
//
//   ECE = sum over non-empty bins of (count / N) |mean probability - fail rate|
//
// §11.8: ECE below ~0.05 means thresholds on p are usable; much higher means
// p only ranks items, and the escalation band must be picked from data.
struct ReliabilityBin
{
    double lower = 0.0;
    double upper = 0.0;
    int count = 0;
    std::optional<double> meanProbability;  // undefined for an empty bin
    std::optional<double> observedFailRate; // undefined for an empty bin
};

struct JudgeReliability
{
    int items = 0;
    std::vector<ReliabilityBin> bins;       // all bins, empty ones included
    std::optional<double> expectedCalibrationError; // undefined without items
};

// One probability and one human label per item, in the same order; items
// whose verdict carries no probability are left out by the caller (the
// verdict itself, including unknown or refusal, does not enter here).
// Fails on unequal lengths, a probability outside [0, 1] or binCount < 1.
Result<JudgeReliability> judgeReliability(const std::vector<double> &probabilityFail,
                                          const std::vector<HumanLabel> &human, int binCount = 10);

} // namespace touchstone
