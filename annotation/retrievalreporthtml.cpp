// The HTML rendering of the retrieval report (retrievalreport.h).

#include "htmlreport.h"
#include "metrics/numberformat.h"
#include "retrievalreport.h"
#include "svgchart.h"
#include "metrics/argtext.h"

#include <algorithm>

namespace touchstone {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return RetrievalReportHtml::tr(text, disambiguation, n);
}

// Every number of the page is for people: the user's locale ("0,750").
QString show(const std::optional<double> &value, int decimals = 3)
{
    return value ? formatLocaleFixed(*value, decimals) : tr("n/a");
}

QString signedShow(const std::optional<double> &value, int decimals = 3)
{
    if (!value)
        return tr("n/a");
    return (*value > 0 ? QStringLiteral("+") : QString()) + formatLocaleFixed(*value, decimals);
}

QString interval(const std::optional<double> &low, const std::optional<double> &high)
{
    if (!low || !high)
        return tr("n/a");
    return QStringLiteral("[%1%2%3]").arg(signedShow(low), localeListSeparator(), signedShow(high));
}

void instrument(HtmlReport &html, const RetrievalReportInput &input)
{
    const RunEvaluation &first = input.runs.front();
    QStringList cutoffs;
    for (const long k : first.settings.cutoffs)
        cutoffs << QString::number(k);
    html.heading(tr("Instrument"));
    html.facts({{tr("Golden-set version"), first.version},
                {tr("Corpus digest"), first.corpusDigest},
                {tr("Metric definitions"), first.metricVersion},
                {tr("Hit rule"), first.hitRule},
                {tr("Judged rule"), first.judgedRule},
                {tr("nDCG gain"), gainFunctionName(first.settings.gain) + QStringLiteral(" (")
                                      + (first.settings.gain == GainFunction::Exponential ? QStringLiteral("2^g − 1")
                                                                                          : QStringLiteral("g"))
                                      + QLatin1Char(')')},
                {tr("Relevant"), tr("grade ≥ %1").arg(first.settings.relevanceLevel)},
                {tr("Cutoffs k"), cutoffs.join(QStringLiteral(", "))},
                {tr("Unanswerable questions"), tr("excluded from every retrieval metric, counted apart")}});
    QStringList headers{tr("Run"), tr("Level"), tr("Configuration sha256"), tr("Pool sha256")};
    std::vector<QStringList> rows;
    for (const RunEvaluation &run : input.runs)
        rows.push_back({run.runName, runLevelKey(run.level), run.configSha256.isEmpty() ? tr("none") : run.configSha256,
                        run.poolSha256.left(16)});
    html.table(headers, rows);
}

void overview(HtmlReport &html, const RetrievalReportInput &input)
{
    const QStringList metrics{QStringLiteral("recall@10"), QStringLiteral("precision@10"), QStringLiteral("success@10"),
                              QStringLiteral("mrr@10"),    QStringLiteral("ndcg@10"),      QStringLiteral("map"),
                              QStringLiteral("bpref"),     QStringLiteral("judged@10")};
    html.heading(tr("Overall"));
    QStringList headers{tr("Run"), tr("Answerable"), tr("Unanswerable")};
    headers << metrics;
    std::vector<QStringList> rows;
    for (const RunEvaluation &run : input.runs) {
        QStringList row{run.runName, QString::number(run.overall.answerable), QString::number(run.overall.unanswerable)};
        for (const QString &metric : metrics) {
            const int c = run.metricIndex(metric);
            row << (c >= 0 ? show(run.overall.metrics[size_t(c)].mean) : tr("n/a"));
        }
        rows.push_back(row);
    }
    std::vector<bool> numeric(size_t(headers.size()), true);
    numeric[0] = false;
    html.table(headers, rows, numeric);
}

void strata(HtmlReport &html, const RetrievalReportInput &input)
{
    const RunEvaluation &first = input.runs.front();
    const QString primary = first.settings.primaryMetric;
    QStringList categories;
    for (const GroupSummary &group : first.strata)
        categories << group.stratum;
    std::vector<BarSeries> series;
    for (const RunEvaluation &run : input.runs) {
        BarSeries bars;
        bars.name = run.runName;
        const int c = run.metricIndex(primary);
        for (const QString &stratum : categories) {
            const auto group = std::find_if(run.strata.begin(), run.strata.end(),
                                            [&](const GroupSummary &g) { return g.stratum == stratum; });
            const MetricAggregate *aggregate =
                group != run.strata.end() && c >= 0 ? &group->metrics[size_t(c)] : nullptr;
            bars.values.push_back(aggregate ? aggregate->mean : std::nullopt);
            bars.lower.push_back(aggregate ? aggregate->lower : std::nullopt);
            bars.upper.push_back(aggregate ? aggregate->upper : std::nullopt);
        }
        series.push_back(bars);
    }
    html.heading(tr("Per stratum"));
    html.raw(SvgChart::groupedBars(tr("%1 per stratum (whiskers: 95% bootstrap interval over questions)").arg(primary),
                                   categories, series));
    QStringList headers{tr("Run"), tr("Stratum"), tr("Answerable"), tr("Unanswerable"), primary, tr("95% interval"),
                        QStringLiteral("recall@10"), QStringLiteral("judged@10")};
    std::vector<QStringList> rows;
    for (const RunEvaluation &run : input.runs) {
        const int c = run.metricIndex(primary);
        const int recall = run.metricIndex(QStringLiteral("recall@10"));
        for (const GroupSummary &group : run.strata) {
            rows.push_back({run.runName, group.stratum, QString::number(group.answerable),
                            QString::number(group.unanswerable), show(group.metrics[size_t(c)].mean),
                            interval(group.metrics[size_t(c)].lower, group.metrics[size_t(c)].upper),
                            show(group.metrics[size_t(recall)].mean), show(group.judgedAtWarningK)});
        }
    }
    html.table(headers, rows, {false, false, true, true, true, false, true, true});
}

void comparisons(HtmlReport &html, const RetrievalReportInput &input)
{
    if (!input.baseline || input.comparisons.empty())
        return;
    html.heading(tr("Against the baseline %1").arg(input.runs[*input.baseline].runName));
    const RunComparison &first = input.comparisons.front();
    html.paragraph(tr("Paired over the questions both runs answer; delta = candidate − baseline. Gate: FAIL when the "
                      "whole interval lies below zero and the drop is at least %1; WARN when it lies below zero but "
                      "the drop is smaller; PASS otherwise. p values are Holm-corrected over the %n comparison(s).",
                      nullptr, first.family)
                       .arg(formatLocaleNumber(first.minimumEffect)),
                   QStringLiteral("note"));
    QStringList headers{tr("Candidate"), tr("Metric"), tr("n"), tr("Baseline"), tr("Candidate mean"), tr("Delta"),
                        tr("95% interval"), tr("p"), tr("p (Holm)"), tr("Wins / losses / ties"), tr("MDE"), tr("Gate")};
    std::vector<QStringList> rows;
    for (const RunComparison &comparison : input.comparisons) {
        const PairedComparison &stats = comparison.stats;
        const WinsLossesTies &counts = stats.bootstrap.counts;
        rows.push_back({comparison.candidate, comparison.metric, QString::number(stats.n), show(stats.meanA),
                        show(stats.meanB), signedShow(stats.bootstrap.delta),
                        interval(stats.bootstrap.intervalLow, stats.bootstrap.intervalHigh), show(stats.bootstrap.p, 4),
                        show(comparison.adjustedP, 4),
                        QStringLiteral("%1 / %2 / %3").arg(argText(counts.wins), argText(counts.losses), argText(counts.ties)),
                        show(stats.minimumDetectableEffect), gateVerdictName(stats.gate.verdict)});
    }
    html.table(headers, rows, {false, false, true, true, true, true, false, true, true, false, true, false});
    for (const RunComparison &comparison : input.comparisons) {
        html.heading(tr("%1 against %2").arg(comparison.candidate, comparison.baseline), 3);
        std::vector<double> deltas;
        for (const QuestionDelta &delta : comparison.deltas)
            deltas.push_back(delta.delta);
        const PairedBootstrapResult &boot = comparison.stats.bootstrap;
        html.raw(SvgChart::sortedDeltas(tr("Per-question %1 delta, sorted").arg(comparison.metric), deltas, boot.delta,
                                        boot.intervalLow, boot.intervalHigh,
                                        tr("%1 wins, %2 losses, %3 ties (band: 95% interval of the mean delta)")
                                            .arg(argText(boot.counts.wins), argText(boot.counts.losses), argText(boot.counts.ties))));
        std::vector<QStringList> strataRows;
        for (const StratumComparison &stratum : comparison.strata) {
            if (!stratum.stats) {
                strataRows.push_back({stratum.stratum, QString::number(stratum.n), tr("n/a"), tr("n/a"), tr("n/a"),
                                      tr("n/a")});
                continue;
            }
            const PairedBootstrapResult &b = stratum.stats->bootstrap;
            strataRows.push_back({stratum.stratum, QString::number(stratum.n), signedShow(b.delta),
                                  interval(b.intervalLow, b.intervalHigh),
                                  QStringLiteral("%1 / %2 / %3").arg(argText(b.counts.wins), argText(b.counts.losses), argText(b.counts.ties)),
                                  gateVerdictName(stratum.stats->gate.verdict)});
        }
        html.table({tr("Stratum"), tr("n"), tr("Delta"), tr("95% interval"), tr("Wins / losses / ties"), tr("Gate")},
                   strataRows, {false, true, true, false, false, false});
        for (const QString &warning : comparison.warnings)
            html.warning(warning);
    }
}

void rerank(HtmlReport &html, const RetrievalReportInput &input)
{
    bool any = false;
    for (const RunEvaluation &run : input.runs) {
        if (!run.overall.rerank)
            continue;
        if (!any)
            html.heading(tr("Rerank movement"));
        any = true;
        const RerankMovement &movement = *run.overall.rerank;
        html.raw(SvgChart::stackedBar(tr("%1: relevant passage in the top %2 before and after reranking")
                                          .arg(argText(run.runName), argText(run.settings.rerankK)),
                                      {tr("rescued"), tr("broke"), tr("kept"), tr("missed both")},
                                      {movement.rescued, movement.broke, movement.kept, movement.missedBoth}));
    }
}

void worstQuestions(HtmlReport &html, const RetrievalReportInput &input)
{
    constexpr size_t kShown = 50;
    html.heading(tr("Questions with the lowest %1").arg(input.runs.front().settings.primaryMetric));
    for (const RunEvaluation &run : input.runs) {
        const int c = run.metricIndex(run.settings.primaryMetric);
        const int recall = run.metricIndex(QStringLiteral("recall@10"));
        const int judged = run.metricIndex(QStringLiteral("judged@10"));
        std::vector<const QuestionResult *> answerable;
        for (const QuestionResult &question : run.questions) {
            if (question.answerable && question.values[size_t(c)])
                answerable.push_back(&question);
        }
        std::stable_sort(answerable.begin(), answerable.end(), [&](const QuestionResult *a, const QuestionResult *b) {
            return *a->values[size_t(c)] < *b->values[size_t(c)];
        });
        std::vector<QStringList> rows;
        for (size_t i = 0; i < std::min(kShown, answerable.size()); ++i) {
            const QuestionResult &q = *answerable[i];
            rows.push_back({q.externalId, q.stratum, QString::number(q.retrieved), show(q.values[size_t(c)]),
                            show(q.values[size_t(recall)]), show(q.values[size_t(judged)])});
        }
        html.table({tr("Question"), tr("Stratum"), tr("Retrieved"), run.settings.primaryMetric,
                    QStringLiteral("recall@10"), QStringLiteral("judged@10")},
                   rows, {false, false, true, true, true, true},
                   tr("%1: %2 of %3 answerable questions (every question is in the CSV and JSON)")
                       .arg(argText(run.runName), argText(rows.size()), argText(answerable.size())));
    }
}

} // namespace

QString RetrievalReportHtml::render(const RetrievalReportInput &input)
{
    HtmlReport html(input.title);
    if (input.runs.empty()) {
        html.paragraph(tr("No run."));
        return html.finish(tr("Touchstone %1").arg(QStringLiteral(TOUCHSTONE_VERSION)));
    }
    for (const RunEvaluation &run : input.runs) {
        for (const QString &warning : run.warnings)
            html.warning(run.runName + QStringLiteral(": ") + warning);
    }
    instrument(html, input);
    overview(html, input);
    strata(html, input);
    comparisons(html, input);
    rerank(html, input);
    worstQuestions(html, input);
    return html.finish(tr("Written by Touchstone %1. Definitions: recall@k, precision@k, success@k, MRR@k, MAP, "
                          "nDCG@k and bpref as trec_eval 10.0 computes them; judged@k is the share of the top k that "
                          "carries a judgment (methodology §3.6).")
                           .arg(QStringLiteral(TOUCHSTONE_VERSION)));
}

} // namespace touchstone
