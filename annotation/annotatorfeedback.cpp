#include "annotatorfeedback.h"

#include "adjudicationstore.h"
#include "agreementunits.h"
#include "metrics/agreementtally.h"
#include "metrics/argtext.h"

#include <map>

namespace touchstone {

namespace {

struct GoldUnit
{
    Decision::Kind kind = Decision::Kind::Span;
    std::vector<VoteSpan> spans;  // Kind::Span: the gold spans (start, end, grade)
    qint64 documentId = 0;
};

using GoldMap = std::map<QString, GoldUnit>;  // DecisionIndex::entry → gold

GoldMap goldUnits(const std::vector<Decision> &decisions)
{
    GoldMap gold;
    for (const Decision &decision : decisions) {
        GoldUnit &unit = gold[DecisionIndex::entry(decision.questionId, decision.unitKey)];
        unit.kind = decision.kind;
        if (decision.kind == Decision::Kind::Span && decision.span) {
            VoteSpan span;
            span.start = decision.span->start;
            span.end = decision.span->end;
            span.grade = decision.grade;
            unit.spans.push_back(span);
            unit.documentId = decision.span->documentId;
        }
    }
    for (auto &[entry, unit] : gold)
        std::sort(unit.spans.begin(), unit.spans.end(), [](const VoteSpan &a, const VoteSpan &b) {
            return a.start != b.start ? a.start < b.start : a.end < b.end;
        });
    return gold;
}

int highest(const std::vector<VoteSpan> &spans)
{
    int grade = -1;
    for (const VoteSpan &span : spans)
        grade = std::max(grade, span.grade);
    return grade;
}

QString ranges(const std::vector<VoteSpan> &spans)
{
    QStringList parts;
    for (const VoteSpan &span : spans)
        parts << QStringLiteral("%1–%2").arg(argText(span.start), argText(span.end));
    return parts.join(QStringLiteral(", "));
}

void compareSpans(FeedbackItem &item, const UnitVote &vote, const GoldUnit &gold)
{
    item.grade = highest(vote.spans);
    item.goldGrade = highest(gold.spans);
    if (gold.kind == Decision::Kind::NoSpan) {
        item.outcome = vote.spans.empty() ? FeedbackItem::Outcome::Agreed : FeedbackItem::Outcome::Differs;
        if (!vote.spans.empty())
            item.how = AnnotatorFeedback::tr("you highlighted %1; gold has no span here").arg(ranges(vote.spans));
        return;
    }
    if (vote.spans.empty()) {
        item.outcome = FeedbackItem::Outcome::Missing;
        item.how = AnnotatorFeedback::tr("gold has %1 (grade %2); you have no highlight here").arg(argText(ranges(gold.spans)), argText(item.goldGrade));
        return;
    }
    const bool sameEdges = std::equal(vote.spans.begin(), vote.spans.end(), gold.spans.begin(), gold.spans.end(),
                                      [](const VoteSpan &a, const VoteSpan &b) { return a.start == b.start && a.end == b.end; });
    const bool sameGrades = std::equal(vote.spans.begin(), vote.spans.end(), gold.spans.begin(), gold.spans.end(),
                                       [](const VoteSpan &a, const VoteSpan &b) { return a.grade == b.grade; });
    if (sameEdges && sameGrades)
        return;
    item.outcome = FeedbackItem::Outcome::Differs;
    item.how = sameEdges ? AnnotatorFeedback::tr("grade %1; gold %2").arg(argText(item.grade), argText(item.goldGrade))
                         : AnnotatorFeedback::tr("edges %1; gold %2").arg(ranges(vote.spans), ranges(gold.spans));
}

FeedbackItem itemFor(const AdjudicationUnit &unit, const UnitVote &vote, const GoldUnit &gold)
{
    FeedbackItem item;
    item.questionId = unit.questionId;
    item.questionExternalId = unit.questionExternalId;
    item.unitKey = unit.key;
    item.kind = unit.kind;
    if (unit.kind == AdjudicationUnitKind::Passage) {
        item.grade = vote.grade;
        item.goldGrade = gold.spans.empty() ? -1 : gold.spans.front().grade;
        if (vote.grade < 0) {
            item.outcome = FeedbackItem::Outcome::Missing;
            item.how = AnnotatorFeedback::tr("you did not grade this passage (gold %1)").arg(item.goldGrade);
        } else if (vote.grade != item.goldGrade) {
            item.outcome = FeedbackItem::Outcome::Differs;
            item.how = AnnotatorFeedback::tr("grade %1; gold %2").arg(argText(vote.grade), argText(item.goldGrade));
        }
    } else if (unit.kind == AdjudicationUnitKind::Answerability) {
        const bool goldUnanswerable = gold.kind == Decision::Kind::Unanswerable;
        if (vote.unanswerable != goldUnanswerable) {
            item.outcome = FeedbackItem::Outcome::Differs;
            item.how = vote.unanswerable ? AnnotatorFeedback::tr("you marked it unanswerable; gold says it has an answer")
                                         : AnnotatorFeedback::tr("gold says it is unanswerable; you did not mark it so");
        }
    } else {
        compareSpans(item, vote, gold);
    }
    return item;
}

// The annotator's labels against gold with their labels up to `cutoffMs`.
void kappaVsGold(const ProjectLabels &labels, const GoldMap &gold, int annotator, qint64 cutoffMs,
                 const AgreementOptions &options, AgreementNumber *passages, AgreementNumber *tokens)
{
    AgreementTally passageTally(2, {0, 1, 2, 3});
    AgreementTally tokenTally(2, {0, 1});
    for (int q = 0; q < int(labels.questions().size()); ++q) {
        const LabelQuestion &question = labels.questions()[size_t(q)];
        std::map<qint64, std::vector<std::vector<Span>>> documents;  // yours, gold
        bool rater = false;
        for (const LabelRecord &label : question.labels) {
            if (label.annotator != annotator || label.updatedMs > cutoffMs)
                continue;
            rater = true;
            if (label.kind == LabelKind::Passage) {
                const LabelPassage *passage = labels.passage(label.passageId);
                const auto it = passage ? gold.find(DecisionIndex::entry(question.id, QStringLiteral("passage/") + passage->uuid))
                                        : gold.end();
                if (it != gold.end() && !it->second.spans.empty()) {
                    const AgreementTally::Cell row[2] = {AgreementTally::Cell(label.grade),
                                                         AgreementTally::Cell(it->second.spans.front().grade)};
                    passageTally.addUnit(row);
                }
            } else if (label.kind == LabelKind::Span) {
                documents[label.documentId].resize(2);
                documents[label.documentId][0].push_back({label.start, label.end, label.grade});
            }
        }
        bool spanGold = false;
        const QString prefix = QString::number(question.id) + QStringLiteral("|span/");
        for (auto it = gold.lower_bound(prefix); it != gold.end() && it->first.startsWith(prefix); ++it) {
            spanGold = true;
            for (const VoteSpan &span : it->second.spans) {
                documents[it->second.documentId].resize(2);
                documents[it->second.documentId][1].push_back({span.start, span.end, span.grade});
            }
        }
        if (!rater || !spanGold)
            continue;
        for (const auto &[documentId, spans] : documents) {
            if (const WordTokens *words = labels.tokens(documentId)) {
                const QuestionUnits::TokenDocument segments = AgreementUnits::segment(*words, documentId, spans);
                for (size_t s = 0; s < segments.lengths.size(); ++s)
                    tokenTally.addUnit(segments.inside.data() + 2 * s, segments.lengths[s]);
            }
        }
    }
    *passages = ProjectAgreement::number(QStringLiteral("kappa_binary"), passageTally.cohenKappaBinary(0, 1),
                                         passageTally.pairUnits(0, 1), options);
    *tokens = ProjectAgreement::number(QStringLiteral("token_kappa_binary"),
                                       tokenTally.cohenKappa(0, 1, Weighting::Unweighted), tokenTally.pairUnits(0, 1),
                                       options);
}

// Mean of the annotator's pairwise `key` over the other annotators; n =
// the units they share with anyone (the largest pair n bounds it below).
AgreementNumber vsOthers(const AgreementDashboard &dashboard, int annotator, const QString &key,
                         const AgreementOptions &options)
{
    double sum = 0;
    int defined = 0;
    long long n = 0;
    for (const AgreementPairNumbers &pair : dashboard.pairs) {
        if (pair.annotatorA != annotator && pair.annotatorB != annotator)
            continue;
        for (const AgreementNumber &number : pair.numbers) {
            if (number.key != key)
                continue;
            n += number.n;
            if (number.computed) {
                sum += *number.computed;
                ++defined;
            }
        }
    }
    return ProjectAgreement::number(key, defined ? std::optional<double>(sum / defined) : std::nullopt, n, options);
}

} // namespace

Result<AnnotatorFeedbackReport> AnnotatorFeedback::compute(const ProjectStore &store, const ProjectLabels &labels,
                                                           const ProjectAgreement &agreement, qint64 annotatorId,
                                                           const AgreementOptions &options, const TrajectoryStep &step)
{
    AnnotatorFeedbackReport report;
    report.annotator = labels.annotatorIndex(annotatorId);
    if (report.annotator < 0)
        return Result<AnnotatorFeedbackReport>::failure(tr("there is no annotator %1").arg(annotatorId));
    const GoldMap gold = goldUnits(AdjudicationStore(store).current());
    for (int q = 0; q < int(labels.questions().size()); ++q) {
        std::vector<AdjudicationUnit> units = AdjudicationQueue::unitsOf(labels, q);
        if (!labels.raters(q).empty())
            units.push_back(AdjudicationQueue::answerabilityUnit(labels, q));  // decided without an "unanswerable" vote
        QSet<QString> seen;
        for (const AdjudicationUnit &unit : units) {
            const auto it = gold.find(DecisionIndex::entry(unit.questionId, unit.key));
            const UnitVote *vote = unit.vote(report.annotator);
            if (it == gold.end() || !vote || seen.contains(unit.key))
                continue;
            seen.insert(unit.key);
            report.items.push_back(itemFor(unit, *vote, it->second));
            const FeedbackItem::Outcome outcome = report.items.back().outcome;
            ++(outcome == FeedbackItem::Outcome::Agreed ? report.agreed
               : outcome == FeedbackItem::Outcome::Differs ? report.differs : report.missing);
        }
    }
    AgreementOptions plain = options;
    plain.resamples = 0;
    kappaVsGold(labels, gold, report.annotator, ProjectLabels::kNoCutoff, plain, &report.kappaVsGold,
                &report.tokenKappaVsGold);
    const AgreementDashboard now = agreement.compute({}, plain);
    report.kappaVsOthers = vsOthers(now, report.annotator, QStringLiteral("kappa_binary"), plain);
    report.tokenKappaVsOthers = vsOthers(now, report.annotator, QStringLiteral("token_kappa_binary"), plain);
    for (const qint64 cutoff : AgreementTrajectory::checkpoints(labels, step)) {
        FeedbackPoint point;
        point.cutoffMs = cutoff;
        kappaVsGold(labels, gold, report.annotator, cutoff, plain, &point.kappaVsGold, &point.tokenKappaVsGold);
        point.kappaVsOthers = vsOthers(agreement.computeAt(cutoff, {}, plain), report.annotator,
                                       QStringLiteral("kappa_binary"), plain);
        report.trajectory.push_back(point);
    }
    return report;
}

} // namespace touchstone
