#include "goldexportreader.h"

#include "canonicaljson.h"
#include "regularfile.h"
#include "metrics/argtext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace touchstone {

Result<GoldExport> GoldExportReader::read(const QString &folder)
{
    using R = Result<GoldExport>;
    const QDir dir(folder);
    GoldExport result;
    result.folder = dir.absolutePath();
    const QString manifestPath = dir.filePath(QStringLiteral("manifest.json"));
    const Result<QByteArray> manifestBytes = RegularFile::read(manifestPath, RegularFile::kMaxImportBytes);
    if (!manifestBytes)
        return R::failure(tr("%1: cannot read: %2").arg(manifestPath, manifestBytes.error()));
    QJsonParseError error;
    const QJsonDocument manifest = QJsonDocument::fromJson(*manifestBytes, &error);
    if (error.error != QJsonParseError::NoError || !manifest.isObject())
        return R::failure(tr("%1: not a JSON object (%2)").arg(manifestPath, error.errorString()));
    result.manifest = manifest.object();

    const QJsonObject files = result.manifest.value(QStringLiteral("files")).toObject();
    const QString root = QFileInfo(result.folder).canonicalFilePath();
    for (auto it = files.constBegin(); it != files.constEnd(); ++it) {
        // Only files of the export are hashed: a manifest naming /dev/zero,
        // a FIFO or ../../somewhere would have verify read forever or
        // elsewhere.
        const QFileInfo info(dir.filePath(it.key()));
        const bool inside = !QDir::isAbsolutePath(it.key()) && !it.key().split(QLatin1Char('/')).contains(QStringLiteral(".."))
            && (!info.exists() || info.canonicalFilePath().startsWith(root + QLatin1Char('/')));
        if (!inside || (info.exists() && !info.isFile())) {
            result.problems << tr("%1: not a file of the export").arg(it.key());
            continue;
        }
        const Result<QByteArray> bytes = RegularFile::read(info.filePath(), RegularFile::kMaxImportBytes);
        if (!bytes) {
            result.problems << tr("%1: missing from the export").arg(it.key());
            continue;
        }
        if (CanonicalJson::sha256(*bytes) != it.value().toObject().value(QStringLiteral("sha256")).toString())
            result.problems << tr("%1: its sha256 does not match the manifest").arg(it.key());
    }

    QFile records(dir.filePath(QStringLiteral("records.jsonl")));
    if (!records.open(QIODevice::ReadOnly))
        return R::failure(tr("%1: cannot read: %2").arg(records.fileName(), records.errorString()));
    int line = 0;
    while (!records.atEnd()) {
        const QByteArray bytes = records.readLine();
        ++line;
        if (bytes.trimmed().isEmpty())
            continue;
        const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            return R::failure(tr("%1, line %2: not a JSON object (%3)").arg(argText(records.fileName()), argText(line), argText(error.errorString())));
        auto question = GoldQuestion::fromRecord(document.object());
        if (!question)
            return R::failure(tr("%1, line %2: %3").arg(argText(records.fileName()), argText(line), argText(question.error())));
        result.questions.push_back(std::move(*question));
    }
    return result;
}

} // namespace touchstone
