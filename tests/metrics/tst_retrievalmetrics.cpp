// The in-memory retrieval metric core (metrics/retrievalmetrics.h): the
// structured per-topic report, its undefined values and gain naming, and
// properties on random rankings. trec_eval agreement of the same functions is
// tested in tst_trecevalupstream.cpp.

#include "metrics/retrievalmetrics.h"

#include <QRandomGenerator>
#include <QTest>

using namespace touchstone;

class TestRetrievalMetrics : public QObject
{
    Q_OBJECT

private slots:
    // The worked example of methodology §8 ("Right passages {D3, D7};
    // returned D5, D3, D9, D7, D2 ... recall@5 = 1.0, precision@5 = 0.4,
    // reciprocal rank = 0.5, and with grades D3 = 3, D7 = 2, D5 = 1,
    // nDCG@5 = 6.71 / 9.39 = 0.71"), relevant meaning grade >= 2, with
    // exponential gain 2^g - 1 (§8.1 dcg()).
    void methodologyExample()
    {
        RetrievalTopic topic;
        topic.rankedGrades = {1, 3, UnjudgedGrade, 2, UnjudgedGrade}; // D5 D3 D9 D7 D2
        topic.poolGrades = {3, 2, 1};                                   // D3 D7 D5
        RetrievalOptions options;
        options.relevanceThreshold = 2;
        options.gain = GainFunction::Exponential;
        options.cutoffs = {5};
        const RetrievalTopicScores s = evaluateRetrieval(topic, options);
        QCOMPARE(s.gain, QStringLiteral("exponential"));
        QCOMPARE(s.numRel, 2L);
        QCOMPARE(s.numRelRet, 2L);
        QCOMPARE(s.atCutoffs.size(), size_t(1));
        const RetrievalCutoffScores &at5 = s.atCutoffs[0];
        QCOMPARE(at5.precision, 0.4);
        QCOMPARE(*at5.recall, 1.0);
        QCOMPARE(*at5.success, 1.0);
        QCOMPARE(*s.reciprocalRank, 0.5);
        QCOMPARE(qRound(*at5.ndcg * 100), 71);
        QVERIFY(qAbs(*at5.ndcg - 6.7085 / 9.3928) < 1e-4);
        QCOMPARE(*at5.judged, 3.0 / 5.0);
        // AP = (1/2 + 2/4) / 2
        QCOMPARE(*s.averagePrecision, 0.5);
    }

    void linearGainIsTheDefaultAndNamed()
    {
        RetrievalTopic topic{{3, 0}, {3, 0, 2}};
        const RetrievalTopicScores s = evaluateRetrieval(topic, RetrievalOptions());
        QCOMPARE(s.gain, QStringLiteral("linear"));
        // DCG = 3/log2(2); ideal = 3 + 2/log2(3)
        QVERIFY(qAbs(*s.ndcg - 3.0 / (3.0 + 2.0 / std::log2(3.0))) < 1e-12);
    }

    void undefinedWithoutRelevantItems()
    {
        RetrievalTopic topic{{0, UnjudgedGrade, 0}, {0, 0}};
        const RetrievalTopicScores s = evaluateRetrieval(topic, RetrievalOptions());
        QCOMPARE(s.numRel, 0L);
        QVERIFY(!s.reciprocalRank);
        QVERIFY(!s.averagePrecision);
        QVERIFY(!s.bpref);
        QVERIFY(!s.ndcg);
        for (const RetrievalCutoffScores &c : s.atCutoffs) {
            QCOMPARE(c.precision, 0.0);
            QVERIFY(!c.recall);
            QVERIFY(!c.success);
            QVERIFY(!c.ndcg);
        }
        const RetrievalTopicScores empty = evaluateRetrieval(RetrievalTopic{{}, {1}}, RetrievalOptions());
        QVERIFY(!empty.atCutoffs.front().judged); // nothing retrieved
        QCOMPARE(*empty.averagePrecision, 0.0);
    }

    // bpref only counts judged items (methodology §3.6): inserting unjudged
    // items anywhere leaves it unchanged, while AP drops.
    void bprefIgnoresUnjudged()
    {
        const RetrievalTopic judged{{0, 1, 0, 1}, {0, 1, 0, 1, 1}};
        const RetrievalTopic padded{{UnjudgedGrade, 0, UnjudgedGrade, 1, 0, UnjudgedGrade, 1},
                                    {0, 1, 0, 1, 1}};
        const RetrievalTopicScores a = evaluateRetrieval(judged, RetrievalOptions());
        const RetrievalTopicScores b = evaluateRetrieval(padded, RetrievalOptions());
        QCOMPARE(*b.bpref, *a.bpref);
        QVERIFY(*b.averagePrecision < *a.averagePrecision);
        // R = 3, N = 2: 1 - 1/2 for the first relevant item (one non-relevant
        // above), 1 - 2/2 for the second, divided by R.
        QCOMPARE(*a.bpref, (0.5 + 0.0) / 3.0);
    }

    void boundsOnRandomRankings()
    {
        QRandomGenerator random(42);
        for (int round = 0; round < 500; ++round) {
            RetrievalTopic topic;
            const int pool = random.bounded(0, 30);
            for (int i = 0; i < pool; ++i)
                topic.poolGrades.push_back(random.bounded(0, 4));
            // Retrieve a random subset of the pool plus unjudged items.
            std::vector<int> remaining = topic.poolGrades;
            const int depth = random.bounded(0, 40);
            for (int i = 0; i < depth; ++i) {
                if (!remaining.empty() && random.bounded(2) == 0) {
                    const int k = random.bounded(int(remaining.size()));
                    topic.rankedGrades.push_back(remaining[size_t(k)]);
                    remaining.erase(remaining.begin() + k);
                } else {
                    topic.rankedGrades.push_back(UnjudgedGrade);
                }
            }
            RetrievalOptions options;
            options.cutoffs = {1, 3, 10, 50};
            options.relevanceThreshold = random.bounded(1, 4);
            const RetrievalTopicScores s = evaluateRetrieval(topic, options);
            auto inUnit = [](const std::optional<double> &v) { return !v || (*v >= 0.0 && *v <= 1.0 + 1e-12); };
            QVERIFY(inUnit(s.ndcg) && inUnit(s.averagePrecision) && inUnit(s.bpref) && inUnit(s.reciprocalRank));
            for (const RetrievalCutoffScores &c : s.atCutoffs) {
                QVERIFY(c.precision >= 0.0 && c.precision <= 1.0);
                QVERIFY(inUnit(c.recall) && inUnit(c.ndcg) && inUnit(c.judged) && inUnit(c.success));
            }
            // The top of an ideal ordering has nDCG 1.
            RetrievalTopic ideal = topic;
            ideal.rankedGrades = topic.poolGrades;
            std::sort(ideal.rankedGrades.rbegin(), ideal.rankedGrades.rend());
            const RetrievalTopicScores best = evaluateRetrieval(ideal, options);
            if (best.ndcg)
                QVERIFY(qAbs(*best.ndcg - 1.0) < 1e-12);
        }
    }
};

QTEST_GUILESS_MAIN(TestRetrievalMetrics)
#include "tst_retrievalmetrics.moc"
