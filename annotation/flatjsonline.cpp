#include "flatjsonline.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <charconv>
#include <cstring>

namespace touchstone {

namespace {

const char *skipSpace(const char *p, const char *end)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n'))
        ++p;
    return p;
}

// A string without escapes, control or non-ASCII bytes; p at the opening quote.
const char *scanString(const char *p, const char *end)
{
    for (++p; p < end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c == '"')
            return p;
        if (c == '\\' || c < 0x20 || c >= 0x80)
            return nullptr;
    }
    return nullptr;
}

bool isDigit(const char *p, const char *end)
{
    return p < end && *p >= '0' && *p <= '9';
}

// An RFC 8259 number: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
const char *scanNumber(const char *p, const char *end)
{
    if (p < end && *p == '-')
        ++p;
    if (!isDigit(p, end))
        return nullptr;
    if (*p == '0')
        ++p;
    else
        while (isDigit(p, end))
            ++p;
    if (p < end && *p == '.') {
        ++p;
        if (!isDigit(p, end))
            return nullptr;
        while (isDigit(p, end))
            ++p;
    }
    if (p < end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < end && (*p == '+' || *p == '-'))
            ++p;
        if (!isDigit(p, end))
            return nullptr;
        while (isDigit(p, end))
            ++p;
    }
    return p;
}

bool literal(const char *&p, const char *end, const char *word)
{
    const size_t length = std::strlen(word);
    if (size_t(end - p) < length || std::memcmp(p, word, length) != 0)
        return false;
    p += length;
    return true;
}

} // namespace

bool FlatJsonLine::scan(const char *p, const char *end)
{
    m_entries.clear();
    p = skipSpace(p, end);
    if (p >= end || *p != '{')
        return false;
    p = skipSpace(p + 1, end);
    if (p < end && *p == '}')
        return skipSpace(p + 1, end) == end;
    while (true) {
        if (p >= end || *p != '"')
            return false;
        const char *keyEnd = scanString(p, end);
        if (!keyEnd)
            return false;
        Entry entry;
        entry.key = p + 1;
        entry.keyLength = int(keyEnd - p - 1);
        for (const Entry &other : m_entries) {
            if (other.keyLength == entry.keyLength && std::memcmp(other.key, entry.key, size_t(entry.keyLength)) == 0)
                return false; // a duplicate key: QJsonDocument decides
        }
        p = skipSpace(keyEnd + 1, end);
        if (p >= end || *p != ':')
            return false;
        p = skipSpace(p + 1, end);
        if (p >= end)
            return false;
        if (*p == '"') {
            const char *stop = scanString(p, end);
            if (!stop)
                return false;
            entry.type = Type::String;
            entry.text = p + 1;
            entry.textLength = int(stop - p - 1);
            p = stop + 1;
        } else if (*p == '-' || (*p >= '0' && *p <= '9')) {
            const char *stop = scanNumber(p, end);
            if (!stop)
                return false;
            // Out of range ("1e999"): from_chars reports it and leaves the
            // value unset; QJsonDocument decides (it refuses the line).
            const std::from_chars_result read = std::from_chars(p, stop, entry.number);
            if (read.ptr != stop || read.ec != std::errc())
                return false;
            entry.type = Type::Number;
            p = stop;
        } else if (literal(p, end, "true") || literal(p, end, "false")) {
            entry.type = Type::Bool;
            entry.number = p[-1] == 'e' && p[-2] == 'u' ? 1.0 : 0.0;
        } else if (literal(p, end, "null")) {
            entry.type = Type::Null;
        } else {
            return false; // nested arrays and objects take the full parser
        }
        m_entries.push_back(entry);
        p = skipSpace(p, end);
        if (p < end && *p == ',') {
            p = skipSpace(p + 1, end);
            continue;
        }
        if (p < end && *p == '}')
            return skipSpace(p + 1, end) == end;
        return false;
    }
}

bool FlatJsonLine::fallback(const char *line, qsizetype size, QString *error)
{
    m_entries.clear();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromRawData(line, size), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = parseError.errorString();
        return false;
    }
    if (!document.isObject()) {
        *error = QStringLiteral("not a JSON object");
        return false;
    }
    const QJsonObject object = document.object();
    for (auto it = object.begin(); it != object.end(); ++it) {
        Entry entry;
        entry.ownedKey = it.key().toUtf8();
        const QJsonValue value = it.value();
        switch (value.type()) {
        case QJsonValue::String:
            entry.type = Type::String;
            entry.ownedText = value.toString().toUtf8();
            break;
        case QJsonValue::Double:
            entry.type = Type::Number;
            entry.number = value.toDouble();
            break;
        case QJsonValue::Bool:
            entry.type = Type::Bool;
            entry.number = value.toBool() ? 1.0 : 0.0;
            break;
        case QJsonValue::Null:
            entry.type = Type::Null;
            break;
        default:
            entry.type = Type::Nested;
        }
        m_entries.push_back(std::move(entry));
    }
    // Point into the owned bytes once the vector no longer moves.
    for (Entry &entry : m_entries) {
        entry.key = entry.ownedKey.constData();
        entry.keyLength = int(entry.ownedKey.size());
        entry.text = entry.ownedText.constData();
        entry.textLength = int(entry.ownedText.size());
    }
    return true;
}

bool FlatJsonLine::parse(const char *line, qsizetype size, QString *error)
{
    m_scanned = scan(line, line + size);
    return m_scanned || fallback(line, size, error);
}

const FlatJsonLine::Entry *FlatJsonLine::find(QLatin1String key) const
{
    for (const Entry &entry : m_entries) {
        if (entry.keyLength == key.size() && std::memcmp(entry.key, key.data(), size_t(key.size())) == 0)
            return &entry;
    }
    return nullptr;
}

FlatJsonLine::Type FlatJsonLine::type(QLatin1String key) const
{
    const Entry *entry = find(key);
    return entry ? entry->type : Type::Missing;
}

QByteArray FlatJsonLine::utf8View(QLatin1String key) const
{
    const Entry *entry = find(key);
    if (!entry || entry->type != Type::String)
        return QByteArray();
    return QByteArray::fromRawData(entry->text, entry->textLength);
}

QByteArray FlatJsonLine::utf8(QLatin1String key) const
{
    QByteArray view = utf8View(key);
    view.detach();
    return view;
}

QString FlatJsonLine::string(QLatin1String key) const
{
    const Entry *entry = find(key);
    if (!entry || entry->type != Type::String)
        return QString();
    return QString::fromUtf8(entry->text, entry->textLength);
}

double FlatJsonLine::number(QLatin1String key) const
{
    const Entry *entry = find(key);
    return entry && entry->type == Type::Number ? entry->number : 0.0;
}

QByteArray FlatJsonLine::keyView(int index) const
{
    const Entry &entry = m_entries[size_t(index)];
    return QByteArray::fromRawData(entry.key, entry.keyLength);
}

std::vector<QByteArray> FlatJsonLine::keys() const
{
    std::vector<QByteArray> keys;
    for (const Entry &entry : m_entries)
        keys.emplace_back(entry.key, entry.keyLength);
    return keys;
}

} // namespace touchstone
