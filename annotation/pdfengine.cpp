#include "pdfengine.h"

#include <poppler/GlobalParams.h>
#include <poppler/PDFDoc.h>
#include <poppler/SplashOutputDev.h>
#include <poppler/Stream.h>
#include <poppler/TextOutputDev.h>
#include <poppler/goo/GooString.h>
#include <poppler/splash/SplashBitmap.h>

#include <optional>

namespace touchstone {

namespace {

bool abortTrampoline(void *data)
{
    const auto *check = static_cast<const PdfEngine::AbortCheck *>(data);
    return check && *check && (*check)();
}

std::optional<GooString> passwordOf(const QByteArray &password)
{
    if (password.isEmpty())
        return std::nullopt;
    return GooString(password.constData(), size_t(password.size()));
}

qsizetype codePointCount(const QString &text)
{
    qsizetype count = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!(text.at(i).isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()))
            ++count;
    }
    return count;
}

void deleteBitmap(void *bitmap)
{
    delete static_cast<SplashBitmap *>(bitmap);
}

} // namespace

struct PdfEngine::Core
{
    // Poppler-qt6 sets up Poppler's global parameters (and routes its
    // messages to PdfDocument's collector) when the first Poppler::Document
    // loads, which PdfDocument::open always does first; holding a reference
    // keeps them alive while only engines are left.
    GlobalParamsIniter globals{nullptr};
    std::unique_ptr<PDFDoc> document;
    std::unique_ptr<SplashOutputDev> splash; // made on the first render
};

PdfEngine::PdfEngine(std::unique_ptr<Core> core) : d(std::move(core)) {}

PdfEngine::~PdfEngine() = default;

std::unique_ptr<PdfEngine> PdfEngine::open(const QByteArray &bytes, const QByteArray &password)
{
    auto core = std::make_unique<Core>();
    // PDFDoc owns the stream; the stream reads `bytes` in place.
    auto *stream = new MemStream(bytes.constData(), 0, bytes.size(), Object(objNull));
    const std::optional<GooString> secret = passwordOf(password);
    core->document = std::make_unique<PDFDoc>(stream, secret, secret);
    if (!core->document->isOk())
        return nullptr;
    return std::unique_ptr<PdfEngine>(new PdfEngine(std::move(core)));
}

QImage PdfEngine::render(int index, double dpi, const AbortCheck &abort)
{
    if (index < 0 || index >= d->document->getNumPages())
        return {};
    if (!d->splash) {
        // Poppler-qt6's settings with the Antialiasing and TextAntialiasing
        // hints, paper white, which are also pdftoppm's defaults.
        SplashColor paper;
        paper[0] = paper[1] = paper[2] = 255;
        d->splash = std::make_unique<SplashOutputDev>(splashModeXBGR8, 4, false, paper, true);
        d->splash->setFontAntialias(true);
        d->splash->setVectorAntialias(true);
        d->splash->setFreeTypeHinting(false, false);
        d->splash->startDoc(d->document.get());
    }
    auto *check = const_cast<AbortCheck *>(&abort);
    d->document->displayPageSlice(d->splash.get(), index + 1, dpi, dpi, 0, false, true, false, -1, -1, -1, -1,
                                  abort ? &abortTrampoline : nullptr, abort ? check : nullptr);
    if (abort && abort())
        return {};
    SplashBitmap *bitmap = d->splash->takeBitmap();
    if (!bitmap || bitmap->getWidth() <= 0 || bitmap->getHeight() <= 0 || !bitmap->convertToXBGR()) {
        delete bitmap;
        return {};
    }
    return QImage(bitmap->getDataPtr(), bitmap->getWidth(), bitmap->getHeight(), bitmap->getRowSize(),
                  QImage::Format_RGB32, &deleteBitmap, bitmap);
}

PdfEngine::Words PdfEngine::words(int index, const AbortCheck &abort)
{
    Words result;
    if (index < 0 || index >= d->document->getNumPages())
        return result;
    TextOutputDev output(nullptr, false, 0, false, false);
    auto *check = const_cast<AbortCheck *>(&abort);
    d->document->displayPageSlice(&output, index + 1, 72, 72, 0, false, false, false, -1, -1, -1, -1,
                                  abort ? &abortTrampoline : nullptr, abort ? check : nullptr, nullptr, nullptr,
                                  true);
    if (abort && abort()) {
        result.aborted = true;
        return result;
    }
    const std::unique_ptr<TextWordList> list = output.makeWordList();
    const int count = list ? list->getLength() : 0;
    result.words.reserve(size_t(count));
    for (int i = 0; i < count; ++i) {
        const TextWord *word = list->get(i);
        PdfWord pdfWord;
        // Through Poppler's UTF-8 text encoding, as Poppler-qt6 does: the
        // same characters for unmappable codes too.
        const std::unique_ptr<GooString> text(word->getText());
        pdfWord.text = QString::fromUtf8(text->c_str(), qsizetype(text->getLength()));
        double xMin = 0, yMin = 0, xMax = 0, yMax = 0;
        word->getBBox(&xMin, &yMin, &xMax, &yMax);
        pdfWord.box = QRectF(xMin, yMin, xMax - xMin, yMax - yMin);
        pdfWord.spaceAfter = word->hasSpaceAfter();
        pdfWord.lineEnd = word->nextWord() == nullptr;
        // One box per code point of the text (Poppler keeps one per
        // character it read, which is the same count unless a code maps to
        // nothing): a code point without a box gets an empty one.
        const int characters = word->getLength();
        const qsizetype codePoints = codePointCount(pdfWord.text);
        pdfWord.charBoxes.reserve(size_t(codePoints));
        for (qsizetype c = 0; c < codePoints; ++c) {
            if (c >= characters) {
                pdfWord.charBoxes.emplace_back();
                continue;
            }
            word->getCharBBox(int(c), &xMin, &yMin, &xMax, &yMax);
            pdfWord.charBoxes.emplace_back(xMin, yMin, xMax - xMin, yMax - yMin);
        }
        result.words.push_back(std::move(pdfWord));
    }
    return result;
}

} // namespace touchstone
