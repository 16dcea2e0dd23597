#pragma once

#include "canonicaltext.h"
#include "metrics/result.h"

#include <vector>

namespace touchstone {

class ProjectStore;

// The canonical texts of stored documents without their geometry, for the
// readers that only slice or tokenize them (agreement's word tokens, the
// freeze's quote check): DocumentStore::canonicalText also reads and unpacks
// every character box, several times the text's bytes. The same checks
// (stored text against its code points and geometry size) and messages.
class StoredTexts
{
public:
    explicit StoredTexts(const ProjectStore &store) : m_store(store) {}

    // The text of one document, pages joined by '\f' as CanonicalText does
    // (its pages carry text only: no boxes, no flags).
    Result<CanonicalText> text(qint64 documentId) const;

private:
    const ProjectStore &m_store;
};

} // namespace touchstone
