#pragma once

#include "atomicfolder.h"
#include "goldversionstore.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <vector>

namespace touchstone {

class ProjectStore;

// What a finished export wrote.
struct GoldExportResult
{
    QString version;
    QString folder;          // absolute path of the export folder
    QString manifestSha256;  // sha256 of manifest.json as written
    int fileCount = 0;
    bool cancelled = false;  // nothing was written: the target is as it was
};

// The export of a frozen version. Every file is derived from what the
// version stored at freeze time (records, provenance, manifest), never
// from the live tables, and written the same way every time (canonical
// JSON, records in id order, LF line ends, UTF-8), so two exports of one
// version are byte-identical:
// - records.jsonl     one GoldQuestion::toRecord() object per line;
// - qrels.txt         TREC qrels, document level: "qid 0 docno grade", docno
//                     the document's sha256, grade the highest grade of the
//                     question's gold spans in it; grade-0 documents are
//                     listed (judged non-relevant counts for bpref and
//                     judged@k); questions without spans have no line;
// - qrels-spans.jsonl one gold span per line: qid, document_sha256, page
//                     (1-based), start, end (code points), grade;
// - annotations.jsonld a W3C Web Annotation AnnotationCollection, one
//                     Annotation per gold span on the document named by its
//                     RFC 6920 ni: IRI; three alternative selectors of the
//                     same text: TextQuoteSelector, TextPositionSelector and
//                     FragmentSelector "page=N" (RFC 3778) refinedBy the
//                     quote within the page;
// - provenance.jsonl  per question: who labeled, who adjudicated, every
//                     current decision with its reason and votes, the
//                     annotators' own judgments;
// - manifest.json     the frozen manifest plus the sha256 and size of every
//                     other file and the exporting tool's version.
class GoldExporter
{
    Q_DECLARE_TR_FUNCTIONS(GoldExporter)

public:
    // Progress and cancellation of a long export (a large version, a slow
    // disk). Steps: one per record built, then one per file written.
    struct Callbacks
    {
        std::function<void(int done, int total, const QString &step)> progress;
        std::function<bool()> isCancelled;
    };

    // The files in writing order (manifest.json last).
    static Result<AtomicFolder::Files> build(const GoldVersionInfo &version, const std::vector<GoldVersionRecord> &records);
    // build() that reports one step per record and stops (failing with
    // AtomicFolder::cancelledMessage()) when cancelled.
    static Result<AtomicFolder::Files> build(const GoldVersionInfo &version, const std::vector<GoldVersionRecord> &records,
                                             const Callbacks &callbacks);
    static Result<AtomicFolder::Files> build(const ProjectStore &store, const QString &version);

    // Whether `folder` holds an export (its manifest.json says so): the only
    // kind of non-empty folder that `replace` may replace.
    static bool isExportFolder(const QString &folder);

    // Builds and publishes the export into `folder` (AtomicFolder); with
    // `replace`, a previous export there is replaced.
    static Status write(const ProjectStore &store, const QString &version, const QString &folder, bool replace);

    // write() that reports progress and can be cancelled; the files are the
    // same bytes. Cancelling — while the records are built or while the
    // files are written — removes the temporary folder: the target is left
    // absent, empty or as it was (the result says `cancelled`). A failure
    // leaves it so too. Once the export is renamed into place it is complete
    // and `isCancelled` is no longer asked, so a result that is not
    // `cancelled` always means a complete export. Reads through the calling
    // thread's connection (QtConcurrent: close it after).
    static Result<GoldExportResult> write(const ProjectStore &store, const QString &version, const QString &folder,
                                          bool replace, const Callbacks &callbacks);

    // The W3C Web Annotation source IRI of a document: RFC 6920
    // "ni:///sha-256;" and the digest in base64url without padding.
    static QString documentIri(const QString &sha256);
    // sha256 -> file name of the documents a frozen manifest names (none
    // before format 3, which froze no file names).
    static QHash<QString, QString> fileNames(const QJsonObject &manifest);
};

} // namespace touchstone
