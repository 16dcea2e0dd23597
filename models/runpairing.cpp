#include "runpairing.h"

#include "annotation/projectstore.h"
#include "annotation/runevaluator.h"

#include <map>

namespace touchstone {

int PairedQuestion::deltaSign() const
{
    if (!baselineValue || !candidateValue || *candidateValue == *baselineValue)
        return 0;
    return *candidateValue > *baselineValue ? 1 : -1;
}

EvaluationSettings latestSettings(const ProjectStore &store, qint64 runId, const QString &primaryMetric)
{
    RunQuestionQuery query;
    query.runId = runId;
    query.limit = 0;
    const QString key = RunStore(store).questions(query).settings;
    EvaluationSettings settings;
    if (const auto stored = RunEvaluator::settingsFromKey(key))
        settings = *stored;
    if (!primaryMetric.isEmpty())
        settings.primaryMetric = primaryMetric;
    settings.normalize();
    return settings;
}

Result<RunPair> RunPairing::pair(const RunInfo &baseline, const RunEvaluation &baselineEvaluation,
                                 const RunInfo &candidate, const RunEvaluation &candidateEvaluation,
                                 const RunComparisonOptions &options, const QString &successMetric)
{
    using R = Result<RunPair>;
    auto comparison = RunComparator::compare(baselineEvaluation, candidateEvaluation, options);
    if (!comparison)
        return R::failure(comparison.error());
    const int successA = baselineEvaluation.metricIndex(successMetric);
    const int successB = candidateEvaluation.metricIndex(successMetric);
    const int metricA = baselineEvaluation.metricIndex(options.metric);
    const int metricB = candidateEvaluation.metricIndex(options.metric);
    if (successA < 0 || successB < 0)
        return R::failure(tr("unknown metric “%1”").arg(successMetric));
    RunPair pair;
    pair.baseline = baseline;
    pair.candidate = candidate;
    pair.successMetric = successMetric;
    pair.comparison = std::move(*comparison);
    std::map<QString, const QuestionResult *> candidates;
    for (const QuestionResult &question : candidateEvaluation.questions)
        candidates.emplace(question.uuid, &question);
    for (const QuestionResult &question : baselineEvaluation.questions) {
        const auto other = candidates.find(question.uuid);
        if (!question.answerable || other == candidates.end())
            continue;
        PairedQuestion paired{question.uuid, question.externalId, question.stratum,
                              question.values[size_t(successA)], other->second->values[size_t(successB)],
                              question.values[size_t(metricA)], other->second->values[size_t(metricB)], std::nullopt};
        if (paired.baselineSuccess && paired.candidateSuccess) {
            paired.flip = rerankOutcome({*paired.baselineSuccess > 0, *paired.candidateSuccess > 0});
            switch (*paired.flip) {
            case RerankOutcome::Rescued: ++pair.rescued; break;
            case RerankOutcome::Broke: ++pair.broke; break;
            case RerankOutcome::Kept: ++pair.kept; break;
            case RerankOutcome::MissedBoth: ++pair.missedBoth; break;
            }
        }
        if (paired.baselineValue && paired.candidateValue) {
            const int sign = paired.deltaSign();
            (sign > 0 ? pair.improved : sign < 0 ? pair.worse : pair.tied) += 1;
        }
        pair.questions.push_back(std::move(paired));
    }
    return pair;
}

Result<RunPair> RunPairing::compute(const ProjectStore &store, qint64 baselineId, qint64 candidateId,
                                    const RunComparisonOptions &options, const QString &successMetric)
{
    using R = Result<RunPair>;
    const RunStore runs(store);
    const auto baseline = runs.byId(baselineId);
    const auto candidate = runs.byId(candidateId);
    if (!baseline || !candidate)
        return R::failure(tr("the run is no longer in the project"));
    const EvaluationSettings settings = latestSettings(store, baselineId, options.metric);
    const RunEvaluator evaluator(store);
    auto a = evaluator.current(*baseline, settings);
    if (!a)
        return R::failure(a.error());
    auto b = evaluator.current(*candidate, settings);
    if (!b)
        return R::failure(b.error());
    return pair(*baseline, *a, *candidate, *b, options, successMetric);
}

} // namespace touchstone
