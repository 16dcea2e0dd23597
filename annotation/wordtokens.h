#pragma once

#include <string>
#include <utility>
#include <vector>

namespace touchstone {

// The word tokens of a canonical text, the positions of token-level
// agreement (DESIGN.md, "Agreement units", free highlighting).
//
// Tokens are the segments between ICU word boundaries
// (icu::BreakIterator::createWordInstance, root locale, so the result does
// not depend on the user's locale) whose rule status says they hold a word:
// letters, numbers, kana or ideographs (status ≥ UBRK_WORD_NONE_LIMIT).
// Segments of spaces, punctuation or symbols only are not tokens. Offsets
// are code points of the text, half-open.
struct WordTokens
{
    std::vector<int> starts;
    std::vector<int> ends;

    int count() const { return int(starts.size()); }

    // The tokens that share at least one code point with [start, end), as a
    // half-open index range [first, last) (empty when none does).
    std::pair<int, int> covering(int start, int end) const;

    static WordTokens of(const std::u32string &text);
};

} // namespace touchstone
