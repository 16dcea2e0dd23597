#include "ingest.h"

#include "canonicaltext.h"
#include "documentstore.h"
#include "filewrite.h"
#include "pdfdocument.h"
#include "projectstore.h"
#include "regularfile.h"
#include "textextraction.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace touchstone {

int IngestReport::count(IngestOutcome::Kind kind) const
{
    return int(std::count_if(files.begin(), files.end(), [kind](const IngestOutcome &o) { return o.kind == kind; }));
}

IngestReport Ingest::run(const ProjectStore &store, const QStringList &paths, const Options &options,
                         const Callbacks &callbacks)
{
    IngestReport report;
    for (int i = 0; i < paths.size(); ++i) {
        if (callbacks.isCancelled && callbacks.isCancelled()) {
            report.cancelled = true;
            break;
        }
        auto fileProgress = [&](int done, int total) {
            if (callbacks.progress)
                callbacks.progress(i, int(paths.size()), done, total);
        };
        IngestOutcome outcome = ingestFile(store, paths[i], options, fileProgress, callbacks.isCancelled);
        if (outcome.kind == IngestOutcome::Cancelled)
            report.cancelled = true;
        report.files.push_back(std::move(outcome));
        if (report.cancelled)
            break;
    }
    store.releaseThreadConnection();
    return report;
}

void Ingest::run(QPromise<IngestReport> &promise, const ProjectStore &store, const QStringList &paths,
                 const Options &options)
{
    const int files = std::max(1, int(paths.size()));
    promise.setProgressRange(0, files * 1000);
    Callbacks callbacks;
    callbacks.isCancelled = [&promise] { return promise.isCanceled(); };
    callbacks.progress = [&](int file, int, int done, int total) {
        const int permille = total > 0 ? done * 1000 / total : 0;
        promise.setProgressValueAndText(file * 1000 + permille, QFileInfo(paths.value(file)).fileName());
    };
    promise.addResult(run(store, paths, options, callbacks));
}

IngestOutcome Ingest::ingestFile(const ProjectStore &store, const QString &path, const Options &options,
                                 const std::function<void(int, int)> &progress,
                                 const std::function<bool()> &isCancelled)
{
    IngestOutcome outcome;
    outcome.path = path;
    if (!QFileInfo::exists(path)) {
        outcome.message = tr("%1: file not found").arg(path);
        return outcome;
    }
    const Result<QByteArray> read = RegularFile::read(path, RegularFile::kMaxPdfBytes);
    if (!read) {
        outcome.message = tr("%1: cannot read the file (%2)").arg(path, read.error());
        return outcome;
    }
    const QByteArray &bytes = *read;
    outcome.sha256 = QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());

    DocumentStore documents(store);
    if (const auto existing = documents.documentBySha256(outcome.sha256)) {
        outcome.kind = IngestOutcome::AlreadyPresent;
        outcome.documentId = existing->id;
        outcome.pages = existing->pageCount;
        outcome.message = tr("%1: already in the project as %2").arg(path, existing->fileName);
        // The same bytes again are how a stored copy that went missing or
        // was changed is restored.
        if (!documents.storedCopy(*existing)) {
            QString reason;
            if (!FileWrite::saveReplacing(store.documentPath(outcome.sha256), bytes, &reason)) {
                outcome.kind = IngestOutcome::Failed;
                outcome.message = tr("%1: cannot restore the stored copy %2 (%3)")
                                      .arg(path, store.documentPath(outcome.sha256), reason);
            } else {
                outcome.message = tr("%1: already in the project as %2; its stored copy was restored")
                                      .arg(path, existing->fileName);
            }
        }
        return outcome;
    }

    // Run files name documents by sha256, --id or file name: an id another
    // document answers to would silently re-target that document's docnos.
    if (!options.userId.isEmpty()) {
        if (const auto clash = documents.answeringTo(options.userId)) {
            outcome.message = tr("%1: --id “%2” already names the document %3; choose another id")
                                  .arg(path, options.userId, clash->fileName);
            return outcome;
        }
    }
    PdfOpenResult opened = PdfDocument::openData(bytes, QFileInfo(path).fileName(), options.password);
    if (!opened.ok()) {
        outcome.kind = opened.needsPassword() ? IngestOutcome::NeedsPassword : IngestOutcome::Failed;
        outcome.message = opened.message;
        return outcome;
    }
    const PdfDocument &pdf = *opened.document;
    std::vector<PageText> pages = TextExtraction::extractAll(pdf, options.threads, progress, isCancelled);
    if (pages.empty()) {
        outcome.kind = IngestOutcome::Cancelled;
        outcome.message = tr("%1: cancelled").arg(path);
        return outcome;
    }
    int cappedPages = 0;
    for (const PageText &page : pages) {
        outcome.unusablePages += page.usable() && page.size() > 0 ? 0 : 1;
        cappedPages += page.textCapped ? 1 : 0;
    }

    // The copy first, atomically; the database row makes it visible.
    const QString target = store.documentPath(outcome.sha256);
    // A copy left by an ingest killed before its row was written is reused
    // only when it holds these very bytes.
    const bool copyExisted = [&] {
        const Result<QByteArray> existing = RegularFile::read(target, RegularFile::kMaxPdfBytes);
        return existing && *existing == bytes;
    }();
    if (!copyExisted) {
        QString reason;
        if (!FileWrite::saveReplacing(target, bytes, &reason)) {
            outcome.message = tr("%1: cannot write %2 (%3)").arg(path, target, reason);
            return outcome;
        }
    }

    const CanonicalText text(pages);
    DocumentRecord record;
    record.sha256 = outcome.sha256;
    record.fileName = QFileInfo(path).fileName();
    record.userId = options.userId;
    record.title = pdf.title();
    record.pageCount = pdf.pageCount();
    record.bytes = bytes.size();
    record.encrypted = pdf.wasEncrypted();
    record.copyAllowed = pdf.okToCopy();
    record.textSha256 = DocumentStore::textDigest(text);
    record.codePoints = text.size();
    record.loadWarnings = pdf.loadWarnings();
    const Result<qint64> inserted = documents.insert(record, pages);
    if (!inserted) {
        if (!copyExisted)
            QFile::remove(target);
        outcome.message = inserted.error();
        return outcome;
    }
    outcome.kind = IngestOutcome::Added;
    outcome.documentId = inserted.value();
    outcome.pages = pdf.pageCount();
    QStringList notes;
    if (!pdf.okToCopy())
        notes << tr("the document forbids copying; its text is used for anchoring only");
    if (!pdf.loadWarnings().isEmpty())
        notes << tr("the file was damaged and has been repaired while reading");
    if (outcome.unusablePages > 0)
        notes << tr("%n page(s) without usable text", nullptr, outcome.unusablePages);
    if (cappedPages > 0)
        notes << tr("%n page(s) hold more tiny text than the PDF library reads (%L1 characters under 3 pt); part "
                    "of it is likely missing", nullptr, cappedPages)
                     .arg(PdfDocument::kTinyCharacterCap);
    outcome.message = notes.join(QStringLiteral("; "));
    return outcome;
}

} // namespace touchstone
