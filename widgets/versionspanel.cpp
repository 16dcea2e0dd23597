#include "versionspanel.h"

#include "freezedialog.h"
#include "verifyreportdialog.h"
#include "versiondetails.h"
#include "versiondiffdialog.h"

#include "models/goldexportjob.h"
#include "models/labeleditor.h"
#include "models/projectsession.h"
#include "models/versionjobs.h"
#include "models/versionlistmodel.h"

#include "annotation/goldexporter.h"
#include "annotation/outputtarget.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

namespace touchstone {

namespace {

bool isNonEmptyFolder(const QString &folder)
{
    const QFileInfo info(folder);
    return info.isDir() && !QDir(folder).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
}

QString folderLink(const QString &folder)
{
    return QStringLiteral("<a href=\"%1\">%2</a>")
        .arg(QUrl::fromLocalFile(folder).toString(QUrl::FullyEncoded).toHtmlEscaped(),
             QDir::toNativeSeparators(folder).toHtmlEscaped());
}

} // namespace

VersionsPanel::VersionsPanel(LabelEditor &editor, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_model(new VersionListModel(editor.session(), this))
{
    createView();
    m_details = new QTextBrowser(this);
    m_details->setOpenLinks(false);
    createButtons();

    m_progress = new QProgressBar(this);
    m_progress->hide();
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    m_status->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_status->setOpenExternalLinks(true);

    auto *buttons = new QHBoxLayout;
    for (QToolButton *button : {m_freeze, m_diff, m_export, m_verify})
        buttons->addWidget(button);
    buttons->addStretch();
    buttons->addWidget(m_reload);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    auto *job = new QHBoxLayout;
    job->addWidget(m_progress, 1);
    job->addWidget(m_cancel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);
    layout->addLayout(job);
    layout->addWidget(m_status);

    connect(&editor, &LabelEditor::annotatorChanged, this, &VersionsPanel::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        showDetails();
        updateActions();
    });
    if (m_model->rowCount() > 0)
        selectVersion(m_model->version(0)->version);
    showDetails();
    updateActions();
}

VersionsPanel::~VersionsPanel() = default;

void VersionsPanel::createView()
{
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(VersionListModel::SortRole);
    m_view = new QTableView(this);
    m_view->setModel(proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers); // frozen: nothing to edit
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(VersionListModel::BuiltAtColumn, Qt::DescendingOrder);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->setWordWrap(false);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        showDetails();
        updateActions();
    });
    connect(m_view, &QTableView::doubleClicked, this, [this] { openDiff(); });
}

void VersionsPanel::createButtons()
{
    auto button = [this](const QString &text, const QString &tip) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        return b;
    };
    m_freeze = button(tr("Freeze…"), QString()); // the tooltip says who may (updateActions)
    m_diff = button(tr("Diff…"), tr("Compare the selected version with its parent, or any two versions"));
    m_export = button(tr("Export…"), tr("Write the selected version's export folder (manifest, records, qrels, "
                                        "annotations)"));
    m_verify = button(tr("Verify"), tr("Re-anchor every span of the selected version against the project's documents"));
    m_reload = button(tr("Reload"), tr("Read the versions again (after a freeze from the command line)"));
    m_cancel = button(tr("Cancel"), tr("Stop the export (nothing is left at the target) or the verification"));
    m_cancel->hide();
    auto *verifyMenu = new QMenu(m_verify);
    verifyMenu->addAction(tr("Verify Against the Stored Texts"), this, [this] { verify(selectedVersion(), false); });
    verifyMenu->addAction(tr("Verify Against Texts Extracted Again from the PDFs"), this,
                          [this] { verify(selectedVersion(), true); });
    m_verify->setMenu(verifyMenu);
    m_verify->setPopupMode(QToolButton::MenuButtonPopup);

    connect(m_freeze, &QToolButton::clicked, this, [this] { openFreezeDialog(); });
    connect(m_diff, &QToolButton::clicked, this, [this] { openDiff(); });
    connect(m_export, &QToolButton::clicked, this, &VersionsPanel::requestExport);
    connect(m_verify, &QToolButton::clicked, this, [this] { verify(selectedVersion(), false); });
    connect(m_reload, &QToolButton::clicked, this, &VersionsPanel::reload);
    connect(m_cancel, &QToolButton::clicked, this, &VersionsPanel::cancelJob);
}

QString VersionsPanel::selectedVersion() const
{
    return m_view->currentIndex().data(VersionListModel::VersionNameRole).toString();
}

bool VersionsPanel::selectVersion(const QString &version)
{
    const int row = m_model->rowOf(version);
    if (row < 0)
        return false;
    auto *proxy = static_cast<QSortFilterProxyModel *>(m_view->model());
    const QModelIndex index = proxy->mapFromSource(m_model->index(row, 0));
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    return true;
}

void VersionsPanel::reload()
{
    const QString selected = selectedVersion();
    m_model->reload();
    if (!selectVersion(selected) && m_model->rowCount() > 0)
        selectVersion(m_model->version(0)->version);
}

void VersionsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_busy)
        reload(); // another process may have frozen meanwhile
}

void VersionsPanel::updateActions()
{
    const bool selected = !selectedVersion().isEmpty();
    const QString refusal = FreezeDialog::refusal(m_editor);
    m_freeze->setEnabled(refusal.isEmpty());
    m_freeze->setToolTip(refusal.isEmpty() ? tr("Freeze the adjudicated labels into a new immutable version") : refusal);
    m_diff->setEnabled(m_model->rowCount() > 0);
    m_export->setEnabled(selected && !m_busy);
    m_verify->setEnabled(selected && !m_busy);
}

void VersionsPanel::showDetails()
{
    const int row = m_model->rowOf(selectedVersion());
    if (const GoldVersionInfo *version = m_model->version(row)) {
        m_details->setHtml(VersionDetails::html(*version));
        return;
    }
    m_details->setHtml(QStringLiteral("<p>%1</p>").arg(
        (m_model->rowCount() == 0 ? tr("No version is frozen yet. A lead freezes the adjudicated labels with the Freeze button above.")
                                  : tr("Select a version to see its manifest."))
            .toHtmlEscaped()));
}

FreezeDialog *VersionsPanel::openFreezeDialog()
{
    if (m_freezeDialog) {
        m_freezeDialog->raise();
        m_freezeDialog->activateWindow();
        return m_freezeDialog;
    }
    auto *dialog = new FreezeDialog(m_editor, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &FreezeDialog::frozen, this, [this](const QString &version) {
        reload();
        selectVersion(version);
        const QString message = tr("Version %1 is frozen.").arg(version);
        setStatus(message.toHtmlEscaped(), message);
        Q_EMIT versionFrozen(version);
    });
    m_freezeDialog = dialog;
    dialog->open();
    return dialog;
}

VersionDiffDialog *VersionsPanel::openDiff(const QString &from, const QString &to)
{
    if (m_model->rowCount() == 0)
        return nullptr;
    auto *dialog = new VersionDiffDialog(m_editor.session(), from, to.isEmpty() ? selectedVersion() : to, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void VersionsPanel::requestExport()
{
    const QString version = selectedVersion();
    if (version.isEmpty() || m_busy)
        return;
    const QString chosen = QFileDialog::getExistingDirectory(this, tr("Export %1 Into Folder").arg(version),
                                                             m_editor.session().store().exportsPath());
    if (chosen.isEmpty())
        return;
    // A folder of other things (exports/, say) gets the export in a
    // subfolder named after the version; an earlier export is replaced
    // after confirmation.
    QString target = chosen;
    if (isNonEmptyFolder(chosen) && !QFileInfo::exists(QDir(chosen).filePath(QStringLiteral("manifest.json"))))
        target = QDir(chosen).filePath(version);
    exportVersion(version, target);
}

bool VersionsPanel::exportVersion(const QString &version, const QString &folder)
{
    if (m_busy || version.isEmpty())
        return false;
    const QString target = QFileInfo(folder).absoluteFilePath();
    // Refused before asking: a project or part of one, a link, a folder that
    // holds no previous export.
    if (const Status safe = OutputTarget::checkFolder(target, true, &GoldExporter::isExportFolder); !safe) {
        const QString message = tr("Export of %1 not started: %2").arg(version, safe.error());
        setStatus(message.toHtmlEscaped(), message);
        return false;
    }
    bool replace = false;
    if (isNonEmptyFolder(target)) {
        const auto answer = QMessageBox::question(
            this, tr("Replace Folder?"),
            tr("%1 holds a previous export.\n\nReplace it with the export of %2? Its present content is deleted.")
                .arg(QDir::toNativeSeparators(target), version),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes) {
            const QString message = tr("Export of %1 not started: %2 was left as it was.").arg(version, target);
            setStatus(message.toHtmlEscaped(), message);
            return false;
        }
        replace = true;
    }
    m_exportJob = new GoldExportJob(m_editor.session(), version, target, replace, this);
    connect(m_exportJob, &GoldExportJob::progressChanged, this, [this, version](int value, int maximum, const QString &label) {
        m_progress->setRange(0, std::max(1, maximum));
        m_progress->setValue(value);
        m_status->setText(tr("Exporting %1: %2").arg(version, label).toHtmlEscaped());
    });
    connect(m_exportJob, &GoldExportJob::finished, this, &VersionsPanel::onExportFinished);
    setBusy(true, true);
    const QString message = tr("Exporting %1 to %2…").arg(version, QDir::toNativeSeparators(target));
    setStatus(message.toHtmlEscaped(), message);
    m_exportJob->start(m_pool);
    return true;
}

void VersionsPanel::cancelJob()
{
    if (m_exportJob) {
        m_exportJob->cancel();
        m_cancel->setEnabled(false);
        m_status->setText(tr("Cancelling the export…").toHtmlEscaped());
    } else if (m_verifyCancel) {
        m_verifyCancel->store(true);
        m_cancel->setEnabled(false);
        m_status->setText(tr("Cancelling the verification…").toHtmlEscaped());
    }
}

void VersionsPanel::onExportFinished(const Result<GoldExportResult> &result)
{
    const QString version = m_exportJob->version();
    const QString folder = m_exportJob->folder();
    m_exportJob->deleteLater();
    m_exportJob = nullptr;
    setBusy(false, false);
    const bool written = result && !result->cancelled;
    if (!result) {
        const QString message = tr("Export of %1 failed: %2").arg(version, result.error());
        setStatus(message.toHtmlEscaped(), message);
    } else if (result->cancelled) {
        const QString message = tr("Export of %1 cancelled; nothing was left at %2.").arg(version, folder);
        setStatus(message.toHtmlEscaped(), message);
    } else {
        setStatus(tr("Exported %1 to %2<br>manifest.json sha256 <code>%3</code>")
                      .arg(version.toHtmlEscaped(), folderLink(result->folder), result->manifestSha256),
                  tr("Exported %1 to %2 (manifest.json sha256 %3)").arg(version, result->folder, result->manifestSha256));
    }
    Q_EMIT exportFinished(written, folder);
}

void VersionsPanel::verify(const QString &version, bool reparse)
{
    if (m_busy || version.isEmpty())
        return;
    setBusy(true, true);
    m_progress->setRange(0, 0); // the verifier reports no steps
    m_verifyCancel = std::make_shared<std::atomic_bool>(false);
    const QString message = reparse ? tr("Verifying %1 against texts extracted again from the PDFs…").arg(version)
                                    : tr("Verifying %1 against the stored texts…").arg(version);
    setStatus(message.toHtmlEscaped(), message);
    VersionJobs::verify(this, m_editor.session(), version, reparse, [this, version](const Result<VerifyReport> &report) {
        setBusy(false, false);
        const bool cancelled = m_verifyCancel && m_verifyCancel->load();
        m_verifyCancel.reset();
        if (cancelled) {
            const QString message = tr("Verification of %1 cancelled.").arg(version);
            setStatus(message.toHtmlEscaped(), message);
            Q_EMIT verifyFinished(false);
            return;
        }
        if (!report) {
            const QString failed = tr("Verification of %1 failed: %2").arg(version, report.error());
            setStatus(failed.toHtmlEscaped(), failed);
            Q_EMIT verifyFinished(false);
            return;
        }
        const QString verdict = VerifyReportDialog::verdictText(*report);
        setStatus(verdict.toHtmlEscaped(), verdict);
        delete m_verifyReport;
        m_verifyReport = new VerifyReportDialog(m_editor.session(), *report, this);
        m_verifyReport->setAttribute(Qt::WA_DeleteOnClose);
        m_verifyReport->show();
        Q_EMIT verifyFinished(report->verdict() != VerifyReport::Verdict::Failed);
    }, m_pool, m_verifyCancel);
}

void VersionsPanel::setBusy(bool busy, bool cancellable)
{
    m_busy = busy;
    m_progress->setVisible(busy);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_cancel->setVisible(busy && cancellable);
    m_cancel->setEnabled(busy && cancellable);
    updateActions();
}

void VersionsPanel::setStatus(const QString &html, const QString &plain)
{
    m_status->setText(html);
    Q_EMIT statusMessage(plain);
}

VerifyReportDialog *VersionsPanel::verifyReport() const
{
    return m_verifyReport;
}

} // namespace touchstone
