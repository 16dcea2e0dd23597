#pragma once

#include "question.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace touchstone {

// The dev/test split of a golden set: stratified by stratum, seeded, and
// stable — a question that has a split keeps it; only unassigned questions
// are drawn.
//
// Per stratum (in name order), with N questions of which T are already
// test: the target is round(testFraction · N) test questions; the
// unassigned questions that may go to test, in uuid order, are shuffled
// (Fisher–Yates with RandomGenerator(seed), one generator for all strata)
// and the first max(0, target − T) of them become test, the rest dev.
// Questions marked devOnly (single-annotator labels) always become dev.
struct GoldSplit
{
    struct Item
    {
        QString uuid;
        QString stratum;
        Split split = Split::Unassigned; // as stored
        bool devOnly = false;
    };

    // The split of every item, in input order; assigned items unchanged.
    static std::vector<Split> assign(const std::vector<Item> &items, std::uint64_t seed, double testFraction);
};

} // namespace touchstone
