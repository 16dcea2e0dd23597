#include "metrics/judgereliability.h"

#include "statsfixture.h"

#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

namespace {

std::vector<HumanLabel> labels(const QJsonValue &fail)
{
    std::vector<HumanLabel> out;
    for (const QJsonValue &v : fail.toArray())
        out.push_back(v.toInt() == 1 ? HumanLabel::Fail : HumanLabel::Pass);
    return out;
}

} // namespace

class TestJudgeReliability : public QObject
{
    Q_OBJECT

private slots:
    // sklearn.calibration.calibration_curve(strategy='uniform'), numpy
    // histogram counts, ECE = sum count/N |prob_pred - prob_true|.
    void matchesScikitLearn()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("reliability.json"));
        const QJsonArray cases = fixture.value(QStringLiteral("cases")).toArray();
        QVERIFY(cases.size() >= 4);
        for (const QJsonValue &c : cases) {
            const QJsonObject o = c.toObject();
            const QString name = o.value(QStringLiteral("name")).toString();
            const int bins = o.value(QStringLiteral("bins")).toInt();
            const auto r = judgeReliability(toDoubles(o.value(QStringLiteral("p"))),
                                            labels(o.value(QStringLiteral("fail"))), bins);
            QVERIFY(r);
            QCOMPARE(int(r->bins.size()), bins);
            const QJsonArray counts = o.value(QStringLiteral("counts")).toArray();
            const std::vector<double> meanProbability = toDoubles(o.value(QStringLiteral("mean_probability")));
            const std::vector<double> failRate = toDoubles(o.value(QStringLiteral("fail_rate")));
            std::size_t nonEmpty = 0;
            for (int k = 0; k < bins; ++k) {
                const ReliabilityBin &bin = r->bins[std::size_t(k)];
                QCOMPARE(bin.count, counts.at(k).toInt());
                QVERIFY(near(bin.lower, double(k) / bins, 1e-15, 1e-15));
                if (bin.count == 0) {
                    QVERIFY(!bin.meanProbability && !bin.observedFailRate);
                    continue;
                }
                QVERIFY2(near(*bin.meanProbability, meanProbability[nonEmpty], 1e-13),
                         qPrintable(QStringLiteral("%1 bin %2").arg(name).arg(k)));
                QVERIFY(near(*bin.observedFailRate, failRate[nonEmpty], 1e-13));
                ++nonEmpty;
            }
            QCOMPARE(nonEmpty, meanProbability.size());
            QVERIFY2(near(*r->expectedCalibrationError, o.value(QStringLiteral("ece")).toDouble(), 1e-12, 1e-15),
                     qPrintable(name + QStringLiteral(" ECE ") + describe(r->expectedCalibrationError)));
        }
    }

    // Bin edges as in §11.8: [k/B, (k+1)/B), with 1.0 in the last bin.
    void binEdges()
    {
        const auto r = judgeReliability({0.0, 0.1, 0.5, 0.99, 1.0},
                                        {HumanLabel::Pass, HumanLabel::Pass, HumanLabel::Fail,
                                         HumanLabel::Fail, HumanLabel::Fail},
                                        10);
        QCOMPARE(r->bins[0].count, 1);
        QCOMPARE(r->bins[1].count, 1);  // 0.1 opens bin 1 (sklearn would put it in bin 0)
        QCOMPARE(r->bins[5].count, 1);
        QCOMPARE(r->bins[9].count, 2);  // 0.99 and 1.0
        QCOMPARE(*r->bins[9].observedFailRate, 1.0);
        // A perfectly calibrated toy: p = 0.25 on four items, one of them fails.
        const auto calibrated = judgeReliability({0.25, 0.25, 0.25, 0.25},
                                                 {HumanLabel::Fail, HumanLabel::Pass, HumanLabel::Pass,
                                                  HumanLabel::Pass},
                                                 4);
        QCOMPARE(*calibrated->expectedCalibrationError, 0.0);
    }

    void invalidAndEmpty()
    {
        QVERIFY(!judgeReliability({0.5}, {}, 10));
        QVERIFY(!judgeReliability({1.5}, {HumanLabel::Fail}, 10));
        QVERIFY(!judgeReliability({0.5}, {HumanLabel::Fail}, 0));
        const auto empty = judgeReliability({}, {}, 10);
        QVERIFY(empty);
        QVERIFY(!empty->expectedCalibrationError);
        QCOMPARE(int(empty->bins.size()), 10);
    }
};

QTEST_GUILESS_MAIN(TestJudgeReliability)
#include "tst_judgereliability.moc"
