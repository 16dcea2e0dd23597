#pragma once

#include "annotation/adjudicationstore.h"

#include <QObject>

namespace touchstone {

class LabelEditor;
class ProjectSession;

// The lead's verbs on adjudication units. Each one is one transaction
// (AdjudicationStore); a decision is never undone but can be revisited: a
// later decision supersedes it and the history keeps both.
class AdjudicationEditor : public QObject
{
    Q_OBJECT

public:
    AdjudicationEditor(ProjectSession &session, LabelEditor &editor, QObject *parent = nullptr);

    bool canDecide() const; // the current user is a lead on a writable project

    Status acceptAnnotator(const AdjudicationUnit &unit, qint64 annotatorId, const DecisionReason &reason,
                           const QString &note = {});
    Status setGrade(const AdjudicationUnit &unit, int grade, const DecisionReason &reason, const QString &note = {});
    Status mergeSpans(const AdjudicationUnit &unit, int grade, const DecisionReason &reason, const QString &note = {});
    Status setSpans(const AdjudicationUnit &unit, const std::vector<GoldSpanEdit> &spans, const DecisionReason &reason,
                    const QString &note = {});
    Status rejectSpan(const AdjudicationUnit &unit, const DecisionReason &reason, const QString &note = {});
    Status markUnanswerable(const AdjudicationUnit &unit, const DecisionReason &reason, const QString &note = {});
    Status markAnswerable(const AdjudicationUnit &unit, const DecisionReason &reason, const QString &note = {});
    Status requestTiebreak(const AdjudicationUnit &unit, qint64 annotatorId);
    Status addRubricExample(qint64 questionId, const QString &unitKey);

Q_SIGNALS:
    void decided(qint64 questionId);
    void rubricChanged();

private:
    DecisionRequest request(const AdjudicationUnit &unit, const DecisionReason &reason, const QString &note) const;
    Status finish(const Result<std::vector<Decision>> &result, qint64 questionId);
    AdjudicationStore store() const;

    ProjectSession &m_session;
    LabelEditor &m_editor;
};

} // namespace touchstone
