#pragma once

#include "metrics/result.h"

#include <QByteArray>
#include <QIODevice>
#include <QJsonObject>
#include <QString>

#include <memory>

namespace touchstone {

// Reads a JSONL file one object at a time, so that an import of a million
// lines holds one line in memory rather than the file and a million parsed
// objects. The file is opened under RegularFile's checks (a regular file of
// at most RegularFile::kMaxImportBytes); the rules are ImportFile::readJsonl's:
// a leading byte order mark is dropped, blank lines are skipped, each line
// must be valid UTF-8 holding one JSON object, and a last line without its
// newline that does not parse is reported as truncated. Errors read
// "FILE:LINE: reason".
//
//   JsonlReader reader(path);
//   if (!reader.open()) return failure(reader.error());
//   JsonlReader::Line line;
//   while (reader.next(&line)) { ... }
//   if (!reader.error().isEmpty()) return failure(reader.error());
class JsonlReader
{
public:
    struct Line
    {
        int line = 0; // 1-based line of the file
        QJsonObject object;
        // "FILE:LINE: ..." when the line parsed but lost something on the
        // way (a lone surrogate escape, which Qt's parser turns into U+FFFD).
        QString warning;
    };

    // The byte offset of the first \uD800–\uDFFF escape in `json` that is
    // not half of a surrogate pair, or -1. JSON allows such escapes, but no
    // character is made of one: parsers replace it with U+FFFD.
    static qsizetype loneSurrogateAt(const QByteArray &json);

    explicit JsonlReader(QString path);
    ~JsonlReader();
    JsonlReader(const JsonlReader &) = delete;
    JsonlReader &operator=(const JsonlReader &) = delete;

    bool open();
    // The next object; false at the end of the file or on the first error.
    bool next(Line *line);
    QString error() const { return m_error; }
    // Bytes read so far and the file's size, for progress.
    qint64 position() const;
    qint64 size() const;

private:
    bool fail(int line, const QString &reason);

    QString m_path;
    std::unique_ptr<QIODevice> m_device;
    QByteArray m_buffer;
    int m_line = 0;
    QString m_error;
};

} // namespace touchstone
