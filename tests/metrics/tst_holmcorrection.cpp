#include "metrics/holmcorrection.h"

#include "metrics/prng.h"
#include "statsfixture.h"

#include <QTest>

#include <algorithm>
#include <numeric>

using namespace touchstone;
using namespace touchstone::testing;

class TestHolmCorrection : public QObject
{
    Q_OBJECT

private slots:
    // statsmodels multipletests(method='holm') and R p.adjust(method = 'holm').
    void matchesStatsmodelsAndR()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("holm.json"));
        const QJsonArray cases = fixture.value(QStringLiteral("cases")).toArray();
        QVERIFY(cases.size() >= 10);
        for (const QJsonValue &c : cases) {
            const QJsonObject o = c.toObject();
            const std::vector<double> p = toDoubles(o.value(QStringLiteral("p")));
            const double alpha = o.value(QStringLiteral("alpha")).toDouble();
            const auto r = holmCorrection(p, alpha);
            QVERIFY(r);
            const std::vector<double> adjusted = toDoubles(o.value(QStringLiteral("adjusted")));
            const std::vector<double> rAdjusted = toDoubles(o.value(QStringLiteral("r_adjusted")));
            const QJsonArray reject = o.value(QStringLiteral("reject")).toArray();
            QCOMPARE(r->adjusted.size(), p.size());
            for (std::size_t i = 0; i < p.size(); ++i) {
                QVERIFY(near(r->adjusted[i], adjusted[i], 1e-15, 1e-17));
                QVERIFY(near(r->adjusted[i], rAdjusted[i], 1e-15, 1e-17));
                QCOMPARE(bool(r->rejected[i]), reject.at(int(i)).toBool());
            }
        }
    }

    // Holm's adjusted p values are never below the raw ones, never above 1,
    // and keep the order of the raw p values.
    void monotoneAndNotBelowRaw()
    {
        Prng rng(77);
        for (int trial = 0; trial < 200; ++trial) {
            const int m = 1 + int(rng.bounded(30));
            std::vector<double> p(static_cast<std::size_t>(m));
            for (double &v : p)
                v = rng.bounded(4) == 0 ? 0.01 * rng.bounded(5) : rng.uniform(); // some ties
            const auto r = holmCorrection(p);
            QVERIFY(r);
            std::vector<std::size_t> order(p.size());
            std::iota(order.begin(), order.end(), std::size_t(0));
            std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return p[x] < p[y]; });
            for (std::size_t k = 0; k < order.size(); ++k) {
                const double adjusted = r->adjusted[order[k]];
                QVERIFY(adjusted >= p[order[k]]);
                QVERIFY(adjusted <= 1.0);
                if (k > 0)
                    QVERIFY(adjusted >= r->adjusted[order[k - 1]]);
            }
        }
    }

    void edgeCases()
    {
        const auto empty = holmCorrection({});
        QVERIFY(empty && empty->adjusted.empty());
        QVERIFY(!holmCorrection({0.5, 1.2}));
        QVERIFY(!holmCorrection({-0.1}));
        QVERIFY(!holmCorrection({0.1}, 0.0));
        // One test: no correction.
        QCOMPARE(holmCorrection({0.03})->adjusted.front(), 0.03);
    }
};

QTEST_GUILESS_MAIN(TestHolmCorrection)
#include "tst_holmcorrection.moc"
