#include "labeleditor.h"

#include "judgmentexistencecommand.h"
#include "judgmentvaluecommand.h"
#include "projectsession.h"
#include "questioneditcommand.h"
#include "questionexistencecommand.h"
#include "spanedgecommand.h"

#include "annotation/judgmentstore.h"
#include "annotation/questionstore.h"
#include "annotation/rubricstore.h"

#include <QUndoStack>

namespace touchstone {

LabelEditor::LabelEditor(ProjectSession &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
}

void LabelEditor::setAnnotator(const Annotator &annotator)
{
    m_annotator = annotator;
    Q_EMIT annotatorChanged();
}

std::optional<Judgment> LabelEditor::judgment(const QString &uuid) const
{
    return JudgmentStore(m_session.store(), actor()).byUuid(uuid);
}

qint64 LabelEditor::currentRubricId() const
{
    const Result<Rubric> rubric = RubricStore(m_session.store(), actor()).current();
    return rubric ? rubric->id : 0;
}

void LabelEditor::reloadAll()
{
    Q_EMIT questionsChanged();
    Q_EMIT annotatorChanged();
}

void LabelEditor::reportFailure(const QString &message)
{
    Q_EMIT failed(message);
}

Result<QString> LabelEditor::addSpan(qint64 questionId, const SpanAnchor &span, int grade, const QString &note)
{
    if (m_annotator.id == 0)
        return Result<QString>::failure(tr("choose who you are before labeling"));
    const Result<Judgment> made = JudgmentStore(m_session.store(), actor())
                                      .addSpan(m_annotator.id, questionId, span, grade, note, currentRubricId());
    if (!made)
        return Result<QString>::failure(made.error());
    m_session.undoStack()->push(new JudgmentExistenceCommand(*this, *made, JudgmentExistenceCommand::Direction::Add));
    Q_EMIT labelsChanged(questionId);
    return made->uuid;
}

Result<QString> LabelEditor::markUnanswerable(qint64 questionId, const QString &note)
{
    if (m_annotator.id == 0)
        return Result<QString>::failure(tr("choose who you are before labeling"));
    const Result<Judgment> made = JudgmentStore(m_session.store(), actor())
                                      .markUnanswerable(m_annotator.id, questionId, note, currentRubricId());
    if (!made)
        return Result<QString>::failure(made.error());
    m_session.undoStack()->push(new JudgmentExistenceCommand(*this, *made, JudgmentExistenceCommand::Direction::Add));
    Q_EMIT labelsChanged(questionId);
    return made->uuid;
}

Result<QString> LabelEditor::gradePassage(qint64 questionId, qint64 passageId, int grade)
{
    if (m_annotator.id == 0)
        return Result<QString>::failure(tr("choose who you are before labeling"));
    const JudgmentStore store(m_session.store(), actor());
    for (const Judgment &existing : store.forQuestion(questionId, m_annotator.id)) {
        if (existing.passageId == passageId) {
            if (const Status changed = setGrade(existing.uuid, grade); !changed)
                return Result<QString>::failure(changed.error());
            return existing.uuid;
        }
    }
    const Result<Judgment> made = store.gradePassage(m_annotator.id, questionId, passageId, grade, {}, currentRubricId());
    if (!made)
        return Result<QString>::failure(made.error());
    m_session.undoStack()->push(new JudgmentExistenceCommand(*this, *made, JudgmentExistenceCommand::Direction::Add));
    Q_EMIT labelsChanged(questionId);
    return made->uuid;
}

Status LabelEditor::setGrade(QString judgmentUuid, int grade)
{
    const auto before = judgment(judgmentUuid);
    if (!before)
        return Status::failure(tr("the label no longer exists"));
    if (before->grade == grade)
        return Status::success();
    if (const Status status = applyGrade(judgmentUuid, grade); !status)
        return status;
    m_session.undoStack()->push(new JudgmentValueCommand(*this, judgmentUuid, JudgmentValueCommand::Field::Grade,
                                                         before->grade, grade));
    return Status::success();
}

Status LabelEditor::setNote(QString judgmentUuid, const QString &note)
{
    const auto before = judgment(judgmentUuid);
    if (!before)
        return Status::failure(tr("the label no longer exists"));
    if (before->note == note)
        return Status::success();
    if (const Status status = applyNote(judgmentUuid, note); !status)
        return status;
    m_session.undoStack()->push(new JudgmentValueCommand(*this, judgmentUuid, JudgmentValueCommand::Field::Note,
                                                         before->note, note));
    return Status::success();
}

Status LabelEditor::moveSpan(QString judgmentUuid, const SpanAnchor &span)
{
    const auto before = judgment(judgmentUuid);
    if (!before || !before->span)
        return Status::failure(tr("the label no longer exists"));
    if (const Status status = applySpan(judgmentUuid, span); !status)
        return status;
    m_session.undoStack()->push(new SpanEdgeCommand(*this, judgmentUuid, *before->span, span));
    return Status::success();
}

Status LabelEditor::deleteJudgment(QString judgmentUuid)
{
    const auto before = judgment(judgmentUuid);
    if (!before)
        return Status::failure(tr("the label no longer exists"));
    if (const Status status = applyRemove(judgmentUuid); !status)
        return status;
    m_session.undoStack()->push(new JudgmentExistenceCommand(*this, *before, JudgmentExistenceCommand::Direction::Delete));
    return Status::success();
}

Result<qint64> LabelEditor::addQuestion(const Question &question)
{
    const Result<Question> added = QuestionStore(m_session.store(), actor()).add(question);
    if (!added)
        return Result<qint64>::failure(added.error());
    m_session.undoStack()->push(new QuestionExistenceCommand(*this, *added, QuestionExistenceCommand::Direction::Add));
    Q_EMIT questionsChanged();
    return added->id;
}

Status LabelEditor::updateQuestion(const Question &question)
{
    const QuestionStore store(m_session.store(), actor());
    const auto before = store.byId(question.id);
    if (!before)
        return Status::failure(tr("the question no longer exists"));
    if (const Status status = store.update(question); !status)
        return status;
    m_session.undoStack()->push(new QuestionEditCommand(*this, *before, question));
    Q_EMIT questionsChanged();
    return Status::success();
}

Status LabelEditor::deleteQuestion(qint64 questionId)
{
    const QuestionStore store(m_session.store(), actor());
    const auto before = store.byId(questionId);
    if (!before)
        return Status::failure(tr("the question no longer exists"));
    if (const Status status = store.remove(questionId); !status)
        return status;
    m_session.undoStack()->push(new QuestionExistenceCommand(*this, *before, QuestionExistenceCommand::Direction::Delete));
    Q_EMIT questionsChanged();
    return Status::success();
}

Status LabelEditor::applyRestore(const Judgment &judgment)
{
    const Result<Judgment> restored = JudgmentStore(m_session.store(), actor()).restore(judgment);
    if (!restored)
        return Status::failure(restored.error());
    Q_EMIT labelsChanged(judgment.questionId);
    return Status::success();
}

Status LabelEditor::applyRemove(const QString &judgmentUuid)
{
    const auto current = judgment(judgmentUuid);
    if (!current)
        return Status::failure(tr("the label no longer exists"));
    if (const Status status = JudgmentStore(m_session.store(), actor()).remove(current->id); !status)
        return status;
    Q_EMIT labelsChanged(current->questionId);
    return Status::success();
}

Status LabelEditor::applyGrade(const QString &judgmentUuid, int grade)
{
    const auto current = judgment(judgmentUuid);
    if (!current)
        return Status::failure(tr("the label no longer exists"));
    if (const Status status = JudgmentStore(m_session.store(), actor()).setGrade(current->id, grade); !status)
        return status;
    Q_EMIT labelsChanged(current->questionId);
    return Status::success();
}

Status LabelEditor::applyNote(const QString &judgmentUuid, const QString &note)
{
    const auto current = judgment(judgmentUuid);
    if (!current)
        return Status::failure(tr("the label no longer exists"));
    if (const Status status = JudgmentStore(m_session.store(), actor()).setNote(current->id, note); !status)
        return status;
    Q_EMIT labelsChanged(current->questionId);
    return Status::success();
}

Status LabelEditor::applySpan(const QString &judgmentUuid, const SpanAnchor &span)
{
    const auto current = judgment(judgmentUuid);
    if (!current)
        return Status::failure(tr("the label no longer exists"));
    if (const Status status = JudgmentStore(m_session.store(), actor()).setSpan(current->id, span); !status)
        return status;
    Q_EMIT labelsChanged(current->questionId);
    return Status::success();
}

Status LabelEditor::applyAddQuestion(const Question &question)
{
    const Result<Question> added = QuestionStore(m_session.store(), actor()).add(question);
    if (!added)
        return Status::failure(added.error());
    Q_EMIT questionsChanged();
    return Status::success();
}

Status LabelEditor::applyRemoveQuestion(const QString &questionUuid)
{
    const QuestionStore store(m_session.store(), actor());
    const auto current = store.byUuid(questionUuid);
    if (!current)
        return Status::failure(tr("the question no longer exists"));
    if (const Status status = store.remove(current->id); !status)
        return status;
    Q_EMIT questionsChanged();
    return Status::success();
}

Status LabelEditor::applyUpdateQuestion(const Question &question)
{
    const QuestionStore store(m_session.store(), actor());
    const auto current = store.byUuid(question.uuid);
    if (!current)
        return Status::failure(tr("the question no longer exists"));
    Question updated = question;
    updated.id = current->id; // ids are not stable across delete/restore; uuids are
    if (const Status status = store.update(updated); !status)
        return status;
    Q_EMIT questionsChanged();
    return Status::success();
}

} // namespace touchstone
