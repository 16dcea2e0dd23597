#include "importfile.h"

#include "jsonlreader.h"
#include "regularfile.h"
#include "metrics/argtext.h"

#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

namespace touchstone {

namespace {

// Decodes strict UTF-8; false when the bytes hold an invalid sequence.
bool decodeUtf8(const QByteArray &bytes, QString *text)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    *text = decoder.decode(bytes);
    return !decoder.hasError();
}

int firstBadLine(const QByteArray &bytes)
{
    const QList<QByteArray> lines = bytes.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        QString ignored;
        if (!decodeUtf8(lines[i], &ignored))
            return i + 1;
    }
    return 1;
}

} // namespace

QString ImportFile::located(const QString &path, int line, const QString &reason)
{
    if (line <= 0)
        return QStringLiteral("%1: %2").arg(path, reason);
    return QStringLiteral("%1:%2: %3").arg(argText(path), argText(line), argText(reason));
}

Result<QByteArray> ImportFile::readBytes(const QString &path, qint64 maxBytes)
{
    if (!QFileInfo::exists(path))
        return Result<QByteArray>::failure(located(path, 0, tr("file not found")));
    Result<QByteArray> read = RegularFile::read(path, maxBytes);
    if (!read)
        return Result<QByteArray>::failure(located(path, 0, tr("cannot read the file (%1)").arg(read.error())));
    QByteArray bytes = std::move(*read);
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    return bytes;
}

Result<QString> ImportFile::readText(const QString &path)
{
    return readText(path, RegularFile::kMaxImportBytes);
}

Result<QString> ImportFile::readText(const QString &path, qint64 maxBytes)
{
    const Result<QByteArray> bytes = readBytes(path, maxBytes);
    if (!bytes)
        return Result<QString>::failure(bytes.error());
    QString text;
    if (!decodeUtf8(*bytes, &text))
        return Result<QString>::failure(located(path, firstBadLine(*bytes), tr("the file is not valid UTF-8")));
    return text;
}

Result<std::vector<ImportFile::JsonLine>> ImportFile::readJsonl(const QString &path)
{
    using R = Result<std::vector<JsonLine>>;
    JsonlReader reader(path);
    if (!reader.open())
        return R::failure(reader.error());
    std::vector<JsonLine> objects;
    JsonlReader::Line line;
    while (reader.next(&line))
        objects.push_back({line.line, std::move(line.object), line.warning});
    if (!reader.error().isEmpty())
        return R::failure(reader.error());
    return objects;
}

bool ImportFile::looksLikeJsonl(const QString &path, const QString &text)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("jsonl") || suffix == QLatin1String("ndjson") || suffix == QLatin1String("json"))
        return true;
    if (suffix == QLatin1String("csv"))
        return false;
    for (const QChar c : text) {
        if (!c.isSpace())
            return c == QLatin1Char('{');
    }
    return false;
}

} // namespace touchstone
