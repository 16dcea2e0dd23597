#pragma once

#include <QHash>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <memory>
#include <utility>
#include <vector>

namespace touchstone {

class CanonicalText;

// A selection in a document's canonical text, made the way a mouse makes
// it: an anchor where the button went down, extended to the caret under
// the pointer. The range is [min, max) of the two, so it follows the
// canonical (reading) order across lines, columns and pages, whatever the
// pointer's path on screen. Keeps the rectangles to draw per page.
class TextSelection
{
public:
    void setText(std::shared_ptr<const CanonicalText> text);

    int start() const { return m_start; }
    int end() const { return m_end; }
    bool isEmpty() const { return m_end <= m_start; }
    QString text() const;
    // Rectangles (fractions of the page) of the selection on `page`.
    const std::vector<QRectF> &rectsOn(int page) const;

    // Each returns true when the range changed.
    bool set(int start, int end);
    bool clear();
    // The anchor of the next extendTo(); -1 for none.
    void setAnchor(int offset) { m_anchor = offset; }
    int anchor() const { return m_anchor; }
    enum class Unit { Character, Word };
    // Selects from the anchor to `caret` (the anchor is set first if there
    // is none); by Word, a word cut by either end is taken whole, so a
    // drag that starts or stops inside a word still selects all of it.
    bool extendTo(int caret, Unit unit = Unit::Character);
    // Selects the word holding the glyph under `fraction` of `page`, given
    // the caret offset CanonicalText::offsetAt returned for that point.
    bool selectWordAt(int page, const QPointF &fraction, int caret);

    // The word around code point `at` (letters, digits, marks); a single
    // character when it is punctuation; empty on whitespace.
    static std::pair<int, int> wordAround(const CanonicalText &text, int at);

private:
    std::shared_ptr<const CanonicalText> m_text;
    QHash<int, std::vector<QRectF>> m_rects;
    int m_start = 0;
    int m_end = 0;
    int m_anchor = -1;
};

} // namespace touchstone
