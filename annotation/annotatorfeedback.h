#pragma once

#include "adjudicationqueue.h"
#include "agreementtrajectory.h"
#include "metrics/result.h"
#include "projectagreement.h"

#include <QCoreApplication>

#include <vector>

namespace touchstone {

class ProjectStore;

// One adjudicated unit seen by one annotator.
struct FeedbackItem
{
    enum class Outcome {
        Agreed,   // their label is the gold label
        Differs,  // they labeled the unit otherwise (`how` says how)
        Missing,  // gold has a label where they have none
    };
    qint64 questionId = 0;
    QString questionExternalId;
    QString unitKey;
    AdjudicationUnitKind kind = AdjudicationUnitKind::Passage;
    Outcome outcome = Outcome::Agreed;
    QString how;          // translated, one line; empty when agreed
    int grade = -1;       // theirs (highest in a span group); -1 none
    int goldGrade = -1;   // gold's (highest in a span group); -1 none
};

struct FeedbackPoint
{
    qint64 cutoffMs = 0;
    AgreementNumber kappaVsGold;       // binary κ, passage units, their labels up to then
    AgreementNumber tokenKappaVsGold;  // binary token κ, highlights, up to then
    AgreementNumber kappaVsOthers;     // mean binary κ with each other annotator, up to then
};

struct AnnotatorFeedbackReport
{
    int annotator = -1;  // index into ProjectLabels::annotators()
    std::vector<FeedbackItem> items;  // by question, then unit
    int agreed = 0;
    int differs = 0;
    int missing = 0;
    AgreementNumber kappaVsGold;
    AgreementNumber tokenKappaVsGold;
    AgreementNumber kappaVsOthers;
    AgreementNumber tokenKappaVsOthers;
    std::vector<FeedbackPoint> trajectory;
};

// Annotator feedback: an annotator's labels against the adjudicated gold
// (the current decisions), unit by unit, and their own agreement — Cohen's
// κ against gold (passage grades at grade ≥ 2; tokens inside a span) and
// the mean of their pairwise κ with the other annotators — now and over
// time (the gold stays as it is now; their labels and the others' are
// taken up to each checkpoint).
class AnnotatorFeedback
{
    Q_DECLARE_TR_FUNCTIONS(AnnotatorFeedback)

public:
    // `labels` loaded (with tokens) and `agreement` built over them.
    static Result<AnnotatorFeedbackReport> compute(const ProjectStore &store, const ProjectLabels &labels,
                                                   const ProjectAgreement &agreement, qint64 annotatorId,
                                                   const AgreementOptions &options = {},
                                                   const TrajectoryStep &step = {});
};

} // namespace touchstone
