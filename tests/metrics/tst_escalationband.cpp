#include "metrics/escalationband.h"

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

void compareOutcome(const EscalationOutcome &actual, const QJsonObject &expected, const QString &where)
{
    QCOMPARE(actual.autoPass, expected.value(QStringLiteral("auto_pass")).toInt());
    QCOMPARE(actual.autoFail, expected.value(QStringLiteral("auto_fail")).toInt());
    QCOMPARE(actual.escalated, expected.value(QStringLiteral("escalated")).toInt());
    QCOMPARE(actual.missedFail, expected.value(QStringLiteral("missed_fail")).toInt());
    QCOMPARE(actual.falseFail, expected.value(QStringLiteral("false_fail")).toInt());
    QVERIFY2(near(*actual.escalationRate, expected.value(QStringLiteral("escalation_rate")).toDouble(), 1e-15),
             qPrintable(where));
    QVERIFY2(nearOptional(actual.accuracyOutsideBand, toOptional(expected.value(QStringLiteral("accuracy_outside")))),
             qPrintable(where + QStringLiteral(" accuracy outside ") + describe(actual.accuracyOutsideBand)));
}

} // namespace

class TestEscalationBand : public QObject
{
    Q_OBJECT

private slots:
    // The band of the methodology's own pick_band (§11.8), fitted on one split
    // and applied to the other (§11.8 rule 2).
    void matchesPickBandOfSection11_8()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("escalation_band.json"));
        const QJsonArray cases = fixture.value(QStringLiteral("cases")).toArray();
        QVERIFY(cases.size() >= 10);
        bool sawCleanSeparation = false;
        for (const QJsonValue &c : cases) {
            const QJsonObject o = c.toObject();
            const QString name = o.value(QStringLiteral("name")).toString();
            EscalationBudget budget;
            budget.maxMissedFail = o.value(QStringLiteral("max_missed_fail")).toDouble();
            budget.maxFalseFail = o.value(QStringLiteral("max_false_fail")).toDouble();
            const std::vector<double> fitP = toDoubles(o.value(QStringLiteral("fit_p")));
            const std::vector<HumanLabel> fitLabels = labels(o.value(QStringLiteral("fit_fail")));
            const auto band = pickEscalationBand(fitP, fitLabels, budget);
            QVERIFY(band);
            QCOMPARE(band->low, o.value(QStringLiteral("low")).toDouble());
            QCOMPARE(band->high, o.value(QStringLiteral("high")).toDouble());
            sawCleanSeparation = sawCleanSeparation || band->low == band->high;

            const auto fit = applyEscalationBand(*band, fitP, fitLabels);
            QVERIFY(fit);
            compareOutcome(*fit, o.value(QStringLiteral("fit")).toObject(), name + QStringLiteral(" fit"));
            // The budgets hold on the split the band was fitted on.
            QVERIFY(*fit->missedFailRate <= budget.maxMissedFail + 1e-12);
            QVERIFY(*fit->falseFailRate <= budget.maxFalseFail + 1e-12);

            const auto report = applyEscalationBand(*band, toDoubles(o.value(QStringLiteral("report_p"))),
                                                    labels(o.value(QStringLiteral("report_fail"))));
            QVERIFY(report);
            compareOutcome(*report, o.value(QStringLiteral("report")).toObject(), name + QStringLiteral(" report"));
        }
        QVERIFY(sawCleanSeparation);
    }

    void budgetsAndEdges()
    {
        // Without FAIL items nothing can be missed: low = 1, everything auto-passes.
        const auto noFail = pickEscalationBand({0.2, 0.9}, {HumanLabel::Pass, HumanLabel::Pass});
        QVERIFY(noFail);
        const auto outcome = applyEscalationBand(*noFail, {0.2, 0.9}, {HumanLabel::Pass, HumanLabel::Pass});
        QCOMPARE(outcome->autoPass, 2);
        QVERIFY(!outcome->missedFailRate); // 0/0
        // A budget of 0.29 on 100 FAIL items allows 29 (Python's int(0.29 * 100) says 28).
        std::vector<double> p;
        std::vector<HumanLabel> human;
        for (int i = 0; i < 100; ++i) {
            p.push_back(0.005 * i);
            human.push_back(HumanLabel::Fail);
            p.push_back(0.5 + 0.001 * i); // PASS items above, so the band stays open
            human.push_back(HumanLabel::Pass);
        }
        EscalationBudget budget;
        budget.maxMissedFail = 0.29;
        const auto band = pickEscalationBand(p, human, budget);
        QVERIFY(near(band->low, 0.005 * 29 - 1e-9, 1e-12));
        budget.maxMissedFail = 1.0; // capped at the last item
        QVERIFY(pickEscalationBand(p, human, budget));
        budget.maxMissedFail = 1.5;
        QVERIFY(!pickEscalationBand(p, human, budget));
        QVERIFY(!pickEscalationBand({0.1}, {}));
        QVERIFY(!applyEscalationBand({}, {-0.1}, {HumanLabel::Fail}));
    }
};

QTEST_GUILESS_MAIN(TestEscalationBand)
#include "tst_escalationband.moc"
