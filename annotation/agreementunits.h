#pragma once

#include "metrics/spanagreement.h"
#include "projectlabels.h"

#include <cstdint>
#include <vector>

namespace touchstone {

// The agreement units of one question (DESIGN.md, "Agreement units").
//
// Raters: the annotators with any label on the question (a highlight, a
// passage grade or "unanswerable"). Only they count; an annotator who
// marked the question unanswerable is a rater without highlights.
//
// Pooled passages: every candidate passage graded by two or more raters is
// a unit with their grades (a passage graded once is not a unit).
//
// Free highlighting, per document that any rater highlighted in for the
// question: every word token (WordTokens) takes, for each rater, the
// highest grade of the rater's highlights covering it (sharing at least one
// code point with it), 0 elsewhere; `inside` says whether any highlight
// covers it. Runs of tokens with the same labels for every rater are kept
// as one segment with its length, so a 100-page document costs a few rows.
// Highlights are also kept as they are (code points) for span F1.
struct QuestionUnits
{
    struct PassageUnit
    {
        qint64 passageId = 0;
        std::vector<int> grades;  // per rater (index into `raters`); -1 not graded
        int graders = 0;
    };

    struct TokenDocument
    {
        qint64 documentId = 0;
        int tokenCount = 0;
        std::vector<int> lengths;           // per segment, in tokens
        std::vector<std::int16_t> graded;   // segments × raters: 0..3
        std::vector<std::int16_t> inside;   // segments × raters: 0/1
    };

    struct HighlightDocument
    {
        qint64 documentId = 0;
        int length = 0;                          // code points
        std::vector<std::vector<Span>> spans;    // per rater, [start, end) code points
    };

    int question = -1;               // index in ProjectLabels::questions()
    std::vector<int> raters;         // annotator indices, ascending
    std::vector<PassageUnit> passages;
    std::vector<TokenDocument> tokenDocuments;
    std::vector<HighlightDocument> highlightDocuments;

    int raterIndex(int annotator) const;
};

class AgreementUnits
{
public:
    // The units of question `questionIndex` from the labels updated at or
    // before `cutoffMs`.
    static QuestionUnits of(const ProjectLabels &labels, int questionIndex,
                            qint64 cutoffMs = ProjectLabels::kNoCutoff);

    // Token segments of one document from each rater's highlights
    // (code points; grades 0..3).
    static QuestionUnits::TokenDocument segment(const WordTokens &tokens, qint64 documentId,
                                                const std::vector<std::vector<Span>> &spansPerRater);
};

} // namespace touchstone
