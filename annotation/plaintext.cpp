#include "plaintext.h"

#include "canonicaltextbuilder.h"

#include <unicode/uchar.h>

namespace touchstone {

CanonicalText PlainText::canonical(const QString &text)
{
    QString unified = text;
    unified.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    std::vector<PageText> pages;
    for (const QString &pageText : unified.split(QLatin1Char('\f'))) {
        PageText page;
        const QList<uint> ucs4 = pageText.toUcs4();
        page.text.assign(ucs4.begin(), ucs4.end());
        page.boxes.assign(page.text.size(), CharBox{});
        page.flags.assign(page.text.size(), 0);
        for (size_t i = 0; i + 2 < page.text.size(); ++i) {
            if ((page.text[i] == U'-' || page.text[i] == 0x00AD) && page.text[i + 1] == U'\n' && u_isalpha(UChar32(page.text[i + 2])))
                page.flags[i] |= CharFlag::LineEndHyphen;
        }
        for (size_t i = 0; i < page.text.size(); ++i) {
            if (page.text[i] == U'\n')
                page.flags[i] |= CharFlag::Synthetic;
        }
        CanonicalTextBuilder::normalize(page);
        pages.push_back(std::move(page));
    }
    return CanonicalText(std::move(pages));
}

} // namespace touchstone
