#include "trajectorymodel.h"

#include "agreementservice.h"

#include <QtConcurrent>

#include <algorithm>
#include <cmath>

namespace touchstone {

namespace {

std::vector<TrajectoryPoint> computePoints(const ProjectAgreement &agreement, const ProjectLabels &labels,
                                           const QString &key, const AgreementFilter &filter, int minUnits)
{
    AgreementOptions options;
    options.resamples = 0;
    options.minUnits = minUnits;
    std::vector<TrajectoryPoint> points =
        AgreementTrajectory::compute(agreement, labels, key, TrajectoryStep(), filter, options);
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
    connect(&m_watcher, &QFutureWatcher<std::vector<TrajectoryPoint>>::finished, this, [this] {
        const bool again = std::exchange(m_again, false);
        if (!again && m_watcher.future().resultCount() > 0) {
            ++m_computeCount;
            setPoints(m_watcher.result());
        }
        if (again && m_active)
            startComputing();
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
    if (m_watcher.isRunning())
        m_again = true; // its result is for other labels or another measure
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
    if (m_watcher.isRunning())
        m_again = true;
    else if (m_active)
        startComputing();
}

void TrajectoryModel::startComputing()
{
    // The labels here change on every save: the work gets its own copy.
    m_watcher.setFuture(QtConcurrent::run([labels = m_service.snapshot(), key = m_key, filter = m_service.filter(),
                                           minUnits = m_service.minUnits()] {
        const ProjectAgreement agreement(*labels);
        return computePoints(agreement, *labels, key, filter, minUnits);
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
