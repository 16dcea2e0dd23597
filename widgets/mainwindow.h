#pragma once

#include <QMainWindow>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTreeView;

namespace touchstone {

class AdjudicationEditor;
class AdjudicationPanel;
class AgreementDashboardView;
class AgreementService;
class DataExchange;
class DocumentListModel;
class DocumentPane;
class LabelEditor;
class LabelingController;
class LabelingPane;
class ProjectSession;
class QuestionPanel;
class RubricPane;
class RunBrowser;
class SearchPanel;
class VersionsPanel;

// The main window: documents on the left, the page in the middle, the
// question and its labels on the right. Menus: File, Edit, Go, View, Help.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Without interaction no dialog is shown (screenshots, tests): the
    // remembered or first annotator is used.
    void setInteractive(bool interactive) { m_interactive = interactive; }

    bool openProject(const QString &folder);
    ProjectSession *session() const { return m_session.get(); }
    LabelEditor *editor() const { return m_editor; }
    LabelingController *labeling() const { return m_labeling; }
    LabelingPane *labelingPane() const { return m_labelingPane; }
    DocumentPane *documentPane() const { return m_documentPane; }
    QuestionPanel *questionPanel() const { return m_questionPanel; }
    QTreeView *documentTree() const { return m_documentTree; }
    SearchPanel *searchPanel() const { return m_searchPanel; }
    AdjudicationPanel *adjudicationPanel() const { return m_adjudicationPanel; }
    AgreementDashboardView *dashboard() const { return m_dashboard; }
    AgreementService *agreement() const { return m_agreement; }
    QDockWidget *adjudicationDock() const { return m_adjudicationDock; }
    QDockWidget *agreementDock() const { return m_agreementDock; }
    QDockWidget *versionsDock() const { return m_versionsDock; }
    VersionsPanel *versionsPanel() const { return m_versionsPanel; }
    RunBrowser *runBrowser() const { return m_runBrowser; }
    QDockWidget *runsDock() const { return m_runsDock; }

    void importPdfs(const QStringList &paths);
    void showDocument(qint64 documentId);
    // Keeps the Documents tree on the page the view shows.
    void followPage(int page);

Q_SIGNALS:
    // The project is open and the first page is on screen (or there is
    // nothing to show): a screenshot now shows what the user sees.
    void ready();
    void ingestFinished();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void closeProject();
    void chooseAnnotator(bool ask);
    void updateTitle();
    void updateRecentMenu();
    void rememberRecent(const QString &folder);
    void newProject();
    void openProjectDialog();
    void importPdfsDialog();
    void addQuestion();
    void editQuestion(qint64 questionId);
    void deleteQuestion(qint64 questionId);
    void showKeyboardMap();
    void showAbout();
    void onQuestionChanged(qint64 questionId);
    void showError(const QString &message);

    bool m_interactive = true;
    std::unique_ptr<ProjectSession> m_session;
    LabelEditor *m_editor = nullptr;
    LabelingController *m_labeling = nullptr;
    DataExchange *m_exchange = nullptr;
    AgreementService *m_agreement = nullptr;
    AdjudicationEditor *m_adjudication = nullptr;
    AdjudicationPanel *m_adjudicationPanel = nullptr;
    AgreementDashboardView *m_dashboard = nullptr;
    QDockWidget *m_adjudicationDock = nullptr;
    QDockWidget *m_agreementDock = nullptr;
    VersionsPanel *m_versionsPanel = nullptr;
    RunBrowser *m_runBrowser = nullptr;
    QDockWidget *m_runsDock = nullptr;
    QDockWidget *m_versionsDock = nullptr;
    DocumentListModel *m_documents = nullptr;

    DocumentPane *m_documentPane = nullptr;
    QTreeView *m_documentTree = nullptr;
    QuestionPanel *m_questionPanel = nullptr;
    LabelingPane *m_labelingPane = nullptr;
    RubricPane *m_rubricPane = nullptr;
    SearchPanel *m_searchPanel = nullptr;
    QDockWidget *m_searchDock = nullptr;
    QDockWidget *m_documentsDock = nullptr;
    QDockWidget *m_questionsDock = nullptr;
    QDockWidget *m_labelsDock = nullptr;
    QDockWidget *m_rubricDock = nullptr;
    QLabel *m_userLabel = nullptr;
    QLabel *m_projectLabel = nullptr;

    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QAction *m_importPdfs = nullptr;
    QAction *m_switchUser = nullptr;
    QList<QAction *> m_projectActions; // enabled while a project is open
    QAction *m_nextUnlabeled = nullptr;
    QAction *m_previousUnlabeled = nullptr;
};

} // namespace touchstone
