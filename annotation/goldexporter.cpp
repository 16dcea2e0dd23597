#include "goldexporter.h"

#include "canonicaljson.h"
#include "goldmanifest.h"
#include "goldset.h"

#include <QFileInfo>
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

QByteArray spanLines(const GoldQuestion &question)
{
    QByteArray lines;
    for (const GoldSpan &span : question.spans) {
        lines += CanonicalJson::write(QJsonObject{{QStringLiteral("qid"), question.externalId},
                                                  {QStringLiteral("document_sha256"), span.documentSha256},
                                                  {QStringLiteral("page"), span.page + 1},
                                                  {QStringLiteral("start"), span.start},
                                                  {QStringLiteral("end"), span.end},
                                                  {QStringLiteral("grade"), span.grade}})
                 + '\n';
    }
    return lines;
}

QJsonObject annotation(const GoldQuestion &question, const GoldSpan &span, const QString &created)
{
    const QString name = QStringLiteral("%1/%2/%3/%4").arg(question.uuid, span.documentSha256).arg(span.start).arg(span.end);
    const QJsonArray selectors{
        QJsonObject{{QStringLiteral("type"), QStringLiteral("TextQuoteSelector")},
                    {QStringLiteral("exact"), span.exact},
                    {QStringLiteral("prefix"), span.prefix},
                    {QStringLiteral("suffix"), span.suffix}},
        QJsonObject{{QStringLiteral("type"), QStringLiteral("TextPositionSelector")},
                    {QStringLiteral("start"), span.start},
                    {QStringLiteral("end"), span.end}},
        QJsonObject{{QStringLiteral("type"), QStringLiteral("FragmentSelector")},
                    {QStringLiteral("conformsTo"), QStringLiteral("http://tools.ietf.org/rfc/rfc3778")},
                    {QStringLiteral("value"), QStringLiteral("page=%1").arg(span.page + 1)}},
    };
    const QJsonArray bodies{
        QJsonObject{{QStringLiteral("type"), QStringLiteral("TextualBody")},
                    {QStringLiteral("purpose"), QStringLiteral("assessing")},
                    {QStringLiteral("format"), QStringLiteral("text/plain")},
                    {QStringLiteral("value"), QString::number(span.grade)}},
        QJsonObject{{QStringLiteral("type"), QStringLiteral("TextualBody")},
                    {QStringLiteral("purpose"), QStringLiteral("tagging")},
                    {QStringLiteral("format"), QStringLiteral("text/plain")},
                    {QStringLiteral("value"), question.externalId}},
    };
    return QJsonObject{{QStringLiteral("id"), annotationId(QStringLiteral("annotation"), name)},
                       {QStringLiteral("type"), QStringLiteral("Annotation")},
                       {QStringLiteral("motivation"), QStringLiteral("assessing")},
                       {QStringLiteral("created"), created},
                       {QStringLiteral("body"), bodies},
                       {QStringLiteral("target"),
                        QJsonObject{{QStringLiteral("type"), QStringLiteral("SpecificResource")},
                                    {QStringLiteral("source"), GoldExporter::documentIri(span.documentSha256)},
                                    {QStringLiteral("selector"), selectors}}}};
}

QByteArray annotationCollection(const GoldVersionInfo &version, const QJsonArray &items)
{
    const QJsonObject page{{QStringLiteral("id"), annotationId(QStringLiteral("page"), version.uuid + QStringLiteral("/1"))},
                           {QStringLiteral("type"), QStringLiteral("AnnotationPage")},
                           {QStringLiteral("startIndex"), 0},
                           {QStringLiteral("items"), items}};
    const QJsonObject collection{{QStringLiteral("@context"), QStringLiteral("http://www.w3.org/ns/anno.jsonld")},
                                 {QStringLiteral("id"), QStringLiteral("urn:uuid:") + version.uuid},
                                 {QStringLiteral("type"), QStringLiteral("AnnotationCollection")},
                                 {QStringLiteral("label"), version.version},
                                 {QStringLiteral("total"), items.size()},
                                 {QStringLiteral("first"), page}};
    return CanonicalJson::write(collection) + '\n';
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
    return QStringLiteral("urn:sha256:") + sha256;
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
    QJsonArray annotations;
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
            annotations.append(annotation(*question, span, version.builtAt));
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

Status GoldExporter::write(const ProjectStore &store, const QString &version, const QString &folder, bool replace)
{
    const auto files = build(store, version);
    if (!files)
        return Status::failure(files.error());
    return AtomicFolder::publish(folder, *files, replace);
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
