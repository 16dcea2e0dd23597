#pragma once

#include "annotation/runstore.h"
#include "models/highlightlayer.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLayout;
class QLineEdit;
class QTableView;
class QTimer;

namespace touchstone {

class ProjectSession;
class RunItemDetailView;
class RunItemModel;

// The questions of one run (a lazy table: a million rows open at once),
// filtered by stratum, question id and "failing", sorted on any metric,
// beside the detail of the chosen question.
class RunItemsPanel : public QWidget
{
    Q_OBJECT

public:
    // The choices of the "Show" box, in order.
    enum class Show { All, Failing, NoHit, JudgeFail, Threshold };
    Q_ENUM(Show)

    explicit RunItemsPanel(ProjectSession &session, QWidget *parent = nullptr);

    void setRun(const RunInfo &run, const QString &settings);
    void clearRun();
    // Reads the rows again (after a re-evaluation, new verdicts, queued holes).
    void reload();
    // Selects the question when it is among the rows loaded.
    bool selectQuestion(const QString &questionUuid);

    RunItemModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    RunItemDetailView *detail() const { return m_detail; }
    QComboBox *showCombo() const { return m_show; }
    QComboBox *stratumCombo() const { return m_stratum; }
    QComboBox *thresholdMetricCombo() const { return m_thresholdMetric; }
    QDoubleSpinBox *thresholdSpin() const { return m_threshold; }
    QLineEdit *searchEdit() const { return m_search; }

Q_SIGNALS:
    void showSpanRequested(qint64 documentId, int start, int end, const std::vector<touchstone::Highlight> &highlights);
    void statusMessage(const QString &message);

private:
    QLayout *createFilters();
    void createTable();
    void applyFailing();
    void showCurrent();
    void updateCount();
    void keepSortIndicator(int column);

    ProjectSession &m_session;
    RunItemModel *m_model = nullptr;
    QString m_shownQuestion;

    QComboBox *m_stratum = nullptr;
    QLineEdit *m_search = nullptr;
    QTimer *m_searchDelay = nullptr;
    QComboBox *m_show = nullptr;
    QComboBox *m_thresholdMetric = nullptr;
    QDoubleSpinBox *m_threshold = nullptr;
    QLabel *m_count = nullptr;
    QTableView *m_table = nullptr;
    RunItemDetailView *m_detail = nullptr;
};

} // namespace touchstone
