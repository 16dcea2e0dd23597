#include "adjudicationqueue.h"

#include <QJsonArray>

#include <algorithm>
#include <map>

namespace touchstone {

namespace {

struct RaterFacts
{
    bool unanswerable = false;
    bool answered = false;
};

std::map<int, RaterFacts> raterFacts(const LabelQuestion &question)
{
    std::map<int, RaterFacts> facts;
    for (const LabelRecord &label : question.labels) {
        RaterFacts &rater = facts[label.annotator];
        if (label.kind == LabelKind::Unanswerable)
            rater.unanswerable = true;
        else if (label.grade >= 2)
            rater.answered = true;
    }
    return facts;
}

AdjudicationUnit baseUnit(const LabelQuestion &question)
{
    AdjudicationUnit unit;
    unit.questionId = question.id;
    unit.questionExternalId = question.externalId;
    unit.stratum = question.stratum;
    unit.split = question.split;
    return unit;
}

UnitVote baseVote(int annotator, const RaterFacts &facts)
{
    UnitVote vote;
    vote.annotator = annotator;
    vote.unanswerable = facts.unanswerable;
    vote.answered = facts.answered;
    return vote;
}

void classifyAnswerability(AdjudicationUnit &unit)
{
    int unanswerable = 0;
    bool someoneAnswered = false;
    for (const UnitVote &vote : unit.votes) {
        unanswerable += vote.unanswerable ? 1 : 0;
        someoneAnswered = someoneAnswered || (!vote.unanswerable && vote.answered);
    }
    if (unit.votes.size() < 2) {
        unit.agreement = UnitAgreement::SingleAnnotator;
    } else if (unanswerable == int(unit.votes.size())) {
        unit.agreement = UnitAgreement::FullAgreement;
    } else {
        unit.agreement = UnitAgreement::Disagreement;
        unit.flags = DisagreementFlag::AnswerVsUnanswerable;
        unit.impact = someoneAnswered ? AdjudicationImpact::BinaryFlip : AdjudicationImpact::Other;
    }
}

void classifyPassage(AdjudicationUnit &unit)
{
    int graders = 0;
    int low = 4;
    int high = -1;
    bool relevant = false;
    bool irrelevant = false;
    for (const UnitVote &vote : unit.votes) {
        if (vote.grade < 0)
            continue;
        ++graders;
        low = std::min(low, vote.grade);
        high = std::max(high, vote.grade);
        (vote.grade >= 2 ? relevant : irrelevant) = true;
    }
    if (graders < 2) {
        unit.agreement = UnitAgreement::SingleAnnotator;
    } else if (low == high) {
        unit.agreement = UnitAgreement::FullAgreement;
    } else {
        unit.agreement = UnitAgreement::Disagreement;
        unit.flags = DisagreementFlag::GradeDiffers;
        unit.impact = relevant && irrelevant ? AdjudicationImpact::BinaryFlip : AdjudicationImpact::GradeStep;
    }
}

// A rater's highlights in a group: one per (start, end), the highest grade.
std::vector<VoteSpan> deduplicated(std::vector<VoteSpan> spans)
{
    std::sort(spans.begin(), spans.end(), [](const VoteSpan &a, const VoteSpan &b) {
        return a.start != b.start ? a.start < b.start : a.end != b.end ? a.end < b.end : a.grade > b.grade;
    });
    std::vector<VoteSpan> kept;
    for (const VoteSpan &span : spans) {
        if (!kept.empty() && kept.back().start == span.start && kept.back().end == span.end)
            continue;
        kept.push_back(span);
    }
    return kept;
}

bool sameEdges(const std::vector<VoteSpan> &a, const std::vector<VoteSpan> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const VoteSpan &x, const VoteSpan &y) { return x.start == y.start && x.end == y.end; });
}

bool sameLabels(const std::vector<VoteSpan> &a, const std::vector<VoteSpan> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const VoteSpan &x, const VoteSpan &y) {
        return x.start == y.start && x.end == y.end && x.grade == y.grade;
    });
}

void classifySpanGroup(AdjudicationUnit &unit)
{
    if (unit.votes.size() < 2) {
        unit.agreement = UnitAgreement::SingleAnnotator;
        return;
    }
    const UnitVote *reference = nullptr;
    bool relevant = false;
    bool irrelevant = false;
    int lowGrade = 4;
    int highGrade = -1;
    for (const UnitVote &vote : unit.votes) {
        // A missing highlight counts as "not relevant here", grade 0.
        const int grade = std::max(vote.grade, 0);
        (grade >= 2 ? relevant : irrelevant) = true;
        lowGrade = std::min(lowGrade, grade);
        highGrade = std::max(highGrade, grade);
        if (vote.spans.empty()) {
            unit.flags |= DisagreementFlag::MissingSpan;
            continue;
        }
        if (!reference) {
            reference = &vote;
            continue;
        }
        if (!sameEdges(vote.spans, reference->spans))
            unit.flags |= DisagreementFlag::EdgesDiffer;
        else if (!sameLabels(vote.spans, reference->spans))
            unit.flags |= DisagreementFlag::GradeDiffers;
        if (vote.grade != reference->grade)
            unit.flags |= DisagreementFlag::GradeDiffers;
    }
    const bool single = unit.votes.front().spans.size() == 1;
    if (unit.flags == 0 && single) {
        unit.agreement = UnitAgreement::FullAgreement;
        return;
    }
    if (unit.flags == 0)  // every rater has the same several highlights: edges to settle
        unit.flags = DisagreementFlag::EdgesDiffer;
    unit.agreement = UnitAgreement::Disagreement;
    unit.impact = relevant && irrelevant ? AdjudicationImpact::BinaryFlip
        : lowGrade != highGrade         ? AdjudicationImpact::GradeStep
                                        : AdjudicationImpact::Other;
}


void addSpanGroups(const ProjectLabels &labels, const LabelQuestion &question, const std::vector<int> &raters,
                   const std::map<int, RaterFacts> &facts, std::vector<AdjudicationUnit> &units)
{
    std::map<qint64, std::vector<const LabelRecord *>> byDocument;
    for (const LabelRecord &label : question.labels)
        if (label.kind == LabelKind::Span)
            byDocument[label.documentId].push_back(&label);
    for (auto &[documentId, highlights] : byDocument) {
        std::sort(highlights.begin(), highlights.end(), [](const LabelRecord *a, const LabelRecord *b) {
            return a->start != b->start ? a->start < b->start : a->end < b->end;
        });
        const LabelDocument *document = labels.document(documentId);
        size_t i = 0;
        while (i < highlights.size()) {
            // A connected component of the overlap graph: sweep while the
            // next highlight starts before the group's furthest end.
            size_t j = i + 1;
            int groupEnd = highlights[i]->end;
            while (j < highlights.size() && highlights[j]->start < groupEnd)
                groupEnd = std::max(groupEnd, highlights[j++]->end);
            AdjudicationUnit unit = baseUnit(question);
            unit.kind = AdjudicationUnitKind::SpanGroup;
            unit.documentId = documentId;
            unit.documentSha256 = document ? document->sha256 : QString();
            unit.start = highlights[i]->start;
            unit.end = groupEnd;
            const LabelRecord *anchor = highlights[i];
            std::map<int, std::vector<VoteSpan>> spans;
            for (size_t k = i; k < j; ++k) {
                const LabelRecord *label = highlights[k];
                if (label->createdMs < anchor->createdMs
                    || (label->createdMs == anchor->createdMs && label->uuid < anchor->uuid))
                    anchor = label;
                spans[label->annotator].push_back({label->uuid, label->spanId, label->start, label->end, label->grade,
                                                    label->exact, label->page, label->prefix, label->suffix});
            }
            unit.key = QStringLiteral("span/%1/%2").arg(unit.documentSha256, anchor->uuid);
            for (const int rater : raters) {
                UnitVote vote = baseVote(rater, facts.at(rater));
                vote.spans = deduplicated(spans[rater]);
                for (const VoteSpan &span : vote.spans)
                    vote.grade = std::max(vote.grade, span.grade);
                unit.votes.push_back(std::move(vote));
            }
            classifySpanGroup(unit);
            units.push_back(std::move(unit));
            i = j;
        }
    }
}

void addPassages(const ProjectLabels &labels, const LabelQuestion &question, const std::vector<int> &raters,
                 const std::map<int, RaterFacts> &facts, std::vector<AdjudicationUnit> &units)
{
    std::map<qint64, std::map<int, int>> grades;  // passage → annotator → grade
    for (const LabelRecord &label : question.labels)
        if (label.kind == LabelKind::Passage)
            grades[label.passageId][label.annotator] = label.grade;
    for (const auto &[passageId, byAnnotator] : grades) {
        AdjudicationUnit unit = baseUnit(question);
        unit.kind = AdjudicationUnitKind::Passage;
        unit.passageId = passageId;
        const LabelPassage *passage = labels.passage(passageId);
        unit.key = QStringLiteral("passage/") + (passage ? passage->uuid : QString::number(passageId));
        if (passage) {
            unit.passagePosition = passage->position;
            unit.documentId = passage->documentId;
            unit.start = passage->start;
            unit.end = passage->end;
            if (const LabelDocument *document = labels.document(passage->documentId))
                unit.documentSha256 = document->sha256;
        }
        for (const int rater : raters) {
            UnitVote vote = baseVote(rater, facts.at(rater));
            const auto it = byAnnotator.find(rater);
            vote.grade = it == byAnnotator.end() ? -1 : it->second;
            unit.votes.push_back(std::move(vote));
        }
        classifyPassage(unit);
        units.push_back(std::move(unit));
    }
}

int splitRank(Split split)
{
    return split == Split::Test ? 0 : split == Split::Dev ? 1 : 2;
}

int kindRank(AdjudicationUnitKind kind)
{
    return kind == AdjudicationUnitKind::Answerability ? 0 : kind == AdjudicationUnitKind::Passage ? 1 : 2;
}

bool matches(const AdjudicationUnit &unit, const QueueFilter &filter)
{
    if (!filter.stratum.isEmpty() && unit.stratum != filter.stratum)
        return false;
    if (filter.questionId != 0 && unit.questionId != filter.questionId)
        return false;
    if (filter.annotatorA >= 0 && filter.annotatorB >= 0 && !unit.differsBetween(filter.annotatorA, filter.annotatorB))
        return false;
    return true;
}

} // namespace

QString adjudicationUnitKindKey(AdjudicationUnitKind kind)
{
    switch (kind) {
    case AdjudicationUnitKind::Passage: return QStringLiteral("passage");
    case AdjudicationUnitKind::SpanGroup: return QStringLiteral("span");
    case AdjudicationUnitKind::Answerability: return QStringLiteral("answerability");
    }
    return QString();
}

const UnitVote *AdjudicationUnit::vote(int annotator) const
{
    for (const UnitVote &candidate : votes)
        if (candidate.annotator == annotator)
            return &candidate;
    return nullptr;
}

bool AdjudicationUnit::differsBetween(int annotatorA, int annotatorB) const
{
    const UnitVote *a = vote(annotatorA);
    const UnitVote *b = vote(annotatorB);
    if (!a || !b || annotatorA == annotatorB)
        return false;
    switch (kind) {
    case AdjudicationUnitKind::Passage:
        return a->grade >= 0 && b->grade >= 0 && a->grade != b->grade;
    case AdjudicationUnitKind::SpanGroup:
        return !sameLabels(a->spans, b->spans);
    case AdjudicationUnitKind::Answerability:
        return a->unanswerable != b->unanswerable;
    }
    return false;
}

QJsonObject AdjudicationUnit::votesJson(const ProjectLabels &labels) const
{
    QJsonArray array;
    for (const UnitVote &vote : votes) {
        const LabelAnnotator &annotator = labels.annotators()[size_t(vote.annotator)];
        QJsonObject object{{QStringLiteral("annotator"), annotator.name},
                           {QStringLiteral("annotator_uuid"), annotator.uuid},
                           {QStringLiteral("unanswerable"), vote.unanswerable}};
        object.insert(QStringLiteral("grade"), vote.grade >= 0 ? QJsonValue(vote.grade) : QJsonValue(QJsonValue::Null));
        if (kind == AdjudicationUnitKind::SpanGroup) {
            QJsonArray spans;
            for (const VoteSpan &span : vote.spans)
                spans.append(QJsonObject{{QStringLiteral("judgment"), span.judgmentUuid},
                                         {QStringLiteral("start"), span.start},
                                         {QStringLiteral("end"), span.end},
                                         {QStringLiteral("grade"), span.grade},
                                         {QStringLiteral("exact"), span.exact}});
            object.insert(QStringLiteral("spans"), spans);
        }
        array.append(object);
    }
    QJsonObject snapshot{{QStringLiteral("unit"), key},
                         {QStringLiteral("kind"), adjudicationUnitKindKey(kind)},
                         {QStringLiteral("votes"), array}};
    if (!documentSha256.isEmpty())
        snapshot.insert(QStringLiteral("document_sha256"), documentSha256);
    return snapshot;
}

std::vector<AdjudicationUnit> AdjudicationQueue::unitsOf(const ProjectLabels &labels, int questionIndex)
{
    std::vector<AdjudicationUnit> units;
    if (questionIndex < 0 || questionIndex >= int(labels.questions().size()))
        return units;
    const LabelQuestion &question = labels.questions()[size_t(questionIndex)];
    const std::vector<int> raters = labels.raters(questionIndex);
    if (raters.empty())
        return units;
    const std::map<int, RaterFacts> facts = raterFacts(question);
    bool anyUnanswerable = false;
    for (const auto &[annotator, rater] : facts)
        anyUnanswerable = anyUnanswerable || rater.unanswerable;
    if (anyUnanswerable)
        units.push_back(answerabilityUnit(labels, questionIndex));
    addPassages(labels, question, raters, facts, units);
    addSpanGroups(labels, question, raters, facts, units);
    return units;
}

AdjudicationUnit AdjudicationQueue::answerabilityUnit(const ProjectLabels &labels, int questionIndex)
{
    const LabelQuestion &question = labels.questions()[size_t(questionIndex)];
    const std::map<int, RaterFacts> facts = raterFacts(question);
    AdjudicationUnit unit = baseUnit(question);
    unit.kind = AdjudicationUnitKind::Answerability;
    unit.key = QStringLiteral("answerability");
    for (const int rater : labels.raters(questionIndex))
        unit.votes.push_back(baseVote(rater, facts.at(rater)));
    classifyAnswerability(unit);
    return unit;
}

std::vector<AdjudicationUnit> AdjudicationQueue::units(const ProjectLabels &labels, const QueueFilter &filter)
{
    std::vector<AdjudicationUnit> all;
    for (int q = 0; q < int(labels.questions().size()); ++q) {
        const LabelQuestion &question = labels.questions()[size_t(q)];
        if ((filter.questionId != 0 && question.id != filter.questionId)
            || (!filter.stratum.isEmpty() && question.stratum != filter.stratum))
            continue;
        for (AdjudicationUnit &unit : unitsOf(labels, q))
            if (matches(unit, filter))
                all.push_back(std::move(unit));
    }
    return all;
}

std::vector<AdjudicationUnit> AdjudicationQueue::open(const ProjectLabels &labels, const DecisionIndex &decisions,
                                                      const QueueFilter &filter)
{
    std::vector<AdjudicationUnit> queue;
    for (AdjudicationUnit &unit : units(labels, filter)) {
        if (unit.agreement != UnitAgreement::Disagreement || decisions.isDecided(unit.questionId, unit.key))
            continue;
        if (unit.kind != AdjudicationUnitKind::Answerability && decisions.unanswerable.contains(unit.questionId))
            continue;
        queue.push_back(std::move(unit));
    }
    std::stable_sort(queue.begin(), queue.end(), &AdjudicationQueue::before);
    return queue;
}

bool AdjudicationQueue::before(const AdjudicationUnit &a, const AdjudicationUnit &b)
{
    if (a.impact != b.impact)
        return a.impact < b.impact;
    if (splitRank(a.split) != splitRank(b.split))
        return splitRank(a.split) < splitRank(b.split);
    if (const int byId = compareIds(a.questionExternalId, b.questionExternalId); byId != 0)
        return byId < 0;
    if (kindRank(a.kind) != kindRank(b.kind))
        return kindRank(a.kind) < kindRank(b.kind);
    if (a.kind == AdjudicationUnitKind::Passage && a.passagePosition != b.passagePosition)
        return a.passagePosition < b.passagePosition;
    if (a.documentId != b.documentId)
        return a.documentId < b.documentId;
    if (a.start != b.start)
        return a.start < b.start;
    return a.key < b.key;
}

int AdjudicationQueue::compareIds(const QString &a, const QString &b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        if (a.at(i).isDigit() && b.at(j).isDigit()) {
            qsizetype ei = i;
            qsizetype ej = j;
            while (ei < a.size() && a.at(ei).isDigit())
                ++ei;
            while (ej < b.size() && b.at(ej).isDigit())
                ++ej;
            // Compare digit runs as numbers: drop leading zeros, then length, then digits.
            const QStringView x = QStringView(a).mid(i, ei - i);
            const QStringView y = QStringView(b).mid(j, ej - j);
            qsizetype zx = 0;
            qsizetype zy = 0;
            while (zx + 1 < x.size() && x.at(zx) == u'0')
                ++zx;
            while (zy + 1 < y.size() && y.at(zy) == u'0')
                ++zy;
            const QStringView nx = x.mid(zx);
            const QStringView ny = y.mid(zy);
            if (nx.size() != ny.size())
                return nx.size() < ny.size() ? -1 : 1;
            if (const int c = nx.compare(ny); c != 0)
                return c < 0 ? -1 : 1;
            i = ei;
            j = ej;
            continue;
        }
        if (a.at(i) != b.at(j))
            return a.at(i) < b.at(j) ? -1 : 1;
        ++i;
        ++j;
    }
    if (a.size() - i != b.size() - j)
        return (a.size() - i) < (b.size() - j) ? -1 : 1;
    return a.compare(b) < 0 ? -1 : a.compare(b) > 0 ? 1 : 0;
}

} // namespace touchstone
