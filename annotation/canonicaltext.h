#pragma once

#include "pagetext.h"

#include <QRectF>
#include <QString>

#include <vector>

namespace touchstone {

// The canonical text of a whole document: its pages' canonical texts joined
// by '\f'. Offsets that leave the program are code points into this text.
// Every offset maps back to a page and a box on it.
class CanonicalText
{
public:
    CanonicalText() = default;
    explicit CanonicalText(std::vector<PageText> pages);

    const std::u32string &text() const { return m_text; }
    int size() const { return int(m_text.size()); }
    int pageCount() const { return int(m_pages.size()); }
    const PageText &page(int index) const { return m_pages[size_t(index)]; }

    // First code point of page `index` (0-based); pageStart(pageCount()) is size().
    int pageStart(int index) const;
    // The 0-based page holding `offset` (a '\f' belongs to the page it ends).
    int pageOf(int offset) const;

    QString slice(int start, int end) const;
    std::uint8_t flagsAt(int offset) const;
    CharBox boxAt(int offset) const;

    // True when [start, end) lies on usable text layers and holds no code
    // point marked unusable; otherwise `reason` says why (one line).
    bool isAnchorable(int start, int end, QString *reason = nullptr) const;

    // The rectangles to draw for [start, end): per page, one rectangle per
    // run of characters on one line, as fractions of the page.
    struct PageRects
    {
        int page = 0;
        std::vector<QRectF> rects;
    };
    std::vector<PageRects> rectsFor(int start, int end) const;

    // The code point nearest to `point` (fractions of page `page`), for
    // selection by mouse; -1 when the page has no text.
    int offsetAt(int page, const QPointF &point) const;

private:
    std::vector<PageText> m_pages;
    std::u32string m_text;
    std::vector<int> m_pageStarts;
};

} // namespace touchstone
