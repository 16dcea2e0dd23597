// The labeling verbs and their undo commands, without widgets: every verb
// commits, every undo is the exact inverse, uuids survive delete/restore.

#include "common/testproject.h"

#include "annotation/judgmentstore.h"
#include "annotation/spananchor.h"
#include "models/auditmodel.h"
#include "models/judgmentlistmodel.h"
#include "models/progressmodel.h"
#include "models/labeleditor.h"
#include "models/questionlistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>
#include <QUndoStack>

using namespace touchstone;

class TestLabelEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void addSpanUndoRedoKeepsUuid();
    void gradeChangeIsOneStepAndInverse();
    void spanEdgeMovesMerge();
    void deleteThenUndoRestoresEverything();
    void unanswerableIsALabel();
    void questionsAddEditDeleteUndo();
    void blindModeHidesOthers();
    void modelsPassTheTester();
    void everyActionIsAuditedAndCommitted();
    void progressAndAuditModelsShowTheStore();
    void failedReadsAreErrorsNotEmptyLists();

private:
    SpanAnchor anchor(const QString &quote);
    std::unique_ptr<testing::TestProject> m_project;
    std::unique_ptr<LabelEditor> m_editor;
    Annotator m_ann;
    Question m_question;
};

void TestLabelEditor::init()
{
    m_project = testing::makeTestProject({QStringLiteral("pypdf-minimal-document.pdf")});
    QVERIFY(m_project);
    m_ann = m_project->addAnnotator(QStringLiteral("Ann"));
    m_question = m_project->addQuestion(QStringLiteral("q1"), QStringLiteral("What is lorem ipsum?"));
    m_editor = std::make_unique<LabelEditor>(*m_project->session);
    m_editor->setAnnotator(m_ann);
}

void TestLabelEditor::cleanup()
{
    m_editor.reset();
    m_project.reset();
}

SpanAnchor TestLabelEditor::anchor(const QString &quote)
{
    auto text = m_project->text();
    const QString all = text->slice(0, text->size());
    const int at = all.indexOf(quote);
    Q_ASSERT(at >= 0);
    // QString offsets are UTF-16; this PDF is ASCII so they equal code points.
    return *SpanAnchor::fromRange(*text, m_project->documentIds.front(), at, at + int(quote.size()));
}

void TestLabelEditor::addSpanUndoRedoKeepsUuid()
{
    QUndoStack *stack = m_project->session->undoStack();
    const Result<QString> uuid = m_editor->addSpan(m_question.id, anchor(QStringLiteral("Lorem ipsum")), 2);
    QVERIFY2(uuid.ok(), qPrintable(uuid.error()));
    QCOMPARE(stack->count(), 1);
    JudgmentStore store(m_project->session->store());
    QVERIFY(store.byUuid(*uuid));

    stack->undo();
    QVERIFY(!store.byUuid(*uuid));
    stack->redo();
    const auto back = store.byUuid(*uuid);
    QVERIFY(back);
    QCOMPARE(back->grade, 2);
    QCOMPARE(back->span->exact, QStringLiteral("Lorem ipsum"));
}

void TestLabelEditor::gradeChangeIsOneStepAndInverse()
{
    const QString uuid = *m_editor->addSpan(m_question.id, anchor(QStringLiteral("Lorem ipsum")), 1);
    QVERIFY(m_editor->setGrade(uuid, 3));
    QVERIFY(m_editor->setGrade(uuid, 3)); // no change, no step
    QCOMPARE(m_project->session->undoStack()->count(), 2);
    JudgmentStore store(m_project->session->store());
    m_project->session->undoStack()->undo();
    QCOMPARE(store.byUuid(uuid)->grade, 1);
    m_project->session->undoStack()->redo();
    QCOMPARE(store.byUuid(uuid)->grade, 3);
    QVERIFY(!m_editor->setGrade(uuid, 4));
    QCOMPARE(store.byUuid(uuid)->grade, 3);
}

void TestLabelEditor::spanEdgeMovesMerge()
{
    auto text = m_project->text();
    const SpanAnchor start = anchor(QStringLiteral("Lorem ipsum"));
    const QString uuid = *m_editor->addSpan(m_question.id, start, 2);
    for (int extra = 1; extra <= 4; ++extra)
        QVERIFY(m_editor->moveSpan(uuid, *SpanAnchor::fromRange(*text, start.documentId, start.start, start.end + extra)));
    QCOMPARE(m_project->session->undoStack()->count(), 2); // add + one merged move
    JudgmentStore store(m_project->session->store());
    QCOMPARE(store.byUuid(uuid)->span->end, start.end + 4);
    m_project->session->undoStack()->undo();
    QCOMPARE(store.byUuid(uuid)->span->end, start.end);
}

void TestLabelEditor::deleteThenUndoRestoresEverything()
{
    const QString uuid = *m_editor->addSpan(m_question.id, anchor(QStringLiteral("dolor sit amet")), 3, QStringLiteral("key sentence"));
    JudgmentStore store(m_project->session->store());
    const Judgment before = *store.byUuid(uuid);
    QVERIFY(m_editor->deleteJudgment(uuid));
    QVERIFY(!store.byUuid(uuid));
    m_project->session->undoStack()->undo();
    const Judgment after = *store.byUuid(uuid);
    QCOMPARE(after.grade, before.grade);
    QCOMPARE(after.note, before.note);
    QCOMPARE(after.span->start, before.span->start);
    QCOMPARE(after.span->end, before.span->end);
    QCOMPARE(after.createdAt, before.createdAt);
    QCOMPARE(after.rubricId, before.rubricId);
    QVERIFY(after.rubricId != 0); // every judgment records its rubric version
}

void TestLabelEditor::unanswerableIsALabel()
{
    const Result<QString> uuid = m_editor->markUnanswerable(m_question.id);
    QVERIFY(uuid.ok());
    QVERIFY(!m_editor->markUnanswerable(m_question.id).ok()); // once per annotator
    QuestionListModel questions(*m_editor);
    const int row = questions.rowOf(m_question.id);
    QVERIFY(questions.data(questions.index(row, 0), QuestionListModel::LabeledRole).toBool());
    m_project->session->undoStack()->undo();
    questions.reload();
    QVERIFY(!questions.data(questions.index(row, 0), QuestionListModel::LabeledRole).toBool());
}

void TestLabelEditor::questionsAddEditDeleteUndo()
{
    Question question;
    question.externalId = QStringLiteral("q2");
    question.text = QStringLiteral("Is there an answer?");
    question.stratum = QStringLiteral("my_own_stratum");
    question.nuggets = {{QStringLiteral("a nugget"), true}};
    const Result<qint64> id = m_editor->addQuestion(question);
    QVERIFY(id.ok());
    QuestionStore store(m_project->session->store());
    Question edited = *store.byId(*id);
    edited.text = QStringLiteral("Is there really an answer?");
    QVERIFY(m_editor->updateQuestion(edited));
    QVERIFY(m_editor->deleteQuestion(*id));
    QVERIFY(!store.byId(*id));
    m_project->session->undoStack()->undo(); // delete
    QCOMPARE(store.byId(*id)->text, QStringLiteral("Is there really an answer?"));
    QCOMPARE(store.byId(*id)->nuggets.size(), size_t(1));
    m_project->session->undoStack()->undo(); // edit
    QCOMPARE(store.byId(*id)->text, QStringLiteral("Is there an answer?"));

    // A question with labels cannot be deleted.
    QVERIFY(m_editor->addSpan(m_question.id, anchor(QStringLiteral("Lorem ipsum")), 2).ok());
    QVERIFY(!m_editor->deleteQuestion(m_question.id));
}

void TestLabelEditor::blindModeHidesOthers()
{
    const Annotator bob = m_project->addAnnotator(QStringLiteral("Bob"));
    const Annotator lead = m_project->addAnnotator(QStringLiteral("Lea"), AnnotatorRole::Lead);
    QVERIFY(m_editor->addSpan(m_question.id, anchor(QStringLiteral("Lorem ipsum")), 2).ok());
    m_editor->setAnnotator(bob);
    QVERIFY(m_editor->addSpan(m_question.id, anchor(QStringLiteral("dolor sit amet")), 1).ok());

    JudgmentListModel model(*m_editor);
    model.setQuestion(m_question.id);
    QCOMPARE(model.rowCount(), 1); // Bob sees his own label only
    model.setBlind(false);
    QCOMPARE(model.rowCount(), 1); // an annotator cannot lift blind mode
    m_editor->setAnnotator(lead);
    model.setBlind(false);
    QCOMPARE(model.rowCount(), 2); // a lead can
}

void TestLabelEditor::modelsPassTheTester()
{
    QuestionListModel questions(*m_editor);
    QAbstractItemModelTester questionTester(&questions, QAbstractItemModelTester::FailureReportingMode::QtTest);
    JudgmentListModel judgments(*m_editor);
    QAbstractItemModelTester judgmentTester(&judgments, QAbstractItemModelTester::FailureReportingMode::QtTest);
    judgments.setQuestion(m_question.id);
    QSignalSpy reset(&judgments, &QAbstractItemModel::modelReset);
    QVERIFY(m_editor->addSpan(m_question.id, anchor(QStringLiteral("Lorem ipsum")), 2).ok());
    QVERIFY(reset.count() >= 1);
    QCOMPARE(judgments.rowCount(), 1);
    // Editing through the model pushes an undo command.
    QVERIFY(judgments.setData(judgments.index(0, JudgmentListModel::GradeColumn), 0));
    QCOMPARE(judgments.data(judgments.index(0, 0), JudgmentListModel::GradeRole).toInt(), 0);
    m_project->session->undoStack()->undo();
    QCOMPARE(judgments.data(judgments.index(0, 0), JudgmentListModel::GradeRole).toInt(), 2);
    QCOMPARE(questions.data(questions.index(0, QuestionListModel::StatusColumn)).toString(), QStringLiteral("1 label(s)"));
}

void TestLabelEditor::everyActionIsAuditedAndCommitted()
{
    const QString uuid = *m_editor->addSpan(m_question.id, anchor(QStringLiteral("Lorem ipsum")), 2);
    QVERIFY(m_editor->setGrade(uuid, 1));
    // A second connection sees the committed state: nothing waits for a save.
    auto other = ProjectStore::open(m_project->session->folder(), ProjectStore::Access::ReadOnly);
    QVERIFY2(other.ok(), qPrintable(other.error()));
    QSqlQuery query((*other)->database());
    QVERIFY(query.exec(QStringLiteral("SELECT grade FROM judgments")) && query.next());
    QCOMPARE(query.value(0).toInt(), 1);
    QVERIFY(query.exec(QStringLiteral("SELECT actor, action FROM audit WHERE entity = 'judgment' ORDER BY id")));
    QStringList actions;
    while (query.next()) {
        QCOMPARE(query.value(0).toString(), QStringLiteral("Ann"));
        actions << query.value(1).toString();
    }
    QCOMPARE(actions, (QStringList{QStringLiteral("judgment.add"), QStringLiteral("judgment.grade")}));
}

void TestLabelEditor::progressAndAuditModelsShowTheStore()
{
    QVERIFY(m_editor->addSpan(m_question.id, anchor(QStringLiteral("Lorem ipsum")), 2).ok());
    ProgressModel byAnnotator(*m_project->session, ProgressModel::View::ByAnnotator);
    QAbstractItemModelTester tester(&byAnnotator, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(byAnnotator.error().isEmpty());
    int annRow = -1;
    for (int row = 0; row < byAnnotator.rowCount(); ++row) {
        if (byAnnotator.data(byAnnotator.index(row, 0)).toString() == QStringLiteral("Ann"))
            annRow = row;
    }
    QVERIFY(annRow >= 0);
    QSqlQuery query(m_project->session->store().database());
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM judgments j JOIN annotators a ON a.id = j.annotator_id "
                                      "WHERE a.name = 'Ann' AND j.kind = 'span'"))
            && query.next());
    QCOMPARE(byAnnotator.data(byAnnotator.index(annRow, 4)).toInt(), query.value(0).toInt());
    ProgressModel byQuestion(*m_project->session, ProgressModel::View::ByQuestion);
    QVERIFY(byQuestion.error().isEmpty());
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM questions")) && query.next());
    QCOMPARE(byQuestion.rowCount(), query.value(0).toInt());
    AuditModel audit(*m_project->session);
    QVERIFY(audit.error().isEmpty());
    QVERIFY(audit.rowCount() > 0);
    QCOMPARE(audit.data(audit.index(0, AuditModel::ActionColumn)).toString(), QStringLiteral("judgment.add"));
}

// A read that fails (here: its table is gone) is the model's error and its
// failed() signal, which the windows show, not an empty list that looks
// like a project with nothing in it.
void TestLabelEditor::failedReadsAreErrorsNotEmptyLists()
{
    QSqlQuery query(m_project->session->store().database());
    QVERIFY(query.exec(QStringLiteral("ALTER TABLE audit RENAME TO audit_elsewhere")));
    AuditModel audit(*m_project->session);
    QVERIFY2(audit.error().contains(QStringLiteral("audit")), qPrintable(audit.error()));
    QCOMPARE(audit.rowCount(), 0);
    QVERIFY(!audit.canFetchMore({}));
    QVERIFY(query.exec(QStringLiteral("ALTER TABLE audit_elsewhere RENAME TO audit")));

    QVERIFY(query.exec(QStringLiteral("ALTER TABLE assignments RENAME TO assignments_elsewhere")));
    ProgressModel byAnnotator(*m_project->session, ProgressModel::View::ByAnnotator);
    QVERIFY2(!byAnnotator.error().isEmpty(), "the progress read should fail");
    QuestionListModel questions(*m_editor);
    QSignalSpy failed(&questions, &QuestionListModel::failed);
    questions.reload();
    QCOMPARE(failed.count(), 1);
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("assignments")),
             qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(questions.error(), failed.at(0).at(0).toString());
    QVERIFY(query.exec(QStringLiteral("ALTER TABLE assignments_elsewhere RENAME TO assignments")));
    questions.reload();
    QVERIFY(questions.error().isEmpty());
}

QTEST_GUILESS_MAIN(TestLabelEditor)
#include "tst_labeleditor.moc"
