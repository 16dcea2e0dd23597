#include "runbrowser.h"

#include "documentpane.h"
#include "pdfview.h"
#include "runcomparepanel.h"
#include "runitemspanel.h"
#include "runreportspanel.h"
#include "writereportdialog.h"

#include "models/projectsession.h"
#include "models/runlistmodel.h"
#include "models/runtasks.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace touchstone {

RunBrowser::RunBrowser(ProjectSession &session, DocumentPane *pane, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_pane(pane)
    , m_tasks(new RunTasks(session, this))
    , m_runs(new RunListModel(session, this))
{
    createRunTable();
    QLayout *actions = createActions();
    m_items = new RunItemsPanel(session, this);
    m_compare = new RunComparePanel(session, *m_tasks, this);
    m_reports = new RunReportsPanel(session, *m_tasks, this);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_items, tr("Questions"));
    m_tabs->addTab(m_compare, tr("Side by Side"));
    m_tabs->addTab(m_reports, tr("Reports"));
    connect(m_items, &RunItemsPanel::statusMessage, this, &RunBrowser::showStatus);
    connect(m_compare, &RunComparePanel::statusMessage, this, &RunBrowser::showStatus);
    connect(m_reports, &RunReportsPanel::statusMessage, this, &RunBrowser::showStatus);
    connect(m_items, &RunItemsPanel::showSpanRequested, this, &RunBrowser::showSpanRequested);
    connect(m_compare, &RunComparePanel::showSpanRequested, this, &RunBrowser::showSpanRequested);
    if (m_pane)
        connect(this, &RunBrowser::showSpanRequested, this, &RunBrowser::showInPane);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(actions);
    topLayout->addWidget(m_runTable);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_status);
    reload();
}

void RunBrowser::createRunTable()
{
    m_runTable = new QTableView(this);
    m_runTable->setModel(m_runs);
    m_runTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_runTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_runTable->setAlternatingRowColors(true);
    m_runTable->verticalHeader()->hide();
    m_runTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_runTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &index) {
        if (index.isValid())
            openRun(index.data(RunListModel::RunIdRole).toLongLong());
    });
}

QLayout *RunBrowser::createActions()
{
    m_holesK = new QSpinBox(this);
    m_holesK->setRange(1, 1000);
    m_holesK->setValue(10);
    m_holesK->setPrefix(tr("k = "));
    m_queueHoles = new QPushButton(tr("Queue Unjudged Top-k for Judging"), this);
    connect(m_queueHoles, &QPushButton::clicked, this, &RunBrowser::queueHoles);
    connect(m_tasks, &RunTasks::holesQueued, this, &RunBrowser::showHoles);
    m_writeReport = new QPushButton(tr("Write Report…"), this);
    connect(m_writeReport, &QPushButton::clicked, this, &RunBrowser::writeReport);
    auto *refresh = new QPushButton(tr("Refresh"), this);
    refresh->setToolTip(tr("Read the runs, their evaluations, judge verdicts and reports again"));
    connect(refresh, &QPushButton::clicked, this, &RunBrowser::reload);
    auto *actions = new QHBoxLayout;
    actions->addWidget(new QLabel(tr("<b>Runs</b>"), this));
    actions->addStretch(1);
    actions->addWidget(m_holesK);
    actions->addWidget(m_queueHoles);
    actions->addWidget(m_writeReport);
    actions->addWidget(refresh);
    return actions;
}

RunBrowser::~RunBrowser() = default;

void RunBrowser::reload()
{
    const qint64 current = m_runId;
    m_runs->reload();
    std::vector<RunListEntry> entries;
    for (int row = 0; row < m_runs->rowCount(); ++row)
        entries.push_back(*m_runs->entry(row));
    m_compare->setRuns(entries);
    m_reports->reload();
    m_runId = 0;
    if (m_runs->rowOf(current) >= 0)
        openRun(current);
    else if (m_runs->rowCount() > 0)
        openRun(m_runs->entry(m_runs->rowCount() - 1)->run.id);
    else
        m_items->clearRun();
    updateActions();
    if (m_runs->rowCount() == 0)
        showStatus(tr("No runs yet: import one with “touchstone runs import PROJECT FILE --name N --version V”."));
}

bool RunBrowser::openRun(qint64 runId)
{
    const int row = m_runs->rowOf(runId);
    if (row < 0)
        return false;
    if (runId != m_runId) {
        m_runId = runId;
        const RunListEntry &entry = *m_runs->entry(row);
        m_items->setRun(entry.run, entry.settings);
        m_compare->setCandidate(runId);
    }
    const QModelIndex index = m_runs->index(row, 0);
    if (m_runTable->currentIndex().row() != row)
        m_runTable->setCurrentIndex(index);
    updateActions();
    return true;
}

void RunBrowser::updateActions()
{
    const int row = m_runs->rowOf(m_runId);
    const RunListEntry *entry = m_runs->entry(row);
    const bool passage = entry && entry->run.level == RunLevel::Passage;
    m_queueHoles->setEnabled(passage && !m_session.isReadOnly() && !m_tasks->isQueueing());
    m_queueHoles->setToolTip(
        !entry ? tr("Open a run first")
        : !passage
            ? tr("A document-level run retrieves whole documents: judge them by highlighting in the documents")
            : tr("Queue the unjudged passages of the top k of every question for passage-mode judging"));
    m_writeReport->setEnabled(m_runs->rowCount() > 0 && !m_session.isReadOnly());
}

void RunBrowser::queueHoles()
{
    if (m_runId == 0 || m_tasks->isQueueing())
        return;
    m_queueHoles->setEnabled(false);
    showStatus(tr("Looking for unjudged passages in the top %1…").arg(m_holesK->value()));
    m_tasks->queueHoles(m_runId, m_holesK->value(), m_actor);
}

void RunBrowser::showHoles(const HolesOutcome &outcome)
{
    updateActions();
    if (!outcome.report) {
        showStatus(tr("Nothing was queued: %1").arg(outcome.error));
        return;
    }
    const HoleQueueReport &report = *outcome.report;
    QString message = tr("%n unjudged passage(s) queued for judging", nullptr, report.queued);
    if (report.already > 0)
        message += tr("; %n already in the queue", nullptr, report.already);
    if (!report.skipped.isEmpty())
        message += tr("; %n skipped (%1)", nullptr, int(report.skipped.size())).arg(report.skipped.first());
    if (report.holes == 0)
        message = tr("No holes: every passage in the top %1 is judged.").arg(m_holesK->value());
    showStatus(message + QLatin1Char('.'));
    Q_EMIT holesQueued(report.queued);
}

void RunBrowser::writeReport()
{
    std::vector<RunListEntry> entries;
    for (int row = 0; row < m_runs->rowCount(); ++row)
        entries.push_back(*m_runs->entry(row));
    WriteReportDialog dialog(entries, m_runId, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    ReportRequest request = dialog.request();
    request.actor = m_actor;
    m_tabs->setCurrentWidget(m_reports);
    m_reports->writeReport(request);
}

void RunBrowser::showStatus(const QString &message)
{
    m_status->setText(message);
    Q_EMIT statusMessage(message);
}

void RunBrowser::showInPane(qint64 documentId, int start, int end, const std::vector<Highlight> &highlights)
{
    if (!m_pane->showDocument(documentId))
        return;
    m_pane->view()->setHighlights(highlights);
    if (start >= 0)
        m_pane->view()->scrollToRange(start, end);
    else
        m_pane->view()->goToPage(0);
}

} // namespace touchstone
