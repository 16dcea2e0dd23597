// Bootstrap intervals: reproducible for a seed, different for another,
// resampling the caller's groups, reporting the undefined share.

#include "metrics/bootstrap.h"
#include "metrics/cohenkappa.h"
#include "metrics/krippendorffalpha.h"
#include "metrics/prng.h"
#include "metrics/ratingsmatrix.h"

#include <QtTest>

using namespace touchstone;

namespace {

// 60 units in 20 groups ("queries") of 3, two coders agreeing most of the time.
RatingsMatrix queryMatrix(std::vector<int> *groupOfUnit)
{
    Prng random(99);
    std::vector<std::vector<std::optional<int>>> rows(2);
    for (int u = 0; u < 60; ++u) {
        const int grade = int(random.bounded(4));
        rows[0].push_back(grade);
        rows[1].push_back(random.bounded(4) == 0 ? int(random.bounded(4)) : grade);
        groupOfUnit->push_back(u / 3);
    }
    return *RatingsMatrix::fromCoderRows(rows, {0, 1, 2, 3});
}

std::optional<double> quadraticKappa(const RatingsMatrix &matrix)
{
    return CohenKappa::compute(matrix, 0, 1, Weighting::Quadratic).value;
}

} // namespace

class TestBootstrap : public QObject
{
    Q_OBJECT

private slots:
    void reproducibleForASeed();
    void differentForAnotherSeed();
    void resamplesWholeGroups();
    void reportsUndefinedShare();
    void quantileType7();
    void boundedDrawsAreInRange();
};

void TestBootstrap::reproducibleForASeed()
{
    std::vector<int> groups;
    const RatingsMatrix matrix = queryMatrix(&groups);
    const BootstrapOptions options{500, 0.95, 12345};
    const BootstrapInterval first = Bootstrap::interval(matrix, groups, quadraticKappa, options);
    const BootstrapInterval second = Bootstrap::interval(matrix, groups, quadraticKappa, options);
    QVERIFY(first.lower && first.upper && first.estimate);
    QCOMPARE(*first.lower, *second.lower);
    QCOMPARE(*first.upper, *second.upper);
    QVERIFY(*first.lower <= *first.estimate && *first.estimate <= *first.upper);
    QVERIFY(*first.lower < *first.upper);
    QCOMPARE(first.resamples, 500);
    QCOMPARE(first.undefinedResamples, 0);
    QCOMPARE(first.seed, std::uint64_t(12345));
}

void TestBootstrap::differentForAnotherSeed()
{
    std::vector<int> groups;
    const RatingsMatrix matrix = queryMatrix(&groups);
    const BootstrapInterval a = Bootstrap::interval(matrix, groups, quadraticKappa, {500, 0.95, 1});
    const BootstrapInterval b = Bootstrap::interval(matrix, groups, quadraticKappa, {500, 0.95, 2});
    QCOMPARE(*a.estimate, *b.estimate);
    QVERIFY(*a.lower != *b.lower || *a.upper != *b.upper);
}

void TestBootstrap::resamplesWholeGroups()
{
    // Every resample holds G groups × 3 units: the statistic sees 60 units.
    std::vector<int> groups;
    const RatingsMatrix matrix = queryMatrix(&groups);
    std::vector<int> sizes;
    Bootstrap::interval(
        matrix, groups,
        [&](const RatingsMatrix &resample) {
            sizes.push_back(resample.unitCount());
            return std::optional<double>(0.0);
        },
        {50, 0.9, 3});
    QCOMPARE(sizes.size(), size_t(51));  // the estimate, then 50 resamples
    QVERIFY(std::all_of(sizes.begin(), sizes.end(), [](int n) { return n == 60; }));
}

void TestBootstrap::reportsUndefinedShare()
{
    // Two items, both coders agree on each, on different grades. A resample
    // that draws the same item twice has a single category: κ is undefined
    // (p_e = 1). About half the resamples are so.
    const RatingsMatrix matrix = *RatingsMatrix::fromCoderRows({{0, 1}, {0, 1}}, {0, 1});
    const BootstrapInterval result = Bootstrap::interval(
        matrix, {0, 1}, [](const RatingsMatrix &m) { return CohenKappa::compute(m, 0, 1, Weighting::Unweighted).value; },
        {1000, 0.95, 7});
    QVERIFY(result.undefinedResamples > 400 && result.undefinedResamples < 600);
    QCOMPARE(result.undefinedShare, result.undefinedResamples / 1000.0);
    QCOMPARE(*result.lower, 1.0);
    QCOMPARE(*result.upper, 1.0);
    // All undefined: no interval, and the share says why.
    const BootstrapInterval none = Bootstrap::interval(
        3, [](const std::vector<int> &) { return std::optional<double>(); }, {100, 0.95, 7});
    QVERIFY(!none.lower && !none.upper && !none.estimate);
    QCOMPARE(none.undefinedShare, 1.0);
}

void TestBootstrap::quantileType7()
{
    // R: quantile(c(1, 2, 3, 4), c(0.25, 0.5, 0.975)) = 1.75, 2.5, 3.925
    const std::vector<double> sorted = {1, 2, 3, 4};
    QCOMPARE(*Bootstrap::quantile(sorted, 0.25), 1.75);
    QCOMPARE(*Bootstrap::quantile(sorted, 0.5), 2.5);
    QVERIFY(std::abs(*Bootstrap::quantile(sorted, 0.975) - 3.925) < 1e-12);
    QVERIFY(!Bootstrap::quantile({}, 0.5).has_value());
}

void TestBootstrap::boundedDrawsAreInRange()
{
    Prng random(42);
    std::vector<int> seen(7, 0);
    for (int i = 0; i < 7000; ++i)
        ++seen[size_t(random.bounded(7))];
    for (const int count : seen)
        QVERIFY(count > 800 && count < 1200);
}

QTEST_GUILESS_MAIN(TestBootstrap)
#include "tst_bootstrap.moc"
