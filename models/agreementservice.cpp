#include "agreementservice.h"

#include "labeleditor.h"
#include "projectsession.h"

#include "annotation/adjudicationstore.h"

#include <QtConcurrent>

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
{
    m_options.resamples = 0; // the live path: numbers now, intervals later
    m_labels.setLoadingTexts(false);
    m_agreement = std::make_unique<ProjectAgreement>(m_labels);
    m_idle.setSingleShot(true);
    m_idle.setInterval(1500);
    connect(&m_idle, &QTimer::timeout, this, &AgreementService::requestIntervals);
    connect(&editor, &LabelEditor::labelsChanged, this, &AgreementService::refreshQuestion);
    connect(&editor, &LabelEditor::questionsChanged, this, &AgreementService::reloadAll);
    connect(&m_intervals, &QFutureWatcher<AgreementDashboard>::finished, this, [this] {
        if (!m_intervals.isCanceled() && m_intervals.future().resultCount() > 0)
            mergeIntervals(m_intervals.result());
    });
    reloadAll();
}

AgreementService::~AgreementService()
{
    m_intervals.cancel();
    m_intervals.waitForFinished();
}

void AgreementService::setFilter(const AgreementFilter &filter)
{
    m_filter = filter;
    recompute();
}

void AgreementService::setMinUnits(int minUnits)
{
    m_options.minUnits = std::max(1, minUnits);
    recompute();
}

void AgreementService::reloadAll()
{
    const Status loaded = m_labels.load(m_session.store());
    m_loadError = loaded ? QString() : loaded.error();
    if (!m_session.isReadOnly())
        AdjudicationStore(m_session.store()).syncAutomatic(0);
    m_agreement->rebuild();
    recompute();
    Q_EMIT labelsReloaded(0);
}

void AgreementService::refreshQuestion(qint64 questionId)
{
    if (const Status reloaded = m_labels.reloadQuestion(m_session.store(), questionId); !reloaded) {
        m_loadError = reloaded.error();
        return;
    }
    if (!m_session.isReadOnly())
        AdjudicationStore(m_session.store()).syncAutomatic(questionId);
    m_agreement->updateQuestion(questionId);
    recompute();
    Q_EMIT labelsReloaded(questionId);
}

void AgreementService::recompute()
{
    m_dashboard = m_agreement->compute(m_filter, m_options);
    Q_EMIT dashboardChanged();
    m_idle.start(); // intervals once labeling pauses
}

void AgreementService::requestIntervals()
{
    m_intervals.cancel();
    m_intervals.waitForFinished();
    const ProjectStore &store = m_session.store();
    AgreementOptions options = m_options;
    options.resamples = 200;
    const AgreementFilter filter = m_filter;
    // The worker loads its own copy: the tallies here keep changing.
    m_intervals.setFuture(QtConcurrent::run([&store, options, filter]() {
        ProjectLabels labels;
        labels.setLoadingTexts(false);
        AgreementDashboard dashboard;
        if (labels.load(store)) {
            ProjectAgreement agreement(labels);
            agreement.rebuild();
            dashboard = agreement.compute(filter, options);
        }
        store.releaseThreadConnection();
        return dashboard;
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
