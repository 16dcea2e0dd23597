// AgreementTally (additive sufficient statistics) against the reference
// cases of ../shared/testdata/agreement and against the matrix-based
// measures of metrics/ on random matrices; BootstrapSet against
// Bootstrap::interval run once per statistic.

#include "common/shareddata.h"
#include "metrics/agreementtally.h"
#include "metrics/bootstrapset.h"
#include "metrics/cohenkappa.h"
#include "metrics/fleisskappa.h"
#include "metrics/gwetac.h"
#include "metrics/krippendorffalpha.h"
#include "metrics/prng.h"
#include "metrics/ratingsmatrix.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <atomic>

#include <cmath>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

AgreementTally tallyOf(const RatingsMatrix &matrix, const std::vector<int> &units = {})
{
    AgreementTally tally(matrix.coderCount(), matrix.categories());
    if (units.empty()) {
        for (int u = 0; u < matrix.unitCount(); ++u)
            tally.addUnit(matrix.row(u));
    } else {
        for (const int u : units)
            tally.addUnit(matrix.row(u));
    }
    return tally;
}

RatingsMatrix randomMatrix(Prng &random, int units, int coders)
{
    RatingsMatrix matrix = *RatingsMatrix::create({0, 1, 2, 3}, units, coders);
    for (int u = 0; u < units; ++u) {
        const int latent = int(random.bounded(quint32(4)));
        for (int c = 0; c < coders; ++c) {
            if (random.bounded(quint32(100)) < 35)
                continue;
            const int noise = int(random.bounded(quint32(10)));
            const int grade = noise < 6 ? latent : noise < 9 ? std::clamp(latent + 1, 0, 3) : int(random.bounded(quint32(4)));
            (void)matrix.setGrade(u, c, grade);
        }
    }
    return matrix;
}

bool same(const std::optional<double> &a, const std::optional<double> &b, double tolerance)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || std::abs(*a - *b) <= tolerance;
}

QString show(const std::optional<double> &value)
{
    return value ? QString::number(*value, 'g', 17) : u"undefined"_s;
}

// Every value of the tally equals the measure computed on the matrix.
void compareWithMatrix(const AgreementTally &tally, const RatingsMatrix &matrix, double tolerance)
{
    for (int a = 0; a < matrix.coderCount(); ++a) {
        for (int b = 0; b < matrix.coderCount(); ++b) {
            if (a == b)
                continue;
            for (const Weighting w : {Weighting::Unweighted, Weighting::Linear, Weighting::Quadratic}) {
                const auto expected = CohenKappa::compute(matrix, a, b, w).value;
                QVERIFY2(same(tally.cohenKappa(a, b, w), expected, 0.0),
                         qPrintable(u"κ %1-%2: %3 vs %4"_s.arg(a).arg(b).arg(show(tally.cohenKappa(a, b, w)), show(expected))));
            }
            QVERIFY(same(tally.cohenKappaBinary(a, b), CohenKappa::computeBinary(matrix, a, b).value, 0.0));
            QCOMPARE(tally.pairUnits(a, b), (long long)CohenKappa::compute(matrix, a, b, Weighting::Unweighted).n);
        }
    }
    for (const AlphaLevel level : {AlphaLevel::Nominal, AlphaLevel::Ordinal, AlphaLevel::Interval, AlphaLevel::Ratio}) {
        const auto expected = KrippendorffAlpha::compute(matrix, level).value;
        QVERIFY2(same(tally.alpha(level), expected, 0.0),
                 qPrintable(u"α level %1: %2 vs %3"_s.arg(int(level)).arg(show(tally.alpha(level)), show(expected))));
    }
    QCOMPARE(tally.coincidences().pairableUnits, KrippendorffAlpha::compute(matrix, AlphaLevel::Nominal).n);
    QCOMPARE(tally.fleissRaterCount(), FleissKappa::commonRaterCount(matrix));
    QVERIFY(same(tally.fleissKappa(), FleissKappa::compute(matrix).value, 0.0));
    QCOMPARE(tally.fleissItems(), (long long)FleissKappa::compute(matrix).n);
    for (const Weighting w : {Weighting::Unweighted, Weighting::Linear, Weighting::Quadratic, Weighting::Ordinal}) {
        const auto expected = GwetAC::compute(matrix, w).value;
        QVERIFY2(same(tally.gwet(w), expected, tolerance),
                 qPrintable(u"Gwet %1: %2 vs %3"_s.arg(int(w)).arg(show(tally.gwet(w)), show(expected))));
    }
}

std::optional<double> expectedValue(const QJsonObject &expected, const QString &key)
{
    const QJsonValue value = expected.value(key);
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

} // namespace

class TestAgreementTally : public QObject
{
    Q_OBJECT

private slots:
    void referenceCases_data();
    void referenceCases();
    void randomMatricesMatchTheMeasures();
    void sumOfGroupsIsTheUnion();
    void weightCountsAsRepeatedUnits();
    void coderMapPlacesPairs();
    void entriesAddAsTheTallies();
    void bootstrapSetMatchesSingleIntervals();
    void bootstrapSetThreadsGiveTheSameIntervals();
    void bootstrapBatchesGiveTheSameIntervals();
};

void TestAgreementTally::referenceCases_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(testing::sharedPath(u"testdata/agreement/cases"_s));
    for (const QString &name : dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name)) {
        if (name.startsWith(u"cohen_graded"_s) || name.startsWith(u"kripp_"_s) || name.startsWith(u"fleiss_"_s))
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
}

// The expected values of the shared cases (computed by scikit-learn, R irr,
// statsmodels, fast-krippendorff, …) reached through a tally.
void TestAgreementTally::referenceCases()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonObject inputs = object.value(u"inputs"_s).toObject();
    const QJsonObject expected = object.value(u"expected"_s).toObject();
    std::vector<std::vector<std::optional<int>>> rows;
    for (const QJsonValue &row : inputs.value(u"ratings"_s).toArray()) {
        rows.emplace_back();
        for (const QJsonValue &cell : row.toArray())
            rows.back().push_back(cell.isNull() ? std::nullopt : std::optional<int>(cell.toInt()));
    }
    std::vector<int> categories;
    for (const QJsonValue &value : inputs.value(u"categories"_s).toArray())
        categories.push_back(value.toInt());
    const Result<RatingsMatrix> matrix = RatingsMatrix::fromCoderRows(rows, categories);
    QVERIFY2(matrix.ok(), qPrintable(matrix.error()));
    const AgreementTally tally = tallyOf(*matrix);
    const QString family = object.value(u"family"_s).toString();
    int checked = 0;
    const auto check = [&](const QString &key, const std::optional<double> &value) {
        if (!expected.contains(key))
            return;
        QVERIFY2(same(value, expectedValue(expected, key), 1e-9),
                 qPrintable(key + u": "_s + show(value) + u" expected "_s + show(expectedValue(expected, key))));
        ++checked;
    };
    if (family == u"cohen_kappa"_s) {
        check(u"kappa_unweighted"_s, tally.cohenKappa(0, 1, Weighting::Unweighted));
        check(u"kappa_linear"_s, tally.cohenKappa(0, 1, Weighting::Linear));
        check(u"kappa_quadratic"_s, tally.cohenKappa(0, 1, Weighting::Quadratic));
        check(u"kappa_binary"_s, tally.cohenKappaBinary(0, 1, inputs.value(u"binary_threshold"_s).toInt(2)));
    } else if (family == u"krippendorff_alpha"_s) {
        check(u"alpha_nominal"_s, tally.alpha(AlphaLevel::Nominal));
        check(u"alpha_ordinal"_s, tally.alpha(AlphaLevel::Ordinal));
        check(u"alpha_interval"_s, tally.alpha(AlphaLevel::Interval));
        check(u"alpha_ratio"_s, tally.alpha(AlphaLevel::Ratio));
    } else if (family == u"fleiss_kappa"_s) {
        check(u"fleiss_kappa"_s, tally.fleissKappa());
    }
    QVERIFY2(checked > 0, "no expected value of the case was checked");
    compareWithMatrix(tally, *matrix, 1e-12);
}

void TestAgreementTally::randomMatricesMatchTheMeasures()
{
    Prng random(7);
    for (int round = 0; round < 40; ++round) {
        const int coders = 2 + int(random.bounded(quint32(5)));
        const RatingsMatrix matrix = randomMatrix(random, 1 + int(random.bounded(quint32(80))), coders);
        compareWithMatrix(tallyOf(matrix), matrix, 1e-12);
    }
}

// Groups (questions) tallied apart and added up give the union's values,
// also when a group is added twice (a bootstrap resample).
void TestAgreementTally::sumOfGroupsIsTheUnion()
{
    Prng random(11);
    const RatingsMatrix matrix = randomMatrix(random, 120, 4);
    std::vector<std::vector<int>> groups(6);
    for (int u = 0; u < matrix.unitCount(); ++u)
        groups[size_t(random.bounded(quint32(6)))].push_back(u);
    AgreementTally sum(4, {0, 1, 2, 3});
    std::vector<int> drawn;
    for (const int g : {0, 1, 2, 3, 4, 5, 2}) {
        sum.add(tallyOf(matrix, groups[size_t(g)]));
        drawn.insert(drawn.end(), groups[size_t(g)].begin(), groups[size_t(g)].end());
    }
    const RatingsMatrix resample = matrix.selectUnits(drawn);
    compareWithMatrix(sum, resample, 1e-12);
    sum.clear();
    QCOMPARE(sum.units(), 0LL);
    QVERIFY(!sum.alpha(AlphaLevel::Ordinal));
}

void TestAgreementTally::weightCountsAsRepeatedUnits()
{
    Prng random(13);
    const RatingsMatrix matrix = randomMatrix(random, 30, 3);
    AgreementTally weighted(3, {0, 1, 2, 3});
    std::vector<int> repeated;
    for (int u = 0; u < matrix.unitCount(); ++u) {
        const int weight = 1 + int(random.bounded(quint32(7)));
        weighted.addUnit(matrix.row(u), weight);
        for (int i = 0; i < weight; ++i)
            repeated.push_back(u);
    }
    compareWithMatrix(weighted, matrix.selectUnits(repeated), 1e-12);
}

// A question tally over its own raters lands on the project's coders.
void TestAgreementTally::coderMapPlacesPairs()
{
    Prng random(17);
    const RatingsMatrix local = randomMatrix(random, 40, 3);
    AgreementTally total(5, {0, 1, 2, 3});
    total.add(tallyOf(local), {4, 1, 3});  // local 0 → 4, 1 → 1, 2 → 3
    RatingsMatrix global = *RatingsMatrix::create({0, 1, 2, 3}, 40, 5);
    for (int u = 0; u < 40; ++u) {
        (void)global.setGrade(u, 4, local.grade(u, 0));
        (void)global.setGrade(u, 1, local.grade(u, 1));
        (void)global.setGrade(u, 3, local.grade(u, 2));
    }
    compareWithMatrix(total, global, 1e-12);
}

// Entries (the bootstrap's contiguous form) change a tally exactly as
// add() does: every value bit for bit, Gwet's double sums included, with
// coder maps that reverse pairs and with groups drawn twice.
void TestAgreementTally::entriesAddAsTheTallies()
{
    Prng random(23);
    const std::vector<std::vector<int>> maps{{4, 1, 3}, {0, 2}, {3, 0, 1, 2}, {2, 4}, {1, 0, 4}};
    std::vector<AgreementTally> groups;
    for (const std::vector<int> &map : maps)
        groups.push_back(tallyOf(randomMatrix(random, 5 + int(random.bounded(quint32(40))), int(map.size()))));
    groups.push_back(AgreementTally(2, {0, 1, 2, 3}));  // empty: adds nothing either way
    AgreementTally viaAdd(5, {0, 1, 2, 3});
    AgreementTally viaEntries(5, {0, 1, 2, 3});
    std::vector<AgreementTally::Entry> entries;
    for (const int g : {0, 1, 2, 3, 4, 5, 2, 0, 0}) {
        const std::vector<int> &map = size_t(g) < maps.size() ? maps[size_t(g)] : maps[1];
        viaAdd.add(groups[size_t(g)], map);
        entries.clear();
        viaEntries.appendEntries(groups[size_t(g)], map, entries);
        viaEntries.addEntries(entries.data(), entries.data() + entries.size());
    }
    QCOMPARE(viaEntries.units(), viaAdd.units());
    QVERIFY(viaAdd.units() > 0);
    for (int a = 0; a < 5; ++a) {
        for (int b = 0; b < 5; ++b) {
            if (a == b)
                continue;
            QCOMPARE(viaEntries.pairUnits(a, b), viaAdd.pairUnits(a, b));
            for (const Weighting w : {Weighting::Unweighted, Weighting::Linear, Weighting::Quadratic})
                QCOMPARE(viaEntries.cohenKappa(a, b, w), viaAdd.cohenKappa(a, b, w));
        }
    }
    for (const AlphaLevel level : {AlphaLevel::Nominal, AlphaLevel::Ordinal, AlphaLevel::Interval, AlphaLevel::Ratio})
        QCOMPARE(viaEntries.alpha(level), viaAdd.alpha(level));
    QCOMPARE(viaEntries.fleissItems(), viaAdd.fleissItems());
    QCOMPARE(viaEntries.fleissKappa(), viaAdd.fleissKappa());
    for (const Weighting w : {Weighting::Unweighted, Weighting::Linear, Weighting::Quadratic, Weighting::Ordinal}) {
        const GwetAC::Components x = viaEntries.gwetComponents(w);
        const GwetAC::Components y = viaAdd.gwetComponents(w);
        QVERIFY(x.pa == y.pa && x.pe == y.pe);  // exact: the same sums in the same order
    }
}

void TestAgreementTally::bootstrapSetMatchesSingleIntervals()
{
    Prng random(19);
    const RatingsMatrix matrix = randomMatrix(random, 60, 3);
    std::vector<AgreementTally> groups;
    for (int g = 0; g < 12; ++g) {
        std::vector<int> units;
        for (int u = g * 5; u < g * 5 + 5; ++u)
            units.push_back(u);
        groups.push_back(tallyOf(matrix, units));
    }
    const auto sumOf = [&](const std::vector<int> &drawn) {
        AgreementTally sum(3, {0, 1, 2, 3});
        for (const int g : drawn)
            sum.add(groups[size_t(g)]);
        return sum;
    };
    const std::vector<std::function<std::optional<double>(const AgreementTally &)>> statistics = {
        [](const AgreementTally &t) { return t.alpha(AlphaLevel::Ordinal); },
        [](const AgreementTally &t) { return t.cohenKappa(0, 1, Weighting::Quadratic); },
        [](const AgreementTally &t) { return t.fleissKappa(3); },  // often undefined: few complete units
        [](const AgreementTally &t) { return t.gwet(Weighting::Quadratic); },
    };
    BootstrapOptions options;
    options.resamples = 300;
    options.seed = 99;
    const std::vector<BootstrapInterval> together = BootstrapSet::intervals(
        12, int(statistics.size()),
        [&](const std::vector<int> &drawn) {
            const AgreementTally sum = sumOf(drawn);
            std::vector<std::optional<double>> values;
            for (const auto &statistic : statistics)
                values.push_back(statistic(sum));
            return values;
        },
        options);
    QCOMPARE(together.size(), statistics.size());
    for (size_t k = 0; k < statistics.size(); ++k) {
        const BootstrapInterval alone = Bootstrap::interval(
            12, [&](const std::vector<int> &drawn) { return statistics[k](sumOf(drawn)); }, options);
        QVERIFY(same(together[k].estimate, alone.estimate, 0.0));
        QVERIFY(same(together[k].lower, alone.lower, 0.0));
        QVERIFY(same(together[k].upper, alone.upper, 0.0));
        QCOMPARE(together[k].undefinedResamples, alone.undefinedResamples);
        QCOMPARE(together[k].resamples, alone.resamples);
    }
}

// Any thread count replays the same draws: every interval is identical to
// the single-threaded one (and so to Bootstrap::interval alone).
void TestAgreementTally::bootstrapSetThreadsGiveTheSameIntervals()
{
    Prng random(23);
    const RatingsMatrix matrix = randomMatrix(random, 70, 3);
    std::vector<AgreementTally> groups;
    for (int g = 0; g < 14; ++g) {
        std::vector<int> units;
        for (int u = g * 5; u < g * 5 + 5; ++u)
            units.push_back(u);
        groups.push_back(tallyOf(matrix, units));
    }
    const BootstrapSet::StatisticsFactory perThread = [&groups] {
        return BootstrapSet::Statistics([&groups](const std::vector<int> &drawn) {
            AgreementTally sum(3, {0, 1, 2, 3});
            for (const int g : drawn)
                sum.add(groups[size_t(g)]);
            return std::vector<std::optional<double>>{sum.alpha(AlphaLevel::Ordinal),
                                                      sum.cohenKappa(0, 1, Weighting::Quadratic), sum.fleissKappa(3)};
        });
    };
    BootstrapOptions options;
    options.resamples = 250;
    options.seed = 7;
    const std::vector<BootstrapInterval> single = BootstrapSet::intervals(14, 3, perThread(), options);
    for (const int threads : {1, 2, 3, 8}) {
        const std::vector<BootstrapInterval> split = BootstrapSet::intervals(14, 3, perThread, options, threads);
        QCOMPARE(split.size(), single.size());
        for (size_t k = 0; k < single.size(); ++k) {
            QVERIFY(same(split[k].estimate, single[k].estimate, 0.0));
            QVERIFY(same(split[k].lower, single[k].lower, 0.0));
            QVERIFY(same(split[k].upper, single[k].upper, 0.0));
            QCOMPARE(split[k].undefinedResamples, single[k].undefinedResamples);
            QCOMPARE(split[k].resamples, 250);
        }
    }
    const BootstrapInterval alone = Bootstrap::interval(
        14, [&](const std::vector<int> &drawn) { return perThread()(drawn)[1]; }, options);
    QVERIFY(same(single[1].lower, alone.lower, 0.0));
    QVERIFY(same(single[1].upper, alone.upper, 0.0));
}

// Handing the resamples over in batches (of any size, on any thread count)
// replays the same draws in the same order: the intervals are those of
// one resample at a time, bit for bit, and each batch holds at most the
// size asked for.
void TestAgreementTally::bootstrapBatchesGiveTheSameIntervals()
{
    Prng random(31);
    const RatingsMatrix matrix = randomMatrix(random, 80, 3);
    std::vector<AgreementTally> groups;
    for (int g = 0; g < 16; ++g) {
        std::vector<int> units;
        for (int u = g * 5; u < g * 5 + 5; ++u)
            units.push_back(u);
        groups.push_back(tallyOf(matrix, units));
    }
    const auto valuesOf = [&groups](const std::vector<int> &drawn) {
        AgreementTally sum(3, {0, 1, 2, 3});
        for (const int g : drawn)
            sum.add(groups[size_t(g)]);
        return std::vector<std::optional<double>>{sum.alpha(AlphaLevel::Interval), sum.gwet(Weighting::Linear),
                                                  sum.cohenKappa(1, 2, Weighting::Unweighted)};
    };
    BootstrapOptions options;
    options.resamples = 203;  // not a multiple of any batch below
    options.seed = 5;
    const std::vector<BootstrapInterval> single =
        BootstrapSet::intervals(16, 3, BootstrapSet::Statistics(valuesOf), options);
    for (const int batchSize : {1, 7, 32, 500}) {
        for (const int threads : {1, 2, 3}) {
            std::atomic<int> largest{0};
            const BootstrapSet::BatchStatisticsFactory perThread = [&] {
                return BootstrapSet::BatchStatistics([&](const std::vector<std::vector<int>> &draws) {
                    int seen = largest.load();
                    while (int(draws.size()) > seen && !largest.compare_exchange_weak(seen, int(draws.size()))) {
                    }
                    std::vector<std::vector<std::optional<double>>> values;
                    for (const std::vector<int> &drawn : draws)
                        values.push_back(valuesOf(drawn));
                    return values;
                });
            };
            const std::vector<BootstrapInterval> batched =
                BootstrapSet::batchIntervals(16, 3, perThread, options, threads, batchSize);
            QCOMPARE(batched.size(), single.size());
            QVERIFY(largest.load() <= batchSize);
            QVERIFY(largest.load() >= std::min(batchSize, 16));
            for (size_t k = 0; k < single.size(); ++k) {
                QVERIFY(same(batched[k].estimate, single[k].estimate, 0.0));
                QVERIFY(same(batched[k].lower, single[k].lower, 0.0));
                QVERIFY(same(batched[k].upper, single[k].upper, 0.0));
                QCOMPARE(batched[k].undefinedResamples, single[k].undefinedResamples);
                QCOMPARE(batched[k].resamples, 203);
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestAgreementTally)
#include "tst_agreementtally.moc"
