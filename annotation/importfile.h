#pragma once

#include "metrics/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <vector>

namespace touchstone {

// Reading the text files users import (questions as CSV or JSONL, judgments
// as JSONL). Every error names the file and the line, "FILE:LINE: reason",
// which is what the command line prints.
class ImportFile
{
    Q_DECLARE_TR_FUNCTIONS(ImportFile)

public:
    struct JsonLine
    {
        int line = 0; // 1-based line of the file
        QJsonObject object;
        QString warning; // JsonlReader::Line::warning
    };

    // "FILE:LINE: reason" (or "FILE: reason" when `line` is 0).
    static QString located(const QString &path, int line, const QString &reason);

    // The whole file as text: valid UTF-8 required (the error names the
    // first bad line), a leading byte order mark dropped.
    static Result<QString> readText(const QString &path);
    // The same for a file that has no business being larger than `maxBytes`.
    static Result<QString> readText(const QString &path, qint64 maxBytes);

    // One JSON object per line. Blank lines are skipped; a line that is not
    // a JSON object is an error, and a last line without its newline that
    // does not parse is reported as truncated.
    static Result<std::vector<JsonLine>> readJsonl(const QString &path);

    // Whether the file looks like JSONL: by extension (.jsonl, .ndjson,
    // .json), else by its first non-blank character being '{'.
    static bool looksLikeJsonl(const QString &path, const QString &text);

private:
    static Result<QByteArray> readBytes(const QString &path, qint64 maxBytes);
};

} // namespace touchstone
