#include "agreementdrilldown.h"

#include "agreementunits.h"

#include <map>

namespace touchstone {

namespace {

bool inFilter(const LabelQuestion &question, const AgreementFilter &filter)
{
    return filter.stratum.isEmpty() || question.stratum == filter.stratum;
}

AgreementUnitRef passageRef(const ProjectLabels &labels, const LabelQuestion &question, const QuestionUnits &units,
                            const QuestionUnits::Item &unit)
{
    AgreementUnitRef ref;
    ref.kind = AgreementUnitRef::Kind::Passage;
    ref.questionId = question.id;
    ref.questionExternalId = question.externalId;
    ref.passageId = unit.passageId;
    ref.markers = unit.markers;
    if (unit.kind == QuestionUnits::Item::Kind::Highlight) {
        ref.documentId = unit.documentId;
        ref.start = unit.start;
        ref.end = unit.end;
    } else if (const LabelPassage *passage = labels.passage(unit.passageId)) {
        ref.documentId = passage->documentId;
        ref.start = passage->start;
        ref.end = passage->end;
    }
    for (size_t r = 0; r < units.raters.size(); ++r)
        if (unit.grades[r] >= 0)
            ref.grades.emplace_back(units.raters[r], unit.grades[r]);
    return ref;
}

enum class Family { Passage, Fleiss, Highlight, Tokens, Unknown };

Family familyOf(const QString &key)
{
    if (key == QLatin1String("fleiss_kappa"))
        return Family::Fleiss;
    if (key.startsWith(QLatin1String("span_f1")))
        return Family::Highlight;
    if (key.startsWith(QLatin1String("token_")))
        return Family::Tokens;
    if (key.startsWith(QLatin1String("kappa_")) || key.startsWith(QLatin1String("alpha_"))
        || key == QLatin1String("gwet_ac2"))
        return Family::Passage;
    return Family::Unknown;
}

// The most frequent number of graders among the units (the larger on a
// tie), as Fleiss' κ chooses it.
int commonGraderCount(const std::vector<AgreementUnitRef> &refs)
{
    std::map<int, int> frequency;
    for (const AgreementUnitRef &ref : refs)
        ++frequency[int(ref.grades.size())];
    int best = 0;
    int bestCount = 0;
    for (const auto &[count, units] : frequency)
        if (units >= bestCount) {
            best = count;
            bestCount = units;
        }
    return best;
}

void addQuestionUnits(const ProjectLabels &labels, const LabelQuestion &question, const QuestionUnits &units,
                      Family family, bool strict, int a, int b, std::vector<AgreementUnitRef> &out)
{
    const bool pair = a >= 0 && b >= 0;
    const int ra = units.raterIndex(a);
    const int rb = units.raterIndex(b);
    if (units.raters.size() < 2 || (pair && (ra < 0 || rb < 0)))
        return;
    if (family == Family::Passage || family == Family::Fleiss) {
        for (const QuestionUnits::Item &unit : units.items)
            if ((!strict || !unit.markedByOne())
                && (!pair || (unit.grades[size_t(ra)] >= 0 && unit.grades[size_t(rb)] >= 0)))
                out.push_back(passageRef(labels, question, units, unit));
    } else if (family == Family::Tokens) {
        for (const QuestionUnits::TokenDocument &document : units.tokenDocuments) {
            AgreementUnitRef ref;
            ref.kind = AgreementUnitRef::Kind::Tokens;
            ref.questionId = question.id;
            ref.questionExternalId = question.externalId;
            ref.documentId = document.documentId;
            ref.end = labels.document(document.documentId) ? labels.document(document.documentId)->codePoints : 0;
            ref.tokens = document.tokenCount;
            out.push_back(ref);
        }
    } else if (family == Family::Highlight) {
        for (const QuestionUnits::HighlightDocument &document : units.highlightDocuments) {
            for (size_t r = 0; r < units.raters.size(); ++r) {
                if (pair && int(r) != ra && int(r) != rb)
                    continue;
                for (const Span &span : document.spans[r]) {
                    AgreementUnitRef ref;
                    ref.kind = AgreementUnitRef::Kind::Highlight;
                    ref.questionId = question.id;
                    ref.questionExternalId = question.externalId;
                    ref.documentId = document.documentId;
                    ref.start = span.start;
                    ref.end = span.end;
                    ref.annotator = units.raters[r];
                    ref.grade = span.grade;
                    out.push_back(ref);
                }
            }
        }
    }
}

} // namespace

std::vector<AgreementUnitRef> AgreementDrilldown::unitsBehind(const ProjectLabels &labels, const QString &key,
                                                              const AgreementFilter &filter, int annotatorA,
                                                              int annotatorB)
{
    std::vector<AgreementUnitRef> refs;
    const Family family = familyOf(key);
    if (family == Family::Unknown)
        return refs;
    for (int q = 0; q < int(labels.questions().size()); ++q) {
        const LabelQuestion &question = labels.questions()[size_t(q)];
        if (!inFilter(question, filter))
            continue;
        addQuestionUnits(labels, question, AgreementUnits::of(labels, q), family, key.endsWith(QLatin1String("_strict")),
                         annotatorA, annotatorB, refs);
    }
    if (family == Family::Fleiss) {
        const int common = commonGraderCount(refs);
        refs.erase(std::remove_if(refs.begin(), refs.end(),
                                  [&](const AgreementUnitRef &ref) { return int(ref.grades.size()) != common; }),
                   refs.end());
    }
    return refs;
}

AgreementConfusion AgreementDrilldown::confusion(const ProjectLabels &labels, int annotatorA, int annotatorB,
                                                 const AgreementFilter &filter)
{
    AgreementConfusion confusion;
    confusion.annotatorA = annotatorA;
    confusion.annotatorB = annotatorB;
    for (const AgreementUnitRef &ref : unitsBehind(labels, QStringLiteral("kappa_quadratic"), filter, annotatorA,
                                                   annotatorB)) {
        int gradeA = -1;
        int gradeB = -1;
        for (const auto &[annotator, grade] : ref.grades) {
            if (annotator == annotatorA)
                gradeA = grade;
            if (annotator == annotatorB)
                gradeB = grade;
        }
        if (gradeA < 0 || gradeB < 0)
            continue;
        ++confusion.counts[size_t(gradeA)][size_t(gradeB)];
        confusion.units[size_t(gradeA)][size_t(gradeB)].push_back(ref);
    }
    return confusion;
}

std::vector<GradeDistribution> AgreementDrilldown::gradeDistribution(const ProjectLabels &labels,
                                                                     const AgreementFilter &filter)
{
    std::map<int, GradeDistribution> byAnnotator;
    for (const LabelQuestion &question : labels.questions()) {
        if (!inFilter(question, filter))
            continue;
        for (const LabelRecord &label : question.labels) {
            GradeDistribution &entry = byAnnotator[label.annotator];
            entry.annotator = label.annotator;
            if (label.kind == LabelKind::Unanswerable)
                ++entry.unanswerable;
            else if (label.grade >= 0 && label.grade <= 3)
                ++(label.kind == LabelKind::Passage ? entry.passageGrades : entry.spanGrades)[size_t(label.grade)];
        }
    }
    std::vector<GradeDistribution> result;
    for (const auto &[annotator, entry] : byAnnotator)
        result.push_back(entry);
    return result;
}

} // namespace touchstone
