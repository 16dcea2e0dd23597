#include "spananchor.h"

#include "canonicaltext.h"

#include <unicode/uchar.h>

namespace touchstone {

Result<SpanAnchor> SpanAnchor::fromRange(const CanonicalText &text, qint64 documentId, int start, int end)
{
    if (start > end)
        std::swap(start, end);
    start = std::max(start, 0);
    end = std::min(end, text.size());
    const std::u32string &all = text.text();
    while (start < end && u_isUWhiteSpace(UChar32(all[size_t(start)])))
        ++start;
    while (end > start && u_isUWhiteSpace(UChar32(all[size_t(end - 1)])))
        --end;
    if (start >= end)
        return Result<SpanAnchor>::failure(tr("the selection holds no text"));
    QString reason;
    if (!text.isAnchorable(start, end, &reason))
        return Result<SpanAnchor>::failure(tr("cannot make a span here: %1").arg(reason));
    SpanAnchor anchor;
    anchor.documentId = documentId;
    anchor.start = start;
    anchor.end = end;
    anchor.page = text.pageOf(start);
    anchor.exact = text.slice(start, end);
    anchor.prefix = text.slice(std::max(0, start - kContextLength), start);
    anchor.suffix = text.slice(end, std::min(text.size(), end + kContextLength));
    for (int i = start; i < end && !anchor.formContent; ++i)
        anchor.formContent = text.flagsAt(i) & CharFlag::FormField;
    return anchor;
}

} // namespace touchstone
