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
//
// Lazy: built hidden (its dock closed), it reads nothing. The first show
// asks the service to load (in the background) and fills every table once
// the labels are in; the trajectory is computed (also in the background)
// only while the Charts tab is shown.
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
    TrajectoryModel *trajectory() const { return m_trajectory; }
    GradeDistributionModel *distribution() const { return m_distribution; }
    // The tables are out of date (never filled, or the labels changed while
    // hidden): they are filled when the view is next shown.
    bool isStale() const { return m_stale; }
    // How many times the tables were filled (tests: none while hidden).
    int refreshCount() const { return m_refreshCount; }
    // The Against Gold table is out of date; it is computed (in the
    // background) while its tab is shown.
    bool isGoldStale() const { return m_goldStale; }

    // Lists the units behind `key` (for the pair, or overall with -1).
    void showUnitsBehind(const QString &key, int annotatorA = -1, int annotatorB = -1);

Q_SIGNALS:
    // Open a unit of the adjudication queue: a passage unit or a question.
    void openUnitRequested(qint64 questionId, const QString &unitKey);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

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
    void updateGoldActive();
    void showUnits(const QString &title, const std::vector<AgreementUnitRef> &units);
    QWidget *chartsTab();
    void updateChartsActive();

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
    QTabWidget *m_tabs = nullptr;
    QWidget *m_chartsPage = nullptr;
    bool m_goldStale = true;   // the gold table waits for its tab to be shown
    int m_goldGeneration = 0;  // a background comparison for older labels is dropped
    bool m_stale = true; // never filled, or labels changed while hidden: refresh on show
    int m_refreshCount = 0;
};

// "0.42 [0.30, 0.55]", "undefined", "too few units": how a number reads.
QString agreementNumberText(const AgreementNumber &number, bool withInterval = true);

} // namespace touchstone
