#pragma once

#include "judgeverdictstore.h"
#include "metrics/bootstrap.h"
#include "metrics/escalationband.h"
#include "metrics/judgeagreement.h"
#include "metrics/judgereliability.h"
#include "metrics/result.h"
#include "retrievalreport.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

struct JudgeReportOptions
{
    QString judgeModel;   // empty: every judge
    QString rubricSha256; // empty: every rubric of the model; "unknown": the verdicts that named none
    QString version;      // golden-set version for the human–human κ; empty: the newest
    int bins = 10;        // reliability bins
    EscalationBudget budget;
    BootstrapOptions interval; // for the judge's κ interval
};

// Agreement between the humans who built the golden set: the ceiling a
// judge can be held to (002: "judge-human agreement should approach
// human-human agreement").
struct HumanAgreement
{
    std::optional<double> estimate;
    std::optional<double> lower;
    std::optional<double> upper;
    QString source;  // "manifest", "judgments" or "none"
    QString version; // the version whose manifest gave it
    double units = 0;
};

// One labeled answer: a judge verdict with its human label.
struct JudgeReportItem
{
    QString questionId;
    QString questionUuid;
    QString answerId;
    HumanLabel human = HumanLabel::Pass;
    JudgeVerdict judge = JudgeVerdict::Pass;
    std::optional<double> probability; // P(fail)
    bool fitSplit = false;             // in the half the escalation band is fitted on
};

struct JudgeEvaluation
{
    JudgeIdentity judge;
    int unlabeledVerdicts = 0;   // verdicts on answers no human labeled
    int labelsWithoutVerdict = 0; // human labels the judge gave no verdict for
    std::vector<JudgeReportItem> items;
    JudgeAgreement agreement;
    BootstrapInterval kappaInterval; // over items
    int withProbability = 0;
    std::optional<JudgeReliability> reliability; // with probabilities
    std::optional<EscalationBand> band;
    std::optional<EscalationOutcome> escalation; // of the band on the report half
    int fitItems = 0;
    int reportItems = 0;
    // κ >= 0.7 and FAIL recall >= 0.8 (methodology §11.1, §20.2).
    bool mayGate = false;
};

struct JudgeReportData
{
    std::vector<JudgeEvaluation> judges;
    HumanAgreement human;
    int humanLabels = 0;
    JudgeReportOptions options;
};

constexpr double kJudgeKappaGate = 0.7;
constexpr double kJudgeFailRecallGate = 0.8;

// The judge report (DESIGN.md "Judge report"; methodology §11): each judge's
// verdicts against the human labels of the calibration file, with the
// FAIL class first, refusals and unknown counted apart, reliability and
// ECE for probabilistic judges, and the escalation band fitted on one half of
// the labeled items and reported on the other (§11.8 rule 2; halves by the
// sha256 of question and answer id, so the split is fixed).
class JudgeReport
{
    Q_DECLARE_TR_FUNCTIONS(JudgeReport)

public:
    static Result<JudgeReportData> compute(const ProjectStore &store, const JudgeReportOptions &options);
    // From the manifest of the version (kappa_binary, item-level) when it
    // carries it, else the project's item-level kappa_binary (Light's κ,
    // binary: grade >= 2, over the (question, passage) items of
    // ProjectAgreement).
    static HumanAgreement humanAgreement(const ProjectStore &store, const QString &version);
    // One judge from items (the part tests check against metrics/).
    static JudgeEvaluation evaluate(const JudgeIdentity &judge, std::vector<JudgeReportItem> items,
                                    const JudgeReportOptions &options);
    static ReportContent render(const JudgeReportData &data, const QString &title);
};

} // namespace touchstone
