#pragma once

#include <string>
#include <utility>
#include <vector>

namespace touchstone {

// The words of a text as ICU's word break rules find them (UAX #29, root
// locale): segments whose rule status is not UBRK_WORD_NONE, i.e. without
// the runs of spaces and punctuation between words. These are the token
// units of free-highlighting agreement (DESIGN.md, "Agreement units").
struct WordTokens
{
    // [start, end) of every word, in code points of `text`, in text order.
    static std::vector<std::pair<int, int>> of(const std::u32string &text);
};

} // namespace touchstone
