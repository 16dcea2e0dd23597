#include "agreementunits.h"

#include "metrics/bipartitematching.h"

#include <algorithm>
#include <array>
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
    units.raters = labels.agreementRaters(questionIndex, cutoffMs);
    if (units.raters.empty())
        return units;
    const LabelQuestion &question = labels.questions()[size_t(questionIndex)];
    const size_t raterCount = units.raters.size();
    std::map<qint64, QuestionUnits::Item> passages;                   // by passage id
    std::map<qint64, std::vector<std::vector<Span>>> highlights;      // by document id
    std::vector<bool> highlighting(raterCount, false);                // a highlight or "unanswerable"
    for (const LabelRecord &label : question.labels) {
        if (label.updatedMs > cutoffMs)
            continue;
        const int rater = units.raterIndex(label.annotator);
        if (rater < 0)
            continue;
        if (label.kind == LabelKind::Passage) {
            QuestionUnits::Item &unit = passages[label.passageId];
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
            highlighting[size_t(rater)] = true;
        } else {
            highlighting[size_t(rater)] = true;
        }
    }
    for (auto &[id, unit] : passages) {
        unit.markers = unit.graders;
        if (unit.graders >= 2)
            units.items.push_back(std::move(unit));
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
        // SpanAgreement::withoutDuplicates on sorted spans, where duplicates
        // are neighbours: no hash per document and rater.
        std::vector<std::vector<Span>> unique(raterCount);
        for (size_t r = 0; r < raterCount; ++r) {
            for (const Span &span : perRater[r]) {
                if (!unique[r].empty() && unique[r].back().start == span.start && unique[r].back().end == span.end)
                    unique[r].back().grade = std::max(unique[r].back().grade, span.grade);
                else
                    unique[r].push_back(span);
            }
        }
        for (QuestionUnits::Item &item : groupHighlights(documentId, unique, highlighting))
            if (item.graders >= 2)
                units.items.push_back(std::move(item));
        if (const WordTokens *tokens = labels.tokens(documentId))
            units.tokenDocuments.push_back(segment(*tokens, documentId, perRater));
        units.highlightDocuments.push_back(std::move(document));
    }
    return units;
}

std::vector<QuestionUnits::Item> AgreementUnits::groupHighlights(qint64 documentId,
                                                                 const std::vector<std::vector<Span>> &spansPerRater,
                                                                 const std::vector<bool> &highlighting)
{
    const size_t raters = spansPerRater.size();
    // members[g][r]: index of rater r's span in group g, or -1.
    std::vector<std::vector<int>> members;
    for (size_t r = 0; r < raters; ++r) {
        const std::vector<Span> &spans = spansPerRater[r];
        if (spans.empty())
            continue;
        // Groups on the left, the new rater's spans on the right: with two
        // raters this is SpanAgreement::match's graph, in its order, so the
        // pairs are span F1's.
        std::vector<std::vector<int>> adjacency(members.size());
        for (size_t g = 0; g < members.size(); ++g) {
            for (size_t j = 0; j < spans.size(); ++j) {
                for (size_t other = 0; other < r; ++other) {
                    const int m = members[g][other];
                    if (m < 0)
                        continue;
                    const Span &a = spansPerRater[other][size_t(m)];
                    if (std::max(a.start, spans[j].start) < std::min(a.end, spans[j].end)) {
                        adjacency[g].push_back(int(j));
                        break;
                    }
                }
            }
        }
        const std::vector<int> partner = BipartiteMatching::maximumMatching(int(spans.size()), adjacency);
        std::vector<bool> matched(spans.size(), false);
        for (size_t g = 0; g < partner.size(); ++g) {
            if (partner[g] >= 0) {
                members[g][r] = partner[g];
                matched[size_t(partner[g])] = true;
            }
        }
        for (size_t j = 0; j < spans.size(); ++j) {
            if (matched[j])
                continue;
            members.emplace_back(raters, -1);
            members.back()[r] = int(j);
        }
    }
    std::vector<QuestionUnits::Item> items;
    items.reserve(members.size());
    for (const std::vector<int> &group : members) {
        QuestionUnits::Item item;
        item.kind = QuestionUnits::Item::Kind::Highlight;
        item.documentId = documentId;
        item.grades.assign(raters, -1);
        bool first = true;
        for (size_t r = 0; r < raters; ++r) {
            if (group[r] >= 0) {
                const Span &span = spansPerRater[r][size_t(group[r])];
                item.grades[r] = span.grade;
                item.start = first ? span.start : std::min(item.start, span.start);
                item.end = first ? span.end : std::max(item.end, span.end);
                first = false;
                ++item.markers;
                ++item.graders;
            } else if (highlighting[r]) {
                item.grades[r] = 0;
                ++item.graders;
            }
        }
        items.push_back(std::move(item));
    }
    return items;
}

namespace {

constexpr int kGrades = 4;

} // namespace

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
            // An ungraded range (-1) marks no token: it is left out, as its
            // segments would equal their neighbours and join them again.
            if (first >= last || span.grade < 0)
                continue;
            ranges[r].push_back({first, last, std::min(span.grade, kGrades - 1)});
            boundaries.push_back(first);
            boundaries.push_back(last);
        }
    }
    std::sort(boundaries.begin(), boundaries.end());
    boundaries.erase(std::unique(boundaries.begin(), boundaries.end()), boundaries.end());

    QuestionUnits::TokenDocument document;
    document.documentId = documentId;
    document.tokenCount = tokens.count();
    // A sweep over the boundaries: each rater's ranges open at `first` and
    // close at `last`, so a segment [from, to) is covered by exactly the
    // ranges open after the boundary `from` (every first and last is a
    // boundary). The grades open per rater are counted, the highest wins.
    struct Event
    {
        int at;
        int rater;
        int grade;
        int delta;
    };
    std::vector<Event> events;
    for (size_t r = 0; r < raters; ++r) {
        for (const Range &range : ranges[r]) {
            events.push_back({range.first, int(r), range.grade, +1});
            events.push_back({range.last, int(r), range.grade, -1});
        }
    }
    std::sort(events.begin(), events.end(), [](const Event &a, const Event &b) { return a.at < b.at; });
    // Per rater, how many of its ranges are open with each grade (0–3, the
    // judgments table's CHECK): the highest grade open wins.
    std::vector<std::array<int, kGrades>> open(raters, std::array<int, kGrades>{});
    size_t next = 0;
    std::vector<std::int16_t> graded(raters);
    std::vector<std::int16_t> inside(raters);
    for (size_t b = 0; b + 1 < boundaries.size(); ++b) {
        const int from = boundaries[b];
        const int to = boundaries[b + 1];
        for (; next < events.size() && events[next].at <= from; ++next)
            open[size_t(events[next].rater)][size_t(events[next].grade)] += events[next].delta;
        for (size_t r = 0; r < raters; ++r) {
            int grade = kGrades - 1;
            while (grade >= 0 && open[r][size_t(grade)] == 0)
                --grade;
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
