#include "runreportspanel.h"

#include "annotation/reportstore.h"
#include "models/projectsession.h"
#include "models/reportlistmodel.h"
#include "models/runtasks.h"

#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace touchstone {

RunReportsPanel::RunReportsPanel(ProjectSession &session, RunTasks &tasks, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_tasks(tasks)
    , m_model(new ReportListModel(session, this))
{
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(ReportListModel::TitleColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(ReportListModel::KindColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ReportListModel::CreatedColumn, QHeaderView::ResizeToContents);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RunReportsPanel::showCurrent);
    connect(m_table, &QTableView::doubleClicked, this, &RunReportsPanel::openInBrowser);

    m_preview = new QTextBrowser(this);
    m_preview->setOpenExternalLinks(true);
    m_open = new QPushButton(tr("Open in Browser"), this);
    m_open->setToolTip(tr("Open the report's self-contained HTML (charts included) in the default web browser"));
    m_open->setEnabled(false);
    connect(m_open, &QPushButton::clicked, this, &RunReportsPanel::openInBrowser);

    m_progressLabel = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_cancel = new QPushButton(tr("Cancel"), this);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_tasks.cancelReport();
        m_cancel->setEnabled(false);
        m_progressLabel->setText(tr("Cancelling…"));
    });
    connect(&tasks, &RunTasks::reportProgress, this, [this](int value, int maximum, const QString &label) {
        m_progress->setRange(0, maximum);
        m_progress->setValue(value);
        m_progressLabel->setText(label);
    });
    connect(&tasks, &RunTasks::reportFinished, this, &RunReportsPanel::showOutcome);
    for (QWidget *widget : {static_cast<QWidget *>(m_progressLabel), static_cast<QWidget *>(m_progress),
                            static_cast<QWidget *>(m_cancel)})
        widget->hide();

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_open);
    buttons->addStretch(1);
    buttons->addWidget(m_progressLabel);
    buttons->addWidget(m_progress);
    buttons->addWidget(m_cancel);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_preview);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(buttons);
    layout->addWidget(splitter, 1);
}

void RunReportsPanel::reload()
{
    const QString current = currentUuid();
    m_model->reload();
    showReport(current);
}

QString RunReportsPanel::currentUuid() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? index.data(ReportListModel::UuidRole).toString() : QString();
}

void RunReportsPanel::writeReport(const ReportRequest &request)
{
    if (m_tasks.isWritingReport()) {
        Q_EMIT statusMessage(tr("A report is being written already."));
        return;
    }
    m_progress->setRange(0, 0);
    m_progressLabel->setText(tr("Starting…"));
    m_cancel->setEnabled(true);
    for (QWidget *widget : {static_cast<QWidget *>(m_progressLabel), static_cast<QWidget *>(m_progress),
                            static_cast<QWidget *>(m_cancel)})
        widget->show();
    m_tasks.writeReport(request);
}

void RunReportsPanel::showOutcome(const ReportOutcome &outcome)
{
    for (QWidget *widget : {static_cast<QWidget *>(m_progressLabel), static_cast<QWidget *>(m_progress),
                            static_cast<QWidget *>(m_cancel)})
        widget->hide();
    if (outcome.cancelled) {
        Q_EMIT statusMessage(tr("Report cancelled: nothing was stored."));
        return;
    }
    if (!outcome.error.isEmpty()) {
        Q_EMIT statusMessage(tr("The report could not be written: %1").arg(outcome.error));
        return;
    }
    m_model->reload();
    showReport(outcome.uuid);
    Q_EMIT statusMessage(tr("Report “%1” written and stored in the project.").arg(outcome.title));
    Q_EMIT reportWritten(outcome.uuid);
}

bool RunReportsPanel::showReport(const QString &uuid)
{
    const int row = uuid.isEmpty() ? -1 : m_model->rowOf(uuid);
    if (row < 0)
        return false;
    m_table->selectRow(row);
    showCurrent();
    return true;
}

void RunReportsPanel::showCurrent()
{
    const QString uuid = currentUuid();
    m_open->setEnabled(!uuid.isEmpty());
    const auto report = uuid.isEmpty() ? std::nullopt : ReportStore(m_session.store()).byUuid(uuid);
    // QTextBrowser lays out a whole document at once: a report of many
    // thousand questions belongs in a web browser.
    constexpr qsizetype kPreviewLimit = 4 * 1024 * 1024;
    if (!report)
        m_preview->clear();
    else if (report->html.size() > kPreviewLimit)
        m_preview->setPlainText(tr("“%1” is too large to preview here (%2 MB): Open in Browser.")
                                    .arg(report->title)
                                    .arg(double(report->html.size()) / (1024 * 1024), 0, 'f', 1));
    else
        m_preview->setHtml(QString::fromUtf8(report->html));
}

QString RunReportsPanel::exportHtml()
{
    const QString uuid = currentUuid();
    const auto report = uuid.isEmpty() ? std::nullopt : ReportStore(m_session.store()).byUuid(uuid);
    if (!report)
        return {};
    // A stable name per report: opening it twice rewrites the same file.
    const QDir folder(QDir::temp().filePath(QStringLiteral("touchstone-reports")));
    QSaveFile file(folder.filePath(report->uuid + QStringLiteral(".html")));
    if (!folder.mkpath(QStringLiteral(".")) || !file.open(QIODevice::WriteOnly)
        || file.write(report->html) != report->html.size() || !file.commit()) {
        Q_EMIT statusMessage(tr("Cannot write %1: %2").arg(file.fileName(), file.errorString()));
        return {};
    }
    return file.fileName();
}

QString RunReportsPanel::openInBrowser()
{
    const QString path = exportHtml();
    if (!path.isEmpty() && !QDesktopServices::openUrl(QUrl::fromLocalFile(path)))
        Q_EMIT statusMessage(tr("No web browser opened %1.").arg(path));
    return path;
}

} // namespace touchstone
