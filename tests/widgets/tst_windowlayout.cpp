// The main window on a common laptop screen: with every dock shown (the
// bottom ones each raised in turn), nothing asks for more than 1366×768,
// and the question table shows its Status column at the default width.

#include "common/windowfixture.h"

#include "models/questionlistmodel.h"
#include "widgets/mainwindow.h"
#include "widgets/questionpanel.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace touchstone;

class TestWindowLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyDockFitsALaptopScreen();

private:
    testing::WindowFixture m_fixture;
    MainWindow *m_window = nullptr;
};

void TestWindowLayout::initTestCase()
{
    QVERIFY(m_fixture.open(QStringLiteral("pypdf-minimal-document.pdf"), QStringLiteral("What does the text start with?"), QSize(1366, 768)));
    m_window = m_fixture.window.get();
}

void TestWindowLayout::everyDockFitsALaptopScreen()
{
    const QSize screen(1366, 768);
    const QList<QDockWidget *> docks = m_window->findChildren<QDockWidget *>();
    QVERIFY(docks.size() >= 9);
    for (QDockWidget *dock : docks)
        dock->show();
    for (QDockWidget *bottom : {m_window->agreementDock(), m_window->versionsDock(), m_window->runsDock(),
                                m_window->adjudicationDock()}) {
        bottom->raise();
        QTest::qWait(50);
        const QSize wanted = m_window->minimumSizeHint().expandedTo(m_window->minimumSize());
        QVERIFY2(wanted.width() <= screen.width() && wanted.height() <= screen.height(),
                 qPrintable(QStringLiteral("with %1 raised the window needs at least %2×%3")
                                .arg(bottom->objectName())
                                .arg(wanted.width())
                                .arg(wanted.height())));
        m_window->resize(screen);
        QTest::qWait(50);
        QVERIFY2(m_window->width() <= screen.width() && m_window->height() <= screen.height(),
                 qPrintable(QStringLiteral("with %1 raised the window grew to %2×%3")
                                .arg(bottom->objectName())
                                .arg(m_window->width())
                                .arg(m_window->height())));
    }
    m_window->grab().save(QDir::temp().filePath(QStringLiteral("touchstone-every-dock-1366.png")));

    // The question table at its default width shows the Status column whole.
    QTableView *questions = m_window->questionPanel()->view();
    const int status = QuestionListModel::StatusColumn;
    const int right = questions->horizontalHeader()->sectionViewportPosition(status)
                      + questions->horizontalHeader()->sectionSize(status);
    QVERIFY2(!questions->isColumnHidden(status) && right <= questions->viewport()->width(),
             qPrintable(QStringLiteral("Status ends at %1 of %2").arg(right).arg(questions->viewport()->width())));
}

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
