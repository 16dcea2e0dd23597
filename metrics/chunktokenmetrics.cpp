#include "chunktokenmetrics.h"
#include "argtext.h"

#include <algorithm>
#include <tuple>

namespace touchstone {
namespace {

Status validate(const std::vector<TokenRange> &ranges, const char *what)
{
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        if (ranges[i].end < ranges[i].begin)
            return Status::failure(QStringLiteral("%1 range %2 ends before it begins: [%3, %4)")
                                       .arg(argText(QLatin1String(what)), argText(i + 1), argText(ranges[i].begin), argText(ranges[i].end)));
    }
    return Status::success();
}

// Sorted, disjoint, non-adjacent ranges covering the same token set.
std::vector<TokenRange> merged(std::vector<TokenRange> ranges)
{
    ranges.erase(std::remove_if(ranges.begin(), ranges.end(),
                                [](const TokenRange &r) { return r.end <= r.begin; }),
                 ranges.end());
    std::sort(ranges.begin(), ranges.end(), [](const TokenRange &x, const TokenRange &y) {
        return std::tie(x.document, x.begin) < std::tie(y.document, y.begin);
    });
    std::vector<TokenRange> out;
    for (const TokenRange &r : ranges) {
        if (!out.empty() && out.back().document == r.document && r.begin <= out.back().end)
            out.back().end = std::max(out.back().end, r.end);
        else
            out.push_back(r);
    }
    return out;
}

qint64 totalLength(const std::vector<TokenRange> &ranges)
{
    qint64 total = 0;
    for (const TokenRange &r : ranges)
        total += std::max<qint64>(0, r.end - r.begin);
    return total;
}

// Tokens shared by two merged range lists.
qint64 overlapLength(const std::vector<TokenRange> &x, const std::vector<TokenRange> &y)
{
    qint64 shared = 0;
    std::size_t i = 0, j = 0;
    while (i < x.size() && j < y.size()) {
        if (x[i].document != y[j].document) {
            (x[i].document < y[j].document ? i : j)++;
            continue;
        }
        shared += std::max<qint64>(0, std::min(x[i].end, y[j].end) - std::max(x[i].begin, y[j].begin));
        (x[i].end < y[j].end ? i : j)++;
    }
    return shared;
}

std::optional<double> ratio(qint64 numerator, qint64 denominator)
{
    if (denominator == 0)
        return std::nullopt;
    return double(numerator) / double(denominator);
}

ChunkTokenScores scoresFromCounts(qint64 excerpt, qint64 retrieved, qint64 distinct, qint64 shared)
{
    ChunkTokenScores scores;
    scores.excerptTokens = excerpt;
    scores.retrievedTokens = retrieved;
    scores.retrievedDistinctTokens = distinct;
    scores.sharedTokens = shared;
    scores.recall = ratio(shared, excerpt);
    scores.precision = ratio(shared, retrieved);
    scores.iou = ratio(shared, excerpt + distinct - shared);
    return scores;
}

// True when `range` shares a token with the merged list.
bool touches(const TokenRange &range, const std::vector<TokenRange> &mergedRanges)
{
    if (range.end <= range.begin)
        return false;
    // First merged range of the same document ending after range.begin.
    auto it = std::lower_bound(mergedRanges.begin(), mergedRanges.end(), range,
                               [](const TokenRange &m, const TokenRange &r) {
                                   return std::tie(m.document, m.end) <= std::tie(r.document, r.begin);
                               });
    return it != mergedRanges.end() && it->document == range.document && it->begin < range.end;
}

} // namespace

Result<ChunkTokenScores> chunkTokenScores(const std::vector<TokenRange> &excerpts,
                                          const std::vector<TokenRange> &retrievedChunks)
{
    if (const Status valid = validate(excerpts, "excerpt"); !valid)
        return Result<ChunkTokenScores>::failure(valid.error());
    if (const Status valid = validate(retrievedChunks, "retrieved chunk"); !valid)
        return Result<ChunkTokenScores>::failure(valid.error());
    const std::vector<TokenRange> gold = merged(excerpts);
    const std::vector<TokenRange> retrieved = merged(retrievedChunks);
    return scoresFromCounts(totalLength(gold), totalLength(retrievedChunks), totalLength(retrieved),
                            overlapLength(gold, retrieved));
}

ChunkTokenScores chunkTokenScoresOfIds(const std::vector<quint64> &excerptTokens,
                                       const std::vector<quint64> &retrievedTokens)
{
    std::vector<quint64> gold = excerptTokens;
    std::sort(gold.begin(), gold.end());
    gold.erase(std::unique(gold.begin(), gold.end()), gold.end());
    std::vector<quint64> distinct = retrievedTokens;
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    std::vector<quint64> shared;
    std::set_intersection(gold.begin(), gold.end(), distinct.begin(), distinct.end(),
                          std::back_inserter(shared));
    return scoresFromCounts(qint64(gold.size()), qint64(retrievedTokens.size()),
                            qint64(distinct.size()), qint64(shared.size()));
}

Result<std::optional<double>> precisionOmega(const std::vector<TokenRange> &excerpts,
                                             const std::vector<TokenRange> &chunking)
{
    using R = Result<std::optional<double>>;
    if (const Status valid = validate(excerpts, "excerpt"); !valid)
        return R::failure(valid.error());
    if (const Status valid = validate(chunking, "chunk"); !valid)
        return R::failure(valid.error());
    const std::vector<TokenRange> gold = merged(excerpts);
    std::vector<TokenRange> relevantChunks;
    for (const TokenRange &chunk : chunking) {
        if (touches(chunk, gold))
            relevantChunks.push_back(chunk);
    }
    const qint64 shared = overlapLength(gold, merged(relevantChunks));
    return R(ratio(shared, totalLength(relevantChunks)));
}

} // namespace touchstone
