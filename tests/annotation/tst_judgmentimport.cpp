// Judgment import and export on real PDFs: quotes anchored in the stored
// canonical text, offsets checked, every kind of bad line naming FILE:LINE
// with nothing of the file stored, idempotent re-import by uuid and by the
// label itself (annotator, question, place, grade; a changed grade is an
// audited regrade), and an export that imports into a fresh project as the
// same labels, byte for byte.

#include "common/labelfixture.h"

#include "annotation/annotatorstore.h"
#include "annotation/judgmentexport.h"
#include "annotation/judgmentimport.h"
#include "annotation/judgmentstore.h"
#include "annotation/passagestore.h"
#include "annotation/questionstore.h"
#include "annotation/rubricstore.h"
#include "annotation/spananchor.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;
using namespace Qt::StringLiterals;

namespace {

const QString kMinimal = QString::fromLatin1(kMinimalSha);
const QString kLlncs = QString::fromLatin1(kLlncsSha);
const QString kGarbled = QString::fromLatin1(kGarbledSha);
const QString kBobsLabel = u"0b0b0b0b-0000-4000-8000-000000000001"_s;
const QString kLigatureQuote = u"authors, affiliations, abstract, and additional metadata."_s;

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QJsonObject spanLine(const QString &annotator, const QString &question, const QString &sha, const QString &quote,
                     int grade)
{
    return QJsonObject{{u"annotator"_s, annotator}, {u"question_id"_s, question}, {u"document_sha256"_s, sha},
                       {u"quote"_s, quote},         {u"grade"_s, grade},          {u"time"_s, u"2024-05-01T10:00:00Z"_s}};
}

} // namespace

class TestJudgmentImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void importsQuotesOffsetsAndUnanswerable();
    void movedOffsetsAreReanchoredByTheQuote();
    void reimportSkipsKnownUuids();
    void reimportWithoutUuidsAddsNothing();
    void changedGradeRegradesTheStoredLabel();
    void labelByUuidThenByPlaceStaysPut();
    void badLinesImportNothing_data();
    void badLinesImportNothing();
    void exportImportRoundTrip();
    void verbatimTextSurvivesTheRoundTrip();

private:
    std::unique_ptr<ProjectStore> project(const QString &name);
    QString write(const QString &name, const QByteArray &bytes);
    QList<int> counts(const ProjectStore &store) const;

    LabelProjects m_projects;
    std::unique_ptr<ProjectStore> m_store;
    int m_copies = 0;
};

void TestJudgmentImport::initTestCase()
{
    QString error;
    QVERIFY2(m_projects.prepare(labelCorpus(), &error), qPrintable(error));
}

// A copy of the corpus project with questions q1, q2 and n1 (negative),
// annotators alice and bob, alice's "unanswerable" on n1 and one label of
// bob's with a known uuid.
std::unique_ptr<ProjectStore> TestJudgmentImport::project(const QString &name)
{
    auto store = m_projects.copy(name);
    if (!store)
        return nullptr;
    const QuestionStore questions(*store);
    for (const auto &[id, stratum] : {std::pair{u"q1"_s, u"lexical"_s}, std::pair{u"q2"_s, u"paraphrase"_s},
                                      std::pair{u"n1"_s, u"negative"_s}}) {
        Question question;
        question.externalId = id;
        question.text = u"Question "_s + id;
        question.stratum = stratum;
        question.answerable = stratum != u"negative"_s;
        questions.add(question);
    }
    const AnnotatorStore annotators(*store);
    const qint64 alice = annotators.add(u"alice"_s, AnnotatorRole::Annotator)->id;
    const qint64 bob = annotators.add(u"bob"_s, AnnotatorRole::Annotator)->id;
    const JudgmentStore judgments(*store);
    judgments.markUnanswerable(alice, questions.byExternalId(u"n1"_s)->id);
    const qint64 minimal = documentId(*store, kMinimalSha);
    const auto span = SpanAnchor::fromRange(*DocumentStore(*store).canonicalText(minimal), minimal, 0, 11);
    judgments.addSpan(bob, questions.byExternalId(u"q1"_s)->id, *span, 1, QString(), 0, kBobsLabel);
    return store;
}

void TestJudgmentImport::init()
{
    m_store = project(u"p%1"_s.arg(++m_copies));
    QVERIFY(m_store);
}

void TestJudgmentImport::cleanup()
{
    m_store.reset();
}

QString TestJudgmentImport::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_projects.path(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QString();
    file.write(bytes);
    return path;
}

QList<int> TestJudgmentImport::counts(const ProjectStore &store) const
{
    QList<int> result;
    for (const QString &table : {u"judgments"_s, u"spans"_s, u"annotators"_s, u"passages"_s, u"audit"_s})
        result << rowCount(store, table);
    return result;
}

void TestJudgmentImport::importsQuotesOffsetsAndUnanswerable()
{
    QJsonObject ligature = spanLine(u"carol"_s, u"q1"_s, kLlncs, kLigatureQuote, 3);
    ligature.insert(u"page"_s, 1);
    ligature.insert(u"note"_s, u"ﬃ in the text layer"_s);
    QJsonObject offsets{{u"annotator"_s, u"alice"_s}, {u"question_id"_s, u"q2"_s}, {u"document_sha256"_s, kLlncs},
                        {u"start"_s, 934},           {u"end"_s, 1009},            {u"page"_s, 1},
                        {u"grade"_s, 2},             {u"time"_s, u"2024-05-02T08:00:00+02:00"_s}};
    QJsonObject unanswerable{{u"annotator"_s, u"carol"_s}, {u"question_id"_s, u"n1"_s}, {u"unanswerable"_s, true}};
    const QString path = write(u"good.jsonl"_s, line(ligature) + line(offsets) + line(unanswerable));
    const auto report = JudgmentImport::run(*m_store, path, u"tester"_s);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->imported, 3);
    QCOMPARE(report->annotatorsCreated, QStringList{u"carol"_s});
    QVERIFY(report->warnings.isEmpty());

    const AnnotatorStore annotators(*m_store);
    const Annotator carol = *annotators.byName(u"carol"_s);
    QCOMPARE(carol.role, AnnotatorRole::Annotator);
    const JudgmentStore judgments(*m_store);
    const qint64 q1 = QuestionStore(*m_store).byExternalId(u"q1"_s)->id;
    const Judgment first = judgments.forQuestion(q1, carol.id).front();
    QCOMPARE(first.grade, 3);
    QCOMPARE(first.note, u"ﬃ in the text layer"_s);
    QCOMPARE(first.span->page, 0);
    QCOMPARE(first.span->documentId, documentId(*m_store, kLlncsSha));
    QCOMPARE(first.span->exact.simplified(), u"authors, affiliations, abstract, and additional metadata."_s);
    QCOMPARE(first.createdAt, QDateTime::fromString(u"2024-05-01T10:00:00Z"_s, Qt::ISODate));
    const qint64 q2 = QuestionStore(*m_store).byExternalId(u"q2"_s)->id;
    const Judgment second = judgments.forQuestion(q2).front();
    QCOMPARE(second.span->start, 934);
    QCOMPARE(second.span->end, 1009);
    QCOMPARE(second.span->exact, u"Such manual\nlayout adjustments should be limited to very exceptional cases."_s);
    QCOMPARE(second.createdAt.toUTC(), QDateTime::fromString(u"2024-05-02T06:00:00Z"_s, Qt::ISODate));
    QCOMPARE(judgments.forQuestion(QuestionStore(*m_store).byExternalId(u"n1"_s)->id, carol.id).front().kind,
             JudgmentKind::Unanswerable);
}

void TestJudgmentImport::movedOffsetsAreReanchoredByTheQuote()
{
    QJsonObject moved = spanLine(u"alice"_s, u"q2"_s, kLlncs, kLigatureQuote, 2);
    moved.insert(u"start"_s, 10); // where the text was in another parse
    moved.insert(u"end"_s, 67);
    QJsonObject ambiguous = spanLine(u"alice"_s, u"q1"_s, kMinimal, u"Lorem ipsum"_s, 1);
    const QString path = write(u"moved.jsonl"_s, line(moved) + line(ambiguous));
    const auto report = JudgmentImport::run(*m_store, path, QString());
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->reanchored, 1);
    QCOMPARE(report->warnings.size(), 2);
    QVERIFY(report->warnings[0].startsWith(path + u":1: offsets 10–67 do not hold the quote"_s));
    QVERIFY2(report->warnings[1].startsWith(path + u":2: the quote occurs 4 times"_s), qPrintable(report->warnings[1]));
    const qint64 q2 = QuestionStore(*m_store).byExternalId(u"q2"_s)->id;
    QCOMPARE(JudgmentStore(*m_store).forQuestion(q2).front().span->start, 1165);
}

void TestJudgmentImport::reimportSkipsKnownUuids()
{
    QJsonObject labeled = spanLine(u"alice"_s, u"q2"_s, kMinimal, u"Stet clita kasd gubergren"_s, 2);
    labeled.insert(u"uuid"_s, u"{11111111-2222-4333-8444-555555555555}"_s);
    const QString path = write(u"once.jsonl"_s, line(labeled));
    QCOMPARE(JudgmentImport::run(*m_store, path, QString())->imported, 1);
    const QList<int> before = counts(*m_store);
    const auto again = JudgmentImport::run(*m_store, path, QString());
    QVERIFY(again.ok());
    QCOMPARE(again->imported, 0);
    QCOMPARE(again->skipped, 1);
    QCOMPARE(counts(*m_store), before); // not even an audit row
    QVERIFY(JudgmentStore(*m_store).byUuid(u"11111111-2222-4333-8444-555555555555"_s));
}

// The report: the same file without uuids imported twice doubled
// every label. Now the second import writes nothing, not even an audit row,
// and says why; so does a line that repeats an earlier one.
void TestJudgmentImport::reimportWithoutUuidsAddsNothing()
{
    QJsonObject offsets{{u"annotator"_s, u"alice"_s}, {u"question_id"_s, u"q2"_s}, {u"document_sha256"_s, kLlncs},
                        {u"start"_s, 934},           {u"end"_s, 1009},            {u"page"_s, 1},
                        {u"grade"_s, 2},             {u"time"_s, u"2024-05-02T08:00:00Z"_s}};
    const QJsonObject quote = spanLine(u"carol"_s, u"q1"_s, kLlncs, kLigatureQuote, 3);
    const QJsonObject unanswerable{{u"annotator"_s, u"carol"_s}, {u"question_id"_s, u"n1"_s}, {u"unanswerable"_s, true}};
    // alice marked n1 unanswerable in the project already.
    const QJsonObject alicesUnanswerable{{u"annotator"_s, u"alice"_s}, {u"question_id"_s, u"n1"_s},
                                         {u"unanswerable"_s, true}};
    const QString path = write(u"no-uuids.jsonl"_s,
                               line(offsets) + line(quote) + line(unanswerable) + line(alicesUnanswerable) + line(quote));
    const int labelsBefore = JudgmentStore(*m_store).count();
    const auto first = JudgmentImport::run(*m_store, path, u"tester"_s);
    QVERIFY2(first.ok(), qPrintable(first.error()));
    QCOMPARE(first->lines, 5);
    QCOMPARE(first->added, 3);
    QCOMPARE(first->imported, 3);
    QCOMPARE(first->updated, 0);
    QCOMPARE(first->alreadyPresent, 2); // alice's n1, and the repeated line 5
    QCOMPARE(first->skipped, 0);
    QCOMPARE(JudgmentStore(*m_store).count(), labelsBefore + 3);

    const QList<int> before = counts(*m_store);
    const auto again = JudgmentImport::run(*m_store, path, u"tester"_s);
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QCOMPARE(again->imported, 0);
    QCOMPARE(again->added, 0);
    QCOMPARE(again->updated, 0);
    QCOMPARE(again->alreadyPresent, 5);
    QCOMPARE(counts(*m_store), before); // not even an audit row
}

void TestJudgmentImport::changedGradeRegradesTheStoredLabel()
{
    // bob's label in the project (minimal, 0–11, grade 1) given by offsets
    // without its uuid, regraded to 3; a label the file adds; and a line
    // that grades that new label again, otherwise.
    const QJsonObject bobs{{u"annotator"_s, u"bob"_s},   {u"question_id"_s, u"q1"_s}, {u"document_sha256"_s, kMinimal},
                           {u"start"_s, 0},             {u"end"_s, 11},             {u"grade"_s, 3},
                           {u"time"_s, u"2024-05-03T09:00:00Z"_s}};
    QJsonObject alices = spanLine(u"alice"_s, u"q2"_s, kMinimal, u"Stet clita kasd gubergren"_s, 2);
    alices.insert(u"note"_s, u"first thoughts"_s);
    QJsonObject contradiction = alices;
    contradiction.insert(u"grade"_s, 0);
    const QString path = write(u"regrade.jsonl"_s, line(bobs) + line(alices) + line(contradiction));
    const int labelsBefore = JudgmentStore(*m_store).count();
    const auto report = JudgmentImport::run(*m_store, path, u"tester"_s);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->added, 1);
    QCOMPARE(report->updated, 1);
    QCOMPARE(report->alreadyPresent, 0);
    QCOMPARE(report->conflicting, 1);
    QCOMPARE(report->imported, 2);
    const QStringList conflicts = report->warnings.filter(u"earlier line"_s);
    QCOMPARE(conflicts, QStringList{path + u":3: an earlier line of the file gives this label grade 2; that grade "
                                           "is kept and this line is ignored"_s});
    QCOMPARE(JudgmentStore(*m_store).count(), labelsBefore + 1);

    const Judgment bob = *JudgmentStore(*m_store).byUuid(kBobsLabel);
    QCOMPARE(bob.grade, 3);
    QCOMPARE(bob.updatedAt.toUTC(), QDateTime::fromString(u"2024-05-03T09:00:00Z"_s, Qt::ISODate));
    const qint64 q2 = QuestionStore(*m_store).byExternalId(u"q2"_s)->id;
    const qint64 alice = AnnotatorStore(*m_store).byName(u"alice"_s)->id;
    QCOMPARE(JudgmentStore(*m_store).forQuestion(q2, alice).front().grade, 2);

    // The same file again changes nothing: the first grade still wins.
    const QList<int> before = counts(*m_store);
    const auto again = JudgmentImport::run(*m_store, path, u"tester"_s);
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QCOMPARE(again->imported, 0);
    QCOMPARE(again->alreadyPresent, 2);
    QCOMPARE(again->conflicting, 1);
    QCOMPARE(counts(*m_store), before);

    // Another file regrades alice's label; a line without a note keeps hers.
    QJsonObject regraded = alices;
    regraded.insert(u"grade"_s, 0);
    regraded.remove(u"note"_s);
    const QString second = write(u"regrade-2.jsonl"_s, line(regraded));
    const auto later = JudgmentImport::run(*m_store, second, u"tester"_s);
    QVERIFY2(later.ok(), qPrintable(later.error()));
    QCOMPARE(later->updated, 1);
    QCOMPARE(later->added, 0);
    const std::vector<Judgment> alicesLabels = JudgmentStore(*m_store).forQuestion(q2, alice);
    QCOMPARE(int(alicesLabels.size()), 1);
    QCOMPARE(alicesLabels.front().grade, 0);
    QCOMPARE(alicesLabels.front().note, u"first thoughts"_s);
    QCOMPARE(JudgmentStore(*m_store).count(), labelsBefore + 1);

    // Each regrade is in the audit trail as the GUI's regrade is, naming
    // the file and line; each import's own row counts them.
    QSqlQuery audit(m_store->database());
    QVERIFY(audit.exec(u"SELECT entity_id, detail FROM audit WHERE action = 'judgment.grade' ORDER BY id"_s));
    QVERIFY(audit.next());
    QCOMPARE(audit.value(0).toString(), kBobsLabel);
    QCOMPARE(audit.value(1).toString(), u"1 -> 3 (import %1:1)"_s.arg(QFileInfo(path).fileName()));
    QVERIFY(audit.next());
    QCOMPARE(audit.value(0).toString(), alicesLabels.front().uuid);
    QCOMPARE(audit.value(1).toString(), u"2 -> 0 (import %1:1)"_s.arg(QFileInfo(second).fileName()));
    QVERIFY(!audit.next());
    QVERIFY(audit.exec(u"SELECT detail FROM audit WHERE action = 'judgments.import' ORDER BY id"_s));
    QVERIFY(audit.next());
    QCOMPARE(audit.value(0).toString(), u"1 labels added, 1 updated, 0 already present"_s);
    QVERIFY(audit.next());
    QCOMPARE(audit.value(0).toString(), u"0 labels added, 1 updated, 0 already present"_s);
    QVERIFY(!audit.next());
}

// A line with a uuid, then one without naming the same label by its place
// with another grade: on the second import the first line is skipped by its
// uuid, and the second must still be the conflict it was, not a regrade
// (the 100k benchmark file regraded two labels on every import).
void TestJudgmentImport::labelByUuidThenByPlaceStaysPut()
{
    QJsonObject byUuid = spanLine(u"alice"_s, u"q2"_s, kMinimal, u"Stet clita kasd gubergren"_s, 2);
    byUuid.insert(u"uuid"_s, u"33333333-0000-4000-8000-000000000003"_s);
    const QJsonObject byPlace = spanLine(u"alice"_s, u"q2"_s, kMinimal, u"Stet clita kasd gubergren"_s, 0);
    const QString path = write(u"uuid-then-place.jsonl"_s, line(byUuid) + line(byPlace));
    const auto first = JudgmentImport::run(*m_store, path, u"tester"_s);
    QVERIFY2(first.ok(), qPrintable(first.error()));
    QCOMPARE(first->added, 1);
    QCOMPARE(first->conflicting, 1);
    const QList<int> before = counts(*m_store);
    const auto again = JudgmentImport::run(*m_store, path, u"tester"_s);
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QCOMPARE(again->skipped, 1);
    QCOMPARE(again->updated, 0);
    QCOMPARE(again->imported, 0);
    QCOMPARE(again->conflicting, 1);
    QCOMPARE(counts(*m_store), before);
    QCOMPARE(JudgmentStore(*m_store).byUuid(u"33333333-0000-4000-8000-000000000003"_s)->grade, 2);
}

void TestJudgmentImport::badLinesImportNothing_data()
{
    QTest::addColumn<QByteArray>("bad");
    QTest::addColumn<QString>("reason");
    const auto with = [](QJsonObject object, const QString &key, const QJsonValue &value) {
        if (value.isUndefined())
            object.remove(key);
        else
            object.insert(key, value);
        return line(object);
    };
    const QJsonObject base = spanLine(u"alice"_s, u"q2"_s, kMinimal, u"Stet clita kasd gubergren"_s, 2);
    QJsonObject garbledOffsets = base;
    garbledOffsets.remove(u"quote"_s);
    garbledOffsets.insert(u"document_sha256"_s, kGarbled);
    garbledOffsets.insert(u"start"_s, 0);
    garbledOffsets.insert(u"end"_s, 2);
    QJsonObject offsets = base;
    offsets.remove(u"quote"_s);
    offsets.insert(u"document_sha256"_s, kLlncs);
    offsets.insert(u"start"_s, 934);
    offsets.insert(u"end"_s, 1009);
    const QJsonObject unanswerable{{u"annotator"_s, u"carol"_s}, {u"question_id"_s, u"q2"_s}, {u"unanswerable"_s, true}};
    QTest::newRow("unknown question") << with(base, u"question_id"_s, u"nope"_s) << u"question “nope” is not in the project"_s;
    QTest::newRow("unknown document") << with(base, u"document_sha256"_s, QString(64, QLatin1Char('a'))) << u"is not in the project"_s;
    QTest::newRow("quote not in document") << with(base, u"quote"_s, u"This sentence is not in the manual at all"_s)
                                           << u"the quote cannot be anchored in pypdf-minimal-document.pdf: the quote does not occur"_s;
    QJsonObject garbledQuote = base;
    garbledQuote.insert(u"quote"_s, u"\uFFFD\uFFFD"_s);
    garbledQuote.insert(u"document_sha256"_s, kGarbled);
    QTest::newRow("quote on garbled layer") << line(garbledQuote) << u"text layer holds control codes"_s;
    QTest::newRow("offsets on garbled layer") << line(garbledOffsets) << u"cannot make a span here"_s;
    QTest::newRow("offsets outside the text") << with(offsets, u"end"_s, 99999999) << u"are not a range of llncsdoc.pdf"_s;
    QTest::newRow("offsets on another page") << with(offsets, u"page"_s, 2) << u"are on page 1, not on page 2"_s;
    QTest::newRow("page outside") << with(base, u"page"_s, 9) << u"page 9 is outside pypdf-minimal-document.pdf"_s;
    QTest::newRow("only start") << with(offsets, u"end"_s, QJsonValue()) << u"“start” and “end” go together"_s;
    QTest::newRow("no quote, no offsets") << with(base, u"quote"_s, QJsonValue()) << u"needs a “quote” or “start” and “end”"_s;
    QTest::newRow("grade 4") << with(base, u"grade"_s, 4) << u"grade 4 is not one of 0, 1, 2, 3"_s;
    QTest::newRow("grade as text") << with(base, u"grade"_s, u"2"_s) << u"“grade” must be an integer"_s;
    QTest::newRow("grade 2.5") << with(base, u"grade"_s, 2.5) << u"“grade” must be an integer"_s;
    QTest::newRow("no grade") << with(base, u"grade"_s, QJsonValue()) << u"missing required key “grade”"_s;
    QTest::newRow("no annotator") << with(base, u"annotator"_s, QJsonValue()) << u"missing required key “annotator”"_s;
    QTest::newRow("no time") << with(base, u"time"_s, QJsonValue()) << u"missing required key “time”"_s;
    QTest::newRow("bad time") << with(base, u"time"_s, u"yesterday"_s) << u"“time” is not an ISO 8601"_s;
    QTest::newRow("bad uuid") << with(base, u"uuid"_s, u"not-a-uuid"_s) << u"“uuid” is not a UUID"_s;
    QTest::newRow("unanswerable with a grade") << with(unanswerable, u"grade"_s, 0) << u"has no “grade”"_s;
    QTest::newRow("uuid twice") << with(base, u"uuid"_s, u"22222222-0000-4000-8000-000000000000"_s).repeated(2)
                                << u"appears twice (first on line 2)"_s;
    QTest::newRow("uuid of bob's label") << with(base, u"uuid"_s, kBobsLabel) << u"belongs to another annotator"_s;
    QTest::newRow("malformed JSON") << QByteArray("{\"annotator\": \"alice\",, }\n") << u"malformed JSON"_s;
    QTest::newRow("truncated last line") << line(base).left(40) << u"the last line is truncated"_s;
}

void TestJudgmentImport::badLinesImportNothing()
{
    QFETCH(QByteArray, bad);
    QFETCH(QString, reason);
    // A good first line by a new annotator: rolled back with everything else.
    const QByteArray good = line(spanLine(u"newcomer"_s, u"q1"_s, kLlncs, kLigatureQuote, 3));
    const QString path = write(u"bad.jsonl"_s, good + bad);
    const QList<int> before = counts(*m_store);
    const auto report = JudgmentImport::run(*m_store, path, QString());
    QVERIFY(!report.ok());
    const int badLine = bad.count('\n') > 1 ? 3 : 2;
    QVERIFY2(report.error().startsWith(u"%1:%2: "_s.arg(path).arg(badLine)), qPrintable(report.error()));
    QVERIFY2(report.error().contains(reason), qPrintable(report.error()));
    QCOMPARE(counts(*m_store), before);
    QVERIFY(!AnnotatorStore(*m_store).byName(u"newcomer"_s));
}

void TestJudgmentImport::exportImportRoundTrip()
{
    // Labels made the way the GUI makes them, of every kind, some edited,
    // some under the current rubric.
    const QuestionStore questions(*m_store);
    const qint64 q1 = questions.byExternalId(u"q1"_s)->id;
    const qint64 q2 = questions.byExternalId(u"q2"_s)->id;
    const qint64 alice = AnnotatorStore(*m_store).byName(u"alice"_s)->id;
    const qint64 bob = AnnotatorStore(*m_store).byName(u"bob"_s)->id;
    const qint64 llncs = documentId(*m_store, kLlncsSha);
    const CanonicalText text = *DocumentStore(*m_store).canonicalText(llncs);
    const qint64 rubric = RubricStore(*m_store).current()->id;
    const JudgmentStore judgments(*m_store);
    const auto edited = judgments.addSpan(alice, q1, *SpanAnchor::fromRange(text, llncs, 1165, 1222), 3, u"n"_s, rubric);
    QVERIFY(judgments.setGrade(edited->id, 2).ok());
    QVERIFY(judgments.addSpan(bob, q2, *SpanAnchor::fromRange(text, llncs, 934, 1009), 0).ok());
    QVERIFY(PassageStore(*m_store).enqueue(q2, {*SpanAnchor::fromRange(text, llncs, 2000, 2100)}, u"pool:bm25"_s).ok());
    const qint64 passage = PassageStore(*m_store).forQuestion(q2).front().id;
    QVERIFY(judgments.gradePassage(alice, q2, passage, 1, QString(), rubric).ok());
    QVERIFY(judgments.gradePassage(bob, q2, passage, 3).ok());
    const QByteArray exported = JudgmentExport::toJsonl(JudgmentExport::objects(*m_store));
    QCOMPARE(exported.count('\n'), judgments.count());
    QCOMPARE(JudgmentExport::toJsonl(JudgmentExport::objects(*m_store)), exported); // deterministic

    // A fresh project with the same documents and questions, other uuids.
    auto fresh = m_projects.copy(u"fresh%1"_s.arg(m_copies), true);
    QVERIFY(fresh);
    for (const Question &question : questions.all()) {
        Question copy = question;
        copy.uuid.clear();
        QVERIFY(QuestionStore(*fresh).add(copy).ok());
    }
    QVERIFY(RubricStore(*fresh).current().ok()); // the default rubric, as in every new project
    const QString path = write(u"export.jsonl"_s, exported);
    const auto report = JudgmentImport::run(*fresh, path, QString());
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->imported, judgments.count());
    QCOMPARE(report->passagesCreated, 1);
    QCOMPARE(report->annotatorsCreated, QStringList({u"alice"_s, u"bob"_s}));
    QCOMPARE(JudgmentExport::toJsonl(JudgmentExport::objects(*fresh)), exported);
    const Judgment original = *judgments.byUuid(edited->uuid);
    const Judgment copied = *JudgmentStore(*fresh).byUuid(edited->uuid);
    QCOMPARE(copied.updatedAt, original.updatedAt);
    QCOMPARE(copied.createdAt, original.createdAt);
    QCOMPARE(copied.span->prefix, original.span->prefix);
    QCOMPARE(JudgmentStore(*fresh).count(), judgments.count());
    QCOMPARE(rowCount(*fresh, u"passages"_s), 1);

    // The same labels without their uuids are found by their place: spans
    // by document and offsets, passage grades by their passage.
    QByteArray withoutUuids;
    for (QJsonObject object : JudgmentExport::objects(*fresh)) {
        object.remove(u"uuid"_s);
        withoutUuids += line(object);
    }
    const QList<int> before = counts(*fresh);
    const auto again = JudgmentImport::run(*fresh, write(u"export-without-uuids.jsonl"_s, withoutUuids), QString());
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QCOMPARE(again->added, 0);
    QCOMPARE(again->updated, 0);
    QCOMPARE(again->alreadyPresent, judgments.count());
    QCOMPARE(counts(*fresh), before);
}

void TestJudgmentImport::verbatimTextSurvivesTheRoundTrip()
{
    const QStringList texts{u"O'Brien \"the\" `quoted`"_s, u"Robert'); DROP TABLE judgments;--"_s,
                            u"<img src=x onerror=alert(1)>&amp;"_s, u"\u202Eevil override\u202C \u05E9\u05DC\u05D5\u05DD"_s,
                            QString(10000, QLatin1Char('y')) + u"\u00E9"_s};
    QByteArray file;
    for (const QString &text : texts) {
        QJsonObject object = spanLine(text, u"q1"_s, kMinimal, u"Stet clita kasd gubergren"_s, 1);
        object.insert(u"note"_s, text);
        file += line(object);
    }
    const QString path = write(u"verbatim.jsonl"_s, file);
    const auto report = JudgmentImport::run(*m_store, path, QString());
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->annotatorsCreated, texts);
    for (const QString &text : texts) {
        const auto annotator = AnnotatorStore(*m_store).byName(text);
        QVERIFY(annotator);
        QCOMPARE(JudgmentStore(*m_store).forAnnotator(annotator->id).front().note, text);
    }
    const QByteArray exported = JudgmentExport::toJsonl(JudgmentExport::objects(*m_store));
    auto fresh = m_projects.copy(u"verbatim%1"_s.arg(m_copies), true);
    QuestionStore(*fresh).add(*QuestionStore(*m_store).byExternalId(u"q1"_s));
    QuestionStore(*fresh).add(*QuestionStore(*m_store).byExternalId(u"n1"_s));
    const auto again = JudgmentImport::run(*fresh, write(u"verbatim-export.jsonl"_s, exported), QString());
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QCOMPARE(JudgmentExport::toJsonl(JudgmentExport::objects(*fresh)), exported);
}

QTEST_GUILESS_MAIN(TestJudgmentImport)
#include "tst_judgmentimport.moc"
