#pragma once

#include "metrics/spanagreement.h"
#include "projectlabels.h"

#include <cstdint>
#include <vector>

namespace touchstone {

// The agreement units of one question (DESIGN.md, "Agreement units").
//
// Raters: the project members with role "annotator" who have any label on
// the question (a highlight, a passage grade or "unanswerable"). A lead's
// or engineer's labels are no ratings (their passage grades are usually
// checks, not independent judgments); to count, that person labels under a
// profile of role annotator (`touchstone annotators add PROJECT NAME --role
// annotator`). Gold decisions live in the adjudication tables and are never
// read here.
//
// Items, the units of κ, α, Fleiss and Gwet (DESIGN.md "Agreement units"):
//   pooled passages: every candidate passage graded by two or more raters
//     is an item with their grades; a rater who did not grade it is missing.
//   highlight groups: per document, the spans of the question's raters are
//     grouped by the maximum one-to-one overlap matching of span F1
//     (BipartiteMatching, after SpanAgreement::withoutDuplicates): the first
//     rater's spans open the groups; each further rater's spans are matched
//     to the groups they overlap (a span overlaps a group when it overlaps
//     one of its spans), the unmatched ones open new groups. With two raters
//     the groups are exactly span F1's overlap pairs and singletons. A
//     rater's grade on a group is the grade of their span in it; a rater who
//     labeled the question with a highlight or "unanswerable" but has no
//     span in the group rates it 0 ("not marked"); a rater with only passage
//     grades on the question is missing there. A group rated by two or more
//     is an item; `markers` says how many raters marked it (the strict
//     variant leaves out the items with markers == 1).
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
    struct Item
    {
        enum class Kind { Pooled, Highlight };
        Kind kind = Kind::Pooled;
        qint64 passageId = 0;     // Pooled
        qint64 documentId = 0;    // Highlight
        int start = 0;            // Highlight: from the first start to the last end of its spans (code points)
        int end = 0;
        std::vector<int> grades;  // per rater (index into `raters`); -1 missing; 0 also "not marked"
        int graders = 0;          // raters with a grade
        int markers = 0;          // Highlight: raters with a span in the group; Pooled: = graders

        bool markedByOne() const { return kind == Kind::Highlight && markers == 1; }
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
    std::vector<Item> items;         // pooled passages first (passage id order), then highlight groups
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

    // The highlight groups of one document: `spansPerRater` sorted and
    // without duplicates, `highlighting[r]` whether rater r labeled the
    // question by highlighting (so rates an unmarked group 0).
    static std::vector<QuestionUnits::Item> groupHighlights(qint64 documentId,
                                                            const std::vector<std::vector<Span>> &spansPerRater,
                                                            const std::vector<bool> &highlighting);

    // Token segments of one document from each rater's highlights
    // (code points; grades 0..3).
    static QuestionUnits::TokenDocument segment(const WordTokens &tokens, qint64 documentId,
                                                const std::vector<std::vector<Span>> &spansPerRater);
};

} // namespace touchstone
