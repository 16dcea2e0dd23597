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

private:
    static void checkAgainst(const JudgeReliability &r, int bins, const QJsonValue &countsValue,
                             const QJsonValue &meanValue, const QJsonValue &accuracyValue,
                             const QJsonValue &eceValue, const QString &name)
    {
        QCOMPARE(int(r.bins.size()), bins);
        const QJsonArray counts = countsValue.toArray();
        const std::vector<double> means = toDoubles(meanValue);   // non-empty bins only
        const std::vector<double> accuracy = toDoubles(accuracyValue);
        std::size_t nonEmpty = 0;
        for (int k = 0; k < bins; ++k) {
            const ReliabilityBin &bin = r.bins[std::size_t(k)];
            QCOMPARE(bin.count, counts.at(k).toInt());
            QVERIFY(near(bin.lower, double(k) / bins, 1e-15, 1e-15));
            if (bin.count == 0) {
                QVERIFY(!bin.meanConfidence && !bin.accuracy);
                continue;
            }
            QVERIFY2(near(*bin.meanConfidence, means[nonEmpty], 1e-13),
                     qPrintable(QStringLiteral("%1 bin %2").arg(name).arg(k)));
            QVERIFY(near(*bin.accuracy, accuracy[nonEmpty], 1e-13));
            ++nonEmpty;
        }
        QCOMPARE(nonEmpty, means.size());
        QVERIFY2(near(*r.expectedCalibrationError, eceValue.toDouble(), 1e-12, 1e-15),
                 qPrintable(name + QStringLiteral(" ECE ") + describe(r.expectedCalibrationError)));
    }

private slots:
    // sklearn.calibration.calibration_curve(strategy='uniform'), numpy
    // histogram counts, ECE = sum count/N |prob_pred - prob_true|; for both
    // views of the probabilities.
    void matchesScikitLearn()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("reliability.json"));
        const QJsonArray cases = fixture.value(QStringLiteral("cases")).toArray();
        QVERIFY(cases.size() >= 4);
        for (const QJsonValue &c : cases) {
            const QJsonObject o = c.toObject();
            const QJsonObject confidence = o.value(QStringLiteral("verdict_confidence")).toObject();
            const QString name = o.value(QStringLiteral("name")).toString();
            const int bins = o.value(QStringLiteral("bins")).toInt();
            const std::vector<double> p = toDoubles(o.value(QStringLiteral("p")));
            const std::vector<HumanLabel> human = labels(o.value(QStringLiteral("fail")));
            checkAgainst(*judgeReliability(p, human, bins), bins, o.value(QStringLiteral("counts")),
                         o.value(QStringLiteral("mean_probability")), o.value(QStringLiteral("fail_rate")),
                         o.value(QStringLiteral("ece")), name);
            checkAgainst(*judgeReliability(p, human, bins, ReliabilityTarget::VerdictConfidence), bins,
                         confidence.value(QStringLiteral("counts")),
                         confidence.value(QStringLiteral("mean_confidence")),
                         confidence.value(QStringLiteral("accuracy")), confidence.value(QStringLiteral("ece")),
                         name + QStringLiteral(" (verdict confidence)"));
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
        QCOMPARE(*r->bins[9].accuracy, 1.0);
        // A perfectly calibrated toy: p = 0.25 on four items, one of them fails.
        const auto calibrated = judgeReliability({0.25, 0.25, 0.25, 0.25},
                                                 {HumanLabel::Fail, HumanLabel::Pass, HumanLabel::Pass,
                                                  HumanLabel::Pass},
                                                 4);
        QCOMPARE(*calibrated->expectedCalibrationError, 0.0);
    }

    // Verdict confidence: p = 0.9 and p = 0.1 are both 90 % confident.
    void verdictConfidenceFoldsTheTwoSides()
    {
        const auto r = judgeReliability({0.9, 0.1, 0.85, 0.2},
                                        {HumanLabel::Fail, HumanLabel::Pass, HumanLabel::Pass,
                                         HumanLabel::Pass},
                                        10, ReliabilityTarget::VerdictConfidence);
        QCOMPARE(r->bins[8].count, 2); // 0.85 and 0.8
        QCOMPARE(r->bins[9].count, 2); // 0.9 twice
        QCOMPARE(*r->bins[9].accuracy, 1.0);
        QCOMPARE(*r->bins[8].accuracy, 0.5); // 0.85 says FAIL, the human says pass
        QCOMPARE(r->target, ReliabilityTarget::VerdictConfidence);
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
