// Adjudication JSONL import and export (annotation/adjudicationfile.h):
// every kind of decision read from a file, refusals naming FILE:LINE with
// nothing imported, idempotent re-import (a unit's current decision again
// is already present; another one supersedes it), and the export/import
// round trip.

#include "common/adjudicationscenario.h"

#include "annotation/adjudicationfile.h"
#include "annotation/adjudicationstore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QtTest>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

int decisions(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    query.exec(u"SELECT count(*) FROM adjudications"_s);
    return query.next() ? query.value(0).toInt() : -1;
}

} // namespace

class TestAdjudicationFile : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void importsEveryKind();
    void refusals_data();
    void refusals();
    void unknownKeysWarn();
    void schemaHoldsOneCurrentDecisionPerUnit();
    void reimportAddsNothingAndAChangeSupersedes();
    void exportImportRoundTrip();
    void roundTripIntoACopyWithoutUnitKeys();

private:
    QByteArray goodFile() const;

    std::unique_ptr<testing::AdjudicationScenario> m_project;
};

void TestAdjudicationFile::init()
{
    m_project = std::make_unique<testing::AdjudicationScenario>();
    QVERIFY2(m_project->build(), qPrintable(m_project->error));
}

// One line of each kind: a passage grade, two gold spans of one group (by
// quote and by offsets), a rejection, an unanswerable question.
QByteArray TestAdjudicationFile::goodFile() const
{
    const SpanAnchor edgesA = m_project->anchor(m_project->minimal, u"At vero eos et accusam"_s);
    const SpanAnchor edgesB = m_project->anchor(m_project->minimal, u"vero eos et accusam et justo"_s);
    QByteArray file;
    file += line({{u"lead"_s, u"L"_s}, {u"question_id"_s, u"q1"_s}, {u"document_sha256"_s, m_project->llncsSha},
                  {u"quote"_s, u"The llncs class is an extension of the standard"_s}, {u"grade"_s, 2},
                  {u"reason"_s, u"rubric_unclear: grade 2 per the new rubric"_s}, {u"time"_s, u"2026-01-05T10:00:00.000Z"_s}});
    file += line({{u"lead"_s, u"L"_s}, {u"question_id"_s, u"q2"_s}, {u"document_sha256"_s, m_project->minimalSha},
                  {u"quote"_s, u"At vero eos et accusam"_s}, {u"grade"_s, 1}, {u"reason"_s, u"span_boundary"_s},
                  {u"time"_s, u"2026-01-05T10:01:00.000Z"_s}});
    file += line({{u"lead"_s, u"L"_s}, {u"question_id"_s, u"q2"_s}, {u"document_sha256"_s, m_project->minimalSha},
                  {u"start"_s, edgesB.end - 5}, {u"end"_s, edgesB.end}, {u"grade"_s, 2}, {u"reason"_s, u"span_boundary"_s},
                  {u"time"_s, u"2026-01-05T10:01:00.000Z"_s}, {u"note"_s, u"two parts"_s}});
    file += line({{u"lead"_s, u"L"_s}, {u"question_id"_s, u"q2"_s}, {u"document_sha256"_s, m_project->minimalSha},
                  {u"quote"_s, u"Stet clita kasd gubergren"_s}, {u"no_span"_s, true}, {u"reason"_s, u"annotator_error"_s}});
    file += line({{u"lead"_s, u"L"_s}, {u"question_id"_s, u"q10"_s}, {u"unanswerable"_s, true},
                  {u"reason"_s, u"other: the corpus predates the event"_s}});
    Q_UNUSED(edgesA);
    return file;
}

void TestAdjudicationFile::importsEveryKind()
{
    const auto imported = AdjudicationFile::importBytes(*m_project->store, goodFile(), u"good.jsonl"_s);
    QVERIFY2(imported.ok(), qPrintable(imported.error()));
    QCOMPARE(imported->decisions, 4);
    QCOMPARE(imported->rows, 5);
    QCOMPARE(imported->added, 4);
    QCOMPARE(imported->updated, 0);
    QCOMPARE(imported->alreadyPresent, 0);
    const AdjudicationStore store(*m_project->store);
    std::map<QString, std::vector<Decision>> byKind;
    for (const Decision &decision : store.current())
        byKind[Decision::kindKey(decision.kind)].push_back(decision);
    QCOMPARE(byKind[u"span"_s].size(), size_t(3));
    QCOMPARE(byKind[u"no_span"_s].size(), size_t(1));
    QCOMPARE(byKind[u"unanswerable"_s].size(), size_t(1));
    for (const Decision &decision : byKind[u"span"_s]) {
        QCOMPARE(decision.leadId, m_project->lead);
        if (decision.unitKey.startsWith(u"passage/"_s)) {
            QCOMPARE(decision.reasonCode, u"rubric_unclear"_s);
            QCOMPARE(decision.reasonText, u"grade 2 per the new rubric"_s);
            QCOMPARE(decision.decidedAt, QDateTime::fromString(u"2026-01-05T10:00:00.000Z"_s, Qt::ISODateWithMs));
        } else {
            QCOMPARE(decision.reasonCode, u"span_boundary"_s);
        }
    }
    QCOMPARE(byKind[u"unanswerable"_s].front().reasonText, u"the corpus predates the event"_s);
}

void TestAdjudicationFile::refusals_data()
{
    QTest::addColumn<QByteArray>("bad");
    QTest::addColumn<QString>("reason");
    const auto base = [](QJsonObject extra) {
        QJsonObject object{{u"lead"_s, u"L"_s}, {u"question_id"_s, u"q10"_s}, {u"unanswerable"_s, true},
                           {u"reason"_s, u"ambiguous_question"_s}};
        for (auto it = extra.begin(); it != extra.end(); ++it) {
            if (it.value().isNull())
                object.remove(it.key());
            else
                object.insert(it.key(), it.value());
        }
        return line(object);
    };
    QTest::newRow("no reason") << base({{u"reason"_s, QJsonValue::Null}}) << u"“reason” is missing"_s;
    QTest::newRow("empty reason") << base({{u"reason"_s, u" "_s}}) << u"“reason” is missing"_s;
    QTest::newRow("unknown reason") << base({{u"reason"_s, u"because"_s}}) << u"unknown reason code"_s;
    QTest::newRow("other without text") << base({{u"reason"_s, u"other"_s}}) << u"needs a free text"_s;
    QTest::newRow("not a lead") << base({{u"lead"_s, u"A"_s}}) << u"is not a lead"_s;
    QTest::newRow("unknown question") << base({{u"question_id"_s, u"q404"_s}}) << u"no question"_s;
    QTest::newRow("not json") << QByteArray("{\"lead\": \n") << u"good.jsonl:6"_s;
    QTest::newRow("bad time") << base({{u"time"_s, u"yesterday"_s}}) << u"ISO 8601"_s;
    QTest::newRow("unanswerable not bool") << base({{u"unanswerable"_s, u"yes"_s}}) << u"true or false"_s;
    const auto onDocument = [](QJsonObject object) {
        object.insert(u"lead"_s, u"L"_s);
        object.insert(u"question_id"_s, u"q2"_s);
        object.insert(u"reason"_s, u"annotator_error"_s);
        return line(object);
    };
    QTest::newRow("grade outside 0-3") << onDocument({{u"document_sha256"_s, u"%1"_s}, {u"quote"_s, u"Stet clita kasd gubergren"_s},
                                                      {u"grade"_s, 4}})
                                       << u"0, 1, 2 or 3"_s;
    QTest::newRow("quote not found") << onDocument({{u"document_sha256"_s, u"%1"_s}, {u"quote"_s, u"not in the text at all"_s},
                                                    {u"grade"_s, 2}})
                                     << u"quote not found"_s;
    QTest::newRow("nobody labeled there") << onDocument({{u"document_sha256"_s, u"%1"_s},
                                                         {u"quote"_s, u"consetetur sadipscing elitr"_s}, {u"grade"_s, 2}})
                                          << u"nobody labeled this question where the quote occurs"_s;
    QTest::newRow("unit nobody labeled") << onDocument({{u"document_sha256"_s, u"%1"_s}, {u"start"_s, 40}, {u"end"_s, 50},
                                                        {u"grade"_s, 2}})
                                         << u"nobody labeled this question at 40–50"_s;
    QTest::newRow("one span decided twice") << onDocument({{u"document_sha256"_s, u"%1"_s}, {u"quote"_s, u"At vero eos et accusam"_s},
                                                         {u"grade"_s, 0}, {u"reason"_s, u"span_boundary"_s},
                                                         {u"time"_s, u"2026-01-05T10:01:00.000Z"_s}})
                                            << u"is already decided on line 2"_s;
    QTest::newRow("unknown document") << onDocument({{u"document_sha256"_s, QString(64, u'0')}, {u"start"_s, 3}, {u"end"_s, 5},
                                                     {u"grade"_s, 2}})
                                      << u"no document with sha256"_s;
}

// Five good lines, then the bad one: refused naming FILE:6, nothing stored.
void TestAdjudicationFile::refusals()
{
    QFETCH(QByteArray, bad);
    QFETCH(QString, reason);
    bad.replace("%1", m_project->minimalSha.toLatin1());
    QByteArray file = goodFile();
    file += bad;
    const auto imported = AdjudicationFile::importBytes(*m_project->store, file, u"good.jsonl"_s);
    QVERIFY(!imported.ok());
    QVERIFY2(imported.error().startsWith(u"good.jsonl:6: "_s), qPrintable(imported.error()));
    QVERIFY2(imported.error().contains(reason), qPrintable(imported.error()));
    QCOMPARE(decisions(*m_project->store), 0);
    // A unit decided twice in one file.
    QByteArray twice = goodFile();
    twice += goodFile().split('\n').first() + '\n';
    const auto again = AdjudicationFile::importBytes(*m_project->store, twice, u"twice.jsonl"_s);
    QVERIFY(!again.ok());
    QVERIFY2(again.error().startsWith(u"twice.jsonl:6: "_s) && again.error().contains(u"line 1"_s), qPrintable(again.error()));
    QCOMPARE(decisions(*m_project->store), 0);
}

// Whatever writes the table, a unit keeps the rows of one current decision:
// a second row without a span, or a second row on the same span, is refused.
void TestAdjudicationFile::schemaHoldsOneCurrentDecisionPerUnit()
{
    QVERIFY(AdjudicationFile::importBytes(*m_project->store, goodFile(), u"good.jsonl"_s).ok());
    QSqlDatabase database = m_project->store->database();
    const QString columns = u"question_id, unit_key, decision, span_id, grade, lead_id, reason_code, reason_text, note, "
                            u"rubric_id, votes, automatic, decided_at"_s;
    for (const QString &which : {u"decision = 'no_span'"_s, u"decision = 'unanswerable'"_s, u"decision = 'span'"_s}) {
        QSqlQuery copy(database);
        QVERIFY2(!copy.exec(u"INSERT INTO adjudications (uuid, %1) SELECT lower(hex(randomblob(16))), %1 FROM adjudications "
                            u"WHERE %2 AND superseded_at IS NULL LIMIT 1"_s.arg(columns, which)),
                 qPrintable(which));
    }
    QCOMPARE(decisions(*m_project->store), 5);
}

void TestAdjudicationFile::unknownKeysWarn()
{
    QByteArray file = goodFile();
    file.replace("\"reason\":\"annotator_error\"", "\"reason\":\"annotator_error\",\"confidence\":0.9");
    const auto imported = AdjudicationFile::importBytes(*m_project->store, file, u"w.jsonl"_s);
    QVERIFY2(imported.ok(), qPrintable(imported.error()));
    QCOMPARE(imported->warnings.size(), 1);
    QVERIFY(imported->warnings.front().startsWith(u"w.jsonl:4: "_s));
}

void TestAdjudicationFile::reimportAddsNothingAndAChangeSupersedes()
{
    QVERIFY(AdjudicationFile::importBytes(*m_project->store, goodFile(), u"good.jsonl"_s).ok());
    QSqlQuery audit(m_project->store->database());
    const auto auditRows = [&] {
        audit.exec(u"SELECT count(*) FROM audit"_s);
        return audit.next() ? audit.value(0).toInt() : -1;
    };
    const int auditBefore = auditRows();
    // Lines without a time are decided "now" each time: the time is not
    // what was decided.
    const auto again = AdjudicationFile::importBytes(*m_project->store, goodFile(), u"good.jsonl"_s);
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QCOMPARE(again->decisions, 0);
    QCOMPARE(again->rows, 0);
    QCOMPARE(again->added, 0);
    QCOMPARE(again->updated, 0);
    QCOMPARE(again->alreadyPresent, 4);
    QCOMPARE(decisions(*m_project->store), 5);
    QCOMPARE(auditRows(), auditBefore);

    // The passage of q1 graded 3 instead of 2: the decision supersedes the
    // current one, audited; the other units stay as they are.
    QByteArray changed = goodFile();
    changed.replace(R"("grade":2,"lead":"L","question_id":"q1")", R"("grade":3,"lead":"L","question_id":"q1")");
    QVERIFY(changed != goodFile());
    const auto updated = AdjudicationFile::importBytes(*m_project->store, changed, u"changed.jsonl"_s);
    QVERIFY2(updated.ok(), qPrintable(updated.error()));
    QCOMPARE(updated->updated, 1);
    QCOMPARE(updated->added, 0);
    QCOMPARE(updated->alreadyPresent, 3);
    QCOMPARE(updated->decisions, 1);
    QCOMPARE(decisions(*m_project->store), 6);
    QCOMPARE(auditRows(), auditBefore + 1);
    const AdjudicationStore store(*m_project->store);
    int passages = 0;
    for (const Decision &decision : store.current()) {
        if (!decision.unitKey.startsWith(u"passage/"_s))
            continue;
        ++passages;
        QCOMPARE(decision.grade, 3);
        const std::vector<Decision> history = store.history(decision.questionId, decision.unitKey);
        QCOMPARE(int(history.size()), 2);
    }
    QCOMPARE(passages, 1);
    audit.exec(u"SELECT detail FROM audit WHERE action = 'adjudication.decide' ORDER BY id DESC LIMIT 1"_s);
    QVERIFY(audit.next());
    QVERIFY2(audit.value(0).toString().contains(u"passage grade 3"_s), qPrintable(audit.value(0).toString()));
    QVERIFY2(audit.value(0).toString().endsWith(u"superseded 1"_s), qPrintable(audit.value(0).toString()));
}

void TestAdjudicationFile::exportImportRoundTrip()
{
    QVERIFY(AdjudicationFile::importBytes(*m_project->store, goodFile(), u"good.jsonl"_s).ok());
    QVERIFY(AdjudicationStore(*m_project->store).syncAutomatic().ok());  // automatic rows are not exported
    const Result<QByteArray> first = AdjudicationFile::exportLines(*m_project->store);
    QVERIFY(first.ok());
    QCOMPARE(first->count('\n'), 5);
    // Importing the export finds every decision current already: nothing
    // is written, and it exports byte for byte the same.
    const auto again = AdjudicationFile::importBytes(*m_project->store, *first, u"export.jsonl"_s);
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QCOMPARE(again->decisions, 0);
    QCOMPARE(again->alreadyPresent, 4);
    const Result<QByteArray> second = AdjudicationFile::exportLines(*m_project->store);
    QCOMPARE(*second, *first);
    QCOMPARE(decisions(*m_project->store), 5 + 3);
}

// A second project with the same labels (same judgment uuids): the export
// of the first, without unit keys, lands on the same units by range.
void TestAdjudicationFile::roundTripIntoACopyWithoutUnitKeys()
{
    QVERIFY(AdjudicationFile::importBytes(*m_project->store, goodFile(), u"good.jsonl"_s).ok());
    const QByteArray exported = *AdjudicationFile::exportLines(*m_project->store);
    testing::AdjudicationScenario copy;
    QVERIFY2(copy.build(), qPrintable(copy.error));
    QByteArray withoutUnits;
    for (const QByteArray &text : exported.split('\n')) {
        if (text.isEmpty())
            continue;
        QJsonObject object = QJsonDocument::fromJson(text).object();
        object.remove(u"unit"_s);
        withoutUnits += line(object);
    }
    const auto imported = AdjudicationFile::importBytes(*copy.store, withoutUnits, u"copy.jsonl"_s);
    QVERIFY2(imported.ok(), qPrintable(imported.error()));
    QCOMPARE(imported->decisions, 4);
    // Lines of one question follow their unit keys, which differ between copies.
    QList<QByteArray> expected = withoutUnits.split('\n');
    QList<QByteArray> actual;
    for (const QByteArray &text : AdjudicationFile::exportLines(*copy.store)->split('\n')) {
        QJsonObject object = QJsonDocument::fromJson(text).object();
        object.remove(u"unit"_s);
        actual << (text.isEmpty() ? QByteArray() : line(object).chopped(1));
    }
    std::sort(expected.begin(), expected.end());
    std::sort(actual.begin(), actual.end());
    QCOMPARE(actual, expected);
}

QTEST_GUILESS_MAIN(TestAdjudicationFile)
#include "tst_adjudicationfile.moc"
