#include "spanresolver.h"

#include "projectstore.h"
#include "metrics/argtext.h"

namespace touchstone {

SpanResolver::SpanResolver(const ProjectStore &store)
    : m_store(store)
{
}

SpanResolver::~SpanResolver() = default;

Result<const SpanResolver::Loaded *> SpanResolver::load(const DocumentRecord &document)
{
    if (const auto it = m_loaded.constFind(document.id); it != m_loaded.constEnd())
        return it->get();
    Result<CanonicalText> text = DocumentStore(m_store).canonicalText(document.id);
    if (!text)
        return Result<const Loaded *>::failure(text.error());
    auto loaded = std::make_shared<Loaded>(std::move(*text));
    m_loaded.insert(document.id, loaded);
    return loaded.get();
}

Result<SpanResolver::Anchored> SpanResolver::anchor(const DocumentRecord &document, const Request &request)
{
    using R = Result<Anchored>;
    const Result<const Loaded *> loaded = load(document);
    if (!loaded)
        return R::failure(loaded.error());
    const CanonicalText &text = (*loaded)->text;
    if (request.page && (*request.page < 1 || *request.page > text.pageCount()))
        return R::failure(tr("page %1 is outside %2 (%n page(s))", nullptr, text.pageCount())
                              .arg(argText(*request.page), argText(document.fileName)));
    if (!request.start)
        return byQuote(document, **loaded, request);
    const int start = *request.start;
    const int end = *request.end;
    const bool inRange = start >= 0 && end > start && end <= text.size();
    if (!inRange && request.quote.isEmpty())
        return R::failure(tr("offsets %1–%2 are not a range of %3's text (0–%4)")
                              .arg(argText(start), argText(end), argText(document.fileName), argText(text.size())));
    if (!request.quote.isEmpty()
        && (!inRange || text.slice(start, end).simplified() != request.quote.simplified())) {
        // The text moved under the offsets (another parser, another file): find the quote instead.
        Result<Anchored> found = byQuote(document, **loaded, request);
        if (found && (found->span.start != start || found->span.end != end)) {
            found->reanchored = true;
            found->warning = tr("offsets %1–%2 do not hold the quote; anchored it at %3–%4 instead")
                                 .arg(argText(start), argText(end), argText(found->span.start), argText(found->span.end));
        }
        return found;
    }
    Result<SpanAnchor> span = SpanAnchor::fromRange(text, document.id, start, end);
    if (!span)
        return R::failure(span.error());
    if (request.page && span->page != *request.page - 1)
        return R::failure(tr("offsets %1–%2 are on page %3, not on page %4")
                              .arg(argText(start), argText(end), argText(span->page + 1), argText(*request.page)));
    Anchored anchored;
    anchored.span = *span;
    return anchored;
}

Result<SpanResolver::Anchored> SpanResolver::byQuote(const DocumentRecord &document, const Loaded &loaded,
                                                     const Request &request)
{
    using R = Result<Anchored>;
    QuoteQuery query;
    query.quote = request.quote;
    query.prefix = request.prefix;
    query.suffix = request.suffix;
    query.pageHint = request.page ? *request.page - 1 : -1;
    const QuoteMatch match = loaded.matcher.find(query);
    if (!match.found)
        return R::failure(tr("the quote cannot be anchored in %1: %2").arg(document.fileName, match.reason));
    Result<SpanAnchor> span = SpanAnchor::fromRange(loaded.text, document.id, match.start, match.end);
    if (!span)
        return R::failure(tr("the quote cannot be anchored in %1: %2").arg(document.fileName, span.error()));
    Anchored anchored;
    anchored.span = *span;
    if (match.occurrences > 1 && !request.page && request.prefix.isEmpty() && request.suffix.isEmpty())
        anchored.warning = tr("the quote occurs %1 times in %2; anchored the one on page %3 (give “page” to choose)")
                               .arg(argText(match.occurrences), argText(document.fileName), argText(span->page + 1));
    return anchored;
}

} // namespace touchstone
