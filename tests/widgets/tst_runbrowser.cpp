// The run browser driven like an engineer would: open a run, keep only the
// failing questions with the keyboard, open one, click its gold span and a
// retrieved passage (the document pane follows, highlighted), read the
// judge's verdict, compare two runs side by side (rescued and broken
// counts), queue the unjudged top 10 for judging, and write a report off
// the UI thread. Data: common/runbrowserfixture.h. Saves a screenshot of
// the browser beside the page to /tmp/touchstone-runs.png.

#include "common/runbrowserfixture.h"

#include "models/projectsession.h"
#include "models/reportlistmodel.h"
#include "models/runitemmodel.h"
#include "models/runlistmodel.h"
#include "models/runpairmodel.h"
#include "models/runtasks.h"
#include "models/pagerenderer.h"
#include "widgets/choosertree.h"
#include "widgets/documentpane.h"
#include "widgets/gradecolors.h"
#include "widgets/pdfview.h"
#include "widgets/runbrowser.h"
#include "widgets/runcomparepanel.h"
#include "widgets/runitemdetailview.h"
#include "widgets/runitemspanel.h"
#include "widgets/runreportspanel.h"
#include "widgets/runretrievedlist.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace touchstone;

namespace {

struct SpanRequest
{
    qint64 documentId = 0;
    int start = 0;
    int end = 0;
    std::vector<Highlight> highlights;
};

void clickRow(QAbstractItemView *view, const QModelIndex &index)
{
    QVERIFY(index.isValid());
    view->scrollTo(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
}

void clickItem(QTreeWidget *tree, int row)
{
    QTreeWidgetItem *item = tree->topLevelItem(row);
    QVERIFY(item);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(item).center());
}

const Highlight *find(const std::vector<Highlight> &highlights, const QString &id)
{
    for (const Highlight &highlight : highlights) {
        if (highlight.id == id)
            return &highlight;
    }
    return nullptr;
}

} // namespace

class TestRunBrowser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void opensTheRunWithItsMetrics();
    void failingQuestionOpensAtItsSpan();
    void judgeVerdictIsShown();
    void sideBySideCountsRescuedAndBroken();
    void queueUnjudgedTopK();
    void writeReportOffTheUiThread();

private:
    testing::RunBrowserFixture m_fixture;
    std::unique_ptr<ProjectSession> m_session;
    std::unique_ptr<QSplitter> m_window;
    DocumentPane *m_pane = nullptr;
    RunBrowser *m_browser = nullptr;
    std::vector<SpanRequest> m_requests;
};

void TestRunBrowser::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_fixture = testing::makeRunBrowserFixture();
    QVERIFY2(m_fixture.error.isEmpty(), qPrintable(m_fixture.error));
    m_fixture.project->close();
    auto session = ProjectSession::open(m_fixture.project->folder);
    QVERIFY2(session.ok(), qPrintable(session.error()));
    m_session = std::move(*session);
    m_window = std::make_unique<QSplitter>(Qt::Horizontal);
    m_pane = new DocumentPane(m_window.get());
    m_pane->setSession(m_session.get());
    m_browser = new RunBrowser(*m_session, m_pane, m_window.get());
    m_browser->setActor(QStringLiteral("engineer"));
    m_window->addWidget(m_browser);
    m_window->addWidget(m_pane);
    m_window->resize(1800, 1000);
    m_window->setSizes({1100, 700});
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    connect(m_browser, &RunBrowser::showSpanRequested, this,
            [this](qint64 documentId, int start, int end, const std::vector<Highlight> &highlights) {
                m_requests.push_back({documentId, start, end, highlights});
            });
}

void TestRunBrowser::cleanupTestCase()
{
    m_window.reset();
    m_session.reset();
}

void TestRunBrowser::opensTheRunWithItsMetrics()
{
    RunListModel *runs = m_browser->runModel();
    QCOMPARE(runs->rowCount(), 2);
    // The newest run opens first; a click opens the other one.
    QCOMPARE(m_browser->currentRunId(), m_fixture.cand.id);
    clickRow(m_browser->runTable(), runs->index(0, RunListModel::NameColumn));
    QCOMPARE(m_browser->currentRunId(), m_fixture.base.id);
    RunItemModel *items = m_browser->items()->model();
    QCOMPARE(items->runId(), m_fixture.base.id);
    QCOMPARE(items->totalCount(), 6);
    QVERIFY(m_browser->queueHolesButton()->isEnabled()); // a passage run
}

void TestRunBrowser::failingQuestionOpensAtItsSpan()
{
    RunItemsPanel *panel = m_browser->items();
    RunItemModel *items = panel->model();
    // "Show: Failing" with the keyboard: focus the box, one step down.
    panel->showCombo()->setFocus();
    QTest::keyClick(panel->showCombo(), Qt::Key_Down);
    QCOMPARE(RunItemsPanel::Show(panel->showCombo()->currentData().toInt()), RunItemsPanel::Show::Failing);
    QCOMPARE(items->totalCount(), 2);
    QCOMPARE(items->index(0, RunItemModel::IdColumn).data().toString(), QStringLiteral("q2"));
    QCOMPARE(items->index(1, RunItemModel::IdColumn).data().toString(), QStringLiteral("q4"));

    // One click on the question: the page goes to its gold span.
    m_requests.clear();
    clickRow(panel->table(), items->index(0, RunItemModel::IdColumn));
    RunItemDetailView *detail = panel->detail();
    QVERIFY(detail->detail());
    QCOMPARE(detail->detail()->gold.externalId, QStringLiteral("q2"));
    QCOMPARE(int(m_requests.size()), 1);
    QCOMPARE(m_requests[0].documentId, m_fixture.project->documents[2].id);
    QCOMPARE(m_requests[0].start, 3000);
    QCOMPARE(m_pane->documentId(), m_fixture.project->documents[2].id);
    QCOMPARE(detail->goldList()->topLevelItemCount(), 1);
    RunRetrievedList *list = detail->finalList();
    QCOMPARE(list->topLevelItemCount(), 2);
    QCOMPARE(list->topLevelItem(0)->text(RunRetrievedList::StatusColumn), hitStatusText(HitStatus::Unjudged));
    QCOMPARE(list->topLevelItem(1)->text(RunRetrievedList::StatusColumn), hitStatusText(HitStatus::OffSpan));

    // The gold span: the pane opens document B there, the span in its grade colour.
    const qint64 documentB = m_fixture.project->documents[2].id;
    QSignalSpy shown(m_pane->view(), &PdfView::documentShown);
    m_requests.clear();
    clickItem(detail->goldList(), 0);
    QCOMPARE(int(m_requests.size()), 1);
    QCOMPARE(m_requests[0].documentId, documentB);
    QCOMPARE(m_requests[0].start, 3000);
    QCOMPARE(m_requests[0].end, 3100);
    QCOMPARE(m_pane->documentId(), documentB);
    const Highlight *gold = find(m_pane->view()->highlights(), QStringLiteral("gold:0"));
    QVERIFY(gold);
    QCOMPARE(gold->start, 3000);
    QCOMPARE(gold->end, 3100);
    QCOMPARE(gold->color, gradeColor(3));

    // A retrieved passage: rank 2, off the span, highlighted beside it.
    m_requests.clear();
    clickItem(list, 1);
    QCOMPARE(int(m_requests.size()), 1);
    QCOMPARE(m_requests[0].start, 5000);
    QCOMPARE(m_requests[0].end, 5100);
    const Highlight *passage = find(m_pane->view()->highlights(), QStringLiteral("rank:2"));
    QVERIFY(passage);
    QCOMPARE(passage->color, hitStatusColor(HitStatus::OffSpan));
    QVERIFY(find(m_pane->view()->highlights(), QStringLiteral("gold:0")));

    // Back to the gold span (already the current row: a click shows it
    // again); wait for the pages to render for the picture.
    m_requests.clear();
    clickItem(detail->goldList(), 0);
    QCOMPARE(int(m_requests.size()), 1);
    QCOMPARE(m_requests[0].start, 3000);
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() > 0, 20000);
    PageRenderer *renderer = m_pane->view()->renderer();
    QTRY_VERIFY_WITH_TIMEOUT(renderer->queuedCount() == 0 && renderer->runningCount() == 0, 20000);
    QCoreApplication::processEvents();
    QVERIFY(m_window->grab().save(QStringLiteral("/tmp/touchstone-runs.png")));
}

void TestRunBrowser::judgeVerdictIsShown()
{
    RunItemsPanel *panel = m_browser->items();
    clickRow(panel->table(), panel->model()->index(1, RunItemModel::IdColumn));
    RunItemDetailView *detail = panel->detail();
    QCOMPARE(detail->detail()->gold.externalId, QStringLiteral("q4"));
    QCOMPARE(detail->verdictList()->topLevelItemCount(), 1);
    QTreeWidgetItem *verdict = detail->verdictList()->topLevelItem(0);
    QCOMPARE(verdict->text(0), RunItemDetailView::tr("FAIL"));
    QCOMPARE(verdict->text(4), QStringLiteral("The answer cites the wrong section."));
    QCOMPARE(verdict->text(3), QStringLiteral("judge-1"));
}

void TestRunBrowser::sideBySideCountsRescuedAndBroken()
{
    m_browser->tabs()->setCurrentWidget(m_browser->comparison());
    RunComparePanel *compare = m_browser->comparison();
    compare->setBaseline(m_fixture.base.id);
    compare->setCandidate(m_fixture.cand.id);
    QSignalSpy shown(compare, &RunComparePanel::comparisonShown);
    QTest::mouseClick(compare->compareButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 60000);
    QVERIFY2(shown.at(0).at(0).toBool(), qPrintable(compare->summaryLabel()->text()));
    const RunPair *pair = compare->model()->pair();
    QCOMPARE(pair->rescued, 1);
    QCOMPARE(pair->broke, 1);
    QCOMPARE(pair->kept, 2);
    QCOMPARE(pair->missedBoth, 1);
    QVERIFY(compare->countsLabel()->text().contains(QStringLiteral("1 rescued, 1 broken, 2 kept")));
    QVERIFY(compare->summaryLabel()->text().contains(QStringLiteral("Wins 2, losses 2, ties 1")));
    QVERIFY(compare->summaryLabel()->text().contains(gateVerdictName(pair->comparison.stats.gate.verdict)));
    QCOMPARE(compare->model()->rowCount(), 4); // changed: q1, q2, q3, q6

    // Only the rescued; open it: both runs' lists under the gold span.
    compare->filterCombo()->setFocus();
    QTest::keyClick(compare->filterCombo(), Qt::Key_Down);
    QCOMPARE(compare->model()->filter(), RunPairModel::Filter::Rescued);
    QCOMPARE(compare->model()->rowCount(), 1);
    clickRow(compare->table(), compare->model()->index(0, RunPairModel::IdColumn));
    QCOMPARE(compare->baselineList()->topLevelItemCount(), 2);
    QCOMPARE(compare->candidateList()->topLevelItemCount(), 1);
    QCOMPARE(compare->candidateList()->topLevelItem(0)->text(RunRetrievedList::StatusColumn),
             hitStatusText(HitStatus::Hit));
    m_requests.clear();
    clickItem(compare->candidateList(), 0);
    QCOMPARE(int(m_requests.size()), 1);
    QCOMPARE(m_requests[0].start, 3050);
    QCOMPARE(m_requests[0].end, 3080);
    QVERIFY(m_window->grab().save(QStringLiteral("/tmp/touchstone-runs-compare.png")));
}

void TestRunBrowser::queueUnjudgedTopK()
{
    QVERIFY(m_browser->openRun(m_fixture.base.id));
    QSignalSpy queued(m_browser, &RunBrowser::holesQueued);
    QTest::mouseClick(m_browser->queueHolesButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(queued.count(), 1, 30000);
    QCOMPARE(queued.at(0).at(0).toInt(), 2); // q2 M[0,50), q4 B[200,300)
    QVERIFY2(m_browser->statusLabel()->text().contains(QStringLiteral("2 unjudged passage")),
             qPrintable(m_browser->statusLabel()->text()));
    QVERIFY(m_browser->queueHolesButton()->isEnabled());
}

void TestRunBrowser::writeReportOffTheUiThread()
{
    RunReportsPanel *reports = m_browser->reports();
    QSignalSpy written(reports, &RunReportsPanel::reportWritten);
    ReportRequest request;
    request.runIds = {m_fixture.base.id, m_fixture.cand.id};
    request.baselineId = m_fixture.base.id;
    reports->writeReport(request);
    QVERIFY(reports->cancelButton()->isVisibleTo(reports));
    QTRY_COMPARE_WITH_TIMEOUT(written.count(), 1, 60000);
    QVERIFY(!reports->cancelButton()->isVisibleTo(reports));
    const QString uuid = written.at(0).at(0).toString();
    QCOMPARE(reports->model()->rowOf(uuid), 0);
    QVERIFY(reports->preview()->toPlainText().contains(QStringLiteral("cand")));
    const QString path = reports->exportHtml();
    QVERIFY(path.endsWith(uuid + QStringLiteral(".html")));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().startsWith("<!DOCTYPE html"));
}

QTEST_MAIN(TestRunBrowser)
#include "tst_runbrowser.moc"
