#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QString>

#include <utility>
#include <vector>

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

    // One object written exactly as write() writes the same QJsonObject in
    // the compact style, straight from its values: no QJsonObject is built
    // (building one costs more than writing it, and a freeze or an export
    // writes hundreds of thousands). Keys are Latin-1, added in any order;
    // a key added twice keeps its last value, as in a QJsonObject.
    class Object
    {
    public:
        Object &string(QLatin1String key, const QString &value);
        Object &number(QLatin1String key, double value);
        Object &boolean(QLatin1String key, bool value);
        Object &null(QLatin1String key);
        Object &value(QLatin1String key, const QJsonValue &value);
        // A value already written canonically in the compact style.
        Object &raw(QLatin1String key, QByteArray json);
        QByteArray write() const;

    private:
        std::vector<std::pair<QLatin1String, QByteArray>> m_members;
    };
    // An array of values already written canonically (compact), and one
    // string value.
    static QByteArray array(const std::vector<QByteArray> &items);
    static QByteArray string(const QString &text);

    // The lowercase hex sha256 of `bytes`.
    static QString sha256(const QByteArray &bytes);
};

} // namespace touchstone
