#pragma once

#include "canonicaltext.h"
#include "documentstore.h"
#include "metrics/result.h"
#include "quotematcher.h"
#include "spananchor.h"

#include <QCoreApplication>
#include <QHash>

#include <memory>
#include <optional>

namespace touchstone {

class ProjectStore;

// Anchors the spans of imported labels in a project's stored canonical
// texts (DocumentStore::canonicalText), loading each document's text and
// its QuoteMatcher once. Position first, then the quote (with page hint,
// prefix and suffix), as DESIGN.md orders re-anchoring: offsets that do not
// hold the quote, or lie outside the text, give way to the quote, reported
// as re-anchored. Fuzzy matches are not accepted for imports.
class SpanResolver
{
    Q_DECLARE_TR_FUNCTIONS(SpanResolver)

public:
    struct Request
    {
        QString quote;
        QString prefix;
        QString suffix;
        std::optional<int> start;
        std::optional<int> end;
        std::optional<int> page; // 1-based
    };

    struct Anchored
    {
        SpanAnchor span;
        bool reanchored = false; // the offsets did not hold the quote; found it by the quote
        QString warning;         // one line, or empty
    };

    explicit SpanResolver(const ProjectStore &store);
    ~SpanResolver();

    // Fails with a one-line reason (no file or line): offsets outside the
    // text, a page the document does not have, a quote that does not occur,
    // or a place on an unusable text layer.
    Result<Anchored> anchor(const DocumentRecord &document, const Request &request);

private:
    struct Loaded
    {
        explicit Loaded(CanonicalText loaded)
            : text(std::move(loaded))
            , matcher(text)
        {
        }
        CanonicalText text;
        QuoteMatcher matcher;
    };
    Result<const Loaded *> load(const DocumentRecord &document);
    Result<Anchored> byQuote(const DocumentRecord &document, const Loaded &loaded, const Request &request);

    const ProjectStore &m_store;
    QHash<qint64, std::shared_ptr<Loaded>> m_loaded;
};

} // namespace touchstone
