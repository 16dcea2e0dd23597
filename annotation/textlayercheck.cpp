#include "textlayercheck.h"

#include <unicode/uchar.h>

namespace touchstone {

namespace {

bool isPrivateUse(char32_t c)
{
    return (c >= 0xE000 && c <= 0xF8FF) || c >= 0xF0000;
}

// Latin-1 letters that CP1251/KOI8 Cyrillic turns into when read as Latin-1.
bool isLatin1Letter(char32_t c)
{
    return c >= 0xC0 && c <= 0xFF && c != 0xD7 && c != 0xF7;
}

bool isBreak(char32_t c)
{
    return c == U'\n' || c == U'\f';
}

// Marks every code point of the lines that hold a private-use code point:
// the shaping of such a line is broken, so none of it anchors reliably.
int markPrivateUseLines(PageText &page)
{
    int marked = 0;
    size_t lineStart = 0;
    for (size_t i = 0; i <= page.text.size(); ++i) {
        if (i < page.text.size() && !isBreak(page.text[i]))
            continue;
        bool privateUse = false;
        for (size_t k = lineStart; k < i && !privateUse; ++k)
            privateUse = isPrivateUse(page.text[k]);
        if (privateUse) {
            for (size_t k = lineStart; k < i; ++k) {
                page.flags[k] |= CharFlag::Unusable;
                ++marked;
            }
        }
        lineStart = i + 1;
    }
    return marked;
}

bool reportsDamage(const QStringList &warnings)
{
    for (const QString &warning : warnings) {
        if (warning.contains(QLatin1String("xref"), Qt::CaseInsensitive)
            || warning.contains(QLatin1String("XRef"), Qt::CaseSensitive)
            || warning.contains(QLatin1String("Unexpected end of file"), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace

double TextLayerCheck::mojibakeShare(const std::u32string &text)
{
    // Count whole words: a French or Icelandic word has one or two accented
    // letters; a mojibake word is made of them.
    int letters = 0;
    int mojibakeLetters = 0;
    int wordLetters = 0;
    int wordLatin1 = 0;
    auto closeWord = [&]() {
        letters += wordLetters;
        if (wordLetters >= 3 && wordLatin1 * 2 > wordLetters)
            mojibakeLetters += wordLetters;
        wordLetters = 0;
        wordLatin1 = 0;
    };
    for (char32_t c : text) {
        if (u_isalpha(UChar32(c))) {
            ++wordLetters;
            if (isLatin1Letter(c))
                ++wordLatin1;
        } else {
            closeWord();
        }
    }
    closeWord();
    return letters == 0 ? 0.0 : double(mojibakeLetters) / double(letters);
}

void TextLayerCheck::assess(PageText &page, const QStringList &warnings)
{
    int visible = 0;
    int unusable = 0;
    int privateUse = 0;
    for (size_t i = 0; i < page.text.size(); ++i) {
        const char32_t c = page.text[i];
        if (u_isUWhiteSpace(UChar32(c)))
            continue;
        ++visible;
        if (page.flags[i] & CharFlag::Unusable)
            ++unusable;
        if (isPrivateUse(c))
            ++privateUse;
    }

    const bool damaged = reportsDamage(warnings);
    if (visible == 0) {
        page.status = damaged ? TextLayerStatus::Damaged : TextLayerStatus::NoText;
        page.statusDetail = damaged ? tr("the file is damaged here; the page may be incomplete or blank")
                                    : tr("the page has no text layer (a scan?); there is no text to select");
        return;
    }
    if (unusable * 20 > visible || unusable >= visible / 2 + 1) {
        page.status = TextLayerStatus::Garbled;
        page.statusDetail = tr("the text layer holds control codes instead of letters");
    } else if (privateUse * 5 > visible) {
        page.status = TextLayerStatus::Garbled;
        page.statusDetail = tr("the text layer holds private-use code points instead of letters");
    } else if (mojibakeShare(page.text) > 0.25) {
        page.status = TextLayerStatus::Garbled;
        page.statusDetail = tr("the text layer does not match the page (Latin-1 letters where another "
                               "script is shown)");
    } else if (damaged) {
        page.status = TextLayerStatus::Damaged;
        page.statusDetail = tr("the file is damaged here; the page may be incomplete");
    }

    if (page.status == TextLayerStatus::Garbled) {
        for (std::uint8_t &flag : page.flags)
            flag |= CharFlag::Unusable;
    } else if (privateUse > 0) {
        markPrivateUseLines(page);
    }
}

} // namespace touchstone
