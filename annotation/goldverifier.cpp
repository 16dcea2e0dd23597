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
#include <QSet>
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
// empty, with the first missing text's reason in `unchecked`, when a text is missing.
QString corpusDigest(const QStringList &shas, const Texts &texts, QString *unchecked)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString &sha : shas) {
        const auto it = texts.find(sha);
        if (it == texts.end() || !it->second.text) {
            if (it != texts.end()) // a check cancelled before the document is no report
                *unchecked = it->second.problem;
            return QString();
        }
        hash.addData(it->second.digest.toLatin1());
    }
    return QString::fromLatin1(hash.result().toHex());
}

QSet<QString> documentsWithSpans(const std::vector<GoldQuestion> &questions)
{
    QSet<QString> shas;
    for (const GoldQuestion &question : questions) {
        for (const GoldSpan &span : question.spans)
            shas.insert(span.documentSha256);
    }
    return shas;
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

// Loads every manifest document from `pdfPath(sha)`, checking its bytes
// against its sha256; `storedText` (may be empty) supplies the text instead
// of extracting it. A document whose bytes changed loses its spans when it
// has any (a problem, in `withSpans`); for one without spans it is a change
// of the corpus only, whose digest then takes the text of the bytes found:
// the stored text describes bytes that are gone.
Texts loadTexts(const QStringList &shas, const QSet<QString> &withSpans,
                const std::function<QString(const QString &)> &pdfPath,
                const std::function<Result<CanonicalText>(const QString &)> &storedText, VerifyReport &report,
                const std::function<bool()> &isCancelled = {}, bool *cancelled = nullptr)
{
    Texts texts;
    for (const QString &sha : shas) {
        if (isCancelled && isCancelled()) {
            *cancelled = true;
            return texts;
        }
        DocumentText &document = texts[sha];
        const QString path = pdfPath(sha);
        const auto fail = [&](const QString &problem) {
            document.problem = problem;
            report.problems << problem;
        };
        const Result<QByteArray> bytes = RegularFile::read(path, RegularFile::kMaxPdfBytes);
        if (!bytes) {
            fail(GoldVerifier::tr("document %1: %2 is missing or unreadable (%3)").arg(sha.left(12), path, bytes.error()));
            continue;
        }
        const QString actual = CanonicalJson::sha256(*bytes);
        if (actual != sha && withSpans.contains(sha)) {
            fail(GoldVerifier::tr("document %1: the bytes of %2 no longer match its sha256 (they hash to %3)")
                     .arg(sha.left(12), path, actual.left(12)));
            continue;
        }
        if (actual != sha) {
            report.changedDocuments.push_back({sha, actual, path});
            auto text = extract(*bytes, path);
            if (text)
                document.set(std::move(*text));
            else
                document.problem = GoldVerifier::tr("document %1: its bytes changed and give no text (%2)")
                                       .arg(sha.left(12), text.error());
            continue;
        }
        auto text = storedText ? storedText(sha) : extract(*bytes, path);
        if (text)
            document.set(std::move(*text));
        else
            fail(text.error());
    }
    return texts;
}

} // namespace

VerifyReport::Verdict VerifyReport::verdict() const
{
    if (tally.counts.lost > 0 || !problems.isEmpty())
        return Verdict::Failed;
    if (actualDigest != expectedDigest || !changedDocuments.empty())
        return Verdict::DigestDiffers;
    return Verdict::Ok;
}

QStringList VerifyReport::changeLines() const
{
    QStringList lines;
    for (const ChangedDocument &document : changedDocuments)
        lines << tr("document %1: the bytes of %2 changed since the freeze (sha256 %1 → %3); no span uses it")
                     .arg(document.sha256.left(12), document.path, document.nowSha256.left(12));
    return lines;
}

QJsonObject VerifyReport::toJson() const
{
    QJsonObject object = tally.toJson(false);
    const Verdict result = verdict();
    object.insert(QStringLiteral("subject"), subject);
    object.insert(QStringLiteral("dataset_version"), version);
    object.insert(QStringLiteral("text_source"), textSource);
    object.insert(QStringLiteral("problems"), QJsonArray::fromStringList(problems));
    QJsonArray changed;
    for (const ChangedDocument &document : changedDocuments)
        changed.append(QJsonObject{{QStringLiteral("sha256"), document.sha256},
                                   {QStringLiteral("now_sha256"), document.nowSha256},
                                   {QStringLiteral("path"), document.path}});
    object.insert(QStringLiteral("changed_documents"), changed);
    QJsonObject digest{{QStringLiteral("expected"), expectedDigest},
                       {QStringLiteral("actual"), actualDigest.isEmpty() ? QJsonValue() : QJsonValue(actualDigest)},
                       {QStringLiteral("matches"), !actualDigest.isEmpty() && actualDigest == expectedDigest}};
    if (actualDigest.isEmpty())
        digest.insert(QStringLiteral("not_checked"), digestUnchecked);
    object.insert(QStringLiteral("corpus_digest"), digest);
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
        lines << tr("corpus digest: not checked (%1)").arg(digestUnchecked);
    else if (actualDigest == expectedDigest)
        lines << tr("corpus digest: as frozen (%1)").arg(expectedDigest.left(12));
    else
        lines << tr("corpus digest: differs — frozen %1, now %2").arg(expectedDigest.left(12), actualDigest.left(12));
    lines << tally.textLines(false);
    for (const QString &change : changeLines())
        lines << tr("changed: %1").arg(change);
    for (const QString &problem : problems)
        lines << tr("problem: %1").arg(problem);
    const Verdict result = verdict();
    if (result == Verdict::Ok)
        lines << tr("verified");
    else if (result == Verdict::Failed)
        lines << tr("verification FAILED");
    else if (!changedDocuments.empty())
        lines << tr("every span resolves, but documents no span uses changed since the freeze");
    else
        lines << tr("every span resolves, but the corpus text differs from the one frozen");
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
    Texts texts = loadTexts(shas, documentsWithSpans(set->questions),
                            [&](const QString &sha) { return store.documentPath(sha); }, stored, report, isCancelled,
                            &cancelled);
    if (cancelled || (isCancelled && isCancelled()))
        return R::failure(cancelledMessage());
    report.actualDigest = corpusDigest(shas, texts, &report.digestUnchecked);
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
    Texts texts = loadTexts(shas, documentsWithSpans(exported->questions),
                            [&](const QString &sha) { return documents.filePath(sha + QStringLiteral(".pdf")); }, {},
                            report);
    report.actualDigest = corpusDigest(shas, texts, &report.digestUnchecked);
    tally(report, exported->questions, texts);
    return report;
}

} // namespace touchstone
