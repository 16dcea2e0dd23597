#pragma once

#include "metrics/judgeagreement.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// One verdict of an LLM judge on one answer to a question.
struct JudgeVerdictRecord
{
    QString questionUuid;
    QString questionId; // external id
    QString answerId;
    JudgeVerdict verdict = JudgeVerdict::Pass;
    // The judge's probability that the answer FAILS (methodology §11.8: the
    // class the judge exists to catch); empty for a judge without one.
    std::optional<double> probability;
    QString judgeModel;
    QString rubricSha256;
    QString justification;
};

// A human label of an answer, from a calibration file.
struct HumanVerdictRecord
{
    QString questionUuid;
    QString questionId;
    QString answerId;
    HumanLabel label = HumanLabel::Pass;
};

// A judge is its model and its rubric (methodology §11.6).
struct JudgeIdentity
{
    QString judgeModel;
    QString rubricSha256;
    int verdicts = 0;
};

struct VerdictImportReport
{
    int imported = 0;
    int replaced = 0;          // same key as a stored verdict: the new one wins
    int probabilityAgainstVerdict = 0; // "pass" with P(fail) > 0.5 or "fail" with P(fail) < 0.5
    QStringList warnings;      // one line each
};

// Judge verdicts and the human labels they are checked against.
//
// Judge file (DESIGN.md "Interchange formats"), JSONL, one object per line:
//   question_id (string), answer_id (string), verdict ("pass" | "fail" |
//   "unknown" | "refusal"), probability (optional number in [0, 1]: P(fail)),
//   judge_model (string), rubric_sha256 (64 hex digits), justification
//   (optional string).
// Calibration file, JSONL: question_id, answer_id, verdict ("pass" | "fail"):
// the human label of an answer. The golden set holds spans, not answer
// verdicts, so answer-level human labels come from this file (methodology
// §11.1: a calibration set of 100–200 human-labeled items).
// Question ids are the project's question ids. Unknown keys are ignored with
// a warning; any other problem is "FILE:LINE: reason" and nothing of the
// file is stored (one transaction). A line with the key of a stored row
// (model, rubric, question, answer; or question, answer for labels)
// replaces it; the same key twice in one file is an error.
class JudgeVerdictStore
{
    Q_DECLARE_TR_FUNCTIONS(JudgeVerdictStore)

public:
    JudgeVerdictStore(const ProjectStore &store, QString actor = {});

    Result<VerdictImportReport> importVerdicts(const QString &path) const;
    Result<VerdictImportReport> importCalibration(const QString &path) const;

    std::vector<JudgeIdentity> judges() const;
    // `rubricSha256` empty: every rubric of the model.
    std::vector<JudgeVerdictRecord> verdicts(const QString &judgeModel, const QString &rubricSha256 = {}) const;
    std::vector<HumanVerdictRecord> humanVerdicts() const;

private:
    const ProjectStore &m_store;
    QString m_actor;
};

bool judgeVerdictFromKey(const QString &key, JudgeVerdict *verdict);
QString judgeVerdictKey(JudgeVerdict verdict); // "pass", "fail", "unknown", "refusal"

} // namespace touchstone
