// Gwet's AC1/AC2 and percent agreement against values nobody here computed.
// No Debian package implements Gwet's coefficients (no r-cran-irrcac), so the
// references are published outputs:
//
// [G1] Gwet, K. L., irrCAC R package (CRAN 1.0, documentation by the author),
//      vignette "Calculating Chance-corrected Agreement Coefficients"
//      (overview): gwet.ac1.raw(cac.raw4raters), pa.coeff.raw(cac.raw4raters),
//      gwet.ac1.table(cont3x3abstractors), pa2.table(cont3x3abstractors),
//      gwet.ac1.dist(distrib.6raters), fleiss.kappa.dist(distrib.6raters),
//      krippen.alpha.dist(distrib.6raters).
// [G2] Same package, vignette "Weighted Chance-corrected Agreement
//      Coefficients": gwet.ac1.raw(cac.raw4raters, weights = "quadratic"),
//      pa.coeff.raw(..., "quadratic"), gwet.ac1.table(cont3x3abstractors,
//      quadratic.weights(1:3)), pa2.table(..., quadratic).
// [P]  afergadis/irrCAC (a Python port of irrCAC), unit tests
//      test/unit/irrCAC/raw/test_gwet.py: linear and ordinal AC2 on
//      raw_4raters, printed to 3 decimals.
// cac.raw4raters is the data of Gwet (2014), Handbook of Inter-Rater
// Reliability, 4th ed., p. 120 (also Krippendorff's 4 × 12 example).
// Tolerances are half a unit of the last printed digit.

#include "metrics/fleisskappa.h"
#include "metrics/gwetac.h"
#include "metrics/krippendorffalpha.h"
#include "metrics/percentagreement.h"
#include "metrics/ratingsmatrix.h"

#include <QtTest>

#include <optional>

using namespace touchstone;

namespace {

constexpr std::optional<int> NA = std::nullopt;

// Units × raters as printed in the vignette, turned into coders × units.
RatingsMatrix raw4raters()
{
    const std::vector<std::vector<std::optional<int>>> units = {
        {1, 1, NA, 1}, {2, 2, 3, 2}, {3, 3, 3, 3}, {3, 3, 3, 3}, {2, 2, 2, 2}, {1, 2, 3, 4},
        {4, 4, 4, 4},  {1, 1, 2, 1}, {2, 2, 2, 2}, {NA, 5, 5, 5}, {NA, NA, 1, 1}, {NA, NA, 3, NA}};
    std::vector<std::vector<std::optional<int>>> coders(4);
    for (const auto &unit : units)
        for (size_t c = 0; c < 4; ++c)
            coders[c].push_back(unit[c]);
    return *RatingsMatrix::fromCoderRows(coders, {1, 2, 3, 4, 5});
}

// Two raters from a contingency table (rows rater 1, columns rater 2).
RatingsMatrix fromTable(const std::vector<std::vector<int>> &table)
{
    std::vector<std::vector<std::optional<int>>> coders(2);
    for (size_t i = 0; i < table.size(); ++i)
        for (size_t j = 0; j < table[i].size(); ++j)
            for (int n = 0; n < table[i][j]; ++n) {
                coders[0].push_back(int(i));
                coders[1].push_back(int(j));
            }
    std::vector<int> categories(table.size());
    for (size_t i = 0; i < table.size(); ++i)
        categories[i] = int(i);
    return *RatingsMatrix::fromCoderRows(coders, categories);
}

// m raters from a distribution of raters by subject and category: rater slots
// are filled in category order (which rater said what does not enter).
RatingsMatrix fromDistribution(const std::vector<std::vector<int>> &counts, int raters)
{
    std::vector<std::vector<std::optional<int>>> coders(static_cast<size_t>(raters));
    for (const auto &subject : counts) {
        int slot = 0;
        for (size_t k = 0; k < subject.size(); ++k)
            for (int n = 0; n < subject[k]; ++n)
                coders[size_t(slot++)].push_back(int(k));
        while (slot < raters)
            coders[size_t(slot++)].push_back(NA);
    }
    std::vector<int> categories(counts.front().size());
    for (size_t k = 0; k < categories.size(); ++k)
        categories[k] = int(k);
    return *RatingsMatrix::fromCoderRows(coders, categories);
}

const std::vector<std::vector<int>> cont3x3abstractors = {{13, 0, 0}, {0, 20, 7}, {0, 4, 56}};

const std::vector<std::vector<int>> distrib6raters = {
    {0, 0, 0, 6, 0}, {0, 3, 0, 0, 3}, {0, 1, 4, 0, 1}, {0, 0, 0, 0, 6}, {0, 3, 0, 3, 0},
    {2, 0, 4, 0, 0}, {0, 0, 4, 0, 2}, {2, 0, 3, 1, 0}, {2, 0, 0, 4, 0}, {0, 0, 0, 0, 6},
    {1, 0, 0, 5, 0}, {1, 1, 0, 4, 0}, {0, 3, 3, 0, 0}, {1, 0, 0, 5, 0}, {0, 2, 0, 3, 1}};

} // namespace

class TestGwetAC : public QObject
{
    Q_OBJECT

private slots:
    void raw4ratersPublished_data();
    void raw4ratersPublished();
    void singleRatedUnitEntersChanceOnly();
    void contingencyTablePublished();
    void distributionPublished();
    void undefinedWithoutPairs();
};

void TestGwetAC::raw4ratersPublished_data()
{
    QTest::addColumn<int>("weighting");
    QTest::addColumn<double>("pa");
    QTest::addColumn<double>("pe");
    QTest::addColumn<double>("coefficient");
    QTest::addColumn<double>("paTolerance");
    QTest::addColumn<double>("coefficientTolerance");
    // [G1]: pa 0.8181818, pe 0.1903212, AC1 0.77544
    QTest::newRow("AC1 [G1]") << int(Weighting::Unweighted) << 0.8181818 << 0.1903212 << 0.77544 << 5e-8 << 5e-6;
    // [G2]: pa 0.9753788, pe 0.7137044, AC2 0.914
    QTest::newRow("AC2 quadratic [G2]") << int(Weighting::Quadratic) << 0.9753788 << 0.7137044 << 0.914 << 5e-8
                                         << 5e-4;
    // [P]: linear pa 0.939, pe 0.571, AC2 0.859; ordinal pa 0.968, pe 0.685, AC2 0.899
    QTest::newRow("AC2 linear [P]") << int(Weighting::Linear) << 0.939 << 0.571 << 0.859 << 5e-4 << 5e-4;
    QTest::newRow("AC2 ordinal [P]") << int(Weighting::Ordinal) << 0.968 << 0.685 << 0.899 << 5e-4 << 5e-4;
}

void TestGwetAC::raw4ratersPublished()
{
    QFETCH(int, weighting);
    QFETCH(double, pa);
    QFETCH(double, pe);
    QFETCH(double, coefficient);
    QFETCH(double, paTolerance);
    QFETCH(double, coefficientTolerance);
    const RatingsMatrix matrix = raw4raters();
    const GwetAC::Components parts = GwetAC::components(matrix, Weighting(weighting));
    QVERIFY(parts.pa && parts.pe);
    QVERIFY2(std::abs(*parts.pa - pa) <= paTolerance, qPrintable(QString::number(*parts.pa, 'g', 17)));
    QVERIFY2(std::abs(*parts.pe - pe) <= paTolerance, qPrintable(QString::number(*parts.pe, 'g', 17)));
    const AgreementResult result = GwetAC::compute(matrix, Weighting(weighting));
    QVERIFY(result.value);
    QVERIFY2(std::abs(*result.value - coefficient) <= coefficientTolerance,
             qPrintable(QString::number(*result.value, 'g', 17)));
    // pa.coeff.raw prints the same p_a [G1, G2]
    const AgreementResult percent = PercentAgreement::compute(matrix, Weighting(weighting));
    QVERIFY(percent.value);
    QVERIFY(std::abs(*percent.value - pa) <= paTolerance);
}

void TestGwetAC::singleRatedUnitEntersChanceOnly()
{
    const AgreementResult result = GwetAC::compute(raw4raters(), Weighting::Unweighted, Detail::WithUnits);
    QCOMPARE(result.n, 11);  // unit 12 has one rating
    QCOMPARE(result.values, 40.0);
    QCOMPARE(result.excludedCount, 1);
    QCOMPARE(result.excluded.size(), size_t(1));
    QCOMPARE(result.excluded.front(), (Exclusion{11, ExclusionReason::SingleRating}));
    QCOMPARE(result.used.size(), size_t(11));
}

void TestGwetAC::contingencyTablePublished()
{
    const RatingsMatrix matrix = fromTable(cont3x3abstractors);
    const auto near = [](const std::optional<double> &value, double expected, double tolerance) {
        return value && std::abs(*value - expected) <= tolerance;
    };
    // [G1] AC1 0.8493305, percent agreement 0.89
    QVERIFY(near(GwetAC::compute(matrix).value, 0.8493305, 5e-8));
    QVERIFY(near(PercentAgreement::compute(matrix).value, 0.89, 1e-12));
    // [G2] AC2 quadratic 0.9402369, weighted percent agreement 0.9725
    QVERIFY(near(GwetAC::compute(matrix, Weighting::Quadratic).value, 0.9402369, 5e-8));
    QVERIFY(near(PercentAgreement::compute(matrix, Weighting::Quadratic).value, 0.9725, 1e-12));
}

void TestGwetAC::distributionPublished()
{
    const RatingsMatrix matrix = fromDistribution(distrib6raters, 6);
    const GwetAC::Components parts = GwetAC::components(matrix, Weighting::Unweighted);
    // [G1] gwet.ac1.dist: AC1 0.4448007, pa 0.5511111, pe 0.1914815
    QVERIFY(parts.pa && std::abs(*parts.pa - 0.5511111) <= 5e-8);
    QVERIFY(parts.pe && std::abs(*parts.pe - 0.1914815) <= 5e-8);
    const std::optional<double> ac1 = GwetAC::compute(matrix).value;
    QVERIFY(ac1 && std::abs(*ac1 - 0.4448007) <= 5e-8);
    // [G1] fleiss.kappa.dist 0.4139265 and krippen.alpha.dist 0.4204384 on
    // the same complete data: two more independent checks of our Fleiss and α.
    const std::optional<double> fleiss = FleissKappa::compute(matrix).value;
    QVERIFY(fleiss && std::abs(*fleiss - 0.4139265) <= 5e-8);
    const std::optional<double> alpha = KrippendorffAlpha::compute(matrix, AlphaLevel::Nominal).value;
    QVERIFY(alpha && std::abs(*alpha - 0.4204384) <= 5e-8);
}

void TestGwetAC::undefinedWithoutPairs()
{
    // Every unit rated once: no p_a, so AC is undefined, not 0 or 1.
    const RatingsMatrix matrix = *RatingsMatrix::fromCoderRows({{1, NA, 2}, {NA, 3, NA}}, {0, 1, 2, 3});
    const AgreementResult result = GwetAC::compute(matrix, Weighting::Unweighted, Detail::WithUnits);
    QVERIFY(!result.value.has_value());
    QCOMPARE(result.n, 0);
    QCOMPARE(result.excludedCount, 3);
    QVERIFY(!PercentAgreement::compute(matrix).value.has_value());
}

QTEST_GUILESS_MAIN(TestGwetAC)
#include "tst_gwetac.moc"
