#include "metrics/chunktokenmetrics.h"

#include "statsfixture.h"

#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

namespace {

std::vector<TokenRange> ranges(const QJsonValue &value)
{
    std::vector<TokenRange> out;
    for (const QJsonValue &v : value.toArray()) {
        const QJsonArray r = v.toArray();
        out.push_back({r.at(0).toInteger(), r.at(1).toInteger(), r.at(2).toInteger()});
    }
    return out;
}

std::vector<quint64> ids(const std::vector<TokenRange> &ranges)
{
    std::vector<quint64> out;
    for (const TokenRange &r : ranges) {
        for (qint64 t = r.begin; t < r.end; ++t)
            out.push_back(quint64(r.document) * 1000000 + quint64(t));
    }
    return out;
}

} // namespace

class TestChunkTokenMetrics : public QObject
{
    Q_OBJECT

private slots:
    // The §5.2 token_metrics code on ids document * 10^6 + position, and
    // Precision_Ω as its precision over every chunk holding an excerpt token.
    void matchesSection5_2()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("token_metrics.json"));
        const QJsonArray cases = fixture.value(QStringLiteral("cases")).toArray();
        QVERIFY(cases.size() >= 8);
        for (int i = 0; i < cases.size(); ++i) {
            const QJsonObject o = cases.at(i).toObject();
            const QString where = QStringLiteral("case %1").arg(i);
            const std::vector<TokenRange> excerpts = ranges(o.value(QStringLiteral("excerpts")));
            const std::vector<TokenRange> retrieved = ranges(o.value(QStringLiteral("retrieved")));
            const auto scores = chunkTokenScores(excerpts, retrieved);
            QVERIFY(scores);
            QVERIFY2(nearOptional(scores->recall, toOptional(o.value(QStringLiteral("recall")))),
                     qPrintable(where + QStringLiteral(" recall ") + describe(scores->recall)));
            QVERIFY2(nearOptional(scores->precision, toOptional(o.value(QStringLiteral("precision")))),
                     qPrintable(where + QStringLiteral(" precision ") + describe(scores->precision)));
            QVERIFY2(nearOptional(scores->iou, toOptional(o.value(QStringLiteral("iou")))),
                     qPrintable(where + QStringLiteral(" iou ") + describe(scores->iou)));

            // The id overload gives the same counts and ratios.
            const ChunkTokenScores byIds = chunkTokenScoresOfIds(ids(excerpts), ids(retrieved));
            QCOMPARE(byIds.sharedTokens, scores->sharedTokens);
            QCOMPARE(byIds.retrievedTokens, scores->retrievedTokens);
            QCOMPARE(byIds.retrievedDistinctTokens, scores->retrievedDistinctTokens);
            QCOMPARE(byIds.excerptTokens, scores->excerptTokens);

            const auto omega = precisionOmega(excerpts, ranges(o.value(QStringLiteral("chunking"))));
            QVERIFY(omega);
            QVERIFY2(nearOptional(*omega, toOptional(o.value(QStringLiteral("precision_omega")))),
                     qPrintable(where + QStringLiteral(" precision_omega ") + describe(*omega)));
        }
    }

    // Overlapping chunks pay for redundancy: the shared answer token counts
    // once in the numerator, twice in |t_r|.
    void redundancyIsPaidFor()
    {
        const std::vector<TokenRange> excerpt{{0, 10, 20}};
        const auto once = chunkTokenScores(excerpt, {{0, 0, 20}});
        const auto twice = chunkTokenScores(excerpt, {{0, 0, 20}, {0, 10, 30}});
        QCOMPARE(*once->recall, 1.0);
        QCOMPARE(*once->precision, 0.5);
        QCOMPARE(*twice->recall, 1.0);
        QCOMPARE(*twice->precision, 10.0 / 40.0);
        QCOMPARE(*twice->iou, 10.0 / 30.0);
        // Positional identities: the same positions in another document are no hit.
        QCOMPARE(*chunkTokenScores(excerpt, {{1, 10, 20}})->recall, 0.0);
    }

    void undefinedAndInvalid()
    {
        const auto nothing = chunkTokenScores(std::vector<TokenRange>{}, std::vector<TokenRange>{});
        QVERIFY(nothing);
        QVERIFY(!nothing->recall && !nothing->precision && !nothing->iou);
        QVERIFY(!chunkTokenScores({{0, 5, 3}}, {}));
        QVERIFY(!precisionOmega({{0, 0, 4}}, {{0, 9, 2}}));
        // No chunk touches the excerpt: Precision_Ω undefined.
        QVERIFY(!*precisionOmega({{0, 0, 4}}, {{0, 4, 8}}));
    }
};

QTEST_GUILESS_MAIN(TestChunkTokenMetrics)
#include "tst_chunktokenmetrics.moc"
