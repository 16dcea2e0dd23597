#include "wordboundaries.h"

#include "canonicaltext.h"

#include <unicode/brkiter.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <memory>
#include <vector>

namespace touchstone {

namespace {

// The page's text as UTF-16 for ICU, with the code point index of each unit.
struct PageUnits
{
    icu::UnicodeString text;
    std::vector<int> codePointOf; // size text.length() + 1
    int pageStart = 0;
};

PageUnits pageUnits(const CanonicalText &text, int page)
{
    PageUnits units;
    units.pageStart = text.pageStart(page);
    const PageText &pageText = text.page(page);
    for (int i = 0; i < pageText.size(); ++i) {
        units.text.append(UChar32(pageText.text[size_t(i)]));
        units.codePointOf.resize(size_t(units.text.length()), i);
    }
    units.codePointOf.push_back(pageText.size());
    return units;
}

int unitOf(const PageUnits &units, int codePoint)
{
    for (int unit = 0; unit < int(units.codePointOf.size()); ++unit) {
        if (units.codePointOf[size_t(unit)] >= codePoint)
            return unit;
    }
    return units.text.length();
}

std::unique_ptr<icu::BreakIterator> wordIterator(const icu::UnicodeString &text)
{
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::BreakIterator> iterator(icu::BreakIterator::createWordInstance(icu::Locale::getRoot(), status));
    if (U_FAILURE(status) || !iterator)
        return nullptr;
    iterator->setText(text);
    return iterator;
}

} // namespace

int WordBoundaries::next(const CanonicalText &text, int offset, bool forward, Edge edge)
{
    if (text.pageCount() == 0)
        return offset;
    const int page = text.pageOf(offset);
    const PageUnits units = pageUnits(text, page);
    const int local = std::clamp(offset - units.pageStart, 0, text.page(page).size());
    const auto iterator = wordIterator(units.text);
    if (!iterator)
        return offset;
    const int length = units.text.length();
    // A start edge wants text after the boundary, an end edge text before it.
    const auto lands = [&](int boundary) {
        if (edge == Edge::Start)
            return boundary < length && !u_isUWhiteSpace(units.text.char32At(boundary));
        return boundary > 0 && !u_isUWhiteSpace(units.text.char32At(boundary - 1));
    };
    int boundary = forward ? iterator->following(unitOf(units, local)) : iterator->preceding(unitOf(units, local));
    while (boundary != icu::BreakIterator::DONE && !lands(boundary))
        boundary = forward ? iterator->next() : iterator->previous();
    if (boundary == icu::BreakIterator::DONE)
        boundary = forward ? length : 0;
    return units.pageStart + units.codePointOf[size_t(boundary)];
}

std::pair<int, int> WordBoundaries::snapToWords(const CanonicalText &text, int start, int end)
{
    if (end <= start)
        return {start, end};
    int wordStart = 0;
    int wordEnd = 0;
    wordAt(text, start, &wordStart, &wordEnd);
    if (wordStart < start && start < wordEnd)
        start = wordStart;
    wordAt(text, end - 1, &wordStart, &wordEnd);
    if (wordStart < end && end < wordEnd)
        end = wordEnd;
    return {start, end};
}

void WordBoundaries::wordAt(const CanonicalText &text, int offset, int *start, int *end)
{
    *start = *end = offset;
    if (text.pageCount() == 0)
        return;
    const int page = text.pageOf(offset);
    const PageUnits units = pageUnits(text, page);
    const auto iterator = wordIterator(units.text);
    if (!iterator)
        return;
    const int unit = unitOf(units, std::clamp(offset - units.pageStart, 0, text.page(page).size()));
    const int32_t after = iterator->following(unit);
    const int32_t before = iterator->previous();
    if (after == icu::BreakIterator::DONE || before == icu::BreakIterator::DONE)
        return;
    if (iterator->getRuleStatus() == UBRK_WORD_NONE && u_isUWhiteSpace(units.text.char32At(before)))
        return;
    *start = units.pageStart + units.codePointOf[size_t(before)];
    *end = units.pageStart + units.codePointOf[size_t(after)];
}

} // namespace touchstone
