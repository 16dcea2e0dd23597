#pragma once

#include "pagetext.h"

#include <QCoreApplication>
#include <QStringList>

namespace touchstone {

// Decides whether a page's text layer says what the page shows. Text layers
// can be wrong while the page looks right: Type 3 fonts without a Unicode
// map yield control codes, old Cyrillic TeX fonts yield Latin-1 mojibake
// ("ÎÃËÀÂËÅÍÈÅ" for "ОГЛАВЛЕНИЕ"), broken shaping yields private-use code
// points. Such text must never become a span.
class TextLayerCheck
{
    Q_DECLARE_TR_FUNCTIONS(TextLayerCheck)

public:
    // Sets page.status / page.statusDetail and marks unusable code points.
    // `warnings` are the PDF library's messages while reading the page.
    static void assess(PageText &page, const QStringList &warnings = {});

    // The share of a text's letters that look like Cyrillic read as Latin-1.
    static double mojibakeShare(const std::u32string &text);
};

} // namespace touchstone
