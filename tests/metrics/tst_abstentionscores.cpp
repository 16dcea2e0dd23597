#include "metrics/abstentionscores.h"

#include "statsfixture.h"

#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

class TestAbstentionScores : public QObject
{
    Q_OBJECT

private slots:
    // The §10.5 abstention_scores code on the items that were not refused.
    void matchesSection10_5()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("abstention.json"));
        const QJsonArray cases = fixture.value(QStringLiteral("cases")).toArray();
        QVERIFY(cases.size() >= 3);
        for (const QJsonValue &c : cases) {
            const QJsonObject o = c.toObject();
            std::vector<AbstentionItem> items;
            int refused = 0;
            for (const QJsonValue &v : o.value(QStringLiteral("items")).toArray()) {
                const QJsonArray pair = v.toArray();
                const QString outcome = pair.at(1).toString();
                AbstentionItem item;
                item.answerable = pair.at(0).toBool();
                item.outcome = outcome == QStringLiteral("answered") ? AnswerOutcome::Answered
                               : outcome == QStringLiteral("abstained") ? AnswerOutcome::Abstained
                                                                       : AnswerOutcome::Refused;
                refused += item.outcome == AnswerOutcome::Refused ? 1 : 0;
                items.push_back(item);
            }
            const AbstentionScores s = abstentionScores(items);
            const QJsonArray counts = o.value(QStringLiteral("counts")).toArray();
            QCOMPARE(s.correctlyDeclined, counts.at(0).toInt());
            QCOMPARE(s.overRefused, counts.at(1).toInt());
            QCOMPARE(s.fabricated, counts.at(2).toInt());
            QCOMPARE(s.answered, counts.at(3).toInt());
            QCOMPARE(s.refusedAnswerable + s.refusedUnanswerable, refused);
            QVERIFY(nearOptional(s.precision, toOptional(o.value(QStringLiteral("precision")))));
            QVERIFY(nearOptional(s.recall, toOptional(o.value(QStringLiteral("recall")))));
            QVERIFY(nearOptional(s.overRefusalRate, toOptional(o.value(QStringLiteral("over_refusal_rate")))));
        }
    }

    // §1: "On the 30 unanswerable questions the bot declines only 9 times and
    // invents an answer 21 times: abstention recall = 9/30 = 0.30."
    void workedExampleOfSection1()
    {
        std::vector<AbstentionItem> items;
        for (int i = 0; i < 30; ++i)
            items.push_back({false, i < 9 ? AnswerOutcome::Abstained : AnswerOutcome::Answered});
        for (int i = 0; i < 170; ++i)
            items.push_back({true, AnswerOutcome::Answered});
        const AbstentionScores s = abstentionScores(items);
        QVERIFY(near(*s.recall, 0.30, 1e-15));
        QCOMPARE(s.fabricated, 21);
        QCOMPARE(*s.precision, 1.0);
        QCOMPARE(*s.overRefusalRate, 0.0);
    }

    // Refusals are a third outcome, not an abstention and not a fabrication.
    void refusalsAreCountedApart()
    {
        const AbstentionScores s = abstentionScores({{false, AnswerOutcome::Refused},
                                                     {true, AnswerOutcome::Refused},
                                                     {true, AnswerOutcome::Refused}});
        QCOMPARE(s.refusedUnanswerable, 1);
        QCOMPARE(s.refusedAnswerable, 2);
        QVERIFY(!s.precision && !s.recall && !s.overRefusalRate);
        const AbstentionScores none = abstentionScores({});
        QVERIFY(!none.precision && !none.recall && !none.overRefusalRate);
    }
};

QTEST_GUILESS_MAIN(TestAbstentionScores)
#include "tst_abstentionscores.moc"
