#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;
class QTextBrowser;

namespace touchstone {

class ProjectSession;
class ReportListModel;
class RunTasks;
struct ReportOutcome;
struct ReportRequest;
struct RunListEntry;

// The reports stored in the project: read one here or in the default web
// browser, and write a new retrieval report off the UI thread with its
// progress and a Cancel button.
class RunReportsPanel : public QWidget
{
    Q_OBJECT

public:
    RunReportsPanel(ProjectSession &session, RunTasks &tasks, QWidget *parent = nullptr);

    void reload();
    // Writes the report the request names; progress shows here.
    void writeReport(const ReportRequest &request);
    // Shows report `uuid` here (HTML) and selects it.
    bool showReport(const QString &uuid);
    // Writes the chosen report's HTML to a temporary file and opens it in
    // the default browser; returns the file, or empty.
    QString openInBrowser();
    // Writes the chosen report's HTML to <temp>/touchstone-reports/<uuid>.html.
    QString exportHtml();

    ReportListModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QTextBrowser *preview() const { return m_preview; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }

Q_SIGNALS:
    void statusMessage(const QString &message);
    void reportWritten(const QString &uuid);

private:
    void showOutcome(const ReportOutcome &outcome);
    void showCurrent();
    QString currentUuid() const;

    ProjectSession &m_session;
    RunTasks &m_tasks;
    ReportListModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_preview = nullptr;
    QPushButton *m_open = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_progressLabel = nullptr;
    QPushButton *m_cancel = nullptr;
};

} // namespace touchstone
