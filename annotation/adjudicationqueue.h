#pragma once

#include "projectlabels.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QSet>
#include <QString>

#include <vector>

namespace touchstone {

enum class AdjudicationUnitKind {
    Passage,        // a candidate passage of the question
    SpanGroup,      // connected overlapping highlights in one document
    Answerability,  // whether the question has an answer at all
};
QString adjudicationUnitKindKey(AdjudicationUnitKind kind);  // "passage", "span", "answerability"

enum class UnitAgreement {
    Disagreement,
    FullAgreement,    // every rater has the same label: accepted automatically
    SingleAnnotator,  // one vote only (nothing to agree on, nothing to adjudicate)
};

// Most consequential first (the queue's order).
enum class AdjudicationImpact {
    BinaryFlip = 0,  // relevant (grade ≥ 2) against not, or an answer against "unanswerable"
    GradeStep = 1,   // grades one step apart on the same side of the relevance line
    Other = 2,       // edges only; "unanswerable" against labels that answer nothing
};

namespace DisagreementFlag {
enum : unsigned {
    GradeDiffers = 1 << 0,          // different grades of a passage or of overlapping highlights
    MissingSpan = 1 << 1,           // a rater of the question has no highlight in the group
    EdgesDiffer = 1 << 2,           // overlapping highlights with different start or end
    AnswerVsUnanswerable = 1 << 3,  // some raters said "unanswerable", others did not
};
}

struct VoteSpan
{
    QString judgmentUuid;
    qint64 spanId = 0;  // the judgment's row in the spans table
    int start = 0;
    int end = 0;
    int grade = 0;
    QString exact;
    int page = 0;
    QString prefix;
    QString suffix;
};

// One rater's label in a unit.
struct UnitVote
{
    int annotator = -1;         // index into ProjectLabels::annotators()
    bool unanswerable = false;  // marked the question unanswerable
    bool answered = false;      // has a highlight or passage grade ≥ 2 on the question
    int grade = -1;             // Passage: the grade; SpanGroup: highest grade in the group; -1 none
    std::vector<VoteSpan> spans;  // SpanGroup: the rater's highlights in the group, by start
};

// A unit of adjudication.
//
// unit_key scheme (stable: a key depends only on labels inside the unit):
//   "passage/<passage uuid>"                  a candidate passage;
//   "answerability"                           the question's answerability;
//   "span/<document sha256>/<judgment uuid>"  a span group: the connected
//       component of overlapping highlights (any rater) of the question in
//       one document, named after its ANCHOR, the member highlight created
//       first (ties: smallest uuid). Labels of other questions, other
//       documents or non-overlapping places never change it, nor do later
//       highlights joining the group or edits of member edges; only
//       deleting the anchor, or a bridge that merges two groups (the older
//       anchor names the merged group), does.
struct AdjudicationUnit
{
    qint64 questionId = 0;
    QString questionExternalId;
    QString stratum;
    Split split = Split::Unassigned;
    QString key;
    AdjudicationUnitKind kind = AdjudicationUnitKind::Passage;
    qint64 passageId = 0;      // Passage
    int passagePosition = 0;   // Passage
    qint64 documentId = 0;     // Passage, SpanGroup
    QString documentSha256;
    int start = 0;             // the unit's extent in the document (code points)
    int end = 0;
    std::vector<UnitVote> votes;  // every rater of the question, by annotator index
    UnitAgreement agreement = UnitAgreement::Disagreement;
    unsigned flags = 0;           // DisagreementFlag
    AdjudicationImpact impact = AdjudicationImpact::Other;

    const UnitVote *vote(int annotator) const;
    // Whether the two annotators' labels in this unit differ (both must be
    // raters; for a passage both must have graded it).
    bool differsBetween(int annotatorA, int annotatorB) const;
    // The original votes as a JSON snapshot (the adjudication's `votes`).
    QJsonObject votesJson(const ProjectLabels &labels) const;
};

// What is already decided, read from the adjudications table
// (AdjudicationStore::decisionIndex()).
struct DecisionIndex
{
    QSet<QString> decided;            // "<question id>|<unit key>" with a current decision
    QSet<qint64> unanswerable;        // questions whose current answerability decision is "unanswerable"

    static QString entry(qint64 questionId, const QString &key)
    {
        return QString::number(questionId) + QLatin1Char('|') + key;
    }
    bool isDecided(qint64 questionId, const QString &key) const { return decided.contains(entry(questionId, key)); }
};

struct QueueFilter
{
    QString stratum;
    int annotatorA = -1;  // with annotatorB: only units where these two differ
    int annotatorB = -1;
    qint64 questionId = 0;
};

// The adjudication queue (issue "Adjudication with live agreement"):
// units where raters disagree — different grades of a shared passage; a
// highlight one rater has and another rater of the question lacks;
// overlapping highlights with different edges or grades; "unanswerable"
// against an answer.
class AdjudicationQueue
{
    Q_DECLARE_TR_FUNCTIONS(AdjudicationQueue)

public:
    // Every unit of a question (agreements too): the answerability unit
    // when some rater said "unanswerable", each passage graded at least
    // once, each span group.
    static std::vector<AdjudicationUnit> unitsOf(const ProjectLabels &labels, int questionIndex);
    static std::vector<AdjudicationUnit> units(const ProjectLabels &labels, const QueueFilter &filter = {});
    // The answerability unit of a question even when nobody said
    // "unanswerable" (a lead may still decide it); no votes when nobody
    // labeled the question.
    static AdjudicationUnit answerabilityUnit(const ProjectLabels &labels, int questionIndex);

    // The open queue: disagreements without a current decision, in the
    // order of impact (binary flips, then one-step grade differences, then
    // the rest), test split before dev before none, then question id
    // (numbers compared as numbers), then unit. Span groups and passages of
    // a question decided "unanswerable" are settled by that decision.
    static std::vector<AdjudicationUnit> open(const ProjectLabels &labels, const DecisionIndex &decisions,
                                              const QueueFilter &filter = {});

    static bool before(const AdjudicationUnit &a, const AdjudicationUnit &b);
    // Natural order of ids: "q2" before "q10".
    static int compareIds(const QString &a, const QString &b);
};

} // namespace touchstone
