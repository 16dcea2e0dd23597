// Comparisons and the retrieval report on constructed evaluations: the gate
// verdicts, the paired statistics and Holm's correction equal what metrics/
// computes from the same per-question values, and the report's JSON is
// deterministic, parses, and its per-question part (written straight to
// bytes) is what the generic writer would write.

#include "annotation/reportjson.h"
#include "annotation/retrievalreport.h"
#include "annotation/runcomparison.h"
#include "metrics/holmcorrection.h"
#include "metrics/pairedcomparison.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace touchstone;

namespace {

// A run of `n` questions whose ndcg@10 is value(i); other metrics follow it.
RunEvaluation constructed(const QString &name, int n, const std::function<double(int)> &value,
                          const QString &version = QStringLiteral("v1"))
{
    RunEvaluation evaluation;
    evaluation.runName = name;
    evaluation.version = version;
    evaluation.hitRule = QStringLiteral("any_overlap");
    evaluation.metricVersion = retrievalMetricVersion();
    evaluation.settings.normalize();
    evaluation.settings.interval.resamples = 200;
    evaluation.columns = metricColumns(evaluation.settings.cutoffs, false);
    for (int i = 0; i < n; ++i) {
        QuestionResult question;
        question.runQuestionId = i + 1;
        question.uuid = QStringLiteral("uuid-%1").arg(i, 3, 10, QLatin1Char('0'));
        question.externalId = QStringLiteral("q%1").arg(i, 3, 10, QLatin1Char('0'));
        question.stratum = i % 3 == 0 ? QStringLiteral("lexical") : QStringLiteral("paraphrase");
        question.answerable = i % 10 != 9;
        question.retrieved = 10;
        question.values.assign(evaluation.columns.size(), std::nullopt);
        question.judged.assign(evaluation.columns.size(), std::nullopt);
        if (question.answerable) {
            for (size_t c = 0; c < evaluation.columns.size(); ++c)
                question.values[c] = evaluation.columns[c].family == MetricFamily::Judged ? 1.0 : value(i);
        }
        evaluation.questions.push_back(question);
    }
    RetrievalEvaluation::summarize(evaluation);
    return evaluation;
}

std::vector<double> answerableValues(int n, const std::function<double(int)> &value)
{
    std::vector<double> values;
    for (int i = 0; i < n; ++i) {
        if (i % 10 != 9)
            values.push_back(value(i));
    }
    return values;
}

double base(int i)
{
    return 0.3 + 0.4 * ((i * 37) % 11) / 10.0;
}

} // namespace

class TestRetrievalReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gateVerdicts_data();
    void gateVerdicts();
    void holmAcrossCandidates();
    void differentVersionsAreRefused();
    void reportIsDeterministic();
};

void TestRetrievalReport::gateVerdicts_data()
{
    QTest::addColumn<int>("shift"); // candidate = baseline + shift/1000, with noise of +-3/1000
    QTest::addColumn<QString>("verdict");
    QTest::newRow("improvement") << 40 << QStringLiteral("PASS");
    QTest::newRow("noise") << 0 << QStringLiteral("PASS");
    QTest::newRow("real small drop") << -10 << QStringLiteral("WARN");
    QTest::newRow("real large drop") << -60 << QStringLiteral("FAIL");
}

void TestRetrievalReport::gateVerdicts()
{
    QFETCH(int, shift);
    QFETCH(QString, verdict);
    const auto candidateValue = [&](int i) { return base(i) + (shift + (i % 7) - 3) / 1000.0; };
    const RunEvaluation a = constructed(QStringLiteral("base"), 200, base);
    const RunEvaluation b = constructed(QStringLiteral("cand"), 200, candidateValue);
    RunComparisonOptions options;
    options.metric = QStringLiteral("ndcg@10");
    const auto comparison = RunComparator::compare(a, b, options);
    QVERIFY2(comparison.ok(), qPrintable(comparison.error()));
    QCOMPARE(gateVerdictName(comparison->stats.gate.verdict), verdict);
    QCOMPARE(comparison->baseline, QStringLiteral("base"));
    QCOMPARE(comparison->stats.n, 180); // unanswerable questions are not paired

    // The same numbers as metrics/ on the raw per-question values.
    PairedComparisonOptions paired;
    paired.minimumEffect = 0.02;
    const auto reference = comparePaired(answerableValues(200, base), answerableValues(200, candidateValue), paired);
    QVERIFY(reference.ok());
    QCOMPARE(comparison->stats.bootstrap.delta, reference->bootstrap.delta);
    QCOMPARE(comparison->stats.bootstrap.intervalLow, reference->bootstrap.intervalLow);
    QCOMPARE(comparison->stats.bootstrap.intervalHigh, reference->bootstrap.intervalHigh);
    QCOMPARE(comparison->stats.bootstrap.p, reference->bootstrap.p);
    QCOMPARE(comparison->stats.bootstrap.counts.wins, reference->bootstrap.counts.wins);
    QCOMPARE(comparison->stats.minimumDetectableEffect, reference->minimumDetectableEffect);
    QCOMPARE(comparison->stats.gate.verdict, reference->gate.verdict);
    QCOMPARE(int(comparison->strata.size()), 2);
}

void TestRetrievalReport::holmAcrossCandidates()
{
    const RunEvaluation a = constructed(QStringLiteral("base"), 60, base);
    std::vector<RunComparison> comparisons;
    for (const int shift : {-30, 2, 25}) {
        const RunEvaluation b = constructed(QStringLiteral("c%1").arg(shift), 60,
                                            [&](int i) { return base(i) + (shift + (i % 5) - 2) / 1000.0; });
        comparisons.push_back(*RunComparator::compare(a, b, RunComparisonOptions()));
    }
    QVERIFY(RunComparator::correct(comparisons).ok());
    std::vector<double> raw;
    for (const RunComparison &comparison : comparisons)
        raw.push_back(*comparison.stats.bootstrap.p);
    const auto holm = holmCorrection(raw);
    QVERIFY(holm.ok());
    for (size_t i = 0; i < comparisons.size(); ++i) {
        QCOMPARE(*comparisons[i].adjustedP, holm->adjusted[i]);
        QCOMPARE(comparisons[i].significantAfterCorrection, bool(holm->rejected[i]));
        QCOMPARE(comparisons[i].family, 3);
        QVERIFY(*comparisons[i].adjustedP >= raw[i]);
    }
}

void TestRetrievalReport::differentVersionsAreRefused()
{
    const RunEvaluation a = constructed(QStringLiteral("a"), 20, base);
    const RunEvaluation b = constructed(QStringLiteral("b"), 20, base, QStringLiteral("v2"));
    const auto comparison = RunComparator::compare(a, b, RunComparisonOptions());
    QVERIFY(!comparison.ok());
    QVERIFY(comparison.error().contains(QStringLiteral("different golden-set versions")));
    RunComparisonOptions unknown;
    unknown.metric = QStringLiteral("ndcg@7");
    QVERIFY(!RunComparator::compare(a, a, unknown).ok());
}

void TestRetrievalReport::reportIsDeterministic()
{
    RetrievalReportInput input;
    input.title = QStringLiteral("Report “test”");
    input.runs = {constructed(QStringLiteral("base"), 30, base),
                  constructed(QStringLiteral("cand"), 30, [](int i) { return base(i) * 0.9; })};
    input.baseline = 0;
    input.comparisons.push_back(*RunComparator::compare(input.runs[0], input.runs[1], RunComparisonOptions()));
    QVERIFY(RunComparator::correct(input.comparisons).ok());
    const ReportContent first = RetrievalReport::build(input);
    const ReportContent second = RetrievalReport::build(input);
    QCOMPARE(first.json, second.json);
    QCOMPARE(first.csv, second.csv);
    QCOMPARE(first.html, second.html);

    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(first.json, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(json.value(QStringLiteral("kind")).toString(), QStringLiteral("retrieval"));
    QCOMPARE(json.value(QStringLiteral("baseline")).toString(), QStringLiteral("base"));
    QCOMPARE(json.value(QStringLiteral("instrument")).toObject().value(QStringLiteral("gain")).toString(),
             QStringLiteral("exponential"));
    const QJsonArray runs = json.value(QStringLiteral("runs")).toArray();
    QCOMPARE(runs.size(), 2);
    // The per-question array written straight to bytes equals the generic writer's.
    QJsonObject generic = RetrievalReport::evaluationJson(input.runs[0], true);
    QCOMPARE(runs[0].toObject(), generic);
    QByteArray direct;
    RetrievalReport::appendQuestionsJson(direct, input.runs[0], 3, ReportJson::Style::Indented);
    const QByteArray whole = ReportJson::write(QJsonObject{{QStringLiteral("x"), QJsonArray{QJsonObject{
                                                               {QStringLiteral("questions"), generic.value(QStringLiteral("questions"))}}}}});
    QVERIFY(whole.contains(direct));
    // Undefined values are null in JSON and empty in CSV, never 0 or NaN.
    const QJsonObject unanswerable = runs[0].toObject().value(QStringLiteral("questions")).toArray()[9].toObject();
    QVERIFY(!unanswerable.value(QStringLiteral("answerable")).toBool());
    QVERIFY(unanswerable.value(QStringLiteral("values")).toObject().value(QStringLiteral("map")).isNull());
    QVERIFY(!first.json.contains(": nan") && !first.json.contains("NaN") && !first.json.contains(": inf"));
    const QList<QByteArray> rows = first.csv.split('\n');
    QCOMPARE(rows.size(), 1 + 60 + 1);
    QVERIFY(rows[10].startsWith("base,q009,uuid-009,lexical,false,10,,"));
    const QJsonObject comparison = json.value(QStringLiteral("comparisons")).toArray()[0].toObject();
    QCOMPARE(comparison.value(QStringLiteral("gate")).toObject().value(QStringLiteral("verdict")).toString(),
             QStringLiteral("FAIL"));
    // Self-contained HTML: inline SVG, no script, no external resource.
    QVERIFY(first.html.contains("<svg"));
    QVERIFY(!first.html.contains("<script"));
    QVERIFY(!first.html.contains("src="));
    QVERIFY(!first.html.contains("<link"));
    QVERIFY(first.html.contains("Report “test”"));
    QVERIFY(first.html.contains("any_overlap"));
}

QTEST_GUILESS_MAIN(TestRetrievalReport)
#include "tst_retrievalreport.moc"
