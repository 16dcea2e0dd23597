#include "metrics/samplestatistics.h"

#include "statsfixture.h"

#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

class TestSampleStatistics : public QObject
{
    Q_OBJECT

private slots:
    // numpy.quantile(values, q) (method "linear", Hyndman & Fan 7).
    void percentilesMatchNumpy()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("bootstrap.json"));
        const QJsonArray cases = fixture.value(QStringLiteral("percentiles")).toArray();
        QVERIFY(!cases.isEmpty());
        for (const QJsonValue &c : cases) {
            const QJsonObject o = c.toObject();
            const std::vector<double> values = toDoubles(o.value(QStringLiteral("values")));
            const std::vector<double> qs = toDoubles(o.value(QStringLiteral("q")));
            const std::vector<double> expected = toDoubles(o.value(QStringLiteral("expected")));
            for (std::size_t i = 0; i < qs.size(); ++i) {
                const auto actual = percentileOfSorted(values, qs[i]);
                QVERIFY(actual);
                QVERIFY2(near(*actual, expected[i], 1e-15, 1e-15),
                         qPrintable(QStringLiteral("n=%1 q=%2: %3 vs numpy %4")
                                        .arg(values.size())
                                        .arg(qs[i])
                                        .arg(*actual, 0, 'g', 17)
                                        .arg(expected[i], 0, 'g', 17)));
            }
        }
    }

    void percentileEdges()
    {
        QVERIFY(!percentileOfSorted({}, 0.5));
        QVERIFY(!percentileOfSorted({1.0, 2.0}, 1.5));
        QCOMPARE(*percentileOfSorted({1.0, 2.0, 4.0}, 1.0), 4.0);
        QCOMPARE(*percentileOfSorted({1.0, 2.0, 4.0}, 0.75), 3.0);
        QCOMPARE(*percentileOfSorted({7.0}, 0.3), 7.0);
    }

    void meanAndStandardDeviation()
    {
        QVERIFY(!sampleMean({}));
        QVERIFY(!sampleStandardDeviation({1.0}));
        QCOMPARE(*sampleMean({1.0, 2.0, 6.0}), 3.0);
        // sd(c(1, 2, 6)) in R = sqrt(7)
        QVERIFY(near(*sampleStandardDeviation({1.0, 2.0, 6.0}), std::sqrt(7.0), 1e-15));
        // Large offset: the two-pass formula keeps the digits.
        QVERIFY(near(*sampleStandardDeviation({1e9 + 1.0, 1e9 + 2.0, 1e9 + 6.0}), std::sqrt(7.0), 1e-9));
    }
};

QTEST_GUILESS_MAIN(TestSampleStatistics)
#include "tst_samplestatistics.moc"
