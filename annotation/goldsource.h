#pragma once

#include "metrics/result.h"
#include "spananchor.h"

#include <QJsonArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace touchstone {

// Where a question's gold labels stand.
enum class GoldLabelState {
    Adjudicated,     // two or more annotators, every unit has a current decision
    Open,            // two or more annotators, some unit still undecided
    SingleAnnotator, // one annotator only: dev split at most, with the lead's consent
    Unlabeled,       // no judgment and no decision
};

// A gold span of a question with its grade (0–3).
struct GoldSpanLabel
{
    SpanAnchor anchor; // documentId is the project's id
    QString documentSha256;
    int grade = 0;
};

// The gold labels of one question as adjudication left them.
struct QuestionGold
{
    qint64 questionId = 0;
    GoldLabelState state = GoldLabelState::Unlabeled;
    int annotatorCount = 0;   // distinct annotators with a judgment of the question
    int openUnits = 0;        // units without a current decision
    bool unanswerable = false; // decided "no answer in the corpus"
    std::vector<GoldSpanLabel> spans; // one per (document, start, end): the highest grade
    QStringList labeledBy;     // annotator names, sorted
    QStringList adjudicatedBy; // lead names, sorted
    // Provenance as provenance.jsonl carries it: the current decisions
    // (unit, decision, grade, span, lead, reason, votes, automatic, time) and
    // the annotators' own judgments.
    QJsonArray decisions;
    QJsonArray judgments;
};

// The read side of adjudication that freezing needs. Freezing is written
// against this interface so that the adjudication module's GoldLabels can be
// put behind it without touching the freezer; AdjudicationTableSource reads
// the adjudications table directly until then.
class GoldSource
{
public:
    virtual ~GoldSource() = default;

    // Every question of the project, in question-id order. Reads through
    // the calling thread's connection, so a caller inside a transaction sees
    // the state it is about to freeze.
    virtual Result<std::vector<QuestionGold>> questions() const = 0;
};

} // namespace touchstone
