#pragma once

#include "reportjson.h"
#include "retrievalevaluation.h"
#include "runcomparison.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace touchstone {

// The three renderings of a report.
struct ReportContent
{
    QString title;
    QByteArray json; // deterministic: sorted keys, shortest round-trip numbers (ReportJson)
    QByteArray csv;
    QByteArray html; // self-contained
};

struct RetrievalReportInput
{
    std::vector<RunEvaluation> runs;   // evaluated with the same settings
    std::optional<size_t> baseline;    // index into runs
    std::vector<RunComparison> comparisons; // each other run against the baseline, Holm-corrected
    QString title;
};

// The retrieval report (DESIGN.md "Runs, reports, browsing"): per run the
// metrics overall, per stratum and per question with the instrument that
// measured them; against a baseline the paired comparisons with their gate
// verdicts, per-stratum deltas and rerank movement.
//
// JSON: {"kind": "retrieval", "instrument": {...}, "runs": [...],
//        "baseline": name|null, "comparisons": [...], "warnings": [...]}
// CSV:  one row per run and question: run, question_id, question_uuid,
//       stratum, answerable, retrieved, then every metric (empty when
//       undefined).
class RetrievalReport
{
    Q_DECLARE_TR_FUNCTIONS(RetrievalReport)

public:
    static ReportContent build(const RetrievalReportInput &input);

    // Pieces shared with `touchstone compare --json`.
    static QJsonObject comparisonJson(const RunComparison &comparison);
    static QJsonObject evaluationJson(const RunEvaluation &evaluation, bool perQuestion);
    static QJsonObject rerankJson(const RerankMovement &movement, int k);
    static QByteArray csv(const std::vector<RunEvaluation> &runs);
    // The per-question array of evaluationJson(evaluation, true), written
    // straight to bytes at `depth` (the same bytes ReportJson would write).
    static void appendQuestionsJson(QByteArray &out, const RunEvaluation &evaluation, int depth,
                                    ReportJson::Style style);
};

// The HTML rendering of a retrieval report.
class RetrievalReportHtml
{
    Q_DECLARE_TR_FUNCTIONS(RetrievalReportHtml)

public:
    static QString render(const RetrievalReportInput &input);
};

} // namespace touchstone
