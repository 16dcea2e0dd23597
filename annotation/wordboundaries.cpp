#include "wordboundaries.h"

#include "canonicaltext.h"

#include <unicode/brkiter.h>
#include <unicode/locid.h>
#include <unicode/unistr.h>

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

int WordBoundaries::next(const CanonicalText &text, int offset, bool forward)
{
    if (text.pageCount() == 0)
        return offset;
    const int page = text.pageOf(offset);
    const PageUnits units = pageUnits(text, page);
    const int local = std::clamp(offset - units.pageStart, 0, text.page(page).size());
    const auto iterator = wordIterator(units.text);
    if (!iterator)
        return offset;
    const int unit = unitOf(units, local);
    int boundary = forward ? iterator->following(unit) : iterator->preceding(unit);
    // Skip boundaries that only separate spaces, so each step moves by a word.
    while (boundary != icu::BreakIterator::DONE && boundary > 0 && boundary < units.text.length()) {
        const UChar32 before = units.text.char32At(boundary - 1);
        const UChar32 after = units.text.char32At(boundary);
        const bool spaceOnly = forward ? u_isUWhiteSpace(after) && u_isUWhiteSpace(before)
                                       : u_isUWhiteSpace(before) && u_isUWhiteSpace(after);
        if (!spaceOnly)
            break;
        boundary = forward ? iterator->next() : iterator->previous();
    }
    if (boundary == icu::BreakIterator::DONE)
        boundary = forward ? units.text.length() : 0;
    return units.pageStart + units.codePointOf[size_t(boundary)];
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
