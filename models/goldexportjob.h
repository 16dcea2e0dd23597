#pragma once

#include "annotation/goldexporter.h"

#include <QFutureWatcher>
#include <QObject>

class QThreadPool;

#include <atomic>
#include <memory>

namespace touchstone {

class ProjectSession;

// Exports a frozen version off the UI thread (GoldExporter::write) and
// reports progress; cancel() stops it before the export is renamed into
// place, and then nothing is left at the target. Cancelling goes through a
// flag of our own, not the future's cancel: a cancelled future drops its
// result, and a Cancel that arrives just after the rename must still learn
// that the export was written.
class GoldExportJob : public QObject
{
    Q_OBJECT

public:
    GoldExportJob(ProjectSession &session, QString version, QString folder, bool replace, QObject *parent = nullptr);
    ~GoldExportJob() override;

    // Runs on `pool` (nullptr: the global thread pool).
    void start(QThreadPool *pool = nullptr);
    void cancel();
    bool isRunning() const { return m_watcher.isRunning(); }
    const QString &version() const { return m_version; }
    const QString &folder() const { return m_folder; }

Q_SIGNALS:
    // `value` out of `maximum`; `label` names the question or file at hand.
    void progressChanged(int value, int maximum, const QString &label);
    // A failure's message is one line; a cancelled export has `cancelled` set.
    void finished(const touchstone::Result<touchstone::GoldExportResult> &result);

private:
    ProjectSession &m_session;
    QString m_version;
    QString m_folder;
    bool m_replace = false;
    std::shared_ptr<std::atomic<bool>> m_cancelled;
    QFutureWatcher<Result<GoldExportResult>> m_watcher;
};

} // namespace touchstone
