// The label stores as the GUI's undo commands use them: every verb one
// transaction with an audit row, remove/restore exact inverses, grades
// outside 0–3 refused, one "unanswerable" per annotator and question, one
// grade per annotator and passage; and nested transactions, which imports
// are built on.

#include "common/labelfixture.h"

#include "annotation/annotatorstore.h"
#include "annotation/judgmentstore.h"
#include "annotation/passagestore.h"
#include "annotation/questionstore.h"
#include "annotation/rubricstore.h"
#include "annotation/spananchor.h"
#include "annotation/transaction.h"

#include <QTest>
#include <QTimeZone>
#include <QUuid>

using namespace touchstone;
using namespace touchstone::testing;
using namespace Qt::StringLiterals;

class TestLabelStores : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void annotatorsAreUniqueByName();
    void questionsAddUpdateRemove();
    void addManyIsAllOrNothing();
    void removeAndRestoreAreInverses();
    void everyVerbWritesOneAuditRow();
    void gradesOutsideZeroToThreeAreRefused();
    void unanswerableOncePerAnnotatorAndQuestion();
    void passageGradingIsAnUpsert();
    void nestedTransactionsAreSavepoints();
    void importedLabelsKeepTheirIdentity();
    void textIsStoredVerbatim();
    void newUuidsAreTimeOrdered();

private:
    int audits(const QString &action) const;
    SpanAnchor span(int start, int end) const;

    LabelProjects m_projects;
    std::unique_ptr<ProjectStore> m_store;
    CanonicalText m_text;
    qint64 m_document = 0;
    qint64 m_alice = 0;
    qint64 m_bob = 0;
    qint64 m_question = 0;
    int m_copies = 0;
};

void TestLabelStores::initTestCase()
{
    QString error;
    QVERIFY2(m_projects.prepare({corpusFile(u"pypdf-minimal-document.pdf"_s)}, &error), qPrintable(error));
}

void TestLabelStores::init()
{
    m_store = m_projects.copy(u"p%1"_s.arg(++m_copies));
    QVERIFY(m_store);
    m_document = documentId(*m_store, kMinimalSha);
    auto text = DocumentStore(*m_store).canonicalText(m_document);
    QVERIFY2(text.ok(), qPrintable(text.error()));
    m_text = *text;
    const AnnotatorStore annotators(*m_store, u"lead"_s);
    m_alice = annotators.add(u"alice"_s, AnnotatorRole::Annotator)->id;
    m_bob = annotators.add(u"bob"_s, AnnotatorRole::Annotator)->id;
    Question question;
    question.externalId = u"q1"_s;
    question.text = u"What does the sample say?"_s;
    question.stratum = u"lexical"_s;
    question.nuggets = {{u"lorem"_s, true}};
    m_question = QuestionStore(*m_store, u"lead"_s).add(question)->id;
}

void TestLabelStores::cleanup()
{
    m_store.reset();
}

int TestLabelStores::audits(const QString &action) const
{
    QSqlQuery query(m_store->database());
    query.prepare(u"SELECT count(*) FROM audit WHERE action = ?"_s);
    query.addBindValue(action);
    query.exec();
    return query.next() ? query.value(0).toInt() : -1;
}

SpanAnchor TestLabelStores::span(int start, int end) const
{
    const auto anchored = SpanAnchor::fromRange(m_text, m_document, start, end);
    return anchored ? *anchored : SpanAnchor();
}

void TestLabelStores::annotatorsAreUniqueByName()
{
    const AnnotatorStore annotators(*m_store, u"lead"_s);
    QVERIFY(!annotators.add(u"alice"_s, AnnotatorRole::Lead).ok());
    QVERIFY(!annotators.add(u"   "_s, AnnotatorRole::Lead).ok());
    const QString uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const auto carol = annotators.add(u"carol"_s, AnnotatorRole::Lead, uuid);
    QVERIFY(carol.ok());
    QCOMPARE(annotators.byUuid(uuid)->name, u"carol"_s);
    QVERIFY(annotators.setRole(carol->id, AnnotatorRole::Engineer).ok());
    QCOMPARE(annotators.byId(carol->id)->role, AnnotatorRole::Engineer);
    QCOMPARE(audits(u"annotator.add"_s), 3);
    QCOMPARE(audits(u"annotator.role"_s), 1);
}

void TestLabelStores::questionsAddUpdateRemove()
{
    const QuestionStore questions(*m_store, u"lead"_s);
    Question question = *questions.byId(m_question);
    question.text = u"Edited"_s;
    question.nuggets = {{u"a"_s, false}, {u"b"_s, true}};
    question.split = Split::Test;
    QVERIFY(questions.update(question).ok());
    const Question stored = *questions.byId(m_question);
    QCOMPARE(stored.text, u"Edited"_s);
    QCOMPARE(int(stored.nuggets.size()), 2);
    QCOMPARE(stored.nuggets[1].vital, true);
    QCOMPARE(stored.split, Split::Test);

    QVERIFY(JudgmentStore(*m_store).addSpan(m_alice, m_question, span(0, 11), 2).ok());
    const Status refused = questions.remove(m_question);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(u"label"_s), qPrintable(refused.error()));
    QCOMPARE(questions.count(), 1);

    Question second;
    second.externalId = u"q2"_s;
    second.text = u"Another"_s;
    second.stratum = u"my_stratum"_s; // user-defined strata are added on the fly
    const auto added = questions.add(second);
    QVERIFY(added.ok());
    QVERIFY(questions.strata().back() == u"my_stratum"_s);
    QVERIFY(questions.remove(added->id).ok());
    QCOMPARE(questions.count(), 1);
    QCOMPARE(audits(u"question.delete"_s), 1);
    QCOMPARE(rowCount(*m_store, u"nuggets"_s), 2); // the removed question's nuggets went with it
}

void TestLabelStores::addManyIsAllOrNothing()
{
    const QuestionStore questions(*m_store, u"lead"_s);
    std::vector<Question> batch(3);
    for (int i = 0; i < 3; ++i) {
        batch[size_t(i)].externalId = u"b%1"_s.arg(i);
        batch[size_t(i)].text = u"text"_s;
        batch[size_t(i)].stratum = u"lexical"_s;
        batch[size_t(i)].nuggets = {{u"n"_s, true}};
    }
    batch[2].externalId = u"q1"_s; // already in the project
    const int nuggetsBefore = rowCount(*m_store, u"nuggets"_s);
    QVERIFY(!questions.addMany(batch).ok());
    QCOMPARE(questions.count(), 1);
    QCOMPARE(rowCount(*m_store, u"nuggets"_s), nuggetsBefore);
    QCOMPARE(audits(u"question.add"_s), 1);
    batch[2].externalId = u"b2"_s;
    QVERIFY(questions.addMany(batch).ok());
    QCOMPARE(questions.count(), 4);
}

void TestLabelStores::removeAndRestoreAreInverses()
{
    const JudgmentStore judgments(*m_store, u"alice"_s);
    auto label = judgments.addSpan(m_alice, m_question, span(12, 26), 3, u"a note"_s);
    QVERIFY(label.ok());
    QVERIFY(judgments.setGrade(label->id, 1).ok());
    const Judgment before = *judgments.byId(label->id);
    QVERIFY(judgments.remove(before.id).ok());
    QVERIFY(!judgments.byUuid(before.uuid));
    QCOMPARE(rowCount(*m_store, u"spans"_s), 0);
    const auto restored = judgments.restore(before);
    QVERIFY2(restored.ok(), qPrintable(restored.error()));
    const Judgment after = *judgments.byUuid(before.uuid);
    QCOMPARE(after.grade, 1);
    QCOMPARE(after.note, u"a note"_s);
    QCOMPARE(after.span->start, before.span->start);
    QCOMPARE(after.span->end, before.span->end);
    QCOMPARE(after.span->exact, before.span->exact);
    QCOMPARE(after.span->prefix, before.span->prefix);
    QCOMPARE(after.createdAt, before.createdAt);
    QCOMPARE(after.updatedAt, before.updatedAt);

    // setSpan and setGrade undo by applying the old value.
    QVERIFY(judgments.setSpan(after.id, span(0, 5)).ok());
    QCOMPARE(judgments.byId(after.id)->span->exact, u"Lorem"_s);
    QVERIFY(judgments.setSpan(after.id, *before.span).ok());
    QCOMPARE(judgments.byId(after.id)->span->exact, before.span->exact);
}

void TestLabelStores::everyVerbWritesOneAuditRow()
{
    const JudgmentStore judgments(*m_store, u"alice"_s);
    const auto label = judgments.addSpan(m_alice, m_question, span(0, 11), 2);
    QVERIFY(judgments.setGrade(label->id, 3).ok());
    QVERIFY(judgments.setNote(label->id, u"n"_s).ok());
    QVERIFY(judgments.setSpan(label->id, span(0, 5)).ok());
    QVERIFY(judgments.remove(label->id).ok());
    QVERIFY(judgments.markUnanswerable(m_bob, m_question).ok());
    for (const QString &action : {u"judgment.add"_s, u"judgment.grade"_s, u"judgment.note"_s, u"judgment.span"_s,
                                  u"judgment.delete"_s, u"judgment.unanswerable"_s})
        QVERIFY2(audits(action) == 1, qPrintable(action));
    QSqlQuery actor(m_store->database());
    actor.exec(u"SELECT DISTINCT actor FROM audit WHERE action LIKE 'judgment.%'"_s);
    QVERIFY(actor.next());
    QCOMPARE(actor.value(0).toString(), u"alice"_s);
}

void TestLabelStores::gradesOutsideZeroToThreeAreRefused()
{
    const JudgmentStore judgments(*m_store);
    for (int grade : {-1, 4, 100}) {
        const auto refused = judgments.addSpan(m_alice, m_question, span(0, 11), grade);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().contains(u"0, 1, 2, 3"_s), qPrintable(refused.error()));
    }
    QCOMPARE(judgments.count(), 0);
    QCOMPARE(rowCount(*m_store, u"spans"_s), 0);
    const auto label = judgments.addSpan(m_alice, m_question, span(0, 11), 0);
    QVERIFY(label.ok());
    QVERIFY(!judgments.setGrade(label->id, 4).ok());
    QCOMPARE(judgments.byId(label->id)->grade, 0);
    const auto passages = PassageStore(*m_store).enqueue(m_question, {span(12, 26)}, u"lead"_s);
    QVERIFY(passages.ok());
    const qint64 passage = PassageStore(*m_store).forQuestion(m_question).front().id;
    QVERIFY(!judgments.gradePassage(m_alice, m_question, passage, 7).ok());
    QCOMPARE(judgments.count(), 1);
    // The schema refuses it too, whatever a caller does.
    QSqlQuery direct(m_store->database());
    QVERIFY(!direct.exec(u"UPDATE judgments SET grade = 9"_s));
}

void TestLabelStores::unanswerableOncePerAnnotatorAndQuestion()
{
    const JudgmentStore judgments(*m_store);
    QVERIFY(judgments.markUnanswerable(m_alice, m_question, u"nothing"_s).ok());
    const auto twice = judgments.markUnanswerable(m_alice, m_question);
    QVERIFY(!twice.ok());
    QVERIFY2(twice.error().contains(u"already"_s), qPrintable(twice.error()));
    QVERIFY(judgments.markUnanswerable(m_bob, m_question).ok());
    QCOMPARE(judgments.count(), 2);
    const Judgment stored = judgments.forQuestion(m_question, m_alice).front();
    QCOMPARE(stored.kind, JudgmentKind::Unanswerable);
    QCOMPARE(stored.grade, -1);
    QVERIFY(!stored.span);
    QVERIFY(!judgments.setGrade(stored.id, 2).ok());
}

void TestLabelStores::passageGradingIsAnUpsert()
{
    const PassageStore passages(*m_store, u"lead"_s);
    QCOMPARE(*passages.enqueue(m_question, {span(0, 11), span(12, 26)}, u"pool:bm25"_s), 2);
    QCOMPARE(*passages.enqueue(m_question, {span(0, 11)}, u"pool:dense"_s), 0); // queued once
    const std::vector<Passage> queue = passages.forQuestion(m_question);
    QCOMPARE(int(queue.size()), 2);
    QCOMPARE(queue[1].position, 1);
    const JudgmentStore judgments(*m_store, u"alice"_s);
    const auto first = judgments.gradePassage(m_alice, m_question, queue[0].id, 1, u"first look"_s);
    QVERIFY(first.ok());
    const auto second = judgments.gradePassage(m_alice, m_question, queue[0].id, 3, u"on reflection"_s);
    QVERIFY(second.ok());
    QCOMPARE(second->uuid, first->uuid);
    QCOMPARE(judgments.count(), 1);
    QCOMPARE(judgments.byId(first->id)->grade, 3);
    QCOMPARE(judgments.byId(first->id)->note, u"on reflection"_s);
    QCOMPARE(judgments.byId(first->id)->span->start, queue[0].span.start);
    QVERIFY(judgments.gradePassage(m_bob, m_question, queue[0].id, 2).ok()); // another annotator: a second unit
    QCOMPARE(judgments.count(), 2);
    // Removing a passage grade keeps the passage's span.
    QVERIFY(judgments.remove(first->id).ok());
    QCOMPARE(rowCount(*m_store, u"spans"_s), 2);
}

void TestLabelStores::nestedTransactionsAreSavepoints()
{
    const JudgmentStore judgments(*m_store);
    {
        Transaction outer(m_store->database());
        QVERIFY(outer.isActive());
        QVERIFY(!outer.isNested());
        QVERIFY(judgments.addSpan(m_alice, m_question, span(0, 11), 1).ok()); // commits into the outer one
        {
            Transaction inner(m_store->database());
            QVERIFY(inner.isNested());
            QVERIFY(judgments.addSpan(m_alice, m_question, span(12, 26), 2).ok());
        } // inner rolled back: only its own label goes
        QCOMPARE(judgments.count(), 1);
    } // outer rolled back: nothing stays
    QCOMPARE(judgments.count(), 0);
    QCOMPARE(audits(u"judgment.add"_s), 0);
    {
        Transaction outer(m_store->database());
        QVERIFY(judgments.addSpan(m_alice, m_question, span(0, 11), 1).ok());
        QVERIFY(judgments.markUnanswerable(m_bob, m_question).ok());
        QVERIFY(outer.commit());
    }
    QCOMPARE(judgments.count(), 2);
    // Afterwards a verb is its own durable transaction again.
    Transaction single(m_store->database());
    QVERIFY(!single.isNested());
}

void TestLabelStores::importedLabelsKeepTheirIdentity()
{
    const JudgmentStore judgments(*m_store);
    Judgment incoming;
    incoming.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    incoming.annotatorId = m_alice;
    incoming.questionId = m_question;
    incoming.span = span(0, 11);
    incoming.grade = 2;
    incoming.createdAt = QDateTime(QDate(2024, 3, 1), QTime(9, 30), QTimeZone::utc());
    incoming.updatedAt = incoming.createdAt.addSecs(60);
    QVERIFY(judgments.insertImported(incoming).ok());
    Judgment stored = *judgments.byUuid(incoming.uuid);
    QCOMPARE(stored.createdAt, incoming.createdAt);
    QCOMPARE(stored.updatedAt, incoming.updatedAt);
    QCOMPARE(audits(u"judgment.import"_s), 1);

    incoming.grade = 0;
    incoming.span = span(12, 26);
    incoming.updatedAt = incoming.updatedAt.addDays(1);
    QVERIFY(judgments.overwrite(incoming).ok());
    stored = *judgments.byUuid(incoming.uuid);
    QCOMPARE(stored.grade, 0);
    QCOMPARE(stored.span->start, incoming.span->start);
    QCOMPARE(stored.updatedAt, incoming.updatedAt);
    incoming.annotatorId = m_bob;
    QVERIFY(!judgments.overwrite(incoming).ok()); // someone else's label
}

void TestLabelStores::textIsStoredVerbatim()
{
    const QStringList texts{u"O'Brien \"the\" `quoted`"_s, u"Robert'); DROP TABLE judgments;--"_s,
                            u"<script>alert('x')</script><b>bold</b>"_s,
                            u"\u202Eevil override\u202C and \u05E9\u05DC\u05D5\u05DD"_s,
                            QString(10000, QLatin1Char('x')) + u"\u00E9"_s};
    const AnnotatorStore annotators(*m_store);
    const JudgmentStore judgments(*m_store);
    for (const QString &text : texts) {
        const auto annotator = annotators.add(text, AnnotatorRole::Annotator);
        QVERIFY2(annotator.ok(), qPrintable(annotator.error()));
        QCOMPARE(annotators.byName(text)->name, text);
        const auto label = judgments.addSpan(annotator->id, m_question, span(0, 11), 2, text);
        QVERIFY(label.ok());
        QCOMPARE(judgments.byId(label->id)->note, text);
        Question question;
        question.externalId = u"v%1"_s.arg(text.size());
        question.text = text;
        question.stratum = u"lexical"_s;
        question.referenceAnswer = text;
        question.nuggets = {{text, true}};
        const auto stored = QuestionStore(*m_store).add(question);
        QVERIFY(stored.ok());
        const Question read = *QuestionStore(*m_store).byId(stored->id);
        QCOMPARE(read.text, text);
        QCOMPARE(read.referenceAnswer, text);
        QCOMPARE(read.nuggets.front().text, text);
    }
    QSqlQuery integrity(m_store->database());
    QVERIFY(integrity.exec(u"PRAGMA integrity_check"_s) && integrity.next());
    QCOMPARE(integrity.value(0).toString(), u"ok"_s);
}

// RFC 9562 §5.7: the first 48 bits are the Unix time in milliseconds, the
// version nibble is 7, the variant bits are 10.
void TestLabelStores::newUuidsAreTimeOrdered()
{
    const JudgmentStore judgments(*m_store, u"alice"_s);
    const qint64 before = QDateTime::currentMSecsSinceEpoch();
    const auto first = judgments.markUnanswerable(m_alice, m_question);
    QVERIFY2(first.ok(), qPrintable(first.error()));
    QTest::qWait(3);
    const auto second = judgments.markUnanswerable(m_bob, m_question);
    QVERIFY2(second.ok(), qPrintable(second.error()));
    const qint64 after = QDateTime::currentMSecsSinceEpoch();
    for (const QString &uuid : {first->uuid, second->uuid}) {
        QVERIFY2(!QUuid::fromString(uuid).isNull(), qPrintable(uuid));
        QCOMPARE(uuid.at(14), u'7');
        QVERIFY2(QStringView(u"89ab").contains(uuid.at(19)), qPrintable(uuid));
        bool ok = false;
        const qint64 ms = QString(uuid).remove(u'-').left(12).toLongLong(&ok, 16);
        QVERIFY(ok);
        QVERIFY2(ms >= before && ms <= after, qPrintable(uuid));
    }
    QVERIFY2(first->uuid < second->uuid, qPrintable(first->uuid + u" "_s + second->uuid));
}

QTEST_GUILESS_MAIN(TestLabelStores)
#include "tst_labelstores.moc"
