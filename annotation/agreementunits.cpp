#include "agreementunits.h"

#include <algorithm>
#include <map>

namespace touchstone {

int QuestionUnits::raterIndex(int annotator) const
{
    const auto it = std::lower_bound(raters.begin(), raters.end(), annotator);
    return it != raters.end() && *it == annotator ? int(it - raters.begin()) : -1;
}

QuestionUnits AgreementUnits::of(const ProjectLabels &labels, int questionIndex, qint64 cutoffMs)
{
    QuestionUnits units;
    units.question = questionIndex;
    units.raters = labels.raters(questionIndex, cutoffMs);
    if (units.raters.empty())
        return units;
    const LabelQuestion &question = labels.questions()[size_t(questionIndex)];
    const size_t raterCount = units.raters.size();
    std::map<qint64, QuestionUnits::PassageUnit> passages;            // by passage id
    std::map<qint64, std::vector<std::vector<Span>>> highlights;      // by document id
    for (const LabelRecord &label : question.labels) {
        if (label.updatedMs > cutoffMs)
            continue;
        const int rater = units.raterIndex(label.annotator);
        if (label.kind == LabelKind::Passage) {
            QuestionUnits::PassageUnit &unit = passages[label.passageId];
            if (unit.grades.empty()) {
                unit.passageId = label.passageId;
                unit.grades.assign(raterCount, -1);
            }
            if (unit.grades[size_t(rater)] < 0)
                ++unit.graders;
            unit.grades[size_t(rater)] = label.grade;
        } else if (label.kind == LabelKind::Span) {
            auto &perRater = highlights[label.documentId];
            perRater.resize(raterCount);
            perRater[size_t(rater)].push_back({label.start, label.end, label.grade});
        }
    }
    for (auto &[id, unit] : passages) {
        if (unit.graders >= 2)
            units.passages.push_back(std::move(unit));
    }
    for (auto &[documentId, perRater] : highlights) {
        QuestionUnits::HighlightDocument document;
        document.documentId = documentId;
        if (const LabelDocument *record = labels.document(documentId))
            document.length = record->codePoints;
        for (auto &spans : perRater)
            std::sort(spans.begin(), spans.end(),
                      [](const Span &a, const Span &b) { return a.start != b.start ? a.start < b.start : a.end < b.end; });
        document.spans = perRater;
        if (const WordTokens *tokens = labels.tokens(documentId))
            units.tokenDocuments.push_back(segment(*tokens, documentId, perRater));
        units.highlightDocuments.push_back(std::move(document));
    }
    return units;
}

QuestionUnits::TokenDocument AgreementUnits::segment(const WordTokens &tokens, qint64 documentId,
                                                     const std::vector<std::vector<Span>> &spansPerRater)
{
    struct Range
    {
        int first;
        int last;
        int grade;
    };
    const size_t raters = spansPerRater.size();
    std::vector<std::vector<Range>> ranges(raters);
    std::vector<int> boundaries = {0, tokens.count()};
    for (size_t r = 0; r < raters; ++r) {
        for (const Span &span : spansPerRater[r]) {
            const auto [first, last] = tokens.covering(span.start, span.end);
            if (first >= last)
                continue;
            ranges[r].push_back({first, last, span.grade});
            boundaries.push_back(first);
            boundaries.push_back(last);
        }
    }
    std::sort(boundaries.begin(), boundaries.end());
    boundaries.erase(std::unique(boundaries.begin(), boundaries.end()), boundaries.end());

    QuestionUnits::TokenDocument document;
    document.documentId = documentId;
    document.tokenCount = tokens.count();
    std::vector<std::int16_t> graded(raters);
    std::vector<std::int16_t> inside(raters);
    for (size_t b = 0; b + 1 < boundaries.size(); ++b) {
        const int from = boundaries[b];
        const int to = boundaries[b + 1];
        for (size_t r = 0; r < raters; ++r) {
            int grade = -1;
            for (const Range &range : ranges[r])
                if (range.first <= from && range.last >= to)
                    grade = std::max(grade, range.grade);
            graded[r] = std::int16_t(std::max(grade, 0));
            inside[r] = std::int16_t(grade >= 0 ? 1 : 0);
        }
        // Neighbouring runs with the same labels are one segment.
        const size_t segments = document.lengths.size();
        if (segments > 0 && std::equal(graded.begin(), graded.end(), document.graded.end() - std::ptrdiff_t(raters))
            && std::equal(inside.begin(), inside.end(), document.inside.end() - std::ptrdiff_t(raters))) {
            document.lengths.back() += to - from;
            continue;
        }
        document.lengths.push_back(to - from);
        document.graded.insert(document.graded.end(), graded.begin(), graded.end());
        document.inside.insert(document.inside.end(), inside.begin(), inside.end());
    }
    return document;
}

} // namespace touchstone
