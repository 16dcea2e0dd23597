#include "canonicaljson.h"

#include "metrics/numberformat.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace touchstone {

namespace {

bool needsEscape(char c)
{
    return c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20;
}

void writeString(const QString &text, QByteArray &out)
{
    static const char hex[] = "0123456789abcdef";
    out += '"';
    const QByteArray utf8 = text.toUtf8();
    const char *data = utf8.constData();
    const qsizetype size = utf8.size();
    qsizetype plain = 0; // start of the run of bytes that need no escape
    for (qsizetype i = 0; i < size; ++i) {
        const char c = data[i];
        if (!needsEscape(c))
            continue;
        out.append(data + plain, i - plain);
        plain = i + 1;
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            out += "\\u00";
            out += hex[static_cast<unsigned char>(c) >> 4];
            out += hex[static_cast<unsigned char>(c) & 0xF];
        }
    }
    out.append(data + plain, size - plain);
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

bool hasSurrogate(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.isSurrogate(); });
}

// The object in the order QJsonObject iterates it; false (with some output
// written) when that is not code point order.
bool writeInStoredOrder(const QJsonObject &object, QByteArray &out, CanonicalJson::Style style, int depth)
{
    out += '{';
    QString previous;
    bool first = true;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        QString key = it.key();
        if (hasSurrogate(key) || (!first && !(previous < key)))
            return false;
        if (!first)
            out += ',';
        first = false;
        newline(out, style, depth + 1);
        writeString(key, out);
        out += style == CanonicalJson::Style::Indented ? ": " : ":";
        writeValue(it.value(), out, style, depth + 1);
        previous = std::move(key);
    }
    newline(out, style, depth);
    out += '}';
    return true;
}

void writeObject(const QJsonObject &object, QByteArray &out, CanonicalJson::Style style, int depth)
{
    if (object.isEmpty()) {
        out += "{}";
        return;
    }
    // Code point order. QJsonObject keeps its keys in UTF-16 order, which is
    // the same for keys without surrogates: written as they come, without a
    // lookup per key; anything else is sorted below.
    const qsizetype start = out.size();
    if (writeInStoredOrder(object, out, style, depth))
        return;
    out.truncate(start);
    QStringList keys = object.keys();
    const bool surrogates = std::any_of(keys.cbegin(), keys.cend(), [](const QString &key) {
        return std::any_of(key.cbegin(), key.cend(), [](QChar c) { return c.isSurrogate(); });
    });
    if (surrogates || !std::is_sorted(keys.cbegin(), keys.cend()))
        std::sort(keys.begin(), keys.end(), [](const QString &a, const QString &b) { return a.toUcs4() < b.toUcs4(); });
    out += '{';
    bool first = true;
    for (const QString &key : std::as_const(keys)) {
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
    case QJsonValue::Double: {
        // QJsonValue keeps an integer of the text exactly (qint64); beyond
        // 2^53 its double would be another number (a seed or an id in a run
        // configuration must not change by being stored).
        const qint64 integer = value.toInteger(0);
        if (integer == value.toInteger(1) && (integer > (qint64(1) << 53) || integer < -(qint64(1) << 53)))
            out += QByteArray::number(integer);
        else
            writeNumber(value.toDouble(), out);
        break;
    }
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

CanonicalJson::Object &CanonicalJson::Object::raw(QLatin1String key, QByteArray json)
{
    for (auto &member : m_members) {
        if (member.first == key) {
            member.second = std::move(json);
            return *this;
        }
    }
    m_members.emplace_back(key, std::move(json));
    return *this;
}

CanonicalJson::Object &CanonicalJson::Object::string(QLatin1String key, const QString &value)
{
    return raw(key, CanonicalJson::string(value));
}

CanonicalJson::Object &CanonicalJson::Object::number(QLatin1String key, double value)
{
    QByteArray json;
    writeNumber(value, json);
    return raw(key, std::move(json));
}

CanonicalJson::Object &CanonicalJson::Object::boolean(QLatin1String key, bool value)
{
    return raw(key, value ? QByteArrayLiteral("true") : QByteArrayLiteral("false"));
}

CanonicalJson::Object &CanonicalJson::Object::null(QLatin1String key)
{
    return raw(key, QByteArrayLiteral("null"));
}

CanonicalJson::Object &CanonicalJson::Object::value(QLatin1String key, const QJsonValue &value)
{
    return raw(key, CanonicalJson::write(value));
}

QByteArray CanonicalJson::Object::write() const
{
    // Latin-1 keys: code point order is byte order.
    std::vector<const std::pair<QLatin1String, QByteArray> *> members;
    members.reserve(m_members.size());
    qsizetype size = 2;
    for (const auto &member : m_members) {
        members.push_back(&member);
        size += member.first.size() + member.second.size() + 4;
    }
    std::sort(members.begin(), members.end(), [](const auto *a, const auto *b) { return a->first < b->first; });
    QByteArray out;
    out.reserve(size);
    out += '{';
    for (const auto *member : members) {
        if (out.size() > 1)
            out += ',';
        writeString(QString(member->first), out);
        out += ':';
        out += member->second;
    }
    out += '}';
    return out;
}

QByteArray CanonicalJson::array(const std::vector<QByteArray> &items)
{
    QByteArray out;
    out += '[';
    for (size_t i = 0; i < items.size(); ++i) {
        if (i > 0)
            out += ',';
        out += items[i];
    }
    out += ']';
    return out;
}

QByteArray CanonicalJson::string(const QString &text)
{
    QByteArray out;
    writeString(text, out);
    return out;
}

QString CanonicalJson::sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace touchstone
