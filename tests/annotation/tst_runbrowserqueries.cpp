// What the run browser reads through RunStore: pages with more metric
// columns, judge verdict counts, the "failing" filter (a metric at most a
// bound, a judge FAIL, or either), counts left out on later pages, the
// headline means of the run list; and RunEvaluator::settingsFromKey.
// Values worked out by hand in common/runbrowserfixture.h (base run):
//
//   question  success@10  recall@10  mrr@10  ndcg@10                    judged@10
//   q1        1           1          1       1                          1
//   q2        0           0          0       0                          1/2
//   q3        1           1/2        1       3 / (3 + 3/log2 3)         1
//   q4        0           0          0       0                          0
//   q5        (no answer in the corpus: no values)
//   q6        1           1          1       1                          1

#include "common/runbrowserfixture.h"

#include <QTest>

#include <cmath>

using namespace touchstone;

namespace {

QStringList ids(const RunQuestionPage &page)
{
    QStringList out;
    for (const RunQuestionRow &row : page.rows)
        out << row.externalId;
    return out;
}

QStringList list(std::initializer_list<const char *> names)
{
    QStringList out;
    for (const char *name : names)
        out << QLatin1String(name);
    return out;
}

} // namespace

class TestRunBrowserQueries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void headlineMeans();
    void columnsAndJudgeCounts();
    void sortWithTiesAndUndefinedLast();
    void sortedPagesCrossIntoUndefined();
    void failingFilter_data();
    void failingFilter();
    void laterPagesSkipTheCount();
    void noEvaluationStillLists();
    void settingsFromKey();

private:
    RunQuestionQuery query() const;

    testing::RunBrowserFixture m_fixture;
};

void TestRunBrowserQueries::initTestCase()
{
    m_fixture = testing::makeRunBrowserFixture();
    QVERIFY2(m_fixture.error.isEmpty(), qPrintable(m_fixture.error));
}

RunQuestionQuery TestRunBrowserQueries::query() const
{
    RunQuestionQuery query;
    query.runId = m_fixture.base.id;
    return query;
}

void TestRunBrowserQueries::headlineMeans()
{
    const std::vector<RunListEntry> runs = RunStore(*m_fixture.project->store).list();
    QCOMPARE(int(runs.size()), 2);
    const RunListEntry &base = runs[0];
    QCOMPARE(base.run.name, QStringLiteral("base"));
    QCOMPARE(base.run.questionCount, 6);
    const double ndcg3 = 3.0 / (3.0 + 3.0 / std::log2(3.0));
    QVERIFY(std::abs(*base.mean(QStringLiteral("ndcg@10")) - (2.0 + ndcg3) / 5.0) < 1e-12);
    QCOMPARE(*base.mean(QStringLiteral("recall@10")), 0.5);
    QCOMPARE(*base.mean(QStringLiteral("mrr@10")), 0.6);
    QCOMPARE(*base.mean(QStringLiteral("success@10")), 0.6);
    QCOMPARE(*base.judgedAt10, 0.7);
    QVERIFY(base.judgedWarning);
    QVERIFY(!base.mean(QStringLiteral("no-such-metric")).has_value());
}

void TestRunBrowserQueries::columnsAndJudgeCounts()
{
    RunQuestionQuery request = query();
    request.columns = list({"success@10", "recall@10", "judged@10"});
    const RunQuestionPage page = RunStore(*m_fixture.project->store).questions(request);
    QCOMPARE(page.total, 6);
    QCOMPARE(ids(page), list({"q1", "q2", "q3", "q4", "q5", "q6"}));
    QVERIFY(!page.settings.isEmpty());
    const RunQuestionRow &q3 = page.rows[2];
    QCOMPARE(int(q3.columns.size()), 3);
    QCOMPARE(*q3.columns[0], 1.0);
    QCOMPARE(*q3.columns[1], 0.5);
    QCOMPARE(*page.rows[1].columns[2], 0.5); // q2: one of two judged
    QVERIFY(!page.rows[4].columns[0].has_value()); // q5 has no values
    QCOMPARE(page.rows[0].judgeVerdicts, 1);
    QCOMPARE(page.rows[0].judgeFails, 0);
    QCOMPARE(page.rows[3].judgeVerdicts, 1);
    QCOMPARE(page.rows[3].judgeFails, 1);
    QCOMPARE(page.rows[1].judgeVerdicts, 0);
}

void TestRunBrowserQueries::sortWithTiesAndUndefinedLast()
{
    const RunStore runs(*m_fixture.project->store);
    RunQuestionQuery request = query();
    request.sortMetric = QStringLiteral("ndcg@10");
    QCOMPARE(ids(runs.questions(request)), list({"q2", "q4", "q3", "q1", "q6", "q5"}));
    request.descending = true;
    // Ties keep external-id order; a question without a value stays last.
    QCOMPARE(ids(runs.questions(request)), list({"q1", "q6", "q3", "q2", "q4", "q5"}));
    request.sortMetric = QStringLiteral("id");
    QCOMPARE(ids(runs.questions(request)), list({"q6", "q5", "q4", "q3", "q2", "q1"}));
    request.descending = false;
    request.offset = 2;
    request.limit = 3;
    QCOMPARE(ids(runs.questions(request)), list({"q3", "q4", "q5"}));
}

// Pages of a sort by a metric read the questions with a value (in value
// order) and then those without (in key order): a page may hold both, or
// start past every value.
void TestRunBrowserQueries::sortedPagesCrossIntoUndefined()
{
    const RunStore runs(*m_fixture.project->store);
    RunQuestionQuery request = query();
    request.sortMetric = QStringLiteral("ndcg@10");
    const auto page = [&](int offset, int limit) {
        request.offset = offset;
        request.limit = limit;
        return ids(runs.questions(request));
    };
    QCOMPARE(page(4, 2), list({"q6", "q5"}));
    QCOMPARE(page(5, 3), list({"q5"}));
    QCOMPARE(page(6, 3), QStringList());
    QCOMPARE(page(3, 1), list({"q1"}));
    request.descending = true;
    QCOMPARE(page(3, 2), list({"q2", "q4"}));
    QCOMPARE(page(4, 5), list({"q4", "q5"}));
    QCOMPARE(page(5, 1), list({"q5"}));
}

void TestRunBrowserQueries::failingFilter_data()
{
    QTest::addColumn<QString>("metric");
    QTest::addColumn<double>("maximum");
    QTest::addColumn<bool>("judgeFail");
    QTest::addColumn<QString>("sort");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("success@10 = 0") << QStringLiteral("success@10") << 0.0 << false << QStringLiteral("id")
                                    << list({"q2", "q4"});
    QTest::newRow("judge FAIL") << QString() << 0.0 << true << QStringLiteral("id") << list({"q4"});
    QTest::newRow("either") << QStringLiteral("success@10") << 0.0 << true << QStringLiteral("id") << list({"q2", "q4"});
    QTest::newRow("ndcg@10 <= 0.7, by recall") << QStringLiteral("ndcg@10") << 0.7 << false
                                               << QStringLiteral("recall@10") << list({"q2", "q4", "q3"});
    QTest::newRow("recall@10 <= 0.5 or FAIL") << QStringLiteral("recall@10") << 0.5 << true << QStringLiteral("id")
                                              << list({"q2", "q3", "q4"});
}

void TestRunBrowserQueries::failingFilter()
{
    QFETCH(QString, metric);
    QFETCH(double, maximum);
    QFETCH(bool, judgeFail);
    QFETCH(QString, sort);
    QFETCH(QStringList, expected);
    RunQuestionQuery request = query();
    request.failingMetric = metric;
    request.failingMaximum = maximum;
    request.judgeFail = judgeFail;
    request.sortMetric = sort;
    const RunQuestionPage page = RunStore(*m_fixture.project->store).questions(request);
    QCOMPARE(ids(page), expected);
    QCOMPARE(page.total, int(expected.size()));
    // With a stratum on top: only lexical questions (q1, q4) remain.
    request.stratum = QStringLiteral("lexical");
    QStringList lexical = expected;
    lexical.removeIf([](const QString &id) { return id != QLatin1String("q1") && id != QLatin1String("q4"); });
    QCOMPARE(ids(RunStore(*m_fixture.project->store).questions(request)), lexical);
}

void TestRunBrowserQueries::laterPagesSkipTheCount()
{
    RunQuestionQuery request = query();
    request.failingMetric = QStringLiteral("success@10");
    request.offset = 1;
    request.limit = 1;
    request.withTotal = false;
    const RunQuestionPage page = RunStore(*m_fixture.project->store).questions(request);
    QCOMPARE(page.total, -1);
    QCOMPARE(ids(page), list({"q4"}));
}

void TestRunBrowserQueries::noEvaluationStillLists()
{
    RunQuestionQuery request = query();
    request.settings = QStringLiteral("gain=linear;relevance=3;cutoffs=10"); // never evaluated
    request.sortMetric = QStringLiteral("ndcg@10");
    request.columns = list({"ndcg@10"});
    const RunQuestionPage page = RunStore(*m_fixture.project->store).questions(request);
    QCOMPARE(page.total, 6);
    QVERIFY(page.settings.isEmpty());
    for (const RunQuestionRow &row : page.rows)
        QVERIFY(!row.value && !row.columns[0]);
    request.runId = 999;
    QCOMPARE(RunStore(*m_fixture.project->store).questions(request).total, 0);
}

void TestRunBrowserQueries::settingsFromKey()
{
    EvaluationSettings linear;
    linear.gain = GainFunction::Linear;
    linear.relevanceLevel = 3;
    linear.cutoffs = {3, 100};
    linear.normalize();
    const auto parsed = RunEvaluator::settingsFromKey(linear.key(), QStringLiteral("map"));
    QVERIFY(parsed.has_value());
    QCOMPARE(parsed->key(), linear.key());
    QCOMPARE(parsed->gain, GainFunction::Linear);
    QCOMPARE(parsed->relevanceLevel, 3);
    QCOMPARE(parsed->primaryMetric, QStringLiteral("map"));
    const QString stored = RunStore(*m_fixture.project->store).list()[0].settings;
    QCOMPARE(RunEvaluator::settingsFromKey(stored)->key(), stored);
    for (const char *bad : {"", "gain=cubic;relevance=2;cutoffs=10", "gain=linear;relevance=4;cutoffs=10",
                            "gain=linear;relevance=2;cutoffs=0", "gain=linear;relevance=2", "gain=linear;gain=linear;cutoffs=1",
                            "gain=linear;relevance=2;cutoffs=10;extra=1"})
        QVERIFY2(!RunEvaluator::settingsFromKey(QLatin1String(bad)), bad);
}

QTEST_GUILESS_MAIN(TestRunBrowserQueries)
#include "tst_runbrowserqueries.moc"
