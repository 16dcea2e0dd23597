#include "pagenotice.h"

#include "annotation/canonicaltext.h"
#include "annotation/pdfdocument.h"
#include "metrics/argtext.h"

namespace touchstone {

QString PageNotice::forPage(const PdfDocument &document, const CanonicalText *text, int page)
{
    if (page < 0 || page >= document.pageCount())
        return {};
    if (!document.pageInfo(page).readable)
        return tr("Page %1 cannot be read: the file is damaged here.").arg(page + 1);
    if (!text || page >= text->pageCount())
        return {};
    const PageText &layer = text->page(page);
    QString kind;
    switch (layer.status) {
    case TextLayerStatus::Usable: return {};
    case TextLayerStatus::NoText: kind = tr("No selectable text"); break;
    case TextLayerStatus::Garbled: kind = tr("Unusable text layer"); break;
    case TextLayerStatus::Unreadable: kind = tr("Unreadable page"); break;
    case TextLayerStatus::Damaged: kind = tr("Damaged page"); break;
    }
    return tr("Page %1 — %2: %3").arg(argText(page + 1), argText(kind), argText(layer.statusDetail));
}

} // namespace touchstone
