// Properties the agreement measures must have whatever the data: symmetry,
// perfect agreement, invariance, bookkeeping of excluded units, maximum (not
// greedy) span matching. The reference values themselves are checked in
// tst_agreementcases and tst_gwetac.

#include "metrics/bipartitematching.h"
#include "metrics/cohenkappa.h"
#include "metrics/fleisskappa.h"
#include "metrics/krippendorffalpha.h"
#include "metrics/prng.h"
#include "metrics/ratingsmatrix.h"
#include "metrics/spanagreement.h"

#include <QtTest>

#include <optional>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

constexpr std::optional<int> NA = std::nullopt;
using Rows = std::vector<std::vector<std::optional<int>>>;

// Seeded random ratings: `coders` × `units`, grades 0–3, `missing` share of
// empty cells.
RatingsMatrix randomMatrix(std::uint64_t seed, int coders, int units, double missing)
{
    Prng random(seed);
    Rows rows(static_cast<size_t>(coders));
    for (auto &row : rows)
        for (int u = 0; u < units; ++u) {
            const bool empty = double(random.bounded(1000)) < missing * 1000.0;
            row.push_back(empty ? NA : std::optional<int>(int(random.bounded(4))));
        }
    return *RatingsMatrix::fromCoderRows(rows, {0, 1, 2, 3});
}

bool sameValue(const std::optional<double> &a, const std::optional<double> &b, double tolerance = 1e-12)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || std::abs(*a - *b) <= tolerance;
}

// The greedy one-to-one matching a naive implementation would do: each span
// of A, in order, takes the first still-free span of B it overlaps.
int greedyOverlapMatches(const std::vector<Span> &a, const std::vector<Span> &b)
{
    std::vector<bool> taken(b.size(), false);
    int matches = 0;
    for (const Span &x : a)
        for (size_t j = 0; j < b.size(); ++j)
            if (!taken[j] && std::max(x.start, b[j].start) < std::min(x.end, b[j].end)) {
                taken[j] = true;
                ++matches;
                break;
            }
    return matches;
}

} // namespace

class TestAgreementProperties : public QObject
{
    Q_OBJECT

private slots:
    void kappaSymmetric_data();
    void kappaSymmetric();
    void kappaPerfectAgreement();
    void kappaListwiseDeletionReported();
    void alphaInvariantToCoderOrder();
    void alphaInvariantToEmptyUnit();
    void alphaExcludesSingleRatings();
    void alphaUndefinedOnSingleValue();
    void fleissReportsRaterCountDiffers();
    void incrementalUpdateEqualsRebuild();
    void ratingsRejectDuplicatesAndUnknownGrades();
    void spanF1Symmetric();
    void maximumMatchingBeatsGreedy();
    void duplicateSpansCountOnce();
    void spansOutsideDocumentRejected();
};

void TestAgreementProperties::kappaSymmetric_data()
{
    QTest::addColumn<int>("weighting");
    QTest::newRow("unweighted") << int(Weighting::Unweighted);
    QTest::newRow("linear") << int(Weighting::Linear);
    QTest::newRow("quadratic") << int(Weighting::Quadratic);
    QTest::newRow("ordinal") << int(Weighting::Ordinal);
}

void TestAgreementProperties::kappaSymmetric()
{
    QFETCH(int, weighting);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const RatingsMatrix matrix = randomMatrix(seed, 2, 40, 0.2);
        const auto ab = CohenKappa::compute(matrix, 0, 1, Weighting(weighting)).value;
        const auto ba = CohenKappa::compute(matrix, 1, 0, Weighting(weighting)).value;
        QVERIFY(ab.has_value());
        QVERIFY2(sameValue(ab, ba), qPrintable(u"seed %1"_s.arg(seed)));
        QVERIFY(sameValue(CohenKappa::computeBinary(matrix, 0, 1).value,
                          CohenKappa::computeBinary(matrix, 1, 0).value));
    }
}

void TestAgreementProperties::kappaPerfectAgreement()
{
    const RatingsMatrix matrix = *RatingsMatrix::fromCoderRows({{0, 3, 1, 2, NA, 3}, {0, 3, 1, 2, 2, 3}}, {0, 1, 2, 3});
    for (const Weighting w : {Weighting::Unweighted, Weighting::Linear, Weighting::Quadratic, Weighting::Ordinal})
        QVERIFY(sameValue(CohenKappa::compute(matrix, 0, 1, w).value, 1.0));
    QVERIFY(sameValue(CohenKappa::computeBinary(matrix, 0, 1).value, 1.0));
}

void TestAgreementProperties::kappaListwiseDeletionReported()
{
    const RatingsMatrix matrix = *RatingsMatrix::fromCoderRows({{0, NA, 1, NA}, {0, 2, 1, NA}}, {0, 1, 2, 3});
    const AgreementResult result = CohenKappa::compute(matrix, 0, 1, Weighting::Unweighted, Detail::WithUnits);
    QCOMPARE(result.n, 2);
    QCOMPARE(result.used, (std::vector<int>{0, 2}));
    QCOMPARE(result.excluded, (std::vector<Exclusion>{{1, ExclusionReason::MissingPartner},
                                                      {3, ExclusionReason::NoRatings}}));
    // The fast path counts but does not list.
    const AgreementResult fast = CohenKappa::compute(matrix, 0, 1, Weighting::Unweighted);
    QCOMPARE(fast.excludedCount, 2);
    QVERIFY(fast.excluded.empty() && fast.used.empty());
    QVERIFY(sameValue(fast.value, result.value));
}

void TestAgreementProperties::alphaInvariantToCoderOrder()
{
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const RatingsMatrix matrix = randomMatrix(seed, 5, 60, 0.4);
        const RatingsMatrix reordered = matrix.selectCoders({3, 0, 4, 2, 1});
        for (const AlphaLevel level : {AlphaLevel::Nominal, AlphaLevel::Ordinal, AlphaLevel::Interval, AlphaLevel::Ratio})
            QVERIFY(sameValue(KrippendorffAlpha::compute(matrix, level).value,
                              KrippendorffAlpha::compute(reordered, level).value));
    }
}

void TestAgreementProperties::alphaInvariantToEmptyUnit()
{
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        RatingsMatrix matrix = randomMatrix(seed, 4, 30, 0.3);
        const auto before = KrippendorffAlpha::compute(matrix, AlphaLevel::Ordinal).value;
        const auto interval = KrippendorffAlpha::compute(matrix, AlphaLevel::Interval).value;
        matrix.addUnit(u"empty"_s);
        const AgreementResult after = KrippendorffAlpha::compute(matrix, AlphaLevel::Ordinal, Detail::WithUnits);
        QVERIFY(sameValue(before, after.value));
        QVERIFY(sameValue(interval, KrippendorffAlpha::compute(matrix, AlphaLevel::Interval).value));
        QCOMPARE(after.excluded.back(), (Exclusion{30, ExclusionReason::NoRatings}));
    }
}

void TestAgreementProperties::alphaExcludesSingleRatings()
{
    // kripp_single_rating_units_excluded: units 4 and 8 have one value each.
    const RatingsMatrix matrix = *RatingsMatrix::fromCoderRows(
        {{1, 2, 0, 3, 3, 2, 1, NA}, {1, 2, 1, NA, 3, 2, 0, 2}, {NA, 3, 0, NA, 3, 2, 1, NA}}, {0, 1, 2, 3});
    const AgreementResult result = KrippendorffAlpha::compute(matrix, AlphaLevel::Nominal, Detail::WithUnits);
    QCOMPARE(result.n, 6);
    QCOMPARE(result.values, 17.0);
    QCOMPARE(result.excluded, (std::vector<Exclusion>{{3, ExclusionReason::SingleRating},
                                                      {7, ExclusionReason::SingleRating}}));
    const RatingsMatrix without = matrix.selectUnits({0, 1, 2, 4, 5, 6});
    QVERIFY(sameValue(result.value, KrippendorffAlpha::compute(without, AlphaLevel::Nominal).value));
}

void TestAgreementProperties::alphaUndefinedOnSingleValue()
{
    const RatingsMatrix constant = *RatingsMatrix::fromCoderRows({{2, 2, NA}, {2, 2, 1}}, {0, 1, 2, 3});
    for (const AlphaLevel level : {AlphaLevel::Nominal, AlphaLevel::Ordinal, AlphaLevel::Interval, AlphaLevel::Ratio})
        QVERIFY(!KrippendorffAlpha::compute(constant, level).value.has_value());  // the lone 1 is not pairable
    const RatingsMatrix empty = *RatingsMatrix::create({0, 1, 2, 3}, 3, 2);
    QVERIFY(!KrippendorffAlpha::compute(empty, AlphaLevel::Nominal).value.has_value());
}

void TestAgreementProperties::fleissReportsRaterCountDiffers()
{
    const RatingsMatrix matrix =
        *RatingsMatrix::fromCoderRows({{0, 1, 2, 1, 3}, {0, 1, 2, NA, NA}, {0, 2, 2, 1, NA}}, {0, 1, 2, 3});
    QCOMPARE(FleissKappa::commonRaterCount(matrix), 3);
    const AgreementResult result = FleissKappa::compute(matrix, std::nullopt, Detail::WithUnits);
    QCOMPARE(result.n, 3);
    QCOMPARE(result.excluded, (std::vector<Exclusion>{{3, ExclusionReason::RaterCountDiffers},
                                                      {4, ExclusionReason::SingleRating}}));
    // Same value as Fleiss on the three complete items alone.
    QVERIFY(sameValue(result.value, FleissKappa::compute(matrix.selectUnits({0, 1, 2})).value));
    // All in one category: P_e = 1, undefined.
    const RatingsMatrix constant = *RatingsMatrix::fromCoderRows({{1, 1}, {1, 1}, {1, 1}}, {0, 1});
    QVERIFY(!FleissKappa::compute(constant).value.has_value());
}

void TestAgreementProperties::incrementalUpdateEqualsRebuild()
{
    std::vector<Rating> judgments = {{u"q1/p1"_s, u"ann"_s, 3}, {u"q1/p1"_s, u"bob"_s, 2},
                                       {u"q1/p2"_s, u"ann"_s, 0}, {u"q1/p2"_s, u"bob"_s, 1},
                                       {u"q2/p1"_s, u"ann"_s, 2}, {u"q2/p1"_s, u"bob"_s, 2}};
    Result<RatingsMatrix> live = RatingsMatrix::fromRatings(judgments, {0, 1, 2, 3});
    QVERIFY(live.ok());
    // A save: bob changes q1/p2 to 0, and a new annotator rates q2/p1.
    QVERIFY(live->setGrade(live->unitIndex(u"q1/p2"_s), live->coderIndex(u"bob"_s), 0).ok());
    const int cy = live->addCoder(u"cy"_s);
    QVERIFY(live->setGrade(live->unitIndex(u"q2/p1"_s), cy, 3).ok());
    judgments[3].grade = 0;
    judgments.push_back({u"q2/p1"_s, u"cy"_s, 3});
    const Result<RatingsMatrix> rebuilt = RatingsMatrix::fromRatings(judgments, {0, 1, 2, 3});
    QVERIFY(rebuilt.ok());
    for (const AlphaLevel level : {AlphaLevel::Nominal, AlphaLevel::Ordinal, AlphaLevel::Interval})
        QVERIFY(sameValue(KrippendorffAlpha::compute(*live, level).value,
                          KrippendorffAlpha::compute(*rebuilt, level).value));
    QVERIFY(sameValue(CohenKappa::compute(*live, 0, 1, Weighting::Quadratic).value,
                      CohenKappa::compute(*rebuilt, 0, 1, Weighting::Quadratic).value));
}

void TestAgreementProperties::ratingsRejectDuplicatesAndUnknownGrades()
{
    const auto duplicate = RatingsMatrix::fromRatings({{u"u"_s, u"a"_s, 1}, {u"u"_s, u"a"_s, 2}}, {0, 1, 2, 3});
    QVERIFY(!duplicate.ok());
    QVERIFY(duplicate.error().contains(u"rating 2"_s));
    const auto unknown = RatingsMatrix::fromRatings({{u"u"_s, u"a"_s, 7}}, {0, 1, 2, 3});
    QVERIFY(!unknown.ok());
    QVERIFY(unknown.error().contains(u"grade 7"_s));
    QVERIFY(!RatingsMatrix::create({0, 2, 1}, 1, 1).ok());
}

void TestAgreementProperties::spanF1Symmetric()
{
    Prng random(7);
    for (int trial = 0; trial < 30; ++trial) {
        SpanDocument document{u"d"_s, 100, {}, {}};
        for (int s = 0; s < 8; ++s) {
            const int start = int(random.bounded(90));
            const int length = 1 + int(random.bounded(10));
            (s % 2 ? document.spansA : document.spansB).push_back({start, start + length, int(random.bounded(4))});
        }
        SpanDocument swapped = document;
        std::swap(swapped.spansA, swapped.spansB);
        for (const SpanMatching rule : {SpanMatching::Exact, SpanMatching::Overlap}) {
            const SpanMatchResult ab = SpanAgreement::match({document}, rule);
            const SpanMatchResult ba = SpanAgreement::match({swapped}, rule);
            QCOMPARE(ab.matches, ba.matches);
            QVERIFY(sameValue(ab.f1, ba.f1));
            QVERIFY(sameValue(ab.precision, ba.recall));
        }
    }
}

void TestAgreementProperties::maximumMatchingBeatsGreedy()
{
    // A0 = [0,10) overlaps B0 = [5,11) and B1 = [0,2); A1 = [10,12) overlaps
    // only B0. Greedy gives A0 → B0 and leaves A1 alone: 1 match. The maximum
    // is 2 (A0 → B1, A1 → B0).
    const SpanDocument document{u"d"_s, 20, {{0, 10, 2}, {10, 12, 3}}, {{5, 11, 2}, {0, 2, 1}}};
    QCOMPARE(greedyOverlapMatches(document.spansA, document.spansB), 1);
    const SpanMatchResult result = SpanAgreement::match({document}, SpanMatching::Overlap, true);
    QCOMPARE(result.matches, 2);
    QVERIFY(sameValue(result.f1, 1.0));
    QCOMPARE(result.pairs.size(), size_t(2));
    QCOMPARE(result.pairs[0].spanB, 1);
    QCOMPARE(result.pairs[1].spanB, 0);
    // The matcher alone on a graph where every left vertex's first edge is
    // the same right vertex (a greedy trap of size n): perfect matching n.
    std::vector<std::vector<int>> adjacency;
    for (int i = 0; i < 50; ++i)
        adjacency.push_back(i == 49 ? std::vector<int>{0} : std::vector<int>{0, i + 1});
    QCOMPARE(BipartiteMatching::size(BipartiteMatching::maximumMatching(50, adjacency)), 50);
}

void TestAgreementProperties::duplicateSpansCountOnce()
{
    const SpanDocument document{u"d"_s, 10, {{2, 5, 1}, {2, 5, 3}, {6, 8, 2}}, {{2, 5, 3}}};
    const SpanMatchResult result = SpanAgreement::match({document}, SpanMatching::Exact);
    QCOMPARE(result.spansA, 2);
    QCOMPARE(result.matches, 1);
    QCOMPARE(result.duplicates.size(), size_t(1));
    QCOMPARE(result.duplicates.front().span, 1);
    // The kept copy has the higher grade: token labels agree on [2,5).
    const Result<TokenAgreement> tokens = SpanAgreement::tokenAgreement({document});
    QVERIFY(tokens.ok());
    const Result<RatingsMatrix> graded = SpanAgreement::tokenMatrix({document}, {0, 1, 2, 3}, false);
    QCOMPARE(graded->grade(3, 0), std::optional<int>(3));
}

void TestAgreementProperties::spansOutsideDocumentRejected()
{
    const SpanDocument document{u"doc7"_s, 10, {{8, 12, 1}}, {}};
    const Result<TokenAgreement> tokens = SpanAgreement::tokenAgreement({document});
    QVERIFY(!tokens.ok());
    QVERIFY(tokens.error().contains(u"doc7"_s));
    const SpanDocument badGrade{u"doc8"_s, 10, {{1, 2, 9}}, {}};
    QVERIFY(!SpanAgreement::tokenAgreement({badGrade}).ok());
}

QTEST_GUILESS_MAIN(TestAgreementProperties)
#include "tst_agreementproperties.moc"
