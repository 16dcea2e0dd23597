// "Who are you?" is asked once per project: it came up at every start with
// the last choice preselected. File › Switch User changes the choice.

#include "common/testproject.h"

#include "models/labeleditor.h"
#include "widgets/annotatordialog.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

using namespace touchstone;

class TestAnnotatorChoice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void askedOncePerProject();

private:
    // Opens the project in an interactive window; answers "Who are you?"
    // with its preselection if it comes. Returns how often it came.
    int openAndCountQuestions(const QString &folder, QString *annotator);
};

void TestAnnotatorChoice::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

int TestAnnotatorChoice::openAndCountQuestions(const QString &folder, QString *annotator)
{
    int asked = 0;
    QTimer answer;
    answer.setInterval(20);
    connect(&answer, &QTimer::timeout, this, [&asked] {
        if (auto *dialog = qobject_cast<AnnotatorDialog *>(QApplication::activeModalWidget())) {
            ++asked;
            dialog->accept();
        }
    });
    answer.start();
    MainWindow window;
    window.setInteractive(true);
    window.resize(1200, 800);
    window.show();
    if (!window.openProject(folder))
        return -1;
    QTest::qWait(100);
    *annotator = window.editor()->annotator().name;
    return asked;
}

void TestAnnotatorChoice::askedOncePerProject()
{
    auto project = testing::makeTestProject({QStringLiteral("pypdf-minimal-document.pdf")});
    QVERIFY(project);
    project->addAnnotator(QStringLiteral("Ann"));
    project->addAnnotator(QStringLiteral("Bob"));
    const QString folder = project->session->folder();
    project->session.reset();

    QString first;
    QCOMPARE(openAndCountQuestions(folder, &first), 1); // nothing remembered yet
    QVERIFY(!first.isEmpty());
    QString second;
    QCOMPARE(openAndCountQuestions(folder, &second), 0);
    QCOMPARE(second, first);
}

QTEST_MAIN(TestAnnotatorChoice)
#include "tst_annotatorchoice.moc"
