#include "agreementservice.h"

#include "labeleditor.h"
#include "projectsession.h"
#include "storetask.h"

#include "annotation/adjudicationstore.h"

#include <QtConcurrent>

#include <utility>

namespace touchstone {

namespace {

// The interval of `key` in `from`, or nothing.
std::optional<BootstrapInterval> intervalOf(const std::vector<AgreementNumber> &from, const QString &key)
{
    for (const AgreementNumber &number : from) {
        if (number.key == key)
            return number.interval;
    }
    return std::nullopt;
}

void copyIntervals(std::vector<AgreementNumber> &into, const std::vector<AgreementNumber> &from)
{
    for (AgreementNumber &number : into)
        number.interval = intervalOf(from, number.key);
}

} // namespace

AgreementTargets AgreementService::targets() const
{
    return AgreementTargets::read(m_session.store());
}

std::optional<double> AgreementService::targetFor(const QString &key) const
{
    if (key.startsWith(QLatin1String("span_")) || key.startsWith(QLatin1String("token_")))
        return std::nullopt;
    const AgreementTargets project = targets();
    return key.startsWith(QLatin1String("kappa_binary")) ? project.kappaBinary : project.kappaGraded;
}

bool AgreementService::canSetTargets() const
{
    return m_editor.annotator().role == AnnotatorRole::Lead;
}

Status AgreementService::setTargets(const AgreementTargets &targets)
{
    if (!canSetTargets())
        return Status::failure(tr("only a lead sets the agreement targets"));
    if (const Status written = AgreementTargets::write(m_session.store(), targets, m_editor.actor()); !written)
        return written;
    Q_EMIT dashboardChanged();
    return Status::success();
}

AgreementService::AgreementService(ProjectSession &session, LabelEditor &editor, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_editor(editor)
    , m_state(std::make_shared<State>())
{
    m_options.resamples = 0; // the live path: numbers now, intervals later
    m_idle.setSingleShot(true);
    m_idle.setInterval(1500);
    connect(&m_idle, &QTimer::timeout, this, &AgreementService::requestIntervals);
    connect(&editor, &LabelEditor::labelsChanged, this, &AgreementService::refreshQuestion);
    connect(&editor, &LabelEditor::questionsChanged, this, &AgreementService::reloadAll);
    connect(&m_intervals, &QFutureWatcher<AgreementDashboard>::finished, this, [this] {
        if (std::exchange(m_intervalsAgain, false)) {
            requestIntervals(); // asked for again while it ran: its labels are old
            return;
        }
        if (!m_intervals.isCanceled() && m_intervals.future().resultCount() > 0)
            mergeIntervals(m_intervals.result());
    });
}

AgreementService::~AgreementService()
{
    // A running bootstrap works on its own snapshot: it is not waited for.
    m_intervals.disconnect(this);
    delete std::exchange(m_loadTask, nullptr); // waits for a running load: it reads the store
}

std::shared_ptr<const ProjectLabels> AgreementService::snapshot() const
{
    if (!m_snapshot)
        m_snapshot = std::make_shared<const ProjectLabels>(m_state->labels);
    return m_snapshot;
}

void AgreementService::ensureLoaded()
{
    if (!m_loaded && !isLoading())
        startLoad();
}

void AgreementService::whenLoaded(QObject *context, std::function<void()> action)
{
    if (m_loaded) {
        action();
        return;
    }
    // Queued: the action may open a dialog, and every view should have
    // taken the new labels before it does.
    connect(this, &AgreementService::labelsReloaded, context, [this, context, action = std::move(action)] {
        if (m_loaded)
            QTimer::singleShot(0, context, action);
    }, Qt::SingleShotConnection);
    ensureLoaded();
}

void AgreementService::startLoad()
{
    const bool sync = !m_session.isReadOnly();
    const AgreementFilter filter = m_filter;
    const AgreementOptions options = m_options;
    ++m_loadCount;
    m_loadTask = StoreTask<std::shared_ptr<State>>::start(
        this, m_session.store(),
        [sync, filter, options](const ProjectStore &store) {
            // Full agreements first, on labels of their own (with quotes,
            // which the votes they store carry), freed before ours load.
            if (sync)
                AdjudicationStore(store).syncAutomatic(0);
            auto state = std::make_shared<State>();
            state->labels.setLoadingTexts(false);
            if (const Status loaded = state->labels.load(store); !loaded)
                state->error = loaded.error();
            state->agreement.rebuild();
            state->dashboard = state->agreement.compute(filter, options);
            state->dashboard.filter = filter;
            return state;
        },
        [this](const std::shared_ptr<State> &state) { adopt(state); });
    connect(m_loadTask, &QObject::destroyed, this, [this, task = m_loadTask] {
        if (m_loadTask != task)
            return;
        m_loadTask = nullptr; // a load that brought nothing back
        Q_EMIT loadingChanged(false);
    });
    Q_EMIT loadingChanged(true);
}

void AgreementService::adopt(const std::shared_ptr<State> &state)
{
    m_loadTask = nullptr;
    if (m_reloadAgain) {
        // The data changed while this load read it: once more.
        m_reloadAgain = false;
        m_pending.clear();
        startLoad();
        return;
    }
    m_state = state;
    m_snapshot.reset();
    m_loadError = state->error;
    m_loaded = true;
    // Saves made while the load ran, which it may or may not have seen.
    for (const qint64 questionId : m_pending) {
        if (const Status reloaded = m_state->labels.reloadQuestion(m_session.store(), questionId); !reloaded)
            m_loadError = reloaded.error();
        m_state->agreement.updateQuestion(questionId);
    }
    const bool current = m_pending.empty() && state->dashboard.filter.stratum == m_filter.stratum
        && state->dashboard.options.minUnits == m_options.minUnits;
    m_pending.clear();
    Q_EMIT loadingChanged(false);
    if (current) {
        m_dashboard = std::move(state->dashboard);
        Q_EMIT dashboardChanged();
        m_idle.start();
    } else {
        recompute();
    }
    Q_EMIT labelsReloaded(0);
}

void AgreementService::setFilter(const AgreementFilter &filter)
{
    m_filter = filter;
    if (m_loaded)
        recompute();
}

void AgreementService::setMinUnits(int minUnits)
{
    m_options.minUnits = std::max(1, minUnits);
    if (m_loaded)
        recompute();
}

void AgreementService::reloadAll()
{
    if (isLoading())
        m_reloadAgain = true;
    else if (m_loaded)
        startLoad();
}

void AgreementService::refreshQuestion(qint64 questionId)
{
    // A save syncs its own question whether or not anything is loaded.
    if (!m_session.isReadOnly())
        AdjudicationStore(m_session.store()).syncAutomatic(questionId);
    if (isLoading())
        m_pending.insert(questionId);
    if (!m_loaded)
        return;
    if (const Status reloaded = m_state->labels.reloadQuestion(m_session.store(), questionId); !reloaded) {
        m_loadError = reloaded.error();
        return;
    }
    m_snapshot.reset();
    m_state->agreement.updateQuestion(questionId);
    recompute();
    Q_EMIT labelsReloaded(questionId);
}

void AgreementService::recompute()
{
    m_dashboard = m_state->agreement.compute(m_filter, m_options);
    Q_EMIT dashboardChanged();
    m_idle.start(); // intervals once labeling pauses
}

void AgreementService::requestIntervals()
{
    if (!m_loaded)
        return;
    if (m_intervals.isRunning()) {
        // The bootstrap cannot be interrupted; rather than wait for it here
        // on the UI thread, start again when it ends.
        m_intervalsAgain = true;
        return;
    }
    AgreementOptions options = m_options;
    options.resamples = 200;
    const AgreementFilter filter = m_filter;
    // From a copy of the labels in memory (they keep changing here), not
    // read again from the store.
    m_intervals.setFuture(QtConcurrent::run([labels = snapshot(), options, filter]() {
        ProjectAgreement agreement(*labels);
        agreement.rebuild();
        return agreement.compute(filter, options);
    }));
}

void AgreementService::mergeIntervals(const AgreementDashboard &withIntervals)
{
    if (withIntervals.filter.stratum != m_dashboard.filter.stratum)
        return; // computed for another view
    copyIntervals(m_dashboard.overall, withIntervals.overall);
    for (AgreementStratumNumbers &stratum : m_dashboard.strata) {
        for (const AgreementStratumNumbers &other : withIntervals.strata) {
            if (other.stratum == stratum.stratum)
                copyIntervals(stratum.numbers, other.numbers);
        }
    }
    for (AgreementPairNumbers &pair : m_dashboard.pairs) {
        if (const AgreementPairNumbers *other = withIntervals.pair(pair.annotatorA, pair.annotatorB))
            copyIntervals(pair.numbers, other->numbers);
    }
    Q_EMIT dashboardChanged();
}

} // namespace touchstone
