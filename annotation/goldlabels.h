#pragma once

#include "adjudicationstore.h"
#include "goldset.h"
#include "metrics/result.h"

#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

#include <vector>

namespace touchstone {

class ProjectStore;

// One gold span of a question with where it came from.
struct GoldLabelSpan
{
    GoldSpan span;          // document sha256 and id, page, offsets, quote, grade (0 included)
    QString unitKey;        // AdjudicationUnit key scheme (adjudicationqueue.h)
    bool fromPassage = false;  // the unit is a candidate passage (its span is the passage)
    bool automatic = false;    // accepted as a full agreement, not by a lead
    bool orphaned = false;     // the unit no longer exists in the labels (its anchor was deleted)
    QStringList labeledBy;     // names of the raters whose labels are in the unit
    QString decidedBy;         // the lead's name; empty when automatic or single-vote
    QString reasonCode;        // empty for single-vote spans
    QString reasonText;
    QString note;
    QJsonObject votes;         // the snapshot stored with the decision
    QDateTime decidedAt;
};

// What a question's gold is now.
struct GoldQuestionLabels
{
    qint64 questionId = 0;
    QString uuid;
    QString externalId;
    int annotatorCount = 0;       // raters: annotators with any label on the question
    QStringList labeledBy;        // their names
    QStringList adjudicatedBy;    // leads of the current decisions
    bool unanswerable = false;    // decided "no answer in the corpus"; then `spans` is empty
    std::vector<GoldLabelSpan> spans;  // current decisions' gold spans, by document, start, end
    int openUnits = 0;            // disagreements nobody decided yet

    // Units with a single vote (one rater, or a passage graded once) and no
    // decision: that vote, not adjudicated. For a freeze that accepts
    // single-annotator questions (dev); empty otherwise.
    std::vector<GoldLabelSpan> singleVoteSpans;
    bool singleVoteUnanswerable = false;

    // The question's current decisions as AdjudicationStore::current() reads
    // them (every kind, orphaned ones included): the provenance a frozen
    // version keeps.
    std::vector<Decision> decisions;

    bool hasOpenUnits() const { return openUnits > 0; }
};

// The read API of the freeze step: the current (non-superseded)
// adjudications of a question as gold, with provenance. Reads the project
// as it is; writes nothing (run AdjudicationStore::syncAutomatic first for
// full agreements to be accepted).
class GoldLabels
{
public:
    static Result<GoldQuestionLabels> forQuestion(const ProjectStore &store, qint64 questionId);
    // Every question, in id order.
    static Result<std::vector<GoldQuestionLabels>> forAll(const ProjectStore &store);
    // Every question of labels already loaded, with the project's current
    // decisions (AdjudicationStore::current()), in the labels' question
    // order: for a caller that needs the same labels for something else
    // (the freeze computes agreement on them).
    static std::vector<GoldQuestionLabels> of(const ProjectLabels &labels, std::vector<Decision> decisions);
};

} // namespace touchstone
