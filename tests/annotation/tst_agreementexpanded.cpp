// The project agreement (ProjectAgreement, the numbers of the dashboard,
// of `touchstone agreement PROJECT` and of a frozen version's manifest)
// against the reference-checked measures of metrics/: the units it counts
// in segments (every word of every highlighted document, grade 0 outside
// the spans) are written out one by one as an agreement case and computed
// by AgreementCase — the path whose numbers agree with scikit-learn, R irr
// and fast-krippendorff (testdata/agreement). Token "binary" is inside any
// highlight or not, as testdata/agreement/README.md defines
// token_kappa_binary. (Ported from the tests of the golden-set agreement
// that ProjectAgreement replaced.)

#include "common/goldfixture.h"

#include "annotation/passagestore.h"
#include "annotation/projectagreement.h"
#include "annotation/projectlabels.h"
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
    QString quote; // empty: "unanswerable"
    int grade;
};

// Both defined and equal to 1e-9 (the tolerance of testdata/agreement).
bool same(const std::optional<double> &actual, const std::optional<double> &expected)
{
    return actual && expected && qAbs(*actual - *expected) < 1e-9;
}

// Per coder, the label of every unit, null where the coder did not rate it.
using Rows = std::map<qint64, QJsonArray>;

const AgreementNumber &numberOf(const AgreementDashboard &dashboard, const QString &key)
{
    static const AgreementNumber none;
    const AgreementNumber *number = dashboard.find(key);
    return number ? *number : none;
}

} // namespace

class TestAgreementExpanded : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void twoAnnotatorsTokensMatchExpandedCase();
    void threeAnnotatorsUseMeanPairwiseKappaAndOneAlpha();
    void pooledPassagesMatchExpandedCase();

private:
    qint64 question(const QString &id, const QString &stratum, const std::vector<Highlight> &highlights);
    void expandTokens(qint64 questionId, Rows &graded, Rows &inside, int &units) const;
    static std::map<QString, std::optional<double>> caseValues(const QString &family, const QJsonObject &inputs);
    static QJsonArray pairRows(const Rows &rows, qint64 a, qint64 b);
    AgreementDashboard compute() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<GoldFixture> m_fixture;
};

void TestAgreementExpanded::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_fixture = GoldFixture::create(m_dir->filePath(QStringLiteral("p")));
}

void TestAgreementExpanded::cleanup()
{
    m_fixture.reset();
    m_dir.reset();
}

qint64 TestAgreementExpanded::question(const QString &id, const QString &stratum, const std::vector<Highlight> &highlights)
{
    const qint64 questionId = m_fixture->addQuestion(id, stratum);
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
// spans covering it, 0 elsewhere (graded), and 1 when any of their spans
// covers it (inside) (DESIGN.md, free highlighting).
void TestAgreementExpanded::expandTokens(qint64 questionId, Rows &graded, Rows &inside, int &units) const
{
    const std::vector<Judgment> judgments = JudgmentStore(*m_fixture->store).forQuestion(questionId);
    std::set<qint64> coders;
    std::set<qint64> documents;
    for (const Judgment &judgment : judgments) {
        coders.insert(judgment.annotatorId);
        if (judgment.span)
            documents.insert(judgment.span->documentId);
    }
    if (coders.size() < 2)
        return;
    for (const qint64 document : documents) {
        const auto text = DocumentStore(*m_fixture->store).canonicalText(document);
        const WordTokens words = WordTokens::of(text->text());
        for (int w = 0; w < words.count(); ++w) {
            const int start = words.starts[size_t(w)];
            const int end = words.ends[size_t(w)];
            for (auto &[coder, row] : graded) {
                if (!coders.count(coder)) {
                    row.append(QJsonValue());
                    inside[coder].append(QJsonValue());
                    continue;
                }
                int grade = 0;
                bool covered = false;
                for (const Judgment &judgment : judgments) {
                    if (judgment.annotatorId == coder && judgment.span && judgment.span->documentId == document
                        && judgment.span->start < end && start < judgment.span->end) {
                        grade = std::max(grade, judgment.grade);
                        covered = true;
                    }
                }
                row.append(grade);
                inside[coder].append(covered ? 1 : 0);
            }
            ++units;
        }
    }
}

std::map<QString, std::optional<double>> TestAgreementExpanded::caseValues(const QString &family, const QJsonObject &inputs)
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

QJsonArray TestAgreementExpanded::pairRows(const Rows &rows, qint64 a, qint64 b)
{
    return QJsonArray{rows.at(a), rows.at(b)};
}

AgreementDashboard TestAgreementExpanded::compute() const
{
    ProjectLabels labels;
    if (const Status loaded = labels.load(*m_fixture->store); !loaded)
        qFatal("%s", qPrintable(loaded.error()));
    AgreementOptions options;
    options.minUnits = 1;
    options.resamples = 0;
    return ProjectAgreement(labels).compute({}, options);
}

void TestAgreementExpanded::twoAnnotatorsTokensMatchExpandedCase()
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
    const AgreementDashboard dashboard = compute();
    Rows graded{{a, {}}, {b, {}}};
    Rows inside{{a, {}}, {b, {}}};
    int units = 0;
    for (const qint64 id : ids)
        expandTokens(id, graded, inside, units);
    const auto expected = caseValues(QStringLiteral("cohen_kappa"),
                                     QJsonObject{{QStringLiteral("ratings"), pairRows(graded, a, b)},
                                                 {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                                 {QStringLiteral("binary_threshold"), 2}});
    const auto binary = caseValues(QStringLiteral("cohen_kappa_binary"),
                                   QJsonObject{{QStringLiteral("ratings"), pairRows(inside, a, b)},
                                               {QStringLiteral("categories"), QJsonArray{0, 1}}});
    const auto alpha = caseValues(QStringLiteral("krippendorff_alpha"),
                                  QJsonObject{{QStringLiteral("ratings"), pairRows(graded, a, b)},
                                              {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                              {QStringLiteral("levels"), QJsonArray{QStringLiteral("ordinal")}}});
    QCOMPARE(dashboard.tokens, (long long)units);
    QCOMPARE(dashboard.questions, 3);
    QVERIFY(binary.at(QStringLiteral("kappa_binary")).has_value());
    QVERIFY(same(numberOf(dashboard, QStringLiteral("token_kappa_binary")).value, binary.at(QStringLiteral("kappa_binary"))));
    QVERIFY(same(numberOf(dashboard, QStringLiteral("token_kappa_linear")).value, expected.at(QStringLiteral("kappa_linear"))));
    QVERIFY(same(numberOf(dashboard, QStringLiteral("token_kappa_quadratic")).value,
                 expected.at(QStringLiteral("kappa_quadratic"))));
    QVERIFY(same(numberOf(dashboard, QStringLiteral("token_alpha_ordinal")).value, alpha.at(QStringLiteral("alpha_ordinal"))));
    // Item level: no pooled passage, four highlight groups (t1: 3 vs 2; t2:
    // "Seattle Mariners" 1 vs 3, "gaze detection" not marked by A; t3: A's
    // span, B said "unanswerable" so did not mark it); t4 has one rater.
    QCOMPARE(dashboard.passageUnits, 0LL);
    QCOMPARE(dashboard.items, 4LL);
    QCOMPARE(dashboard.highlightItems, 4LL);
    QCOMPARE(dashboard.singleMarkedItems, 2LL);
    const auto items = caseValues(QStringLiteral("cohen_kappa"),
                                  QJsonObject{{QStringLiteral("ratings"), QJsonArray{QJsonArray{3, 1, 0, 3}, QJsonArray{2, 3, 2, 0}}},
                                              {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                              {QStringLiteral("binary_threshold"), 2}});
    QVERIFY(same(numberOf(dashboard, QStringLiteral("kappa_binary")).value, items.at(QStringLiteral("kappa_binary"))));
    QVERIFY(same(numberOf(dashboard, QStringLiteral("kappa_quadratic")).value, items.at(QStringLiteral("kappa_quadratic"))));
    QCOMPARE(numberOf(dashboard, QStringLiteral("kappa_binary")).n, 4LL);
    QCOMPARE(numberOf(dashboard, QStringLiteral("kappa_binary_strict")).n, 2LL);
}

void TestAgreementExpanded::threeAnnotatorsUseMeanPairwiseKappaAndOneAlpha()
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
    const AgreementDashboard dashboard = compute();
    Rows graded{{a, {}}, {b, {}}, {c, {}}};
    Rows inside{{a, {}}, {b, {}}, {c, {}}};
    int units = 0;
    for (const qint64 id : ids)
        expandTokens(id, graded, inside, units);
    double sumBinary = 0;
    double sumLinear = 0;
    for (const auto &[x, y] : {std::pair{a, b}, std::pair{a, c}, std::pair{b, c}}) {
        const auto pair = caseValues(QStringLiteral("cohen_kappa"),
                                     QJsonObject{{QStringLiteral("ratings"), pairRows(graded, x, y)},
                                                 {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                                 {QStringLiteral("binary_threshold"), 2}});
        const auto pairBinary = caseValues(QStringLiteral("cohen_kappa_binary"),
                                           QJsonObject{{QStringLiteral("ratings"), pairRows(inside, x, y)},
                                                       {QStringLiteral("categories"), QJsonArray{0, 1}}});
        sumBinary += *pairBinary.at(QStringLiteral("kappa_binary"));
        sumLinear += *pair.at(QStringLiteral("kappa_linear"));
    }
    const auto alpha = caseValues(QStringLiteral("krippendorff_alpha"),
                                  QJsonObject{{QStringLiteral("ratings"), QJsonArray{graded.at(a), graded.at(b), graded.at(c)}},
                                              {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                              {QStringLiteral("levels"), QJsonArray{QStringLiteral("ordinal")}}});
    QVERIFY(same(numberOf(dashboard, QStringLiteral("token_kappa_binary")).value, sumBinary / 3));
    QVERIFY(same(numberOf(dashboard, QStringLiteral("token_kappa_linear")).value, sumLinear / 3));
    QVERIFY(same(numberOf(dashboard, QStringLiteral("token_alpha_ordinal")).value, alpha.at(QStringLiteral("alpha_ordinal"))));
    QCOMPARE(dashboard.tokens, (long long)units);
}

void TestAgreementExpanded::pooledPassagesMatchExpandedCase()
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
    Rows rows{{m_fixture->ann1, {}}, {m_fixture->ann2, {}}};
    for (size_t q = 0; q < grades.size(); ++q) {
        const qint64 id = question(QStringLiteral("p%1").arg(q), q == 2 ? QStringLiteral("tabular") : QStringLiteral("lexical"), {});
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
    const AgreementDashboard dashboard = compute();
    const auto expected = caseValues(QStringLiteral("cohen_kappa"),
                                     QJsonObject{{QStringLiteral("ratings"), pairRows(rows, m_fixture->ann1, m_fixture->ann2)},
                                                 {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                                 {QStringLiteral("binary_threshold"), 2}});
    const auto alpha = caseValues(QStringLiteral("krippendorff_alpha"),
                                  QJsonObject{{QStringLiteral("ratings"), pairRows(rows, m_fixture->ann1, m_fixture->ann2)},
                                              {QStringLiteral("categories"), QJsonArray{0, 1, 2, 3}},
                                              {QStringLiteral("levels"), QJsonArray{QStringLiteral("ordinal")}}});
    QCOMPARE(dashboard.passageUnits, 13LL); // two passages had one grade only
    QVERIFY(same(numberOf(dashboard, QStringLiteral("kappa_binary")).value, expected.at(QStringLiteral("kappa_binary"))));
    QVERIFY(same(numberOf(dashboard, QStringLiteral("kappa_linear")).value, expected.at(QStringLiteral("kappa_linear"))));
    QVERIFY(same(numberOf(dashboard, QStringLiteral("alpha_ordinal")).value, alpha.at(QStringLiteral("alpha_ordinal"))));
    QCOMPARE(dashboard.tokens, 0LL);
}

QTEST_GUILESS_MAIN(TestAgreementExpanded)
#include "tst_agreementexpanded.moc"
