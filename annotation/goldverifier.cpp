#include "goldverifier.h"

#include "canonicaljson.h"
#include "documentstore.h"
#include "goldexportreader.h"
#include "goldversionstore.h"
#include "pdfdocument.h"
#include "projectstore.h"
#include "quotematcher.h"
#include "regularfile.h"
#include "textextraction.h"
#include "metrics/argtext.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QThread>

#include <map>
#include <memory>

namespace touchstone {

namespace {

struct DocumentText
{
    QString problem; // not empty: the document's spans are lost
    std::unique_ptr<CanonicalText> text;
    std::unique_ptr<QuoteMatcher> matcher;
    QString digest;

    void set(CanonicalText canonical)
    {
        text = std::make_unique<CanonicalText>(std::move(canonical));
        digest = DocumentStore::textDigest(*text);
    }
};

using Texts = std::map<QString, DocumentText>;

QStringList manifestDocuments(const QJsonObject &manifest)
{
    QStringList shas;
    for (const QJsonValue &document : manifest.value(QStringLiteral("documents")).toArray())
        shas << document.toObject().value(QStringLiteral("sha256")).toString();
    return shas;
}

// The file's bytes when they still hash to `sha256`; else why not.
Result<QByteArray> readChecked(const QString &path, const QString &sha256)
{
    const Result<QByteArray> read = RegularFile::read(path, RegularFile::kMaxPdfBytes);
    if (!read)
        return Result<QByteArray>::failure(GoldVerifier::tr("document %1: %2 is missing or unreadable (%3)")
                                               .arg(sha256.left(12), path, read.error()));
    const QByteArray &bytes = *read;
    const QString actual = CanonicalJson::sha256(bytes);
    if (actual != sha256)
        return Result<QByteArray>::failure(GoldVerifier::tr("document %1: the bytes of %2 no longer match its "
                                                            "sha256 (they hash to %3)")
                                               .arg(sha256.left(12), path, actual.left(12)));
    return bytes;
}

Result<CanonicalText> extract(const QByteArray &bytes, const QString &path)
{
    PdfOpenResult opened = PdfDocument::openData(bytes, path);
    if (!opened.ok())
        return Result<CanonicalText>::failure(opened.message);
    std::vector<PageText> pages = TextExtraction::extractAll(*opened.document, std::max(1, QThread::idealThreadCount()));
    if (pages.empty())
        return Result<CanonicalText>::failure(GoldVerifier::tr("%1: no text could be extracted").arg(path));
    return CanonicalText(std::move(pages));
}

// sha256 over the text digests in manifest order (DocumentStore::corpusDigest);
// empty when a text is missing.
QString corpusDigest(const QStringList &shas, const Texts &texts)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &sha : shas) {
        const auto it = texts.find(sha);
        if (it == texts.end() || !it->second.text)
            return QString();
        hash.addData(it->second.digest.toLatin1());
    }
    return QString::fromLatin1(hash.result().toHex());
}

void tally(VerifyReport &report, const std::vector<GoldQuestion> &questions, Texts &texts)
{
    report.tally.run(questions, [&](const QString &sha256, QString *reason) -> const QuoteMatcher * {
        const auto it = texts.find(sha256);
        if (it == texts.end()) {
            *reason = GoldVerifier::tr("the document is not in the corpus of the version");
            return nullptr;
        }
        DocumentText &document = it->second;
        if (!document.text) {
            *reason = document.problem;
            return nullptr;
        }
        if (!document.matcher)
            document.matcher = std::make_unique<QuoteMatcher>(*document.text);
        return document.matcher.get();
    }, true);
}

// Loads every manifest document from `pdfPath(sha)`; `storedText` (may be
// empty) supplies the text instead of extracting it.
Texts loadTexts(const QStringList &shas, const std::function<QString(const QString &)> &pdfPath,
                const std::function<Result<CanonicalText>(const QString &)> &storedText, QStringList *problems,
                const std::function<bool()> &isCancelled = {}, bool *cancelled = nullptr)
{
    Texts texts;
    for (const QString &sha : shas) {
        if (isCancelled && isCancelled()) {
            *cancelled = true;
            return texts;
        }
        DocumentText &document = texts[sha];
        const auto bytes = readChecked(pdfPath(sha), sha);
        auto text = !bytes ? Result<CanonicalText>::failure(bytes.error())
                           : storedText ? storedText(sha) : extract(*bytes, pdfPath(sha));
        if (text) {
            document.set(std::move(*text));
        } else {
            document.problem = text.error();
            *problems << text.error();
        }
    }
    return texts;
}

} // namespace

VerifyReport::Verdict VerifyReport::verdict() const
{
    if (tally.counts.lost > 0 || !problems.isEmpty())
        return Verdict::Failed;
    if (actualDigest != expectedDigest)
        return Verdict::DigestDiffers;
    return Verdict::Ok;
}

QJsonObject VerifyReport::toJson() const
{
    QJsonObject object = tally.toJson(false);
    const Verdict result = verdict();
    object.insert(QStringLiteral("subject"), subject);
    object.insert(QStringLiteral("dataset_version"), version);
    object.insert(QStringLiteral("text_source"), textSource);
    object.insert(QStringLiteral("problems"), QJsonArray::fromStringList(problems));
    object.insert(QStringLiteral("corpus_digest"),
                  QJsonObject{{QStringLiteral("expected"), expectedDigest},
                              {QStringLiteral("actual"), actualDigest.isEmpty() ? QJsonValue() : QJsonValue(actualDigest)},
                              {QStringLiteral("matches"), !actualDigest.isEmpty() && actualDigest == expectedDigest}});
    object.insert(QStringLiteral("verdict"), result == Verdict::Ok              ? QStringLiteral("ok")
                                             : result == Verdict::DigestDiffers ? QStringLiteral("digest_differs")
                                                                                : QStringLiteral("failed"));
    return object;
}

QString VerifyReport::toText() const
{
    QStringList lines;
    const AnchorCounts &counts = tally.counts;
    lines << tr("verify %1 (version %2, %3 text): %4 spans — exact %5, normalized %6, fuzzy %7, lost %8")
                 .arg(argText(subject), argText(version), argText(textSource), argText(counts.total()), argText(counts.exact), argText(counts.normalized), argText(counts.fuzzy), argText(counts.lost));
    if (actualDigest.isEmpty())
        lines << tr("corpus digest: not checked (a document's text is missing)");
    else if (actualDigest == expectedDigest)
        lines << tr("corpus digest: as frozen (%1)").arg(expectedDigest.left(12));
    else
        lines << tr("corpus digest: differs — frozen %1, now %2").arg(expectedDigest.left(12), actualDigest.left(12));
    lines << tally.textLines(false);
    for (const QString &problem : problems)
        lines << tr("problem: %1").arg(problem);
    const Verdict result = verdict();
    lines << (result == Verdict::Ok              ? tr("verified")
              : result == Verdict::DigestDiffers ? tr("every span resolves, but the corpus text differs from the one frozen")
                                                 : tr("verification FAILED"));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString GoldVerifier::cancelledMessage()
{
    return tr("cancelled before every span was checked");
}

Result<VerifyReport> GoldVerifier::verifyProject(const ProjectStore &store, const QString &version, bool reparse,
                                                 const std::function<bool()> &isCancelled)
{
    using R = Result<VerifyReport>;
    const GoldVersionStore versions(store);
    const auto info = version.isEmpty() ? versions.newest() : versions.byName(version);
    if (!info)
        return R::failure(version.isEmpty() ? tr("%1: the project has no frozen golden-set version").arg(store.folder())
                                            : tr("%1: no golden-set version “%2”").arg(store.folder(), version));
    const auto set = versions.goldSet(info->version);
    if (!set)
        return R::failure(set.error());
    VerifyReport report;
    report.subject = store.folder();
    report.version = info->version;
    report.textSource = reparse ? QStringLiteral("pdf") : QStringLiteral("stored");
    report.expectedDigest = info->corpusDigest;
    const DocumentStore documents(store);
    const QStringList shas = manifestDocuments(info->manifest);
    std::function<Result<CanonicalText>(const QString &)> stored;
    if (!reparse) {
        stored = [&](const QString &sha) {
            const auto record = documents.documentBySha256(sha);
            return record ? documents.canonicalText(record->id)
                          : Result<CanonicalText>::failure(tr("document %1 is no longer in the project").arg(sha.left(12)));
        };
    }
    bool cancelled = false;
    Texts texts = loadTexts(shas, [&](const QString &sha) { return store.documentPath(sha); }, stored, &report.problems,
                            isCancelled, &cancelled);
    if (cancelled || (isCancelled && isCancelled()))
        return R::failure(cancelledMessage());
    report.actualDigest = corpusDigest(shas, texts);
    tally(report, set->questions, texts);
    return report;
}

Result<VerifyReport> GoldVerifier::verifyExport(const QString &exportDir, const QString &documentsDir)
{
    auto exported = GoldExportReader::read(exportDir);
    if (!exported)
        return Result<VerifyReport>::failure(exported.error());
    VerifyReport report;
    report.subject = exported->folder;
    report.version = exported->version();
    report.textSource = QStringLiteral("pdf");
    report.problems = exported->problems;
    report.expectedDigest = exported->manifest.value(QStringLiteral("corpus_digest")).toString();
    const QDir documents(documentsDir);
    const QStringList shas = manifestDocuments(exported->manifest);
    Texts texts = loadTexts(shas, [&](const QString &sha) { return documents.filePath(sha + QStringLiteral(".pdf")); },
                            {}, &report.problems);
    report.actualDigest = corpusDigest(shas, texts);
    tally(report, exported->questions, texts);
    return report;
}

} // namespace touchstone
