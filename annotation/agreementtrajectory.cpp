#include "agreementtrajectory.h"

#include <algorithm>

namespace touchstone {

namespace {

constexpr qint64 kDayMs = 86400000;

std::vector<qint64> labelTimes(const ProjectLabels &labels, const AgreementFilter &filter)
{
    std::vector<qint64> times;
    for (const LabelQuestion &question : labels.questions()) {
        if (!filter.stratum.isEmpty() && question.stratum != filter.stratum)
            continue;
        for (const LabelRecord &label : question.labels)
            times.push_back(label.updatedMs);
    }
    std::sort(times.begin(), times.end());
    return times;
}

// The cutoffs of `step` over `times` (sorted).
std::vector<qint64> checkpointsOf(const std::vector<qint64> &times, const TrajectoryStep &step)
{
    std::vector<qint64> cutoffs;
    if (times.empty())
        return cutoffs;
    if (step.mode == TrajectoryStep::Mode::Daily) {
        for (const qint64 time : times) {
            // Last millisecond of the label's UTC day (floor division for times before 1970).
            const qint64 day = time >= 0 ? time / kDayMs : (time - kDayMs + 1) / kDayMs;
            const qint64 endOfDay = (day + 1) * kDayMs - 1;
            if (cutoffs.empty() || cutoffs.back() != endOfDay)
                cutoffs.push_back(endOfDay);
        }
        return cutoffs;
    }
    const size_t n = size_t(std::max(step.n, 1));
    for (size_t i = n - 1; i < times.size(); i += n)
        cutoffs.push_back(times[i]);
    if (cutoffs.empty() || cutoffs.back() != times.back())
        cutoffs.push_back(times.back());
    cutoffs.erase(std::unique(cutoffs.begin(), cutoffs.end()), cutoffs.end());
    return cutoffs;
}

} // namespace

std::vector<qint64> AgreementTrajectory::checkpoints(const ProjectLabels &labels, const TrajectoryStep &step,
                                                     const AgreementFilter &filter)
{
    return checkpointsOf(labelTimes(labels, filter), step);
}

std::vector<TrajectoryPoint> AgreementTrajectory::compute(const ProjectAgreement &agreement,
                                                          const ProjectLabels &labels, const QString &key,
                                                          const TrajectoryStep &step, const AgreementFilter &filter,
                                                          const AgreementOptions &options, int annotatorA,
                                                          int annotatorB, const Progress &progress)
{
    std::vector<TrajectoryPoint> points;
    // One sorted list of times for both the checkpoints and the counts.
    const std::vector<qint64> times = labelTimes(labels, filter);
    const std::vector<qint64> cutoffs = checkpointsOf(times, step);
    if (progress && !progress(0, int(cutoffs.size())))
        return points;
    for (const qint64 cutoff : cutoffs) {
        TrajectoryPoint point;
        point.cutoffMs = cutoff;
        point.labels = int(std::upper_bound(times.begin(), times.end(), cutoff) - times.begin());
        const AgreementDashboard dashboard = agreement.computeAt(cutoff, filter, options);
        const bool pair = annotatorA >= 0 && annotatorB >= 0;
        const AgreementNumber *number = nullptr;
        if (!pair) {
            number = dashboard.find(key);
        } else if (const AgreementPairNumbers *numbers = dashboard.pair(annotatorA, annotatorB)) {
            for (const AgreementNumber &candidate : numbers->numbers)
                if (candidate.key == key)
                    number = &candidate;
        }
        if (number) {
            point.number = *number;
        } else {
            point.number.key = key;
            point.number.status = AgreementStatus::TooFewUnits;
        }
        points.push_back(point);
        if (progress && !progress(int(points.size()), int(cutoffs.size())))
            break;
    }
    return points;
}

} // namespace touchstone
