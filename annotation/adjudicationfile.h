#pragma once

#include "metrics/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace touchstone {

class ProjectStore;

// Lead decisions as JSONL (DESIGN.md, "Interchange formats", Adjudication),
// one gold row per line, UTF-8:
//
//   {"lead", "question_id", "document_sha256", "quote" | "start", "end",
//    "grade", "reason", "note"?, "time"?, "page"?, "unit"?}   a gold span
//   {"lead", "question_id", "document_sha256", "start", "end", "no_span": true,
//    "reason", ...}                                            no span in that group
//   {"lead", "question_id", "unanswerable": true | false, "reason", ...}
//                                                              answerability
//
// - lead: the name of an annotator with the role "lead".
// - question_id: the question's id (external id).
// - quote is anchored with QuoteMatcher like a judgment import (page, 1-based,
//   is a hint); start/end are canonical code points and win over a quote.
// - reason: "CODE" or "CODE: free text", CODE from the project's reason
//   codes (ReasonCodeStore; not retired; "other" needs the text).
// - unit: the unit key (adjudicationqueue.h) — written by export, optional
//   on import. Without it the line's range finds its unit: the passage with
//   exactly that range, else the one group of highlights it overlaps.
// - time: ISO 8601 (default: now). note: free text.
// Several lines of the same span group form one decision with several gold
// spans (they must agree on lead, reason and time).
//
// A line that cannot be read, names an unknown lead, question, document or
// reason, lacks the reason, has a grade outside 0–3, a quote that cannot
// be anchored, or lands on a unit nobody labeled is an error "FILE:LINE:
// reason", and nothing of the file is imported (one transaction). Unknown
// keys are ignored with a warning.
//
// Imports are idempotent: a decision that is the unit's current decision
// already (AdjudicationStore::sameDecision: kind, lead, reason, note, gold
// places and grades; not the time) is already present and nothing is
// written; another decision supersedes the current one (an update, audited
// as every decision is).
//
// Export writes the current decisions of leads (not the automatic
// acceptances of full agreements, which the import side recomputes), in
// question-id order: importing an export into a copy of the project with
// the same labels reproduces them.
class AdjudicationFile
{
    Q_DECLARE_TR_FUNCTIONS(AdjudicationFile)

public:
    struct ImportSummary
    {
        int decisions = 0;       // decisions written: added + updated
        int rows = 0;            // their rows
        int added = 0;           // on units without a current decision
        int updated = 0;         // superseding another current decision
        int alreadyPresent = 0;  // the unit's current decision already: nothing written
        QStringList warnings;  // "FILE:LINE: unknown key “x” ignored"
    };

    static Result<ImportSummary> import(const ProjectStore &store, const QString &path, const QString &actor = {});
    static Result<ImportSummary> importBytes(const ProjectStore &store, const QByteArray &bytes, const QString &path,
                                             const QString &actor = {});
    static Result<QByteArray> exportLines(const ProjectStore &store);
};

} // namespace touchstone
