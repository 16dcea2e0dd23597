#include "canonicaltextbuilder.h"

#include "readingorder.h"
#include "textlayercheck.h"

#include <QList>

#include <unicode/normalizer2.h>
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <algorithm>

namespace touchstone {

namespace {

CharBox normalizedBox(const QRectF &rect, const QSizeF &pageSize)
{
    if (pageSize.width() <= 0 || pageSize.height() <= 0)
        return {};
    return CharBox{float(rect.left() / pageSize.width()), float(rect.top() / pageSize.height()),
                   float(rect.right() / pageSize.width()), float(rect.bottom() / pageSize.height())};
}

CharBox unite(const CharBox &a, const CharBox &b)
{
    if (a.isEmpty())
        return b;
    if (b.isEmpty())
        return a;
    return CharBox{std::min(a.left, b.left), std::min(a.top, b.top), std::max(a.right, b.right),
                   std::max(a.bottom, b.bottom)};
}

bool isControl(char32_t c)
{
    return (c < 0x20 && c != U'\n' && c != U'\f') || (c >= 0x7F && c < 0xA0);
}

bool isHyphen(char32_t c)
{
    return c == U'-' || c == 0x2010 || c == 0x00AD;
}

struct LineBuffer
{
    std::u32string text;
    std::vector<CharBox> boxes;
    std::vector<std::uint8_t> flags;

    void append(char32_t c, const CharBox &box, std::uint8_t flag)
    {
        text.push_back(c);
        boxes.push_back(box);
        flags.push_back(flag);
    }
};

LineBuffer buildLine(const TextLine &line, const std::vector<PdfWord> &words, const QSizeF &pageSize)
{
    LineBuffer buffer;
    for (size_t w = 0; w < line.words.size(); ++w) {
        const PdfWord &word = words[size_t(line.words[w])];
        const QList<uint> codePoints = word.text.toUcs4();
        for (qsizetype i = 0; i < codePoints.size(); ++i) {
            char32_t c = char32_t(codePoints[i]);
            std::uint8_t flag = 0;
            if (isControl(c) || c == 0xFFFD) {
                c = 0xFFFD; // keep the position, never the control code itself
                flag = CharFlag::Unusable;
            }
            const QRectF rect = size_t(i) < word.charBoxes.size() ? word.charBoxes[size_t(i)] : word.box;
            buffer.append(c, normalizedBox(rect, pageSize), flag);
        }
        const bool last = w + 1 == line.words.size();
        if (!last && word.spaceAfter) {
            const PdfWord &next = words[size_t(line.words[w + 1])];
            QRectF gap(word.box.right(), word.box.top(), next.box.left() - word.box.right(), word.box.height());
            buffer.append(U' ', normalizedBox(gap.normalized(), pageSize), CharFlag::Synthetic);
        }
    }
    return buffer;
}

} // namespace

PageText CanonicalTextBuilder::build(const std::vector<PdfWord> &words, const QSizeF &pageSize,
                                     const QStringList &warnings, const std::vector<QRectF> &formFields)
{
    std::vector<TextLine> lines = ReadingOrder::groupLines(words);
    ReadingOrder::refine(lines, pageSize);

    PageText page;
    for (size_t l = 0; l < lines.size(); ++l) {
        LineBuffer line = buildLine(lines[l], words, pageSize);
        restoreLogicalOrder(line.text, line.boxes, line.flags);
        if (l > 0) {
            // A hyphen ending the previous line may be hyphenation or a real
            // hyphen ("camera-ready"); the matcher tries both.
            if (!page.text.empty() && isHyphen(page.text.back()) && !line.text.empty()
                && u_isalpha(UChar32(line.text.front())))
                page.flags.back() |= CharFlag::LineEndHyphen;
            page.text.push_back(U'\n');
            page.boxes.push_back(CharBox{});
            page.flags.push_back(CharFlag::Synthetic);
        }
        page.text += line.text;
        page.boxes.insert(page.boxes.end(), line.boxes.begin(), line.boxes.end());
        page.flags.insert(page.flags.end(), line.flags.begin(), line.flags.end());
    }
    normalize(page);
    TextLayerCheck::assess(page, warnings);
    if (!formFields.empty()) {
        for (size_t i = 0; i < page.text.size(); ++i) {
            const CharBox &box = page.boxes[i];
            const QPointF centre((box.left + box.right) / 2.0, (box.top + box.bottom) / 2.0);
            for (const QRectF &field : formFields) {
                if (!box.isEmpty() && field.contains(centre))
                    page.flags[i] |= CharFlag::FormField;
            }
        }
    }
    return page;
}

void CanonicalTextBuilder::normalize(PageText &page)
{
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2 *nfkc = icu::Normalizer2::getNFKCInstance(status);
    if (U_FAILURE(status) || !nfkc)
        return;

    const std::u32string &in = page.text;
    PageText out;
    out.text.reserve(in.size());
    out.boxes.reserve(in.size());
    out.flags.reserve(in.size());
    size_t i = 0;
    while (i < in.size()) {
        // Fast path: ASCII not followed by anything that could combine with it.
        if (in[i] < 0x80 && (i + 1 == in.size() || in[i + 1] < 0x300)) {
            out.text.push_back(in[i]);
            out.boxes.push_back(page.boxes[i]);
            out.flags.push_back(page.flags[i]);
            ++i;
            continue;
        }
        // A segment ends before the next code point that starts a new
        // normalization unit, so segments normalize independently.
        size_t end = i + 1;
        while (end < in.size() && !nfkc->hasBoundaryBefore(UChar32(in[end])))
            ++end;
        icu::UnicodeString segment;
        for (size_t k = i; k < end; ++k)
            segment.append(UChar32(in[k]));
        status = U_ZERO_ERROR;
        if (nfkc->isNormalized(segment, status) && U_SUCCESS(status)) {
            for (size_t k = i; k < end; ++k) {
                out.text.push_back(in[k]);
                out.boxes.push_back(page.boxes[k]);
                out.flags.push_back(page.flags[k]);
            }
            i = end;
            continue;
        }
        status = U_ZERO_ERROR;
        const icu::UnicodeString normalized = nfkc->normalize(segment, status);
        std::u32string produced;
        for (int32_t k = 0; k < normalized.length();) {
            const UChar32 c = normalized.char32At(k);
            produced.push_back(char32_t(c));
            k += U16_LENGTH(c);
        }
        const size_t inputCount = end - i;
        CharBox united;
        std::uint8_t flags = CharFlag::Normalized;
        for (size_t k = i; k < end; ++k) {
            united = unite(united, page.boxes[k]);
            flags |= page.flags[k];
        }
        for (size_t k = 0; k < produced.size(); ++k) {
            CharBox box = united;
            if (produced.size() == inputCount) {
                box = page.boxes[i + k];
            } else if (inputCount == 1 && produced.size() > 1 && !united.isEmpty()) {
                // A ligature: split its glyph box across its letters.
                const float width = (united.right - united.left) / float(produced.size());
                box.left = united.left + width * float(k);
                box.right = box.left + width;
            }
            out.text.push_back(produced[k]);
            out.boxes.push_back(box);
            out.flags.push_back(flags);
        }
        i = end;
    }
    page.text = std::move(out.text);
    page.boxes = std::move(out.boxes);
    page.flags = std::move(out.flags);
}

void CanonicalTextBuilder::restoreLogicalOrder(std::u32string &text, std::vector<CharBox> &boxes,
                                               std::vector<std::uint8_t> &flags)
{
    int rtl = 0;
    int ltr = 0;
    for (char32_t c : text) {
        const UCharDirection direction = u_charDirection(UChar32(c));
        if (direction == U_RIGHT_TO_LEFT || direction == U_RIGHT_TO_LEFT_ARABIC)
            ++rtl;
        else if (direction == U_LEFT_TO_RIGHT)
            ++ltr;
    }
    if (rtl == 0)
        return;

    // ICU works on UTF-16; remember which code point each unit belongs to.
    icu::UnicodeString utf16;
    std::vector<int> codePointOfUnit;
    for (size_t i = 0; i < text.size(); ++i) {
        utf16.append(UChar32(text[i]));
        codePointOfUnit.resize(size_t(utf16.length()), int(i));
    }
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_open();
    if (!bidi)
        return;
    // The text is in visual order; the inverse algorithm yields logical order.
    ubidi_setReorderingMode(bidi, UBIDI_REORDER_INVERSE_LIKE_DIRECT);
    const UBiDiLevel paragraphLevel = rtl > ltr ? 1 : 0;
    ubidi_setPara(bidi, utf16.getBuffer(), utf16.length(), paragraphLevel, nullptr, &status);
    const int32_t length = U_SUCCESS(status) ? ubidi_getResultLength(bidi) : 0;
    std::vector<int32_t> visualMap(size_t(std::max(length, 0)));
    if (U_SUCCESS(status) && length == utf16.length())
        ubidi_getVisualMap(bidi, visualMap.data(), &status);
    if (U_FAILURE(status) || length != utf16.length()) {
        ubidi_close(bidi);
        return;
    }

    std::u32string reordered;
    std::vector<CharBox> reorderedBoxes;
    std::vector<std::uint8_t> reorderedFlags;
    reordered.reserve(text.size());
    int previousCodePoint = -1;
    for (int32_t k = 0; k < length; ++k) {
        const int32_t source = visualMap[size_t(k)];
        const int codePoint = codePointOfUnit[size_t(source)];
        if (codePoint == previousCodePoint)
            continue; // the second unit of a surrogate pair
        previousCodePoint = codePoint;
        char32_t c = text[size_t(codePoint)];
        if (ubidi_getLevelAt(bidi, source) & 1)
            c = char32_t(u_charMirror(UChar32(c)));
        reordered.push_back(c);
        reorderedBoxes.push_back(boxes[size_t(codePoint)]);
        reorderedFlags.push_back(flags[size_t(codePoint)]);
    }
    ubidi_close(bidi);
    if (reordered.size() != text.size())
        return;
    text = std::move(reordered);
    boxes = std::move(reorderedBoxes);
    flags = std::move(reorderedFlags);
}

} // namespace touchstone
