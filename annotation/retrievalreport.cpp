#include "retrievalreport.h"

#include "metrics/numberformat.h"
#include "reportjson.h"

#include <QJsonArray>

#include <algorithm>
#include <set>

namespace touchstone {

namespace {

QJsonValue number(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject groupJson(const RunEvaluation &evaluation, const GroupSummary &group)
{
    QJsonObject metrics;
    for (size_t c = 0; c < evaluation.columns.size(); ++c) {
        const MetricAggregate &aggregate = group.metrics[c];
        QJsonObject entry{{QStringLiteral("mean"), number(aggregate.mean)}, {QStringLiteral("n"), aggregate.n}};
        if (aggregate.lower || aggregate.upper) {
            entry.insert(QStringLiteral("lower"), number(aggregate.lower));
            entry.insert(QStringLiteral("upper"), number(aggregate.upper));
        }
        metrics.insert(evaluation.columns[c].name, entry);
    }
    QJsonObject json{{QStringLiteral("questions"), group.questions},
                     {QStringLiteral("answerable"), group.answerable},
                     {QStringLiteral("unanswerable"), group.unanswerable},
                     {QStringLiteral("without_results"), group.withoutResults},
                     {QStringLiteral("judged@10"), number(group.judgedAtWarningK)},
                     {QStringLiteral("judged_warning"), group.judgedWarning},
                     {QStringLiteral("below_judged_level"), group.belowJudgedLevel},
                     {QStringLiteral("metrics"), metrics}};
    if (group.rerank)
        json.insert(QStringLiteral("rerank"), RetrievalReport::rerankJson(*group.rerank, evaluation.settings.rerankK));
    return json;
}

QJsonObject statsJson(const PairedComparison &stats)
{
    const PairedBootstrapResult &boot = stats.bootstrap;
    return QJsonObject{
        {QStringLiteral("n"), stats.n},
        {QStringLiteral("mean_baseline"), stats.meanA},
        {QStringLiteral("mean_candidate"), stats.meanB},
        {QStringLiteral("delta"), boot.delta},
        {QStringLiteral("interval"), QJsonObject{{QStringLiteral("low"), number(boot.intervalLow)},
                                                 {QStringLiteral("high"), number(boot.intervalHigh)},
                                                 {QStringLiteral("confidence"), boot.confidence},
                                                 {QStringLiteral("method"), QStringLiteral("paired_bootstrap_percentile")},
                                                 {QStringLiteral("resamples"), boot.resamples},
                                                 {QStringLiteral("seed"), double(boot.seed)}}},
        {QStringLiteral("p"), number(boot.p)},
        {QStringLiteral("wins"), boot.counts.wins},
        {QStringLiteral("losses"), boot.counts.losses},
        {QStringLiteral("ties"), boot.counts.ties},
        {QStringLiteral("t_test"), QJsonObject{{QStringLiteral("p"), number(stats.tTest.p)},
                                               {QStringLiteral("low"), number(stats.tTest.intervalLow)},
                                               {QStringLiteral("high"), number(stats.tTest.intervalHigh)}}},
        {QStringLiteral("randomization"), QJsonObject{{QStringLiteral("p"), stats.randomization.p},
                                                      {QStringLiteral("exact"), stats.randomization.exact}}},
        {QStringLiteral("sigma_d"), number(stats.sigmaD)},
        {QStringLiteral("minimum_detectable_effect"), number(stats.minimumDetectableEffect)},
        {QStringLiteral("gate"), QJsonObject{{QStringLiteral("verdict"), gateVerdictName(stats.gate.verdict)},
                                             {QStringLiteral("reason"), stats.gate.reason}}},
    };
}

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

QJsonObject RetrievalReport::rerankJson(const RerankMovement &movement, int k)
{
    return QJsonObject{{QStringLiteral("k"), k},
                       {QStringLiteral("questions"), movement.queries},
                       {QStringLiteral("rescued"), movement.rescued},
                       {QStringLiteral("broke"), movement.broke},
                       {QStringLiteral("kept"), movement.kept},
                       {QStringLiteral("missed_both"), movement.missedBoth},
                       {QStringLiteral("rescued_share"), number(movement.rescuedShare())},
                       {QStringLiteral("broke_share"), number(movement.brokeShare())},
                       {QStringLiteral("kept_share"), number(movement.keptShare())},
                       {QStringLiteral("missed_both_share"), number(movement.missedBothShare())}};
}

QJsonObject RetrievalReport::comparisonJson(const RunComparison &comparison)
{
    QJsonObject json = statsJson(comparison.stats);
    json.insert(QStringLiteral("baseline"), comparison.baseline);
    json.insert(QStringLiteral("candidate"), comparison.candidate);
    json.insert(QStringLiteral("metric"), comparison.metric);
    json.insert(QStringLiteral("dataset_version"), comparison.version);
    json.insert(QStringLiteral("hit_rule"), comparison.hitRule);
    json.insert(QStringLiteral("judged_rule"), comparison.judgedRule);
    json.insert(QStringLiteral("gain"), comparison.gain);
    json.insert(QStringLiteral("relevance_level"), comparison.relevanceLevel);
    json.insert(QStringLiteral("metric_version"), comparison.metricVersion);
    json.insert(QStringLiteral("minimum_effect"), comparison.minimumEffect);
    json.insert(QStringLiteral("p_holm"), number(comparison.adjustedP));
    json.insert(QStringLiteral("significant_after_correction"), comparison.significantAfterCorrection);
    json.insert(QStringLiteral("comparisons_in_family"), comparison.family);
    QJsonObject strata;
    for (const StratumComparison &stratum : comparison.strata) {
        if (stratum.stats)
            strata.insert(stratum.stratum, statsJson(*stratum.stats));
        else
            strata.insert(stratum.stratum, QJsonObject{{QStringLiteral("n"), stratum.n}});
    }
    json.insert(QStringLiteral("strata"), strata);
    QJsonObject rerank;
    if (comparison.baselineRerank)
        rerank.insert(QStringLiteral("baseline"), rerankJson(*comparison.baselineRerank, comparison.rerankK));
    if (comparison.candidateRerank)
        rerank.insert(QStringLiteral("candidate"), rerankJson(*comparison.candidateRerank, comparison.rerankK));
    if (!rerank.isEmpty())
        json.insert(QStringLiteral("rerank"), rerank);
    json.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(comparison.warnings));
    return json;
}

QJsonObject RetrievalReport::evaluationJson(const RunEvaluation &evaluation, bool perQuestion)
{
    QJsonObject strata;
    for (const GroupSummary &group : evaluation.strata)
        strata.insert(group.stratum, groupJson(evaluation, group));
    QJsonObject json{{QStringLiteral("name"), evaluation.runName},
                     {QStringLiteral("level"), runLevelKey(evaluation.level)},
                     {QStringLiteral("has_prererank"), evaluation.hasPrererank},
                     {QStringLiteral("config_sha256"), evaluation.configSha256},
                     {QStringLiteral("pool_sha256"), evaluation.poolSha256},
                     {QStringLiteral("overall"), groupJson(evaluation, evaluation.overall)},
                     {QStringLiteral("strata"), strata},
                     {QStringLiteral("warnings"), QJsonArray::fromStringList(evaluation.warnings)}};
    if (perQuestion) {
        QJsonArray questions;
        for (const QuestionResult &question : evaluation.questions) {
            QJsonObject values;
            for (size_t c = 0; c < evaluation.columns.size(); ++c)
                values.insert(evaluation.columns[c].name, number(question.values[c]));
            questions.append(QJsonObject{{QStringLiteral("id"), question.externalId},
                                         {QStringLiteral("uuid"), question.uuid},
                                         {QStringLiteral("stratum"), question.stratum},
                                         {QStringLiteral("answerable"), question.answerable},
                                         {QStringLiteral("retrieved"), question.retrieved},
                                         {QStringLiteral("values"), values}});
        }
        json.insert(QStringLiteral("questions"), questions);
    }
    return json;
}

void RetrievalReport::appendQuestionsJson(QByteArray &out, const RunEvaluation &evaluation, int depth,
                                          ReportJson::Style style)
{
    // The bytes ReportJson::write gives for the array evaluationJson(...,
    // true) holds under "questions", written without building it.
    if (evaluation.questions.empty()) {
        out.append("[]");
        return;
    }
    std::vector<std::pair<QByteArray, size_t>> columns;
    for (size_t c = 0; c < evaluation.columns.size(); ++c)
        columns.emplace_back(evaluation.columns[c].name.toUtf8(), c);
    std::sort(columns.begin(), columns.end());
    const bool indented = style == ReportJson::Style::Indented;
    const QByteArray colon = indented ? ": " : ":";
    const auto key = [&](const char *name, int level, bool first) {
        if (!first)
            out.append(',');
        ReportJson::appendIndent(out, level, style);
        out.append('"').append(name).append('"').append(colon);
    };
    out.append('[');
    bool firstQuestion = true;
    for (const QuestionResult &question : evaluation.questions) {
        if (!firstQuestion)
            out.append(',');
        firstQuestion = false;
        ReportJson::appendIndent(out, depth + 1, style);
        out.append('{');
        key("answerable", depth + 2, true);
        out.append(question.answerable ? "true" : "false");
        key("id", depth + 2, false);
        ReportJson::appendString(out, question.externalId);
        key("retrieved", depth + 2, false);
        ReportJson::appendNumber(out, question.retrieved);
        key("stratum", depth + 2, false);
        ReportJson::appendString(out, question.stratum);
        key("uuid", depth + 2, false);
        ReportJson::appendString(out, question.uuid);
        key("values", depth + 2, false);
        if (columns.empty()) {
            out.append("{}");
        } else {
            out.append('{');
            for (size_t i = 0; i < columns.size(); ++i) {
                key(columns[i].first.constData(), depth + 3, i == 0);
                const std::optional<double> &value = question.values[columns[i].second];
                if (value)
                    ReportJson::appendNumber(out, *value);
                else
                    out.append("null");
            }
            ReportJson::appendIndent(out, depth + 2, style);
            out.append('}');
        }
        ReportJson::appendIndent(out, depth + 1, style);
        out.append('}');
    }
    ReportJson::appendIndent(out, depth, style);
    out.append(']');
}

QByteArray RetrievalReport::csv(const std::vector<RunEvaluation> &runs)
{
    QStringList metrics;
    std::set<QString> seen;
    for (const RunEvaluation &run : runs) {
        for (const MetricColumn &column : run.columns) {
            if (seen.insert(column.name).second)
                metrics << column.name;
        }
    }
    QByteArray out = "run,question_id,question_uuid,stratum,answerable,retrieved";
    for (const QString &metric : metrics)
        out += ',' + csvField(metric).toUtf8();
    out += '\n';
    for (const RunEvaluation &run : runs) {
        std::vector<int> index;
        for (const QString &metric : metrics)
            index.push_back(run.metricIndex(metric));
        const QByteArray name = csvField(run.runName).toUtf8();
        for (const QuestionResult &question : run.questions) {
            out += name + ',' + csvField(question.externalId).toUtf8() + ',' + question.uuid.toUtf8() + ','
                   + csvField(question.stratum).toUtf8() + ',' + (question.answerable ? "true" : "false") + ','
                   + QByteArray::number(question.retrieved);
            for (const int c : index) {
                out += ',';
                if (c >= 0 && question.values[size_t(c)])
                    out += formatNumber(*question.values[size_t(c)]);
            }
            out += '\n';
        }
    }
    return out;
}

ReportContent RetrievalReport::build(const RetrievalReportInput &input)
{
    ReportContent content;
    content.title = input.title;
    QJsonArray runs;
    QJsonArray warnings;
    for (size_t r = 0; r < input.runs.size(); ++r) {
        const RunEvaluation &run = input.runs[r];
        QJsonObject entry = evaluationJson(run, false);
        entry.insert(QStringLiteral("questions"), ReportJson::rawMarker(int(r)));
        runs.append(entry);
        for (const QString &warning : run.warnings)
            warnings.append(run.runName + QStringLiteral(": ") + warning);
    }
    QJsonArray comparisons;
    for (const RunComparison &comparison : input.comparisons)
        comparisons.append(comparisonJson(comparison));
    QJsonObject instrument;
    if (!input.runs.empty()) {
        const RunEvaluation &first = input.runs.front();
        QJsonArray cutoffs;
        for (const long k : first.settings.cutoffs)
            cutoffs.append(double(k));
        instrument = QJsonObject{{QStringLiteral("dataset_version"), first.version},
                                 {QStringLiteral("corpus_digest"), first.corpusDigest},
                                 {QStringLiteral("metric_version"), first.metricVersion},
                                 {QStringLiteral("hit_rule"), first.hitRule},
                                 {QStringLiteral("judged_rule"), first.judgedRule},
                                 {QStringLiteral("gain"), gainFunctionName(first.settings.gain)},
                                 {QStringLiteral("relevance_level"), first.settings.relevanceLevel},
                                 {QStringLiteral("cutoffs"), cutoffs},
                                 {QStringLiteral("primary_metric"), first.settings.primaryMetric},
                                 {QStringLiteral("rerank_k"), first.settings.rerankK},
                                 {QStringLiteral("unanswerable"), QStringLiteral("excluded_counted_apart")},
                                 {QStringLiteral("tool"), QStringLiteral("touchstone " TOUCHSTONE_VERSION)}};
    }
    const QJsonObject json{
        {QStringLiteral("kind"), QStringLiteral("retrieval")},
        {QStringLiteral("title"), input.title},
        {QStringLiteral("instrument"), instrument},
        {QStringLiteral("runs"), runs},
        {QStringLiteral("baseline"), input.baseline ? QJsonValue(input.runs[*input.baseline].runName)
                                                    : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("comparisons"), comparisons},
        {QStringLiteral("warnings"), warnings}};
    content.json = ReportJson::write(json, ReportJson::Style::Indented,
                                     [&](QByteArray &out, int index, int depth, ReportJson::Style style) {
                                         appendQuestionsJson(out, input.runs[size_t(index)], depth, style);
                                     })
                   + '\n';
    content.csv = csv(input.runs);
    content.html = RetrievalReportHtml::render(input).toUtf8();
    return content;
}

} // namespace touchstone
