#pragma once

#include <QCoreApplication>
#include <QPromise>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace touchstone {

class ProjectStore;

struct IngestOutcome
{
    enum Kind { Added, AlreadyPresent, Failed, NeedsPassword, Cancelled };
    Kind kind = Failed;
    QString path;
    QString sha256;
    qint64 documentId = 0;
    int pages = 0;
    int unusablePages = 0; // no text, garbled or unreadable
    QString message;       // one line: why it failed, or what to know about it
};

struct IngestReport
{
    std::vector<IngestOutcome> files;
    bool cancelled = false;

    int count(IngestOutcome::Kind kind) const;
};

// Adds PDFs to a project: copies the bytes to documents/<sha256>.pdf (the
// source is never modified), extracts text and geometry once on several
// threads, and stores the canonical text per page. Ingesting the same
// bytes twice is a no-op. A file that fails never leaves a half-added
// document behind.
class Ingest
{
    Q_DECLARE_TR_FUNCTIONS(Ingest)

public:
    struct Options
    {
        QByteArray password;
        QString userId;  // an id for the document (one file only), used by run files
        int threads = 2;
    };
    struct Callbacks
    {
        // (file index, file count, pages done in this file, its page count)
        std::function<void(int, int, int, int)> progress;
        std::function<bool()> isCancelled;
    };

    static IngestReport run(const ProjectStore &store, const QStringList &paths, const Options &options,
                            const Callbacks &callbacks = {});

    // The same, reporting to a promise (QtConcurrent "run with promise"):
    // progress in permille of files, cancellation through the future.
    static void run(QPromise<IngestReport> &promise, const ProjectStore &store, const QStringList &paths,
                    const Options &options);

private:
    static IngestOutcome ingestFile(const ProjectStore &store, const QString &path, const Options &options,
                                    const std::function<void(int, int)> &progress,
                                    const std::function<bool()> &isCancelled);
};

} // namespace touchstone
