#include "metrics/paireddifferences.h"

#include <QTest>

#include <limits>

using namespace touchstone;

class TestPairedDifferences : public QObject
{
    Q_OBJECT

private slots:
    void candidateMinusBaseline()
    {
        const auto d = pairedDifferences({0.5, 1.0, 0.0}, {1.0, 0.5, 0.0});
        QVERIFY(d);
        QCOMPARE(*d, (std::vector<double>{0.5, -0.5, 0.0}));
    }

    void rejectsBadInput()
    {
        const auto unequal = pairedDifferences({1.0, 2.0}, {1.0});
        QVERIFY(!unequal);
        QVERIFY(unequal.error().contains(QStringLiteral("differ in length")));
        QVERIFY(!pairedDifferences({}, {}));
        const auto nan = pairedDifferences({1.0, std::numeric_limits<double>::quiet_NaN()}, {1.0, 1.0});
        QVERIFY(!nan);
        QVERIFY(nan.error().contains(QStringLiteral("2")));
        QVERIFY(!pairedDifferences({std::numeric_limits<double>::infinity()}, {1.0}));
    }

    void winsLossesTiesWithTolerance()
    {
        const std::vector<double> d{0.3, -0.2, 0.0, 0.01, -0.01, 1e-17};
        const WinsLossesTies exact = countWinsLossesTies(d);
        QCOMPARE(exact.wins, 3);
        QCOMPARE(exact.losses, 2);
        QCOMPARE(exact.ties, 1);
        const WinsLossesTies tolerant = countWinsLossesTies(d, 0.01);
        QCOMPARE(tolerant.wins, 1);
        QCOMPARE(tolerant.losses, 1);
        QCOMPARE(tolerant.ties, 4);
    }
};

QTEST_GUILESS_MAIN(TestPairedDifferences)
#include "tst_paireddifferences.moc"
