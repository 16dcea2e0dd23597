// The manifest's agreement figures against the reference-checked measures
// of metrics/: the units GoldAgreement counts sparsely (every word of every
// highlighted document, grade 0 outside the spans) are written out one by
// one as an agreement case and computed by AgreementCase — the path whose
// numbers agree with scikit-learn, R irr and fast-krippendorff
// (testdata/agreement). The two must give the same κ and α.

#include "common/goldfixture.h"

#include "annotation/goldagreement.h"
#include "annotation/passagestore.h"
#include "annotation/wordtokens.h"
#include "metrics/agreementcase.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace touchstone;
using namespace touchstone::testing;

namespace {

struct Highlight
{
    qint64 annotator;
    QString file;
    QString quote;
    int grade;
};

// Both defined and equal to 1e-9 (the tolerance of testdata/agreement).
bool same(const std::optional<double> &actual, const std::optional<double> &expected)
{
    return actual && expected && qAbs(*actual - *expected) < 1e-9;
}

// Per coder, the label of every unit, null where the coder did not rate it.
using Rows = std::map<qint64, QJsonArray>;

} // namespace

class TestGoldAgreement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void twoAnnotatorsTokensMatchExpandedCase();
    void threeAnnotatorsUseMeanPairwiseKappaAndOneAlpha();
    void pooledPassagesMatchExpandedCase();
    void strataAndIntervals();

private:
    qint64 question(const QString &id, const QString &stratum, const std::vector<Highlight> &highlights);
    void expandTokens(qint64 questionId, Rows &rows, int &units) const;
    static std::map<QString, std::optional<double>> caseValues(const QString &family, const QJsonObject &inputs);
    static QJsonArray pairRows(const Rows &rows, qint64 a, qint64 b);
    GoldAgreementReport compute(const std::vector<qint64> &ids, int resamples = 0) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<GoldFixture> m_fixture;
    std::map<qint64, QString> m_strata;
};

void TestGoldAgreement::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_fixture = GoldFixture::create(m_dir->filePath(QStringLiteral("p")));
    m_strata.clear();
}

void TestGoldAgreement::cleanup()
{
    m_fixture.reset();
    m_dir.reset();
}

qint64 TestGoldAgreement::question(const QString &id, const QString &stratum, const std::vector<Highlight> &highlights)
{
    const qint64 questionId = m_fixture->addQuestion(id, stratum);
    m_strata[questionId] = stratum;
    for (const Highlight &highlight : highlights) {
        if (highlight.quote.isEmpty())
            m_fixture->unanswerable(highlight.annotator, questionId);
        else
            m_fixture->label(highlight.annotator, questionId, m_fixture->anchor(highlight.file, highlight.quote), highlight.grade);
    }
    return questionId;
}

// Every word of every document highlighted for the question is a unit; each
// annotator who labeled the question gives it the highest grade of their
// spans covering it, 0 elsewhere (DESIGN.md, free highlighting).
void TestGoldAgreement::expandTokens(qint64 questionId, Rows &rows, int &units) const
{
    const std::vector<Judgment> judgments = JudgmentStore(*m_fixture->store).forQuestion(questionId);
    std::set<qint64> coders;
    std::set<qint64> documents;
    for (const Judgment &judgment : judgments) {
        coders.insert(judgment.annotatorId);
        if (judgment.span)
            documents.insert(judgment.span->documentId);
    }
    for (const qint64 document : documents) {
        const auto text = DocumentStore(*m_fixture->store).canonicalText(document);
        const WordTokens words = WordTokens::of(text->text());
        for (int w = 0; w < words.count(); ++w) {
            const int start = words.starts[size_t(w)];
            const int end = words.ends[size_t(w)];
            for (auto &[coder, row] : rows) {
                if (!coders.count(coder)) {
                    row.append(QJsonValue());
                    continue;
                }
                int grade = 0;
                for (const Judgment &judgment : judgments) {
                    if (judgment.annotatorId == coder && judgment.span && judgment.span->documentId == document
                        && judgment.span->start < end && start < judgment.span->end)
                        grade = std::max(grade, judgment.grade);
                }
                row.append(grade);
            }
            ++units;
        }
    }
}

std::map<QString, std::optional<double>> TestGoldAgreement::caseValues(const QString &family, const QJsonObject &inputs)
{
    const QJsonObject json{{QStringLiteral("id"), QStringLiteral("expanded")},
                           {QStringLiteral("family"), family},
                           {QStringLiteral("inputs"), inputs}};
    const auto parsed = AgreementCase::parse(QJsonDocument(json).toJson(), QStringLiteral("expanded"));
    std::map<QString, std::optional<double>> values;
    if (!parsed) {
        qWarning("%s", qPrintable(parsed.error()));
        return values;
    }
    const auto computed = parsed->compute();
    if (!computed) {
        qWarning("%s", qPrintable(computed.error()));
        return values;
    }
    for (const AgreementCaseValue &value : *computed)
        values[value.key] = value.value;
    return values;
}

QJsonArray TestGoldAgreement::pairRows(const Rows &rows, qint64 a, qint64 b)
{
    return QJsonArray{rows.at(a), rows.at(b)};
}

GoldAgreementReport TestGoldAgreement::compute(const std::vector<qint64> &ids, int resamples) const
{
    std::vector<GoldAgreement::QuestionRef> refs;
    for (const qint64 id : ids)
        refs.push_back({id, m_strata.at(id)});
    BootstrapOptions options;
    options.resamples = resamples;
    const auto report = GoldAgreement::compute(*m_fixture->store, refs, options);
    if (!report)
        qFatal("%s", qPrintable(report.error()));
    return *report;
}

void TestGoldAgreement::twoAnnotatorsTokensMatchExpandedCase()
{
    const QString llncs = QStringLiteral("llncsdoc.pdf");
    const QString acm = QStringLiteral("acmart-sample-sigconf.pdf");
    const qint64 a = m_fixture->ann1;
    const qint64 b = m_fixture->ann2;
    std::vector<qint64> ids{
        question(QStringLiteral("t1"), QStringLiteral("lexical"),
                 {{a, llncs, QStringLiteral("Copy llncs.cls to a directory"), 3},
                  {b, llncs, QStringLiteral("Copy llncs.cls to a directory that is searched by LATEX"), 2}}),
        question(QStringLiteral("t2"), QStringLiteral("lexical"),
                 {{a, acm, QStringLiteral("Seattle Mariners"), 1},
                  {b, acm, QStringLiteral("Seattle Mariners at Spring Training"), 3},
                  {b, acm, QStringLiteral("gaze detection"), 2}}),
        // One annotator found nothing: all of her labels are 0.
        question(QStringLiteral("t3"), QStringLiteral("paraphrase"),
                 {{a, llncs, QStringLiteral("General Information"), 3}, {b, QString(), QString(), 0}}),
        // Only one annotator: no agreement unit at all.
        question(QStringLiteral("t4"), QStringLiteral("paraphrase"), {{a, llncs, QStringLiteral("Installation"), 3}}),
    };
    const GoldAgreementReport report = compute(ids);
    Rows rows{{a, {}}, {b, {}}};
    int units = 0;
    for (size_t i = 0; i < 3; ++i) // t4 has no pairable unit
        expandTokens(ids[i], rows, units);
    const auto expected = caseValues(QStringLiteral("cohen_kappa"),
                                     QJsonObject{{QStringLiteral("ratings"), pairRows(rows, a, b)},
                                                 {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                                 {QStringLiteral("binary_threshold"), 2}});
    const auto alpha = caseValues(QStringLiteral("krippendorff_alpha"),
                                  QJsonObject{{QStringLiteral("ratings"), pairRows(rows, a, b)},
                                              {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                              {QStringLiteral("levels"), QJsonArray{QStringLiteral("ordinal")}}});
    const AgreementFigures &tokens = report.tokens;
    QCOMPARE(tokens.kappaBinary.units, double(units));
    QCOMPARE(tokens.kappaBinary.questions, 3);
    QVERIFY(expected.at(QStringLiteral("kappa_binary")).has_value());
    QVERIFY(same(tokens.kappaBinary.estimate, expected.at(QStringLiteral("kappa_binary"))));
    QVERIFY(same(tokens.kappaGraded.estimate, expected.at(QStringLiteral("kappa_linear"))));
    QVERIFY(same(tokens.alphaOrdinal.estimate, alpha.at(QStringLiteral("alpha_ordinal"))));
    QVERIFY(!report.pooledPassages.hasUnits());
    QCOMPARE(report.primaryUnits(), QStringLiteral("tokens"));
    QVERIFY(!report.pooledPassages.kappaBinary.estimate.has_value()); // undefined, never 0
}

void TestGoldAgreement::threeAnnotatorsUseMeanPairwiseKappaAndOneAlpha()
{
    const QString llncs = QStringLiteral("llncsdoc.pdf");
    const qint64 a = m_fixture->ann1;
    const qint64 b = m_fixture->ann2;
    const qint64 c = m_fixture->ann3;
    std::vector<qint64> ids{
        question(QStringLiteral("u1"), QStringLiteral("lexical"),
                 {{a, llncs, QStringLiteral("General Information"), 3},
                  {b, llncs, QStringLiteral("General Information"), 2},
                  {c, llncs, QStringLiteral("Working with the llncs Document Class"), 3}}),
        question(QStringLiteral("u2"), QStringLiteral("lexical"),
                 {{a, llncs, QStringLiteral("to 122 mm horizontally by 193 mm vertically"), 3},
                  {b, llncs, QStringLiteral("122 mm horizontally"), 3}}),
        question(QStringLiteral("u3"), QStringLiteral("lexical"),
                 {{b, llncs, QStringLiteral("Such manual layout adjustments"), 1},
                  {c, llncs, QStringLiteral("Such manual layout adjustments should be limited"), 2}}),
    };
    const GoldAgreementReport report = compute(ids);
    Rows rows{{a, {}}, {b, {}}, {c, {}}};
    int units = 0;
    for (const qint64 id : ids)
        expandTokens(id, rows, units);
    double sumBinary = 0;
    double sumLinear = 0;
    for (const auto &[x, y] : {std::pair{a, b}, std::pair{a, c}, std::pair{b, c}}) {
        const auto pair = caseValues(QStringLiteral("cohen_kappa"),
                                     QJsonObject{{QStringLiteral("ratings"), pairRows(rows, x, y)},
                                                 {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                                 {QStringLiteral("binary_threshold"), 2}});
        sumBinary += *pair.at(QStringLiteral("kappa_binary"));
        sumLinear += *pair.at(QStringLiteral("kappa_linear"));
    }
    const auto alpha = caseValues(QStringLiteral("krippendorff_alpha"),
                                  QJsonObject{{QStringLiteral("ratings"), QJsonArray{rows.at(a), rows.at(b), rows.at(c)}},
                                              {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                              {QStringLiteral("levels"), QJsonArray{QStringLiteral("ordinal")}}});
    QVERIFY(same(report.tokens.kappaBinary.estimate, sumBinary / 3));
    QVERIFY(same(report.tokens.kappaGraded.estimate, sumLinear / 3));
    QVERIFY(same(report.tokens.alphaOrdinal.estimate, alpha.at(QStringLiteral("alpha_ordinal"))));
    QCOMPARE(report.tokens.kappaBinary.units, double(units));
}

void TestGoldAgreement::pooledPassagesMatchExpandedCase()
{
    const QString llncs = QStringLiteral("llncsdoc.pdf");
    const QStringList quotes{QStringLiteral("General Information"), QStringLiteral("Installation"),
                             QStringLiteral("Working with the llncs Document Class"), QStringLiteral("Such manual"),
                             QStringLiteral("kindly ask you")};
    // Grades of the five passages of each question: ann1, ann2 (−1: not graded).
    const std::vector<std::vector<std::pair<int, int>>> grades{
        {{3, 3}, {0, 1}, {2, 3}, {0, 0}, {1, -1}},
        {{2, 1}, {3, 3}, {0, 0}, {1, 2}, {2, 2}},
        {{0, 0}, {1, 0}, {3, 2}, {2, 2}, {-1, 3}},
    };
    std::vector<qint64> ids;
    Rows rows{{m_fixture->ann1, {}}, {m_fixture->ann2, {}}};
    for (size_t q = 0; q < grades.size(); ++q) {
        const qint64 id = question(QStringLiteral("p%1").arg(q), q == 2 ? QStringLiteral("tabular") : QStringLiteral("lexical"), {});
        ids.push_back(id);
        std::vector<SpanAnchor> spans;
        for (const QString &quote : quotes)
            spans.push_back(m_fixture->anchor(llncs, quote));
        QVERIFY(PassageStore(*m_fixture->store).enqueue(id, spans, QStringLiteral("lead")).ok());
        const std::vector<Passage> passages = PassageStore(*m_fixture->store).forQuestion(id);
        QCOMPARE(int(passages.size()), 5);
        for (size_t p = 0; p < passages.size(); ++p) {
            for (const auto &[annotator, grade] : {std::pair{m_fixture->ann1, grades[q][p].first},
                                                   std::pair{m_fixture->ann2, grades[q][p].second}}) {
                if (grade >= 0)
                    QVERIFY(JudgmentStore(*m_fixture->store).gradePassage(annotator, id, passages[p].id, grade).ok());
                rows[annotator].append(grade >= 0 ? QJsonValue(grade) : QJsonValue());
            }
        }
    }
    const GoldAgreementReport report = compute(ids);
    const auto expected = caseValues(QStringLiteral("cohen_kappa"),
                                     QJsonObject{{QStringLiteral("ratings"), pairRows(rows, m_fixture->ann1, m_fixture->ann2)},
                                                 {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                                 {QStringLiteral("binary_threshold"), 2}});
    const auto alpha = caseValues(QStringLiteral("krippendorff_alpha"),
                                  QJsonObject{{QStringLiteral("ratings"), pairRows(rows, m_fixture->ann1, m_fixture->ann2)},
                                              {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                              {QStringLiteral("levels"), QJsonArray{QStringLiteral("ordinal")}}});
    QCOMPARE(report.primaryUnits(), QStringLiteral("pooled_passages"));
    QCOMPARE(report.pooledPassages.kappaBinary.units, 13.0); // two passages had one grade only
    QVERIFY(same(report.pooledPassages.kappaBinary.estimate, expected.at(QStringLiteral("kappa_binary"))));
    QVERIFY(same(report.pooledPassages.kappaGraded.estimate, expected.at(QStringLiteral("kappa_linear"))));
    QVERIFY(same(report.pooledPassages.alphaOrdinal.estimate, alpha.at(QStringLiteral("alpha_ordinal"))));
    QVERIFY(!report.tokens.hasUnits());
}

void TestGoldAgreement::strataAndIntervals()
{
    const QString llncs = QStringLiteral("llncsdoc.pdf");
    const qint64 a = m_fixture->ann1;
    const qint64 b = m_fixture->ann2;
    const QStringList quotes{QStringLiteral("General Information"), QStringLiteral("Installation"),
                             QStringLiteral("Such manual layout adjustments"), QStringLiteral("kindly ask you"),
                             QStringLiteral("122 mm horizontally"), QStringLiteral("Sect. 3")};
    std::vector<qint64> ids;
    for (int i = 0; i < 12; ++i) {
        const QString quote = quotes[i % quotes.size()];
        ids.push_back(question(QStringLiteral("s%1").arg(i), i % 3 ? QStringLiteral("lexical") : QStringLiteral("temporal"),
                               {{a, llncs, quote, 3}, {b, llncs, i % 4 ? quote : quotes[(i + 1) % quotes.size()], 2 + i % 2}}));
    }
    const GoldAgreementReport report = compute(ids, 300);
    const AgreementFigure &overall = report.tokens.kappaBinary;
    QVERIFY(overall.lower && overall.upper);
    QVERIFY(*overall.lower <= *overall.estimate && *overall.estimate <= *overall.upper);
    // Each stratum's figure is the figure of that stratum's questions alone.
    for (const QString &stratum : {QStringLiteral("lexical"), QStringLiteral("temporal")}) {
        std::vector<qint64> members;
        for (const qint64 id : ids) {
            if (m_strata.at(id) == stratum)
                members.push_back(id);
        }
        const GoldAgreementReport alone = compute(members, 300);
        const std::vector<AgreementFigure> &figures = report.tokens.byStratum.at(stratum);
        QCOMPARE(figures[0].estimate, alone.tokens.kappaBinary.estimate);
        QCOMPARE(figures[1].estimate, alone.tokens.kappaGraded.estimate);
        QCOMPARE(figures[2].estimate, alone.tokens.alphaOrdinal.estimate);
        QCOMPARE(figures[0].lower, alone.tokens.kappaBinary.lower);
        QCOMPARE(figures[2].upper, alone.tokens.alphaOrdinal.upper);
        QCOMPARE(figures[0].questions, int(members.size()));
    }
    // The same seed gives the same interval; another seed another one.
    const GoldAgreementReport again = compute(ids, 300);
    QCOMPARE(again.tokens.kappaBinary.lower, overall.lower);
    QCOMPARE(again.tokens.alphaOrdinal.upper, report.tokens.alphaOrdinal.upper);
    std::vector<GoldAgreement::QuestionRef> refs;
    for (const qint64 id : ids)
        refs.push_back({id, m_strata.at(id)});
    BootstrapOptions other;
    other.resamples = 300;
    other.seed = 1;
    const auto reseeded = GoldAgreement::compute(*m_fixture->store, refs, other);
    QVERIFY(reseeded->tokens.kappaBinary.lower != overall.lower || reseeded->tokens.kappaBinary.upper != overall.upper);
    QCOMPARE(reseeded->tokens.kappaBinary.estimate, overall.estimate);
}

QTEST_GUILESS_MAIN(TestGoldAgreement)
#include "tst_goldagreement.moc"
