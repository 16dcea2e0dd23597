#include "metrics/pairedttest.h"

#include "statsfixture.h"

#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

class TestPairedTTest : public QObject
{
    Q_OBJECT

private slots:
    // scipy.stats.ttest_rel(b, a) and R t.test(b, a, paired = TRUE).
    void matchesScipyAndR()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("paired_ttest.json"));
        const QJsonArray cases = fixture.value(QStringLiteral("cases")).toArray();
        QVERIFY(cases.size() >= 7);
        int defined = 0;
        for (const QJsonValue &c : cases) {
            const QJsonObject o = c.toObject();
            const QString name = o.value(QStringLiteral("name")).toString();
            const auto r = pairedTTest(toDoubles(o.value(QStringLiteral("a"))),
                                       toDoubles(o.value(QStringLiteral("b"))));
            QVERIFY(r);
            QCOMPARE(r->n, o.value(QStringLiteral("n")).toInt());
            QCOMPARE(r->degreesOfFreedom, o.value(QStringLiteral("df")).toInt());
            QVERIFY(near(r->meanDifference, o.value(QStringLiteral("mean")).toDouble(), 1e-12, 1e-15));
            QVERIFY(near(*r->standardDeviation, o.value(QStringLiteral("sd")).toDouble(), 1e-12));
            if (o.value(QStringLiteral("sd")).toDouble() == 0.0) {
                // scipy reports nan here; we report undefined.
                QVERIFY(!r->t && !r->p && !r->intervalLow);
                continue;
            }
            ++defined;
            const double t = o.value(QStringLiteral("t")).toDouble();
            QVERIFY2(near(*r->t, t, 1e-12, 1e-13),
                     qPrintable(QStringLiteral("%1: t %2 vs %3").arg(name).arg(*r->t).arg(t)));
            const double p = o.value(QStringLiteral("p")).toDouble();
            QVERIFY2(near(*r->p, p, 1e-11, 1e-300),
                     qPrintable(QStringLiteral("%1: p %2 vs %3").arg(name).arg(*r->p, 0, 'g', 17).arg(p, 0, 'g', 17)));
            QVERIFY(near(*r->p, o.value(QStringLiteral("r_p")).toDouble(), 1e-11, 1e-300));
            // R's interval (qt is sharp); scipy's carries t.ppf's ~1e-9 error.
            const std::vector<double> rInterval = toDoubles(o.value(QStringLiteral("r_ci95")));
            QVERIFY2(near(*r->intervalLow, rInterval[0], 1e-12, 1e-15)
                         && near(*r->intervalHigh, rInterval[1], 1e-12, 1e-15),
                     qPrintable(QStringLiteral("%1: [%2, %3] vs R [%4, %5]")
                                    .arg(name)
                                    .arg(*r->intervalLow, 0, 'g', 17)
                                    .arg(*r->intervalHigh, 0, 'g', 17)
                                    .arg(rInterval[0], 0, 'g', 17)
                                    .arg(rInterval[1], 0, 'g', 17)));
            const std::vector<double> scipy95 = toDoubles(o.value(QStringLiteral("ci95")));
            QVERIFY(near(*r->intervalLow, scipy95[0], 1e-8) && near(*r->intervalHigh, scipy95[1], 1e-8));
            const auto ninety = pairedTTest(toDoubles(o.value(QStringLiteral("a"))),
                                            toDoubles(o.value(QStringLiteral("b"))), 0.90);
            const std::vector<double> scipy90 = toDoubles(o.value(QStringLiteral("ci90")));
            QVERIFY(near(*ninety->intervalLow, scipy90[0], 1e-8) && near(*ninety->intervalHigh, scipy90[1], 1e-8));
        }
        QVERIFY(defined >= 6);
    }

    void undefinedCases()
    {
        const auto one = pairedTTest({0.1}, {0.4});
        QVERIFY(one);
        QVERIFY(!one->standardDeviation && !one->t && !one->p);
        // Equal differences: s = 0, t would be ±inf or 0/0.
        const auto constant = pairedTTest({0.1, 0.2, 0.3}, {0.6, 0.7, 0.8});
        QVERIFY(constant->standardDeviation && *constant->standardDeviation < 1e-15);
        QVERIFY(!pairedTTest({0.1, 0.2}, {0.2, 0.3}, 1.0));
        QVERIFY(!pairedTTest({0.1}, {0.2, 0.3}));
    }
};

QTEST_GUILESS_MAIN(TestPairedTTest)
#include "tst_pairedttest.moc"
