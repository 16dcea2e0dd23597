#pragma once

#include <QCoreApplication>
#include <QString>

namespace touchstone {

class CanonicalText;
class PdfDocument;

// The one-line warning shown over a page whose text cannot carry spans:
// unreadable page, no text layer (a scan), garbled or damaged layer. The
// viewer's page banners use it; a document list or report can too.
class PageNotice
{
    Q_DECLARE_TR_FUNCTIONS(PageNotice)

public:
    // Empty when the page is fine or nothing is known about it yet (`text`
    // may be null while the text is being extracted).
    static QString forPage(const PdfDocument &document, const CanonicalText *text, int page);
};

} // namespace touchstone
