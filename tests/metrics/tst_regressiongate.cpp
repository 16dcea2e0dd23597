#include "metrics/regressiongate.h"

#include "metrics/pairedbootstrap.h"

#include <QTest>

using namespace touchstone;

namespace {

// n queries with baseline 0.5; the candidate gains `step` on `wins` of them and
// loses `step` on `losses`.
void makeRuns(int n, int wins, int losses, double step, std::vector<double> &a, std::vector<double> &b)
{
    a.assign(std::size_t(n), 0.5);
    b = a;
    for (int i = 0; i < wins; ++i)
        b[std::size_t(i)] += step;
    for (int i = 0; i < losses; ++i)
        b[std::size_t(n - 1 - i)] -= step;
}

GateVerdict verdictOf(const std::vector<double> &a, const std::vector<double> &b, double minimumEffect,
                      MetricDirection direction = MetricDirection::HigherIsBetter, quint64 seed = 0)
{
    PairedBootstrapOptions options;
    options.seed = seed;
    const auto r = pairedBootstrap(a, b, options);
    return gateDecision(r->delta, r->intervalLow, r->intervalHigh, minimumEffect, direction)->verdict;
}

} // namespace

class TestRegressionGate : public QObject
{
    Q_OBJECT

private slots:
    // §14: "recall@10 drops by 0.03 with interval [-0.05, -0.01]: the whole
    // interval is below zero and the drop exceeds 0.02, so the build fails. A
    // drop of 0.01 with the same kind of interval only warns."
    void workedExampleOfSection14()
    {
        const auto fail = gateDecision(-0.03, -0.05, -0.01, 0.02);
        QVERIFY(fail);
        QCOMPARE(fail->verdict, GateVerdict::Fail);
        QVERIFY(fail->reason.contains(QStringLiteral("below zero")));
        QCOMPARE(gateDecision(-0.01, -0.018, -0.002, 0.02)->verdict, GateVerdict::Warn);
        QCOMPARE(gateVerdictName(GateVerdict::Fail), QStringLiteral("FAIL"));
        QCOMPARE(gateVerdictName(GateVerdict::Warn), QStringLiteral("WARN"));
        QCOMPARE(gateVerdictName(GateVerdict::Pass), QStringLiteral("PASS"));
    }

    void intervalPositions()
    {
        // Straddling zero: not shown to be a regression, whatever the delta.
        QCOMPARE(gateDecision(-0.06, -0.13, 0.01, 0.02)->verdict, GateVerdict::Pass);
        // Touching zero is not "entirely below".
        QCOMPARE(gateDecision(-0.05, -0.1, 0.0, 0.02)->verdict, GateVerdict::Pass);
        // Entirely above zero: an improvement.
        QCOMPARE(gateDecision(0.10, 0.04, 0.17, 0.02)->verdict, GateVerdict::Pass);
        // No interval (one query): no regression shown.
        QCOMPARE(gateDecision(-0.5, std::nullopt, std::nullopt, 0.02)->verdict, GateVerdict::Pass);
        // Minimum effect 0: every credible drop fails.
        QCOMPARE(gateDecision(-0.001, -0.002, -0.0005, 0.0)->verdict, GateVerdict::Fail);
    }

    // A drop of 0.02 computed from scores is rarely exactly 0.02.
    void dropEqualToTheMinimumEffectFails()
    {
        const double computed = 0.41 - 0.43; // -0.020000000000000018 in doubles
        QCOMPARE(gateDecision(computed, -0.03, -0.01, 0.02)->verdict, GateVerdict::Fail);
        QCOMPARE(gateDecision(-0.019999999999999997, -0.03, -0.01, 0.02)->verdict, GateVerdict::Fail); // just short of 0.02
        QCOMPARE(gateDecision(-0.0199, -0.03, -0.01, 0.02)->verdict, GateVerdict::Warn);
    }

    void lowerIsBetterIsMirrored()
    {
        const auto lower = MetricDirection::LowerIsBetter;
        QCOMPARE(gateDecision(0.03, 0.01, 0.05, 0.02, lower)->verdict, GateVerdict::Fail);
        QCOMPARE(gateDecision(0.01, 0.002, 0.018, 0.02, lower)->verdict, GateVerdict::Warn);
        QCOMPARE(gateDecision(-0.03, -0.05, -0.01, 0.02, lower)->verdict, GateVerdict::Pass);
        QVERIFY(gateDecision(0.03, 0.01, 0.05, 0.02, lower)->reason.contains(QStringLiteral("above zero")));
    }

    // Constructed runs through the bootstrap: the verdicts the gate exists for.
    void verdictsOnConstructedRuns()
    {
        std::vector<double> a, b;
        // Clear regression: loses 1.0 on 60 of 300 queries, wins on 10: delta -0.167.
        makeRuns(300, 10, 60, 1.0, a, b);
        QCOMPARE(verdictOf(a, b, 0.02), GateVerdict::Fail);
        // Small real drop: 60 losses and 10 wins of 0.5 on 2000 queries: delta
        // -0.0125, interval about [-0.017, -0.008], below the 0.02 bar.
        makeRuns(2000, 10, 60, 0.5, a, b);
        QCOMPARE(verdictOf(a, b, 0.02), GateVerdict::Warn);
        // Noise: 20 wins, 22 losses on 200 queries.
        makeRuns(200, 20, 22, 1.0, a, b);
        QCOMPARE(verdictOf(a, b, 0.02), GateVerdict::Pass);
        // Improvement: 50 wins, 10 losses.
        makeRuns(200, 50, 10, 1.0, a, b);
        QCOMPARE(verdictOf(a, b, 0.02), GateVerdict::Pass);
        // The same regression on a lower-is-better metric is an improvement.
        makeRuns(300, 10, 60, 1.0, a, b);
        QCOMPARE(verdictOf(a, b, 0.02, MetricDirection::LowerIsBetter), GateVerdict::Pass);
    }

    // §20.2: "run the same config 10 times and check zero false failures".
    void identicalRunsNeverFail()
    {
        std::vector<double> a, b;
        makeRuns(150, 0, 0, 0.0, a, b);
        for (quint64 seed = 0; seed < 10; ++seed)
            QCOMPARE(verdictOf(a, b, 0.02, MetricDirection::HigherIsBetter, seed), GateVerdict::Pass);
    }

    void rejectsInvalidInput()
    {
        QVERIFY(!gateDecision(-0.03, -0.05, -0.01, -0.02));
        QVERIFY(!gateDecision(-0.03, -0.01, -0.05, 0.02));
        QVERIFY(!gateDecision(-0.03, -0.05, -0.01, std::numeric_limits<double>::infinity()));
    }
};

QTEST_GUILESS_MAIN(TestRegressionGate)
#include "tst_regressiongate.moc"
