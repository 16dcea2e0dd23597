#pragma once

#include "adjudicationstore.h"
#include "goldset.h"
#include "metrics/result.h"
#include "projectlabels.h"

#include <QCoreApplication>
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace touchstone {

class ProjectStore;

// Where a question's gold labels stand.
enum class GoldLabelState {
    Adjudicated,     // two or more annotators, every unit decided (by a lead, or as a full agreement)
    Open,            // two or more annotators, some disagreement still undecided
    SingleAnnotator, // labels of one annotator only and no decision — one rater on the
                     // question, or a passage only one of its raters graded:
                     // dev split at most, with the lead's consent
    Unlabeled,       // no judgment and no decision
};

// The gold labels of one question as the freeze reads them.
struct QuestionGold
{
    qint64 questionId = 0;
    GoldLabelState state = GoldLabelState::Unlabeled;
    int annotatorCount = 0;    // raters: annotators with any label on the question
    int openUnits = 0;         // disagreements without a current decision
    int singleVoteUnits = 0;   // units with one annotator's label and no decision
    bool decided = false;      // the question has current decisions
    bool unanswerable = false; // decided (or, single-annotator, marked) "no answer in the corpus"
    // The gold spans: the current decisions' spans, and — for SingleAnnotator
    // — the single votes; one per (document, start, end), the highest grade;
    // sorted by document sha256, start, end.
    std::vector<GoldSpan> spans;
    QStringList labeledBy;     // annotator names, sorted
    QStringList adjudicatedBy; // lead names, sorted
    // Provenance as provenance.jsonl carries it, each object already
    // written canonically (CanonicalJson, compact): the current decisions
    // (unit, decision, grade, span, lead, reason, votes, automatic, time) and
    // the annotators' own judgments. Empty until
    // GoldSource::readProvenance().
    std::vector<QByteArray> decisions;
    std::vector<QByteArray> judgments;
};

// The freeze's reading of adjudication: GoldLabels (current decisions,
// open units, single votes) turned into what a version records.
//
// load() reads the project's labels once, plans the acceptance of full
// agreements on them (AdjudicationStore::planAutomaticSync), so that a unit
// every rater labeled alike counts as decided, and reads every question's
// gold as it will be once they are accepted, writing nothing: a refused
// freeze stops there. acceptFullAgreements() writes them (inside the
// freeze's transaction) and reads the gold again from the store. What only a freeze that goes ahead needs waits for its
// call: the word tokens of the manifest's agreement (ProjectAgreement on the
// same labels, tokenize()) and the provenance (readProvenance()).

class GoldSource
{
    Q_DECLARE_TR_FUNCTIONS(GoldSource)

public:
    // `actor`: who the automatic acceptances are audited under.
    explicit GoldSource(const ProjectStore &store, QString actor = {});

    Status load();
    // Writes the acceptances load() planned and reads the gold again from
    // what is now stored: what a freeze that goes ahead records. Returns
    // whether anything was written (then the gold may have changed).
    Result<bool> acceptFullAgreements();
    // The labels' word tokens, for the agreement computed on labels().
    Status tokenize();
    // Fills every question's decisions and judgments (provenance.jsonl).
    Status readProvenance();

    // Every question of the project, in question-id order (after load()).
    const std::vector<QuestionGold> &questions() const { return m_questions; }
    // The labels the gold was read from.
    const ProjectLabels &labels() const { return m_labels; }

private:
    const ProjectStore &m_store;
    QString m_actor;
    ProjectLabels m_labels;
    std::vector<QuestionGold> m_questions;
    std::vector<std::vector<Decision>> m_decisions;  // per question, as m_questions
    AdjudicationStore::AutomaticSync m_sync;

    void readGold(std::vector<Decision> decisions);

};

} // namespace touchstone
