#include "ingestjob.h"

#include "projectsession.h"

#include <QtConcurrent>

namespace touchstone {

IngestJob::IngestJob(ProjectSession &session, QStringList paths, Ingest::Options options, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_paths(std::move(paths))
    , m_options(std::move(options))
{
    connect(&m_watcher, &QFutureWatcher<IngestReport>::progressValueChanged, this, [this](int value) {
        Q_EMIT progressChanged(value, m_watcher.progressMaximum(), m_watcher.progressText());
    });
    connect(&m_watcher, &QFutureWatcher<IngestReport>::finished, this, [this] {
        IngestReport report;
        if (m_watcher.future().resultCount() > 0)
            report = m_watcher.result();
        else
            report.cancelled = true;
        m_session.notifyDocumentsChanged();
        Q_EMIT finished(report);
    });
}

IngestJob::~IngestJob()
{
    // The worker reads the session's store: never let it outlive us.
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void IngestJob::start()
{
    const ProjectStore &store = m_session.store();
    const QStringList paths = m_paths;
    const Ingest::Options options = m_options;
    m_watcher.setFuture(QtConcurrent::run([&store, paths, options](QPromise<IngestReport> &promise) {
        Ingest::run(promise, store, paths, options);
    }));
}

void IngestJob::cancel()
{
    m_watcher.cancel();
}

} // namespace touchstone
