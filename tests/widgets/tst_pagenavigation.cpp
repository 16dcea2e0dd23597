// Finding one's way through a document: the page field under the pages
// (Ctrl+G), a single click on a page in the Documents tree, and the tree
// keeping in step with the page on screen.

#include "common/windowfixture.h"

#include "models/documentlistmodel.h"
#include "widgets/documentpane.h"
#include "widgets/mainwindow.h"
#include "widgets/pdfview.h"

#include <QDockWidget>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

using namespace touchstone;

class TestPageNavigation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pageFieldShowsAndGoes();
    void singleClickOnAPageJumps();
    void treeFollowsThePage();

private:
    QTreeView *tree() const { return m_window->findChild<QTreeView *>(); }
    int treePage() const { return tree()->currentIndex().data(DocumentListModel::PageIndexRole).toInt(); }

    testing::WindowFixture m_fixture;
    MainWindow *m_window = nullptr;
};

void TestPageNavigation::initTestCase()
{
    QVERIFY(m_fixture.open(QStringLiteral("llncsdoc.pdf"), QStringLiteral("How is the title coded?"), QSize(1366, 768)));
    m_window = m_fixture.window.get();
    QCOMPARE(m_window->documentPane()->view()->pageCount(), 7);
}

void TestPageNavigation::pageFieldShowsAndGoes()
{
    PdfView *view = m_window->documentPane()->view();
    QSpinBox *field = m_window->documentPane()->pageField();
    QCOMPARE(field->value(), view->currentPage() + 1);
    QCOMPARE(field->maximum(), 7);
    bool countShown = false;
    for (QLabel *label : m_window->documentPane()->findChildren<QLabel *>())
        countShown = countShown || label->text() == QLatin1String("of 7");
    QVERIFY(countShown);

    view->setFocus();
    QTest::keyClick(view, Qt::Key_G, Qt::ControlModifier);
    QTRY_VERIFY(field->hasFocus());
    QTest::keyClicks(field, QStringLiteral("5"));
    QTest::keyClick(field, Qt::Key_Return);
    QTRY_COMPARE(view->currentPage(), 4);
    QCOMPARE(field->value(), 5);
    QVERIFY(view->hasFocus()); // back on the page for the grade keys

    view->goToPage(2); // scrolling moves the field along
    QTRY_COMPARE(field->value(), 3);
}

void TestPageNavigation::singleClickOnAPageJumps()
{
    PdfView *view = m_window->documentPane()->view();
    auto *documents = qobject_cast<DocumentListModel *>(tree()->model());
    QVERIFY(documents);
    const qint64 documentId = m_window->documentPane()->documentId();
    tree()->expand(documents->indexOfDocument(documentId));
    const QModelIndex page6 = documents->indexOfPage(documentId, 5);
    QVERIFY(page6.isValid());
    tree()->scrollTo(page6);
    QTest::mouseClick(tree()->viewport(), Qt::LeftButton, {}, tree()->visualRect(page6).center());
    QTRY_COMPARE(view->currentPage(), 5);
}

void TestPageNavigation::treeFollowsThePage()
{
    PdfView *view = m_window->documentPane()->view();
    view->goToPage(1);
    QTRY_COMPARE(view->currentPage(), 1);
    QTRY_COMPARE(treePage(), 1);
    view->goToPage(6);
    QTRY_COMPARE(treePage(), 6);
    m_window->grab().save(QDir::temp().filePath(QStringLiteral("touchstone-page-navigation.png")));
}

QTEST_MAIN(TestPageNavigation)
#include "tst_pagenavigation.moc"
