#include "reportjson.h"

#include "metrics/numberformat.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace touchstone {

namespace {

const QString kMarkerPrefix = QStringLiteral("\x01touchstone-raw:");

void newlineIndent(QByteArray &out, int depth)
{
    out.append('\n');
    out.append(QByteArray(depth * 2, ' '));
}

struct Writer
{
    const ReportJson::Fragment *fragment = nullptr;
};

void appendValue(QByteArray &out, const QJsonValue &value, bool indented, int depth, const Writer &writer);

void appendObject(QByteArray &out, const QJsonObject &object, bool indented, int depth, const Writer &writer)
{
    if (object.isEmpty()) {
        out.append("{}");
        return;
    }
    // UTF-8 byte order is code point order.
    std::vector<std::pair<QByteArray, QString>> keys;
    keys.reserve(size_t(object.size()));
    for (auto it = object.begin(); it != object.end(); ++it)
        keys.emplace_back(it.key().toUtf8(), it.key());
    std::sort(keys.begin(), keys.end());
    out.append('{');
    bool first = true;
    for (const auto &key : keys) {
        if (!first)
            out.append(',');
        first = false;
        if (indented)
            newlineIndent(out, depth + 1);
        ReportJson::appendString(out, key.second);
        out.append(indented ? ": " : ":");
        appendValue(out, object.value(key.second), indented, depth + 1, writer);
    }
    if (indented)
        newlineIndent(out, depth);
    out.append('}');
}

void appendArray(QByteArray &out, const QJsonArray &array, bool indented, int depth, const Writer &writer)
{
    if (array.isEmpty()) {
        out.append("[]");
        return;
    }
    out.append('[');
    bool first = true;
    for (const QJsonValue &item : array) {
        if (!first)
            out.append(',');
        first = false;
        if (indented)
            newlineIndent(out, depth + 1);
        appendValue(out, item, indented, depth + 1, writer);
    }
    if (indented)
        newlineIndent(out, depth);
    out.append(']');
}

void appendValue(QByteArray &out, const QJsonValue &value, bool indented, int depth, const Writer &writer)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out.append("null");
        break;
    case QJsonValue::Bool:
        out.append(value.toBool() ? "true" : "false");
        break;
    case QJsonValue::Double:
        ReportJson::appendNumber(out, value.toDouble());
        break;
    case QJsonValue::String: {
        const QString text = value.toString();
        if (writer.fragment && text.startsWith(kMarkerPrefix)) {
            (*writer.fragment)(out, text.mid(kMarkerPrefix.size()).toInt(), depth,
                               indented ? ReportJson::Style::Indented : ReportJson::Style::Compact);
            break;
        }
        ReportJson::appendString(out, text);
        break;
    }
    case QJsonValue::Array:
        appendArray(out, value.toArray(), indented, depth, writer);
        break;
    case QJsonValue::Object:
        appendObject(out, value.toObject(), indented, depth, writer);
        break;
    }
}

} // namespace

void ReportJson::appendString(QByteArray &out, const QString &text)
{
    static const char hex[] = "0123456789abcdef";
    out.append('"');
    const QByteArray utf8 = text.toUtf8();
    for (const char c : utf8) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out.append('\\');
            out.append(c);
        } else if (byte < 0x20) {
            switch (c) {
            case '\n': out.append("\\n"); break;
            case '\t': out.append("\\t"); break;
            case '\r': out.append("\\r"); break;
            case '\b': out.append("\\b"); break;
            case '\f': out.append("\\f"); break;
            default:
                out.append("\\u00");
                out.append(hex[byte >> 4]);
                out.append(hex[byte & 0xf]);
            }
        } else {
            out.append(c);
        }
    }
    out.append('"');
}

QByteArray ReportJson::write(const QJsonValue &value, Style style)
{
    QByteArray out;
    appendValue(out, value, style == Style::Indented, 0, Writer());
    return out;
}

QByteArray ReportJson::write(const QJsonValue &value, Style style, const Fragment &fragment)
{
    QByteArray out;
    appendValue(out, value, style == Style::Indented, 0, Writer{&fragment});
    return out;
}

void ReportJson::appendNumber(QByteArray &out, double number)
{
    // Integral values print as integers ("12", not "1.2e+01") while a
    // double holds them exactly.
    if (std::isfinite(number) && std::trunc(number) == number && std::fabs(number) <= 9007199254740992.0)
        out.append(QByteArray::number(static_cast<qint64>(number)));
    else
        out.append(formatNumber(number));
}

QString ReportJson::rawMarker(int index)
{
    return kMarkerPrefix + QString::number(index);
}

void ReportJson::appendIndent(QByteArray &out, int depth, Style style)
{
    if (style == Style::Indented)
        newlineIndent(out, depth);
}

QString ReportJson::sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace touchstone
