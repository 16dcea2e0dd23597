#include "wordtokens.h"

#include <unicode/brkiter.h>
#include <unicode/unistr.h>

#include <memory>

namespace touchstone {

std::vector<std::pair<int, int>> WordTokens::of(const std::u32string &text)
{
    std::vector<std::pair<int, int>> tokens;
    const icu::UnicodeString utf16 =
        icu::UnicodeString::fromUTF32(reinterpret_cast<const UChar32 *>(text.data()), int32_t(text.size()));
    // Code point index of every UTF-16 index (one past the end included).
    std::vector<int> codePointAt(size_t(utf16.length()) + 1, 0);
    int codePoint = 0;
    for (int32_t i = 0; i < utf16.length(); ++i) {
        codePointAt[size_t(i)] = codePoint;
        if (!U16_IS_LEAD(utf16.charAt(i)) || i + 1 >= utf16.length() || !U16_IS_TRAIL(utf16.charAt(i + 1)))
            ++codePoint;
    }
    codePointAt[size_t(utf16.length())] = codePoint;

    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::BreakIterator> words(icu::BreakIterator::createWordInstance(icu::Locale::getRoot(), status));
    if (U_FAILURE(status) || !words)
        return tokens;
    words->setText(utf16);
    int32_t start = words->first();
    for (int32_t end = words->next(); end != icu::BreakIterator::DONE; start = end, end = words->next()) {
        if (words->getRuleStatus() != UBRK_WORD_NONE)
            tokens.emplace_back(codePointAt[size_t(start)], codePointAt[size_t(end)]);
    }
    return tokens;
}

} // namespace touchstone
