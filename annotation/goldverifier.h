#pragma once

#include <functional>
#include <vector>

#include "metrics/result.h"
#include "spanreanchor.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace touchstone {

class ProjectStore;

// A document of the version whose bytes no longer hash to its sha256 while
// no gold span lies in it: the corpus drifted, but no span is lost.
struct ChangedDocument
{
    QString sha256;    // as frozen
    QString nowSha256; // of the bytes found
    QString path;
};

struct VerifyReport
{
    Q_DECLARE_TR_FUNCTIONS(VerifyReport)

public:
    enum class Verdict {
        Ok,            // every span found, every document intact, corpus digest as frozen
        DigestDiffers, // every span found, but the corpus is not the one frozen: its text, or the
                       // bytes of a document no span uses
        Failed,        // a span is lost, a document is missing, a document a span uses changed, or an
                       // export file is damaged
    };

    QString subject; // the project folder or export folder
    QString version;
    QString textSource; // "stored", "pdf"
    AnchorTally tally;
    QStringList problems; // documents and export files, one line each
    std::vector<ChangedDocument> changedDocuments;
    QString expectedDigest;
    QString actualDigest;   // empty when a document's text was not available
    QString digestUnchecked; // why actualDigest is empty, one line

    Verdict verdict() const;
    QJsonObject toJson() const;
    QString toText() const;
    // One line per changed document: its sha256 then and now.
    QStringList changeLines() const;
};

// Re-anchors every gold span of a version against the documents
// (SpanReanchor: position, then quote with prefix/suffix, then fuzzy), after
// checking that each document's bytes still match its sha256 — a document
// that does not is reported and its spans count as lost; one that no span
// uses only makes the corpus differ (its text, extracted from the bytes
// found, enters the corpus digest).
class GoldVerifier
{
    Q_DECLARE_TR_FUNCTIONS(GoldVerifier)

public:
    // A project: `version` (empty: the newest) against the stored canonical
    // texts, or with `reparse` against texts extracted from documents/ now.
    // The corpus digest is recomputed from the same texts.
    // `isCancelled` is asked before each document (extracting one again
    // takes seconds on a long PDF); a cancelled check fails with
    // cancelledMessage().
    static Result<VerifyReport> verifyProject(const ProjectStore &store, const QString &version, bool reparse,
                                              const std::function<bool()> &isCancelled = {});
    static QString cancelledMessage();

    // An export folder against `<documentsDir>/<sha256>.pdf`: the export's
    // files are checked against the manifest, the canonical text of every
    // manifest document is extracted from its PDF, and the corpus digest is
    // compared with the manifest's.
    static Result<VerifyReport> verifyExport(const QString &exportDir, const QString &documentsDir);
};

} // namespace touchstone
