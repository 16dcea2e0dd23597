// The agreement dashboard of a real project whose passage grades are the
// ratings of three reference cases of ../shared/testdata/agreement, one per
// stratum and each with its own annotators:
//   lexical     X, Y   cohen_graded_basic       (κ from scikit-learn, R irr, …)
//   paraphrase  X, Z   cohen_graded_reversed
//   multi_hop   U, V, W kripp_single_rating_units_excluded (α from
//                      fast-krippendorff, R irr, …)
// so per-stratum numbers must be the cases' expected values; the pair
// matrix and the overall numbers follow from them (Light's κ is the mean of
// the pairs; overall α and Fleiss' κ are checked against an AgreementTally
// of the case rows, itself checked against the references in
// tests/metrics/tst_agreementtally.cpp).

#include "common/labelfixture.h"
#include "common/shareddata.h"

#include "annotation/agreementdrilldown.h"
#include "annotation/agreementtrajectory.h"
#include "annotation/projectagreement.h"
#include "annotation/projectlabels.h"
#include "annotation/ratingscase.h"
#include "annotation/transaction.h"
#include "metrics/agreementcase.h"
#include "metrics/agreementtally.h"

#include <QFile>
#include <QSqlQuery>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

using Rows = std::vector<std::vector<std::optional<int>>>;

struct Case
{
    Rows rows;
    QJsonObject expected;
};

Case readCase(const QString &name)
{
    QFile file(testing::sharedPath(u"testdata/agreement/cases/"_s + name));
    Case result;
    if (!file.open(QIODevice::ReadOnly))
        return result;
    const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
    for (const QJsonValue &row : object.value(u"inputs"_s).toObject().value(u"ratings"_s).toArray()) {
        result.rows.emplace_back();
        for (const QJsonValue &cell : row.toArray())
            result.rows.back().push_back(cell.isNull() ? std::nullopt : std::optional<int>(cell.toInt()));
    }
    result.expected = object.value(u"expected"_s).toObject();
    return result;
}

void near(const std::optional<double> &value, double expected, const char *what)
{
    QVERIFY2(value.has_value(), what);
    QVERIFY2(std::abs(*value - expected) < 1e-9,
             qPrintable(QString::fromLatin1(what) + u": "_s + QString::number(*value, 'g', 17) + u" expected "_s
                        + QString::number(expected, 'g', 17)));
}

const AgreementNumber &numberOf(const std::vector<AgreementNumber> &numbers, const QString &key)
{
    static const AgreementNumber none;
    for (const AgreementNumber &number : numbers)
        if (number.key == key)
            return number;
    return none;
}

AgreementTally tallyOfRows(const Rows &rows)
{
    AgreementTally tally(int(rows.size()), {0, 1, 2, 3});
    for (size_t u = 0; u < rows.front().size(); ++u) {
        std::vector<AgreementTally::Cell> cells;
        for (const auto &row : rows)
            cells.push_back(row[u] ? AgreementTally::Cell(*row[u]) : AgreementTally::Missing);
        tally.addUnit(cells.data());
    }
    return tally;
}

} // namespace

class TestProjectAgreement : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void perStratumMatchesReferenceCases();
    void pairMatrixAndOverall();
    void tooFewUnits();
    void bootstrapIsSeededAndOverQuestions();
    void unitsBehindNumbersAndConfusion();
    void incrementalUpdateEqualsRebuild();
    void loadReadsEveryLabelInIdOrder();
    void trajectoryEndsAtTheCurrentValue();
    void ratingsCaseReproducesTheNumbers();
    void highlightsGiveSpanAndTokenNumbers();
    void highlightItemsGiveItemNumbers();
    void leadLabelsChangeNothing();
    void emptyProject();
    void singleRater();
    void onePair();
    void noCommonQuestion();
    void allAgree();
    void oneStratumIsTheOverall();

private:
    void addCase(const Case &data, const QString &stratum, const std::vector<qint64> &coders, int *nextRange);

    testing::LabelFixture m_fixture;
    Case m_basic;
    Case m_reversed;
    Case m_kripp;
    qint64 m_x = 0, m_y = 0, m_z = 0, m_u = 0, m_v = 0, m_w = 0;
    std::unique_ptr<ProjectLabels> m_labels;
    AgreementOptions m_options;
};

// Each unit is a candidate passage (a 30-code-point window of llncsdoc.pdf);
// five passages per question.
void TestProjectAgreement::addCase(const Case &data, const QString &stratum, const std::vector<qint64> &coders,
                                   int *nextRange)
{
    qint64 question = 0;
    for (size_t u = 0; u < data.rows.front().size(); ++u) {
        if (u % 5 == 0)
            question = m_fixture.question(u"%1-%2"_s.arg(stratum).arg(u / 5 + 1), stratum,
                                          u % 10 == 0 ? Split::Test : Split::Dev);
        const int start = 400 + 50 * (*nextRange)++;
        const qint64 passage = m_fixture.passage(question, m_fixture.range(m_fixture.llncs, start, start + 30));
        for (size_t c = 0; c < coders.size(); ++c)
            if (data.rows[c][u])
                m_fixture.grade(coders[c], question, passage, *data.rows[c][u]);
    }
}

void TestProjectAgreement::initTestCase()
{
    m_basic = readCase(u"cohen_graded_basic.json"_s);
    m_reversed = readCase(u"cohen_graded_reversed.json"_s);
    m_kripp = readCase(u"kripp_single_rating_units_excluded.json"_s);
    QVERIFY(!m_basic.rows.empty() && !m_reversed.rows.empty() && !m_kripp.rows.empty());
    QVERIFY2(m_fixture.create(), qPrintable(m_fixture.error));
    m_x = m_fixture.annotator(u"X"_s);
    m_y = m_fixture.annotator(u"Y"_s);
    m_z = m_fixture.annotator(u"Z"_s);
    m_u = m_fixture.annotator(u"U"_s);
    m_v = m_fixture.annotator(u"V"_s);
    m_w = m_fixture.annotator(u"W"_s);
    int nextRange = 0;
    addCase(m_basic, u"lexical"_s, {m_x, m_y}, &nextRange);
    addCase(m_reversed, u"paraphrase"_s, {m_x, m_z}, &nextRange);
    addCase(m_kripp, u"multi_hop"_s, {m_u, m_v, m_w}, &nextRange);
    QVERIFY2(m_fixture.ok(), qPrintable(m_fixture.error));
    m_labels = std::make_unique<ProjectLabels>();
    QVERIFY(m_labels->load(*m_fixture.store).ok());
    m_options.minUnits = 1;
    m_options.resamples = 0;
}

void TestProjectAgreement::perStratumMatchesReferenceCases()
{
    ProjectAgreement agreement(*m_labels);
    agreement.rebuild();
    const AgreementDashboard dashboard = agreement.compute({}, m_options);
    QCOMPARE(dashboard.strata.size(), size_t(3));
    for (const AgreementStratumNumbers &stratum : dashboard.strata) {
        if (stratum.stratum == u"lexical"_s || stratum.stratum == u"paraphrase"_s) {
            const Case &data = stratum.stratum == u"lexical"_s ? m_basic : m_reversed;
            QCOMPARE(numberOf(stratum.numbers, u"kappa_binary"_s).n, (long long)data.rows.front().size());
            for (const auto &[key, expected] : {std::pair{u"kappa_binary"_s, u"kappa_binary"_s},
                                                std::pair{u"kappa_linear"_s, u"kappa_linear"_s},
                                                std::pair{u"kappa_quadratic"_s, u"kappa_quadratic"_s}})
                near(numberOf(stratum.numbers, key).value, data.expected.value(expected).toDouble(), qPrintable(stratum.stratum + key));
        } else {
            QCOMPARE(stratum.stratum, u"multi_hop"_s);
            QCOMPARE(numberOf(stratum.numbers, u"alpha_ordinal"_s).n, 6LL);  // two single-rated units are no units
            near(numberOf(stratum.numbers, u"alpha_ordinal"_s).value, m_kripp.expected.value(u"alpha_ordinal"_s).toDouble(), "α ordinal");
            near(numberOf(stratum.numbers, u"alpha_interval"_s).value, m_kripp.expected.value(u"alpha_interval"_s).toDouble(), "α interval");
        }
    }
}

void TestProjectAgreement::pairMatrixAndOverall()
{
    ProjectAgreement agreement(*m_labels);
    agreement.rebuild();
    const AgreementDashboard dashboard = agreement.compute({}, m_options);
    const auto index = [&](qint64 id) { return m_labels->annotatorIndex(id); };
    QCOMPARE(dashboard.pairs.size(), size_t(5));  // X-Y, X-Z, U-V, U-W, V-W; Y and Z share nothing
    QVERIFY(!dashboard.pair(index(m_y), index(m_z)));
    const AgreementTally kripp = tallyOfRows(m_kripp.rows);
    double sums[3] = {0, 0, 0};
    const QStringList keys = {u"kappa_binary"_s, u"kappa_linear"_s, u"kappa_quadratic"_s};
    for (int k = 0; k < 3; ++k) {
        const AgreementPairNumbers *xy = dashboard.pair(index(m_x), index(m_y));
        const AgreementPairNumbers *xz = dashboard.pair(index(m_x), index(m_z));
        QVERIFY(xy && xz);
        near(numberOf(xy->numbers, keys[k]).value, m_basic.expected.value(keys[k]).toDouble(), "pair X-Y");
        near(numberOf(xz->numbers, keys[k]).value, m_reversed.expected.value(keys[k]).toDouble(), "pair X-Z");
        sums[k] += m_basic.expected.value(keys[k]).toDouble() + m_reversed.expected.value(keys[k]).toDouble();
        const std::vector<std::pair<qint64, std::pair<int, int>>> krippPairs = {
            {0, {0, 1}}, {1, {0, 2}}, {2, {1, 2}}};
        const qint64 ids[3] = {m_u, m_v, m_w};
        for (const auto &[n, coders] : krippPairs) {
            (void)n;
            const std::optional<double> expected = k == 0 ? kripp.cohenKappaBinary(coders.first, coders.second)
                : kripp.cohenKappa(coders.first, coders.second, k == 1 ? Weighting::Linear : Weighting::Quadratic);
            const AgreementPairNumbers *pair = dashboard.pair(index(ids[coders.first]), index(ids[coders.second]));
            QVERIFY(pair && expected);
            near(numberOf(pair->numbers, keys[k]).value, *expected, "kripp pair");
            sums[k] += *expected;
        }
        // Light's κ: the mean over the five pairs.
        near(dashboard.find(keys[k])->value, sums[k] / 5.0, "Light's κ");
    }
    // All units together: X, Y, Z, U, V, W as six coders; a passage graded
    // once is no unit (it would count in Gwet's π).
    Rows all(6);
    const auto append = [&](const Rows &rows, const std::vector<int> &coders) {
        for (size_t u = 0; u < rows.front().size(); ++u) {
            if (std::count_if(rows.begin(), rows.end(), [&](const auto &row) { return row[u].has_value(); }) < 2)
                continue;
            for (int c = 0; c < 6; ++c) {
                const auto at = std::find(coders.begin(), coders.end(), c);
                all[size_t(c)].push_back(at == coders.end() ? std::nullopt : rows[size_t(at - coders.begin())][u]);
            }
        }
    };
    append(m_basic.rows, {0, 1});
    append(m_reversed.rows, {0, 2});
    append(m_kripp.rows, {3, 4, 5});
    const AgreementTally everything = tallyOfRows(all);
    near(dashboard.find(u"alpha_ordinal"_s)->value, *everything.alpha(AlphaLevel::Ordinal), "overall α ordinal");
    near(dashboard.find(u"alpha_interval"_s)->value, *everything.alpha(AlphaLevel::Interval), "overall α interval");
    near(dashboard.find(u"fleiss_kappa"_s)->value, *everything.fleissKappa(), "overall Fleiss");
    near(dashboard.find(u"gwet_ac2"_s)->value, *everything.gwet(Weighting::Quadratic), "overall Gwet AC2");
    QCOMPARE(dashboard.passageUnits, 20LL + 12LL + 6LL);
    QCOMPARE(dashboard.find(u"fleiss_kappa"_s)->n, 20LL + 12LL + 1LL);  // units with the common count, 2 raters
}

void TestProjectAgreement::tooFewUnits()
{
    ProjectAgreement agreement(*m_labels);
    agreement.rebuild();
    AgreementOptions options = m_options;
    options.minUnits = 21;
    const AgreementDashboard dashboard = agreement.compute({u"lexical"_s}, options);
    const AgreementNumber *kappa = dashboard.find(u"kappa_binary"_s);
    QCOMPARE(kappa->status, AgreementStatus::TooFewUnits);
    QVERIFY(!kappa->value);
    QVERIFY(kappa->computed);  // still known, for a tooltip
    QCOMPARE(kappa->n, 20LL);
    QCOMPARE(agreementStatusKey(kappa->status), u"too_few_units"_s);
    options.minUnits = 20;
    QCOMPARE(agreement.compute({u"lexical"_s}, options).find(u"kappa_binary"_s)->status, AgreementStatus::Value);
    // No highlights: span numbers stand on no units at all.
    QCOMPARE(agreement.compute({}, options).find(u"span_f1_exact"_s)->status, AgreementStatus::TooFewUnits);
    options.minUnits = 0;
    QCOMPARE(agreement.compute({}, options).find(u"span_f1_exact"_s)->status, AgreementStatus::Undefined);
}

void TestProjectAgreement::bootstrapIsSeededAndOverQuestions()
{
    ProjectAgreement agreement(*m_labels);
    agreement.rebuild();
    AgreementOptions options = m_options;
    options.resamples = 200;
    options.seed = 42;
    const AgreementDashboard first = agreement.compute({}, options);
    const AgreementDashboard again = agreement.compute({}, options);
    QCOMPARE(first.questions, 4 + 3 + 2);  // the bootstrap's groups
    const AgreementNumber *kappa = first.find(u"kappa_quadratic"_s);
    QVERIFY(kappa->interval && kappa->interval->lower && kappa->interval->upper);
    QCOMPARE(kappa->interval->resamples, 200);
    QCOMPARE(kappa->interval->estimate, kappa->value);
    QVERIFY(*kappa->interval->lower <= *kappa->interval->upper);
    QCOMPARE(again.find(u"kappa_quadratic"_s)->interval->lower, kappa->interval->lower);
    QCOMPARE(again.find(u"kappa_quadratic"_s)->interval->upper, kappa->interval->upper);
    for (const AgreementStratumNumbers &stratum : first.strata)
        QVERIFY(numberOf(stratum.numbers, u"kappa_binary"_s).interval.has_value());
    // Too few units: no interval either.
    options.minUnits = 1000;
    QVERIFY(!agreement.compute({}, options).find(u"kappa_quadratic"_s)->interval);
}

void TestProjectAgreement::unitsBehindNumbersAndConfusion()
{
    const int x = m_labels->annotatorIndex(m_x);
    const int y = m_labels->annotatorIndex(m_y);
    QCOMPARE(AgreementDrilldown::unitsBehind(*m_labels, u"kappa_binary"_s, {u"lexical"_s}).size(), size_t(20));
    QCOMPARE(AgreementDrilldown::unitsBehind(*m_labels, u"kappa_binary"_s, {}, x, m_labels->annotatorIndex(m_z)).size(), size_t(12));
    QCOMPARE(AgreementDrilldown::unitsBehind(*m_labels, u"alpha_ordinal"_s).size(), size_t(38));
    QCOMPARE(AgreementDrilldown::unitsBehind(*m_labels, u"fleiss_kappa"_s).size(), size_t(33));
    QVERIFY(AgreementDrilldown::unitsBehind(*m_labels, u"nonsense"_s).empty());
    const AgreementConfusion confusion = AgreementDrilldown::confusion(*m_labels, x, y);
    long long total = 0;
    for (size_t u = 0; u < m_basic.rows.front().size(); ++u) {
        const int a = *m_basic.rows[0][u];
        const int b = *m_basic.rows[1][u];
        QVERIFY(confusion.counts[size_t(a)][size_t(b)] > 0);
    }
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) {
            total += confusion.counts[size_t(i)][size_t(j)];
            QCOMPARE(confusion.units[size_t(i)][size_t(j)].size(), size_t(confusion.counts[size_t(i)][size_t(j)]));
            for (const AgreementUnitRef &unit : confusion.units[size_t(i)][size_t(j)]) {
                QCOMPARE(unit.kind, AgreementUnitRef::Kind::Passage);
                QVERIFY(unit.questionExternalId.startsWith(u"lexical-"_s));
                QVERIFY(unit.end > unit.start);
            }
        }
    QCOMPARE(total, 20LL);
    const std::vector<GradeDistribution> grades = AgreementDrilldown::gradeDistribution(*m_labels);
    QCOMPARE(grades.size(), size_t(6));
    const GradeDistribution &ofX = grades[size_t(x)];
    long long expected[4] = {0, 0, 0, 0};
    for (const auto &cell : m_basic.rows[0])
        ++expected[*cell];
    for (const auto &cell : m_reversed.rows[0])
        ++expected[*cell];
    for (int g = 0; g < 4; ++g)
        QCOMPARE(ofX.passageGrades[size_t(g)], expected[g]);
}

void TestProjectAgreement::incrementalUpdateEqualsRebuild()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    const qint64 a = fixture.annotator(u"a"_s);
    const qint64 b = fixture.annotator(u"b"_s);
    const qint64 q1 = fixture.question(u"q1"_s);
    const qint64 q2 = fixture.question(u"q2"_s, u"tabular"_s);
    const qint64 p1 = fixture.passage(q1, fixture.range(fixture.llncs, 400, 430));
    const qint64 p2 = fixture.passage(q2, fixture.range(fixture.llncs, 500, 530));
    fixture.grade(a, q1, p1, 2);
    fixture.grade(b, q1, p1, 3);
    fixture.grade(a, q2, p2, 0);
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));
    ProjectLabels labels;
    QVERIFY(labels.load(*fixture.store).ok());
    ProjectAgreement live(labels);
    live.rebuild();
    QCOMPARE(live.compute({}, m_options).passageUnits, 1LL);
    fixture.grade(b, q2, p2, 1);  // a save in q2
    QVERIFY(labels.reloadQuestion(*fixture.store, q2).ok());
    live.updateQuestion(q2);
    ProjectLabels fresh;
    QVERIFY(fresh.load(*fixture.store).ok());
    ProjectAgreement rebuilt(fresh);
    rebuilt.rebuild();
    const AgreementDashboard incremental = live.compute({}, m_options);
    const AgreementDashboard full = rebuilt.compute({}, m_options);
    QCOMPARE(incremental.passageUnits, 2LL);
    for (size_t i = 0; i < full.overall.size(); ++i) {
        QCOMPARE(incremental.overall[i].computed, full.overall[i].computed);
        QCOMPARE(incremental.overall[i].n, full.overall[i].n);
    }
}

// The whole-project load reads on several connections when it can: every
// question still gets all its labels in id order, and a load made inside a
// transaction sees the rows that transaction wrote (no other connection
// does).
void TestProjectAgreement::loadReadsEveryLabelInIdOrder()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    const qint64 a = fixture.annotator(u"a"_s);
    const qint64 b = fixture.annotator(u"b"_s);
    std::vector<qint64> questions;
    std::vector<qint64> passages;
    for (int q = 0; q < 7; ++q) {
        questions.push_back(fixture.question(u"q%1"_s.arg(q)));
        passages.push_back(fixture.passage(questions.back(), fixture.range(fixture.llncs, 400 + 40 * q, 430 + 40 * q)));
    }
    // Interleaved, so each question's labels are not neighbours by id.
    for (int round = 0; round < 2; ++round) {
        for (size_t q = 0; q < questions.size(); ++q)
            fixture.grade(round == 0 ? a : b, questions[q], passages[q], int(q % 4));
    }
    fixture.unanswerable(a, questions[3]);
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));
    const auto expectedIds = [&](qint64 question) {
        QList<qint64> ids;
        QSqlQuery query(fixture.store->database());
        query.prepare(u"SELECT id FROM judgments WHERE question_id = ? ORDER BY id"_s);
        query.addBindValue(question);
        if (query.exec()) {
            while (query.next())
                ids << query.value(0).toLongLong();
        }
        return ids;
    };
    const auto loadedIds = [](const ProjectLabels &labels, qint64 question) {
        QList<qint64> ids;
        if (const LabelQuestion *loaded = labels.question(question)) {
            for (const LabelRecord &label : loaded->labels)
                ids << label.id;
        }
        return ids;
    };
    ProjectLabels labels;
    QVERIFY(labels.load(*fixture.store).ok());
    QCOMPARE(labels.labelCount(), 15);
    for (const qint64 question : questions)
        QCOMPARE(loadedIds(labels, question), expectedIds(question));

    Transaction transaction(fixture.store->database());
    QVERIFY(transaction.isActive());
    fixture.unanswerable(b, questions[4]);  // neighbouring ids: whichever way
    fixture.unanswerable(b, questions[5]);  // the load splits, one is not the
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));  // caller's own
    ProjectLabels inside;
    QVERIFY(inside.load(*fixture.store).ok());
    QCOMPARE(inside.labelCount(), 17);
    QCOMPARE(loadedIds(inside, questions[4]), expectedIds(questions[4]));
    QCOMPARE(loadedIds(inside, questions[5]), expectedIds(questions[5]));
    transaction.rollback();
}

void TestProjectAgreement::trajectoryEndsAtTheCurrentValue()
{
    ProjectAgreement agreement(*m_labels);
    agreement.rebuild();
    const std::vector<TrajectoryPoint> points = AgreementTrajectory::compute(
        agreement, *m_labels, u"kappa_quadratic"_s, {TrajectoryStep::Mode::EveryN, 25}, {}, m_options);
    const int labelCount = m_labels->labelCount();
    // Labels saved in the same millisecond share a checkpoint.
    QVERIFY(!points.empty() && int(points.size()) <= (labelCount + 24) / 25);
    QCOMPARE(points.back().labels, labelCount);
    QCOMPARE(points.back().number.value, agreement.compute({}, m_options).find(u"kappa_quadratic"_s)->value);
    for (size_t i = 1; i < points.size(); ++i) {
        QVERIFY(points[i].cutoffMs >= points[i - 1].cutoffMs);
        QVERIFY(points[i].number.n >= points[i - 1].number.n);
    }
    const std::vector<TrajectoryPoint> daily = AgreementTrajectory::compute(
        agreement, *m_labels, u"kappa_binary"_s, {}, {}, m_options, m_labels->annotatorIndex(m_x),
        m_labels->annotatorIndex(m_y));
    QVERIFY(!daily.empty());
    near(daily.back().number.value, m_basic.expected.value(u"kappa_binary"_s).toDouble(), "pair trajectory");
}

// The --ratings-out case files, read back by the case code path.
void TestProjectAgreement::ratingsCaseReproducesTheNumbers()
{
    ProjectAgreement agreement(*m_labels);
    agreement.rebuild();
    const AgreementDashboard dashboard = agreement.compute({}, m_options);
    const QJsonObject kripp = RatingsCase::krippendorff(*m_labels);
    const Result<AgreementCase> parsed = AgreementCase::parse(QJsonDocument(kripp).toJson(), u"ratings.json"_s);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error()));
    const auto values = parsed->compute();
    QVERIFY2(values.ok(), qPrintable(values.error()));
    for (const AgreementCaseValue &value : *values) {
        if (value.key == u"alpha_ordinal"_s || value.key == u"alpha_interval"_s)
            near(value.value, *dashboard.find(value.key)->value, qPrintable(value.key));
    }
    const QJsonObject pair = RatingsCase::cohen(*m_labels, m_labels->annotatorIndex(m_x), m_labels->annotatorIndex(m_z));
    const auto pairValues = AgreementCase::parse(QJsonDocument(pair).toJson(), u"pair.json"_s)->compute();
    QVERIFY(pairValues.ok());
    for (const AgreementCaseValue &value : *pairValues)
        if (value.key != u"kappa_unweighted"_s)
            near(value.value, m_reversed.expected.value(value.key).toDouble(), qPrintable(value.key));
}

// Free highlighting on the Lorem ipsum page, values by hand: A marks
// "Lorem ipsum dolor sit amet" (5 tokens) and "Stet clita kasd gubergren"
// (4 tokens); B marks "ipsum dolor sit amet, consetetur" (5 tokens, 4 shared
// with A's first) and the same "Stet clita kasd gubergren"; C says
// "unanswerable". N tokens on the page.
void TestProjectAgreement::highlightsGiveSpanAndTokenNumbers()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    const qint64 a = fixture.annotator(u"A"_s);
    const qint64 b = fixture.annotator(u"B"_s);
    const qint64 c = fixture.annotator(u"C"_s);
    const qint64 q = fixture.question(u"q1"_s);
    fixture.highlight(a, q, fixture.minimal, u"Lorem ipsum dolor sit amet"_s, 3);
    fixture.highlight(a, q, fixture.minimal, u"Stet clita kasd gubergren"_s, 2);
    fixture.highlight(b, q, fixture.minimal, u"ipsum dolor sit amet, consetetur"_s, 3);
    fixture.highlight(b, q, fixture.minimal, u"Stet clita kasd gubergren"_s, 2);
    fixture.unanswerable(c, q);
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));
    ProjectLabels labels;
    QVERIFY(labels.load(*fixture.store).ok());
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    const AgreementDashboard dashboard = agreement.compute({}, m_options);
    const double n = labels.tokens(fixture.minimal)->count();
    const AgreementPairNumbers *ab = dashboard.pair(labels.annotatorIndex(a), labels.annotatorIndex(b));
    const AgreementPairNumbers *ac = dashboard.pair(labels.annotatorIndex(a), labels.annotatorIndex(c));
    QVERIFY(ab && ac);
    // Exact: only the Stet span matches (1 of 2 + 2); overlap: both (2).
    near(numberOf(ab->numbers, u"span_f1_exact"_s).value, 2.0 * 1 / 4, "exact F1");
    near(numberOf(ab->numbers, u"span_f1_overlap"_s).value, 2.0 * 2 / 4, "overlap F1");
    QCOMPARE(numberOf(ab->numbers, u"span_f1_exact"_s).n, 4LL);
    near(numberOf(ac->numbers, u"span_f1_overlap"_s).value, 0.0, "F1 against the unanswerable rater");
    // Token κ (inside a span): both 8, only A 1, only B 1, neither n − 10.
    const double po = (n - 2) / n;
    const double pe = (9 / n) * (9 / n) + ((n - 9) / n) * ((n - 9) / n);
    near(numberOf(ab->numbers, u"token_kappa_binary"_s).value, (po - pe) / (1 - pe), "token κ");
    QCOMPARE(numberOf(ab->numbers, u"token_kappa_binary"_s).n, (long long)n);
    // C marks nothing: a constant annotator against one who does not is κ = 0.
    near(numberOf(ac->numbers, u"token_kappa_binary"_s).value, 0.0, "token κ against the unanswerable rater");
    QCOMPARE(dashboard.highlights, 4LL);
    QCOMPARE(dashboard.tokens, (long long)n);
    QCOMPARE(dashboard.find(u"span_f1_exact"_s)->n, 4LL);
}

// Item level in free highlighting (DESIGN.md "Agreement units"), on the
// same highlights: A's "Lorem ipsum …" (3) and B's overlapping span (3) are
// one item, the Stet spans (2, 2) another, both rated 0 by C, who said
// "unanswerable". A second question adds a span only A marked (B rates it
// 0) and a passage graded by A and B. The item rows are checked against
// the Cohen and Krippendorff code paths that testdata/agreement ties to
// scikit-learn and R irr.
void TestProjectAgreement::highlightItemsGiveItemNumbers()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    const qint64 a = fixture.annotator(u"A"_s);
    const qint64 b = fixture.annotator(u"B"_s);
    const qint64 c = fixture.annotator(u"C"_s);
    const qint64 q1 = fixture.question(u"q1"_s);
    fixture.highlight(a, q1, fixture.minimal, u"Lorem ipsum dolor sit amet"_s, 3);
    fixture.highlight(a, q1, fixture.minimal, u"Stet clita kasd gubergren"_s, 2);
    fixture.highlight(b, q1, fixture.minimal, u"ipsum dolor sit amet, consetetur"_s, 3);
    fixture.highlight(b, q1, fixture.minimal, u"Stet clita kasd gubergren"_s, 2);
    fixture.unanswerable(c, q1);
    const qint64 q2 = fixture.question(u"q2"_s, u"tabular"_s);
    fixture.highlight(a, q2, fixture.llncs, u"General Information"_s, 1);
    fixture.highlight(b, q2, fixture.llncs, u"Installation"_s, 3);
    fixture.highlight(a, q2, fixture.llncs, u"Installation"_s, 2);
    const qint64 passage = fixture.passage(q2, fixture.range(fixture.llncs, 400, 430));
    fixture.grade(a, q2, passage, 0);
    fixture.grade(b, q2, passage, 1);
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));
    ProjectLabels labels;
    QVERIFY(labels.load(*fixture.store).ok());
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    const AgreementDashboard dashboard = agreement.compute({}, m_options);
    // q1: 2 items × (A, B, C); q2: the passage, then "General Information"
    // (A only) and "Installation" (both) × (A, B); C is missing in q2.
    QCOMPARE(dashboard.items, 5LL);
    QCOMPARE(dashboard.passageUnits, 1LL);
    QCOMPARE(dashboard.highlightItems, 4LL);
    QCOMPARE(dashboard.singleMarkedItems, 1LL);
    const Rows rows = {{3, 2, 0, 1, 2}, {3, 2, 1, 0, 3}, {0, 0, std::nullopt, std::nullopt, std::nullopt}};
    const AgreementTally tally = tallyOfRows(rows);
    const int ia = labels.annotatorIndex(a);
    const int ib = labels.annotatorIndex(b);
    const int ic = labels.annotatorIndex(c);
    const AgreementPairNumbers *ab = dashboard.pair(ia, ib);
    QVERIFY(ab);
    near(numberOf(ab->numbers, u"kappa_binary"_s).value, *tally.cohenKappaBinary(0, 1), "A-B κ binary");
    near(numberOf(ab->numbers, u"kappa_quadratic"_s).value, *tally.cohenKappa(0, 1, Weighting::Quadratic), "A-B κ quadratic");
    QCOMPARE(numberOf(ab->numbers, u"kappa_binary"_s).n, 5LL);
    // Pairs with C count q1 only, the question C labeled.
    QCOMPARE(numberOf(dashboard.pair(ia, ic)->numbers, u"kappa_quadratic"_s).n, 2LL);
    near(dashboard.find(u"alpha_ordinal"_s)->value, *tally.alpha(AlphaLevel::Ordinal), "α ordinal");
    near(dashboard.find(u"alpha_nominal"_s)->value, *tally.alpha(AlphaLevel::Nominal), "α nominal");
    // Strict: without the item only A marked.
    const Rows strictRows = {{3, 2, 0, 2}, {3, 2, 1, 3}, {0, 0, std::nullopt, std::nullopt}};
    const AgreementTally strict = tallyOfRows(strictRows);
    QCOMPARE(numberOf(ab->numbers, u"kappa_quadratic_strict"_s).n, 4LL);
    near(numberOf(ab->numbers, u"kappa_quadratic_strict"_s).value, *strict.cohenKappa(0, 1, Weighting::Quadratic),
         "strict κ quadratic");
    near(dashboard.find(u"alpha_ordinal_strict"_s)->value, *strict.alpha(AlphaLevel::Ordinal), "strict α ordinal");
    // The confusion matrix counts items, "not marked" as 0.
    const AgreementConfusion confusion = AgreementDrilldown::confusion(labels, ia, ib);
    QCOMPARE(confusion.counts[1][0], 1LL);  // A's lone span (1) against B's "not marked"
    QCOMPARE(confusion.counts[0][1], 1LL);  // the passage
    QCOMPARE(confusion.counts[2][3], 1LL);  // Installation
    QCOMPARE(AgreementDrilldown::unitsBehind(labels, u"kappa_binary_strict"_s, {}, ia, ib).size(), size_t(4));
}

// A lead's labels (a passage grade, a highlight, "unanswerable") are not
// ratings: every number, n and pair stays as the annotators' labels make it.
void TestProjectAgreement::leadLabelsChangeNothing()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    const qint64 a = fixture.annotator(u"A"_s);
    const qint64 b = fixture.annotator(u"B"_s);
    const qint64 lead = fixture.annotator(u"Lead"_s, AnnotatorRole::Lead);
    const qint64 engineer = fixture.annotator(u"Eng"_s, AnnotatorRole::Engineer);
    const qint64 q1 = fixture.question(u"q1"_s);
    const qint64 q2 = fixture.question(u"q2"_s);
    std::vector<qint64> passages;
    const int gradesA[] = {3, 0, 2, 1, 2, 0};
    const int gradesB[] = {3, 1, 2, 0, 3, 0};
    for (int p = 0; p < 6; ++p) {
        passages.push_back(fixture.passage(q1, fixture.range(fixture.llncs, 400 + 50 * p, 430 + 50 * p)));
        fixture.grade(a, q1, passages.back(), gradesA[p]);
        fixture.grade(b, q1, passages.back(), gradesB[p]);
    }
    fixture.highlight(a, q2, fixture.minimal, u"Lorem ipsum dolor sit amet"_s, 3);
    fixture.highlight(b, q2, fixture.minimal, u"Stet clita kasd gubergren"_s, 2);
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));
    const auto dashboardOf = [&] {
        ProjectLabels labels;
        labels.load(*fixture.store);
        ProjectAgreement agreement(labels);
        agreement.rebuild();
        AgreementOptions options = m_options;
        options.resamples = 50;
        return agreement.compute({}, options);
    };
    const AgreementDashboard before = dashboardOf();
    fixture.grade(lead, q1, passages[0], 0);
    fixture.grade(lead, q1, passages[1], 3);
    fixture.highlight(lead, q2, fixture.minimal, u"ipsum dolor sit amet, consetetur"_s, 1);
    fixture.unanswerable(engineer, q2);
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));
    const AgreementDashboard after = dashboardOf();
    QCOMPARE(after.items, before.items);
    QCOMPARE(after.questions, before.questions);
    QCOMPARE(after.tokens, before.tokens);
    QCOMPARE(after.highlights, before.highlights);
    QCOMPARE(after.pairs.size(), size_t(1));
    QCOMPARE(after.pairs.size(), before.pairs.size());
    const auto same = [](const std::vector<AgreementNumber> &x, const std::vector<AgreementNumber> &y) {
        QCOMPARE(x.size(), y.size());
        for (size_t i = 0; i < x.size(); ++i) {
            QCOMPARE(x[i].key, y[i].key);
            QCOMPARE(x[i].computed, y[i].computed);
            QCOMPARE(x[i].n, y[i].n);
            QCOMPARE(x[i].interval.has_value(), y[i].interval.has_value());
            if (x[i].interval) {
                QCOMPARE(x[i].interval->lower, y[i].interval->lower);
                QCOMPARE(x[i].interval->upper, y[i].interval->upper);
            }
        }
    };
    same(after.overall, before.overall);
    same(after.pairs.front().numbers, before.pairs.front().numbers);
    QVERIFY(before.find(u"kappa_binary"_s)->computed.has_value());
}

void TestProjectAgreement::emptyProject()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    fixture.question(u"q1"_s);
    ProjectLabels labels;
    QVERIFY(labels.load(*fixture.store).ok());
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    const AgreementDashboard dashboard = agreement.compute({}, m_options);
    QCOMPARE(dashboard.items, 0LL);
    QCOMPARE(dashboard.questions, 0);
    QVERIFY(dashboard.pairs.empty());
    for (const AgreementNumber &number : dashboard.overall) {
        QCOMPARE(number.n, 0LL);
        QVERIFY(!number.value && !number.computed);
    }
}

void TestProjectAgreement::singleRater()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    const qint64 a = fixture.annotator(u"A"_s);
    fixture.annotator(u"B"_s);
    const qint64 q = fixture.question(u"q1"_s);
    fixture.highlight(a, q, fixture.minimal, u"Lorem ipsum dolor sit amet"_s, 3);
    fixture.grade(a, q, fixture.passage(q, fixture.range(fixture.llncs, 400, 430)), 2);
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));
    ProjectLabels labels;
    QVERIFY(labels.load(*fixture.store).ok());
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    const AgreementDashboard dashboard = agreement.compute({}, m_options);
    QCOMPARE(dashboard.items, 0LL);  // one rater: nothing rated twice
    QCOMPARE(dashboard.questions, 0);
    QVERIFY(dashboard.pairs.empty());
    QCOMPARE(dashboard.find(u"kappa_binary"_s)->n, 0LL);
}

// Two annotators: one pair, whose κ is the overall κ.
void TestProjectAgreement::onePair()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    const qint64 a = fixture.annotator(u"A"_s);
    const qint64 b = fixture.annotator(u"B"_s);
    const qint64 q = fixture.question(u"q1"_s);
    fixture.highlight(a, q, fixture.llncs, u"General Information"_s, 3);
    fixture.highlight(b, q, fixture.llncs, u"General Information"_s, 1);
    fixture.highlight(a, q, fixture.llncs, u"Installation"_s, 0);
    fixture.highlight(b, q, fixture.llncs, u"Installation"_s, 0);
    fixture.highlight(b, q, fixture.llncs, u"Copy llncs.cls to a directory"_s, 2);
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));
    ProjectLabels labels;
    QVERIFY(labels.load(*fixture.store).ok());
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    const AgreementDashboard dashboard = agreement.compute({}, m_options);
    QCOMPARE(dashboard.pairs.size(), size_t(1));
    QCOMPARE(dashboard.items, 3LL);
    const AgreementTally tally = tallyOfRows({{3, 0, 0}, {1, 0, 2}});
    for (const QString &key : {u"kappa_binary"_s, u"kappa_linear"_s, u"kappa_quadratic"_s}) {
        QCOMPARE(dashboard.find(key)->computed, numberOf(dashboard.pairs.front().numbers, key).computed);
        QCOMPARE(dashboard.find(key)->n, 3LL);
    }
    near(dashboard.find(u"kappa_quadratic"_s)->value, *tally.cohenKappa(0, 1, Weighting::Quadratic), "κ quadratic");
}

// Raters without a question in common form no pair and no item.
void TestProjectAgreement::noCommonQuestion()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    const qint64 a = fixture.annotator(u"A"_s);
    const qint64 b = fixture.annotator(u"B"_s);
    const qint64 q1 = fixture.question(u"q1"_s);
    const qint64 q2 = fixture.question(u"q2"_s);
    fixture.highlight(a, q1, fixture.llncs, u"General Information"_s, 3);
    fixture.highlight(b, q2, fixture.llncs, u"General Information"_s, 3);
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));
    ProjectLabels labels;
    QVERIFY(labels.load(*fixture.store).ok());
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    const AgreementDashboard dashboard = agreement.compute({}, m_options);
    QVERIFY(dashboard.pairs.empty());
    QCOMPARE(dashboard.items, 0LL);
    QVERIFY(!dashboard.find(u"kappa_binary"_s)->computed);
}

// Perfect agreement on varied grades is κ = α = 1; on one grade only κ is
// undefined (0/0), never a number.
void TestProjectAgreement::allAgree()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    const qint64 a = fixture.annotator(u"A"_s);
    const qint64 b = fixture.annotator(u"B"_s);
    const qint64 q1 = fixture.question(u"q1"_s);
    const qint64 q2 = fixture.question(u"q2"_s, u"tabular"_s);
    for (const qint64 rater : {a, b}) {
        fixture.highlight(rater, q1, fixture.llncs, u"General Information"_s, 3);
        fixture.highlight(rater, q1, fixture.llncs, u"Installation"_s, 1);
        fixture.highlight(rater, q2, fixture.llncs, u"Copy llncs.cls to a directory"_s, 3);
    }
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));
    ProjectLabels labels;
    QVERIFY(labels.load(*fixture.store).ok());
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    const AgreementDashboard dashboard = agreement.compute({}, m_options);
    QCOMPARE(dashboard.items, 3LL);
    QCOMPARE(dashboard.singleMarkedItems, 0LL);
    for (const QString &key : {u"kappa_binary"_s, u"kappa_quadratic"_s, u"alpha_ordinal"_s, u"kappa_binary_strict"_s})
        near(dashboard.find(key)->value, 1.0, qPrintable(key));
    const AgreementDashboard tabular = agreement.compute({u"tabular"_s}, m_options);
    QCOMPARE(tabular.items, 1LL);
    QCOMPARE(tabular.find(u"kappa_binary"_s)->status, AgreementStatus::Undefined);
    QVERIFY(!tabular.find(u"kappa_binary"_s)->computed);
}

// With one stratum the stratum's numbers are the overall ones (taken from
// them, not recomputed): the same values, counts and bootstrap intervals as
// the overall numbers and as the stratum computed alone with its filter.
void TestProjectAgreement::oneStratumIsTheOverall()
{
    testing::LabelFixture fixture;
    QVERIFY2(fixture.create(), qPrintable(fixture.error));
    const qint64 x = fixture.annotator(u"X"_s);
    const qint64 y = fixture.annotator(u"Y"_s);
    qint64 question = 0;
    for (size_t u = 0; u < m_basic.rows.front().size(); ++u) {
        if (u % 5 == 0)
            question = fixture.question(u"q-%1"_s.arg(u / 5 + 1), u"lexical"_s, Split::Dev);
        const int start = 400 + 50 * int(u);
        const qint64 passage = fixture.passage(question, fixture.range(fixture.llncs, start, start + 30));
        for (const auto &[c, coder] : {std::pair{size_t(0), x}, std::pair{size_t(1), y}})
            if (m_basic.rows[c][u])
                fixture.grade(coder, question, passage, *m_basic.rows[c][u]);
    }
    QVERIFY2(fixture.ok(), qPrintable(fixture.error));
    ProjectLabels labels;
    QVERIFY(labels.load(*fixture.store).ok());
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    AgreementOptions options = m_options;
    options.resamples = 150;
    options.seed = 3;
    const AgreementDashboard all = agreement.compute({}, options);
    const AgreementDashboard alone = agreement.compute({u"lexical"_s}, options);
    QCOMPARE(all.strata.size(), size_t(1));
    const std::vector<AgreementNumber> &stratum = all.strata.front().numbers;
    QCOMPARE(stratum.size(), all.overall.size());
    QCOMPARE(all.strata.front().questions, all.questions);
    for (size_t i = 0; i < stratum.size(); ++i) {
        for (const AgreementNumber *other : {&all.overall[i], &alone.overall[i]}) {
            QCOMPARE(stratum[i].key, other->key);
            QCOMPARE(stratum[i].value, other->value);
            QCOMPARE(stratum[i].n, other->n);
            QCOMPARE(stratum[i].interval.has_value(), other->interval.has_value());
            if (stratum[i].interval) {
                QCOMPARE(stratum[i].interval->lower, other->interval->lower);
                QCOMPARE(stratum[i].interval->upper, other->interval->upper);
            }
        }
    }
    near(numberOf(stratum, u"kappa_quadratic"_s).value, m_basic.expected.value(u"kappa_quadratic"_s).toDouble(),
         "κ quadratic");
    QVERIFY(numberOf(stratum, u"kappa_quadratic"_s).interval->lower.has_value());
}

QTEST_GUILESS_MAIN(TestProjectAgreement)
#include "tst_projectagreement.moc"
