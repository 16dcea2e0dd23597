#pragma once

#include <QRectF>
#include <QString>

#include <vector>

namespace touchstone {

// One word of a page's text layer as the PDF library reports it, in points,
// in the page's displayed orientation (its /Rotate already applied).
struct PdfWord
{
    QString text;
    QRectF box;
    std::vector<QRectF> charBoxes; // one per code point of `text`
    bool spaceAfter = false;       // the layer has a space between this word and the next
    bool lineEnd = false;          // the next word starts a new line
};

} // namespace touchstone
