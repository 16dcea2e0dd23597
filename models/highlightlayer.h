#pragma once

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <memory>
#include <vector>

namespace touchstone {

class CanonicalText;

// A range of the canonical text to draw over the pages: a span, a find hit.
struct Highlight
{
    QString id;    // handed back when the user clicks it
    int start = 0; // canonical code point offsets, [start, end)
    int end = 0;
    QColor color;  // an opaque colour is drawn translucent
    QString label; // tooltip
    QString badge; // drawn at its start, e.g. the grade; empty for none
};

// Highlights with their rectangles on each page (fractions of the page,
// from CanonicalText::rectsFor), indexed by page for painting and for
// hit-testing a click.
class HighlightLayer
{
public:
    struct PageRect
    {
        int item = 0; // index into items()
        QRectF rect;  // fractions of the page
    };

    void set(std::shared_ptr<const CanonicalText> text, std::vector<Highlight> items);
    void clear();

    const std::vector<Highlight> &items() const { return m_items; }
    bool isEmpty() const { return m_items.empty(); }
    // The rectangles on `page`, in the order of items().
    const std::vector<PageRect> &onPage(int page) const;
    // The last item (drawn on top) with a rectangle holding `fraction`, or -1.
    int itemAt(int page, const QPointF &fraction) const;

private:
    std::shared_ptr<const CanonicalText> m_text;
    std::vector<Highlight> m_items;
    std::vector<std::vector<PageRect>> m_pages;
};

} // namespace touchstone
