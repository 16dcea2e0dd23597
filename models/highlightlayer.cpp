#include "highlightlayer.h"

#include "annotation/canonicaltext.h"

namespace touchstone {

void HighlightLayer::set(std::shared_ptr<const CanonicalText> text, std::vector<Highlight> items)
{
    m_text = std::move(text);
    m_items = std::move(items);
    m_pages.clear();
    if (!m_text)
        return;
    m_pages.resize(size_t(m_text->pageCount()));
    for (size_t i = 0; i < m_items.size(); ++i) {
        const Highlight &item = m_items[i];
        for (const CanonicalText::PageRects &page : m_text->rectsFor(item.start, item.end)) {
            if (page.page < 0 || page.page >= int(m_pages.size()))
                continue;
            for (const QRectF &rect : page.rects)
                m_pages[size_t(page.page)].push_back(PageRect{int(i), rect});
        }
    }
}

void HighlightLayer::clear()
{
    set(nullptr, {});
}

const std::vector<HighlightLayer::PageRect> &HighlightLayer::onPage(int page) const
{
    static const std::vector<PageRect> none;
    return page >= 0 && page < int(m_pages.size()) ? m_pages[size_t(page)] : none;
}

int HighlightLayer::itemAt(int page, const QPointF &fraction) const
{
    const std::vector<PageRect> &rects = onPage(page);
    for (auto it = rects.rbegin(); it != rects.rend(); ++it) {
        if (it->rect.contains(fraction))
            return it->item;
    }
    return -1;
}

} // namespace touchstone
