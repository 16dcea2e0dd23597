#include "mainwindow.h"

#include "adjudicationpanel.h"
#include "agreementdashboardview.h"
#include "annotatordialog.h"
#include "dataexchange.h"
#include "documentpane.h"
#include "feedbackdialog.h"
#include "keyboardmapdialog.h"
#include "labelingcontroller.h"
#include "labelingpane.h"
#include "pdfview.h"
#include "passworddialog.h"
#include "progressdialog.h"
#include "questiondialog.h"
#include "questionpanel.h"
#include "rubricpane.h"
#include "runbrowser.h"
#include "searchpanel.h"
#include "versionspanel.h"

#include "annotation/annotatorstore.h"
#include "annotation/questionstore.h"
#include "models/adjudicationeditor.h"
#include "models/agreementservice.h"
#include "models/documentlistmodel.h"
#include "models/ingestjob.h"
#include "models/judgmentlistmodel.h"
#include "models/labeleditor.h"
#include "models/projectsession.h"
#include "models/questionlistmodel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLineEdit>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QTreeView>
#include <QUndoStack>

namespace touchstone {

namespace {

const QString kRecentKey = QStringLiteral("recentProjects");
const QString kLastProjectKey = QStringLiteral("lastProject");

QString annotatorKey(const QString &projectId)
{
    return QStringLiteral("annotator/") + projectId;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_documentPane(new DocumentPane(this))
{
    setWindowTitle(tr("Touchstone"));
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    setCentralWidget(m_documentPane);
    m_userLabel = new QLabel(this);
    m_projectLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_projectLabel);
    statusBar()->addPermanentWidget(m_userLabel);
    connect(m_documentPane, &DocumentPane::failed, this, &MainWindow::showError);
    connect(m_documentPane->view(), &PdfView::noticeShown, this,
            [this](const QString &notice) { statusBar()->showMessage(notice, 5000); });
    connect(m_documentPane->view(), &PdfView::currentPageChanged, this, &MainWindow::followPage);
    createActions();
    createDocks();
    createMenus();

    QSettings settings;
    // Not past a laptop's screen, before a saved geometry replaces it.
    resize(QSize(1400, 860).boundedTo(screen()->availableGeometry().size()));
    resizeDocks({m_documentsDock, m_questionsDock}, {180, 520}, Qt::Vertical);
    resizeDocks({m_documentsDock, m_labelsDock}, {380, 400}, Qt::Horizontal);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    updateRecentMenu();
    updateTitle();
}

MainWindow::~MainWindow()
{
    // ~QWidget hides the docks, and a dock's visibilityChanged would call
    // into this window after its destructor ran (UBSan: member access on a
    // QWidget that is no longer a MainWindow).
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        dock->disconnect(this);
    closeProject();
}

void MainWindow::createActions()
{
    m_undo = new QAction(tr("&Undo"), this);
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setEnabled(false);
    m_redo = new QAction(tr("&Redo"), this);
    // The platform's redo key plus both common ones: offscreen and some
    // desktops bind only one of them.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}) {
        if (!redoKeys.contains(key))
            redoKeys << key;
    }
    m_redo->setShortcuts(redoKeys);
    m_redo->setEnabled(false);
    m_importPdfs = new QAction(tr("&Import PDFs…"), this);
    m_importPdfs->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_importPdfs, &QAction::triggered, this, &MainWindow::importPdfsDialog);
    m_switchUser = new QAction(tr("&Switch User…"), this);
    connect(m_switchUser, &QAction::triggered, this, [this] { chooseAnnotator(true); });
    m_nextUnlabeled = new QAction(tr("&Next Question to Label"), this);
    m_nextUnlabeled->setShortcut(QKeySequence(Qt::Key_N));
    m_previousUnlabeled = new QAction(tr("&Previous Question to Label"), this);
    m_previousUnlabeled->setShortcut(QKeySequence(Qt::Key_P));
    for (QAction *action : {m_nextUnlabeled, m_previousUnlabeled}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
    connect(m_nextUnlabeled, &QAction::triggered, this, [this] {
        if (m_questionPanel && !m_questionPanel->goToUnlabeled(true))
            statusBar()->showMessage(tr("Every question is labeled."), 4000);
    });
    connect(m_previousUnlabeled, &QAction::triggered, this, [this] {
        if (m_questionPanel && !m_questionPanel->goToUnlabeled(false))
            statusBar()->showMessage(tr("Every question is labeled."), 4000);
    });
}

namespace {

// A dock's panel inside a scroll area: the panel keeps its layout, and on a
// small screen the dock scrolls instead of forcing the window past the
// screen (the dashboard alone asked for 1445 pixels of width).
QScrollArea *scrollable(QWidget *panel)
{
    auto *area = new QScrollArea;
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setWidget(panel);
    return area;
}

} // namespace

void MainWindow::createDocks()
{
    auto dock = [this](const QString &title, const QString &name, Qt::DockWidgetArea area) {
        auto *widget = new QDockWidget(title, this);
        widget->setObjectName(name);
        addDockWidget(area, widget);
        return widget;
    };
    m_documentsDock = dock(tr("Documents"), QStringLiteral("DocumentsDock"), Qt::LeftDockWidgetArea);
    m_questionsDock = dock(tr("Questions"), QStringLiteral("QuestionsDock"), Qt::LeftDockWidgetArea);
    m_labelsDock = dock(tr("Labels"), QStringLiteral("LabelsDock"), Qt::RightDockWidgetArea);
    m_rubricDock = dock(tr("Rubric"), QStringLiteral("RubricDock"), Qt::RightDockWidgetArea);
    m_searchDock = dock(tr("Search"), QStringLiteral("SearchDock"), Qt::RightDockWidgetArea);
    m_adjudicationDock = dock(tr("Adjudication"), QStringLiteral("AdjudicationDock"), Qt::RightDockWidgetArea);
    m_agreementDock = dock(tr("Agreement"), QStringLiteral("AgreementDock"), Qt::BottomDockWidgetArea);
    m_agreementDock->hide();
    m_versionsDock = dock(tr("Versions"), QStringLiteral("VersionsDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_agreementDock, m_versionsDock);
    m_versionsDock->hide();
    m_runsDock = dock(tr("Eval Runs"), QStringLiteral("RunsDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(m_agreementDock, m_runsDock);
    m_runsDock->hide();
    tabifyDockWidget(m_labelsDock, m_rubricDock);
    tabifyDockWidget(m_labelsDock, m_searchDock);
    tabifyDockWidget(m_labelsDock, m_adjudicationDock);
    // The page shows either one's labels or everyone's (adjudication).
    connect(m_adjudicationDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (m_labeling)
            m_labeling->setActive(!visible);
        if (m_adjudicationPanel)
            m_adjudicationPanel->setActive(visible);
    });
    m_labelsDock->raise();

    m_documentTree = new QTreeView(m_documentsDock);
    m_documentTree->setUniformRowHeights(true);
    m_documentTree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_documentsDock->setWidget(m_documentTree);
    m_rubricPane = new RubricPane(m_rubricDock);
    m_rubricDock->setWidget(m_rubricPane);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newProject = file->addAction(tr("&New Project…"), this, &MainWindow::newProject);
    newProject->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    QAction *open = file->addAction(tr("&Open Project…"), this, &MainWindow::openProjectDialog);
    open->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_projectActions << m_importPdfs << m_switchUser;
    file->addSeparator();
    file->addAction(m_importPdfs);
    m_projectActions << file->addAction(tr("Import &Questions…"), this, [this] { m_exchange->importQuestions(); });
    m_projectActions << file->addAction(tr("Import &Labels…"), this, [this] { m_exchange->importLabels(); });
    m_projectActions << file->addAction(tr("&Export Labels…"), this, [this] { m_exchange->exportLabels(); });
    file->addSeparator();
    m_projectActions << file->addAction(tr("Export Annotator &Package…"), this, [this] { m_exchange->exportPackage(); });
    m_projectActions << file->addAction(tr("Import Annotator Pac&kage…"), this, [this] { m_exchange->importPackage(); });
    m_projectActions << file->addAction(tr("&Assign Questions…"), this, [this] { m_exchange->assignQuestions(); });
    file->addSeparator();
    file->addAction(m_switchUser);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    edit->addSeparator();
    QAction *find = edit->addAction(tr("&Find in Document"), m_documentPane->view(), &PdfView::showFindBar);
    find->setShortcut(QKeySequence::Find);
    QAction *searchAll = edit->addAction(tr("&Search All Documents"), this, [this] {
        if (!m_searchPanel)
            return;
        m_searchDock->show();
        m_searchDock->raise();
        m_searchPanel->focusQuery();
    });
    searchAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    go->addAction(m_nextUnlabeled);
    go->addAction(m_previousUnlabeled);
    go->addSeparator();
    go->addAction(tr("&Progress and Audit Trail"), this, [this] {
        if (m_session)
            ProgressDialog(*m_session, this).exec();
    });
    go->addAction(tr("My Labels against &Gold"), this, [this] {
        if (!m_session || !m_agreement || m_editor->annotator().id == 0)
            return;
        // The labels are read when first needed, in the background.
        if (!m_agreement->isLoaded())
            statusBar()->showMessage(tr("Reading the labels…"));
        m_agreement->whenLoaded(this, [this, annotatorId = m_editor->annotator().id] {
            statusBar()->clearMessage();
            if (m_session && m_agreement)
                FeedbackDialog(*m_session, *m_agreement, annotatorId, this).exec();
        });
    });

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    PdfView *view = m_documentPane->view();
    QAction *zoomIn = m_viewMenu->addAction(tr("Zoom &In"), view, &PdfView::zoomIn);
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    QAction *zoomOut = m_viewMenu->addAction(tr("Zoom &Out"), view, &PdfView::zoomOut);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction *fitWidth = m_viewMenu->addAction(tr("Fit &Width"), view, [view] { view->setZoomMode(PdfView::ZoomMode::FitWidth); });
    fitWidth->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_viewMenu->addAction(tr("Fit &Page"), view, [view] { view->setZoomMode(PdfView::ZoomMode::FitPage); });
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : {m_documentsDock, m_questionsDock, m_labelsDock, m_rubricDock, m_searchDock, m_adjudicationDock,
                              m_agreementDock, m_versionsDock, m_runsDock})
        m_viewMenu->addAction(dock->toggleViewAction());

    // Shows a dock in front of the others sharing its place.
    const auto bringForward = [](QDockWidget *dock) {
        dock->show();
        dock->raise();
    };
    const auto dockAction = [this, bringForward](const QString &text, QDockWidget *dock, const QKeySequence &key) {
        QAction *action = m_viewMenu->addAction(text, this, [dock, bringForward] { bringForward(dock); });
        action->setShortcut(key);
        return action;
    };
    dockAction(tr("Agreement &Dashboard"), m_agreementDock, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    QAction *adjudication = dockAction(tr("&Adjudication Queue"), m_adjudicationDock, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    QAction *passageMode = m_viewMenu->addAction(tr("Passage &Mode"), this, [this, bringForward] {
        if (!m_labelingPane)
            return;
        bringForward(m_labelsDock);
        m_labelingPane->togglePassageMode();
    });
    passageMode->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_projectActions << adjudication << passageMode;
    dockAction(tr("Golden-Set &Versions"), m_versionsDock, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    QAction *runs = m_viewMenu->addAction(tr("&Eval Runs"), this, [this, bringForward] {
        bringForward(m_runsDock);
        if (m_runBrowser)
            m_runBrowser->reload();
    });
    runs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *keys = help->addAction(tr("&Keyboard Map"), this, &MainWindow::showKeyboardMap);
    keys->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About Touchstone"), this, &MainWindow::showAbout);
}

void MainWindow::closeProject()
{
    if (!m_session)
        return;
    // Panels with background jobs go first: their jobs read the store.
    delete m_versionsDock->widget();
    m_versionsPanel = nullptr;
    delete m_runsDock->widget();
    m_runBrowser = nullptr;
    m_documentPane->setSession(nullptr);
    m_rubricPane->setSession(nullptr);
    m_documentTree->setModel(nullptr);
    delete m_labelsDock->widget();
    delete m_questionsDock->widget();
    delete m_searchDock->widget();
    delete m_adjudicationDock->widget();
    delete m_agreementDock->widget();
    m_searchPanel = nullptr;
    m_adjudicationPanel = nullptr;
    m_dashboard = nullptr;
    if (m_labeling) {
        for (QAction *action : m_labeling->actions())
            removeAction(action);
    }
    delete m_labeling;
    delete m_exchange;
    m_exchange = nullptr;
    delete m_adjudication;
    m_adjudication = nullptr;
    delete m_agreement;
    m_agreement = nullptr;
    delete m_documents;
    delete m_editor;
    m_labeling = nullptr;
    m_documents = nullptr;
    m_editor = nullptr;
    m_questionPanel = nullptr;
    m_labelingPane = nullptr;
    m_session.reset();
    updateTitle();
}

bool MainWindow::openProject(const QString &folder)
{
    auto session = ProjectSession::open(folder);
    if (!session) {
        showError(session.error());
        return false;
    }
    closeProject();
    m_session = std::move(*session);
    QUndoStack *stack = m_session->undoStack();
    connect(m_undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(m_redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, m_undo, [this](const QString &text) {
        m_undo->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
    });
    connect(stack, &QUndoStack::redoTextChanged, m_redo, [this](const QString &text) {
        m_redo->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
    });

    m_editor = new LabelEditor(*m_session, this);
    connect(m_editor, &LabelEditor::failed, this, &MainWindow::showError);
    m_documents = new DocumentListModel(*m_session, this);
    m_documentTree->setModel(m_documents);
    m_documentTree->header()->setSectionResizeMode(DocumentListModel::NameColumn, QHeaderView::Stretch);
    // One click opens a document or jumps to a page, as in every PDF reader's
    // page list; Enter does the same from the keyboard.
    const auto openFromTree = [this](const QModelIndex &index) {
        const qint64 documentId = index.data(DocumentListModel::DocumentIdRole).toLongLong();
        const int page = index.data(DocumentListModel::PageIndexRole).toInt();
        showDocument(documentId);
        if (page >= 0)
            m_documentPane->view()->goToPage(page);
    };
    connect(m_documentTree, &QTreeView::activated, this, openFromTree);
    connect(m_documentTree, &QTreeView::clicked, this, openFromTree);
    m_documentPane->setSession(m_session.get());
    m_rubricPane->setSession(m_session.get());

    m_exchange = new DataExchange(*m_session, *m_editor, this);
    connect(m_exchange, &DataExchange::failed, this, &MainWindow::showError);
    connect(m_exchange, &DataExchange::message, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_exchange, &DataExchange::dataChanged, m_editor, &LabelEditor::reloadAll);
    m_labeling = new LabelingController(*m_editor, *m_documentPane, this);
    m_labeling->installActions(this);
    connect(m_labeling, &LabelingController::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 6000); });
    m_questionPanel = new QuestionPanel(*m_editor, m_questionsDock);
    connect(m_questionPanel, &QuestionPanel::failed, this, &MainWindow::showError);
    m_questionsDock->setWidget(m_questionPanel);
    m_labelingPane = new LabelingPane(*m_editor, *m_labeling, m_labelsDock);
    m_labelsDock->setWidget(m_labelingPane);
    m_searchPanel = new SearchPanel(*m_session, m_searchDock);
    m_searchDock->setWidget(m_searchPanel);
    connect(m_searchPanel, &SearchPanel::resultActivated, this, [this](qint64 documentId, int start, int end) {
        showDocument(documentId);
        m_documentPane->view()->scrollToRange(start, end);
        m_documentPane->view()->setSelection(start, end);
        m_documentPane->view()->setFocus();
    });
    m_agreement = new AgreementService(*m_session, *m_editor, this);
    m_adjudication = new AdjudicationEditor(*m_session, *m_editor, this);
    connect(m_adjudication, &AdjudicationEditor::decided, m_agreement, &AgreementService::refreshQuestion);
    connect(m_adjudication, &AdjudicationEditor::rubricChanged, m_rubricPane, &RubricPane::reload);
    connect(m_exchange, &DataExchange::dataChanged, m_agreement, &AgreementService::reloadAll);
    m_adjudicationPanel = new AdjudicationPanel(*m_agreement, *m_adjudication, *m_editor, *m_documentPane, m_adjudicationDock);
    m_adjudicationDock->setWidget(scrollable(m_adjudicationPanel));
    m_adjudicationPanel->setActive(m_adjudicationDock->isVisible() && !m_adjudicationDock->visibleRegion().isEmpty());
    connect(m_adjudicationPanel, &AdjudicationPanel::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    m_dashboard = new AgreementDashboardView(*m_agreement, m_session->store(), m_agreementDock);
    m_agreementDock->setWidget(scrollable(m_dashboard));
    connect(m_dashboard, &AgreementDashboardView::openUnitRequested, this, [this](qint64 questionId, const QString &key) {
        m_adjudicationDock->show();
        m_adjudicationDock->raise();
        m_adjudicationPanel->filterQuestion(questionId);
        if (!key.isEmpty())
            m_adjudicationPanel->selectUnit(questionId, key);
    });
    m_runBrowser = new RunBrowser(*m_session, m_documentPane, m_runsDock);
    m_runBrowser->setActor(m_editor->actor());
    m_runsDock->setWidget(scrollable(m_runBrowser));
    connect(m_runBrowser, &RunBrowser::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    connect(m_editor, &LabelEditor::annotatorChanged, m_runBrowser, [this] { m_runBrowser->setActor(m_editor->actor()); });
    m_versionsPanel = new VersionsPanel(*m_editor, m_versionsDock);
    m_versionsDock->setWidget(scrollable(m_versionsPanel));
    connect(m_versionsPanel, &VersionsPanel::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    connect(m_questionPanel, &QuestionPanel::currentQuestionChanged, this, &MainWindow::onQuestionChanged);
    m_labeling->setQuestionOrder([panel = m_questionPanel] { return panel->questionOrder(); });
    connect(m_labeling, &LabelingController::questionRequested, m_questionPanel, &QuestionPanel::setCurrentQuestion);
    connect(m_questionPanel, &QuestionPanel::addRequested, this, &MainWindow::addQuestion);
    connect(m_questionPanel, &QuestionPanel::editRequested, this, &MainWindow::editQuestion);
    connect(m_questionPanel, &QuestionPanel::deleteRequested, this, &MainWindow::deleteQuestion);

    // Asks only when this project has no remembered choice: File › Switch
    // User is where the choice changes.
    chooseAnnotator(false);
    rememberRecent(m_session->folder());
    updateTitle();
    if (m_session->store().isOnReadOnlyMedium())
        statusBar()->showMessage(tr("The project's folder cannot be written: opened read-only, nothing can be saved."));
    else if (m_session->isReadOnly())
        statusBar()->showMessage(tr("The project is open in another Touchstone: opened read-only."));

    // Open the first question and its first document, so the window shows
    // work to do rather than an empty page.
    if (m_questionPanel->model()->rowCount() > 0 && !m_questionPanel->goToUnlabeled(true))
        m_questionPanel->setCurrentQuestion(m_questionPanel->model()->question(0)->id);
    if (m_documentPane->documentId() == 0 && m_documents->rowCount() > 0)
        showDocument(m_documents->index(0, 0).data(DocumentListModel::DocumentIdRole).toLongLong());
    if (m_documentPane->view()->document()) {
        connect(m_documentPane->view(), &PdfView::documentShown, this, &MainWindow::ready, Qt::SingleShotConnection);
    } else {
        QTimer::singleShot(0, this, &MainWindow::ready);
    }
    return true;
}

void MainWindow::chooseAnnotator(bool ask)
{
    if (!m_session)
        return;
    AnnotatorStore annotators(m_session->store());
    QSettings settings;
    const QString remembered = settings.value(annotatorKey(m_session->store().projectId())).toString();
    std::optional<Annotator> chosen = annotators.byUuid(remembered);
    if (ask || (!chosen && m_interactive)) {
        AnnotatorDialog dialog(annotators.all(), chosen ? chosen->id : 0, this);
        if (dialog.exec() == QDialog::Accepted) {
            Annotator choice = dialog.choice();
            if (choice.id == 0 && !choice.name.isEmpty()) {
                const Result<Annotator> added = AnnotatorStore(m_session->store(), choice.name).add(choice.name, choice.role);
                if (!added)
                    showError(added.error());
                else
                    chosen = *added;
            } else if (choice.id != 0) {
                chosen = choice;
            }
        }
    }
    if (!chosen) {
        const std::vector<Annotator> all = annotators.all();
        if (!all.empty())
            chosen = all.front();
    }
    if (chosen) {
        settings.setValue(annotatorKey(m_session->store().projectId()), chosen->uuid);
        m_editor->setAnnotator(*chosen);
    }
    m_userLabel->setText(chosen ? tr("Labeling as %1").arg(chosen->name) : tr("No annotator chosen"));
}

void MainWindow::updateTitle()
{
    for (QAction *action : std::as_const(m_projectActions))
        action->setEnabled(m_session != nullptr);
    if (!m_session) {
        setWindowTitle(tr("Touchstone"));
        m_projectLabel->clear();
        m_userLabel->clear();
        return;
    }
    const QString name = QFileInfo(m_session->folder()).fileName();
    setWindowTitle(m_session->isReadOnly() ? tr("%1 (read-only) — Touchstone").arg(name) : tr("%1 — Touchstone").arg(name));
    m_projectLabel->setText(m_session->folder());
}

void MainWindow::rememberRecent(const QString &folder)
{
    QSettings settings;
    QStringList recent = settings.value(kRecentKey).toStringList();
    recent.removeAll(folder);
    recent.prepend(folder);
    while (recent.size() > 8)
        recent.removeLast();
    settings.setValue(kRecentKey, recent);
    settings.setValue(kLastProjectKey, folder);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(kRecentKey).toStringList();
    for (const QString &folder : recent)
        m_recentMenu->addAction(folder, this, [this, folder] { openProject(folder); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::newProject()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("New Project: choose an empty folder"));
    if (folder.isEmpty())
        return;
    auto created = ProjectSession::create(folder);
    if (!created) {
        showError(created.error());
        return;
    }
    created->reset(); // release the lock; openProject takes it again
    openProject(folder);
}

void MainWindow::openProjectDialog()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Open Project"));
    if (!folder.isEmpty())
        openProject(folder);
}

void MainWindow::importPdfsDialog()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Import PDFs"), QString(), tr("PDF files (*.pdf)"));
    if (!files.isEmpty())
        importPdfs(files);
}

void MainWindow::importPdfs(const QStringList &paths)
{
    if (!m_session) {
        showError(tr("Open or create a project before importing PDFs."));
        return;
    }
    if (m_session->isReadOnly()) {
        showError(tr("The project is open read-only."));
        return;
    }
    auto *job = new IngestJob(*m_session, paths, {}, this);
    auto *progress = new QProgressDialog(tr("Reading PDFs…"), tr("Cancel"), 0, 0, this);
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(300);
    connect(progress, &QProgressDialog::canceled, job, &IngestJob::cancel);
    connect(job, &IngestJob::progressChanged, progress, [progress](int value, int maximum, const QString &label) {
        progress->setMaximum(maximum);
        progress->setValue(value);
        progress->setLabelText(tr("Reading %1…").arg(label));
    });
    connect(job, &IngestJob::finished, this, [this, job, progress](const IngestReport &report) {
        progress->close();
        progress->deleteLater();
        job->deleteLater();
        QStringList problems;
        QStringList locked;
        for (const IngestOutcome &outcome : report.files) {
            if (outcome.kind == IngestOutcome::Failed)
                problems << outcome.message;
            else if (outcome.kind == IngestOutcome::NeedsPassword)
                locked << outcome.path;
        }
        const int added = report.count(IngestOutcome::Added);
        statusBar()->showMessage(report.cancelled ? tr("Import cancelled; %n document(s) added.", nullptr, added)
                                                  : tr("%n document(s) added.", nullptr, added), 8000);
        if (!problems.isEmpty() && m_interactive)
            QMessageBox::warning(this, tr("Some PDFs were not imported"), problems.join(QLatin1Char('\n')));
        for (const QString &path : std::as_const(locked)) {
            // Ask for each locked file's password, with retry or cancel,
            // then import it alone with the password that opened it.
            if (!m_interactive)
                break;
            const PasswordDialog::Outcome opened = PasswordDialog::openDocument(path, this);
            if (opened.cancelled || !opened.result.ok())
                continue;
            Ingest::Options options;
            options.password = opened.password;
            const IngestReport retry = Ingest::run(m_session->store(), {path}, options);
            if (!retry.files.empty() && retry.files.front().kind != IngestOutcome::Added)
                showError(retry.files.front().message);
            m_session->notifyDocumentsChanged();
        }
        Q_EMIT ingestFinished();
    });
    job->start();
}

void MainWindow::showDocument(qint64 documentId)
{
    m_documentPane->showDocument(documentId);
    followPage(m_documentPane->view()->currentPage());
}

void MainWindow::followPage(int page)
{
    if (!m_documents || !m_documentTree->selectionModel())
        return;
    const qint64 documentId = m_documentPane->documentId();
    const QModelIndex document = m_documents->indexOfDocument(documentId);
    if (!document.isValid())
        return;
    // The page's row when the document is open in the tree, else its own.
    const QModelIndex pageRow = m_documents->indexOfPage(documentId, page);
    const QModelIndex index = pageRow.isValid() && m_documentTree->isExpanded(document) ? pageRow : document;
    if (m_documentTree->currentIndex() == index)
        return;
    m_documentTree->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_documentTree->scrollTo(index);
}

void MainWindow::onQuestionChanged(qint64 questionId)
{
    m_labeling->setQuestion(questionId);
    const int row = m_questionPanel->model()->rowOf(questionId);
    m_labelingPane->showQuestion(m_questionPanel->model()->question(row));
    if (m_labeling->passageMode())
        return; // the page shows the passage to grade
    // Back to where this question was labeled, if it was.
    for (const Judgment &judgment : m_labeling->judgments()->judgments()) {
        if (judgment.span) {
            m_labeling->revealJudgment(judgment.uuid);
            break;
        }
    }
}

void MainWindow::addQuestion()
{
    if (!m_session)
        return;
    Question question;
    question.externalId = QStringLiteral("q%1").arg(QuestionStore(m_session->store()).count() + 1);
    QuestionDialog dialog(question, QuestionStore(m_session->store()).strata(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Result<qint64> added = m_editor->addQuestion(dialog.question());
    if (!added)
        showError(added.error());
    else
        m_questionPanel->setCurrentQuestion(*added);
}

void MainWindow::editQuestion(qint64 questionId)
{
    const auto question = QuestionStore(m_session->store()).byId(questionId);
    if (!question)
        return;
    QuestionDialog dialog(*question, QuestionStore(m_session->store()).strata(), this);
    if (dialog.exec() == QDialog::Accepted) {
        if (const Status status = m_editor->updateQuestion(dialog.question()); !status)
            showError(status.error());
    }
}

void MainWindow::deleteQuestion(qint64 questionId)
{
    const auto question = QuestionStore(m_session->store()).byId(questionId);
    if (!question)
        return;
    if (m_interactive
        && QMessageBox::question(this, tr("Delete Question"), tr("Delete question %1?").arg(question->externalId))
               != QMessageBox::Yes)
        return;
    if (const Status status = m_editor->deleteQuestion(questionId); !status)
        showError(status.error());
}

void MainWindow::showKeyboardMap()
{
    KeyboardMapDialog dialog(KeyboardMapDialog::entriesFor(this), this);
    dialog.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Touchstone"),
                       tr("<h3>Touchstone %1</h3><p>Build and check the golden sets that RAG systems are "
                          "evaluated against: exact spans, graded relevance, agreement, adjudication, "
                          "versioned exports and eval reports.</p>")
                           .arg(QStringLiteral(TOUCHSTONE_VERSION)));
}

void MainWindow::showError(const QString &message)
{
    statusBar()->showMessage(message, 10000);
    if (m_interactive && isVisible())
        QMessageBox::warning(this, tr("Touchstone"), message);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!event->mimeData()->hasUrls())
        return;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList files;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
            files << url.toLocalFile();
    }
    if (!files.isEmpty()) {
        event->acceptProposedAction();
        importPdfs(files);
    }
}

} // namespace touchstone
