// Agreement units from a project's labels: ICU word tokens, token segments
// against the span_agreement reference cases of ../shared/testdata, and the
// units of a real project (raters, passage units, token runs).

#include "common/labelfixture.h"
#include "common/shareddata.h"

#include "annotation/agreementunits.h"
#include "annotation/projectlabels.h"
#include "annotation/wordtokens.h"
#include "metrics/agreementtally.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

std::u32string utf32(const QString &text)
{
    const QList<uint> ucs4 = text.toUcs4();
    return std::u32string(ucs4.begin(), ucs4.end());
}

QJsonObject readCase(const QString &name)
{
    QFile file(testing::sharedPath(u"testdata/agreement/cases/"_s + name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

std::vector<Span> spansOf(const QJsonArray &array)
{
    std::vector<Span> spans;
    for (const QJsonValue &value : array) {
        const QJsonObject span = value.toObject();
        spans.push_back({span.value(u"start"_s).toInt(), span.value(u"end"_s).toInt(), span.value(u"grade"_s).toInt()});
    }
    return spans;
}

// Sum of the segment lengths where `predicate(row)` holds.
template <typename Predicate>
long long tokensWhere(const QuestionUnits::TokenDocument &document, int raters, const std::vector<std::int16_t> &cells,
                      Predicate predicate)
{
    long long total = 0;
    for (size_t s = 0; s < document.lengths.size(); ++s)
        if (predicate(cells.data() + s * size_t(raters)))
            total += document.lengths[s];
    return total;
}

} // namespace

class TestAgreementUnits : public QObject
{
    Q_OBJECT

private slots:
    void wordTokensAreWordsOnly();
    void coveringTokens();
    void segmentsReproduceSpanCases_data();
    void segmentsReproduceSpanCases();
    void groupsAreSpanF1Pairs_data();
    void groupsAreSpanF1Pairs();
    void groupsOfThreeRaters();
    void unitsOfAProject();
    void cutoffDropsLaterLabels();
};

void TestAgreementUnits::wordTokensAreWordsOnly()
{
    const WordTokens tokens = WordTokens::of(utf32(u"Hello, world! 42 times \u2014 again.\fNext page"_s));
    const std::vector<int> starts = {0, 7, 14, 17, 25, 32, 37};
    const std::vector<int> ends = {5, 12, 16, 22, 30, 36, 41};
    QCOMPARE(tokens.starts, starts);
    QCOMPARE(tokens.ends, ends);
    QCOMPARE(WordTokens::of(std::u32string()).count(), 0);
    QCOMPARE(WordTokens::of(utf32(u" ,;. \u2014 "_s)).count(), 0);
    // Offsets are code points, also after characters outside the BMP.
    const WordTokens astral = WordTokens::of(utf32(u"\U0001D400 ab cd"_s));
    QCOMPARE(astral.starts.back(), 5);
    QCOMPARE(astral.ends.back(), 7);
}

void TestAgreementUnits::coveringTokens()
{
    const WordTokens tokens = WordTokens::of(utf32(u"alpha beta gamma delta"_s));  // 0-5 6-10 11-16 17-22
    QCOMPARE(tokens.covering(0, 5), std::make_pair(0, 1));
    QCOMPARE(tokens.covering(3, 8), std::make_pair(0, 2));   // shares code points with alpha and beta
    QCOMPARE(tokens.covering(5, 6), std::make_pair(1, 1));   // only the space: no token
    QCOMPARE(tokens.covering(10, 17), std::make_pair(2, 3));
    QCOMPARE(tokens.covering(0, 100), std::make_pair(0, 4));
}

void TestAgreementUnits::segmentsReproduceSpanCases_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("span_basic_single_doc") << u"span_basic_single_doc.json"_s;
    QTest::newRow("span_char_offsets") << u"span_char_offsets.json"_s;
}

// The token-level values of the reference cases (positions as tokens)
// through segments and tallies, as the dashboard computes them.
void TestAgreementUnits::segmentsReproduceSpanCases()
{
    QFETCH(QString, file);
    const QJsonObject object = readCase(file);
    QVERIFY(!object.isEmpty());
    const QJsonObject expected = object.value(u"expected"_s).toObject();
    AgreementTally graded(2, {0, 1, 2, 3});
    AgreementTally binary(2, {0, 1});
    for (const QJsonValue &value : object.value(u"inputs"_s).toObject().value(u"documents"_s).toArray()) {
        const QJsonObject document = value.toObject();
        WordTokens positions;  // one token per position
        for (int p = 0; p < document.value(u"length"_s).toInt(); ++p) {
            positions.starts.push_back(p);
            positions.ends.push_back(p + 1);
        }
        const QJsonObject spans = document.value(u"spans"_s).toObject();
        const QuestionUnits::TokenDocument segments = AgreementUnits::segment(
            positions, 1, {spansOf(spans.value(u"A"_s).toArray()), spansOf(spans.value(u"B"_s).toArray())});
        QCOMPARE(segments.tokenCount, document.value(u"length"_s).toInt());
        for (size_t s = 0; s < segments.lengths.size(); ++s) {
            graded.addUnit(segments.graded.data() + 2 * s, segments.lengths[s]);
            binary.addUnit(segments.inside.data() + 2 * s, segments.lengths[s]);
        }
    }
    const auto check = [&](const char *key, const std::optional<double> &value) {
        QVERIFY2(value.has_value(), key);
        QVERIFY2(std::abs(*value - expected.value(QLatin1String(key)).toDouble()) < 1e-9,
                 qPrintable(QString::fromLatin1(key) + u": "_s + QString::number(*value, 'g', 17)));
    };
    check("token_kappa_binary", binary.cohenKappa(0, 1, Weighting::Unweighted));
    check("token_kappa_graded_linear", graded.cohenKappa(0, 1, Weighting::Linear));
    check("token_kappa_graded_quadratic", graded.cohenKappa(0, 1, Weighting::Quadratic));
    check("token_alpha_graded_ordinal", graded.alpha(AlphaLevel::Ordinal));
}

void TestAgreementUnits::groupsAreSpanF1Pairs_data()
{
    segmentsReproduceSpanCases_data();
}

// With two raters the highlight groups are the overlap matching of span F1:
// as many two-rater groups as the case's overlap F1 says matches
// and F1 = 2M / (|A| + |B|) the case gives, every span in exactly one group.
void TestAgreementUnits::groupsAreSpanF1Pairs()
{
    QFETCH(QString, file);
    const QJsonObject object = readCase(file);
    QVERIFY(!object.isEmpty());
    long long matched = 0;
    long long spans = 0;
    long long groups = 0;
    for (const QJsonValue &value : object.value(u"inputs"_s).toObject().value(u"documents"_s).toArray()) {
        const QJsonObject spansJson = value.toObject().value(u"spans"_s).toObject();
        std::vector<std::vector<Span>> perRater{SpanAgreement::withoutDuplicates(spansOf(spansJson.value(u"A"_s).toArray())),
                                               SpanAgreement::withoutDuplicates(spansOf(spansJson.value(u"B"_s).toArray()))};
        for (auto &list : perRater)
            std::sort(list.begin(), list.end(), [](const Span &a, const Span &b) {
                return a.start != b.start ? a.start < b.start : a.end < b.end;
            });
        spans += (long long)(perRater[0].size() + perRater[1].size());
        const std::vector<QuestionUnits::Item> items = AgreementUnits::groupHighlights(1, perRater, {true, true});
        groups += (long long)items.size();
        for (const QuestionUnits::Item &item : items) {
            QCOMPARE(item.graders, 2);
            QVERIFY(item.markers == 1 || item.markers == 2);
            matched += item.markers == 2 ? 1 : 0;
            for (const int grade : item.grades)
                QVERIFY(grade >= 0);
        }
    }
    const QJsonObject expected = object.value(u"expected"_s).toObject();
    QVERIFY(spans > 0);
    QCOMPARE(matched, (long long)expected.value(u"overlap_matches"_s).toInt());
    QVERIFY(std::abs(2.0 * double(matched) / double(spans) - expected.value(u"overlap_f1"_s).toDouble()) < 1e-9);
    QCOMPARE(groups, spans - matched);
}

// Three raters: A's span opens the group, B's overlapping span joins it, C's
// span overlaps only B's and still joins (it overlaps the group); D's
// lonely span is its own group, which A, B and C rate 0 and E (passage
// grades only) does not rate.
void TestAgreementUnits::groupsOfThreeRaters()
{
    const std::vector<std::vector<Span>> spans{{{0, 10, 3}}, {{8, 20, 2}}, {{15, 25, 1}}, {{40, 50, 2}}, {}};
    const std::vector<QuestionUnits::Item> items =
        AgreementUnits::groupHighlights(7, spans, {true, true, true, true, false});
    QCOMPARE(items.size(), size_t(2));
    QCOMPARE(items[0].grades, (std::vector<int>{3, 2, 1, 0, -1}));
    QCOMPARE(items[0].markers, 3);
    QCOMPARE(items[0].graders, 4);
    QCOMPARE(items[0].start, 0);
    QCOMPARE(items[0].end, 25);
    QCOMPARE(items[1].grades, (std::vector<int>{0, 0, 0, 2, -1}));
    QVERIFY(items[1].markedByOne());
    QCOMPARE(items[1].documentId, 7LL);
}

void TestAgreementUnits::unitsOfAProject()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    const qint64 a = fixture.annotator(u"ann"_s);
    const qint64 b = fixture.annotator(u"bob"_s);
    const qint64 c = fixture.annotator(u"cid"_s);
    const qint64 d = fixture.annotator(u"dee"_s);
    const qint64 q1 = fixture.question(u"q1"_s);
    const qint64 q2 = fixture.question(u"q2"_s);
    fixture.highlight(a, q1, fixture.minimal, u"Lorem ipsum dolor sit amet"_s, 3);            // 5 tokens
    fixture.highlight(b, q1, fixture.minimal, u"ipsum dolor sit amet, consetetur"_s, 2);      // 5 tokens, 4 shared
    fixture.unanswerable(c, q1);
    const qint64 shared = fixture.passage(q2, fixture.anchor(fixture.llncs, u"Copy llncs.cls to a directory"_s));
    const qint64 lonely = fixture.passage(q2, fixture.anchor(fixture.llncs, u"The llncs class is an extension of the standard"_s));
    fixture.grade(a, q2, shared, 3);
    fixture.grade(d, q2, shared, 1);
    fixture.grade(a, q2, lonely, 2);
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));

    ProjectLabels labels;
    QVERIFY(labels.load(*fixture.store).ok());
    QCOMPARE(labels.labelCount(), 6);
    const QuestionUnits first = AgreementUnits::of(labels, labels.questionIndex(q1));
    QCOMPARE(first.raters, (std::vector<int>{labels.annotatorIndex(a), labels.annotatorIndex(b), labels.annotatorIndex(c)}));
    // One highlight group: A's and B's overlapping spans, matched; C said
    // "unanswerable", so did not mark it: 0.
    QCOMPARE(first.items.size(), size_t(1));
    QCOMPARE(first.items.front().kind, QuestionUnits::Item::Kind::Highlight);
    QCOMPARE(first.items.front().grades, (std::vector<int>{3, 2, 0}));
    QCOMPARE(first.items.front().markers, 2);
    QCOMPARE(first.tokenDocuments.size(), size_t(1));
    const QuestionUnits::TokenDocument &tokens = first.tokenDocuments.front();
    // Every word of the page, counted independently of ICU.
    const QString page = fixture.text(fixture.minimal).slice(0, fixture.text(fixture.minimal).size());
    QCOMPARE(tokens.tokenCount, int(page.split(QRegularExpression(u"\\W+"_s), Qt::SkipEmptyParts).size()));
    long long total = 0;
    for (const int length : tokens.lengths)
        total += length;
    QCOMPARE(total, (long long)tokens.tokenCount);
    QCOMPARE(tokensWhere(tokens, 3, tokens.inside, [](const std::int16_t *row) { return row[0] == 1; }), 5LL);
    QCOMPARE(tokensWhere(tokens, 3, tokens.inside, [](const std::int16_t *row) { return row[1] == 1; }), 5LL);
    QCOMPARE(tokensWhere(tokens, 3, tokens.inside, [](const std::int16_t *row) { return row[0] && row[1]; }), 4LL);
    QCOMPARE(tokensWhere(tokens, 3, tokens.inside, [](const std::int16_t *row) { return row[2] == 1; }), 0LL);
    QCOMPARE(tokensWhere(tokens, 3, tokens.graded, [](const std::int16_t *row) { return row[0] == 3 && row[1] == 2; }), 4LL);
    QCOMPARE(first.highlightDocuments.size(), size_t(1));
    QCOMPARE(first.highlightDocuments.front().spans[2].size(), size_t(0));  // the "unanswerable" rater

    const QuestionUnits second = AgreementUnits::of(labels, labels.questionIndex(q2));
    QCOMPARE(second.raters.size(), size_t(2));
    QCOMPARE(second.items.size(), size_t(1));  // the passage graded once is not a unit
    QCOMPARE(second.items.front().kind, QuestionUnits::Item::Kind::Pooled);
    QCOMPARE(second.items.front().passageId, shared);
    QCOMPARE(second.items.front().grades, (std::vector<int>{3, 1}));
    QVERIFY(second.tokenDocuments.empty());
}

void TestAgreementUnits::cutoffDropsLaterLabels()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    const qint64 a = fixture.annotator(u"ann"_s);
    const qint64 b = fixture.annotator(u"bob"_s);
    const qint64 q = fixture.question(u"q1"_s);
    fixture.highlight(a, q, fixture.minimal, u"Stet clita kasd gubergren"_s, 3);
    QTest::qWait(20);
    const qint64 between = QDateTime::currentMSecsSinceEpoch();
    QTest::qWait(20);
    fixture.highlight(b, q, fixture.minimal, u"Stet clita kasd gubergren"_s, 3);
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));
    ProjectLabels labels;
    QVERIFY(labels.load(*fixture.store).ok());
    QCOMPARE(AgreementUnits::of(labels, 0).raters.size(), size_t(2));
    QCOMPARE(AgreementUnits::of(labels, 0, between).raters.size(), size_t(1));
    QCOMPARE(labels.raters(0, between), std::vector<int>{labels.annotatorIndex(a)});
}

QTEST_GUILESS_MAIN(TestAgreementUnits)
#include "tst_agreementunits.moc"
