#pragma once

#include "result.h"

#include <QString>

#include <optional>
#include <vector>

namespace touchstone {

class RatingsMatrix;

// A highlighted span: half-open positions [start, end) (tokens or characters)
// with the grade its annotator gave.
struct Span
{
    int start = 0;
    int end = 0;
    int grade = 0;
};

// One document (per query) highlighted by two annotators A and B.
struct SpanDocument
{
    QString id;
    int length = 0;  // positions in the document
    std::vector<Span> spansA;
    std::vector<Span> spansB;
};

enum class SpanMatching {
    Exact,    // same start and same end
    Overlap,  // share a position: max(start_a, start_b) < min(end_a, end_b)
};

// A pair of spans that the matching used, by index in the document's lists.
struct SpanPair
{
    int document = -1;
    int spanA = -1;
    int spanB = -1;
};

// A span left out, with why (DuplicateSpan: same start and end as an earlier
// span of the same annotator, which keeps the higher grade).
struct SpanExclusion
{
    int document = -1;
    int annotator = 0;  // 0 = A, 1 = B
    int span = -1;
};

// Span precision, recall and F1 of B against A under one-to-one matching.
// M = size of a MAXIMUM bipartite matching (Hopcroft–Karp) over the edges of
// the chosen rule within each document, summed over documents; |A| and |B|
// count spans after removing duplicates. precision = M/|B|, recall = M/|A|,
// F1 = 2M/(|A| + |B|) (symmetric in A and B); each undefined when its
// denominator is 0.
struct SpanMatchResult
{
    int matches = 0;
    int spansA = 0;
    int spansB = 0;
    std::optional<double> precision;
    std::optional<double> recall;
    std::optional<double> f1;
    std::vector<SpanPair> pairs;            // with Detail::WithUnits only
    std::vector<SpanExclusion> duplicates;  // always (they are rare)
};

// Token-level agreement of two annotators, all positions of all documents
// pooled into one sequence of units.
struct TokenAgreement
{
    int positions = 0;
    std::optional<double> kappaBinary;          // inside any span vs outside, unweighted κ
    std::optional<double> kappaLinear;          // graded labels, linear κ
    std::optional<double> kappaQuadratic;       // graded labels, quadratic κ
    std::optional<double> alphaOrdinal;         // graded labels, ordinal α
};

// Span agreement between two annotators (DESIGN.md "Agreement units", free
// highlighting; definitions in /work/shared/testdata/agreement/README.md).
//
// Token labels: binary label_X(p) = 1 when position p lies in any span of X;
// graded label_X(p) = the highest grade among X's spans covering p, 0
// elsewhere. Token κ are Cohen's κ over the declared grade list (default
// 0–3), α is Krippendorff's ordinal α with A and B as coders and positions as
// units.
struct SpanAgreement
{
    // Checks every span lies in its document (0 ≤ start < end ≤ length) and
    // every grade is one of `categories`; the message names document and span.
    static Status validate(const std::vector<SpanDocument> &documents, const std::vector<int> &categories);

    static SpanMatchResult match(const std::vector<SpanDocument> &documents, SpanMatching rule,
                                 bool listPairs = false);

    // Units × 2 matrix of the pooled token labels (graded, or 0/1 when
    // `binary`), categories `categories` (graded) or {0, 1}.
    static Result<RatingsMatrix> tokenMatrix(const std::vector<SpanDocument> &documents,
                                             const std::vector<int> &categories, bool binary);

    static Result<TokenAgreement> tokenAgreement(const std::vector<SpanDocument> &documents,
                                                 const std::vector<int> &categories = {0, 1, 2, 3});

    // Spans without duplicates (same start and end): the first occurrence
    // stays, with the highest grade among them. `kept` receives the original
    // index of every returned span, `duplicates` the indices left out.
    static std::vector<Span> withoutDuplicates(const std::vector<Span> &spans, std::vector<int> *kept = nullptr,
                                               std::vector<int> *duplicates = nullptr);
};

} // namespace touchstone
