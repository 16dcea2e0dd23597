#include "dataexchange.h"

#include "annotation/annotatorpackage.h"
#include "annotation/annotatorstore.h"
#include "annotation/assignmentstore.h"
#include "annotation/judgmentexport.h"
#include "annotation/judgmentimport.h"
#include "annotation/packagemerge.h"
#include "annotation/questionimport.h"
#include "models/labeleditor.h"
#include "models/projectsession.h"
#include "metrics/argtext.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QInputDialog>
#include <QListWidget>
#include <QVBoxLayout>

namespace touchstone {

namespace {

// A wait cursor for the short, synchronous exchanges.
class BusyCursor
{
public:
    BusyCursor() { QApplication::setOverrideCursor(Qt::WaitCursor); }
    ~BusyCursor() { QApplication::restoreOverrideCursor(); }
};

} // namespace

DataExchange::DataExchange(ProjectSession &session, LabelEditor &editor, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_editor(editor)
    , m_window(window)
{
}

void DataExchange::importQuestions(const QString &path)
{
    const QString file = path.isEmpty() ? QFileDialog::getOpenFileName(m_window, tr("Import Questions"), QString(),
                                                                       tr("Questions (*.jsonl *.csv);;All files (*)"))
                                        : path;
    if (file.isEmpty())
        return;
    BusyCursor busy;
    const auto report = QuestionImport::run(m_session.store(), file, m_editor.actor());
    if (!report) {
        Q_EMIT failed(report.error());
        return;
    }
    Q_EMIT dataChanged();
    Q_EMIT message(tr("%n question(s) imported from %1.", nullptr, int(report->questions.size())).arg(file));
}

void DataExchange::importLabels(const QString &path)
{
    const QString file = path.isEmpty() ? QFileDialog::getOpenFileName(m_window, tr("Import Labels"), QString(),
                                                                       tr("Judgments (*.jsonl);;All files (*)"))
                                        : path;
    if (file.isEmpty())
        return;
    BusyCursor busy;
    const auto report = JudgmentImport::run(m_session.store(), file, m_editor.actor());
    if (!report) {
        Q_EMIT failed(report.error());
        return;
    }
    Q_EMIT dataChanged();
    Q_EMIT message(tr("%n label(s) imported, %1 already present.", nullptr, report->imported).arg(report->skipped));
}

void DataExchange::exportLabels(const QString &path)
{
    const QString file = path.isEmpty() ? QFileDialog::getSaveFileName(m_window, tr("Export Labels"),
                                                                       QStringLiteral("judgments.jsonl"),
                                                                       tr("Judgments (*.jsonl)"))
                                        : path;
    if (file.isEmpty())
        return;
    BusyCursor busy;
    const Result<int> written = JudgmentExport::write(m_session.store(), file);
    if (!written)
        Q_EMIT failed(written.error());
    else
        Q_EMIT message(tr("%n label(s) written to %1.", nullptr, *written).arg(file));
}

void DataExchange::exportPackage()
{
    const std::vector<Annotator> annotators = AnnotatorStore(m_session.store()).all();
    QStringList names;
    for (const Annotator &annotator : annotators)
        names << annotator.name;
    if (names.isEmpty()) {
        Q_EMIT failed(tr("The project has no annotators to package work for."));
        return;
    }
    bool ok = false;
    const QString name = QInputDialog::getItem(m_window, tr("Export Annotator Package"), tr("Package the work of:"),
                                               names, 0, false, &ok);
    if (!ok)
        return;
    const QString folder = QFileDialog::getSaveFileName(m_window, tr("Package Folder"), name + QStringLiteral(" package"));
    if (folder.isEmpty())
        return;
    BusyCursor busy;
    const auto written = AnnotatorPackage::write(m_session.store(), annotators[size_t(names.indexOf(name))].id, folder);
    if (!written)
        Q_EMIT failed(written.error());
    else
        Q_EMIT message(tr("Package for %1 written to %2.").arg(name, folder));
}

void DataExchange::importPackage(const QString &folder)
{
    const QString dir = folder.isEmpty() ? QFileDialog::getExistingDirectory(m_window, tr("Import Annotator Package"))
                                         : folder;
    if (dir.isEmpty())
        return;
    BusyCursor busy;
    const auto package = AnnotatorPackage::read(dir);
    if (!package) {
        Q_EMIT failed(package.error());
        return;
    }
    const auto report = PackageMerge::merge(m_session.store(), *package, m_editor.actor());
    if (!report) {
        Q_EMIT failed(report.error());
        return;
    }
    m_session.notifyDocumentsChanged();
    Q_EMIT dataChanged();
    Q_EMIT message(report->changed()
                       ? tr("Package of %1 merged: %2 new and %3 updated label(s).")
                             .arg(argText(report->annotator), argText(report->judgmentsAdded), argText(report->judgmentsUpdated))
                       : tr("Package of %1: nothing new.").arg(report->annotator));
}

void DataExchange::assignQuestions()
{
    if (m_editor.annotator().role != AnnotatorRole::Lead) {
        Q_EMIT failed(tr("Only a lead assigns questions."));
        return;
    }
    const AssignmentStore assignments(m_session.store(), m_editor.actor());
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Assign Questions"));
    auto *list = new QListWidget(&dialog);
    for (const Annotator &annotator : AnnotatorStore(m_session.store()).all()) {
        if (annotator.role != AnnotatorRole::Annotator)
            continue;
        auto *item = new QListWidgetItem(annotator.name, list);
        item->setData(Qt::UserRole, annotator.id);
        item->setCheckState(Qt::Checked);
    }
    auto *overlap = new QDoubleSpinBox(&dialog);
    overlap->setRange(0, 100);
    overlap->setSuffix(QStringLiteral(" %"));
    const Result<double> standing = assignments.overlapFraction();
    if (!standing) {
        Q_EMIT failed(standing.error());
        return;
    }
    overlap->setValue(*standing * 100.0);
    auto *form = new QFormLayout;
    form->addRow(tr("Annotators"), list);
    form->addRow(tr("Labeled by two (standing overlap)"), overlap);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addLayout(form);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    std::vector<qint64> annotators;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            annotators.push_back(list->item(i)->data(Qt::UserRole).toLongLong());
    }
    if (annotators.empty())
        return;
    const Result<std::vector<qint64>> unassigned = assignments.unassignedQuestions();
    if (!unassigned) {
        Q_EMIT failed(unassigned.error());
        return;
    }
    const auto outcome = assignments.assignBalanced(*unassigned, annotators, overlap->value() / 100.0);
    if (!outcome) {
        Q_EMIT failed(outcome.error());
        return;
    }
    Q_EMIT dataChanged();
    Q_EMIT message(tr("%n question(s) assigned, %1 of them to two annotators.", nullptr, outcome->assigned).arg(outcome->overlapped));
}

} // namespace touchstone
