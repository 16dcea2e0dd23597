#pragma once

#include "annotation/agreementdrilldown.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QDoubleSpinBox;
class QSpinBox;
class QTableWidget;
class QTabWidget;
class QTimer;

namespace touchstone {

class AgreementService;
class ProjectStore;
class GradeDistributionModel;
class TrajectoryModel;

// The live agreement dashboard: every number overall, per stratum and per
// annotator pair, each with its interval and the units behind it (too few
// units are said so, not shown as a number); the κ trajectory with its
// target line, each annotator's grade distribution and a pair's confusion
// matrix. It recomputes on every save. Clicking a number or a matrix cell
// lists the units behind it and opens them in the adjudication queue.
class AgreementDashboardView : public QWidget
{
    Q_OBJECT

public:
    AgreementDashboardView(AgreementService &service, const ProjectStore &store, QWidget *parent = nullptr);

    QTableWidget *numbersTable() const { return m_numbers; }
    QTableWidget *confusionTable() const { return m_confusion; }
    QTableWidget *goldTable() const { return m_gold; }
    // The text shown for `key` overall ("0.42 [0.30, 0.55]", "too few units").
    QString overallText(const QString &key) const;

    // Lists the units behind `key` (for the pair, or overall with -1).
    void showUnitsBehind(const QString &key, int annotatorA = -1, int annotatorB = -1);

Q_SIGNALS:
    // Open a unit of the adjudication queue: a passage unit or a question.
    void openUnitRequested(qint64 questionId, const QString &unitKey);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void scheduleRefresh();
    void refresh();
    void refreshNumbers();
    void refreshStrata();
    void refreshPairs();
    void refreshConfusion();
    void refreshTargets();
    void storeTargets();
    void refreshGold();
    void showUnits(const QString &title, const std::vector<AgreementUnitRef> &units);
    QWidget *chartsTab();

    AgreementService &m_service;
    const ProjectStore &m_store;
    TrajectoryModel *m_trajectory = nullptr;
    GradeDistributionModel *m_distribution = nullptr;
    QComboBox *m_stratum = nullptr;
    QSpinBox *m_minUnits = nullptr;
    QDoubleSpinBox *m_targetBinary = nullptr;  // the project's targets (a lead edits them)
    QDoubleSpinBox *m_targetGraded = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_numbers = nullptr;
    QTableWidget *m_strata = nullptr;
    QComboBox *m_pairMeasure = nullptr;
    QTableWidget *m_pairs = nullptr;
    QComboBox *m_trajectoryMeasure = nullptr;
    QComboBox *m_confusionPair = nullptr;
    QTableWidget *m_confusion = nullptr;
    QTableWidget *m_gold = nullptr;
    AgreementConfusion m_currentConfusion;
    QTimer *m_goldTimer = nullptr;
    bool m_stale = false; // labels changed while hidden: refresh on show
};

// "0.42 [0.30, 0.55]", "undefined", "too few units": how a number reads.
QString agreementNumberText(const AgreementNumber &number, bool withInterval = true);

} // namespace touchstone
