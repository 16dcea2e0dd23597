#pragma once

#include <functional>

#include "metrics/result.h"
#include "spanreanchor.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace touchstone {

class ProjectStore;

struct VerifyReport
{
    Q_DECLARE_TR_FUNCTIONS(VerifyReport)

public:
    enum class Verdict {
        Ok,            // every span found, every document intact, corpus digest as frozen
        DigestDiffers, // every span found, but the corpus text is not the one frozen
        Failed,        // a span is lost, a document is missing or changed, or an export file is damaged
    };

    QString subject; // the project folder or export folder
    QString version;
    QString textSource; // "stored", "pdf"
    AnchorTally tally;
    QStringList problems; // documents and export files, one line each
    QString expectedDigest;
    QString actualDigest; // empty when a document's text was not available

    Verdict verdict() const;
    QJsonObject toJson() const;
    QString toText() const;
};

// Re-anchors every gold span of a version against the documents
// (SpanReanchor: position, then quote with prefix/suffix, then fuzzy), after
// checking that each document's bytes still match its sha256 — a document
// that does not is reported and its spans count as lost.
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
