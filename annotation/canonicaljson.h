#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QString>

namespace touchstone {

// JSON written the same way on every machine, so that an export of a
// version is byte-identical every time: object keys sorted by code point,
// numbers through metrics/numberformat.h (integral values up to 2^53 as
// integers, others as the shortest text that reads back exactly, never NaN
// or a locale's comma), strings as UTF-8 with only the escapes JSON
// requires (", \, and control characters), LF line ends.
class CanonicalJson
{
public:
    enum class Style {
        Compact, // one line, no spaces: one JSONL record
        Indented // two spaces per level: manifest.json
    };

    static QByteArray write(const QJsonValue &value, Style style = Style::Compact);

    // The lowercase hex sha256 of `bytes`.
    static QString sha256(const QByteArray &bytes);
};

} // namespace touchstone
