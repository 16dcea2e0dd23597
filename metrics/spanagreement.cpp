#include "spanagreement.h"

#include "bipartitematching.h"
#include "cohenkappa.h"
#include "krippendorffalpha.h"
#include "ratingsmatrix.h"
#include "argtext.h"

#include <QHash>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace touchstone {

namespace {

bool spansMatch(const Span &a, const Span &b, SpanMatching rule)
{
    if (rule == SpanMatching::Exact)
        return a.start == b.start && a.end == b.end;
    return std::max(a.start, b.start) < std::min(a.end, b.end);
}

Status validateSpans(const SpanDocument &document, const std::vector<Span> &spans, const QString &annotator,
                     const std::vector<int> &categories)
{
    for (size_t i = 0; i < spans.size(); ++i) {
        const Span &span = spans[i];
        const QString where = u"document %1, span %2 of %3"_s.arg(argText(document.id), argText(i + 1), argText(annotator));
        if (span.start < 0 || span.start >= span.end || span.end > document.length)
            return Status::failure(u"%1: [%2, %3) is not a non-empty span of a document of length %4"_s.arg(argText(where), argText(span.start), argText(span.end), argText(document.length)));
        if (!std::binary_search(categories.begin(), categories.end(), span.grade))
            return Status::failure(u"%1: grade %2 is not a declared category"_s.arg(argText(where), argText(span.grade)));
    }
    return Status::success();
}

// Pooled labels of one annotator: the highest grade covering each position
// (graded), or 1 inside any span (binary); 0 elsewhere.
void labelPositions(const std::vector<Span> &spans, bool binary, int offset, std::vector<int> &labels,
                    std::vector<char> &covered)
{
    for (const Span &span : spans) {
        for (int p = span.start; p < span.end; ++p) {
            int &label = labels[size_t(offset + p)];
            const int value = binary ? 1 : span.grade;
            // The first covering span sets the label even when its grade is
            // lower than the default 0 would suggest (e.g. negative grades).
            if (!covered[size_t(offset + p)] || value > label)
                label = value;
            covered[size_t(offset + p)] = 1;
        }
    }
}

} // namespace

Status SpanAgreement::validate(const std::vector<SpanDocument> &documents, const std::vector<int> &categories)
{
    for (const SpanDocument &document : documents) {
        if (document.length < 0)
            return Status::failure(u"document %1: negative length"_s.arg(document.id));
        if (const Status status = validateSpans(document, document.spansA, u"A"_s, categories); !status)
            return status;
        if (const Status status = validateSpans(document, document.spansB, u"B"_s, categories); !status)
            return status;
    }
    return Status::success();
}

std::vector<Span> SpanAgreement::withoutDuplicates(const std::vector<Span> &spans, std::vector<int> *kept,
                                                   std::vector<int> *duplicates)
{
    std::vector<Span> unique;
    QHash<QPair<int, int>, int> firstAt;  // (start, end) -> index in `unique`
    for (size_t i = 0; i < spans.size(); ++i) {
        const Span &span = spans[i];
        const auto key = qMakePair(span.start, span.end);
        const auto found = firstAt.constFind(key);
        if (found != firstAt.cend()) {
            Span &first = unique[size_t(*found)];
            first.grade = std::max(first.grade, span.grade);
            if (duplicates)
                duplicates->push_back(int(i));
            continue;
        }
        firstAt.insert(key, int(unique.size()));
        unique.push_back(span);
        if (kept)
            kept->push_back(int(i));
    }
    return unique;
}

SpanMatchResult SpanAgreement::match(const std::vector<SpanDocument> &documents, SpanMatching rule, bool listPairs)
{
    SpanMatchResult result;
    for (size_t d = 0; d < documents.size(); ++d) {
        std::vector<int> keptA, keptB, duplicatesA, duplicatesB;
        const std::vector<Span> a = withoutDuplicates(documents[d].spansA, &keptA, &duplicatesA);
        const std::vector<Span> b = withoutDuplicates(documents[d].spansB, &keptB, &duplicatesB);
        for (const int i : duplicatesA)
            result.duplicates.push_back({int(d), 0, i});
        for (const int i : duplicatesB)
            result.duplicates.push_back({int(d), 1, i});
        std::vector<std::vector<int>> adjacency(a.size());
        for (size_t i = 0; i < a.size(); ++i)
            for (size_t j = 0; j < b.size(); ++j)
                if (spansMatch(a[i], b[j], rule))
                    adjacency[i].push_back(int(j));
        const std::vector<int> partner = BipartiteMatching::maximumMatching(int(b.size()), adjacency);
        result.matches += BipartiteMatching::size(partner);
        result.spansA += int(a.size());
        result.spansB += int(b.size());
        if (listPairs)
            for (size_t i = 0; i < partner.size(); ++i)
                if (partner[i] >= 0)
                    result.pairs.push_back({int(d), keptA[i], keptB[size_t(partner[i])]});
    }
    const double m = result.matches;
    if (result.spansB > 0)
        result.precision = m / result.spansB;
    if (result.spansA > 0)
        result.recall = m / result.spansA;
    if (result.spansA + result.spansB > 0)
        result.f1 = 2.0 * m / (result.spansA + result.spansB);
    return result;
}

Result<RatingsMatrix> SpanAgreement::tokenMatrix(const std::vector<SpanDocument> &documents,
                                                 const std::vector<int> &categories, bool binary)
{
    if (const Status status = validate(documents, categories); !status)
        return Result<RatingsMatrix>::failure(status.error());
    long long positions = 0;
    for (const SpanDocument &document : documents)
        positions += document.length;
    if (positions > std::numeric_limits<int>::max())
        return Result<RatingsMatrix>::failure(u"more than 2^31 positions"_s);
    std::vector<int> labelsA(size_t(positions), 0), labelsB(size_t(positions), 0);
    std::vector<char> coveredA(size_t(positions), 0), coveredB(size_t(positions), 0);
    int offset = 0;
    for (const SpanDocument &document : documents) {
        labelPositions(document.spansA, binary, offset, labelsA, coveredA);
        labelPositions(document.spansB, binary, offset, labelsB, coveredB);
        offset += document.length;
    }
    Result<RatingsMatrix> matrix = RatingsMatrix::create(binary ? std::vector<int>{0, 1} : categories,
                                                         int(positions), 2, {u"A"_s, u"B"_s});
    if (!matrix)
        return matrix;
    for (int p = 0; p < int(positions); ++p) {
        const Status a = matrix->setGrade(p, 0, labelsA[size_t(p)]);
        const Status b = matrix->setGrade(p, 1, labelsB[size_t(p)]);
        if (!a || !b)  // 0 outside spans must be a declared grade
            return Result<RatingsMatrix>::failure(u"position %1: %2"_s.arg(argText(p), argText(!a ? a.error() : b.error())));
    }
    return matrix;
}

Result<TokenAgreement> SpanAgreement::tokenAgreement(const std::vector<SpanDocument> &documents,
                                                     const std::vector<int> &categories)
{
    const Result<RatingsMatrix> graded = tokenMatrix(documents, categories, false);
    if (!graded)
        return Result<TokenAgreement>::failure(graded.error());
    const Result<RatingsMatrix> binary = tokenMatrix(documents, categories, true);
    if (!binary)
        return Result<TokenAgreement>::failure(binary.error());
    TokenAgreement agreement;
    agreement.positions = graded->unitCount();
    const ContingencyTable table = CohenKappa::table(*graded, 0, 1);
    agreement.kappaLinear = CohenKappa::kappa(table, Weighting::Linear);
    agreement.kappaQuadratic = CohenKappa::kappa(table, Weighting::Quadratic);
    agreement.kappaBinary = CohenKappa::kappa(CohenKappa::table(*binary, 0, 1), Weighting::Unweighted);
    agreement.alphaOrdinal =
        KrippendorffAlpha::alpha(KrippendorffAlpha::coincidences(*graded), AlphaLevel::Ordinal);
    return agreement;
}

} // namespace touchstone
