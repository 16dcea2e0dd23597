#pragma once

#include "metrics/pairedcomparison.h"
#include "metrics/rerankmovement.h"
#include "metrics/result.h"
#include "retrievalevaluation.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace touchstone {

inline PairedComparisonOptions defaultPairedOptions()
{
    PairedComparisonOptions options;
    options.randomization.resamples = 20000;
    return options;
}

struct RunComparisonOptions
{
    QString metric = QStringLiteral("ndcg@10");
    double minimumEffect = 0.02; // the pre-registered bar (methodology §13.5, §14.2)
    // Bootstrap 10,000 resamples (the gate's interval); the randomization
    // cross-check at 20,000 Monte Carlo resamples keeps a 10,000-question
    // comparison near a second (its p is then known to about ±0.003).
    PairedComparisonOptions paired = defaultPairedOptions();
    bool perStratum = true;
    // Strata get cheaper cross-checks: the gate reads the overall bootstrap.
    int strataRandomizationResamples = 10000;
};

struct QuestionDelta
{
    QString uuid;
    QString externalId;
    QString stratum;
    double baseline = 0.0;
    double candidate = 0.0;
    double delta = 0.0; // candidate - baseline
};

struct StratumComparison
{
    QString stratum;
    int n = 0;
    std::optional<PairedComparison> stats; // empty without a paired question
};

// A candidate run against a baseline on one metric (DESIGN.md "Runs,
// reports, browsing"; methodology §13, §14): paired over the questions where
// both runs have a value, i.e. the answerable questions of their common
// frozen version. The baseline is `a` of comparePaired, so a positive delta
// means the candidate scores higher.
struct RunComparison
{
    QString baseline;
    QString candidate;
    QString metric;
    QString version;
    // The instrument both runs were measured with (methodology §14.3).
    QString hitRule;
    QString judgedRule;
    QString gain;
    int relevanceLevel = 2;
    QString metricVersion;
    double minimumEffect = 0.0;
    PairedComparison stats;
    // Holm-adjusted bootstrap p when several candidates face one baseline
    // (methodology §13.3); equal to the raw p for a single comparison.
    std::optional<double> adjustedP;
    bool significantAfterCorrection = false;
    int family = 1; // number of comparisons in the correction
    std::vector<QuestionDelta> deltas; // version order
    std::vector<StratumComparison> strata;
    int rerankK = 10;
    std::optional<RerankMovement> baselineRerank;
    std::optional<RerankMovement> candidateRerank;
    QStringList warnings;
};

class RunComparator
{
    Q_DECLARE_TR_FUNCTIONS(RunComparator)

public:
    // Fails when the runs answer different versions, retrieve different
    // units (document and passage runs), or were evaluated with
    // different settings, when the metric is unknown, or when no question
    // has a value in both.
    static Result<RunComparison> compare(const RunEvaluation &baseline, const RunEvaluation &candidate,
                                         const RunComparisonOptions &options);
    // Holm's correction over the comparisons' bootstrap p values (an
    // undefined p counts as 1).
    static Status correct(std::vector<RunComparison> &comparisons, double alpha = 0.05);
};

} // namespace touchstone
