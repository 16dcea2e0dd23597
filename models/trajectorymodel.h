#pragma once

#include "annotation/agreementtrajectory.h"

#include <QAbstractTableModel>
#include <QFutureWatcher>

namespace touchstone {

class AgreementService;

// The κ trajectory as a table a chart maps (QVXYModelMapper): one row per
// checkpoint with a value (undefined or too few units are left out),
// columns time (ms since the epoch), the value and the target line.
//
// Lazy: a trajectory tallies every question once per day with labels (a
// minute on a million judgments), and only the Charts tab shows it. The
// model starts stale and computes nothing until it is made active (its tab
// shown); then it computes off the UI thread from a copy of the labels
// (AgreementService::snapshot), and again whenever it is invalidated while
// active. reload() computes at once, on the calling thread.
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

    // Shown (active) or not: an active model computes when stale.
    void setActive(bool active);
    bool isActive() const { return m_active; }
    // The labels changed: recompute now if active, else when next active.
    void invalidate();
    // Whether the points are out of date (never computed, or the labels or
    // the measure changed since), and whether a computation runs.
    bool isStale() const { return m_stale; }
    bool isComputing() const { return m_watcher.isRunning(); }
    // How many computations ran to the end (tests: none while hidden).
    int computeCount() const { return m_computeCount; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void computingChanged(bool computing);
    // While computing: checkpoints done of how many.
    void progressChanged(int done, int total);

private:
    void startComputing();
    void setPoints(std::vector<TrajectoryPoint> points);

    AgreementService &m_service;
    QString m_key = QStringLiteral("kappa_binary");
    double m_target = 0.7;
    std::vector<TrajectoryPoint> m_points;
    bool m_active = false;
    bool m_stale = true;
    int m_generation = 0;        // bumped whenever the points go out of date
    int m_runningGeneration = 0; // what the running computation is for
    int m_computeCount = 0;
    QFutureWatcher<std::vector<TrajectoryPoint>> m_watcher;
};

} // namespace touchstone
