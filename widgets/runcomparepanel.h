#pragma once

#include "annotation/runevaluator.h"
#include "models/highlightlayer.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLayout;
class QProgressBar;
class QPushButton;
class QTableView;
class QTreeWidget;

namespace touchstone {

class ChooserTree;
class ProjectSession;
class RunPairModel;
class RunRetrievedList;
class RunTasks;
struct PairOutcome;
struct RunListEntry;

// Two runs side by side: a baseline and a candidate of one version, the
// paired comparison the gate reads (delta, interval, p, wins / losses /
// ties, minimum detectable effect, verdict), and the questions that moved
// (rescued or broken on success@10, better or worse on the metric). Opening
// a question shows both runs' lists under its gold spans.
class RunComparePanel : public QWidget
{
    Q_OBJECT

public:
    RunComparePanel(ProjectSession &session, RunTasks &tasks, QWidget *parent = nullptr);

    void setRuns(const std::vector<RunListEntry> &runs);
    void setBaseline(qint64 runId);
    void setCandidate(qint64 runId);
    // Starts the comparison off the UI thread; comparisonShown follows.
    void compare();
    bool showQuestion(const QString &questionUuid);

    RunPairModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QComboBox *baselineCombo() const { return m_baseline; }
    QComboBox *candidateCombo() const { return m_candidate; }
    QComboBox *metricCombo() const { return m_metric; }
    QComboBox *filterCombo() const { return m_filter; }
    QPushButton *compareButton() const { return m_compare; }
    QLabel *summaryLabel() const { return m_summary; }
    QLabel *countsLabel() const { return m_counts; }
    RunRetrievedList *baselineList() const { return m_baselineList; }
    RunRetrievedList *candidateList() const { return m_candidateList; }

Q_SIGNALS:
    void showSpanRequested(qint64 documentId, int start, int end, const std::vector<touchstone::Highlight> &highlights);
    void statusMessage(const QString &message);
    // After a comparison finished (shown, or failed with a message).
    void comparisonShown(bool ok);

private:
    QLayout *createControls();
    QWidget *createResults();
    QWidget *createQuestionView();
    void showOutcome(const PairOutcome &outcome);
    void showCurrent();
    void showItem(bool candidate, int index);
    void showGoldSpan(int index);
    QString summaryText() const;
    QString countsText() const;

    ProjectSession &m_session;
    RunTasks &m_tasks;
    RunPairModel *m_model = nullptr;
    std::optional<QuestionDetail> m_baselineDetail;
    std::optional<QuestionDetail> m_candidateDetail;

    QComboBox *m_baseline = nullptr;
    QComboBox *m_candidate = nullptr;
    QComboBox *m_metric = nullptr;
    QDoubleSpinBox *m_minimumEffect = nullptr;
    QPushButton *m_compare = nullptr;
    QProgressBar *m_busy = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_counts = nullptr;
    QComboBox *m_filter = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_question = nullptr;
    ChooserTree *m_gold = nullptr;
    QLabel *m_baselineTitle = nullptr;
    QLabel *m_candidateTitle = nullptr;
    RunRetrievedList *m_baselineList = nullptr;
    RunRetrievedList *m_candidateList = nullptr;
};

} // namespace touchstone
