#include "textselection.h"

#include "annotation/canonicaltext.h"
#include "annotation/wordboundaries.h"

#include <QChar>

#include <algorithm>

namespace touchstone {

namespace {

bool isWordCharacter(char32_t c)
{
    const QChar::Category category = QChar::category(c);
    return QChar::isLetterOrNumber(c) || category == QChar::Mark_NonSpacing
           || category == QChar::Mark_SpacingCombining || category == QChar::Mark_Enclosing || c == U'_';
}

} // namespace

void TextSelection::setText(std::shared_ptr<const CanonicalText> text)
{
    m_text = std::move(text);
    m_anchor = -1;
    m_start = m_end = 0;
    m_rects.clear();
}

QString TextSelection::text() const
{
    return m_text && !isEmpty() ? m_text->slice(m_start, m_end) : QString();
}

const std::vector<QRectF> &TextSelection::rectsOn(int page) const
{
    static const std::vector<QRectF> none;
    const auto found = m_rects.constFind(page);
    return found == m_rects.constEnd() ? none : found.value();
}

bool TextSelection::set(int start, int end)
{
    const int size = m_text ? m_text->size() : 0;
    start = std::clamp(start, 0, size);
    end = std::clamp(end, start, size);
    if (start == end)
        start = end = 0;
    if (start == m_start && end == m_end)
        return false;
    m_start = start;
    m_end = end;
    m_rects.clear();
    if (m_text && end > start) {
        for (const CanonicalText::PageRects &page : m_text->rectsFor(start, end))
            m_rects.insert(page.page, page.rects);
    }
    return true;
}

bool TextSelection::clear()
{
    m_anchor = -1;
    return set(0, 0);
}

bool TextSelection::extendTo(int caret, Unit unit)
{
    if (caret < 0)
        return false; // a page without text: keep what is selected
    if (m_anchor < 0)
        m_anchor = caret;
    auto range = std::make_pair(std::min(m_anchor, caret), std::max(m_anchor, caret));
    if (unit == Unit::Word && m_text)
        range = WordBoundaries::snapToWords(*m_text, range.first, range.second);
    return set(range.first, range.second);
}

bool TextSelection::selectWordAt(int page, const QPointF &fraction, int caret)
{
    if (!m_text || caret < 0)
        return false;
    // The caret sits before or after the glyph under the pointer.
    int at = caret;
    const CharBox before = m_text->boxAt(caret - 1);
    const bool onPrevious = caret > 0 && m_text->pageOf(caret - 1) == page
                            && QRectF(QPointF(before.left, before.top), QPointF(before.right, before.bottom)).contains(fraction);
    if (onPrevious || caret >= m_text->size() || !isWordCharacter(m_text->text()[size_t(caret)]))
        at = caret - 1;
    const auto [start, end] = wordAround(*m_text, at);
    m_anchor = start;
    return set(start, end);
}

std::pair<int, int> TextSelection::wordAround(const CanonicalText &text, int at)
{
    const std::u32string &chars = text.text();
    if (at < 0 || at >= int(chars.size()) || QChar::isSpace(chars[size_t(at)]))
        return {at, at};
    if (!isWordCharacter(chars[size_t(at)]))
        return {at, at + 1};
    int start = at;
    int end = at + 1;
    while (start > 0 && isWordCharacter(chars[size_t(start - 1)]))
        --start;
    while (end < int(chars.size()) && isWordCharacter(chars[size_t(end)]))
        ++end;
    return {start, end};
}

} // namespace touchstone
