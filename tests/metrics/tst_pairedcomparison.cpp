#include "metrics/pairedcomparison.h"

#include "metrics/samplestatistics.h"
#include "statsfixture.h"

#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

class TestPairedComparison : public QObject
{
    Q_OBJECT

private slots:
    // The combined report holds exactly what its parts compute.
    void combinesItsParts()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("paired_ttest.json"));
        for (const QJsonValue &c : fixture.value(QStringLiteral("cases")).toArray()) {
            const QJsonObject o = c.toObject();
            const std::vector<double> a = toDoubles(o.value(QStringLiteral("a")));
            const std::vector<double> b = toDoubles(o.value(QStringLiteral("b")));
            PairedComparisonOptions options;
            options.bootstrap.seed = 5;
            options.bootstrap.resamples = 2000;
            const auto comparison = comparePaired(a, b, options);
            QVERIFY(comparison);
            QCOMPARE(comparison->n, int(a.size()));
            QCOMPARE(comparison->meanA, *sampleMean(a));
            QCOMPARE(comparison->meanB, *sampleMean(b));

            const auto bootstrap = pairedBootstrap(a, b, options.bootstrap);
            QCOMPARE(comparison->bootstrap.delta, bootstrap->delta);
            QCOMPARE(comparison->bootstrap.intervalLow, bootstrap->intervalLow);
            QCOMPARE(comparison->bootstrap.p, bootstrap->p);
            QCOMPARE(comparison->tTest.p, pairedTTest(a, b)->p);
            QCOMPARE(comparison->randomization.p, pairedRandomizationTest(a, b)->p);

            // σ_d and the MDE at this n (§3.3) against scipy's sd.
            QVERIFY(near(*comparison->sigmaD, o.value(QStringLiteral("sd")).toDouble(), 1e-12));
            QCOMPARE(*comparison->minimumDetectableEffect,
                     *minimumDetectableEffect(comparison->n, *comparison->sigmaD));
            const auto gate = gateDecision(bootstrap->delta, bootstrap->intervalLow,
                                           bootstrap->intervalHigh, 0.02);
            QCOMPARE(comparison->gate.verdict, gate->verdict);
        }
    }

    // The strong drop of the fixture (delta -0.23 on 40 queries) fails the
    // gate; the three tests agree that it is real.
    void strongDropFails()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("paired_ttest.json"));
        for (const QJsonValue &c : fixture.value(QStringLiteral("cases")).toArray()) {
            const QJsonObject o = c.toObject();
            if (o.value(QStringLiteral("name")).toString() != QStringLiteral("strong drop n=40"))
                continue;
            const auto comparison = comparePaired(toDoubles(o.value(QStringLiteral("a"))),
                                                  toDoubles(o.value(QStringLiteral("b"))));
            QCOMPARE(comparison->gate.verdict, GateVerdict::Fail);
            QVERIFY(*comparison->bootstrap.p < 0.001);
            QVERIFY(*comparison->tTest.p < 0.001);
            QVERIFY(comparison->randomization.p < 0.001);
            return;
        }
        QFAIL("fixture case missing");
    }

    void oneQueryAndErrors()
    {
        const auto one = comparePaired({0.5}, {1.0});
        QVERIFY(one);
        QVERIFY(!one->sigmaD && !one->minimumDetectableEffect);
        QCOMPARE(one->gate.verdict, GateVerdict::Pass);
        QVERIFY(!comparePaired({0.5, 0.2}, {1.0}));
        PairedComparisonOptions options;
        options.minimumEffect = -1.0;
        QVERIFY(!comparePaired({0.5, 0.2}, {1.0, 0.1}, options));
    }
};

QTEST_GUILESS_MAIN(TestPairedComparison)
#include "tst_pairedcomparison.moc"
