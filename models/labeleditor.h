#pragma once

#include "annotation/annotator.h"
#include "annotation/judgment.h"
#include "annotation/question.h"
#include "metrics/result.h"

#include <QObject>

namespace touchstone {

class ProjectSession;

// The verbs of labeling. Each verb commits its own transaction and, when it
// succeeded, pushes an undo command onto the project's stack; undo and redo
// call the inverse verbs. Views call these and listen to the signals; they
// never touch the stores or the stack directly.
class LabelEditor : public QObject
{
    Q_OBJECT

public:
    explicit LabelEditor(ProjectSession &session, QObject *parent = nullptr);

    ProjectSession &session() const { return m_session; }
    void setAnnotator(const Annotator &annotator);
    const Annotator &annotator() const { return m_annotator; }
    QString actor() const { return m_annotator.name; }

    // Labels. Return the uuid of the judgment made, or why not. Uuids are
    // taken by value: a caller may pass one held by a model that the
    // change signal resets.
    Result<QString> addSpan(qint64 questionId, const SpanAnchor &span, int grade, const QString &note = {});
    Result<QString> markUnanswerable(qint64 questionId, const QString &note = {});
    Result<QString> gradePassage(qint64 questionId, qint64 passageId, int grade);
    Status setGrade(QString judgmentUuid, int grade);
    Status setNote(QString judgmentUuid, const QString &note);
    Status moveSpan(QString judgmentUuid, const SpanAnchor &span);
    Status deleteJudgment(QString judgmentUuid);

    // Questions.
    Result<qint64> addQuestion(const Question &question);
    Status updateQuestion(const Question &question);
    Status deleteQuestion(qint64 questionId);

    // For the undo commands: apply without pushing, report through signals.
    Status applyRestore(const Judgment &judgment);
    Status applyRemove(const QString &judgmentUuid);
    Status applyGrade(const QString &judgmentUuid, int grade);
    Status applyNote(const QString &judgmentUuid, const QString &note);
    Status applySpan(const QString &judgmentUuid, const SpanAnchor &span);
    Status applyAddQuestion(const Question &question);
    Status applyRemoveQuestion(const QString &questionUuid);
    Status applyUpdateQuestion(const Question &question);

    // Tells every view to reload: labels or questions arrived from outside
    // the editor (an import, a package).
    void reloadAll();

    // Reports a failed undo/redo step (the stack cannot return an error).
    void reportFailure(const QString &message);

Q_SIGNALS:
    void annotatorChanged();
    void labelsChanged(qint64 questionId);
    void questionsChanged();
    void failed(const QString &message);

private:
    std::optional<Judgment> judgment(const QString &uuid) const;
    qint64 currentRubricId() const;

    ProjectSession &m_session;
    Annotator m_annotator;
};

} // namespace touchstone
