#include "hitrule.h"

#include <algorithm>

namespace touchstone {

namespace {

bool intersects(qint64 documentA, int startA, int endA, qint64 documentB, int startB, int endB)
{
    return documentA == documentB && startA < endB && startB < endA;
}

ItemJudgment judgeDocument(const GoldQuestion &question, const RetrievedItem &item)
{
    ItemJudgment judgment;
    for (const GoldSpan &span : question.spans) {
        if (span.documentId == item.documentId)
            judgment.grade = std::max(judgment.grade, span.grade);
    }
    judgment.status = judgment.grade >= 0 ? HitStatus::Hit : HitStatus::Unjudged;
    return judgment;
}

ItemJudgment judgeWithoutGold(const GoldQuestion &question, const RetrievedItem &item,
                              const std::vector<GradedPassage> &graded)
{
    bool pooledZero = false;
    for (const GradedPassage &passage : graded) {
        if (!intersects(passage.documentId, passage.start, passage.end, item.documentId, item.start, item.end))
            continue;
        if (passage.maxGrade > 0)
            return {HitStatus::Pending, -1, -1};
        pooledZero = true;
    }
    const bool goldDocument = std::any_of(question.spans.begin(), question.spans.end(),
                                          [&](const GoldSpan &span) { return span.documentId == item.documentId; });
    if (goldDocument)
        return {HitStatus::OffSpan, 0, -1};
    if (pooledZero)
        return {HitStatus::PoolZero, 0, -1};
    return {HitStatus::Unjudged, -1, -1};
}

} // namespace

QString hitStatusKey(HitStatus status)
{
    switch (status) {
    case HitStatus::Hit: return QStringLiteral("hit");
    case HitStatus::Redundant: return QStringLiteral("redundant");
    case HitStatus::OffSpan: return QStringLiteral("off_span");
    case HitStatus::PoolZero: return QStringLiteral("pool_zero");
    case HitStatus::Pending: return QStringLiteral("pending");
    case HitStatus::Unjudged: break;
    }
    return QStringLiteral("unjudged");
}

std::vector<ItemJudgment> HitRule::judge(const GoldQuestion &question, RunLevel level,
                                         const std::vector<RetrievedItem> &items,
                                         const std::vector<GradedPassage> &graded)
{
    std::vector<ItemJudgment> judgments;
    judgments.reserve(items.size());
    if (level == RunLevel::Document) {
        for (const RetrievedItem &item : items)
            judgments.push_back(judgeDocument(question, item));
        return judgments;
    }
    std::vector<bool> credited(question.spans.size(), false);
    for (const RetrievedItem &item : items) {
        bool overlapsGold = false;
        int best = -1;
        for (size_t s = 0; s < question.spans.size(); ++s) {
            const GoldSpan &span = question.spans[s];
            if (!intersects(span.documentId, span.start, span.end, item.documentId, item.start, item.end))
                continue;
            overlapsGold = true;
            if (!credited[s] && (best < 0 || span.grade > question.spans[size_t(best)].grade))
                best = int(s);
        }
        if (best >= 0) {
            credited[size_t(best)] = true;
            judgments.push_back({HitStatus::Hit, question.spans[size_t(best)].grade, best});
        } else if (overlapsGold) {
            judgments.push_back({HitStatus::Redundant, 0, -1});
        } else {
            judgments.push_back(judgeWithoutGold(question, item, graded));
        }
    }
    return judgments;
}

std::vector<int> HitRule::poolGrades(const GoldQuestion &question, RunLevel level,
                                     const std::vector<ItemJudgment> &judgments)
{
    std::vector<int> grades;
    if (level == RunLevel::Document) {
        std::vector<std::pair<qint64, int>> documents;
        for (const GoldSpan &span : question.spans)
            documents.emplace_back(span.documentId, span.grade);
        std::sort(documents.begin(), documents.end());
        for (size_t i = 0; i < documents.size(); ++i) {
            const bool last = i + 1 == documents.size() || documents[i + 1].first != documents[i].first;
            if (last)
                grades.push_back(documents[i].second); // the highest grade sorts last
        }
        return grades;
    }
    for (const GoldSpan &span : question.spans)
        grades.push_back(span.grade);
    for (const ItemJudgment &judgment : judgments) {
        if (judgment.isJudged() && judgment.goldSpan < 0)
            grades.push_back(0);
    }
    return grades;
}

std::vector<int> HitRule::overlappingSpans(const GoldQuestion &question, const RetrievedItem &item)
{
    std::vector<int> spans;
    for (size_t s = 0; s < question.spans.size(); ++s) {
        const GoldSpan &span = question.spans[s];
        const bool overlaps = item.isPassage()
                                  ? intersects(span.documentId, span.start, span.end, item.documentId, item.start,
                                               item.end)
                                  : span.documentId == item.documentId;
        if (overlaps)
            spans.push_back(int(s));
    }
    return spans;
}

} // namespace touchstone
