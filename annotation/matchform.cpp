#include "matchform.h"

#include "canonicaltext.h"

#include <QList>

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/unistr.h>

namespace touchstone {

namespace {

bool isIgnorable(char32_t c)
{
    return c == 0x00AD                        // soft hyphen
           || c == 0x200B || c == 0xFEFF      // zero width space, BOM
           || c == 0x200E || c == 0x200F      // LRM, RLM
           || (c >= 0x202A && c <= 0x202E)    // embeddings and overrides
           || (c >= 0x2066 && c <= 0x2069);   // isolates
}

bool isSpace(char32_t c)
{
    return c == U'\n' || c == U'\f' || c == U'\t' || c == U'\r' || u_isUWhiteSpace(UChar32(c));
}

// Scripts written without spaces between words: a line break between two of
// their characters is not a space.
bool isCjk(char32_t c)
{
    if (c < 0x2E80)
        return false;
    UErrorCode status = U_ZERO_ERROR;
    const UScriptCode script = uscript_getScript(UChar32(c), &status);
    switch (script) {
    case USCRIPT_HAN:
    case USCRIPT_HIRAGANA:
    case USCRIPT_KATAKANA:
    case USCRIPT_HANGUL:
    case USCRIPT_BOPOMOFO:
        return true;
    default:
        // CJK punctuation (、。「」（）) and full-width forms have script Common.
        return (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF00 && c <= 0xFFEF) || (c >= 0xFE30 && c <= 0xFE4F);
    }
}

char32_t fold(char32_t c)
{
    switch (c) {
    case 0x2018: case 0x2019: case 0x201A: case 0x201B: case 0x2032:
        return U'\'';
    case 0x201C: case 0x201D: case 0x201E: case 0x201F: case 0x2033:
        return U'"';
    case 0x2010: case 0x2011: case 0x2212:
        return U'-';
    default:
        return char32_t(u_foldCase(UChar32(c), U_FOLD_CASE_DEFAULT));
    }
}

// Builds the match form of `text` (flags optional), applying every rule but NFKC.
template <typename FlagAt>
void build(const std::u32string &text, FlagAt lineEndHyphenAt, std::u32string &out, std::vector<int> &origin)
{
    out.clear();
    origin.clear();
    out.reserve(text.size());
    origin.reserve(text.size());
    size_t i = 0;
    while (i < text.size()) {
        const char32_t c = text[i];
        // Before the ignorables: a soft hyphen that breaks a word at a line
        // end is where the word goes on, so it joins the lines as a
        // line-end hyphen does; dropped on its own, it left the line break
        // as a space inside the word ("classi fication").
        if (lineEndHyphenAt(i)) {
            // Swallow the line break that follows: the join is optional only
            // in the hyphen, never in the letters.
            out.push_back(MatchForm::kOptionalHyphen);
            origin.push_back(int(i));
            ++i;
            while (i < text.size() && (isSpace(text[i]) || isIgnorable(text[i])))
                ++i;
            continue;
        }
        if (isIgnorable(c)) {
            ++i;
            continue;
        }
        if (isSpace(c)) {
            const size_t runStart = i;
            while (i < text.size() && (isSpace(text[i]) || isIgnorable(text[i])))
                ++i;
            const bool atStart = out.empty();
            const bool atEnd = i == text.size();
            const bool besideCjk = (!out.empty() && isCjk(out.back())) || (!atEnd && isCjk(text[i]));
            if (!atStart && !atEnd && !besideCjk) {
                out.push_back(U' ');
                origin.push_back(int(runStart));
            }
            continue;
        }
        out.push_back(fold(c));
        origin.push_back(int(i));
        ++i;
    }
}

} // namespace

MatchForm::MatchForm(const CanonicalText &text)
{
    const std::u32string &canonical = text.text();
    // Page-local flags, walked alongside: cheaper than CanonicalText::flagsAt per code point.
    std::vector<bool> lineEndHyphen(canonical.size(), false);
    for (int page = 0; page < text.pageCount(); ++page) {
        const PageText &pageText = text.page(page);
        const int start = text.pageStart(page);
        for (int i = 0; i < pageText.size(); ++i) {
            if (pageText.flags[size_t(i)] & CharFlag::LineEndHyphen)
                lineEndHyphen[size_t(start + i)] = true;
        }
    }
    build(canonical, [&](size_t i) { return bool(lineEndHyphen[i]); }, m_text, m_origin);
}

namespace {

// Marks the letters of words written in mixed case ("LaTeX"): neither all
// lower, all upper, nor capitalized.
std::vector<bool> mixedCaseLetters(const std::u32string &text)
{
    std::vector<bool> mixed(text.size(), false);
    size_t i = 0;
    while (i < text.size()) {
        if (!u_isalpha(UChar32(text[i]))) {
            ++i;
            continue;
        }
        size_t end = i;
        int upperAfterFirst = 0;
        int lower = 0;
        while (end < text.size() && u_isalpha(UChar32(text[end]))) {
            if (end > i && u_isupper(UChar32(text[end])))
                ++upperAfterFirst;
            if (u_islower(UChar32(text[end])))
                ++lower;
            ++end;
        }
        if (upperAfterFirst > 0 && lower > 0)
            std::fill(mixed.begin() + long(i), mixed.begin() + long(end), true);
        i = end;
    }
    return mixed;
}

} // namespace

MatchForm::Normalized MatchForm::nfkc(const QString &text)
{
    Normalized result;
    const QList<uint> ucs4 = text.toUcs4();
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2 *normalizer = icu::Normalizer2::getNFKCInstance(status);
    size_t i = 0;
    const size_t n = size_t(ucs4.size());
    while (i < n) {
        // Segments start where NFKC may start a new unit, as in the
        // canonical text builder, so each normalizes on its own.
        size_t end = i + 1;
        while (normalizer && end < n && !normalizer->hasBoundaryBefore(UChar32(ucs4[qsizetype(end)])))
            ++end;
        icu::UnicodeString segment;
        for (size_t k = i; k < end; ++k)
            segment.append(UChar32(ucs4[qsizetype(k)]));
        status = U_ZERO_ERROR;
        const icu::UnicodeString normalized = normalizer ? normalizer->normalize(segment, status) : segment;
        const bool changed = U_SUCCESS(status) && normalized != segment;
        const icu::UnicodeString &out = U_SUCCESS(status) ? normalized : segment;
        for (int32_t k = 0; k < out.length();) {
            const UChar32 c = out.char32At(k);
            result.text.push_back(char32_t(c));
            result.changed.push_back(changed);
            k += U16_LENGTH(c);
        }
        i = end;
    }
    return result;
}

namespace {

bool isLineBreak(char32_t c)
{
    return c == U'\n' || c == U'\r' || c == 0x2028 || c == 0x2029;
}

// A hyphen that ends a line of the quote — a quote copied from the text
// across a line-end hyphenation, as a span's exact text is ("classi-\nfied")
// — is that line-end hyphen: the line break goes, the hyphen stays, and
// the matcher lets it match the text's optional hyphen. Without this a
// span's own exact text could not anchor it again.
std::u32string joinLineEndHyphens(const std::u32string &text)
{
    std::u32string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        out.push_back(text[i]);
        // A soft hyphen too (U+00AD): a word processor's break, copied with the line.
        if (text[i] != U'-' && text[i] != 0x2010 && text[i] != 0x00AD)
            continue;
        size_t next = i + 1;
        while (next < text.size() && (text[next] == U' ' || text[next] == U'\t' || isIgnorable(text[next])))
            ++next;
        if (next >= text.size() || !isLineBreak(text[next]))
            continue;
        while (next < text.size() && (isSpace(text[next]) || isIgnorable(text[next])))
            ++next;
        // As the text builder flags it: a letter follows on the next line.
        if (next < text.size() && u_isalpha(UChar32(text[next])))
            i = next - 1;
    }
    return out;
}

} // namespace

MatchForm::Quote MatchForm::quote(const QString &quote)
{
    const std::u32string text = joinLineEndHyphens(nfkc(quote).text);
    Quote result;
    std::vector<int> origin;
    build(text, [](size_t) { return false; }, result.text, origin);
    const std::vector<bool> mixed = mixedCaseLetters(text);
    result.original.reserve(origin.size());
    result.strictCase.reserve(origin.size());
    for (int index : origin) {
        result.original.push_back(text[size_t(index)]);
        result.strictCase.push_back(mixed[size_t(index)]);
    }
    return result;
}

} // namespace touchstone
