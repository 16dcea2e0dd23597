#include "importfile.h"

#include "regularfile.h"
#include "metrics/argtext.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
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

Result<QByteArray> ImportFile::readBytes(const QString &path)
{
    if (!QFileInfo::exists(path))
        return Result<QByteArray>::failure(located(path, 0, tr("file not found")));
    Result<QByteArray> read = RegularFile::read(path, RegularFile::kMaxImportBytes);
    if (!read)
        return Result<QByteArray>::failure(located(path, 0, tr("cannot read the file (%1)").arg(read.error())));
    QByteArray bytes = std::move(*read);
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    return bytes;
}

Result<QString> ImportFile::readText(const QString &path)
{
    const Result<QByteArray> bytes = readBytes(path);
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
    const Result<QByteArray> bytes = readBytes(path);
    if (!bytes)
        return R::failure(bytes.error());
    const QList<QByteArray> lines = bytes->split('\n');
    const bool endsWithNewline = bytes->endsWith('\n');
    std::vector<JsonLine> objects;
    for (int i = 0; i < lines.size(); ++i) {
        QByteArray line = lines[i];
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        QString decoded;
        if (!decodeUtf8(line, &decoded))
            return R::failure(located(path, i + 1, tr("the line is not valid UTF-8")));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError) {
            const bool last = i == lines.size() - 1;
            if (last && !endsWithNewline)
                return R::failure(located(path, i + 1, tr("the last line is truncated (%1 at byte %2)")
                                                           .arg(argText(error.errorString()), argText(error.offset + 1))));
            return R::failure(located(path, i + 1, tr("malformed JSON: %1 at byte %2")
                                                       .arg(argText(error.errorString()), argText(error.offset + 1))));
        }
        if (!document.isObject())
            return R::failure(located(path, i + 1, tr("expected one JSON object on the line")));
        objects.push_back({i + 1, document.object()});
    }
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
