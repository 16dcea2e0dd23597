#pragma once

#include "adjudicationqueue.h"
#include "metrics/result.h"
#include "projectlabels.h"
#include "rubric.h"
#include "spananchor.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QSqlDatabase>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// Why a lead decided as they did: a code of the editable list
// (ReasonCodeStore) and free text (required with "other").
struct DecisionReason
{
    QString code;
    QString text;
};

// One row of the adjudications table. A decision of a unit is the set of
// its current (not superseded) rows: one per gold span, or a single row
// for "no_span", "unanswerable" and "answerable".
struct Decision
{
    enum class Kind { Span, NoSpan, Unanswerable, Answerable };

    qint64 id = 0;
    QString uuid;
    qint64 questionId = 0;
    QString unitKey;
    Kind kind = Kind::Span;
    qint64 spanId = 0;
    std::optional<SpanAnchor> span;  // Kind::Span
    int grade = -1;                  // Kind::Span
    qint64 leadId = 0;               // 0 for automatic acceptances
    QString reasonCode;
    QString reasonText;
    QString note;
    qint64 rubricId = 0;
    QJsonObject votes;               // every rater's label in the unit when decided
    bool automatic = false;
    QDateTime decidedAt;
    QDateTime supersededAt;          // invalid while current

    static QString kindKey(Kind kind);  // "span", "no_span", "unanswerable", "answerable"
    static bool kindFromKey(const QString &key, Kind *kind);
};

// What every decision verb needs besides its own argument.
struct DecisionRequest
{
    qint64 questionId = 0;
    QString unitKey;        // ignored by markUnanswerable / markAnswerable
    qint64 leadId = 0;      // an annotator with the role "lead"
    DecisionReason reason;  // required
    QString note;
    QDateTime decidedAt;    // invalid: now
};

// A new gold range in the unit's document (canonical code points).
struct GoldSpanEdit
{
    int start = 0;
    int end = 0;
    int grade = 0;
};

struct Tiebreak
{
    qint64 id = 0;
    qint64 questionId = 0;
    QString unitKey;
    qint64 annotatorId = 0;
    QString requestedBy;
    QDateTime requestedAt;
};

// Lead decisions on adjudication units. Every verb checks the reason (a
// decision without one is refused), finds the unit in the question's
// current labels (a unit nobody labeled is refused), snapshots the votes,
// supersedes the unit's current decision (superseded_at; rows are never
// deleted) and writes its rows, in ONE transaction with an audit row.
// Gold spans are copies in the spans table (an annotator's later edit of
// their own highlight does not move the gold); edited and merged ranges are
// re-anchored with SpanAnchor::fromRange on the document's canonical text.
class AdjudicationStore
{
    Q_DECLARE_TR_FUNCTIONS(AdjudicationStore)

public:
    AdjudicationStore(const ProjectStore &store, QString actor = {});

    // Accept one rater's label in the unit as gold: their grade of the
    // passage, their highlights in the group (none: no_span), or their
    // answerability.
    Result<std::vector<Decision>> acceptAnnotator(const DecisionRequest &request, qint64 annotatorId) const;
    // The grade of a passage; of a span group whose raters all have the
    // same edges, or that already has gold spans (they are re-graded).
    Result<std::vector<Decision>> setGrade(const DecisionRequest &request, int grade) const;
    // Gold ranges of a span group, given explicitly.
    Result<std::vector<Decision>> setSpans(const DecisionRequest &request, const std::vector<GoldSpanEdit> &spans) const;
    // One gold span over the union of the group's highlights.
    Result<std::vector<Decision>> mergeSpans(const DecisionRequest &request, int grade) const;
    // No relevant span in the group.
    Result<std::vector<Decision>> rejectSpan(const DecisionRequest &request) const;
    // The question has no answer in the corpus (unit "answerability").
    Result<std::vector<Decision>> markUnanswerable(const DecisionRequest &request) const;
    // The question does have an answer (unit "answerability").
    Result<std::vector<Decision>> markAnswerable(const DecisionRequest &request) const;

    // Sends a unit to an annotator who did not label it: a tiebreaks row and
    // an assignment, so the question shows up in their queue.
    Result<Tiebreak> requestTiebreak(qint64 questionId, const QString &unitKey, qint64 annotatorId) const;
    std::vector<Tiebreak> tiebreaks(qint64 annotatorId = 0) const;

    // Accepts full agreements automatically (automatic = 1, reason
    // full_agreement, audit row each) and supersedes automatic acceptances
    // whose unit changed (other votes, a new rater, a deleted label). A
    // lead's own decisions are left as they are. questionId 0: every
    // question. Returns how many rows were added or superseded.
    Result<int> syncAutomatic(qint64 questionId = 0) const;
    // The same on labels the caller has loaded already (every question, or
    // at least `questionId`; tokenized or not): the freeze reads them once
    // for the gold and the agreement both.
    Result<int> syncAutomatic(const ProjectLabels &labels, qint64 questionId = 0) const;

    // Current decisions (questionId 0: all), and every row of one unit.
    std::vector<Decision> current(qint64 questionId = 0) const;
    std::vector<Decision> history(qint64 questionId, const QString &unitKey) const;
    DecisionIndex decisionIndex() const;
    // The open queue of AdjudicationQueue over the current decisions.
    std::vector<AdjudicationUnit> openQueue(const ProjectLabels &labels, const QueueFilter &filter = {}) const;

    // A rubric worked example from an adjudicated unit: {question,
    // question_id, passage (the gold span's exact text), document_sha256,
    // grade, reason_code, reason, note, unit}, added under its gold grade
    // with RubricStore::addExample (a new rubric version).
    Result<QJsonObject> rubricExample(qint64 questionId, const QString &unitKey) const;
    Result<Rubric> addRubricExample(qint64 questionId, const QString &unitKey) const;

    // --- for importers that write many decisions in one transaction ---
    // A decision computed and checked, not yet written.
    struct Plan
    {
        qint64 questionId = 0;
        QString unitKey;
        Decision::Kind kind = Decision::Kind::Span;
        struct GoldRow
        {
            qint64 existingSpanId = 0;  // a passage's span
            qint64 copyOfSpanId = 0;    // an annotator's span, copied
            std::optional<SpanAnchor> anchor;  // a new range
            int grade = -1;
        };
        std::vector<GoldRow> rows;
        qint64 leadId = 0;
        DecisionReason reason;
        QString note;
        QJsonObject votes;
        bool automatic = false;
        QDateTime decidedAt;
        QString summary;  // for the audit row
        // Decisions of span groups that no longer exist (their anchor was
        // deleted) whose gold overlaps this group: superseded with it, so
        // a re-formed group does not end up with two gold labels.
        QStringList orphans;
    };
    // syncAutomatic in two steps, for the freeze: what it would write,
    // computed without writing (a refused freeze writes nothing at all),
    // and the writing itself.
    struct AutomaticSync
    {
        struct Withdrawal
        {
            qint64 questionId = 0;
            QString unitKey;
            QString uuid;
        };
        std::vector<Decision> current;       // the current decisions it was planned on
        std::vector<Withdrawal> withdrawals;  // automatic acceptances whose agreement is gone
        std::vector<Plan> plans;              // new acceptances

        // The current decisions as current() will read them once written,
        // in its order; the new rows carry no id, uuid or rubric.
        std::vector<Decision> after(const ProjectLabels &labels) const;
    };
    Result<AutomaticSync> planAutomaticSync(const ProjectLabels &labels, qint64 questionId = 0) const;
    // Writes a planned sync in one transaction (a savepoint inside the
    // caller's); returns how many rows were added or superseded.
    Result<int> applyAutomaticSync(const AutomaticSync &sync) const;

    // Whether writing `plan` would change nothing: `current` (the unit's
    // current rows) is a lead's decision of the same kind, lead, reason,
    // note and gold rows (place and grade). The votes and the time record
    // when it was made, not what was decided, and are not compared.
    static bool sameDecision(const Plan &plan, const std::vector<Decision> &current);
    // The unit `unitKey` of the question in `labels` (loaded for it).
    static const AdjudicationUnit *findUnit(const std::vector<AdjudicationUnit> &units, const QString &unitKey);
    Status checkRequest(const DecisionRequest &request) const;
    Result<Plan> planSpans(const DecisionRequest &request, const ProjectLabels &labels, const AdjudicationUnit &unit,
                           const std::vector<GoldSpanEdit> &spans) const;
    Result<Plan> planPassageGrade(const DecisionRequest &request, const ProjectLabels &labels,
                                  const AdjudicationUnit &unit, int grade) const;
    Result<Plan> planAnswerability(const DecisionRequest &request, const ProjectLabels &labels, bool unanswerable) const;
    Result<Plan> planNoSpan(const DecisionRequest &request, const ProjectLabels &labels, const AdjudicationUnit &unit) const;
    // Writes a plan inside the caller's transaction.
    Status write(QSqlDatabase &database, const Plan &plan) const;
    // Writes many plans inside the caller's transaction, each statement
    // prepared once for all of them (a plan costs three statements: with a
    // prepare each, thousands of full agreements spent most of their time
    // compiling SQL).
    Status write(QSqlDatabase &database, const std::vector<Plan> &plans) const;

private:
    Result<std::vector<Decision>> commit(const Plan &plan) const;
    Result<Plan> planAccept(const DecisionRequest &request, const ProjectLabels &labels, const AdjudicationUnit &unit,
                            qint64 annotatorId) const;
    // A question's units and current decisions, computed once for all of
    // its units (basePlan otherwise recomputes them per span group).
    struct QuestionState
    {
        QSet<QString> liveKeys;
        std::vector<const Decision *> current;  // in unit key, id order
    };
    Plan basePlan(const DecisionRequest &request, const ProjectLabels &labels, const AdjudicationUnit *unit,
                  const QuestionState *state = nullptr) const;
    Result<Plan> planAutomatic(const ProjectLabels &labels, const AdjudicationUnit &unit,
                               const QuestionState &state) const;
    std::vector<Decision> select(const QString &where, const QVariantList &values) const;
    qint64 currentRubricId() const;

    const ProjectStore &m_store;
    QString m_actor;
};

} // namespace touchstone
