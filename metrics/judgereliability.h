#pragma once

#include "metrics/judgeagreement.h"
#include "metrics/result.h"

#include <optional>
#include <vector>

namespace touchstone {

// Reliability (calibration) of a probabilistic judge and its expected
// calibration error (methodology §11.8 `reliability`; Guo et al. 2017).
//
// The input probability is the judge's P(FAIL): the probability that the
// item is bad, the class the judge exists to catch (§11.8: "y = 1 means the
// item is BAD"). A judge that reports P(pass) is converted by the caller (1 - p).
//
// Two views of the same probabilities (ReliabilityTarget):
//   FailProbability    (§11.8, the default) the binned confidence is p itself
//                      and the bin's accuracy is the observed share of human
//                      FAIL labels: a calibrated judge has mean p ≈ fail rate.
//   VerdictConfidence  (Guo et al.'s top-label form) the binned confidence is
//                      max(p, 1 - p), the judge's confidence in the verdict p
//                      implies (FAIL when p >= 0.5), and the bin's accuracy is
//                      the share of items where that verdict matches the human.
//
// `binCount` equal-width bins over [0, 1]: bin k holds the confidences c with
// k/B <= c < (k+1)/B, the last bin also c = 1 (index min(B - 1, floor(c B))).
// For each bin: its count, the mean confidence and the accuracy as above
// (sklearn's calibration_curve gives the same "prob_pred" and "prob_true"
// except for a value exactly on an inner bin edge, which it puts in the lower bin).
//
//   ECE = sum over non-empty bins of (count / N) |mean confidence - accuracy|
//
// §11.8: ECE below ~0.05 means thresholds on p are usable; much higher means
// p only ranks items, and the escalation band must be picked from data.
enum class ReliabilityTarget { FailProbability, VerdictConfidence };

struct ReliabilityBin
{
    double lower = 0.0;
    double upper = 0.0;
    int count = 0;
    std::optional<double> meanConfidence; // undefined for an empty bin
    std::optional<double> accuracy;       // undefined for an empty bin
};

struct JudgeReliability
{
    int items = 0;
    ReliabilityTarget target = ReliabilityTarget::FailProbability;
    std::vector<ReliabilityBin> bins;     // all bins, empty ones included
    std::optional<double> expectedCalibrationError; // undefined without items
};

// One probability and one human label per item, in the same order; items
// whose verdict carries no probability are left out by the caller (the
// verdict itself, including unknown or refusal, does not enter here).
// Fails on unequal lengths, a probability outside [0, 1] or binCount < 1.
Result<JudgeReliability> judgeReliability(const std::vector<double> &probabilityFail,
                                          const std::vector<HumanLabel> &human, int binCount = 10,
                                          ReliabilityTarget target = ReliabilityTarget::FailProbability);

} // namespace touchstone
