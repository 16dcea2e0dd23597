#include "pdfdocument.h"

#include "pdfengine.h"
#include "regularfile.h"

#include <poppler/qt6/poppler-form.h>
#include <poppler/qt6/poppler-qt6.h>

#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QVariant>

#include <algorithm>
#include <cmath>

namespace touchstone {

namespace {

// Poppler reports problems through one process-wide function. Each thread
// that loads or reads a page collects the messages meant for it here.
thread_local QStringList *t_popplerMessages = nullptr;

void collectPopplerMessage(const QString &message, const QVariant &)
{
    if (t_popplerMessages && t_popplerMessages->size() < 50)
        t_popplerMessages->append(message.trimmed());
}

void installPopplerMessageHandler()
{
    static const bool installed = [] {
        Poppler::setDebugErrorFunction(&collectPopplerMessage, QVariant());
        return true;
    }();
    Q_UNUSED(installed);
}

class MessageCapture
{
public:
    MessageCapture()
    {
        installPopplerMessageHandler();
        m_previous = t_popplerMessages;
        t_popplerMessages = &m_messages;
    }
    ~MessageCapture() { t_popplerMessages = m_previous; }
    const QStringList &messages() const { return m_messages; }

private:
    QStringList m_messages;
    QStringList *m_previous = nullptr;
};

bool abortTrampoline(const QVariant &closure)
{
    const auto *check = static_cast<const PdfDocument::AbortCheck *>(closure.value<void *>());
    return check && *check && (*check)();
}

// Poppler gives widget rectangles as fractions of the unrotated page; the
// text boxes are in the displayed orientation.
QRectF rotateFraction(const QRectF &rect, int rotation)
{
    switch (rotation) {
    case 90: return QRectF(QPointF(1 - rect.bottom(), rect.left()), QPointF(1 - rect.top(), rect.right()));
    case 180: return QRectF(QPointF(1 - rect.right(), 1 - rect.bottom()), QPointF(1 - rect.left(), 1 - rect.top()));
    case 270: return QRectF(QPointF(rect.top(), 1 - rect.right()), QPointF(rect.bottom(), 1 - rect.left()));
    default: return rect;
    }
}

std::vector<QRectF> formFieldRects(const Poppler::Page &page, int rotation)
{
    std::vector<QRectF> rects;
    for (const std::unique_ptr<Poppler::FormField> &field : page.formFields()) {
        if (field && field->isVisible())
            rects.push_back(rotateFraction(field->rect().normalized(), rotation));
    }
    return rects;
}

QString fileLabel(const QString &displayName)
{
    return displayName.isEmpty() ? PdfDocument::tr("document") : displayName;
}

} // namespace

PdfDocument::~PdfDocument() = default;

PdfOpenResult PdfDocument::open(const QString &path, const QByteArray &password)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.exists()) {
        PdfOpenResult result;
        result.status = PdfOpenStatus::FileNotFound;
        result.message = tr("%1: file not found").arg(path);
        return result;
    }
    const Result<QByteArray> bytes = RegularFile::read(path, RegularFile::kMaxPdfBytes);
    if (!bytes) {
        PdfOpenResult result;
        result.status = PdfOpenStatus::Unreadable;
        result.message = tr("%1: cannot read the file (%2)").arg(path, bytes.error());
        return result;
    }
    return openData(*bytes, name, password);
}

PdfOpenResult PdfDocument::openData(const QByteArray &bytes, const QString &displayName,
                                    const QByteArray &password)
{
    MessageCapture capture;
    std::unique_ptr<Poppler::Document> document =
        Poppler::Document::loadFromData(bytes, password, password);
    return finishOpen(std::move(document), bytes, displayName, password, capture.messages());
}

PdfOpenResult PdfDocument::finishOpen(std::unique_ptr<Poppler::Document> document, QByteArray bytes,
                                      const QString &displayName, const QByteArray &password,
                                      const QStringList &warnings)
{
    PdfOpenResult result;
    const QString label = fileLabel(displayName);
    if (!document) {
        result.status = PdfOpenStatus::Unreadable;
        result.message = tr("%1: not a valid or readable PDF").arg(label);
        return result;
    }
    // A locked document crashes Poppler 22.12 in numPages()/page(): decide
    // on isLocked() before touching any page.
    if (document->isLocked()) {
        result.status = password.isEmpty() ? PdfOpenStatus::PasswordRequired : PdfOpenStatus::WrongPassword;
        result.message = password.isEmpty()
            ? tr("%1: the document is protected by a password").arg(label)
            : tr("%1: the password does not open the document").arg(label);
        return result;
    }
    const int pageCount = document->numPages();
    if (pageCount <= 0) {
        result.status = PdfOpenStatus::NoPages;
        result.message = tr("%1: the file is incomplete or damaged (it has no pages)").arg(label);
        return result;
    }

    std::unique_ptr<PdfDocument> pdf(new PdfDocument);
    pdf->m_pages.reserve(size_t(pageCount));
    int readablePages = 0;
    for (int i = 0; i < pageCount; ++i) {
        PdfPageInfo info;
        if (std::unique_ptr<Poppler::Page> page = document->page(i)) {
            info.sizePoints = page->pageSizeF();
            info.readable = info.sizePoints.width() > 0 && info.sizePoints.height() > 0;
            switch (page->orientation()) {
            case Poppler::Page::Landscape: info.rotation = 90; break;
            case Poppler::Page::UpsideDown: info.rotation = 180; break;
            case Poppler::Page::Seascape: info.rotation = 270; break;
            case Poppler::Page::Portrait: info.rotation = 0; break;
            }
        }
        readablePages += info.readable ? 1 : 0;
        pdf->m_pages.push_back(info);
    }
    if (readablePages == 0) {
        result.status = PdfOpenStatus::NoPages;
        result.message = tr("%1: the file is damaged: none of its pages can be read").arg(label);
        return result;
    }

    pdf->m_encrypted = document->isEncrypted();
    pdf->m_okToCopy = document->okToCopy();
    pdf->m_title = document->info(QStringLiteral("Title"));
    pdf->m_bytes = std::move(bytes);
    pdf->m_password = password;
    pdf->m_displayName = displayName;
    pdf->m_loadWarnings = warnings;
    pdf->m_document = std::move(document);
    result.status = PdfOpenStatus::Opened;
    result.document = std::move(pdf);
    return result;
}

std::unique_ptr<PdfDocument> PdfDocument::clone() const
{
    // Only Poppler's core document is needed to render and read text; the
    // page facts are known. Re-reading them costs 50-85 ms on a 1000-page
    // manual, on the way to the first painted page.
    std::unique_ptr<PdfDocument> copy(new PdfDocument);
    copy->m_bytes = m_bytes;
    copy->m_password = m_password;
    {
        MessageCapture capture;
        copy->m_engine = PdfEngine::open(copy->m_bytes, copy->m_password);
    }
    if (!copy->m_engine)
        return nullptr;
    copy->m_displayName = m_displayName;
    copy->m_title = m_title;
    copy->m_loadWarnings = m_loadWarnings;
    copy->m_pages = m_pages;
    copy->m_encrypted = m_encrypted;
    copy->m_okToCopy = m_okToCopy;
    return copy;
}

PdfEngine *PdfDocument::engine() const
{
    if (!m_engine)
        m_engine = PdfEngine::open(m_bytes, m_password);
    return m_engine.get();
}

Poppler::Document *PdfDocument::popplerDocument() const
{
    if (!m_document) {
        m_document = Poppler::Document::loadFromData(m_bytes, m_password, m_password);
        if (m_document && m_document->isLocked())
            m_document.reset();
    }
    return m_document.get();
}

double PdfDocument::cappedDpi(int index, double dpi, qint64 maxPixels) const
{
    const QSizeF size = pageInfo(index).sizePoints;
    const double width = size.width() / 72.0 * dpi;
    const double height = size.height() / 72.0 * dpi;
    const double pixels = width * height;
    if (pixels <= double(maxPixels) || pixels <= 0)
        return dpi;
    return dpi * std::sqrt(double(maxPixels) / pixels);
}

QImage PdfDocument::render(int index, double dpi, qint64 maxPixels, const AbortCheck &abort) const
{
    if (index < 0 || index >= pageCount() || !pageInfo(index).readable)
        return {};
    const std::lock_guard<std::recursive_mutex> lock(m_mutex);
    MessageCapture capture; // rendering warnings are expected on damaged files
    PdfEngine *pages = engine();
    if (!pages)
        return {};
    return pages->render(index, cappedDpi(index, dpi, maxPixels), abort);
}

PdfEngine::Words PdfDocument::wordsOf(int index, const AbortCheck &abort) const
{
    if (m_loadWarnings.isEmpty()) {
        if (PdfEngine *pages = engine())
            return pages->words(index, abort);
        return {};
    }
    // Poppler repaired the file on loading. Poppler-qt6 reads each page on
    // a fresh copy of the cross-reference table and its repairs, so every
    // page that needs a lost object reports the damage; one shared table
    // reports it once, and the damaged pages would pass for scans.
    PdfEngine::Words result;
    Poppler::Document *document = popplerDocument();
    std::unique_ptr<Poppler::Page> page = document ? document->page(index) : nullptr;
    if (!page)
        return result;
    const QVariant closure = QVariant::fromValue(static_cast<void *>(const_cast<AbortCheck *>(&abort)));
    const std::vector<std::unique_ptr<Poppler::TextBox>> boxes =
        page->textList(Poppler::Page::Rotate0, abort ? &abortTrampoline : nullptr, closure);
    if (abort && abort()) {
        result.aborted = true;
        return result;
    }
    result.words.reserve(boxes.size());
    for (const std::unique_ptr<Poppler::TextBox> &box : boxes) {
        PdfWord word;
        word.text = box->text();
        word.box = box->boundingBox();
        word.spaceAfter = box->hasSpaceAfter();
        word.lineEnd = box->nextWord() == nullptr;
        // Poppler keeps one box per code point, not per UTF-16 unit.
        const qsizetype codePoints = word.text.toUcs4().size();
        word.charBoxes.reserve(size_t(codePoints));
        for (qsizetype i = 0; i < codePoints; ++i)
            word.charBoxes.push_back(box->charBoundingBox(int(i)));
        result.words.push_back(std::move(word));
    }
    return result;
}

PdfDocument::PageWords PdfDocument::words(int index, const AbortCheck &abort) const
{
    PageWords result;
    if (index < 0 || index >= pageCount() || !pageInfo(index).readable)
        return result;
    const std::lock_guard<std::recursive_mutex> lock(m_mutex);
    MessageCapture capture;
    PdfEngine::Words text = wordsOf(index, abort);
    if (text.aborted) {
        result.aborted = true;
        return result;
    }
    result.words = std::move(text.words);
    int tinyCharacters = 0;
    int tinyWords = 0;
    for (const PdfWord &word : result.words) {
        bool tinyWord = false;
        for (const QRectF &charBox : word.charBoxes) {
            if (std::abs(charBox.width()) < 3 && std::abs(charBox.height()) < 3) {
                ++tinyCharacters;
                tinyWord = true;
            }
        }
        tinyWords += tinyWord ? 1 : 0;
    }
    // The cap counts the space glyphs between words too, which no box
    // shows: a word's separator is counted as one, and a page within 5 % of
    // the cap is taken to have reached it.
    result.tinyCharactersCapped = double(tinyCharacters + tinyWords) >= 0.95 * kTinyCharacterCap;
    if (Poppler::Document *document = popplerDocument()) {
        if (std::unique_ptr<Poppler::Page> page = document->page(index))
            result.formFields = formFieldRects(*page, pageInfo(index).rotation);
    }
    result.warnings = capture.messages();
    return result;
}

} // namespace touchstone
