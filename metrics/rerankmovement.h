#pragma once

#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace touchstone {

// Rerank movement (methodology §9.2): per query, whether a relevant item was
// in the top k before and after reranking, and the four-way breakdown that
// explains a change in the mean:
//
//   rescued      hit after, not before   (the reranker earned its latency)
//   broke        hit before, not after   (it demoted a correct answer out of the window)
//   kept         hit before and after
//   missed_both  hit neither time        (upstream problem; the reranker was never in play)
//
// Example of §9: 50 candidates in, 10 out: 12 % rescued, 3 % broke, 55 % kept,
// 30 % missed_both. Read transcripts from the broke bucket.
enum class RerankOutcome { Rescued, Broke, Kept, MissedBoth };

struct RerankHits
{
    bool before = false; // a relevant item in the top k before reranking
    bool after = false;  // ... after reranking
};

RerankOutcome rerankOutcome(const RerankHits &hits);

// "rescued", "broke", "kept", "missed_both".
QString rerankOutcomeName(RerankOutcome outcome);

// True when one of the first k ranked ids is relevant (k < 0 counts as 0).
bool hitAtK(const QStringList &ranked, const QSet<QString> &relevant, int k);

struct RerankMovement
{
    int queries = 0;
    int rescued = 0;
    int broke = 0;
    int kept = 0;
    int missedBoth = 0;
    std::vector<RerankOutcome> outcomes; // per query, input order (to browse the broke ones)
    // Shares of all queries; undefined without queries.
    std::optional<double> rescuedShare() const { return share(rescued); }
    std::optional<double> brokeShare() const { return share(broke); }
    std::optional<double> keptShare() const { return share(kept); }
    std::optional<double> missedBothShare() const { return share(missedBoth); }

private:
    std::optional<double> share(int count) const
    {
        return queries == 0 ? std::nullopt : std::optional<double>(double(count) / queries);
    }
};

RerankMovement rerankMovement(const std::vector<RerankHits> &hits);

} // namespace touchstone
