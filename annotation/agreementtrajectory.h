#pragma once

#include "projectagreement.h"

#include <functional>
#include <vector>

namespace touchstone {

struct TrajectoryStep
{
    enum class Mode {
        Daily,   // after the last label of each UTC day that has labels
        EveryN,  // after every n labels (and after the last one)
    };
    Mode mode = Mode::Daily;
    int n = 100;
};

struct TrajectoryPoint
{
    qint64 cutoffMs = 0;   // labels updated at or before this instant count
    int labels = 0;        // how many labels (in the filter) that is
    AgreementNumber number;
};

// How a dashboard number developed over time (the κ trajectory, §3.7 "keep
// a 10 % overlap forever, so κ drift is visible").
//
// A label counts from its updated_at on, with its current value: the
// project keeps only a label's current value (earlier values are in the
// audit trail, not in the tallies), so an edited label moves to the day of
// its last edit.
class AgreementTrajectory
{
public:
    static std::vector<qint64> checkpoints(const ProjectLabels &labels, const TrajectoryStep &step,
                                           const AgreementFilter &filter = {});

    // After each checkpoint: how many are done of how many. Returning false
    // stops the computation (a caller that no longer wants the result).
    using Progress = std::function<bool(int done, int total)>;

    // `key` of ProjectAgreement::overallKeys(), or of pairKeys() with a pair.
    // Intervals only when options.resamples > 0. Each checkpoint tallies
    // every question again: seconds per checkpoint on a big project, so
    // callers on a UI run it in the background with `progress`.
    static std::vector<TrajectoryPoint> compute(const ProjectAgreement &agreement, const ProjectLabels &labels,
                                                const QString &key, const TrajectoryStep &step,
                                                const AgreementFilter &filter = {}, const AgreementOptions &options = {},
                                                int annotatorA = -1, int annotatorB = -1,
                                                const Progress &progress = {});
};

} // namespace touchstone
