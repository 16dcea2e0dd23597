#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QString>

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
    // Appends the JSON text of one string (quotes included).
    static void appendString(QByteArray &out, const QString &text);
    // Lowercase hex sha256.
    static QString sha256(const QByteArray &bytes);
};

} // namespace touchstone
