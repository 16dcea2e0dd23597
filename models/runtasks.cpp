#include "runtasks.h"

#include "projectsession.h"

#include "annotation/reportstore.h"
#include "annotation/retrievalreport.h"

#include <QtConcurrent>

namespace touchstone {

namespace {

template <typename T>
T resultOrDefault(const QFutureWatcher<T> &watcher)
{
    return watcher.future().resultCount() > 0 ? watcher.result() : T();
}

// A worker's connection is its own; close it before the pool thread moves on.
struct ConnectionRelease
{
    const ProjectStore &store;
    ~ConnectionRelease() { store.releaseThreadConnection(); }
};

Result<std::vector<RunInfo>> reportRuns(const ProjectStore &store, const ReportRequest &request)
{
    using R = Result<std::vector<RunInfo>>;
    std::vector<RunInfo> runs;
    for (const qint64 id : request.runIds) {
        const auto run = RunStore(store).byId(id);
        if (!run)
            return R::failure(RunTasks::tr("a run of the report is no longer in the project"));
        if (!runs.empty() && run->versionId != runs.front().versionId)
            return R::failure(RunTasks::tr("runs %1 and %2 answer different golden-set versions (%3, %4); a report "
                                           "measures its runs with one instrument")
                                  .arg(runs.front().name, run->name, runs.front().version, run->version));
        runs.push_back(*run);
    }
    if (runs.empty())
        return R::failure(RunTasks::tr("choose at least one run"));
    return runs;
}

Status compareWithBaseline(RetrievalReportInput &input, const ReportRequest &request)
{
    if (!input.baseline)
        return Status::success();
    RunComparisonOptions options;
    options.metric = request.metric;
    options.minimumEffect = request.minimumEffect;
    for (size_t i = 0; i < input.runs.size(); ++i) {
        if (i == *input.baseline)
            continue;
        auto comparison = RunComparator::compare(input.runs[*input.baseline], input.runs[i], options);
        if (!comparison)
            return Status::failure(comparison.error());
        input.comparisons.push_back(std::move(*comparison));
    }
    return RunComparator::correct(input.comparisons);
}

} // namespace

RunTasks::RunTasks(ProjectSession &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(&m_compare, &QFutureWatcherBase::finished, this,
            [this] { Q_EMIT comparisonFinished(resultOrDefault(m_compare)); });
    connect(&m_report, &QFutureWatcherBase::progressValueChanged, this, [this](int value) {
        Q_EMIT reportProgress(value, m_report.progressMaximum(), m_report.progressText());
    });
    connect(&m_report, &QFutureWatcherBase::finished, this, [this] {
        ReportOutcome outcome = resultOrDefault(m_report);
        outcome.cancelled = outcome.cancelled || (m_report.isCanceled() && outcome.uuid.isEmpty());
        Q_EMIT reportFinished(outcome);
    });
    connect(&m_holes, &QFutureWatcherBase::finished, this, [this] { Q_EMIT holesQueued(resultOrDefault(m_holes)); });
}

RunTasks::~RunTasks()
{
    for (QFutureWatcherBase *watcher : {static_cast<QFutureWatcherBase *>(&m_compare),
                                        static_cast<QFutureWatcherBase *>(&m_report),
                                        static_cast<QFutureWatcherBase *>(&m_holes)}) {
        watcher->disconnect(this);
        watcher->cancel();
        watcher->waitForFinished();
    }
}

void RunTasks::compare(qint64 baselineId, qint64 candidateId, const RunComparisonOptions &options)
{
    if (m_compare.isRunning())
        return; // one at a time: the destructor waits only for the watched work
    const ProjectStore &store = m_session.store();
    m_compare.setFuture(QtConcurrent::run([&store, baselineId, candidateId, options](QPromise<PairOutcome> &promise) {
        comparePair(promise, store, baselineId, candidateId, options);
    }));
}

void RunTasks::writeReport(const ReportRequest &request)
{
    if (m_report.isRunning())
        return;
    const ProjectStore &store = m_session.store();
    m_report.setFuture(QtConcurrent::run([&store, request](QPromise<ReportOutcome> &promise) {
        writeRetrievalReport(promise, store, request);
    }));
}

void RunTasks::cancelReport()
{
    m_report.cancel();
}

void RunTasks::queueHoles(qint64 runId, int k, const QString &actor)
{
    if (m_holes.isRunning())
        return;
    const ProjectStore &store = m_session.store();
    m_holes.setFuture(QtConcurrent::run([&store, runId, k, actor](QPromise<HolesOutcome> &promise) {
        queueRunHoles(promise, store, runId, k, actor);
    }));
}

void RunTasks::comparePair(QPromise<PairOutcome> &promise, const ProjectStore &store, qint64 baselineId,
                           qint64 candidateId, const RunComparisonOptions &options)
{
    const ConnectionRelease release{store};
    auto pair = RunPairing::compute(store, baselineId, candidateId, options);
    PairOutcome outcome;
    if (pair)
        outcome.pair = std::make_shared<const RunPair>(std::move(*pair));
    else
        outcome.error = pair.error();
    promise.addResult(std::move(outcome));
}

void RunTasks::writeRetrievalReport(QPromise<ReportOutcome> &promise, const ProjectStore &store,
                                    const ReportRequest &request)
{
    const ConnectionRelease release{store};
    ReportOutcome outcome;
    const auto fail = [&](const QString &error) {
        outcome.error = error;
        promise.addResult(outcome);
    };
    const auto runs = reportRuns(store, request);
    if (!runs)
        return fail(runs.error());
    const int steps = int(runs->size()) + 2;
    promise.setProgressRange(0, steps);
    const EvaluationSettings settings = latestSettings(store, runs->front().id, request.metric);
    RetrievalReportInput input;
    QStringList names, uuids;
    for (const RunInfo &run : *runs) {
        if (promise.isCanceled())
            return;
        promise.setProgressValueAndText(int(input.runs.size()), tr("Evaluating %1…").arg(run.name));
        auto evaluation = RunEvaluator(store).current(run, settings);
        if (!evaluation)
            return fail(evaluation.error());
        if (request.baselineId == run.id)
            input.baseline = input.runs.size();
        input.runs.push_back(std::move(*evaluation));
        names << run.name;
        uuids << run.uuid;
    }
    promise.setProgressValueAndText(steps - 2, tr("Comparing with the baseline…"));
    if (const Status compared = compareWithBaseline(input, request); !compared)
        return fail(compared.error());
    if (promise.isCanceled())
        return;
    promise.setProgressValueAndText(steps - 1, tr("Writing the report…"));
    input.title = request.title.isEmpty() ? tr("Retrieval report: %1").arg(names.join(QStringLiteral(", ")))
                                          : request.title;
    const ReportContent content = RetrievalReport::build(input);
    if (promise.isCanceled())
        return;
    ReportRecord record;
    record.kind = QStringLiteral("retrieval");
    record.title = content.title;
    record.runIds = uuids.join(QLatin1Char(','));
    record.json = content.json;
    record.csv = content.csv;
    record.html = content.html;
    auto stored = ReportStore(store, request.actor).add(record);
    if (!stored)
        return fail(stored.error());
    promise.setProgressValueAndText(steps, tr("Done"));
    outcome.uuid = stored->uuid;
    outcome.title = stored->title;
    promise.addResult(outcome);
}

void RunTasks::queueRunHoles(QPromise<HolesOutcome> &promise, const ProjectStore &store, qint64 runId, int k,
                             const QString &actor)
{
    const ConnectionRelease release{store};
    HolesOutcome outcome;
    const auto run = RunStore(store).byId(runId);
    const RunEvaluator evaluator(store);
    auto holes = run ? evaluator.holes(*run, k) : Result<std::vector<RunHole>>::failure(tr("the run is no longer in the project"));
    if (!holes) {
        outcome.error = holes.error();
    } else if (auto queued = evaluator.queueHoles(*run, *holes, actor)) {
        outcome.report = *queued;
    } else {
        outcome.error = queued.error();
    }
    promise.addResult(std::move(outcome));
}

} // namespace touchstone
