#pragma once

#include "pdfword.h"

#include <QByteArray>
#include <QImage>

#include <functional>
#include <memory>
#include <vector>

namespace touchstone {

// Poppler's core objects for one thread: a document over the file's bytes
// and a Splash output device that lives from page to page, as pdftoppm and
// pdftotext keep theirs. Poppler-qt6 builds a new output device, font engine
// and copy of the cross-reference table for every page it renders or reads,
// so each page loaded its fonts again: 60 % over pdftoppm on text pages at
// screen resolution. The pixels and words are Poppler-qt6's own (the tests
// compare them with Poppler::Page::renderToImage and textList).
//
// Not thread-safe: PdfDocument keeps one per copy, and each thread has its copy.
class PdfEngine
{
public:
    using AbortCheck = std::function<bool()>;

    ~PdfEngine();
    PdfEngine(const PdfEngine &) = delete;
    PdfEngine &operator=(const PdfEngine &) = delete;

    // `bytes` must outlive the engine (Poppler reads them in place).
    // Null when Poppler cannot open them.
    static std::unique_ptr<PdfEngine> open(const QByteArray &bytes, const QByteArray &password);

    // The page `index` (0-based) at `dpi`, antialiased (vector and text, no
    // hinting: pdftoppm's defaults), white paper, as Format_RGB32 sharing
    // Splash's bitmap (no copy). Null when it cannot be rendered or `abort` said stop.
    QImage render(int index, double dpi, const AbortCheck &abort);

    struct Words
    {
        std::vector<PdfWord> words; // in Poppler's reading order
        bool aborted = false;
    };
    // The text layer of page `index` at 72 dpi: points, /Rotate applied.
    Words words(int index, const AbortCheck &abort);

private:
    struct Core;
    explicit PdfEngine(std::unique_ptr<Core> core);
    std::unique_ptr<Core> d;
};

} // namespace touchstone
