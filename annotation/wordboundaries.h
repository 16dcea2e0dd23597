#pragma once

namespace touchstone {

class CanonicalText;

// Word boundaries of the canonical text (ICU word break rules), for moving
// a span's edge word by word from the keyboard and for double-click.
class WordBoundaries
{
public:
    // The nearest word boundary strictly after (forward) or before `offset`
    // on the same page; the page's end or start when there is none.
    static int next(const CanonicalText &text, int offset, bool forward);

    // The word around `offset`, [start, end); an empty range on spaces.
    static void wordAt(const CanonicalText &text, int offset, int *start, int *end);
};

} // namespace touchstone
