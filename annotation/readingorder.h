#pragma once

#include "pdfword.h"

#include <QRectF>
#include <QSizeF>

#include <vector>

namespace touchstone {

// A line of words as the PDF library grouped them.
struct TextLine
{
    std::vector<int> words; // indexes into the page's word list
    QRectF box;
    int codePoints = 0;
};

// Reading order on top of the library's own: the library follows columns
// (right for prose), but emits tables cell column by cell column and
// interleaves the columns of vertical CJK text. These functions restore an
// order in which a table row and a vertical column are contiguous text.
class ReadingOrder
{
public:
    static std::vector<TextLine> groupLines(const std::vector<PdfWord> &words);

    // Reorders `lines` in place; `pageSize` is the displayed page size in points.
    static void refine(std::vector<TextLine> &lines, const QSizeF &pageSize);

    // Vertical writing: columns right to left within each band, bands top
    // to bottom. Returns false (and leaves `lines` alone) on a horizontal page.
    static bool orderVerticalText(std::vector<TextLine> &lines);

    // Running headers and footers (the lines of the page's top and bottom
    // margins, set apart from the body by a gap) go to the page's start and
    // end: the library reads them as part of whichever column they stand
    // over, so "Trovato et al." landed between the columns of a page.
    // Returns how many lines moved to either edge.
    static int moveRunningHeadsToEdges(std::vector<TextLine> &lines, const QSizeF &pageSize);

    // Tables whose cells arrive column by column are re-read row by row.
    // Returns the number of table regions reordered.
    static int orderTableRows(std::vector<TextLine> &lines, const QSizeF &pageSize);
};

} // namespace touchstone
