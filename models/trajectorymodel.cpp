#include "trajectorymodel.h"

#include "agreementservice.h"

#include <algorithm>
#include <cmath>

namespace touchstone {

TrajectoryModel::TrajectoryModel(AgreementService &service, QObject *parent)
    : QAbstractTableModel(parent)
    , m_service(service)
    , m_target(service.targetFor(m_key).value_or(std::nan("")))
{
    reload();
}

void TrajectoryModel::setMeasure(const QString &key, double target)
{
    m_key = key;
    m_target = target;
    reload();
}

void TrajectoryModel::reload()
{
    beginResetModel();
    AgreementOptions options;
    options.resamples = 0;
    options.minUnits = m_service.minUnits();
    m_points = AgreementTrajectory::compute(m_service.agreement(), m_service.labels(), m_key, TrajectoryStep(),
                                            m_service.filter(), options);
    // A chart cannot draw an undefined value or one on too few units; such
    // days are left out rather than drawn as 0.
    m_points.erase(std::remove_if(m_points.begin(), m_points.end(),
                                  [](const TrajectoryPoint &point) { return !point.number.value; }),
                   m_points.end());
    endResetModel();
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
