// JudgeReport::render: the JSON, CSV and HTML of the judge report.

#include "htmlreport.h"
#include "judgereport.h"
#include "metrics/numberformat.h"
#include "reportjson.h"
#include "svgchart.h"
#include "metrics/argtext.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

namespace touchstone {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return JudgeReport::tr(text, disambiguation, n);
}

QJsonValue number(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QString show(const std::optional<double> &value, int decimals = 3)
{
    return value ? formatLocaleFixed(*value, decimals) : tr("n/a"); // for people: the user's locale
}

const char *const kVerdictKeys[] = {"fail", "pass", "unknown", "refusal"};

QJsonObject classJson(const char *name, const ClassAgreement &agreement)
{
    return QJsonObject{{QStringLiteral("class"), QLatin1String(name)},
                       {QStringLiteral("precision"), number(agreement.precision)},
                       {QStringLiteral("recall"), number(agreement.recall)},
                       {QStringLiteral("support"), agreement.support}};
}

QJsonObject judgeJson(const JudgeEvaluation &e, const JudgeReportOptions &options)
{
    const JudgeAgreement &a = e.agreement;
    QJsonObject confusion;
    for (int h = 0; h < 2; ++h) {
        QJsonObject row;
        for (int j = 0; j < 4; ++j)
            row.insert(QLatin1String(kVerdictKeys[j]), a.confusion[size_t(h)][size_t(j)]);
        confusion.insert(QLatin1String(kVerdictKeys[h]), row);
    }
    QJsonObject judgeDistribution;
    for (int j = 0; j < 4; ++j)
        judgeDistribution.insert(QLatin1String(kVerdictKeys[j]), a.judgeCounts[size_t(j)]);
    QJsonObject json{
        {QStringLiteral("judge_model"), e.judge.judgeModel},
        // A judge without a rubric cannot be reproduced: null, not a digest.
        {QStringLiteral("rubric_sha256"),
         e.judge.rubricSha256.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(e.judge.rubricSha256)},
        {QStringLiteral("rubric_unknown"), e.judge.rubricSha256.isEmpty()},
        {QStringLiteral("verdicts"), e.judge.verdicts},
        {QStringLiteral("items"), a.items},
        {QStringLiteral("unlabeled_verdicts"), e.unlabeledVerdicts},
        {QStringLiteral("labels_without_verdict"), e.labelsWithoutVerdict},
        {QStringLiteral("decided"), a.decided},
        {QStringLiteral("coverage"), number(a.coverage)},
        {QStringLiteral("accuracy"), number(a.accuracy)},
        {QStringLiteral("kappa"), QJsonObject{{QStringLiteral("estimate"), number(a.kappa)},
                                              {QStringLiteral("lower"), number(e.kappaInterval.lower)},
                                              {QStringLiteral("upper"), number(e.kappaInterval.upper)}}},
        {QStringLiteral("per_class"), QJsonArray{classJson("fail", a.fail), classJson("pass", a.pass)}},
        {QStringLiteral("human_distribution"), QJsonObject{{QStringLiteral("fail"), a.humanCounts[0]},
                                                           {QStringLiteral("pass"), a.humanCounts[1]}}},
        {QStringLiteral("judge_distribution"), judgeDistribution},
        {QStringLiteral("confusion"), confusion},
        {QStringLiteral("refusals"), a.judgeCounts[3]},
        {QStringLiteral("unknown"), a.judgeCounts[2]},
        {QStringLiteral("may_gate"), e.mayGate},
        {QStringLiteral("with_probability"), e.withProbability},
    };
    if (e.reliability) {
        QJsonArray bins;
        for (const ReliabilityBin &bin : e.reliability->bins)
            bins.append(QJsonObject{{QStringLiteral("lower"), bin.lower}, {QStringLiteral("upper"), bin.upper},
                                    {QStringLiteral("count"), bin.count},
                                    {QStringLiteral("mean_p_fail"), number(bin.meanConfidence)},
                                    {QStringLiteral("observed_fail"), number(bin.accuracy)}});
        json.insert(QStringLiteral("reliability"),
                    QJsonObject{{QStringLiteral("items"), e.reliability->items}, {QStringLiteral("bins"), bins},
                                {QStringLiteral("ece"), number(e.reliability->expectedCalibrationError)}});
    }
    if (e.band && e.escalation) {
        const EscalationOutcome &o = *e.escalation;
        json.insert(QStringLiteral("escalation"),
                    QJsonObject{{QStringLiteral("low"), e.band->low}, {QStringLiteral("high"), e.band->high},
                                {QStringLiteral("max_missed_fail"), options.budget.maxMissedFail},
                                {QStringLiteral("max_false_fail"), options.budget.maxFalseFail},
                                {QStringLiteral("fit_items"), e.fitItems}, {QStringLiteral("report_items"), e.reportItems},
                                {QStringLiteral("escalation_rate"), number(o.escalationRate)},
                                {QStringLiteral("auto_pass"), o.autoPass}, {QStringLiteral("auto_fail"), o.autoFail},
                                {QStringLiteral("escalated"), o.escalated}, {QStringLiteral("missed_fail"), o.missedFail},
                                {QStringLiteral("false_fail"), o.falseFail},
                                {QStringLiteral("accuracy_outside_band"), number(o.accuracyOutsideBand)}});
    }
    return json;
}

QByteArray csvOf(const JudgeReportData &data)
{
    QByteArray out = "judge_model,rubric_sha256,question_id,answer_id,human,judge,p_fail,split\n";
    const auto field = [](const QString &text) {
        QString quoted = text;
        if (!quoted.contains(QLatin1Char(',')) && !quoted.contains(QLatin1Char('"')))
            return quoted.toUtf8();
        quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
        return (QLatin1Char('"') + quoted + QLatin1Char('"')).toUtf8();
    };
    for (const JudgeEvaluation &e : data.judges) {
        for (const JudgeReportItem &item : e.items) {
            out += field(e.judge.judgeModel) + ',' + e.judge.rubricSha256.toUtf8() + ',' + field(item.questionId) + ','
                   + field(item.answerId) + ',' + kVerdictKeys[int(item.human)] + ',' + kVerdictKeys[int(item.judge)]
                   + ',' + (item.probability ? formatNumber(*item.probability) : QByteArray()) + ','
                   + (item.fitSplit ? "fit" : "report") + '\n';
        }
    }
    return out;
}

void judgeHtml(HtmlReport &html, const JudgeEvaluation &e, const JudgeReportData &data)
{
    const JudgeAgreement &a = e.agreement;
    if (e.judge.rubricSha256.isEmpty()) {
        html.heading(tr("Judge %1 (rubric unknown)").arg(e.judge.judgeModel));
        html.warning(tr("These verdicts name no rubric (no “rubric_sha256” in the file): the judge cannot be "
                        "reproduced from this report."));
    } else {
        html.heading(tr("Judge %1 (rubric %2)").arg(e.judge.judgeModel, e.judge.rubricSha256.left(12)));
    }
    if (!e.mayGate)
        html.warning(tr("This judge may not gate anything: it needs κ ≥ %1 and FAIL recall ≥ %2 against humans "
                        "(methodology §11.1).")
                         .arg(formatLocaleNumber(kJudgeKappaGate), formatLocaleNumber(kJudgeFailRecallGate)));
    html.facts({{tr("Labeled answers"), QString::number(a.items)},
                {tr("Decided (pass or fail)"), QStringLiteral("%1 (%2)").arg(argText(a.decided), argText(show(a.coverage)))},
                {tr("Refusals (counted apart)"), QString::number(a.judgeCounts[3])},
                {tr("Unknown (counted apart)"), QString::number(a.judgeCounts[2])},
                {tr("Verdicts without a human label"), QString::number(e.unlabeledVerdicts)},
                {tr("Human labels without a verdict"), QString::number(e.labelsWithoutVerdict)},
                {tr("Accuracy"), show(a.accuracy)},
                {tr("Cohen's κ (95% interval)"),
                 QStringLiteral("%1 [%2%3%4]").arg(show(a.kappa), show(e.kappaInterval.lower), localeListSeparator(), show(e.kappaInterval.upper))}});
    html.table({tr("Class"), tr("Precision"), tr("Recall"), tr("Support")},
               {{tr("FAIL"), show(a.fail.precision), show(a.fail.recall), QString::number(a.fail.support)},
                {tr("PASS"), show(a.pass.precision), show(a.pass.recall), QString::number(a.pass.support)}},
               {false, true, true, true}, tr("Per class, FAIL first"));
    html.table({tr("Human \\ judge"), tr("fail"), tr("pass"), tr("unknown"), tr("refusal"), tr("Human total")},
               {{tr("fail"), QString::number(a.confusion[0][0]), QString::number(a.confusion[0][1]),
                 QString::number(a.confusion[0][2]), QString::number(a.confusion[0][3]), QString::number(a.humanCounts[0])},
                {tr("pass"), QString::number(a.confusion[1][0]), QString::number(a.confusion[1][1]),
                 QString::number(a.confusion[1][2]), QString::number(a.confusion[1][3]), QString::number(a.humanCounts[1])},
                {tr("Judge total"), QString::number(a.judgeCounts[0]), QString::number(a.judgeCounts[1]),
                 QString::number(a.judgeCounts[2]), QString::number(a.judgeCounts[3]), QString::number(a.items)}},
               {false, true, true, true, true, true}, tr("Confusion matrix and both label distributions"));
    BarSeries kappa{tr("κ"), {a.kappa, data.human.estimate}, {e.kappaInterval.lower, data.human.lower},
                    {e.kappaInterval.upper, data.human.upper}};
    // κ can fall below zero: show the lowest whisker.
    double lowest = 0.0;
    for (const auto &value : {a.kappa, e.kappaInterval.lower, data.human.estimate, data.human.lower}) {
        if (value)
            lowest = std::min(lowest, std::max(-1.0, std::floor(*value * 4.0) / 4.0));
    }
    html.raw(SvgChart::groupedBars(tr("Judge κ against the humans' own κ (the ceiling)"),
                                   {tr("judge vs human"), tr("human vs human")}, {kappa}, lowest, 1.0,
                                   {{kJudgeKappaGate, tr("gate %1").arg(formatLocaleNumber(kJudgeKappaGate))}}));
    if (e.reliability) {
        std::vector<ReliabilityPoint> points;
        for (const ReliabilityBin &bin : e.reliability->bins)
            points.push_back({bin.lower, bin.upper, bin.count, bin.meanConfidence, bin.accuracy});
        html.raw(SvgChart::reliability(tr("Reliability: P(fail) against the observed share of human FAIL"), points,
                                       tr("mean P(fail) in the bin"), tr("share labeled FAIL by humans")));
        html.paragraph(tr("ECE %1 over %2 answers with a probability (below ~0.05: thresholds on P(fail) are usable).")
                           .arg(argText(show(e.reliability->expectedCalibrationError)), argText(e.withProbability)));
    }
    if (e.band && e.escalation) {
        const EscalationOutcome &o = *e.escalation;
        html.paragraph(tr("Escalation band (%1, %2), fitted on %3 answers and reported on the other %4: escalation "
                          "rate %5; %6 auto-pass, %7 auto-fail, %8 escalated; %9 FAIL answers auto-passed.")
                           .arg(argText(show(e.band->low)), argText(show(e.band->high)), argText(e.fitItems), argText(e.reportItems), argText(show(o.escalationRate)), argText(o.autoPass), argText(o.autoFail), argText(o.escalated), argText(o.missedFail)));
    }
}

} // namespace

ReportContent JudgeReport::render(const JudgeReportData &data, const QString &title)
{
    ReportContent content;
    content.title = title;
    QJsonArray judges;
    for (const JudgeEvaluation &e : data.judges)
        judges.append(judgeJson(e, data.options));
    const QJsonObject json{
        {QStringLiteral("kind"), QStringLiteral("judge")},
        {QStringLiteral("title"), title},
        {QStringLiteral("human_labels"), data.humanLabels},
        {QStringLiteral("human_label_source"), QStringLiteral("human_verdicts")},
        {QStringLiteral("probability"), QStringLiteral("p_fail")},
        {QStringLiteral("human_kappa"),
         QJsonObject{{QStringLiteral("estimate"), number(data.human.estimate)},
                     {QStringLiteral("lower"), number(data.human.lower)},
                     {QStringLiteral("upper"), number(data.human.upper)},
                     {QStringLiteral("source"), data.human.source},
                     {QStringLiteral("version"), data.human.version},
                     {QStringLiteral("units"), data.human.units},
                     {QStringLiteral("measure"), QStringLiteral("cohen_kappa_binary_grade_ge_2")}}},
        {QStringLiteral("gate"), QJsonObject{{QStringLiteral("kappa_min"), kJudgeKappaGate},
                                             {QStringLiteral("fail_recall_min"), kJudgeFailRecallGate}}},
        {QStringLiteral("judges"), judges},
        {QStringLiteral("tool"), QStringLiteral("touchstone " TOUCHSTONE_VERSION)}};
    content.json = ReportJson::write(json) + '\n';
    content.csv = csvOf(data);

    HtmlReport html(title);
    html.facts({{tr("Human labels"), tr("%1 answers (touchstone judges calibration)").arg(data.humanLabels)},
                {tr("Human–human κ of the golden set"),
                 data.human.estimate
                     ? QStringLiteral("%1 [%2%3%4] (%5)").arg(show(data.human.estimate), show(data.human.lower), localeListSeparator(),
                                                                  show(data.human.upper), data.human.source)
                     : tr("not available")},
                {tr("Probability"), tr("read as P(fail), the probability that the answer is bad")}});
    for (const JudgeEvaluation &e : data.judges)
        judgeHtml(html, e, data);
    content.html = html.finish(tr("Written by Touchstone %1. Accuracy, κ and per-class figures count only the answers "
                                  "the judge decided (pass or fail); unknown and refusal are their own outcomes.")
                                   .arg(QStringLiteral(TOUCHSTONE_VERSION)))
                       .toUtf8();
    return content;
}

} // namespace touchstone
