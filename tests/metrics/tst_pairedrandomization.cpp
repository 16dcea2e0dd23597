#include "metrics/pairedrandomization.h"

#include "statsfixture.h"

#include <QTest>

#include <cmath>

using namespace touchstone;
using namespace touchstone::testing;

class TestPairedRandomization : public QObject
{
    Q_OBJECT

private:
    QJsonObject m_fixture;

private slots:
    void initTestCase()
    {
        m_fixture = loadStatsFixture(QStringLiteral("randomization.json"));
        QVERIFY(!m_fixture.isEmpty());
    }

    // scipy.stats.permutation_test(permutation_type='samples', n_resamples=inf)
    // and brute-force enumeration of every sign vector.
    void exactMatchesScipy()
    {
        const QJsonArray cases = m_fixture.value(QStringLiteral("exact")).toArray();
        QVERIFY(cases.size() >= 10);
        for (const QJsonValue &c : cases) {
            const QJsonObject o = c.toObject();
            const QString name = o.value(QStringLiteral("name")).toString();
            const auto r = pairedRandomizationTest(toDoubles(o.value(QStringLiteral("a"))),
                                                   toDoubles(o.value(QStringLiteral("b"))));
            QVERIFY(r);
            QVERIFY2(r->exact, qPrintable(name));
            const double expected = o.value(QStringLiteral("p")).toDouble();
            QVERIFY2(near(r->p, expected, 1e-14, 1e-15),
                     qPrintable(QStringLiteral("%1: p %2, scipy %3")
                                    .arg(name)
                                    .arg(r->p, 0, 'g', 17)
                                    .arg(expected, 0, 'g', 17)));
        }
    }

    // scipy's Monte Carlo with 400,000 resamples; ours with 100,000.
    void monteCarloMatchesScipy()
    {
        for (const QJsonValue &c : m_fixture.value(QStringLiteral("monte_carlo")).toArray()) {
            const QJsonObject o = c.toObject();
            PairedRandomizationOptions options;
            options.seed = 3;
            const auto r = pairedRandomizationTest(toDoubles(o.value(QStringLiteral("a"))),
                                                   toDoubles(o.value(QStringLiteral("b"))), options);
            QVERIFY(r);
            QVERIFY(!r->exact);
            QCOMPARE(r->resamples, 100000);
            const double expected = o.value(QStringLiteral("p")).toDouble();
            const double se = std::sqrt(expected * (1 - expected) * (1.0 / 100000 + 1.0 / 400000));
            QVERIFY2(near(r->p, expected, 0, 5 * se),
                     qPrintable(QStringLiteral("%1: p %2, scipy %3 (se %4)")
                                    .arg(o.value(QStringLiteral("name")).toString())
                                    .arg(r->p)
                                    .arg(expected)
                                    .arg(se)));
        }
    }

    // Queries with zero difference never change a signed sum; leaving them out
    // must not change p (scipy enumerated the full 2^20 for this case).
    void zerosDoNotMatter()
    {
        std::vector<double> a(50, 0.5), b(50, 0.5);
        const std::vector<double> d{1.0, 0.5, 0.5, -0.5, 1.0, 0.5, -1.0, 0.5};
        for (std::size_t i = 0; i < d.size(); ++i)
            b[i * 5] += d[i];
        const auto r = pairedRandomizationTest(a, b);
        QVERIFY(r->exact);
        QCOMPARE(r->nonZero, 8);
        QCOMPARE(r->n, 50);
        const auto compact = pairedRandomizationTest(std::vector<double>(8, 0.5),
                                                     [&] {
                                                         std::vector<double> c(8);
                                                         for (int i = 0; i < 8; ++i)
                                                             c[i] = 0.5 + d[i];
                                                         return c;
                                                     }());
        QCOMPARE(r->p, compact->p);
        // sum = 2.5; 88 of the 256 sign vectors reach |sum| >= 2.5 (counted with
        // itertools.product in Python).
        QCOMPARE(r->p, 88.0 / 256.0);
    }

    // Exact enumeration through the meet-in-the-middle path against Monte
    // Carlo with many resamples, at m = 30 (the default exact limit).
    void exactAgreesWithMonteCarloAtTheLimit()
    {
        std::vector<double> a(30), b(30);
        for (int i = 0; i < 30; ++i) {
            a[i] = 0.1 * (i % 7);
            b[i] = a[i] + 0.03 * ((i * 37) % 11) - 0.12;
        }
        const auto exact = pairedRandomizationTest(a, b);
        QVERIFY(exact->exact);
        PairedRandomizationOptions options;
        options.exactLimit = 0;
        options.resamples = 200000;
        options.seed = 11;
        const auto sampled = pairedRandomizationTest(a, b, options);
        QVERIFY(!sampled->exact);
        const double se = std::sqrt(exact->p * (1 - exact->p) / 200000);
        QVERIFY2(near(sampled->p, exact->p, 0, 5 * se + 1e-5),
                 qPrintable(QStringLiteral("%1 vs %2").arg(sampled->p).arg(exact->p)));
    }

    void monteCarloIsReproducibleAndThreadIndependent()
    {
        std::vector<double> a(60), b(60);
        for (int i = 0; i < 60; ++i) {
            a[i] = 0.5 + 0.4 * std::sin(i);
            b[i] = a[i] + 0.05 * std::cos(3.0 * i) + 0.01;
        }
        PairedRandomizationOptions options;
        options.resamples = 20001;
        options.seed = 8;
        options.threads = 1;
        const double single = pairedRandomizationTest(a, b, options)->p;
        for (int threads : {2, 5}) {
            options.threads = threads;
            QCOMPARE(pairedRandomizationTest(a, b, options)->p, single);
        }
        // The Monte Carlo p counts the observed assignment: never 0.
        std::vector<double> up(60, 0.0), down(60, 1.0);
        const auto extreme = pairedRandomizationTest(up, down, options);
        QCOMPARE(extreme->p, 1.0 / 20002.0);
    }

    void trivialCases()
    {
        const auto same = pairedRandomizationTest({0.3, 0.4}, {0.3, 0.4});
        QCOMPARE(same->p, 1.0);
        QCOMPARE(same->nonZero, 0);
        // Five equal wins: only the all-plus and all-minus vectors reach |5|.
        const auto five = pairedRandomizationTest(std::vector<double>(5, 0.0), std::vector<double>(5, 1.0));
        QCOMPARE(five->p, 2.0 / 32.0);
        QVERIFY(!pairedRandomizationTest({1.0}, {}));
        PairedRandomizationOptions options;
        options.exactLimit = 41;
        QVERIFY(!pairedRandomizationTest({1.0}, {2.0}, options));
    }
};

QTEST_GUILESS_MAIN(TestPairedRandomization)
#include "tst_pairedrandomization.moc"
