#pragma once

#include "canonicaltext.h"
#include "pagetext.h"

#include <QCoreApplication>

#include <functional>
#include <vector>

namespace touchstone {

class PdfDocument;

// Reads every page's text layer once and builds its canonical text, on
// several threads (one PDF document per thread: Poppler is not thread-safe).
class TextExtraction
{
    Q_DECLARE_TR_FUNCTIONS(TextExtraction)

public:
    using Progress = std::function<void(int pagesDone, int pageCount)>;
    using AbortCheck = std::function<bool()>;

    static PageText extractPage(const PdfDocument &document, int index, const AbortCheck &abort = {});

    // All pages in page order. `progress` is called from worker threads.
    // Returns an empty vector when `abort` returned true.
    static std::vector<PageText> extractAll(const PdfDocument &document, int threads = 2,
                                            const Progress &progress = {}, const AbortCheck &abort = {});
};

} // namespace touchstone
