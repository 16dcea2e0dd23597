#include "adjudicationeditor.h"

#include "labeleditor.h"
#include "projectsession.h"

namespace touchstone {

AdjudicationEditor::AdjudicationEditor(ProjectSession &session, LabelEditor &editor, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_editor(editor)
{
}

bool AdjudicationEditor::canDecide() const
{
    return m_editor.annotator().role == AnnotatorRole::Lead && !m_session.isReadOnly();
}

AdjudicationStore AdjudicationEditor::store() const
{
    return AdjudicationStore(m_session.store(), m_editor.actor());
}

DecisionRequest AdjudicationEditor::request(const AdjudicationUnit &unit, const DecisionReason &reason,
                                            const QString &note) const
{
    DecisionRequest request;
    request.questionId = unit.questionId;
    request.unitKey = unit.key;
    request.leadId = m_editor.annotator().id;
    request.reason = reason;
    request.note = note;
    return request;
}

Status AdjudicationEditor::finish(const Result<std::vector<Decision>> &result, qint64 questionId)
{
    if (!result)
        return Status::failure(result.error());
    Q_EMIT decided(questionId);
    return Status::success();
}

Status AdjudicationEditor::acceptAnnotator(const AdjudicationUnit &unit, qint64 annotatorId, const DecisionReason &reason,
                                           const QString &note)
{
    return finish(store().acceptAnnotator(request(unit, reason, note), annotatorId), unit.questionId);
}

Status AdjudicationEditor::setGrade(const AdjudicationUnit &unit, int grade, const DecisionReason &reason,
                                    const QString &note)
{
    return finish(store().setGrade(request(unit, reason, note), grade), unit.questionId);
}

Status AdjudicationEditor::mergeSpans(const AdjudicationUnit &unit, int grade, const DecisionReason &reason,
                                      const QString &note)
{
    return finish(store().mergeSpans(request(unit, reason, note), grade), unit.questionId);
}

Status AdjudicationEditor::setSpans(const AdjudicationUnit &unit, const std::vector<GoldSpanEdit> &spans,
                                    const DecisionReason &reason, const QString &note)
{
    return finish(store().setSpans(request(unit, reason, note), spans), unit.questionId);
}

Status AdjudicationEditor::rejectSpan(const AdjudicationUnit &unit, const DecisionReason &reason, const QString &note)
{
    return finish(store().rejectSpan(request(unit, reason, note)), unit.questionId);
}

Status AdjudicationEditor::markUnanswerable(const AdjudicationUnit &unit, const DecisionReason &reason,
                                            const QString &note)
{
    return finish(store().markUnanswerable(request(unit, reason, note)), unit.questionId);
}

Status AdjudicationEditor::markAnswerable(const AdjudicationUnit &unit, const DecisionReason &reason,
                                          const QString &note)
{
    return finish(store().markAnswerable(request(unit, reason, note)), unit.questionId);
}

Status AdjudicationEditor::requestTiebreak(const AdjudicationUnit &unit, qint64 annotatorId)
{
    const Result<Tiebreak> requested = store().requestTiebreak(unit.questionId, unit.key, annotatorId);
    if (!requested)
        return Status::failure(requested.error());
    Q_EMIT decided(unit.questionId);
    return Status::success();
}

Status AdjudicationEditor::addRubricExample(qint64 questionId, const QString &unitKey)
{
    const Result<Rubric> rubric = store().addRubricExample(questionId, unitKey);
    if (!rubric)
        return Status::failure(rubric.error());
    Q_EMIT rubricChanged();
    return Status::success();
}

} // namespace touchstone
