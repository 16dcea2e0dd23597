#include "retrievalevaluation.h"

#include "metrics/numberformat.h"
#include "metrics/argtext.h"

#include <algorithm>
#include <map>

namespace touchstone {

namespace {

QString columnName(MetricFamily family, long k, RunStage stage)
{
    QString name = metricFamilyKey(family);
    if (k > 0)
        name += QLatin1Char('@') + QString::number(k);
    return stage == RunStage::Prererank ? QStringLiteral("prererank:") + name : name;
}

// Scores of one ranked list at every cutoff, plus map and bpref.
struct ListScores
{
    RetrievalTopicScores scores;
    std::vector<std::optional<double>> mrr;  // per cutoff
    std::optional<double> judgedAll;         // judged over the whole list
};

ListScores scoreList(const GoldQuestion &question, RunLevel level, const std::vector<RetrievedItem> &items,
                     const std::vector<GradedPassage> &graded, const EvaluationSettings &settings)
{
    const std::vector<ItemJudgment> judgments = HitRule::judge(question, level, items, graded);
    RetrievalTopic topic;
    topic.rankedGrades.reserve(judgments.size());
    for (const ItemJudgment &judgment : judgments)
        topic.rankedGrades.push_back(judgment.isJudged() ? judgment.grade : UnjudgedGrade);
    topic.poolGrades = HitRule::poolGrades(question, level, judgments);

    RetrievalOptions options;
    options.relevanceThreshold = settings.relevanceLevel;
    options.gain = settings.gain;
    options.cutoffs = settings.cutoffs;
    ListScores list;
    list.scores = evaluateRetrieval(topic, options);
    // MRR@k: the reciprocal rank of the list cut at k.
    const bool hasRelevant = list.scores.numRel > 0;
    for (const long k : settings.cutoffs) {
        if (!hasRelevant) {
            list.mrr.push_back(std::nullopt);
            continue;
        }
        RetrievalTopic cut = topic;
        if (long(cut.rankedGrades.size()) > k)
            cut.rankedGrades.resize(size_t(k));
        list.mrr.push_back(reciprocalRank(rankedJudgments(cut, settings.relevanceLevel)));
    }
    if (!items.empty()) {
        const long all = long(items.size());
        list.judgedAll = judgedAt(rankedJudgments(topic, settings.relevanceLevel), {all}).front();
    }
    return list;
}

std::optional<double> valueOf(const ListScores &list, const MetricColumn &column, size_t cutoff)
{
    const RetrievalCutoffScores *at = cutoff < list.scores.atCutoffs.size() ? &list.scores.atCutoffs[cutoff] : nullptr;
    switch (column.family) {
    case MetricFamily::Precision: return at->precision;
    case MetricFamily::Recall: return at->recall;
    case MetricFamily::Success: return at->success;
    case MetricFamily::Mrr: return list.mrr[cutoff];
    case MetricFamily::Ndcg: return at->ndcg;
    case MetricFamily::Judged: return at->judged;
    case MetricFamily::Map: return list.scores.averagePrecision;
    case MetricFamily::Bpref: return list.scores.bpref;
    }
    return std::nullopt;
}

std::optional<double> meanOf(const std::vector<double> &values, const std::vector<int> &drawn)
{
    if (drawn.empty())
        return std::nullopt;
    double sum = 0.0;
    for (const int i : drawn)
        sum += values[size_t(i)];
    return sum / double(drawn.size());
}

void summarizeGroup(const RunEvaluation &evaluation, const std::vector<const QuestionResult *> &members,
                    GroupSummary &group)
{
    const std::vector<MetricColumn> &columns = evaluation.columns;
    const int primary = evaluation.metricIndex(evaluation.settings.primaryMetric);
    const int judgedColumn = evaluation.metricIndex(QStringLiteral("judged@%1").arg(kJudgedWarningK));
    group.metrics.assign(columns.size(), MetricAggregate());
    std::vector<std::vector<double>> values(columns.size());
    std::vector<RerankHits> hits;
    const int success = evaluation.metricIndex(QStringLiteral("success@%1").arg(evaluation.settings.rerankK));
    const int before = evaluation.metricIndex(QStringLiteral("prererank:success@%1").arg(evaluation.settings.rerankK));
    for (const QuestionResult *question : members) {
        ++group.questions;
        if (!question->answerable) {
            ++group.unanswerable;
            continue;
        }
        ++group.answerable;
        if (question->retrieved == 0)
            ++group.withoutResults;
        for (size_t c = 0; c < columns.size(); ++c) {
            if (question->values[c])
                values[c].push_back(*question->values[c]);
        }
        if (judgedColumn >= 0 && question->values[size_t(judgedColumn)]
            && *question->values[size_t(judgedColumn)] < kJudgedWarningLevel)
            ++group.belowJudgedLevel;
        if (before >= 0 && success >= 0 && question->values[size_t(success)] && question->values[size_t(before)])
            hits.push_back({*question->values[size_t(before)] > 0.0, *question->values[size_t(success)] > 0.0});
    }
    for (size_t c = 0; c < columns.size(); ++c) {
        MetricAggregate &aggregate = group.metrics[c];
        aggregate.n = int(values[c].size());
        std::vector<int> all(values[c].size());
        for (size_t i = 0; i < all.size(); ++i)
            all[i] = int(i);
        aggregate.mean = meanOf(values[c], all);
        if (int(c) == primary && aggregate.n > 1) {
            const std::vector<double> &sample = values[c];
            const BootstrapInterval interval = Bootstrap::interval(
                aggregate.n, [&](const std::vector<int> &drawn) { return meanOf(sample, drawn); },
                evaluation.settings.interval);
            aggregate.lower = interval.lower;
            aggregate.upper = interval.upper;
        }
    }
    if (judgedColumn >= 0) {
        group.judgedAtWarningK = group.metrics[size_t(judgedColumn)].mean;
        group.judgedWarning = group.judgedAtWarningK && *group.judgedAtWarningK < kJudgedWarningLevel;
    }
    if (evaluation.hasPrererank)
        group.rerank = rerankMovement(hits);
}

} // namespace

QString metricFamilyKey(MetricFamily family)
{
    switch (family) {
    case MetricFamily::Precision: return QStringLiteral("precision");
    case MetricFamily::Recall: return QStringLiteral("recall");
    case MetricFamily::Success: return QStringLiteral("success");
    case MetricFamily::Mrr: return QStringLiteral("mrr");
    case MetricFamily::Ndcg: return QStringLiteral("ndcg");
    case MetricFamily::Judged: return QStringLiteral("judged");
    case MetricFamily::Map: return QStringLiteral("map");
    case MetricFamily::Bpref: return QStringLiteral("bpref");
    }
    return QString();
}

QString EvaluationSettings::key() const
{
    QStringList ks;
    for (const long k : cutoffs)
        ks << QString::number(k);
    return QStringLiteral("gain=%1;relevance=%2;cutoffs=%3")
        .arg(argText(gainFunctionName(gain)), argText(relevanceLevel), argText(ks.join(QLatin1Char(','))));
}

void EvaluationSettings::normalize()
{
    cutoffs.push_back(kJudgedWarningK);
    if (rerankK > 0)
        cutoffs.push_back(rerankK);
    cutoffs.erase(std::remove_if(cutoffs.begin(), cutoffs.end(), [](long k) { return k <= 0; }), cutoffs.end());
    std::sort(cutoffs.begin(), cutoffs.end());
    cutoffs.erase(std::unique(cutoffs.begin(), cutoffs.end()), cutoffs.end());
}

std::vector<MetricColumn> metricColumns(const std::vector<long> &cutoffs, bool prererank)
{
    std::vector<MetricColumn> columns;
    for (const MetricFamily family : {MetricFamily::Precision, MetricFamily::Recall, MetricFamily::Success,
                                      MetricFamily::Mrr, MetricFamily::Ndcg, MetricFamily::Judged}) {
        for (const long k : cutoffs)
            columns.push_back({family, k, RunStage::Final, columnName(family, k, RunStage::Final)});
    }
    for (const MetricFamily family : {MetricFamily::Map, MetricFamily::Bpref})
        columns.push_back({family, 0, RunStage::Final, columnName(family, 0, RunStage::Final)});
    if (prererank) {
        for (const MetricFamily family : {MetricFamily::Recall, MetricFamily::Success}) {
            for (const long k : cutoffs)
                columns.push_back({family, k, RunStage::Prererank, columnName(family, k, RunStage::Prererank)});
        }
    }
    return columns;
}

int RunEvaluation::metricIndex(const QString &name) const
{
    for (size_t c = 0; c < columns.size(); ++c) {
        if (columns[c].name == name)
            return int(c);
    }
    return -1;
}

std::vector<std::optional<double>> RunEvaluation::column(int metric) const
{
    std::vector<std::optional<double>> values;
    values.reserve(questions.size());
    for (const QuestionResult &question : questions)
        values.push_back(metric >= 0 ? question.values[size_t(metric)] : std::nullopt);
    return values;
}

const QuestionResult *RunEvaluation::question(const QString &uuid) const
{
    for (const QuestionResult &question : questions) {
        if (question.uuid == uuid)
            return &question;
    }
    return nullptr;
}

QuestionResult RetrievalEvaluation::scoreQuestion(const GoldQuestion &question, RunLevel level,
                                                  const QuestionRun &run, const std::vector<GradedPassage> &graded,
                                                  const EvaluationSettings &settings,
                                                  const std::vector<MetricColumn> &columns)
{
    QuestionResult result;
    result.runQuestionId = run.runQuestionId;
    result.uuid = question.uuid;
    result.externalId = question.externalId;
    result.stratum = question.stratum;
    result.answerable = question.answerable;
    result.retrieved = int(run.final.size());
    result.values.assign(columns.size(), std::nullopt);
    result.judged.assign(columns.size(), std::nullopt);
    if (!question.answerable)
        return result; // counted apart: no relevant span by design
    const ListScores final = scoreList(question, level, run.final, graded, settings);
    std::optional<ListScores> before;
    if (!run.prererank.empty())
        before = scoreList(question, level, run.prererank, graded, settings);
    for (size_t c = 0; c < columns.size(); ++c) {
        const MetricColumn &column = columns[c];
        const ListScores *list = column.stage == RunStage::Final ? &final : (before ? &*before : nullptr);
        const auto cutoff = size_t(std::find(settings.cutoffs.begin(), settings.cutoffs.end(), column.k)
                                   - settings.cutoffs.begin());
        if (!list) {
            // No pre-rerank list for this question: its candidates were the
            // empty list, so nothing was found before reranking.
            if (column.family == MetricFamily::Success || column.family == MetricFamily::Recall)
                result.values[c] = final.scores.numRel > 0 ? std::optional<double>(0.0) : std::nullopt;
            continue;
        }
        result.values[c] = valueOf(*list, column, cutoff);
        result.judged[c] = column.k > 0 ? list->scores.atCutoffs[cutoff].judged : list->judgedAll;
    }
    return result;
}

void RetrievalEvaluation::summarize(RunEvaluation &evaluation)
{
    std::vector<const QuestionResult *> all;
    std::map<QString, std::vector<const QuestionResult *>> byStratum;
    for (const QuestionResult &question : evaluation.questions) {
        all.push_back(&question);
        byStratum[question.stratum].push_back(&question);
    }
    evaluation.overall = GroupSummary();
    summarizeGroup(evaluation, all, evaluation.overall);
    evaluation.strata.clear();
    for (const auto &[stratum, members] : byStratum) {
        GroupSummary group;
        group.stratum = stratum;
        summarizeGroup(evaluation, members, group);
        evaluation.strata.push_back(std::move(group));
    }
    const GroupSummary &overall = evaluation.overall;
    if (overall.judgedWarning)
        evaluation.warnings << tr("judged@%1 is %2 (below %3): metrics of this run are suspect until its holes are "
                                  "judged (methodology §3.6)")
                                   .arg(argText(kJudgedWarningK), argText(formatLocaleFixed(*overall.judgedAtWarningK, 3)),
                                        argText(formatLocaleNumber(kJudgedWarningLevel)));
    for (const GroupSummary &group : evaluation.strata) {
        if (group.judgedWarning)
            evaluation.warnings << tr("stratum %1: judged@%2 is %3 (below %4)")
                                       .arg(argText(group.stratum), argText(kJudgedWarningK), argText(formatLocaleFixed(*group.judgedAtWarningK, 3)),
                                            argText(formatLocaleNumber(kJudgedWarningLevel)));
    }
    if (overall.withoutResults > 0)
        evaluation.warnings << tr("%n answerable question(s) have no retrieved item; they are scored on an empty "
                                  "ranking", nullptr, overall.withoutResults);
    if (overall.unanswerable > 0)
        evaluation.warnings << tr("%n unanswerable question(s) are counted apart and enter no retrieval metric",
                                  nullptr, overall.unanswerable);
}

} // namespace touchstone
