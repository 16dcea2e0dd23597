// The Versions panel on a real project: the list, freezing through the
// dialog (refused with every blocker, then accepted), the diff of two
// versions, exports that match the command line's byte for byte, cancelled
// exports that leave nothing behind, and verification.

#include "common/versionfixture.h"

#include "annotation/atomicfolder.h"
#include "annotation/goldexporter.h"
#include "models/labeleditor.h"
#include "models/projectsession.h"
#include "models/versionlistmodel.h"
#include "widgets/freezedialog.h"
#include "widgets/verifyreportdialog.h"
#include "widgets/versiondiffdialog.h"
#include "widgets/versionspanel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QThreadPool>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

using namespace touchstone;
using namespace touchstone::testing;

// A one-thread pool whose thread is busy until release(): a job given to
// it waits, so the test can press Cancel before the job starts. (Not the
// global pool: painting uses it.)
struct HeldWorker
{
    QThreadPool pool;
    QSemaphore gate;
    QSemaphore holding;

    HeldWorker()
    {
        pool.setMaxThreadCount(1);
        pool.start([this] {
            holding.release();
            gate.acquire();
        });
    }
    ~HeldWorker()
    {
        release();
        pool.waitForDone(); // before the semaphores go
    }
    bool isHeld() { return holding.tryAcquire(1, 10000); }
    void release()
    {
        if (!released) {
            released = true;
            gate.release();
        }
    }

private:
    bool released = false;
};

class TestVersionsPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void listAndDetails();
    void onlyALeadFreezesAWritableProject();
    void freezeDialogValidatesTheName();
    void refusedFreezeListsBlockersThenAGoodOneAddsARow();
    void diffListsTheChanges();
    void exportMatchesTheCommandLineExport();
    void nonEmptyFolderIsReplacedOnlyWhenConfirmed();
    void cancelledExportLeavesNothing();
    void cancelWhileWritingRemovesTheTemporaryFolder();
    void verifyShowsCountsAndLostSpans();
    void cancelledVerificationSaysSo();
    void screenshot();

private:
    void setAnnotator(const QString &name);
    void removeBlocker();
    void freezeV2();
    static void answerNextMessageBox(QMessageBox::StandardButton button);
    static QStringList filesOf(const QString &folder);
    static QByteArray bytes(const QString &path);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_folder;
    std::unique_ptr<ProjectSession> m_session;
    std::unique_ptr<LabelEditor> m_editor;
    std::unique_ptr<VersionsPanel> m_panel;
};

void TestVersionsPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestVersionsPanel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_folder = m_dir->filePath(QStringLiteral("project"));
    QVERIFY(makeVersionedProject(m_folder, true));
    auto session = ProjectSession::open(m_folder, ProjectStore::Access::ReadWrite);
    QVERIFY2(session, qPrintable(session.error()));
    m_session = std::move(*session);
    m_editor = std::make_unique<LabelEditor>(*m_session);
    setAnnotator(QStringLiteral("lead"));
    m_panel = std::make_unique<VersionsPanel>(*m_editor);
    m_panel->resize(1100, 720);
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
}

void TestVersionsPanel::cleanup()
{
    m_panel.reset();
    m_editor.reset();
    m_session.reset();
    m_dir.reset();
}

void TestVersionsPanel::setAnnotator(const QString &name)
{
    const std::optional<Annotator> annotator = AnnotatorStore(m_session->store()).byName(name);
    QVERIFY(annotator);
    m_editor->setAnnotator(*annotator);
}

void TestVersionsPanel::removeBlocker()
{
    const std::optional<Question> q11 = QuestionStore(m_session->store()).byExternalId(QStringLiteral("q11"));
    QVERIFY(q11);
    QVERIFY(m_editor->deleteQuestion(q11->id));
}

void TestVersionsPanel::freezeV2()
{
    removeBlocker();
    const auto v2 = freezeVersion(m_session->store(), QStringLiteral("v2"));
    QVERIFY2(v2 && v2->version, qPrintable(v2 ? v2->blockers.join(QLatin1Char('\n')) : v2.error()));
    m_panel->reload();
    QVERIFY(m_panel->selectVersion(QStringLiteral("v2")));
}

void TestVersionsPanel::answerNextMessageBox(QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, qApp, [button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box) {
            answerNextMessageBox(button); // not shown yet
            return;
        }
        box->button(button)->click();
    });
}

QStringList TestVersionsPanel::filesOf(const QString &folder)
{
    return QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

QByteArray TestVersionsPanel::bytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestVersionsPanel::listAndDetails()
{
    QAbstractItemModelTester tester(m_panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(m_panel->model()->rowCount(), 1);
    QCOMPARE(m_panel->selectedVersion(), QStringLiteral("v1"));
    const GoldVersionInfo v1 = *GoldVersionStore(m_session->store()).byName(QStringLiteral("v1"));
    const QString details = m_panel->detailsView()->toPlainText();
    QVERIFY2(details.contains(v1.corpusDigest), qPrintable(details));
    QVERIFY(details.contains(QStringLiteral("κ binary")));
    QVERIFY(details.contains(QStringLiteral("α ordinal")));
    QVERIFY(details.contains(QStringLiteral("none (first version)")));
    QVERIFY(details.contains(QStringLiteral("test %1, dev %2")
                                 .arg(v1.manifest.value(QStringLiteral("splits")).toObject().value(QStringLiteral("test")).toInt())
                                 .arg(v1.manifest.value(QStringLiteral("splits")).toObject().value(QStringLiteral("dev")).toInt())));
    QVERIFY(details.contains(QStringLiteral("negative 2")));
    // Frozen versions offer nothing to edit.
    QCOMPARE(m_panel->view()->editTriggers(), QAbstractItemView::NoEditTriggers);
    QVERIFY(m_panel->exportButton()->isEnabled());
    QVERIFY(m_panel->verifyButton()->isEnabled());
    QVERIFY(m_panel->diffButton()->isEnabled());
}

void TestVersionsPanel::onlyALeadFreezesAWritableProject()
{
    QVERIFY(m_panel->freezeButton()->isEnabled());
    setAnnotator(QStringLiteral("ann1"));
    QVERIFY(!m_panel->freezeButton()->isEnabled());
    QVERIFY2(m_panel->freezeButton()->toolTip().contains(QStringLiteral("lead")), qPrintable(m_panel->freezeButton()->toolTip()));
    // The dialog, opened anyway, refuses too, and so does its consent box.
    auto *dialog = new FreezeDialog(*m_editor, m_panel.get());
    QVERIFY(!dialog->freezeButton()->isEnabled());
    QVERIFY(!dialog->singleAnnotatorBox()->isEnabled());
    setAnnotator(QStringLiteral("lead"));
    QVERIFY(dialog->freezeButton()->isEnabled());
    QVERIFY(dialog->singleAnnotatorBox()->isEnabled());
    delete dialog;

    // Another Touchstone opens the project read-only: no freezing there.
    auto readOnly = ProjectSession::open(m_folder, ProjectStore::Access::ReadOnly);
    QVERIFY(readOnly);
    LabelEditor editor(**readOnly);
    editor.setAnnotator(*AnnotatorStore((*readOnly)->store()).byName(QStringLiteral("lead")));
    VersionsPanel panel(editor);
    QVERIFY(!panel.freezeButton()->isEnabled());
    QVERIFY(panel.freezeButton()->toolTip().contains(QStringLiteral("read-only")));
    QVERIFY(panel.exportButton()->isEnabled()); // exporting writes elsewhere
}

void TestVersionsPanel::freezeDialogValidatesTheName()
{
    FreezeDialog *dialog = m_panel->openFreezeDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->nameEdit()->text(), QStringLiteral("v2")); // after v1
    QCOMPARE(dialog->seedEdit()->text(), QString::number(FreezeOptions::kDefaultSeed));
    QVERIFY(dialog->freezeButton()->isEnabled());
    dialog->nameEdit()->setText(QStringLiteral("v1"));
    QVERIFY(!dialog->freezeButton()->isEnabled());
    QVERIFY(dialog->freezeButton()->toolTip().contains(QStringLiteral("exists")));
    dialog->nameEdit()->setText(QStringLiteral("bad name"));
    QVERIFY(!dialog->freezeButton()->isEnabled());
    dialog->nameEdit()->setText(QStringLiteral("release-2.0_rc1"));
    QVERIFY(dialog->freezeButton()->isEnabled());
    dialog->seedEdit()->setText(QStringLiteral("9007199254740992")); // 2^53
    QVERIFY(!dialog->freezeButton()->isEnabled());
    dialog->seedEdit()->setText(QStringLiteral("7"));
    QVERIFY(dialog->freezeButton()->isEnabled());
    QCOMPARE(dialog->options().seed, 7);
    QCOMPARE(dialog->options().actor, QStringLiteral("lead"));
    QCOMPARE(FreezeDialog::suggestedName(QStringLiteral("v09")), QStringLiteral("v10"));
    QCOMPARE(FreezeDialog::suggestedName(QStringLiteral("gold")), QStringLiteral("gold-2"));
    dialog->close();
}

void TestVersionsPanel::refusedFreezeListsBlockersThenAGoodOneAddsARow()
{
    QSignalSpy frozen(m_panel.get(), &VersionsPanel::versionFrozen);
    QSignalSpy reset(m_panel->model(), &QAbstractItemModel::modelReset);
    FreezeDialog *dialog = m_panel->openFreezeDialog();
    QCOMPARE(dialog->nameEdit()->text(), QStringLiteral("v2"));
    QTest::mouseClick(dialog->freezeButton(), Qt::LeftButton);
    QVERIFY(dialog->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), 60000);
    // Refused: every offender on a line of its own, copyable, and the dialog stays.
    QVERIFY(dialog->isVisible());
    QCOMPARE(frozen.count(), 0);
    const QStringList lines = dialog->resultView()->toPlainText().split(QLatin1Char('\n'));
    QCOMPARE(lines, dialog->blockers());
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.first().startsWith(QStringLiteral("question q11")) && lines.first().contains(QStringLiteral("no labels")),
             qPrintable(lines.first()));
    QVERIFY(dialog->resultTitle()->text().contains(QStringLiteral("refused")));
    QVERIFY(dialog->resultView()->isVisible());
    QVERIFY(dialog->resultView()->isReadOnly());
    QCOMPARE(m_panel->model()->rowCount(), 1);

    // The lead removes the empty question and freezes again.
    removeBlocker();
    QVERIFY(dialog->freezeButton()->isEnabled());
    QTest::mouseClick(dialog->freezeButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(frozen.count(), 1, 60000);
    QCOMPARE(frozen.first().first().toString(), QStringLiteral("v2"));
    QVERIFY(dialog->resultView()->toPlainText().contains(QStringLiteral("Version v2 is frozen: 9 questions")));
    QVERIFY(!dialog->freezeButton()->isEnabled()); // v2 exists now
    QVERIFY(reset.count() >= 1);
    QCOMPARE(m_panel->model()->rowCount(), 2);
    QCOMPARE(m_panel->model()->version(0)->version, QStringLiteral("v2"));
    QCOMPARE(m_panel->model()->version(0)->parent, QStringLiteral("v1"));
    QCOMPARE(m_panel->model()->version(0)->builtBy, QStringLiteral("lead"));
    QCOMPARE(m_panel->selectedVersion(), QStringLiteral("v2"));
    // Splits stay put: undo cannot give a question its pre-freeze split back.
    QVERIFY(!m_session->undoStack()->canUndo());
    dialog->close();
}

void TestVersionsPanel::diffListsTheChanges()
{
    freezeV2();
    VersionDiffDialog *dialog = m_panel->openDiff();
    QVERIFY(dialog);
    QCOMPARE(dialog->fromBox()->currentText(), QStringLiteral("v1")); // the parent of the selected version
    QCOMPARE(dialog->toBox()->currentText(), QStringLiteral("v2"));
    QTRY_VERIFY(!dialog->isComputing());
    QTreeWidget *tree = dialog->tree();
    QCOMPARE(tree->topLevelItemCount(), 3);
    QTreeWidgetItem *added = tree->topLevelItem(0);
    QCOMPARE(added->text(0), QStringLiteral("Questions added (1)"));
    QCOMPARE(added->child(0)->text(1), QStringLiteral("q10"));
    QCOMPARE(tree->topLevelItem(1)->childCount(), 0); // nothing removed
    QTreeWidgetItem *changed = tree->topLevelItem(2);
    QCOMPARE(changed->childCount(), 1);
    QTreeWidgetItem *q03 = changed->child(0);
    QCOMPARE(q03->text(1), QStringLiteral("q03"));
    QCOMPARE(q03->text(2), QStringLiteral("relevant_spans"));
    QCOMPARE(q03->childCount(), 1);
    QCOMPARE(q03->child(0)->text(0), QStringLiteral("span regraded"));
    QVERIFY2(q03->child(0)->text(2).startsWith(QStringLiteral("grade 2 → 3, acmart-sample-sigconf.pdf p.")),
             qPrintable(q03->child(0)->text(2)));
    QVERIFY(q03->child(0)->text(2).contains(QStringLiteral("Seattle Mariners at Spring Training, 2010")));

    // Copy as text: the same lines as `touchstone diff`.
    QTest::mouseClick(dialog->copyButton(), Qt::LeftButton);
    const QString copied = QApplication::clipboard()->text();
    const GoldVersionStore versions(m_session->store());
    QCOMPARE(copied, GoldVersionDiff::compute(*versions.goldSet(QStringLiteral("v1")), *versions.goldSet(QStringLiteral("v2"))).toText());
    QVERIFY(copied.contains(QStringLiteral("+ q10")));
    QVERIFY(copied.contains(QStringLiteral("~ q03: relevant_spans")));

    // The other way round, chosen in the boxes.
    QSignalSpy computed(dialog, &VersionDiffDialog::computed);
    dialog->fromBox()->setCurrentText(QStringLiteral("v2"));
    QTRY_VERIFY(computed.count() >= 1 && !dialog->isComputing());
    dialog->toBox()->setCurrentText(QStringLiteral("v1"));
    QTRY_VERIFY(computed.count() >= 2 && !dialog->isComputing());
    QCOMPARE(dialog->diff().removed, QStringList{QStringLiteral("q10")});
    QCOMPARE(tree->topLevelItem(1)->child(0)->text(1), QStringLiteral("q10"));
    dialog->close();
}

void TestVersionsPanel::exportMatchesTheCommandLineExport()
{
    QTemporaryDir out;
    const QString panelFolder = out.filePath(QStringLiteral("panel/v1"));
    const QString cliFolder = out.filePath(QStringLiteral("cli/v1"));
    QSignalSpy finished(m_panel.get(), &VersionsPanel::exportFinished);
    QVERIFY(m_panel->exportVersion(QStringLiteral("v1"), panelFolder));
    QVERIFY(m_panel->isBusy());
    QVERIFY(!m_panel->exportButton()->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(finished.first().at(0).toBool(), true);
    QVERIFY(!m_panel->isBusy());

    QVERIFY(GoldExporter::write(m_session->store(), QStringLiteral("v1"), cliFolder, false));
    const QStringList files = filesOf(panelFolder);
    QCOMPARE(files, (QStringList{QStringLiteral("annotations.jsonld"), QStringLiteral("manifest.json"),
                                 QStringLiteral("provenance.jsonl"), QStringLiteral("qrels-spans.jsonl"),
                                 QStringLiteral("qrels.txt"), QStringLiteral("records.jsonl")}));
    QCOMPARE(filesOf(cliFolder), files);
    for (const QString &file : files) {
        const QByteArray panelBytes = bytes(QDir(panelFolder).filePath(file));
        QVERIFY(!panelBytes.isEmpty());
        QVERIFY2(panelBytes == bytes(QDir(cliFolder).filePath(file)), qPrintable(file));
    }
    // The panel says where it wrote and the manifest's sha256.
    const QString sha = QString::fromLatin1(
        QCryptographicHash::hash(bytes(QDir(panelFolder).filePath(QStringLiteral("manifest.json"))), QCryptographicHash::Sha256).toHex());
    const QString status = m_panel->statusLabel()->text();
    QVERIFY2(status.contains(sha), qPrintable(status));
    QVERIFY2(status.contains(QDir::toNativeSeparators(QFileInfo(panelFolder).absoluteFilePath())), qPrintable(status));
    QVERIFY(AtomicFolder::leftovers(panelFolder).isEmpty());
}

void TestVersionsPanel::nonEmptyFolderIsReplacedOnlyWhenConfirmed()
{
    QTemporaryDir out;
    const QString folder = out.filePath(QStringLiteral("occupied"));
    QVERIFY(QDir().mkpath(folder));
    QFile keep(QDir(folder).filePath(QStringLiteral("keep.txt")));
    QVERIFY(keep.open(QIODevice::WriteOnly));
    keep.write("mine\n");
    keep.close();

    // A folder that holds no previous export is never offered for replacing.
    QVERIFY(!m_panel->exportVersion(QStringLiteral("v1"), folder));
    QCOMPARE(filesOf(folder), QStringList{QStringLiteral("keep.txt")});
    QVERIFY2(m_panel->statusLabel()->text().contains(QStringLiteral("is not a previous export")),
             qPrintable(m_panel->statusLabel()->text()));

    // A previous export is replaced only when the lead confirms.
    QVERIFY(QFile::remove(keep.fileName()));
    QSignalSpy finished(m_panel.get(), &VersionsPanel::exportFinished);
    QVERIFY(m_panel->exportVersion(QStringLiteral("v1"), folder));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(finished.first().at(0).toBool(), true);
    QFile mark(QDir(folder).filePath(QStringLiteral("keep.txt")));
    QVERIFY(mark.open(QIODevice::WriteOnly));
    mark.close();

    answerNextMessageBox(QMessageBox::No);
    QVERIFY(!m_panel->exportVersion(QStringLiteral("v1"), folder));
    QVERIFY(filesOf(folder).contains(QStringLiteral("keep.txt")));
    QVERIFY(m_panel->statusLabel()->text().contains(QStringLiteral("left as it was")));

    answerNextMessageBox(QMessageBox::Yes);
    QVERIFY(m_panel->exportVersion(QStringLiteral("v1"), folder));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
    QCOMPARE(finished.at(1).at(0).toBool(), true);
    QVERIFY(!filesOf(folder).contains(QStringLiteral("keep.txt")));
    QVERIFY(filesOf(folder).contains(QStringLiteral("manifest.json")));
}

void TestVersionsPanel::cancelledExportLeavesNothing()
{
    // Cancel is pressed before the export can run: it sees the
    // cancellation at its first step.
    HeldWorker worker;
    QVERIFY(worker.isHeld());
    m_panel->setThreadPool(&worker.pool);

    QTemporaryDir out;
    const QString folder = out.filePath(QStringLiteral("cancelled"));
    QSignalSpy finished(m_panel.get(), &VersionsPanel::exportFinished);
    QVERIFY(m_panel->exportVersion(QStringLiteral("v1"), folder));
    QVERIFY(m_panel->cancelButton()->isVisible());
    QVERIFY(m_panel->progressBar()->isVisible());
    QTest::mouseClick(m_panel->cancelButton(), Qt::LeftButton);
    worker.release();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(finished.first().at(0).toBool(), false);
    QVERIFY(!QFileInfo::exists(folder));
    QVERIFY(AtomicFolder::leftovers(folder).isEmpty());
    QVERIFY(m_panel->statusLabel()->text().contains(QStringLiteral("cancelled")));
    QVERIFY(!m_panel->cancelButton()->isVisible());
    QVERIFY(m_panel->exportButton()->isEnabled());
    m_panel->setThreadPool(nullptr);
}

void TestVersionsPanel::cancelWhileWritingRemovesTheTemporaryFolder()
{
    // The entry point the panel runs, cancelled at chosen steps: while the
    // records are built, after some files are written, and just before the
    // rename; with and without an earlier export at the target.
    QTemporaryDir out;
    const QString folder = out.filePath(QStringLiteral("v1"));
    const int records = 8;
    for (const int stopAt : {3, records + 2, records + 6}) {
        int steps = 0;
        GoldExporter::Callbacks callbacks;
        callbacks.progress = [&](int done, int total, const QString &) {
            QCOMPARE(total, records + 6);
            steps = done;
        };
        callbacks.isCancelled = [&] { return steps >= stopAt; };
        const auto result = GoldExporter::write(m_session->store(), QStringLiteral("v1"), folder, false, callbacks);
        QVERIFY2(result, qPrintable(result.error()));
        QVERIFY(result->cancelled);
        QCOMPARE(steps, stopAt);
        QVERIFY(!QFileInfo::exists(folder));
        QVERIFY(AtomicFolder::leftovers(folder).isEmpty());
    }
    // Replacing: the old export stays as it was.
    QVERIFY(GoldExporter::write(m_session->store(), QStringLiteral("v1"), folder, false));
    const QByteArray manifest = bytes(QDir(folder).filePath(QStringLiteral("manifest.json")));
    QFile marker(QDir(folder).filePath(QStringLiteral("old.txt")));
    QVERIFY(marker.open(QIODevice::WriteOnly));
    marker.close();
    int steps = 0;
    GoldExporter::Callbacks callbacks;
    callbacks.progress = [&](int done, int, const QString &) { steps = done; };
    callbacks.isCancelled = [&] { return steps >= records + 4; };
    const auto result = GoldExporter::write(m_session->store(), QStringLiteral("v1"), folder, true, callbacks);
    QVERIFY(result && result->cancelled);
    QVERIFY(QFileInfo::exists(QDir(folder).filePath(QStringLiteral("old.txt"))));
    QCOMPARE(bytes(QDir(folder).filePath(QStringLiteral("manifest.json"))), manifest);
    QVERIFY(AtomicFolder::leftovers(folder).isEmpty());
    // Not cancelled: complete, with the manifest's hash.
    const auto complete = GoldExporter::write(m_session->store(), QStringLiteral("v1"), folder, true, GoldExporter::Callbacks{});
    QVERIFY(complete && !complete->cancelled);
    QCOMPARE(complete->fileCount, 6);
    QCOMPARE(complete->manifestSha256, QString::fromLatin1(QCryptographicHash::hash(manifest, QCryptographicHash::Sha256).toHex()));
    QVERIFY(!QFileInfo::exists(QDir(folder).filePath(QStringLiteral("old.txt"))));
}

void TestVersionsPanel::cancelledVerificationSaysSo()
{
    // Cancel is pressed before the verification can run: it stops before
    // its first document and no report opens.
    HeldWorker worker;
    QVERIFY(worker.isHeld());
    m_panel->setThreadPool(&worker.pool);

    QSignalSpy finished(m_panel.get(), &VersionsPanel::verifyFinished);
    QTest::mouseClick(m_panel->verifyButton(), Qt::LeftButton);
    QVERIFY(m_panel->isBusy());
    QVERIFY(m_panel->cancelButton()->isVisible());
    QTest::mouseClick(m_panel->cancelButton(), Qt::LeftButton);
    worker.release();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(!m_panel->verifyReport());
    QVERIFY(m_panel->statusLabel()->text().contains(QStringLiteral("cancelled")));
    QVERIFY(!m_panel->cancelButton()->isVisible());
    QVERIFY(!m_panel->isBusy());
    m_panel->setThreadPool(nullptr);
}

void TestVersionsPanel::verifyShowsCountsAndLostSpans()
{
    QSignalSpy finished(m_panel.get(), &VersionsPanel::verifyFinished);
    QTest::mouseClick(m_panel->verifyButton(), Qt::LeftButton);
    QVERIFY(m_panel->isBusy());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000);
    QCOMPARE(finished.first().first().toBool(), true);
    VerifyReportDialog *report = m_panel->verifyReport();
    QVERIFY(report);
    QTableWidget *counts = report->countsTable();
    const int all = counts->rowCount() - 1;
    QCOMPARE(counts->item(all, 0)->text(), QStringLiteral("all"));
    QCOMPARE(counts->item(all, 1)->text(), QStringLiteral("6"));
    QCOMPARE(counts->item(all, 2)->text(), QStringLiteral("6")); // exact
    QCOMPARE(counts->item(all, 5)->text(), QStringLiteral("0")); // lost
    QStringList strata;
    for (int row = 0; row < all; ++row)
        strata << counts->item(row, 0)->text();
    QCOMPARE(strata, (QStringList{QStringLiteral("lexical"), QStringLiteral("multi_hop"), QStringLiteral("paraphrase")}));
    QCOMPARE(report->spansTable()->rowCount(), 0);
    QVERIFY(report->verdictLabel()->text().contains(QStringLiteral("verified")));

    // A document whose bytes changed: its spans are lost, each one listed.
    QString llncsSha;
    for (const DocumentRecord &document : DocumentStore(m_session->store()).documents())
        if (document.fileName == QLatin1String("llncsdoc.pdf"))
            llncsSha = document.sha256;
    QVERIFY(!llncsSha.isEmpty());
    QFile pdf(m_session->store().documentPath(llncsSha));
    pdf.setPermissions(pdf.permissions() | QFileDevice::WriteOwner);
    QVERIFY(pdf.open(QIODevice::WriteOnly | QIODevice::Truncate));
    pdf.write("%PDF-1.4 not the document any more\n");
    pdf.close();
    m_panel->verify(QStringLiteral("v1"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 120000);
    QCOMPARE(finished.last().first().toBool(), false);
    report = m_panel->verifyReport();
    QVERIFY(report);
    QTableWidget *spans = report->spansTable();
    QStringList lost;
    for (int row = 0; row < spans->rowCount(); ++row) {
        QCOMPARE(spans->item(row, 0)->text(), QStringLiteral("lost"));
        QCOMPARE(spans->item(row, 3)->text(), QStringLiteral("llncsdoc.pdf"));
        QVERIFY(!spans->item(row, 7)->text().isEmpty()); // why
        lost << spans->item(row, 1)->text();
    }
    QCOMPARE(lost, (QStringList{QStringLiteral("q01"), QStringLiteral("q02"), QStringLiteral("q04")}));
    QCOMPARE(report->countsTable()->item(report->countsTable()->rowCount() - 1, 5)->text(), QStringLiteral("3"));
    QVERIFY(report->verdictLabel()->text().contains(QStringLiteral("FAILED")));
}

void TestVersionsPanel::screenshot()
{
    freezeV2();
    QTemporaryDir out;
    QSignalSpy finished(m_panel.get(), &VersionsPanel::exportFinished);
    QVERIFY(m_panel->exportVersion(QStringLiteral("v2"), out.filePath(QStringLiteral("v2"))));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QVERIFY(m_panel->selectVersion(QStringLiteral("v2")));
    QTest::qWait(50);
    const QImage image = m_panel->grab().toImage();
    QVERIFY(!image.isNull());
    QVERIFY(image.save(QStringLiteral("/tmp/touchstone-versions.png")));
}

QTEST_MAIN(TestVersionsPanel)
#include "tst_versionspanel.moc"
