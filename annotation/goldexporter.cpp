#include "goldexporter.h"

#include "canonicaljson.h"
#include "goldmanifest.h"
#include "goldset.h"
#include "metrics/argtext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUuid>

#include <map>

namespace touchstone {

namespace {

// Namespace of the name-based (version 5) UUIDs of exported annotations:
// the same span of the same question gets the same id in every export.
const QUuid kAnnotationNamespace(QStringLiteral("{3b0f4a8e-5d7c-4e52-9a61-0c2f9d8e7b14}"));

QString annotationId(const QString &scope, const QString &name)
{
    return QStringLiteral("urn:uuid:")
           + QUuid::createUuidV5(kAnnotationNamespace, scope + QLatin1Char('/') + name).toString(QUuid::WithoutBraces);
}

QByteArray qrelsLines(const GoldQuestion &question)
{
    std::map<QString, int> grades; // sha256 order
    for (const GoldSpan &span : question.spans) {
        auto [it, inserted] = grades.emplace(span.documentSha256, span.grade);
        if (!inserted)
            it->second = std::max(it->second, span.grade);
    }
    QByteArray lines;
    for (const auto &[sha256, grade] : grades)
        lines += question.externalId.toUtf8() + " 0 " + sha256.toLatin1() + ' ' + QByteArray::number(grade) + '\n';
    return lines;
}

// The JSON of the export is written canonically straight from the values
// (CanonicalJson::Object): building the QJsonObjects of 10,000 questions'
// spans and annotations cost more than writing them.
QByteArray spanLines(const GoldQuestion &question)
{
    QByteArray lines;
    for (const GoldSpan &span : question.spans) {
        lines += CanonicalJson::Object()
                     .string(QLatin1String("qid"), question.externalId)
                     .string(QLatin1String("document_sha256"), span.documentSha256)
                     .number(QLatin1String("page"), span.page + 1)
                     .number(QLatin1String("start"), span.start)
                     .number(QLatin1String("end"), span.end)
                     .number(QLatin1String("grade"), span.grade)
                     .write()
                 + '\n';
    }
    return lines;
}

QByteArray textualBody(const QString &purpose, const QString &value)
{
    return CanonicalJson::Object()
        .string(QLatin1String("type"), QStringLiteral("TextualBody"))
        .string(QLatin1String("purpose"), purpose)
        .string(QLatin1String("format"), QStringLiteral("text/plain"))
        .string(QLatin1String("value"), value)
        .write();
}

QByteArray quoteSelector(const QString &exact, const QString &prefix, const QString &suffix)
{
    return CanonicalJson::Object()
        .string(QLatin1String("type"), QStringLiteral("TextQuoteSelector"))
        .string(QLatin1String("exact"), exact)
        .string(QLatin1String("prefix"), prefix)
        .string(QLatin1String("suffix"), suffix)
        .write();
}

// The selectors of a span. Web Annotation alternatives should select the
// same content, so the page is not one of them (it selects the whole page):
// it is refined by the quote within that page. Quote and positions count in
// the document's canonical text, whose pages are joined by '\f'; within the
// page the quote's context stops at the page's ends. A span that crosses a
// page has no page selector: no single page holds it.
QByteArray selectors(const GoldSpan &span)
{
    using Object = CanonicalJson::Object;
    std::vector<QByteArray> list{
        quoteSelector(span.exact, span.prefix, span.suffix),
        Object()
            .string(QLatin1String("type"), QStringLiteral("TextPositionSelector"))
            .number(QLatin1String("start"), span.start)
            .number(QLatin1String("end"), span.end)
            .write(),
    };
    if (!span.exact.contains(QLatin1Char('\f'))) {
        const qsizetype pageBreak = span.prefix.lastIndexOf(QLatin1Char('\f'));
        const QString prefix = pageBreak < 0 ? span.prefix : span.prefix.mid(pageBreak + 1);
        const QString suffix = span.suffix.left(span.suffix.indexOf(QLatin1Char('\f'))); // left(-1): all of it
        list.push_back(Object()
                           .string(QLatin1String("type"), QStringLiteral("FragmentSelector"))
                           .string(QLatin1String("conformsTo"), QStringLiteral("http://tools.ietf.org/rfc/rfc3778"))
                           .string(QLatin1String("value"), QStringLiteral("page=%1").arg(span.page + 1))
                           .raw(QLatin1String("refinedBy"), quoteSelector(span.exact, prefix, suffix))
                           .write());
    }
    return CanonicalJson::array(list);
}

// The document itself: its RFC 6920 name and, when the version knows it,
// the file it was ingested from.
QByteArray sourceResource(const QString &sha256, const QHash<QString, QString> &fileNames)
{
    CanonicalJson::Object source;
    source.string(QLatin1String("id"), GoldExporter::documentIri(sha256))
        .string(QLatin1String("type"), QStringLiteral("Text"))
        .string(QLatin1String("format"), QStringLiteral("application/pdf"));
    if (const QString name = fileNames.value(sha256); !name.isEmpty())
        source.string(QLatin1String("label"), name);
    return source.write();
}

QByteArray annotation(const GoldQuestion &question, const GoldSpan &span, const QString &created,
                      const QHash<QString, QString> &fileNames)
{
    using Object = CanonicalJson::Object;
    const QString name = QStringLiteral("%1/%2/%3/%4").arg(argText(question.uuid), argText(span.documentSha256), argText(span.start), argText(span.end));
    const QByteArray bodies = CanonicalJson::array({textualBody(QStringLiteral("assessing"), QString::number(span.grade)),
                                                    textualBody(QStringLiteral("tagging"), question.externalId)});
    return Object()
        .string(QLatin1String("id"), annotationId(QStringLiteral("annotation"), name))
        .string(QLatin1String("type"), QStringLiteral("Annotation"))
        .string(QLatin1String("motivation"), QStringLiteral("assessing"))
        .string(QLatin1String("created"), created)
        .raw(QLatin1String("body"), bodies)
        .raw(QLatin1String("target"), Object()
                                          .string(QLatin1String("type"), QStringLiteral("SpecificResource"))
                                          .raw(QLatin1String("source"), sourceResource(span.documentSha256, fileNames))
                                          .raw(QLatin1String("selector"), selectors(span))
                                          .write())
        .write();
}

QByteArray annotationCollection(const GoldVersionInfo &version, const std::vector<QByteArray> &items)
{
    using Object = CanonicalJson::Object;
    const QString collectionId = QStringLiteral("urn:uuid:") + version.uuid;
    const QByteArray page = Object()
                                .string(QLatin1String("id"), annotationId(QStringLiteral("page"), version.uuid + QStringLiteral("/1")))
                                .string(QLatin1String("type"), QStringLiteral("AnnotationPage"))
                                .string(QLatin1String("partOf"), collectionId)
                                .number(QLatin1String("startIndex"), 0)
                                .raw(QLatin1String("items"), CanonicalJson::array(items))
                                .write();
    return Object()
               .string(QLatin1String("@context"), QStringLiteral("http://www.w3.org/ns/anno.jsonld"))
               .string(QLatin1String("id"), collectionId)
               .string(QLatin1String("type"), QStringLiteral("AnnotationCollection"))
               .string(QLatin1String("label"), version.version)
               .number(QLatin1String("total"), double(items.size()))
               .raw(QLatin1String("first"), page)
               .write()
           + '\n';
}

// Records built, then files written (five and the manifest).
constexpr int kExportFiles = 6;

int stepCount(const std::vector<GoldVersionRecord> &records)
{
    return int(records.size()) + kExportFiles;
}

} // namespace

QString GoldExporter::documentIri(const QString &sha256)
{
    // RFC 6920 §3: the digest in base64url without padding ("urn:sha256:"
    // is no registered URN namespace).
    return QStringLiteral("ni:///sha-256;")
           + QString::fromLatin1(QByteArray::fromHex(sha256.toLatin1())
                                     .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QHash<QString, QString> GoldExporter::fileNames(const QJsonObject &manifest)
{
    QHash<QString, QString> names;
    for (const QJsonValue &value : manifest.value(QStringLiteral("documents")).toArray()) {
        const QJsonObject document = value.toObject();
        const QString name = document.value(QStringLiteral("file_name")).toString();
        if (!name.isEmpty())
            names.insert(document.value(QStringLiteral("sha256")).toString(), name);
    }
    return names;
}

Result<AtomicFolder::Files> GoldExporter::build(const GoldVersionInfo &version, const std::vector<GoldVersionRecord> &records)
{
    return build(version, records, Callbacks{});
}

Result<AtomicFolder::Files> GoldExporter::build(const GoldVersionInfo &version, const std::vector<GoldVersionRecord> &records,
                                                const Callbacks &callbacks)
{
    using R = Result<AtomicFolder::Files>;
    const int steps = stepCount(records);
    int done = 0;
    QByteArray recordsFile;
    QByteArray qrels;
    QByteArray qrelsSpans;
    QByteArray provenance;
    std::vector<QByteArray> annotations;
    const QHash<QString, QString> names = fileNames(version.manifest);
    for (const GoldVersionRecord &row : records) {
        if (callbacks.isCancelled && callbacks.isCancelled())
            return R::failure(AtomicFolder::cancelledMessage());
        if (callbacks.progress)
            callbacks.progress(++done, steps, row.externalId);
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(row.record, &error);
        auto question = GoldQuestion::fromRecord(document.object());
        if (error.error != QJsonParseError::NoError || !question)
            return R::failure(tr("version %1, question %2: the stored record is unreadable (%3)")
                                  .arg(version.version, row.externalId,
                                       question ? error.errorString() : question.error()));
        recordsFile += row.record + '\n';
        provenance += row.provenance + '\n';
        qrels += qrelsLines(*question);
        qrelsSpans += spanLines(*question);
        for (const GoldSpan &span : question->spans)
            annotations.push_back(annotation(*question, span, version.builtAt, names));
    }
    if (CanonicalJson::sha256(recordsFile) != version.contentSha256)
        return R::failure(tr("version %1: the stored records do not match the content hash frozen with them")
                              .arg(version.version));
    AtomicFolder::Files files{{QStringLiteral("records.jsonl"), recordsFile},
                              {QStringLiteral("qrels.txt"), qrels},
                              {QStringLiteral("qrels-spans.jsonl"), qrelsSpans},
                              {QStringLiteral("annotations.jsonld"), annotationCollection(version, annotations)},
                              {QStringLiteral("provenance.jsonl"), provenance}};
    const QJsonObject manifest = GoldManifest::exportJson(version.manifest, files);
    files.emplace_back(QStringLiteral("manifest.json"), CanonicalJson::write(manifest, CanonicalJson::Style::Indented) + '\n');
    return files;
}

Result<AtomicFolder::Files> GoldExporter::build(const ProjectStore &store, const QString &version)
{
    const GoldVersionStore versions(store);
    const auto info = versions.byName(version);
    if (!info)
        return Result<AtomicFolder::Files>::failure(tr("no golden-set version “%1” in this project").arg(version));
    const auto records = versions.records(info->id);
    if (!records)
        return Result<AtomicFolder::Files>::failure(records.error());
    return build(*info, *records);
}

bool GoldExporter::isExportFolder(const QString &folder)
{
    // A manifest is a few kilobytes; a larger file is not one.
    constexpr qint64 kMaxManifestBytes = 16 * 1024 * 1024;
    const QFileInfo manifest(QDir(folder).filePath(QStringLiteral("manifest.json")));
    if (!manifest.isFile() || manifest.isSymLink() || manifest.size() > kMaxManifestBytes)
        return false;
    QFile file(manifest.filePath());
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
    return object.value(QStringLiteral("format")).toString() == QLatin1String("touchstone-golden-set");
}

Status GoldExporter::write(const ProjectStore &store, const QString &version, const QString &folder, bool replace)
{
    const auto files = build(store, version);
    if (!files)
        return Status::failure(files.error());
    AtomicFolder::Hooks hooks;
    hooks.isReplaceable = &GoldExporter::isExportFolder;
    return AtomicFolder::publish(folder, *files, replace, hooks);
}

Result<GoldExportResult> GoldExporter::write(const ProjectStore &store, const QString &version, const QString &folder,
                                             bool replace, const Callbacks &callbacks)
{
    using R = Result<GoldExportResult>;
    GoldExportResult result;
    result.version = version;
    result.folder = QFileInfo(folder).absoluteFilePath();
    // Remembers that a "cancelled" failure came from the caller, not from the disk.
    bool cancelled = false;
    auto isCancelled = [&] {
        cancelled = cancelled || (callbacks.isCancelled && callbacks.isCancelled());
        return cancelled;
    };
    const GoldVersionStore versions(store);
    const auto info = versions.byName(version);
    if (!info)
        return R::failure(tr("no golden-set version “%1” in this project").arg(version));
    const auto records = versions.records(info->id);
    if (!records)
        return R::failure(records.error());
    const auto files = build(*info, *records, Callbacks{callbacks.progress, isCancelled});
    if (!files && !cancelled)
        return R::failure(files.error());
    const int built = int(records->size());
    AtomicFolder::Hooks hooks;
    hooks.isCancelled = isCancelled;
    hooks.isReplaceable = &GoldExporter::isExportFolder;
    hooks.fileWritten = [&](int written, int total, const QString &name) {
        if (callbacks.progress)
            callbacks.progress(built + written, built + total, name);
    };
    if (!cancelled) {
        if (const Status published = AtomicFolder::publish(result.folder, *files, replace, hooks); !published && !cancelled)
            return R::failure(published.error());
    }
    result.cancelled = cancelled;
    if (!cancelled) {
        result.fileCount = int(files->size());
        result.manifestSha256 = CanonicalJson::sha256(files->back().second);
    }
    return result;
}

} // namespace touchstone
