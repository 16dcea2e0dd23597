#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QString>

#include <functional>

namespace touchstone {

// JSON written the same way on every machine, for reports and for the
// configuration hash of a run: object keys sorted by code point, numbers
// through metrics/numberformat.h (the shortest text that reads back
// exactly; integral values as integers; never NaN, never a locale's comma),
// strings as UTF-8 with only the escapes JSON requires, LF line ends. The
// same bytes as the golden-set exports' canonical JSON, so a configuration
// hashed here and there gets the same sha256.
class ReportJson
{
public:
    enum class Style {
        Compact, // one line, no spaces
        Indented // two spaces per level (no final newline)
    };

    static QByteArray write(const QJsonValue &value, Style style = Style::Indented);

    // Large regular parts of a document (a report's ten thousand
    // per-question rows) are written by their owner straight to bytes: a
    // string value equal to rawMarker(n) is replaced by fragment(n, depth),
    // which must write canonical JSON for that depth itself.
    using Fragment = std::function<void(QByteArray &out, int index, int depth, Style style)>;
    static QByteArray write(const QJsonValue &value, Style style, const Fragment &fragment);
    static QString rawMarker(int index);
    // Newline and indentation for `depth` (nothing when compact).
    static void appendIndent(QByteArray &out, int depth, Style style);
    // Appends a number as write() does.
    static void appendNumber(QByteArray &out, double number);
    // Appends the JSON text of one string (quotes included).
    static void appendString(QByteArray &out, const QString &text);
    // Lowercase hex sha256.
    static QString sha256(const QByteArray &bytes);
};

} // namespace touchstone
