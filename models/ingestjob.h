#pragma once

#include "annotation/ingest.h"

#include <QFutureWatcher>
#include <QObject>

namespace touchstone {

class ProjectSession;

// Runs an ingest off the UI thread (QtConcurrent, run with promise) and
// reports progress; cancel() stops it between pages.
class IngestJob : public QObject
{
    Q_OBJECT

public:
    IngestJob(ProjectSession &session, QStringList paths, Ingest::Options options, QObject *parent = nullptr);
    ~IngestJob() override;

    void start();
    void cancel();
    bool isRunning() const { return m_watcher.isRunning(); }
    const QStringList &paths() const { return m_paths; }

Q_SIGNALS:
    // `value` out of `maximum`; `label` names the file being read.
    void progressChanged(int value, int maximum, const QString &label);
    void finished(const touchstone::IngestReport &report);

private:
    ProjectSession &m_session;
    QStringList m_paths;
    Ingest::Options m_options;
    QFutureWatcher<IngestReport> m_watcher;
};

} // namespace touchstone
