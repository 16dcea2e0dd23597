#pragma once

#include <utility>

namespace touchstone {

class CanonicalText;

// Word boundaries of the canonical text (ICU word break rules), for moving
// a span's edge word by word from the keyboard and for double-click.
class WordBoundaries
{
public:
    enum class Edge { Start, End };

    // Where a span's `edge` at `offset` lands one word forward or back on
    // the same page: a start edge goes to the start of a word, an end edge
    // to the end of one, so every step adds or drops a whole word and never
    // stops on the space between two (which the anchor would trim away, and
    // the edge would not move). The page's end or start when there is none.
    static int next(const CanonicalText &text, int offset, bool forward, Edge edge);

    // [start, end) widened so neither edge cuts a word in two.
    static std::pair<int, int> snapToWords(const CanonicalText &text, int start, int end);

    // The word around `offset`, [start, end); an empty range on spaces.
    static void wordAt(const CanonicalText &text, int offset, int *start, int *end);
};

} // namespace touchstone
