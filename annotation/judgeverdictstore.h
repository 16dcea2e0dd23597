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
    QString rubricSha256; // empty: the verdict named no rubric ("rubric unknown")
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
    int imported = 0;          // rows written: added + updated
    int added = 0;
    int updated = 0;           // same key as a stored row, another verdict: the new one wins
    int replaced = 0;          // the same as updated (the key older scripts read)
    int alreadyPresent = 0;    // the same row is stored: nothing written
    int unknownRubric = 0;     // verdicts without "rubric_sha256"
    int probabilityAgainstVerdict = 0; // "pass" with P(fail) > 0.5 or "fail" with P(fail) < 0.5
    QStringList warnings;      // one line each
};

// Judge verdicts and the human labels they are checked against.
//
// Judge file (DESIGN.md "Interchange formats"), JSONL, one object per line:
//   question_id (string), answer_id (string), verdict ("pass" | "fail" |
//   "unknown" | "refusal"), probability (optional number in [0, 1]: P(fail)),
//   judge_model (string), rubric_sha256 (64 hex digits; `touchstone rubric
//   set` prints it), justification (optional string). A line without
//   rubric_sha256 is stored with an unknown rubric (an empty digest) and a
//   warning; reports name such a judge "rubric unknown".
// Calibration file, JSONL: question_id, answer_id, verdict ("pass" | "fail"):
// the human label of an answer. The golden set holds spans, not answer
// verdicts, so answer-level human labels come from this file (methodology
// §11.1: a calibration set of 100–200 human-labeled items).
// Question ids are the project's question ids. Unknown keys are ignored with
// a warning; any other problem is "FILE:LINE: reason" and nothing of the
// file is stored (one transaction). Imports are idempotent: a line equal to
// a stored row (the key — model, rubric, question, answer; or question,
// answer for labels — and verdict, probability, justification) is already
// present and nothing is written; a line with the key of a stored row and
// other values replaces it, with an audit row per replaced verdict. The
// same key twice in one file is an error.
class JudgeVerdictStore
{
    Q_DECLARE_TR_FUNCTIONS(JudgeVerdictStore)

public:
    JudgeVerdictStore(const ProjectStore &store, QString actor = {});

    Result<VerdictImportReport> importVerdicts(const QString &path) const;
    Result<VerdictImportReport> importCalibration(const QString &path) const;

    std::vector<JudgeIdentity> judges() const;
    // No `rubricSha256`: every rubric of the model; an empty one: the
    // verdicts that named none.
    std::vector<JudgeVerdictRecord> verdicts(const QString &judgeModel,
                                             const std::optional<QString> &rubricSha256 = std::nullopt) const;
    std::vector<HumanVerdictRecord> humanVerdicts() const;

private:
    const ProjectStore &m_store;
    QString m_actor;
};

bool judgeVerdictFromKey(const QString &key, JudgeVerdict *verdict);
QString judgeVerdictKey(JudgeVerdict verdict); // "pass", "fail", "unknown", "refusal"

} // namespace touchstone
