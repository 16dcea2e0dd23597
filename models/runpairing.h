#pragma once

#include "annotation/runcomparison.h"
#include "annotation/runstore.h"
#include "metrics/rerankmovement.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// One question of two runs side by side.
struct PairedQuestion
{
    QString uuid;
    QString externalId;
    QString stratum;
    std::optional<double> baselineSuccess;  // success@k of each run
    std::optional<double> candidateSuccess;
    std::optional<double> baselineValue;    // the compared metric
    std::optional<double> candidateValue;
    // success@k from the baseline to the candidate, in the words of rerank
    // movement (methodology §9.2): rescued 0 -> 1, broke 1 -> 0, kept 1 -> 1,
    // missed both 0 -> 0. Empty when either value is undefined.
    std::optional<RerankOutcome> flip;

    // The sign of candidate - baseline on the metric; 0 when tied or undefined.
    int deltaSign() const;
};

// Two runs of one version, one the baseline: the paired comparison the gate
// reads, and per question which items the candidate rescued or broke.
struct RunPair
{
    RunInfo baseline;
    RunInfo candidate;
    QString successMetric; // "success@10"
    RunComparison comparison;
    std::vector<PairedQuestion> questions; // answerable questions, version order
    int rescued = 0;
    int broke = 0;
    int kept = 0;
    int missedBoth = 0;
    int improved = 0; // metric delta > 0
    int worse = 0;    // metric delta < 0
    int tied = 0;
};

class RunPairing
{
    Q_DECLARE_TR_FUNCTIONS(RunPairing)

public:
    // Pairs two evaluations; fails where RunComparator::compare fails, or
    // when `successMetric` is not one of their columns.
    static Result<RunPair> pair(const RunInfo &baseline, const RunEvaluation &baselineEvaluation,
                                const RunInfo &candidate, const RunEvaluation &candidateEvaluation,
                                const RunComparisonOptions &options,
                                const QString &successMetric = QStringLiteral("success@10"));

    // Reads both runs' evaluations with the settings of the baseline's
    // latest one (stored, or recomputed when out of date) and pairs them.
    static Result<RunPair> compute(const ProjectStore &store, qint64 baselineId, qint64 candidateId,
                                   const RunComparisonOptions &options,
                                   const QString &successMetric = QStringLiteral("success@10"));
};

// The settings of a run's latest stored evaluation with `primaryMetric`,
// or the defaults when it has none.
EvaluationSettings latestSettings(const ProjectStore &store, qint64 runId, const QString &primaryMetric = {});

} // namespace touchstone
