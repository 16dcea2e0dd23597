#include "wordtokens.h"

#include <unicode/brkiter.h>
#include <unicode/locid.h>
#include <unicode/ubrk.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <memory>

namespace touchstone {

std::pair<int, int> WordTokens::covering(int start, int end) const
{
    // First token ending after `start`, first token starting at or after `end`.
    const int first = int(std::upper_bound(ends.begin(), ends.end(), start) - ends.begin());
    const int last = int(std::lower_bound(starts.begin(), starts.end(), end) - starts.begin());
    return {first, std::max(first, last)};
}

WordTokens WordTokens::of(const std::u32string &text)
{
    WordTokens tokens;
    if (text.empty())
        return tokens;
    const icu::UnicodeString utf16 = icu::UnicodeString::fromUTF32(
        reinterpret_cast<const UChar32 *>(text.data()), int32_t(text.size()));
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::BreakIterator> words(icu::BreakIterator::createWordInstance(icu::Locale::getRoot(), status));
    if (U_FAILURE(status) || !words)
        return tokens;
    words->setText(utf16);
    int32_t previous = words->first();
    int previousCodePoint = 0;
    for (int32_t boundary = words->next(); boundary != icu::BreakIterator::DONE; boundary = words->next()) {
        const int codePoint = previousCodePoint + utf16.countChar32(previous, boundary - previous);
        if (words->getRuleStatus() >= UBRK_WORD_NONE_LIMIT) {
            tokens.starts.push_back(previousCodePoint);
            tokens.ends.push_back(codePoint);
        }
        previous = boundary;
        previousCodePoint = codePoint;
    }
    return tokens;
}

} // namespace touchstone
