// A frozen version's agreement figures are the project agreement dashboard:
// the manifest's κ binary, κ graded and α ordinal — overall, per stratum,
// with their intervals, units and statuses, for (question, passage) items,
// strict items and tokens — equal what `touchstone agreement PROJECT --json` prints for the
// same project, seed and resamples, and the overlap fraction is its share
// of questions with two or more raters. The dashboard's numbers are checked
// against the reference cases elsewhere (tests/annotation/
// tst_projectagreement.cpp, tst_agreementexpanded.cpp); this ties the
// manifest to them.

#include "common/cliprocess.h"
#include "common/goldfixture.h"

#include "annotation/goldfreezer.h"
#include "annotation/passagestore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

using namespace touchstone;
using namespace touchstone::testing;

namespace {

constexpr qint64 kSeed = 4242;
constexpr int kResamples = 150;

const QString kLlncs = QStringLiteral("llncsdoc.pdf");
const QString kAcm = QStringLiteral("acmart-sample-sigconf.pdf");

} // namespace

class TestManifestAgreement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void figuresEqualTheAgreementCommand_data();
    void figuresEqualTheAgreementCommand();
    void topLevelFiguresAreThePrimaryUnits();
    void overlapFractionIsTheShareRatedTwice();

private:
    void addPassageQuestion(const QString &id, const QString &stratum, const std::vector<std::pair<int, int>> &grades);
    void addHighlightQuestion(const QString &id, const QString &stratum,
                              const std::vector<std::tuple<qint64, QString, int>> &highlights);
    static void compareFigure(const QJsonObject &figure, const QJsonObject &number, int questions, const QString &where);

    QTemporaryDir m_dir;
    QJsonObject m_manifest;
    QJsonObject m_command;
    std::unique_ptr<GoldFixture> m_fixture;
};

// Eight candidate passages of llncsdoc.pdf graded by ann1 and ann2 (−1: not
// graded); the lead takes ann1's grade where they differ.
void TestManifestAgreement::addPassageQuestion(const QString &id, const QString &stratum,
                                               const std::vector<std::pair<int, int>> &grades)
{
    static const QStringList quotes{QStringLiteral("General Information"), QStringLiteral("Installation"),
                                    QStringLiteral("Working with the llncs Document Class"),
                                    QStringLiteral("Such manual layout adjustments"), QStringLiteral("kindly ask you"),
                                    QStringLiteral("Sect. 3"), QStringLiteral("Copy llncs.cls to a directory"),
                                    QStringLiteral("Version 2.22, Sep 05, 2022")};
    const qint64 question = m_fixture->addQuestion(id, stratum);
    std::vector<SpanAnchor> spans;
    for (const QString &quote : quotes)
        spans.push_back(m_fixture->anchor(kLlncs, quote));
    QVERIFY(PassageStore(*m_fixture->store).enqueue(question, spans, QStringLiteral("lead")).ok());
    const JudgmentStore judgments(*m_fixture->store);
    for (size_t p = 0; p < grades.size(); ++p) {
        qint64 passageId = 0;
        for (const Passage &passage : PassageStore(*m_fixture->store).forQuestion(question)) {
            if (passage.span.start == spans[p].start && passage.span.end == spans[p].end)
                passageId = passage.id;
        }
        QVERIFY(passageId != 0);
        const auto [first, second] = grades[p];
        if (first >= 0)
            QVERIFY(judgments.gradePassage(m_fixture->ann1, question, passageId, first).ok());
        if (second >= 0)
            QVERIFY(judgments.gradePassage(m_fixture->ann2, question, passageId, second).ok());
        if (first >= 0 && second >= 0 && first != second)
            m_fixture->acceptAnnotator(question, spans[p], m_fixture->ann1);
        else if (first < 0 || second < 0)
            m_fixture->decideGrade(question, spans[p], std::max(first, second)); // a single grade, decided
    }
}

// Highlights (annotator, quote, grade) in one document per quote; the lead
// takes ann1's highlights of every group (none: no span) where they differ.
void TestManifestAgreement::addHighlightQuestion(const QString &id, const QString &stratum,
                                                 const std::vector<std::tuple<qint64, QString, int>> &highlights)
{
    const qint64 question = m_fixture->addQuestion(id, stratum);
    std::vector<SpanAnchor> anchors;
    for (const auto &[annotator, quote, grade] : highlights) {
        anchors.push_back(m_fixture->anchor(quote.startsWith(QStringLiteral("Seattle")) ? kAcm : kLlncs, quote));
        m_fixture->label(annotator, question, anchors.back(), grade);
    }
    m_fixture->acceptFullAgreements();
    ProjectLabels labels;
    labels.setTokenizing(false);
    QVERIFY(labels.loadQuestion(*m_fixture->store, question).ok());
    const AdjudicationStore store(*m_fixture->store, QStringLiteral("lead"));
    for (const AdjudicationUnit &unit : store.openQueue(labels))
        QVERIFY(store.acceptAnnotator(m_fixture->request(question, unit.key), m_fixture->ann1).ok());
}

void TestManifestAgreement::initTestCase()
{
    m_fixture = GoldFixture::create(m_dir.filePath(QStringLiteral("p")));
    const qint64 a = m_fixture->ann1;
    const qint64 b = m_fixture->ann2;
    const qint64 c = m_fixture->ann3;
    // Pooled passages in two strata: 3 × 8 and 2 × 8 passages.
    addPassageQuestion(QStringLiteral("p1"), QStringLiteral("lexical"),
                       {{3, 3}, {0, 1}, {2, 3}, {0, 0}, {1, -1}, {2, 2}, {0, 0}, {1, 1}});
    addPassageQuestion(QStringLiteral("p2"), QStringLiteral("lexical"),
                       {{2, 1}, {3, 3}, {0, 0}, {1, 2}, {2, 2}, {0, 1}, {3, 2}, {0, 0}});
    addPassageQuestion(QStringLiteral("p3"), QStringLiteral("lexical"),
                       {{0, 0}, {1, 0}, {3, 2}, {2, 2}, {-1, 3}, {1, 1}, {0, 0}, {2, 3}});
    addPassageQuestion(QStringLiteral("p4"), QStringLiteral("tabular"),
                       {{3, 3}, {0, 0}, {1, 0}, {0, 0}, {2, 2}, {1, 1}, {0, 1}, {2, 2}});
    addPassageQuestion(QStringLiteral("p5"), QStringLiteral("tabular"),
                       {{0, 0}, {3, 2}, {0, 0}, {1, 1}, {0, 0}, {2, 3}, {0, 0}, {3, 3}});
    // Free highlighting, three annotators on some questions.
    addHighlightQuestion(QStringLiteral("h1"), QStringLiteral("paraphrase"),
                         {{a, QStringLiteral("General Information"), 3}, {b, QStringLiteral("General Information"), 2},
                          {c, QStringLiteral("Working with the llncs Document Class"), 3}});
    addHighlightQuestion(QStringLiteral("h2"), QStringLiteral("paraphrase"),
                         {{a, QStringLiteral("to 122 mm horizontally by 193 mm vertically"), 3},
                          {b, QStringLiteral("122 mm horizontally"), 3}});
    addHighlightQuestion(QStringLiteral("h3"), QStringLiteral("multi_hop"),
                         {{a, QStringLiteral("Seattle Mariners at Spring Training"), 3},
                          {b, QStringLiteral("Seattle Mariners"), 2}, {c, QStringLiteral("Seattle Mariners"), 3}});
    m_fixture->adjudicatedQuestion(QStringLiteral("h4"), QStringLiteral("multi_hop"), kLlncs,
                                   QStringLiteral("The llncs class is an extension of the standard LATEX article class"));
    m_fixture->adjudicatedUnanswerable(QStringLiteral("n1"));
    // One annotator only (dev, with the lead's consent): not in the overlap.
    const qint64 alone = m_fixture->addQuestion(QStringLiteral("s1"), QStringLiteral("lexical"));
    m_fixture->label(c, alone, m_fixture->anchor(kLlncs, QStringLiteral("Installation")), 3);

    FreezeOptions options;
    options.version = QStringLiteral("v1");
    options.seed = kSeed;
    options.bootstrapResamples = kResamples;
    options.allowSingleAnnotatorDev = true;
    const auto report = GoldFreezer(*m_fixture->store).freeze(options);
    QVERIFY2(report.ok() && report->version,
             qPrintable(report.ok() ? report->blockers.join(QLatin1Char('\n')) : report.error()));
    m_manifest = report->version->manifest;
    const QString folder = m_fixture->store->folder();
    m_fixture->store.reset();

    const CliRun run = runTouchstone({QStringLiteral("agreement"), folder, QStringLiteral("--json"),
                                      QStringLiteral("--seed"), QString::number(kSeed), QStringLiteral("--resamples"),
                                      QString::number(kResamples)});
    QCOMPARE(run.exitCode, 0);
    m_command = QJsonDocument::fromJson(run.out).object();
    QVERIFY(!m_command.isEmpty());
    const QJsonObject method = m_manifest.value(QStringLiteral("agreement")).toObject().value(QStringLiteral("method")).toObject();
    QCOMPARE(method.value(QStringLiteral("min_units")).toInt(), m_command.value(QStringLiteral("min_n")).toInt());
    QCOMPARE(method.value(QStringLiteral("interval")).toObject().value(QStringLiteral("resamples")).toInt(), kResamples);
    QCOMPARE(method.value(QStringLiteral("kappa_graded_weights")).toString(), QStringLiteral("quadratic"));
    QCOMPARE(m_manifest.value(QStringLiteral("kappa_graded_weights")).toString(), QStringLiteral("quadratic"));
    QCOMPARE(m_manifest.value(QStringLiteral("format_version")).toInt(), 3);
}

void TestManifestAgreement::compareFigure(const QJsonObject &figure, const QJsonObject &number, int questions,
                                          const QString &where)
{
    const QJsonValue interval = number.value(QStringLiteral("interval"));
    const auto same = [&](const char *what, const QJsonValue &manifest, const QJsonValue &command) {
        // Both sides print doubles in their shortest round-trip form: equal means equal.
        const bool equal = manifest.isDouble() && command.isDouble() ? manifest.toDouble() == command.toDouble()
                                                                     : manifest == command;
        QVERIFY2(equal, qPrintable(QStringLiteral("%1 %2: manifest %3, command %4")
                                                     .arg(where, QLatin1String(what),
                                                          QString::fromUtf8(QJsonDocument(QJsonArray{manifest}).toJson(QJsonDocument::Compact)),
                                                          QString::fromUtf8(QJsonDocument(QJsonArray{command}).toJson(QJsonDocument::Compact)))));
    };
    same("estimate", figure.value(QStringLiteral("estimate")), number.value(QStringLiteral("value")));
    same("lower", figure.value(QStringLiteral("lower")),
         interval.isNull() ? QJsonValue() : interval.toObject().value(QStringLiteral("lower")));
    same("upper", figure.value(QStringLiteral("upper")),
         interval.isNull() ? QJsonValue() : interval.toObject().value(QStringLiteral("upper")));
    same("units", figure.value(QStringLiteral("units")), number.value(QStringLiteral("n")));
    same("status", figure.value(QStringLiteral("status")), number.value(QStringLiteral("status")));
    same("questions", figure.value(QStringLiteral("questions")), QJsonValue(questions));
}

void TestManifestAgreement::figuresEqualTheAgreementCommand_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("figure");
    for (const char *units : {"items", "items_strict", "tokens"})
        for (const char *figure : {"kappa_binary", "kappa_graded", "alpha_ordinal"})
            QTest::addRow("%s %s", units, figure) << QString::fromLatin1(units) << QString::fromLatin1(figure);
}

void TestManifestAgreement::figuresEqualTheAgreementCommand()
{
    QFETCH(QString, units);
    QFETCH(QString, figure);
    const QJsonObject agreement = m_manifest.value(QStringLiteral("agreement")).toObject();
    const QString key = agreement.value(QStringLiteral("method")).toObject().value(QStringLiteral("measures")).toObject()
                            .value(units).toObject().value(figure).toString();
    QVERIFY(!key.isEmpty());
    const QJsonObject manifestFigure = agreement.value(units).toObject().value(figure).toObject();
    compareFigure(manifestFigure, m_command.value(QStringLiteral("overall")).toObject().value(key).toObject(),
                  m_command.value(QStringLiteral("questions")).toInt(), QStringLiteral("overall"));
    // The figures carry numbers, not only nulls: the project has enough units.
    QVERIFY(manifestFigure.value(QStringLiteral("estimate")).isDouble());
    QVERIFY(manifestFigure.value(QStringLiteral("lower")).toDouble() <= manifestFigure.value(QStringLiteral("upper")).toDouble());

    const QJsonObject strata = m_command.value(QStringLiteral("strata")).toObject();
    const QJsonObject byStratum = manifestFigure.value(QStringLiteral("by_stratum")).toObject();
    QCOMPARE(byStratum.keys(), strata.keys());
    QCOMPARE(strata.keys(), (QStringList{QStringLiteral("lexical"), QStringLiteral("multi_hop"), QStringLiteral("negative"),
                                         QStringLiteral("paraphrase"), QStringLiteral("tabular")}));
    for (const QString &stratum : strata.keys()) {
        const QJsonObject entry = strata.value(stratum).toObject();
        compareFigure(byStratum.value(stratum).toObject(),
                      entry.value(QStringLiteral("measures")).toObject().value(key).toObject(),
                      entry.value(QStringLiteral("questions")).toInt(), stratum);
    }
}

void TestManifestAgreement::topLevelFiguresAreThePrimaryUnits()
{
    // The top-level figures are always the item-level ones: pooled passages
    // and highlight groups together.
    const QJsonObject units = m_manifest.value(QStringLiteral("agreement_units")).toObject();
    for (const char *figure : {"kappa_binary", "kappa_graded", "alpha_ordinal"})
        QCOMPARE(units.value(QLatin1String(figure)).toString(), QStringLiteral("items"));
    const QJsonObject items = m_manifest.value(QStringLiteral("agreement")).toObject()
                                  .value(QStringLiteral("items")).toObject();
    for (const char *figure : {"kappa_binary", "kappa_graded", "alpha_ordinal"})
        QCOMPARE(m_manifest.value(QLatin1String(figure)), items.value(QLatin1String(figure)));
    QCOMPARE(m_manifest.value(QStringLiteral("kappa_binary")).toObject().value(QStringLiteral("units")).toDouble(),
             m_command.value(QStringLiteral("items")).toDouble());
    QCOMPARE(units.value(QStringLiteral("items")).toDouble(), m_command.value(QStringLiteral("items")).toDouble());
    QCOMPARE(units.value(QStringLiteral("pooled_passages")).toDouble(),
             m_command.value(QStringLiteral("passage_units")).toDouble());
    QCOMPARE(units.value(QStringLiteral("highlight_groups")).toDouble(),
             m_command.value(QStringLiteral("highlight_items")).toDouble());
    QCOMPARE(units.value(QStringLiteral("marked_by_one_rater")).toDouble(),
             m_command.value(QStringLiteral("items_marked_by_one_rater")).toDouble());
    QVERIFY(units.value(QStringLiteral("highlight_groups")).toDouble() > 0);
}

void TestManifestAgreement::overlapFractionIsTheShareRatedTwice()
{
    const int questions = m_manifest.value(QStringLiteral("n_queries")).toInt();
    QCOMPARE(questions, 11);
    QCOMPARE(m_command.value(QStringLiteral("questions")).toInt(), 10); // s1 has one rater
    QCOMPARE(m_manifest.value(QStringLiteral("overlap_fraction")).toDouble(), 10.0 / 11.0);
}

QTEST_GUILESS_MAIN(TestManifestAgreement)
#include "tst_manifestagreement.moc"
