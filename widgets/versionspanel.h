#pragma once

#include <atomic>
#include <memory>

#include "annotation/goldexporter.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QProgressBar;
class QTableView;
class QTextBrowser;
class QThreadPool;
class QToolButton;

namespace touchstone {

class FreezeDialog;
class GoldExportJob;
class LabelEditor;
class VerifyReportDialog;
class VersionDiffDialog;
class VersionListModel;

// The golden-set versions of the project: the list (newest first, with
// parent, date and counts), the details of the selected version, and what
// one does with frozen versions — freeze a new one (a lead, on a writable
// project), compare two, export one (off the UI thread, with progress and
// Cancel) and verify one (re-anchor every span, off the UI thread). Nothing
// here changes a frozen version: there is no such verb.
class VersionsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit VersionsPanel(LabelEditor &editor, QWidget *parent = nullptr);
    ~VersionsPanel() override;

    VersionListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QString selectedVersion() const;
    bool selectVersion(const QString &version);
    // Reads the versions again, keeping the selection.
    void reload();

    // The verbs behind the buttons, for menus and tests.
    FreezeDialog *openFreezeDialog();
    // `from` empty: the parent of `to`; `to` empty: the selected version.
    VersionDiffDialog *openDiff(const QString &from = {}, const QString &to = {});
    void requestExport(); // asks for a folder, then exportVersion()
    // Exports into `folder`; a non-empty folder is replaced only when the
    // user confirms. False when the export did not start.
    bool exportVersion(const QString &version, const QString &folder);
    // Stops the export or the verification under way.
    void cancelJob();
    void verify(const QString &version, bool reparse = false);
    bool isBusy() const { return m_busy; }
    // The pool exports and verifications run on (default: the global one,
    // which page rendering shares). Not owned; it must outlive the panel.
    void setThreadPool(QThreadPool *pool) { m_pool = pool; }

    QToolButton *freezeButton() const { return m_freeze; }
    QToolButton *diffButton() const { return m_diff; }
    QToolButton *exportButton() const { return m_export; }
    QToolButton *verifyButton() const { return m_verify; }
    QToolButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }
    QTextBrowser *detailsView() const { return m_details; }
    VerifyReportDialog *verifyReport() const;

Q_SIGNALS:
    void versionFrozen(const QString &version);
    // `written`: the export is complete at `folder`; otherwise it failed or
    // was cancelled and nothing was left there.
    void exportFinished(bool written, const QString &folder);
    void verifyFinished(bool ok);
    // One line for the main window's status bar.
    void statusMessage(const QString &message);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void createView();
    void createButtons();
    void updateActions();
    void showDetails();
    void setBusy(bool busy, bool cancellable);
    void setStatus(const QString &html, const QString &plain);
    void onExportFinished(const Result<GoldExportResult> &result);

    LabelEditor &m_editor;
    VersionListModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QTextBrowser *m_details = nullptr;
    QToolButton *m_freeze = nullptr;
    QToolButton *m_diff = nullptr;
    QToolButton *m_export = nullptr;
    QToolButton *m_verify = nullptr;
    QToolButton *m_reload = nullptr;
    QToolButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    GoldExportJob *m_exportJob = nullptr;
    std::shared_ptr<std::atomic_bool> m_verifyCancel; // set while a verification runs
    QPointer<FreezeDialog> m_freezeDialog;
    QPointer<VerifyReportDialog> m_verifyReport;
    QThreadPool *m_pool = nullptr;
    bool m_busy = false;
};

} // namespace touchstone
