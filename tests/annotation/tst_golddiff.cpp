// Diffs between golden-set versions: on constructed sets (every kind of
// change) and on two versions frozen from a project whose labels moved.

#include "common/goldfixture.h"
#include "common/jsonschema.h"

#include "annotation/goldexporter.h"
#include "annotation/goldfreezer.h"
#include "annotation/goldversiondiff.h"
#include "annotation/goldversionstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

class TestGoldDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void identicalSetsHaveNoDifferences();
    void everyKindOfChangeIsListed();
    void questionsAreMatchedByUuid();
    void versionsOfAProject();

private:
    static GoldQuestion question(const QString &id, const QString &uuid);
    static GoldSpan span(int start, int end, int grade, const QString &document = QString(64, QLatin1Char('a')));
};

GoldQuestion TestGoldDiff::question(const QString &id, const QString &uuid)
{
    GoldQuestion question;
    question.externalId = id;
    question.uuid = uuid;
    question.text = QStringLiteral("Question %1?").arg(id);
    question.stratum = QStringLiteral("lexical");
    question.split = Split::Test;
    question.spans = {span(0, 10, 3)};
    question.labeledBy = {QStringLiteral("a"), QStringLiteral("b")};
    return question;
}

GoldSpan TestGoldDiff::span(int start, int end, int grade, const QString &document)
{
    GoldSpan span;
    span.documentSha256 = document;
    span.start = start;
    span.end = end;
    span.exact = QStringLiteral("text %1-%2").arg(start).arg(end);
    span.grade = grade;
    return span;
}

void TestGoldDiff::identicalSetsHaveNoDifferences()
{
    GoldSet a;
    a.version = QStringLiteral("v1");
    a.questions = {question(QStringLiteral("q1"), QStringLiteral("u1")), question(QStringLiteral("q2"), QStringLiteral("u2"))};
    GoldSet b = a;
    b.version = QStringLiteral("v2");
    const GoldVersionDiff diff = GoldVersionDiff::compute(a, b);
    QVERIFY(diff.isEmpty());
    QCOMPARE(diff.toText(), QStringLiteral("v1 → v2: no differences\n"));
    QCOMPARE(diff.toJson().value(QStringLiteral("totals")).toObject().value(QStringLiteral("questions_changed")).toInt(), 0);
}

void TestGoldDiff::everyKindOfChangeIsListed()
{
    GoldSet a;
    a.version = QStringLiteral("v1");
    GoldQuestion kept = question(QStringLiteral("q1"), QStringLiteral("u1"));
    kept.spans = {span(0, 10, 3), span(20, 30, 2), span(40, 50, 1)};
    a.questions = {kept, question(QStringLiteral("q2"), QStringLiteral("u2")), question(QStringLiteral("q3"), QStringLiteral("u3"))};
    GoldSet b;
    b.version = QStringLiteral("v2");
    GoldQuestion changed = kept;
    changed.stratum = QStringLiteral("paraphrase");
    changed.split = Split::Dev;
    changed.spans = {span(0, 10, 3), span(20, 30, 3), span(60, 70, 2)}; // regraded, removed, added
    GoldQuestion reworded = question(QStringLiteral("q3"), QStringLiteral("u3"));
    reworded.text = QStringLiteral("Another wording?");
    reworded.adjudicatedBy = {QStringLiteral("lead")};
    b.questions = {changed, reworded, question(QStringLiteral("q4"), QStringLiteral("u4"))};

    const GoldVersionDiff diff = GoldVersionDiff::compute(a, b);
    QCOMPARE(diff.added, QStringList{QStringLiteral("q4")});
    QCOMPARE(diff.removed, QStringList{QStringLiteral("q2")});
    QCOMPARE(int(diff.changed.size()), 2);
    const GoldVersionDiff::ChangedQuestion &first = diff.changed.at(0);
    QCOMPARE(first.id, QStringLiteral("q1"));
    QCOMPARE(first.fields, (QStringList{QStringLiteral("relevant_spans"), QStringLiteral("split"), QStringLiteral("stratum")}));
    QCOMPARE(int(first.spansAdded.size()), 1);
    QCOMPARE(first.spansAdded.front().span.start, 60);
    QCOMPARE(int(first.spansRemoved.size()), 1);
    QCOMPARE(first.spansRemoved.front().span.start, 40);
    QCOMPARE(int(first.spansRegraded.size()), 1);
    QCOMPARE(first.spansRegraded.front().oldGrade, 2);
    QCOMPARE(first.spansRegraded.front().span.grade, 3);
    QCOMPARE(diff.changed.at(1).fields, (QStringList{QStringLiteral("provenance"), QStringLiteral("question")}));
    QVERIFY(diff.changed.at(1).spansAdded.empty());

    const QJsonObject json = diff.toJson();
    const QJsonObject totals = json.value(QStringLiteral("totals")).toObject();
    QCOMPARE(totals.value(QStringLiteral("questions_added")).toInt(), 1);
    QCOMPARE(totals.value(QStringLiteral("questions_removed")).toInt(), 1);
    QCOMPARE(totals.value(QStringLiteral("questions_changed")).toInt(), 2);
    QCOMPARE(totals.value(QStringLiteral("spans_added")).toInt(), 1);
    QCOMPARE(totals.value(QStringLiteral("spans_removed")).toInt(), 1);
    QCOMPARE(totals.value(QStringLiteral("spans_regraded")).toInt(), 1);
    const QJsonObject regraded = json.value(QStringLiteral("questions_changed")).toArray().at(0).toObject()
                                     .value(QStringLiteral("spans_regraded")).toArray().at(0).toObject();
    QCOMPARE(regraded.value(QStringLiteral("old_grade")).toInt(), 2);
    QCOMPARE(regraded.value(QStringLiteral("grade")).toInt(), 3);

    const QStringList text = diff.toText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(text.at(0), QStringLiteral("v1 → v2: questions 1 added, 1 removed, 2 changed; spans 1 added, 1 removed, 1 regraded"));
    QVERIFY(text.contains(QStringLiteral("+ q4")));
    QVERIFY(text.contains(QStringLiteral("- q2")));
    QVERIFY(text.contains(QStringLiteral("~ q1: relevant_spans, split, stratum")));
    QVERIFY(text.contains(QStringLiteral("    ± span aaaaaaaaaaaa p.1 20–30 “text 20-30”, grade 2 → 3")));
    QVERIFY(text.contains(QStringLiteral("    - span aaaaaaaaaaaa p.1 40–50 “text 40-50”, grade 1")));
}

void TestGoldDiff::questionsAreMatchedByUuid()
{
    GoldSet a;
    a.version = QStringLiteral("v1");
    a.questions = {question(QStringLiteral("old-id"), QStringLiteral("u1"))};
    GoldSet b;
    b.version = QStringLiteral("v2");
    b.questions = {question(QStringLiteral("new-id"), QStringLiteral("u1"))};
    b.questions.front().text = a.questions.front().text;
    const GoldVersionDiff diff = GoldVersionDiff::compute(a, b);
    QVERIFY(diff.added.isEmpty());
    QVERIFY(diff.removed.isEmpty());
    QCOMPARE(int(diff.changed.size()), 1);
    QCOMPARE(diff.changed.front().fields, QStringList{QStringLiteral("id")});
}

void TestGoldDiff::versionsOfAProject()
{
    QTemporaryDir dir;
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")));
    fixture->addStandardQuestions();
    FreezeOptions options;
    options.bootstrapResamples = 50;
    options.version = QStringLiteral("v1");
    QVERIFY(GoldFreezer(*fixture->store).freeze(options)->version);
    // The lead regrades q03 (supersedes the decision), a question is added.
    const qint64 q03 = QuestionStore(*fixture->store).byExternalId(QStringLiteral("q03"))->id;
    const SpanAnchor span = fixture->anchor(QStringLiteral("acmart-sample-sigconf.pdf"),
                                            QStringLiteral("Seattle Mariners at Spring Training, 2010"));
    fixture->decideGrade(q03, span, 3);
    fixture->adjudicatedQuestion(QStringLiteral("q10"), QStringLiteral("temporal"), QStringLiteral("llncsdoc.pdf"),
                                 QStringLiteral("Installation"));
    options.version = QStringLiteral("v2");
    QVERIFY(GoldFreezer(*fixture->store).freeze(options)->version);

    const GoldVersionStore versions(*fixture->store);
    const GoldVersionDiff diff = GoldVersionDiff::compute(*versions.goldSet(QStringLiteral("v1")), *versions.goldSet(QStringLiteral("v2")));
    QCOMPARE(diff.added, QStringList{QStringLiteral("q10")});
    QVERIFY(diff.removed.isEmpty());
    QCOMPARE(int(diff.changed.size()), 1);
    QCOMPARE(diff.changed.front().id, QStringLiteral("q03"));
    QCOMPARE(diff.changed.front().fields, QStringList{QStringLiteral("relevant_spans")});
    QCOMPARE(int(diff.changed.front().spansRegraded.size()), 1);
    QCOMPARE(diff.changed.front().spansRegraded.front().oldGrade, 2);

    // The second version's manifest records that diff.
    const QJsonObject changes = versions.byName(QStringLiteral("v2"))->manifest.value(QStringLiteral("changes_from_parent")).toObject();
    QCOMPARE(changes.value(QStringLiteral("from")).toString(), QStringLiteral("v1"));
    QCOMPARE(changes.value(QStringLiteral("questions_added")).toArray(), QJsonArray{QStringLiteral("q10")});
    QCOMPARE(changes.value(QStringLiteral("questions_changed")).toArray(),
             (QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("q03")},
                                     {QStringLiteral("fields"), QJsonArray{QStringLiteral("relevant_spans")}}}}));
    QCOMPARE(changes.value(QStringLiteral("totals")).toObject().value(QStringLiteral("spans_regraded")).toInt(), 1);
    QVERIFY(versions.byName(QStringLiteral("v1"))->manifest.value(QStringLiteral("changes_from_parent")).isNull());
    const auto files = GoldExporter::build(*fixture->store, QStringLiteral("v2"));
    QVERIFY(files.ok());
    const QStringList errors = JsonSchema::fromFile(sourcePath(QStringLiteral("resources/schemas/gold-manifest.schema.json")))
                                   .validate(QJsonDocument::fromJson(files->back().second).object());
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestGoldDiff)
#include "tst_golddiff.moc"
