#pragma once

#include "annotation/agreementtrajectory.h"

#include <QAbstractTableModel>

namespace touchstone {

class AgreementService;

// The κ trajectory as a table a chart maps (QVXYModelMapper): one row per
// checkpoint with a value (undefined or too few units are left out),
// columns time (ms since the epoch), the value and the target line.
class TrajectoryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TimeColumn, ValueColumn, TargetColumn, LabelsColumn, ColumnCount };

    TrajectoryModel(AgreementService &service, QObject *parent = nullptr);

    // `key` of ProjectAgreement::overallKeys(); `target` the line to reach
    // (AgreementService::targetFor; NaN: no line).
    void setMeasure(const QString &key, double target);
    QString measure() const { return m_key; }
    double target() const { return m_target; }
    void reload();
    const std::vector<TrajectoryPoint> &points() const { return m_points; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    AgreementService &m_service;
    QString m_key = QStringLiteral("kappa_binary");
    double m_target = 0.7;
    std::vector<TrajectoryPoint> m_points;
};

} // namespace touchstone
