#include "canonicaljson.h"

#include "metrics/numberformat.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace touchstone {

namespace {

void writeString(const QString &text, QByteArray &out)
{
    static const char hex[] = "0123456789abcdef";
    out += '"';
    const QByteArray utf8 = text.toUtf8();
    for (const char c : utf8) {
        const auto byte = static_cast<unsigned char>(c);
        switch (byte) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (byte < 0x20) {
                out += "\\u00";
                out += hex[byte >> 4];
                out += hex[byte & 0xF];
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

void writeNumber(double value, QByteArray &out)
{
    // Integral values print as integers ("12", not "12.0" or "1.2e+01") as
    // long as a double holds them exactly.
    if (std::isfinite(value) && std::trunc(value) == value && std::fabs(value) <= 9007199254740992.0) {
        out += QByteArray::number(static_cast<qint64>(value));
        return;
    }
    out += formatNumber(value);
}

void newline(QByteArray &out, CanonicalJson::Style style, int depth)
{
    if (style != CanonicalJson::Style::Indented)
        return;
    out += '\n';
    out += QByteArray(depth * 2, ' ');
}

void writeValue(const QJsonValue &value, QByteArray &out, CanonicalJson::Style style, int depth);

void writeObject(const QJsonObject &object, QByteArray &out, CanonicalJson::Style style, int depth)
{
    if (object.isEmpty()) {
        out += "{}";
        return;
    }
    // Code point order: the order of the UTF-8 bytes.
    std::vector<std::pair<QByteArray, QString>> keys;
    keys.reserve(size_t(object.size()));
    for (auto it = object.constBegin(); it != object.constEnd(); ++it)
        keys.emplace_back(it.key().toUtf8(), it.key());
    std::sort(keys.begin(), keys.end());
    out += '{';
    bool first = true;
    for (const auto &[bytes, key] : keys) {
        if (!first)
            out += ',';
        first = false;
        newline(out, style, depth + 1);
        writeString(key, out);
        out += style == CanonicalJson::Style::Indented ? ": " : ":";
        writeValue(object.value(key), out, style, depth + 1);
    }
    newline(out, style, depth);
    out += '}';
}

void writeArray(const QJsonArray &array, QByteArray &out, CanonicalJson::Style style, int depth)
{
    if (array.isEmpty()) {
        out += "[]";
        return;
    }
    out += '[';
    bool first = true;
    for (const QJsonValue &item : array) {
        if (!first)
            out += ',';
        first = false;
        newline(out, style, depth + 1);
        writeValue(item, out, style, depth + 1);
    }
    newline(out, style, depth);
    out += ']';
}

void writeValue(const QJsonValue &value, QByteArray &out, CanonicalJson::Style style, int depth)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined: out += "null"; break;
    case QJsonValue::Bool: out += value.toBool() ? "true" : "false"; break;
    case QJsonValue::Double: writeNumber(value.toDouble(), out); break;
    case QJsonValue::String: writeString(value.toString(), out); break;
    case QJsonValue::Array: writeArray(value.toArray(), out, style, depth); break;
    case QJsonValue::Object: writeObject(value.toObject(), out, style, depth); break;
    }
}

} // namespace

QByteArray CanonicalJson::write(const QJsonValue &value, Style style)
{
    QByteArray out;
    writeValue(value, out, style, 0);
    return out;
}

QString CanonicalJson::sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace touchstone
