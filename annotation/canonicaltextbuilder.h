#pragma once

#include "pagetext.h"
#include "pdfword.h"

#include <QRectF>
#include <QSizeF>
#include <QStringList>

#include <vector>

namespace touchstone {

// Turns a page's words into its canonical text (DESIGN.md, "Documents and
// spans"): reading order refined (tables, vertical text), right-to-left runs
// restored to logical order with ICU bidi, NFKC with ICU, one box per code
// point, and the text layer checked for garbage.
class CanonicalTextBuilder
{
public:
    // `pageSize` in points, displayed orientation. `warnings` are the PDF
    // library's messages while reading the page (damage).
    // `formFields` are form widget rectangles (fractions of the page): text
    // inside them is a field's value and is flagged as such.
    static PageText build(const std::vector<PdfWord> &words, const QSizeF &pageSize,
                          const QStringList &warnings = {}, const std::vector<QRectF> &formFields = {});

    // NFKC of `text`, carrying boxes and flags along: a code point that
    // expands (a ligature) has its box split across what it became.
    static void normalize(PageText &page);

    // Visual-order text of one line to logical order. `text`, `boxes` and
    // `flags` are permuted together; mirrored glyphs in right-to-left runs
    // become their logical counterparts. No-op for lines without RTL letters.
    static void restoreLogicalOrder(std::u32string &text, std::vector<CharBox> &boxes,
                                    std::vector<std::uint8_t> &flags);
};

} // namespace touchstone
