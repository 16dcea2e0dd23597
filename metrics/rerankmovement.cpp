#include "rerankmovement.h"

#include <algorithm>

namespace touchstone {

RerankOutcome rerankOutcome(const RerankHits &hits)
{
    if (hits.after && !hits.before)
        return RerankOutcome::Rescued;
    if (hits.before && !hits.after)
        return RerankOutcome::Broke;
    if (hits.before && hits.after)
        return RerankOutcome::Kept;
    return RerankOutcome::MissedBoth;
}

QString rerankOutcomeName(RerankOutcome outcome)
{
    switch (outcome) {
    case RerankOutcome::Rescued:
        return QStringLiteral("rescued");
    case RerankOutcome::Broke:
        return QStringLiteral("broke");
    case RerankOutcome::Kept:
        return QStringLiteral("kept");
    case RerankOutcome::MissedBoth:
        return QStringLiteral("missed_both");
    }
    return QString();
}

bool hitAtK(const QStringList &ranked, const QSet<QString> &relevant, int k)
{
    const int depth = std::min(std::max(k, 0), int(ranked.size()));
    for (int i = 0; i < depth; ++i) {
        if (relevant.contains(ranked.at(i)))
            return true;
    }
    return false;
}

RerankMovement rerankMovement(const std::vector<RerankHits> &hits)
{
    RerankMovement movement;
    movement.queries = int(hits.size());
    movement.outcomes.reserve(hits.size());
    for (const RerankHits &query : hits) {
        const RerankOutcome outcome = rerankOutcome(query);
        movement.outcomes.push_back(outcome);
        switch (outcome) {
        case RerankOutcome::Rescued:
            ++movement.rescued;
            break;
        case RerankOutcome::Broke:
            ++movement.broke;
            break;
        case RerankOutcome::Kept:
            ++movement.kept;
            break;
        case RerankOutcome::MissedBoth:
            ++movement.missedBoth;
            break;
        }
    }
    return movement;
}

} // namespace touchstone
