#include "trajectorymodel.h"

#include "agreementservice.h"

#include <QtConcurrent>

#include <algorithm>
#include <cmath>

namespace touchstone {

namespace {

std::vector<TrajectoryPoint> computePoints(const ProjectAgreement &agreement, const ProjectLabels &labels,
                                           const QString &key, const AgreementFilter &filter, int minUnits,
                                           const AgreementTrajectory::Progress &progress = {})
{
    AgreementOptions options;
    options.resamples = 0;
    options.minUnits = minUnits;
    std::vector<TrajectoryPoint> points =
        AgreementTrajectory::compute(agreement, labels, key, TrajectoryStep(), filter, options, -1, -1, progress);
    // A chart cannot draw an undefined value or one on too few units; such
    // days are left out rather than drawn as 0.
    points.erase(std::remove_if(points.begin(), points.end(),
                                [](const TrajectoryPoint &point) { return !point.number.value; }),
                 points.end());
    return points;
}

} // namespace

TrajectoryModel::TrajectoryModel(AgreementService &service, QObject *parent)
    : QAbstractTableModel(parent)
    , m_service(service)
    , m_target(service.targetFor(m_key).value_or(std::nan("")))
{
    connect(&m_watcher, &QFutureWatcher<std::vector<TrajectoryPoint>>::progressValueChanged, this,
            [this](int done) { Q_EMIT progressChanged(done, m_watcher.progressMaximum()); });
    connect(&m_watcher, &QFutureWatcher<std::vector<TrajectoryPoint>>::finished, this, [this] {
        if (m_runningGeneration == m_generation && !m_watcher.isCanceled() && m_watcher.future().resultCount() > 0) {
            ++m_computeCount;
            setPoints(m_watcher.result());
        }
        if (m_stale && m_active)
            startComputing(); // invalidated while it ran
        else
            Q_EMIT computingChanged(false);
    });
}

void TrajectoryModel::setMeasure(const QString &key, double target)
{
    m_key = key;
    m_target = target;
    invalidate();
}

void TrajectoryModel::reload()
{
    ++m_generation; // a running computation is for other labels or another measure
    m_watcher.cancel();
    ++m_computeCount;
    setPoints(computePoints(m_service.agreement(), m_service.labels(), m_key, m_service.filter(), m_service.minUnits()));
}

void TrajectoryModel::setPoints(std::vector<TrajectoryPoint> points)
{
    beginResetModel();
    m_points = std::move(points);
    m_stale = false;
    endResetModel();
}

void TrajectoryModel::setActive(bool active)
{
    m_active = active;
    if (m_active && m_stale && !m_watcher.isRunning())
        startComputing();
}

void TrajectoryModel::invalidate()
{
    m_stale = true;
    ++m_generation;
    if (m_watcher.isRunning())
        m_watcher.cancel(); // it stops after its current checkpoint; finished restarts it
    else if (m_active)
        startComputing();
}

void TrajectoryModel::startComputing()
{
    m_runningGeneration = m_generation;
    // The labels here change on every save: the work gets its own copy.
    m_watcher.setFuture(QtConcurrent::run([labels = m_service.snapshot(), key = m_key, filter = m_service.filter(),
                                           minUnits = m_service.minUnits()](QPromise<std::vector<TrajectoryPoint>> &promise) {
        const ProjectAgreement agreement(*labels);
        std::vector<TrajectoryPoint> points = computePoints(agreement, *labels, key, filter, minUnits, [&promise](int done, int total) {
            if (done == 0)
                promise.setProgressRange(0, total);
            promise.setProgressValue(done);
            return !promise.isCanceled();
        });
        if (!promise.isCanceled())
            promise.addResult(std::move(points));
    }));
    Q_EMIT computingChanged(true);
}

int TrajectoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_points.size());
}

int TrajectoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TrajectoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_points.size()) || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    const TrajectoryPoint &point = m_points[size_t(index.row())];
    switch (index.column()) {
    case TimeColumn: return double(point.cutoffMs);
    case ValueColumn: return *point.number.value;
    case TargetColumn: return m_target;
    case LabelsColumn: return point.labels;
    }
    return {};
}

} // namespace touchstone
