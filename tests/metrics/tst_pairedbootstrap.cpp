#include "metrics/pairedbootstrap.h"

#include "statsfixture.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace touchstone;
using namespace touchstone::testing;

namespace {

// Baseline 0 and candidate +1 / -1 / 0: per-query differences of the §13 examples.
void winsLossesTies(int wins, int losses, int ties, std::vector<double> &a, std::vector<double> &b)
{
    a.assign(std::size_t(wins + losses + ties), 0.0);
    b.clear();
    b.insert(b.end(), std::size_t(wins), 1.0);
    b.insert(b.end(), std::size_t(losses), -1.0);
    b.insert(b.end(), std::size_t(ties), 0.0);
}

// Spacing of the lattice the resample means live on (smallest gap between
// distinct differences, over n); 0 for continuous data.
double latticeStep(const std::vector<double> &a, const std::vector<double> &b)
{
    std::vector<double> d(a.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        d[i] = b[i] - a[i];
    std::sort(d.begin(), d.end());
    double gap = 1e300;
    for (std::size_t i = 1; i < d.size(); ++i) {
        if (d[i] - d[i - 1] > 1e-12)
            gap = std::min(gap, d[i] - d[i - 1]);
    }
    return gap > 0.01 ? gap / double(d.size()) : 0.0;
}

} // namespace

class TestPairedBootstrap : public QObject
{
    Q_OBJECT

private slots:
    // Against the methodology's own numpy code (§13.2) run with 400,000
    // resamples, and scipy.stats.bootstrap's percentile interval. Both are Monte
    // Carlo: the tolerances are several standard errors of the two estimates.
    void matchesReferenceImplementations()
    {
        const QJsonObject fixture = loadStatsFixture(QStringLiteral("bootstrap.json"));
        const QJsonArray cases = fixture.value(QStringLiteral("cases")).toArray();
        QVERIFY(cases.size() >= 6);
        for (const QJsonValue &c : cases) {
            const QJsonObject o = c.toObject();
            const QString name = o.value(QStringLiteral("name")).toString();
            const std::vector<double> a = toDoubles(o.value(QStringLiteral("a")));
            const std::vector<double> b = toDoubles(o.value(QStringLiteral("b")));
            PairedBootstrapOptions options;
            options.resamples = 20000;
            options.seed = 1;
            options.keepReplicates = true;
            const auto r = pairedBootstrap(a, b, options);
            QVERIFY(r);
            QVERIFY(near(r->delta, o.value(QStringLiteral("delta")).toDouble(), 1e-12, 1e-15));
            QCOMPARE(r->counts.wins, o.value(QStringLiteral("wins")).toInt());
            QCOMPARE(r->counts.losses, o.value(QStringLiteral("losses")).toInt());
            QCOMPARE(r->counts.ties, o.value(QStringLiteral("ties")).toInt());

            const double sd = o.value(QStringLiteral("bootstrap_sd")).toDouble();
            const double intervalTolerance = std::max(0.1 * sd, 1.01 * latticeStep(a, b)) + 1e-12;
            for (const QString &key : {QStringLiteral("ci95"), QStringLiteral("scipy_ci95")}) {
                const std::vector<double> ci = toDoubles(o.value(key));
                QVERIFY2(near(*r->intervalLow, ci[0], 0, intervalTolerance)
                             && near(*r->intervalHigh, ci[1], 0, intervalTolerance),
                         qPrintable(QStringLiteral("%1: [%2, %3] vs %4 [%5, %6]")
                                        .arg(name)
                                        .arg(*r->intervalLow)
                                        .arg(*r->intervalHigh)
                                        .arg(key)
                                        .arg(ci[0])
                                        .arg(ci[1])));
            }
            const double p = o.value(QStringLiteral("p")).toDouble();
            const double pTolerance = 5.0 * std::sqrt(std::max(p, 1.0 / 20000) * (1 - p) / 20000) + 2.0 / 20000;
            QVERIFY2(near(*r->p, p, 0, pTolerance),
                     qPrintable(QStringLiteral("%1: p %2 vs %3").arg(name).arg(*r->p).arg(p)));

            // The bootstrap distribution of the mean has mean delta and
            // standard deviation sd(d, ddof=0)/sqrt(n) exactly.
            const std::vector<double> &reps = r->replicates;
            QCOMPARE(int(reps.size()), 20000);
            QVERIFY(std::is_sorted(reps.begin(), reps.end()));
            const double mean = std::accumulate(reps.begin(), reps.end(), 0.0) / double(reps.size());
            double squares = 0.0;
            for (double x : reps)
                squares += (x - mean) * (x - mean);
            const double repSd = std::sqrt(squares / double(reps.size()));
            QVERIFY2(near(mean, r->delta, 0, 5.0 * sd / std::sqrt(20000.0) + 1e-15),
                     qPrintable(name));
            QVERIFY2(near(repSd, sd, 0.03), qPrintable(QStringLiteral("%1: sd %2 vs %3")
                                                           .arg(name)
                                                           .arg(repSd)
                                                           .arg(sd)));
        }
    }

    // §13: 200 questions, 34 wins, 14 losses, 152 ties: +0.10, interval
    // "about [+0.04, +0.17]", a real gain; 30 wins and 18 losses: +0.06,
    // "about [-0.01, +0.13]", not proven. ("About": within 0.01.)
    void workedExamplesOfSection13()
    {
        std::vector<double> a, b;
        winsLossesTies(34, 14, 152, a, b);
        auto r = pairedBootstrap(a, b);
        QVERIFY(r);
        QVERIFY(near(r->delta, 0.10, 0, 1e-15));
        QVERIFY2(near(*r->intervalLow, 0.04, 0, 0.01) && near(*r->intervalHigh, 0.17, 0, 0.01),
                 qPrintable(QStringLiteral("[%1, %2]").arg(*r->intervalLow).arg(*r->intervalHigh)));
        QVERIFY(*r->intervalLow > 0.0);

        winsLossesTies(30, 18, 152, a, b);
        r = pairedBootstrap(a, b);
        QVERIFY(r);
        QVERIFY(near(r->delta, 0.06, 0, 1e-15));
        QVERIFY2(near(*r->intervalLow, -0.01, 0, 0.01) && near(*r->intervalHigh, 0.13, 0, 0.01),
                 qPrintable(QStringLiteral("[%1, %2]").arg(*r->intervalLow).arg(*r->intervalHigh)));
        QVERIFY(*r->intervalLow < 0.0 && *r->intervalHigh > 0.0);
        QCOMPARE(r->counts.wins, 30);
        QCOMPARE(r->counts.losses, 18);
        QCOMPARE(r->counts.ties, 152);
    }

    void reproducibleForASeed()
    {
        std::vector<double> a, b;
        winsLossesTies(21, 12, 67, a, b);
        b[3] = 0.25;
        PairedBootstrapOptions options;
        options.resamples = 3000;
        options.seed = 99;
        options.keepReplicates = true;
        options.threads = 1;
        const auto first = pairedBootstrap(a, b, options);
        const auto again = pairedBootstrap(a, b, options);
        QVERIFY(first->replicates == again->replicates);
        QCOMPARE(*first->intervalLow, *again->intervalLow);
        QCOMPARE(*first->p, *again->p);
        // Any thread count gives the same resamples, bit for bit.
        for (int threads : {2, 3, 8}) {
            options.threads = threads;
            const auto parallel = pairedBootstrap(a, b, options);
            QVERIFY(parallel->replicates == first->replicates);
        }
        QVERIFY(bootstrapMeans(std::vector<double>(10, 1.0), 5, 7, 1).size() == 5);
        QVERIFY(bootstrapMeans({0.5, -0.5, 0.0, 1.0}, 300, 7, 1)
                == bootstrapMeans({0.5, -0.5, 0.0, 1.0}, 300, 7, 4));
        // Another seed gives other resamples.
        options.seed = 100;
        const auto other = pairedBootstrap(a, b, options);
        QVERIFY(other->replicates != first->replicates);
    }

    void confidenceIsAParameter()
    {
        std::vector<double> a, b;
        winsLossesTies(40, 25, 135, a, b);
        PairedBootstrapOptions options;
        options.confidence = 0.90;
        const auto ninety = pairedBootstrap(a, b, options);
        options.confidence = 0.99;
        const auto ninetyNine = pairedBootstrap(a, b, options);
        QVERIFY(*ninetyNine->intervalLow < *ninety->intervalLow);
        QVERIFY(*ninetyNine->intervalHigh > *ninety->intervalHigh);
        QCOMPARE(ninety->confidence, 0.90);
    }

    void degenerateData()
    {
        // One query: the interval and p are undefined, not 0.
        const auto one = pairedBootstrap({0.2}, {0.7});
        QVERIFY(one);
        QVERIFY(near(one->delta, 0.5, 1e-15));
        QVERIFY(!one->intervalLow && !one->intervalHigh && !one->p);
        // No difference anywhere: delta 0, interval [0, 0], p = 1.
        const auto same = pairedBootstrap({0.1, 0.5, 0.9}, {0.1, 0.5, 0.9});
        QCOMPARE(same->delta, 0.0);
        QCOMPARE(*same->intervalLow, 0.0);
        QCOMPARE(*same->intervalHigh, 0.0);
        QCOMPARE(*same->p, 1.0);
        QCOMPARE(same->counts.ties, 3);
    }

    void rejectsInvalidInput()
    {
        QVERIFY(!pairedBootstrap({1.0}, {1.0, 2.0}));
        QVERIFY(!pairedBootstrap({}, {}));
        PairedBootstrapOptions options;
        options.resamples = 0;
        QVERIFY(!pairedBootstrap({1.0, 2.0}, {1.0, 2.0}, options));
        options = {};
        options.confidence = 1.0;
        QVERIFY(!pairedBootstrap({1.0, 2.0}, {1.0, 2.0}, options));
        options = {};
        options.tieTolerance = -0.1;
        QVERIFY(!pairedBootstrap({1.0, 2.0}, {1.0, 2.0}, options));
    }
};

QTEST_GUILESS_MAIN(TestPairedBootstrap)
#include "tst_pairedbootstrap.moc"
