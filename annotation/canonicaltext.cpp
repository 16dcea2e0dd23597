#include "canonicaltext.h"
#include "metrics/argtext.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace touchstone {

CanonicalText::CanonicalText(std::vector<PageText> pages)
    : m_pages(std::move(pages))
{
    size_t total = 0;
    for (const PageText &page : m_pages)
        total += page.text.size() + 1;
    m_text.reserve(total);
    for (size_t i = 0; i < m_pages.size(); ++i) {
        if (i > 0)
            m_text.push_back(U'\f');
        m_pageStarts.push_back(int(m_text.size()));
        m_text += m_pages[i].text;
    }
    m_pageStarts.push_back(int(m_text.size()));
}

int CanonicalText::pageStart(int index) const
{
    if (m_pageStarts.empty())
        return 0;
    return m_pageStarts[size_t(std::clamp(index, 0, int(m_pageStarts.size()) - 1))];
}

int CanonicalText::pageOf(int offset) const
{
    if (m_pages.empty())
        return 0;
    const auto it = std::upper_bound(m_pageStarts.begin(), m_pageStarts.end() - 1, offset);
    return std::max(0, int(it - m_pageStarts.begin()) - 1);
}

QString CanonicalText::slice(int start, int end) const
{
    start = std::clamp(start, 0, size());
    end = std::clamp(end, start, size());
    return QString::fromUcs4(m_text.data() + start, end - start);
}

std::uint8_t CanonicalText::flagsAt(int offset) const
{
    if (offset < 0 || offset >= size())
        return 0;
    const int page = pageOf(offset);
    const int local = offset - m_pageStarts[size_t(page)];
    if (local >= m_pages[size_t(page)].size())
        return CharFlag::Synthetic; // the '\f' between pages
    return m_pages[size_t(page)].flags[size_t(local)];
}

CharBox CanonicalText::boxAt(int offset) const
{
    if (offset < 0 || offset >= size())
        return {};
    const int page = pageOf(offset);
    const int local = offset - m_pageStarts[size_t(page)];
    if (local >= m_pages[size_t(page)].size())
        return {};
    return m_pages[size_t(page)].boxes[size_t(local)];
}

bool CanonicalText::isAnchorable(int start, int end, QString *reason) const
{
    if (start < 0 || end > size() || start >= end) {
        if (reason)
            *reason = QCoreApplication::translate("CanonicalText", "the range %1–%2 is outside the text")
                          .arg(argText(start), argText(end));
        return false;
    }
    for (int page = pageOf(start); page <= pageOf(end - 1); ++page) {
        if (!m_pages[size_t(page)].usable()) {
            if (reason)
                *reason = QCoreApplication::translate("CanonicalText", "page %1: %2")
                              .arg(argText(page + 1), argText(m_pages[size_t(page)].statusDetail));
            return false;
        }
    }
    for (int i = start; i < end; ++i) {
        if (flagsAt(i) & CharFlag::Unusable) {
            if (reason)
                *reason = QCoreApplication::translate(
                              "CanonicalText", "page %1: the text layer is garbled here (it does not "
                                               "say what the page shows)")
                              .arg(pageOf(i) + 1);
            return false;
        }
    }
    return true;
}

std::vector<CanonicalText::PageRects> CanonicalText::rectsFor(int start, int end) const
{
    std::vector<PageRects> result;
    start = std::clamp(start, 0, size());
    end = std::clamp(end, start, size());
    QRectF run;
    auto flush = [&](int page) {
        if (run.isNull())
            return;
        if (result.empty() || result.back().page != page)
            result.push_back(PageRects{page, {}});
        result.back().rects.push_back(run);
        run = QRectF();
    };
    int currentPage = -1;
    for (int i = start; i < end; ++i) {
        const int page = pageOf(i);
        if (page != currentPage) {
            flush(currentPage);
            currentPage = page;
        }
        const CharBox box = boxAt(i);
        if (box.isEmpty()) {
            if (m_text[size_t(i)] != U' ')
                flush(currentPage); // a line or page break ends the run
            continue;
        }
        const QRectF rect(QPointF(box.left, box.top), QPointF(box.right, box.bottom));
        // A new line starts when the next glyph does not sit beside the run.
        const bool continues = !run.isNull() && rect.top() < run.bottom() && rect.bottom() > run.top()
                               && rect.left() >= run.left() - 0.002;
        if (!continues)
            flush(currentPage);
        run = run.isNull() ? rect : run.united(rect);
    }
    flush(currentPage);
    return result;
}

int CanonicalText::offsetAt(int page, const QPointF &point) const
{
    if (page < 0 || page >= pageCount())
        return -1;
    const PageText &text = m_pages[size_t(page)];
    int best = -1;
    double bestDistance = std::numeric_limits<double>::max();
    for (int i = 0; i < text.size(); ++i) {
        const CharBox &box = text.boxes[size_t(i)];
        if (box.isEmpty())
            continue;
        // Distance to the box, with vertical distance weighted so that a
        // point between lines prefers the line it is closest to.
        const double dx = std::max({double(box.left) - point.x(), 0.0, point.x() - double(box.right)});
        const double dy = std::max({double(box.top) - point.y(), 0.0, point.y() - double(box.bottom)});
        const double distance = dx + 4.0 * dy;
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
            if (distance == 0)
                break;
        }
    }
    if (best < 0)
        return -1;
    // Past the middle of a glyph, the caret goes after it.
    const CharBox &box = text.boxes[size_t(best)];
    const bool after = point.x() > (double(box.left) + double(box.right)) / 2.0;
    return pageStart(page) + best + (after ? 1 : 0);
}

} // namespace touchstone
