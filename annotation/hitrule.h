#pragma once

#include "goldset.h"
#include "runtypes.h"

#include <QString>

#include <vector>

namespace touchstone {

// A retrieved item: a whole document (start < 0) or a range of its
// canonical text, in code points [start, end).
struct RetrievedItem
{
    qint64 documentId = 0;
    int start = -1;
    int end = -1;
    int rank = 0; // as stored; lists are in rank order

    bool isPassage() const { return start >= 0; }
};

// A candidate passage of a question graded in passage mode (pooling), with
// the highest grade any annotator gave it. Not part of a frozen version
// until it is adjudicated and frozen.
struct GradedPassage
{
    qint64 documentId = 0;
    int start = 0;
    int end = 0;
    int maxGrade = 0;
};

// How a retrieved item was judged.
enum class HitStatus {
    Hit,       // credited with a gold span of the question: judged, the span's grade
    Redundant, // overlaps gold spans already credited to higher-ranked items: judged, grade 0
    OffSpan,   // overlaps no gold span, in a document holding one: judged, grade 0
    PoolZero,  // overlaps a pooled passage every annotator graded 0: judged, grade 0
    Pending,   // overlaps a pooled passage graded above 0 that the version does not hold: unjudged
    Unjudged,  // nothing known about it
};

// "hit", "redundant", "off_span", "pool_zero", "pending", "unjudged".
QString hitStatusKey(HitStatus status);

struct ItemJudgment
{
    HitStatus status = HitStatus::Unjudged;
    int grade = -1;    // 0–3 when judged; -1 (retrievalmetrics.h UnjudgedGrade) otherwise
    int goldSpan = -1; // index into GoldQuestion::spans of the credited span (Hit)

    bool isJudged() const { return grade >= 0; }
};

// The hit rule "any_overlap" (DESIGN.md "Runs, reports, browsing") and the
// rule that decides which retrieved items count as judged.
//
// Document-level runs: a document is judged when the question has a gold
// span in it, with the document grade (the highest grade of its spans, the
// grade qrels.txt carries); otherwise unjudged. This is exactly what
// `touchstone trec` does with the exported qrels.txt.
//
// Passage-level runs, items in rank order:
//  1. An item that overlaps gold spans of the question (same document,
//     ranges intersect) is a Hit with the highest grade among the
//     overlapped spans not yet credited to a higher-ranked item, and that
//     span is credited to it. When every overlapped span is already
//     credited it is Redundant: judged, grade 0. Each gold span is thus
//     found at most once, so recall@k and nDCG@k never exceed 1 and a
//     passage returned twice (overlapping chunks, fusion duplicates) is
//     not counted twice. The first item to reach a span gets exactly the
//     grade the plain rule gives.
//  2. Otherwise, an item overlapping a pooled passage that some annotator
//     graded above 0 is Pending: the annotators found something the frozen
//     version lacks, so grading it 0 would repeat pooling bias (methodology
//     §3.6) and grading it positive would use an unadjudicated label. It
//     stays unjudged until a new version holds it.
//  3. Otherwise, an item in a document that holds a gold span of the
//     question is OffSpan: judged non-relevant. Annotators who highlight in
//     a document for a question have read it for that question; everything
//     they did not highlight is grade 0, as in the token-level agreement
//     unit of DESIGN.md ("0 elsewhere").
//  4. Otherwise, an item overlapping a pooled passage that every annotator
//     graded 0 is PoolZero: judged non-relevant.
//  5. Otherwise it is Unjudged (a hole: queue it for passage mode).
// Unjudged items are never relevant; bpref skips them and judged@k counts
// them against the run.
class HitRule
{
public:
    static QString name() { return QStringLiteral("any_overlap"); }
    static QString judgedRuleName() { return QStringLiteral("gold_document_or_pool_zero"); }

    // `items` in rank order; `graded` are the question's pooled passages.
    static std::vector<ItemJudgment> judge(const GoldQuestion &question, RunLevel level,
                                           const std::vector<RetrievedItem> &items,
                                           const std::vector<GradedPassage> &graded);

    // The grades of every judged item of the question, retrieved or not, as
    // evaluateRetrieval() needs them: for documents the grade of each
    // document holding a gold span; for passages the grade of each gold span
    // plus a 0 for each judged retrieved item that was not credited with a
    // span (bpref's judged non-relevant count must hold every judged
    // non-relevant item the run retrieved).
    static std::vector<int> poolGrades(const GoldQuestion &question, RunLevel level,
                                       const std::vector<ItemJudgment> &judgments);

    // Indexes of the gold spans an item overlaps (for browsing).
    static std::vector<int> overlappingSpans(const GoldQuestion &question, const RetrievedItem &item);
};

} // namespace touchstone
