#pragma once

#include "runpairing.h"

#include "annotation/runevaluator.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPromise>

#include <memory>
#include <optional>
#include <vector>

namespace touchstone {

class ProjectSession;

// What "Write Report…" asks for: the retrieval report of `runIds` (one
// golden-set version), each other run compared with the baseline.
struct ReportRequest
{
    std::vector<qint64> runIds;
    std::optional<qint64> baselineId; // one of runIds
    QString metric = QStringLiteral("ndcg@10"); // primary metric and the gate's
    double minimumEffect = 0.02;
    QString title;                    // empty: "Retrieval report: <runs>"
    QString actor;
};

struct ReportOutcome
{
    QString uuid;  // of the stored report; empty when it failed or was cancelled
    QString title;
    QString error; // one line; empty on success and on cancel
    bool cancelled = false;
};

struct PairOutcome
{
    std::shared_ptr<const RunPair> pair; // null on failure
    QString error;
};

struct HolesOutcome
{
    std::optional<HoleQueueReport> report;
    QString error;
};

// The run browser's long work, off the UI thread (QtConcurrent, run with
// promise): comparing two runs, writing a retrieval report (with progress
// and cancel), and queueing a run's unjudged top-k passages. Each worker
// opens its own SQLite connection and closes it when done. Destroying the
// object cancels and waits, so no worker outlives the session it reads.
class RunTasks : public QObject
{
    Q_OBJECT

public:
    explicit RunTasks(ProjectSession &session, QObject *parent = nullptr);
    ~RunTasks() override;

    // Each starts unless the same kind of work is still running.
    void compare(qint64 baselineId, qint64 candidateId, const RunComparisonOptions &options);
    void writeReport(const ReportRequest &request);
    void cancelReport();
    void queueHoles(qint64 runId, int k, const QString &actor);

    bool isComparing() const { return m_compare.isRunning(); }
    bool isWritingReport() const { return m_report.isRunning(); }
    bool isQueueing() const { return m_holes.isRunning(); }

    // The workers; tests call them directly.
    static void comparePair(QPromise<PairOutcome> &promise, const ProjectStore &store, qint64 baselineId,
                            qint64 candidateId, const RunComparisonOptions &options);
    static void writeRetrievalReport(QPromise<ReportOutcome> &promise, const ProjectStore &store,
                                     const ReportRequest &request);
    static void queueRunHoles(QPromise<HolesOutcome> &promise, const ProjectStore &store, qint64 runId, int k,
                              const QString &actor);

Q_SIGNALS:
    void comparisonFinished(const touchstone::PairOutcome &outcome);
    // `value` of `maximum` steps; `label` says what is being done.
    void reportProgress(int value, int maximum, const QString &label);
    void reportFinished(const touchstone::ReportOutcome &outcome);
    void holesQueued(const touchstone::HolesOutcome &outcome);

private:
    ProjectSession &m_session;
    QFutureWatcher<PairOutcome> m_compare;
    QFutureWatcher<ReportOutcome> m_report;
    QFutureWatcher<HolesOutcome> m_holes;
};

} // namespace touchstone
