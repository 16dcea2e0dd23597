#pragma once

#include "models/highlightlayer.h"

#include <QWidget>

class QLabel;
class QLayout;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;

namespace touchstone {

class DocumentPane;
class ProjectSession;
class RunComparePanel;
class RunItemsPanel;
class RunListModel;
class RunReportsPanel;
class RunTasks;
struct HolesOutcome;

// The engineer's run browser: the runs of the project with their headline
// metrics; for the open run its questions (lazy, sorted and filtered in
// the database) beside the detail of one question; two runs side by side;
// the stored reports. Choosing a span or a passage emits
// showSpanRequested; given a DocumentPane, the browser also shows it there.
class RunBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit RunBrowser(ProjectSession &session, DocumentPane *pane = nullptr, QWidget *parent = nullptr);
    ~RunBrowser() override;

    // Who queues holes and writes reports (the audit trail's actor).
    void setActor(const QString &actor) { m_actor = actor; }
    // Reads the runs and the reports again (after an import).
    void reload();
    bool openRun(qint64 runId);
    qint64 currentRunId() const { return m_runId; }

    // The actions of the buttons, for menus and shortcuts.
    void queueHoles();
    void writeReport();

    RunListModel *runModel() const { return m_runs; }
    QTableView *runTable() const { return m_runTable; }
    QTabWidget *tabs() const { return m_tabs; }
    RunItemsPanel *items() const { return m_items; }
    RunComparePanel *comparison() const { return m_compare; }
    RunReportsPanel *reports() const { return m_reports; }
    QPushButton *queueHolesButton() const { return m_queueHoles; }
    QPushButton *writeReportButton() const { return m_writeReport; }
    QLabel *statusLabel() const { return m_status; }

Q_SIGNALS:
    // Show `documentId` at [start, end) with `highlights` (the question's
    // gold spans in grade colours, the run's passages by judgment); start
    // < 0: the document from its first page.
    void showSpanRequested(qint64 documentId, int start, int end, const std::vector<touchstone::Highlight> &highlights);
    void statusMessage(const QString &message);
    // Passages were queued for passage-mode judging.
    void holesQueued(int queued);

private:
    void createRunTable();
    QLayout *createActions();
    void showStatus(const QString &message);
    void showHoles(const HolesOutcome &outcome);
    void showInPane(qint64 documentId, int start, int end, const std::vector<Highlight> &highlights);
    void updateActions();

    ProjectSession &m_session;
    DocumentPane *m_pane = nullptr;
    RunTasks *m_tasks = nullptr;
    RunListModel *m_runs = nullptr;
    qint64 m_runId = 0;
    QString m_actor;

    QTableView *m_runTable = nullptr;
    QSpinBox *m_holesK = nullptr;
    QPushButton *m_queueHoles = nullptr;
    QPushButton *m_writeReport = nullptr;
    QTabWidget *m_tabs = nullptr;
    RunItemsPanel *m_items = nullptr;
    RunComparePanel *m_compare = nullptr;
    RunReportsPanel *m_reports = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace touchstone
