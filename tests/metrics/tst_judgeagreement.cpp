#include "metrics/judgeagreement.h"

#include "statsfixture.h"

#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

namespace {

HumanLabel human(const QJsonValue &v)
{
    return v.toString() == QStringLiteral("fail") ? HumanLabel::Fail : HumanLabel::Pass;
}

JudgeVerdict judge(const QJsonValue &v)
{
    const QString s = v.toString();
    if (s == QStringLiteral("fail"))
        return JudgeVerdict::Fail;
    if (s == QStringLiteral("pass"))
        return JudgeVerdict::Pass;
    if (s == QStringLiteral("unknown"))
        return JudgeVerdict::Unknown;
    return JudgeVerdict::Refusal;
}

} // namespace

class TestJudgeAgreement : public QObject
{
    Q_OBJECT

private slots:
    // sklearn confusion_matrix / cohen_kappa_score / precision_recall_fscore_support.
    void matchesScikitLearn()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("judge_agreement.json"));
        const QJsonArray cases = fixture.value(QStringLiteral("cases")).toArray();
        QVERIFY(cases.size() >= 5);
        for (const QJsonValue &c : cases) {
            const QJsonObject o = c.toObject();
            const QString name = o.value(QStringLiteral("name")).toString();
            const QJsonArray humans = o.value(QStringLiteral("human")).toArray();
            const QJsonArray judges = o.value(QStringLiteral("judge")).toArray();
            std::vector<JudgedItem> items;
            for (int i = 0; i < humans.size(); ++i)
                items.push_back({human(humans.at(i)), judge(judges.at(i))});
            const JudgeAgreement r = judgeAgreement(items);

            QCOMPARE(r.items, int(humans.size()));
            QCOMPARE(r.decided, o.value(QStringLiteral("decided")).toInt());
            const QJsonArray confusion = o.value(QStringLiteral("confusion")).toArray();
            for (int h = 0; h < 2; ++h) {
                for (int j = 0; j < 4; ++j)
                    QCOMPARE(r.confusion[h][j], confusion.at(h).toArray().at(j).toInt());
            }
            for (int k = 0; k < 2; ++k)
                QCOMPARE(r.humanCounts[k], o.value(QStringLiteral("human_counts")).toArray().at(k).toInt());
            for (int k = 0; k < 4; ++k)
                QCOMPARE(r.judgeCounts[k], o.value(QStringLiteral("judge_counts")).toArray().at(k).toInt());
            QVERIFY2(nearOptional(r.accuracy, toOptional(o.value(QStringLiteral("accuracy")))), qPrintable(name));
            QVERIFY2(nearOptional(r.kappa, toOptional(o.value(QStringLiteral("kappa"))), 1e-12, 1e-15),
                     qPrintable(name + QStringLiteral(" kappa ") + describe(r.kappa)));
            const QJsonArray precision = o.value(QStringLiteral("precision")).toArray();
            const QJsonArray recall = o.value(QStringLiteral("recall")).toArray();
            const QJsonArray support = o.value(QStringLiteral("support")).toArray();
            const ClassAgreement *classes[] = {&r.fail, &r.pass}; // FAIL first, as sklearn's labels
            for (int k = 0; k < 2; ++k) {
                QVERIFY2(nearOptional(classes[k]->precision, toOptional(precision.at(k))),
                         qPrintable(name + QStringLiteral(" precision ") + describe(classes[k]->precision)));
                QVERIFY2(nearOptional(classes[k]->recall, toOptional(recall.at(k))),
                         qPrintable(name + QStringLiteral(" recall ") + describe(classes[k]->recall)));
                QCOMPARE(classes[k]->support, support.at(k).toInt());
            }
        }
    }

    // §11: 100 answers, humans fail 12, the judge passes everything: 88 %
    // accurate, κ = 0, catches none of the bad answers.
    void workedExampleOfSection11()
    {
        std::vector<JudgedItem> items;
        for (int i = 0; i < 100; ++i)
            items.push_back({i < 12 ? HumanLabel::Fail : HumanLabel::Pass, JudgeVerdict::Pass});
        const JudgeAgreement r = judgeAgreement(items);
        QVERIFY(near(*r.accuracy, 0.88, 1e-15));
        QVERIFY(near(*r.kappa, 0.0, 0, 1e-15));
        QCOMPARE(*r.fail.recall, 0.0);
        QVERIFY(!r.fail.precision); // the judge never says FAIL: 0/0
        QCOMPARE(r.humanCounts[0], 12);
        QCOMPARE(r.judgeCounts[int(JudgeVerdict::Pass)], 100);
    }

    // Refusals and unknowns are their own outcomes: counted, never scored.
    void undecidedAreCountedApart()
    {
        const std::vector<JudgedItem> items{{HumanLabel::Fail, JudgeVerdict::Fail},
                                            {HumanLabel::Pass, JudgeVerdict::Pass},
                                            {HumanLabel::Fail, JudgeVerdict::Refusal},
                                            {HumanLabel::Pass, JudgeVerdict::Unknown}};
        const JudgeAgreement r = judgeAgreement(items);
        QCOMPARE(r.decided, 2);
        QCOMPARE(*r.coverage, 0.5);
        QCOMPARE(*r.accuracy, 1.0);
        QCOMPARE(*r.kappa, 1.0);
        QCOMPARE(r.confusion[int(HumanLabel::Fail)][int(JudgeVerdict::Refusal)], 1);
        QCOMPARE(r.confusion[int(HumanLabel::Pass)][int(JudgeVerdict::Unknown)], 1);

        const JudgeAgreement empty = judgeAgreement({});
        QVERIFY(!empty.coverage && !empty.accuracy && !empty.kappa);
        // Both raters always "pass": p_e = 1, κ undefined.
        const JudgeAgreement constant = judgeAgreement({{HumanLabel::Pass, JudgeVerdict::Pass},
                                                        {HumanLabel::Pass, JudgeVerdict::Pass}});
        QVERIFY(!constant.kappa);
        QCOMPARE(*constant.accuracy, 1.0);
    }
};

QTEST_GUILESS_MAIN(TestJudgeAgreement)
#include "tst_judgeagreement.moc"
