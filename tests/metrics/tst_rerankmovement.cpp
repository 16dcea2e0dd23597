#include "metrics/rerankmovement.h"

#include "statsfixture.h"

#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

namespace {

QStringList strings(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

} // namespace

class TestRerankMovement : public QObject
{
    Q_OBJECT

private slots:
    // The §9.2 rerank_movement code on ranked lists (final_k = 10).
    void matchesSection9_2()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("rerank.json"));
        const QJsonArray cases = fixture.value(QStringLiteral("cases")).toArray();
        QVERIFY(cases.size() >= 50);
        std::vector<RerankHits> hits;
        QStringList expected;
        for (const QJsonValue &c : cases) {
            const QJsonObject o = c.toObject();
            const QStringList relevantList = strings(o.value(QStringLiteral("relevant")));
            const QSet<QString> relevant(relevantList.begin(), relevantList.end());
            const int k = o.value(QStringLiteral("k")).toInt();
            hits.push_back({hitAtK(strings(o.value(QStringLiteral("pre"))), relevant, k),
                            hitAtK(strings(o.value(QStringLiteral("post"))), relevant, k)});
            expected << o.value(QStringLiteral("outcome")).toString();
        }
        const RerankMovement movement = rerankMovement(hits);
        QCOMPARE(movement.queries, int(cases.size()));
        QSet<QString> seen;
        for (int i = 0; i < expected.size(); ++i) {
            QCOMPARE(rerankOutcomeName(movement.outcomes[std::size_t(i)]), expected.at(i));
            seen.insert(expected.at(i));
        }
        QCOMPARE(seen.size(), 4); // the fixture exercises every bucket
        QCOMPARE(movement.rescued, int(expected.count(QStringLiteral("rescued"))));
        QCOMPARE(movement.broke, int(expected.count(QStringLiteral("broke"))));
        QCOMPARE(movement.kept, int(expected.count(QStringLiteral("kept"))));
        QCOMPARE(movement.missedBoth, int(expected.count(QStringLiteral("missed_both"))));
    }

    // §9: "rescue 12% of questions, break 3%, keep 55% and miss 30%".
    void workedExampleOfSection9()
    {
        std::vector<RerankHits> hits;
        hits.insert(hits.end(), 12, {false, true});
        hits.insert(hits.end(), 3, {true, false});
        hits.insert(hits.end(), 55, {true, true});
        hits.insert(hits.end(), 30, {false, false});
        const RerankMovement m = rerankMovement(hits);
        QVERIFY(near(*m.rescuedShare(), 0.12, 1e-15));
        QVERIFY(near(*m.brokeShare(), 0.03, 1e-15));
        QVERIFY(near(*m.keptShare(), 0.55, 1e-15));
        QVERIFY(near(*m.missedBothShare(), 0.30, 1e-15));
    }

    void edges()
    {
        QVERIFY(!rerankMovement({}).rescuedShare());
        const QSet<QString> relevant{QStringLiteral("d3")};
        const QStringList ranked{QStringLiteral("d5"), QStringLiteral("d3")};
        QVERIFY(!hitAtK(ranked, relevant, 1));
        QVERIFY(hitAtK(ranked, relevant, 2));
        QVERIFY(hitAtK(ranked, relevant, 10)); // k beyond the list
        QVERIFY(!hitAtK(ranked, relevant, -1));
        QVERIFY(!hitAtK(ranked, {}, 2));
    }
};

QTEST_GUILESS_MAIN(TestRerankMovement)
#include "tst_rerankmovement.moc"
