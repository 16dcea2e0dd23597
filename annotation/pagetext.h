#pragma once

#include <QByteArray>
#include <QSizeF>
#include <QString>

#include <cstdint>
#include <string>
#include <vector>

namespace touchstone {

// A character's box as fractions of the displayed page (0..1, origin top
// left, the page's /Rotate applied), so it scales with any zoom.
struct CharBox
{
    float left = 0;
    float top = 0;
    float right = 0;
    float bottom = 0;

    bool isEmpty() const { return right <= left || bottom <= top; }
};

// Per code point facts about the canonical text.
namespace CharFlag {
enum : std::uint8_t {
    Normalized = 1 << 0,    // NFKC changed what the text layer had here
    Unusable = 1 << 1,      // garbled text layer: spans may not cover it
    Synthetic = 1 << 2,     // a space or line break added between words; no glyph
    LineEndHyphen = 1 << 3, // a hyphen that ends a line ("proceed-\nings")
    FormField = 1 << 4,     // the value of a form field, not page content
};
}

// Whether a page's text layer can carry spans.
enum class TextLayerStatus : std::uint8_t {
    Usable = 0,
    NoText = 1,     // no text layer (a scan): nothing to select
    Garbled = 2,    // the layer does not say what the page shows (mojibake, control codes)
    Unreadable = 3, // the page itself cannot be loaded
    Damaged = 4,    // the file is damaged here; the page may be incomplete
};

// The canonical text of one page (see DESIGN.md, "Documents and spans"):
// words in reading order, a space between words, '\n' between lines,
// right-to-left runs in logical order, NFKC-normalized. One box and one
// flag byte per code point.
struct PageText
{
    std::u32string text;
    std::vector<CharBox> boxes;
    std::vector<std::uint8_t> flags;
    TextLayerStatus status = TextLayerStatus::Usable;
    QString statusDetail; // why the status is not Usable, one line
    QSizeF sizePoints;    // the displayed page size, /Rotate applied
    int rotation = 0;     // the page's /Rotate
    // The PDF library dropped part of this page's text (see
    // PdfDocument::PageWords::tinyCharactersCapped). Known at extraction
    // only; the stored page keeps it as its Damaged status and detail.
    bool textCapped = false;

    int size() const { return int(text.size()); }
    bool usable() const { return status == TextLayerStatus::Usable || status == TextLayerStatus::Damaged; }

    // Boxes and flags packed for storage: 4 x uint16 fractions + 1 flag byte
    // per code point, little-endian.
    QByteArray packGeometry() const;
    // The inverse of packGeometry for a text of `codePoints` code points;
    // false when the blob does not fit.
    bool unpackGeometry(const QByteArray &blob, int codePoints);

    QString toQString() const;
};

const char *textLayerStatusKey(TextLayerStatus status);

} // namespace touchstone
