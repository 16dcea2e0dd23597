#include "runcomparison.h"

#include "metrics/holmcorrection.h"
#include "metrics/argtext.h"
#include "metrics/numberformat.h"

#include <map>

namespace touchstone {

namespace {

std::optional<RerankMovement> rerankOf(const RunEvaluation &evaluation)
{
    return evaluation.overall.rerank;
}

} // namespace

Result<RunComparison> RunComparator::compare(const RunEvaluation &baseline, const RunEvaluation &candidate,
                                             const RunComparisonOptions &options)
{
    using R = Result<RunComparison>;
    if (baseline.version != candidate.version)
        return R::failure(tr("runs %1 and %2 answer different golden-set versions (%3, %4): a comparison across "
                             "versions is not paired; import both against one version")
                              .arg(baseline.runName, candidate.runName, baseline.version, candidate.version));
    if (baseline.level != candidate.level)
        return R::failure(tr("runs %1 and %2 retrieve different units (%3, %4): document and passage metrics count "
                             "different items and cannot be paired")
                              .arg(baseline.runName, candidate.runName, runLevelKey(baseline.level),
                                   runLevelKey(candidate.level)));
    if (baseline.settings.key() != candidate.settings.key())
        return R::failure(tr("runs %1 and %2 were evaluated with different settings").arg(baseline.runName,
                                                                                          candidate.runName));
    const int a = baseline.metricIndex(options.metric);
    const int b = candidate.metricIndex(options.metric);
    if (a < 0 || b < 0)
        return R::failure(tr("unknown metric “%1”").arg(options.metric));

    RunComparison comparison;
    comparison.baseline = baseline.runName;
    comparison.candidate = candidate.runName;
    comparison.metric = options.metric;
    comparison.version = baseline.version;
    comparison.hitRule = baseline.hitRule;
    comparison.judgedRule = baseline.judgedRule;
    comparison.gain = gainFunctionName(baseline.settings.gain);
    comparison.relevanceLevel = baseline.settings.relevanceLevel;
    comparison.metricVersion = baseline.metricVersion;
    comparison.minimumEffect = options.minimumEffect;
    std::map<QString, const QuestionResult *> candidates;
    for (const QuestionResult &question : candidate.questions)
        candidates.emplace(question.uuid, &question);
    std::vector<double> x, y;
    std::map<QString, std::pair<std::vector<double>, std::vector<double>>> byStratum;
    for (const QuestionResult &question : baseline.questions) {
        const auto other = candidates.find(question.uuid);
        if (other == candidates.end())
            continue;
        const std::optional<double> &valueA = question.values[size_t(a)];
        const std::optional<double> &valueB = other->second->values[size_t(b)];
        if (!valueA || !valueB)
            continue;
        x.push_back(*valueA);
        y.push_back(*valueB);
        byStratum[question.stratum].first.push_back(*valueA);
        byStratum[question.stratum].second.push_back(*valueB);
        comparison.deltas.push_back({question.uuid, question.externalId, question.stratum, *valueA, *valueB,
                                     *valueB - *valueA});
    }
    if (x.empty())
        return R::failure(tr("no question has a value of %1 in both %2 and %3")
                              .arg(options.metric, baseline.runName, candidate.runName));
    PairedComparisonOptions paired = options.paired;
    paired.minimumEffect = options.minimumEffect;
    auto stats = comparePaired(x, y, paired);
    if (!stats)
        return R::failure(stats.error());
    comparison.stats = *stats;
    comparison.adjustedP = stats->bootstrap.p;
    comparison.significantAfterCorrection = stats->bootstrap.p && *stats->bootstrap.p <= 0.05;
    if (options.perStratum) {
        PairedComparisonOptions cheaper = paired;
        cheaper.randomization.resamples = options.strataRandomizationResamples;
        for (const auto &[stratum, pair] : byStratum) {
            StratumComparison entry;
            entry.stratum = stratum;
            entry.n = int(pair.first.size());
            if (auto result = comparePaired(pair.first, pair.second, cheaper))
                entry.stats = *result;
            comparison.strata.push_back(std::move(entry));
        }
    }
    comparison.rerankK = baseline.settings.rerankK;
    comparison.baselineRerank = rerankOf(baseline);
    comparison.candidateRerank = rerankOf(candidate);
    for (const RunEvaluation *evaluation : {&baseline, &candidate}) {
        if (evaluation->overall.judgedWarning)
            comparison.warnings << tr("%1: judged@10 below %2, its numbers are suspect")
                                       .arg(argText(evaluation->runName), argText(formatLocaleNumber(kJudgedWarningLevel)));
    }
    return comparison;
}

Status RunComparator::correct(std::vector<RunComparison> &comparisons, double alpha)
{
    std::vector<double> p;
    for (const RunComparison &comparison : comparisons)
        p.push_back(comparison.stats.bootstrap.p.value_or(1.0));
    const auto holm = holmCorrection(p, alpha);
    if (!holm)
        return Status::failure(holm.error());
    for (size_t i = 0; i < comparisons.size(); ++i) {
        comparisons[i].adjustedP = holm->adjusted[i];
        comparisons[i].significantAfterCorrection = holm->rejected[i];
        comparisons[i].family = int(comparisons.size());
    }
    return Status::success();
}

} // namespace touchstone
