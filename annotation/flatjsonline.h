#pragma once

#include <QByteArray>
#include <QLatin1String>
#include <QString>

#include <vector>

namespace touchstone {

// One line of a JSONL file read as an object of named values, for files of a
// million lines (run files). Lines made only of what run files hold (ASCII
// strings without escapes, numbers, true, false, null) are scanned in place
// without building a document; every other line (escapes, non-ASCII text,
// nested arrays or objects, anything malformed) goes through QJsonDocument,
// which also words the error. Both paths give the same values: the scan
// accepts a strict subset of JSON (RFC 8259 numbers, no duplicate keys) and
// hands anything outside it to QJsonDocument.
class FlatJsonLine
{
public:
    enum class Type { Missing, String, Number, Bool, Null, Nested };

    // Reads `line` (which must stay alive while values are read). False with
    // a one-line `error` when the line is not valid JSON or not an object.
    bool parse(const char *line, qsizetype size, QString *error);

    Type type(QLatin1String key) const;
    bool has(QLatin1String key) const { return type(key) != Type::Missing; }
    // The value of a String entry as UTF-8 bytes / text; empty otherwise.
    QByteArray utf8(QLatin1String key) const;
    QByteArray utf8View(QLatin1String key) const; // no copy on the fast path; valid while the line is
    QString string(QLatin1String key) const;
    double number(QLatin1String key) const; // of a Number entry
    // The keys in line order.
    std::vector<QByteArray> keys() const;
    int keyCount() const { return int(m_entries.size()); }
    // Key `index` without a copy; valid while the line is.
    QByteArray keyView(int index) const;
    // True when the line was scanned in place (for tests).
    bool scanned() const { return m_scanned; }

private:
    struct Entry
    {
        const char *key = nullptr;
        int keyLength = 0;
        Type type = Type::Missing;
        const char *text = nullptr; // String: the bytes between the quotes
        int textLength = 0;
        double number = 0.0;
        QByteArray ownedKey;  // fallback path
        QByteArray ownedText; // fallback path
    };
    const Entry *find(QLatin1String key) const;
    bool scan(const char *p, const char *end);
    bool fallback(const char *line, qsizetype size, QString *error);

    std::vector<Entry> m_entries;
    bool m_scanned = false;
};

} // namespace touchstone
