#include "goldexportjob.h"

#include "projectsession.h"

#include <QFileInfo>
#include <QtConcurrent>

namespace touchstone {

GoldExportJob::GoldExportJob(ProjectSession &session, QString version, QString folder, bool replace, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_version(std::move(version))
    , m_folder(QFileInfo(folder).absoluteFilePath())
    , m_replace(replace)
    , m_cancelled(std::make_shared<std::atomic<bool>>(false))
{
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, this, [this](int value) {
        Q_EMIT progressChanged(value, m_watcher.progressMaximum(), m_watcher.progressText());
    });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, [this] {
        if (m_watcher.future().resultCount() > 0) {
            Q_EMIT finished(m_watcher.result());
            return;
        }
        Q_EMIT finished(Result<GoldExportResult>::failure(tr("the export stopped without a result")));
    });
}

GoldExportJob::~GoldExportJob()
{
    // The worker reads the session's store: never let it outlive us.
    cancel();
    m_watcher.disconnect();
    m_watcher.waitForFinished();
}

void GoldExportJob::start(QThreadPool *pool)
{
    const ProjectStore &store = m_session.store();
    const std::shared_ptr<std::atomic<bool>> cancelled = m_cancelled;
    m_watcher.setFuture(QtConcurrent::run(
        pool ? pool : QThreadPool::globalInstance(),
        [&store, cancelled](QPromise<Result<GoldExportResult>> &promise, const QString &version, const QString &folder,
                            bool replace) {
            GoldExporter::Callbacks callbacks;
            callbacks.isCancelled = [cancelled] { return cancelled->load(); };
            callbacks.progress = [&promise](int done, int total, const QString &step) {
                if (promise.future().progressMaximum() != total)
                    promise.setProgressRange(0, total);
                promise.setProgressValueAndText(done, step);
            };
            promise.addResult(GoldExporter::write(store, version, folder, replace, callbacks));
            store.releaseThreadConnection();
        },
        m_version, m_folder, m_replace));
}

void GoldExportJob::cancel()
{
    m_cancelled->store(true);
}

} // namespace touchstone
