#pragma once

#include "canonicaltext.h"

#include <QString>

namespace touchstone {

// Another parser's text of a document as a CanonicalText, so that the one
// QuoteMatcher finds quotes in it exactly as in our own canonical text:
// pages split at '\f', CR LF taken as LF, a hyphen that ends a line before a
// letter flagged as possible hyphenation, then NFKC with the canonical text
// builder's own normalization (code points NFKC changed are flagged, which
// is what tells "normalized" from "exact" matches). There are no boxes.
struct PlainText
{
    static CanonicalText canonical(const QString &text);
};

} // namespace touchstone
