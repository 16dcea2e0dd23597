#include "goldlabels.h"

#include "adjudicationqueue.h"
#include "adjudicationstore.h"
#include "projectlabels.h"

#include <QJsonArray>

#include <algorithm>
#include <map>

namespace touchstone {

namespace {

QStringList votersOf(const QJsonObject &votes)
{
    QStringList names;
    for (const QJsonValue &value : votes.value(QStringLiteral("votes")).toArray()) {
        const QJsonObject vote = value.toObject();
        const bool voted = vote.value(QStringLiteral("unanswerable")).toBool() || !vote.value(QStringLiteral("grade")).isNull()
            || !vote.value(QStringLiteral("spans")).toArray().isEmpty();
        if (voted)
            names << vote.value(QStringLiteral("annotator")).toString();
    }
    return names;
}

GoldSpan goldSpan(const ProjectLabels &labels, const SpanAnchor &anchor, int grade)
{
    GoldSpan span;
    span.documentId = anchor.documentId;
    if (const LabelDocument *document = labels.document(anchor.documentId))
        span.documentSha256 = document->sha256;
    span.page = anchor.page;
    span.start = anchor.start;
    span.end = anchor.end;
    span.exact = anchor.exact;
    span.prefix = anchor.prefix;
    span.suffix = anchor.suffix;
    span.grade = grade;
    return span;
}

QString annotatorName(const ProjectLabels &labels, qint64 id)
{
    const int index = labels.annotatorIndex(id);
    return index < 0 ? QString() : labels.annotators()[size_t(index)].name;
}

// The single vote of a unit nobody else labeled, as provisional gold.
void addSingleVote(const ProjectLabels &labels, const AdjudicationUnit &unit, GoldQuestionLabels &gold)
{
    for (const UnitVote &vote : unit.votes) {
        const QString name = labels.annotators()[size_t(vote.annotator)].name;
        if (unit.kind == AdjudicationUnitKind::Answerability) {
            gold.singleVoteUnanswerable = gold.singleVoteUnanswerable || vote.unanswerable;
            continue;
        }
        GoldLabelSpan entry;
        entry.unitKey = unit.key;
        entry.labeledBy = {name};
        entry.votes = unit.votesJson(labels);
        if (unit.kind == AdjudicationUnitKind::Passage && vote.grade >= 0) {
            const LabelPassage *passage = labels.passage(unit.passageId);
            if (!passage)
                continue;
            SpanAnchor anchor;
            anchor.documentId = passage->documentId;
            anchor.start = passage->start;
            anchor.end = passage->end;
            anchor.page = passage->page;
            anchor.exact = passage->exact;
            anchor.prefix = passage->prefix;
            anchor.suffix = passage->suffix;
            entry.span = goldSpan(labels, anchor, vote.grade);
            entry.fromPassage = true;
            gold.singleVoteSpans.push_back(entry);
        }
        for (const VoteSpan &span : vote.spans) {
            SpanAnchor anchor;
            anchor.documentId = unit.documentId;
            anchor.start = span.start;
            anchor.end = span.end;
            anchor.exact = span.exact;
            anchor.page = span.page;
            anchor.prefix = span.prefix;
            anchor.suffix = span.suffix;
            entry.span = goldSpan(labels, anchor, span.grade);
            gold.singleVoteSpans.push_back(entry);
        }
    }
}

GoldQuestionLabels goldOf(const ProjectLabels &labels, int index, const std::vector<Decision> &decisions)
{
    const LabelQuestion &question = labels.questions()[size_t(index)];
    GoldQuestionLabels gold;
    gold.questionId = question.id;
    gold.uuid = question.uuid;
    gold.externalId = question.externalId;
    for (const int rater : labels.raters(index))
        gold.labeledBy << labels.annotators()[size_t(rater)].name;
    gold.annotatorCount = int(gold.labeledBy.size());
    const std::vector<AdjudicationUnit> units = AdjudicationQueue::unitsOf(labels, index);
    DecisionIndex decided;
    for (const Decision &decision : decisions) {
        decided.decided.insert(DecisionIndex::entry(decision.questionId, decision.unitKey));
        if (decision.kind == Decision::Kind::Unanswerable)
            gold.unanswerable = true;
        const QString lead = annotatorName(labels, decision.leadId);
        if (!lead.isEmpty() && !gold.adjudicatedBy.contains(lead))
            gold.adjudicatedBy << lead;
    }
    QSet<QString> unitKeys;
    for (const AdjudicationUnit &unit : units) {
        unitKeys.insert(unit.key);
        const bool isDecided = decided.isDecided(unit.questionId, unit.key);
        const bool moot = gold.unanswerable && unit.kind != AdjudicationUnitKind::Answerability;
        if (unit.agreement == UnitAgreement::Disagreement && !isDecided && !moot)
            ++gold.openUnits;
        if (unit.agreement == UnitAgreement::SingleAnnotator && !isDecided && !gold.unanswerable)
            addSingleVote(labels, unit, gold);
    }
    for (const Decision &decision : decisions) {
        if (gold.unanswerable || decision.kind != Decision::Kind::Span || !decision.span)
            continue;
        GoldLabelSpan entry;
        entry.span = goldSpan(labels, *decision.span, decision.grade);
        entry.unitKey = decision.unitKey;
        entry.fromPassage = decision.unitKey.startsWith(QLatin1String("passage/"));
        entry.automatic = decision.automatic;
        entry.orphaned = !unitKeys.contains(decision.unitKey);
        entry.labeledBy = votersOf(decision.votes);
        entry.decidedBy = annotatorName(labels, decision.leadId);
        entry.reasonCode = decision.reasonCode;
        entry.reasonText = decision.reasonText;
        entry.note = decision.note;
        entry.votes = decision.votes;
        entry.decidedAt = decision.decidedAt;
        gold.spans.push_back(entry);
    }
    std::sort(gold.spans.begin(), gold.spans.end(), [](const GoldLabelSpan &a, const GoldLabelSpan &b) {
        return std::tie(a.span.documentId, a.span.start, a.span.end) < std::tie(b.span.documentId, b.span.start, b.span.end);
    });
    gold.decisions = decisions;
    return gold;
}

} // namespace

Result<GoldQuestionLabels> GoldLabels::forQuestion(const ProjectStore &store, qint64 questionId)
{
    ProjectLabels labels;
    labels.setTokenizing(false);
    if (const Status loaded = labels.loadQuestion(store, questionId); !loaded)
        return Result<GoldQuestionLabels>::failure(loaded.error());
    const int index = labels.questionIndex(questionId);
    if (index < 0)
        return Result<GoldQuestionLabels>::failure(AdjudicationStore::tr("there is no question %1").arg(questionId));
    return goldOf(labels, index, AdjudicationStore(store).current(questionId));
}

Result<std::vector<GoldQuestionLabels>> GoldLabels::forAll(const ProjectStore &store)
{
    ProjectLabels labels;
    labels.setTokenizing(false);
    if (const Status loaded = labels.load(store); !loaded)
        return Result<std::vector<GoldQuestionLabels>>::failure(loaded.error());
    return of(labels, AdjudicationStore(store).current());
}

std::vector<GoldQuestionLabels> GoldLabels::of(const ProjectLabels &labels, std::vector<Decision> decisions)
{
    std::map<qint64, std::vector<Decision>> byQuestion;
    for (Decision &decision : decisions)
        byQuestion[decision.questionId].push_back(std::move(decision));
    std::vector<GoldQuestionLabels> all;
    all.reserve(labels.questions().size());
    for (int index = 0; index < int(labels.questions().size()); ++index)
        all.push_back(goldOf(labels, index, byQuestion[labels.questions()[size_t(index)].id]));
    return all;
}

} // namespace touchstone
