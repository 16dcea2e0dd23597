#include "metrics/nuggetscores.h"

#include "statsfixture.h"

#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

class TestNuggetScores : public QObject
{
    Q_OBJECT

private slots:
    // The §10.9 nugget_scores code (NaN written as null).
    void matchesSection10_9()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("nuggets.json"));
        const QJsonArray cases = fixture.value(QStringLiteral("cases")).toArray();
        QVERIFY(cases.size() >= 10);
        for (int i = 0; i < cases.size(); ++i) {
            const QJsonObject o = cases.at(i).toObject();
            std::vector<Nugget> nuggets;
            for (const QJsonValue &v : o.value(QStringLiteral("nuggets")).toArray())
                nuggets.push_back({v.toArray().at(0).toString(), v.toArray().at(1).toBool()});
            QHash<QString, NuggetSupport> assigned;
            const QJsonObject a = o.value(QStringLiteral("assigned")).toObject();
            for (auto it = a.begin(); it != a.end(); ++it) {
                const QString s = it.value().toString();
                assigned.insert(it.key(), s == QStringLiteral("support")   ? NuggetSupport::Support
                                          : s == QStringLiteral("partial") ? NuggetSupport::Partial
                                                                           : NuggetSupport::None);
            }
            const NuggetScores s = nuggetScores(nuggets, assigned);
            const QString where = QStringLiteral("case %1").arg(i);
            QVERIFY2(nearOptional(s.vitalStrict, toOptional(o.value(QStringLiteral("v_strict")))), qPrintable(where));
            QVERIFY2(nearOptional(s.vital, toOptional(o.value(QStringLiteral("v")))), qPrintable(where));
            QVERIFY2(nearOptional(s.allStrict, toOptional(o.value(QStringLiteral("a_strict")))), qPrintable(where));
            QVERIFY2(nearOptional(s.all, toOptional(o.value(QStringLiteral("a")))), qPrintable(where));
        }
    }

    void partialCountsHalfUnlessStrict()
    {
        const NuggetScores s = nuggetScores(std::vector<NuggetAssessment>{
            {true, NuggetSupport::Support}, {true, NuggetSupport::Partial},
            {false, NuggetSupport::Partial}, {false, NuggetSupport::None}});
        QCOMPARE(*s.vitalStrict, 0.5);
        QCOMPARE(*s.vital, 0.75);
        QCOMPARE(*s.allStrict, 0.25);
        QCOMPARE(*s.all, 0.5);
        QCOMPARE(s.vitalNuggets, 2);
        // No vital nuggets: V undefined, A defined.
        const NuggetScores okayOnly = nuggetScores(std::vector<NuggetAssessment>{{false, NuggetSupport::Support}});
        QVERIFY(!okayOnly.vitalStrict && !okayOnly.vital);
        QCOMPARE(*okayOnly.all, 1.0);
    }
};

QTEST_GUILESS_MAIN(TestNuggetScores)
#include "tst_nuggetscores.moc"
