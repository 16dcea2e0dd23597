#pragma once

#include "metrics/result.h"

#include <QtGlobal>

#include <optional>
#include <vector>

namespace touchstone {

// Token-level retrieval metrics for comparing chunkings (methodology §5.2,
// the Chroma formulation: Smith & Troynikov 2024). For one query, t_e is the
// SET of tokens in all relevant excerpts (the gold spans) and t_r the
// MULTISET of tokens in all retrieved chunks:
//
//   recall      = |t_e ∩ t_r| / |t_e|
//   precision   = |t_e ∩ t_r| / |t_r|        |t_r| counts redundancy
//   IoU         = |t_e ∩ t_r| / |t_e ∪ t_r|  (union over distinct tokens)
//   Precision_Ω = precision when ALL chunks containing an excerpt token are
//                 retrieved: an upper bound on token efficiency for that
//                 chunking, whatever the retriever does
//
// Each excerpt token is counted once in the numerator while every retrieved
// token counts in |t_r|, so overlapping chunks pay for their redundancy.
//
// Tokens are positional identities (document, token index), never vocabulary
// ids: otherwise "the" in an irrelevant chunk would count as a hit. Ranges are
// half-open [begin, end) in one document's token positions; the caller
// chooses the tokenizer (and may use code points instead of tokens).
// A ratio whose denominator is zero is undefined (std::nullopt).
struct TokenRange
{
    qint64 document = 0;
    qint64 begin = 0;
    qint64 end = 0;
};

struct ChunkTokenScores
{
    qint64 excerptTokens = 0;          // |t_e|
    qint64 retrievedTokens = 0;        // |t_r| with redundancy
    qint64 retrievedDistinctTokens = 0;
    qint64 sharedTokens = 0;           // |t_e ∩ t_r| (distinct)
    std::optional<double> recall;
    std::optional<double> precision;
    std::optional<double> iou;
};

// Fails if a range has end < begin.
Result<ChunkTokenScores> chunkTokenScores(const std::vector<TokenRange> &excerpts,
                                          const std::vector<TokenRange> &retrievedChunks);

// Same measures on explicit positional token ids: `excerptTokens` as a set
// (duplicates ignored), `retrievedTokens` as a multiset (duplicates counted).
ChunkTokenScores chunkTokenScoresOfIds(const std::vector<quint64> &excerptTokens,
                                       const std::vector<quint64> &retrievedTokens);

// Precision_Ω of a chunking for one query: the precision of retrieving every
// chunk of `chunking` that shares at least one token with an excerpt.
// Undefined when no chunk does. Fails if a range has end < begin.
Result<std::optional<double>> precisionOmega(const std::vector<TokenRange> &excerpts,
                                             const std::vector<TokenRange> &chunking);

} // namespace touchstone
