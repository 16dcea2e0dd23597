#pragma once

#include "pdfengine.h"
#include "pdfword.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace Poppler {
class Document;
}

namespace touchstone {

// Why a PDF could not be opened. The GUI asks for a password on
// PasswordRequired / WrongPassword; everything else is a one-line message.
enum class PdfOpenStatus {
    Opened,
    FileNotFound,
    Unreadable,        // not a PDF, or damaged beyond repair
    PasswordRequired,  // locked, no password given
    WrongPassword,     // locked, the password given does not open it
    NoPages,           // loads, but has no page (truncated, damaged page tree)
};

struct PdfPageInfo
{
    QSizeF sizePoints;   // displayed size, /Rotate applied
    int rotation = 0;    // the page's /Rotate: 0, 90, 180 or 270
    bool readable = false; // false when the library cannot load the page (e.g. a page-tree loop)
};

// Returned by PdfDocument::open.
struct PdfOpenResult;

// The only place that talks to Poppler. A PdfDocument is not thread-safe:
// each thread that renders or extracts uses its own copy (clone()), which
// shares the file's bytes but not Poppler's state.
class PdfDocument
{
    Q_DECLARE_TR_FUNCTIONS(PdfDocument)

public:
    using AbortCheck = std::function<bool()>;

    ~PdfDocument();

    static PdfOpenResult open(const QString &path, const QByteArray &password = {});
    static PdfOpenResult openData(const QByteArray &bytes, const QString &displayName,
                                  const QByteArray &password = {});

    // A second, independent document over the same bytes, for another thread.
    std::unique_ptr<PdfDocument> clone() const;

    QString displayName() const { return m_displayName; }
    int pageCount() const { return int(m_pages.size()); }
    const PdfPageInfo &pageInfo(int index) const { return m_pages[size_t(index)]; }
    bool wasEncrypted() const { return m_encrypted; }
    bool okToCopy() const { return m_okToCopy; }
    QString title() const { return m_title; }
    // Messages the PDF library printed while loading (the file was repaired).
    const QStringList &loadWarnings() const { return m_loadWarnings; }

    // Renders a page at `dpi`, lowered when needed so that the image stays
    // within `maxPixels` pixels (giant pages). Returns a null image when the
    // page cannot be rendered or `abort` returned true.
    QImage render(int index, double dpi, qint64 maxPixels = 32'000'000,
                  const AbortCheck &abort = {}) const;

    // The largest dpi at which `index` fits within `maxPixels`.
    double cappedDpi(int index, double dpi, qint64 maxPixels) const;

    struct PageWords
    {
        std::vector<PdfWord> words;
        QStringList warnings; // the library reported damage while reading this page
        std::vector<QRectF> formFields; // form widgets, as fractions of the displayed page
        // Poppler's text output keeps the first kTinyCharacterCap characters
        // smaller than 3 × 3 pt of a page (spaces included) and drops the
        // rest without a word (TextPage::addChar); this page (very likely)
        // reached the cap.
        bool tinyCharactersCapped = false;
        bool aborted = false;
    };
    static constexpr int kTinyCharacterCap = 50000;
    // The text layer of one page as words with boxes, in reading order.
    PageWords words(int index, const AbortCheck &abort = {}) const;

private:
    PdfDocument() = default;
    static PdfOpenResult finishOpen(std::unique_ptr<Poppler::Document> document,
                                    QByteArray bytes, const QString &displayName,
                                    const QByteArray &password, const QStringList &warnings);
    // Made on first use: a copy that only renders never loads them.
    PdfEngine *engine() const;
    Poppler::Document *popplerDocument() const;
    PdfEngine::Words wordsOf(int index, const AbortCheck &abort) const;

    mutable std::unique_ptr<Poppler::Document> m_document; // metadata and form fields
    QByteArray m_bytes;
    // Renders and reads the text; after m_bytes, which it reads in place.
    mutable std::unique_ptr<PdfEngine> m_engine;
    // A copy is meant for one thread, but a second caller must not see a
    // half-made engine or a page half rendered.
    mutable std::recursive_mutex m_mutex;
    QByteArray m_password;
    QString m_displayName;
    QString m_title;
    QStringList m_loadWarnings;
    std::vector<PdfPageInfo> m_pages;
    bool m_encrypted = false;
    bool m_okToCopy = true;
};

struct PdfOpenResult
{
    PdfOpenStatus status = PdfOpenStatus::Unreadable;
    std::unique_ptr<PdfDocument> document; // set when status == Opened
    QString message;                       // one line, translated, names the file

    bool ok() const { return status == PdfOpenStatus::Opened; }
    bool needsPassword() const
    {
        return status == PdfOpenStatus::PasswordRequired || status == PdfOpenStatus::WrongPassword;
    }
};

} // namespace touchstone
