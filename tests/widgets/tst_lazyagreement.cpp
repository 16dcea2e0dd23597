// Opening a project reads nothing proportional to its judgments until a view
// that shows them is shown: a hidden Agreement dock and a hidden
// Adjudication dock do no work (the service loads nothing, the dashboard,
// its trajectory and the queue stay stale); once shown, each shows the
// numbers that ProjectAgreement, AgreementTrajectory and the adjudication
// store compute on the same project directly.

#include "common/labelfixture.h"

#include "annotation/adjudicationstore.h"
#include "annotation/agreementtrajectory.h"
#include "annotation/projectagreement.h"
#include "annotation/projectlabels.h"
#include "models/adjudicationqueuemodel.h"
#include "models/agreementservice.h"
#include "models/gradedistributionmodel.h"
#include "models/labeleditor.h"
#include "models/projectsession.h"
#include "models/trajectorymodel.h"
#include "widgets/adjudicationpanel.h"
#include "widgets/agreementdashboardview.h"
#include "widgets/mainwindow.h"

#include <QDockWidget>
#include <QSettings>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include <cmath>

using namespace touchstone;

class TestLazyAgreement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void hiddenDocksDoNoWork();
    void shownDashboardShowsTheNumbers();
    void chartsTabComputesTheTrajectory();
    void shownQueueShowsTheOpenUnits();
    void goldTabComputesWhenShown();
    void saveWhileHiddenIsShownLater();

private:
    testing::LabelFixture m_fixture;
    std::unique_ptr<MainWindow> m_window;
    qint64 m_ana = 0;
    qint64 m_ben = 0;
    std::vector<qint64> m_passages;
    std::vector<qint64> m_questions;
};

void TestLazyAgreement::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_fixture.create());
    m_ana = m_fixture.annotator(QStringLiteral("Ana"));
    m_ben = m_fixture.annotator(QStringLiteral("Ben"));
    const qint64 lea = m_fixture.annotator(QStringLiteral("Lea"), AnnotatorRole::Lead);
    // 30 questions, one passage each, graded by both over three days: 12
    // full agreements, 18 disagreements of every size.
    const QStringList words{QStringLiteral("Lorem ipsum"), QStringLiteral("dolor sit amet"), QStringLiteral("consetetur"),
                            QStringLiteral("sadipscing elitr"), QStringLiteral("sed diam nonumy")};
    for (int q = 0; q < 30; ++q) {
        const qint64 question = m_fixture.question(QStringLiteral("q%1").arg(q + 1, 2, 10, QLatin1Char('0')),
                                                   q % 2 ? QStringLiteral("lexical") : QStringLiteral("paraphrase"),
                                                   q % 3 == 0 ? Split::Test : Split::Dev);
        const qint64 passage = m_fixture.passage(question, m_fixture.anchor(m_fixture.minimal, words[q % words.size()]));
        m_fixture.grade(m_ana, question, passage, q % 4);
        m_fixture.grade(m_ben, question, passage, q < 12 ? q % 4 : (q + 1 + q % 2) % 4);
        m_questions.push_back(question);
        m_passages.push_back(passage);
    }
    QVERIFY2(m_fixture.ok(), qPrintable(m_fixture.error));
    // Spread the labels over three days, so the trajectory has points.
    QSqlQuery spread(m_fixture.store->database());
    QVERIFY(spread.exec(QStringLiteral("UPDATE judgments SET updated_at = "
                                       "strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01T10:00:00Z', '+' || (question_id % 3) || ' days')")));
    QSettings().setValue(QStringLiteral("annotator/") + m_fixture.store->projectId(),
                         AnnotatorStore(*m_fixture.store).byId(lea)->uuid);
    m_fixture.store.reset(); // the window opens the project itself

    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1500, 950);
    m_window->show();
    QVERIFY(m_window->openProject(m_fixture.folder()));
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestLazyAgreement::hiddenDocksDoNoWork()
{
    QVERIFY(!m_window->agreementDock()->isVisible());
    // Behind the Labels tab: not active, so its queue is not live.
    QVERIFY(!m_window->adjudicationPanel()->queue()->isLive());
    QTest::qWait(2000); // longer than the service's idle timer (intervals)
    AgreementService *service = m_window->agreement();
    QCOMPARE(service->loadCount(), 0);
    QVERIFY(!service->isLoaded());
    QVERIFY(!service->isLoading());
    QVERIFY(service->labels().questions().empty());
    AgreementDashboardView *dashboard = m_window->dashboard();
    QVERIFY(dashboard->isStale());
    QCOMPARE(dashboard->refreshCount(), 0);
    QVERIFY(dashboard->trajectory()->isStale());
    QCOMPARE(dashboard->trajectory()->computeCount(), 0);
    QCOMPARE(dashboard->distribution()->columnCount(), 0);
    AdjudicationQueueModel *queue = m_window->adjudicationPanel()->queue();
    QVERIFY(queue->isStale());
    QCOMPARE(queue->reloadCount(), 0);
    QCOMPARE(queue->rowCount(), 0);
    // No automatic acceptance was written either: that waits for the load.
    QSqlQuery automatic(m_window->session()->store().database());
    QVERIFY(automatic.exec(QStringLiteral("SELECT count(*) FROM adjudications WHERE automatic = 1")));
    QVERIFY(automatic.next());
    QCOMPARE(automatic.value(0).toInt(), 0);
}

void TestLazyAgreement::shownDashboardShowsTheNumbers()
{
    m_window->agreementDock()->show();
    AgreementService *service = m_window->agreement();
    AgreementDashboardView *dashboard = m_window->dashboard();
    QTRY_VERIFY(service->isLoaded());
    QCOMPARE(service->loadCount(), 1);
    QTRY_VERIFY(!dashboard->isStale());
    QVERIFY(dashboard->refreshCount() >= 1);

    // The same numbers as a direct computation on the project.
    ProjectLabels labels;
    QVERIFY(labels.load(m_window->session()->store()).ok());
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    AgreementOptions options;
    options.resamples = 0;
    const AgreementDashboard expected = agreement.compute({}, options);
    QTableWidget *numbers = dashboard->numbersTable();
    QCOMPARE(numbers->rowCount(), int(expected.overall.size()));
    for (int row = 0; row < numbers->rowCount(); ++row) {
        const QString key = numbers->item(row, 0)->data(Qt::UserRole).toString();
        const AgreementNumber *number = expected.find(key);
        QVERIFY2(number, qPrintable(key));
        QVERIFY2(numbers->item(row, 1)->text().startsWith(agreementNumberText(*number, false)), qPrintable(key));
        QCOMPARE(numbers->item(row, 2)->text(), QString::number(number->n));
    }
    // Grades per annotator: the chart's model filled on show, too.
    QCOMPARE(dashboard->distribution()->columnCount(), 2);

    // Charts not shown: no trajectory yet. The queue's dock is still hidden.
    QVERIFY(dashboard->trajectory()->isStale());
    QCOMPARE(dashboard->trajectory()->computeCount(), 0);
    QCOMPARE(m_window->adjudicationPanel()->queue()->reloadCount(), 0);
}

void TestLazyAgreement::chartsTabComputesTheTrajectory()
{
    AgreementDashboardView *dashboard = m_window->dashboard();
    auto *tabs = dashboard->findChild<QTabWidget *>(QStringLiteral("dashboardTabs"));
    QVERIFY(tabs);
    tabs->setCurrentIndex(3); // Charts
    TrajectoryModel *trajectory = dashboard->trajectory();
    QTRY_COMPARE(trajectory->computeCount(), 1);
    QVERIFY(!trajectory->isStale());

    ProjectLabels labels;
    QVERIFY(labels.load(m_window->session()->store()).ok());
    ProjectAgreement agreement(labels);
    AgreementOptions options;
    options.resamples = 0;
    std::vector<TrajectoryPoint> expected =
        AgreementTrajectory::compute(agreement, labels, QStringLiteral("kappa_binary"), TrajectoryStep(), {}, options);
    expected.erase(std::remove_if(expected.begin(), expected.end(), [](const TrajectoryPoint &p) { return !p.number.value; }),
                   expected.end());
    QVERIFY(!expected.empty());
    QCOMPARE(trajectory->rowCount(), int(expected.size()));
    for (int row = 0; row < trajectory->rowCount(); ++row) {
        QCOMPARE(trajectory->index(row, TrajectoryModel::TimeColumn).data().toDouble(), double(expected[size_t(row)].cutoffMs));
        QCOMPARE(trajectory->index(row, TrajectoryModel::ValueColumn).data().toDouble(), *expected[size_t(row)].number.value);
        QCOMPARE(trajectory->index(row, TrajectoryModel::LabelsColumn).data().toInt(), expected[size_t(row)].labels);
    }
    // Another measure while shown: computed again, in the background.
    trajectory->setMeasure(QStringLiteral("kappa_quadratic"), 0.6);
    QVERIFY(trajectory->isStale());
    QTRY_COMPARE(trajectory->computeCount(), 2);
    std::vector<TrajectoryPoint> quadratic =
        AgreementTrajectory::compute(agreement, labels, QStringLiteral("kappa_quadratic"), TrajectoryStep(), {}, options);
    quadratic.erase(std::remove_if(quadratic.begin(), quadratic.end(), [](const TrajectoryPoint &p) { return !p.number.value; }),
                    quadratic.end());
    QCOMPARE(trajectory->rowCount(), int(quadratic.size()));
    for (int row = 0; row < trajectory->rowCount(); ++row)
        QCOMPARE(trajectory->index(row, TrajectoryModel::ValueColumn).data().toDouble(), *quadratic[size_t(row)].number.value);
    // Hidden again: a change only marks it stale.
    tabs->setCurrentIndex(0);
    QVERIFY(!trajectory->isActive());
    trajectory->setMeasure(QStringLiteral("kappa_binary"), 0.7);
    QTest::qWait(200);
    QVERIFY(trajectory->isStale());
    QCOMPARE(trajectory->computeCount(), 2);
}

void TestLazyAgreement::shownQueueShowsTheOpenUnits()
{
    m_window->adjudicationDock()->show();
    m_window->adjudicationDock()->raise();
    AdjudicationQueueModel *queue = m_window->adjudicationPanel()->queue();
    QTRY_VERIFY(!queue->isStale());
    QCOMPARE(queue->reloadCount(), 1);
    QCOMPARE(m_window->agreement()->loadCount(), 1); // the panel used the labels already read

    // The full agreements were accepted on their own when the labels were
    // read; the queue holds the rest.
    QSqlQuery automatic(m_window->session()->store().database());
    QVERIFY(automatic.exec(QStringLiteral("SELECT count(*) FROM adjudications WHERE automatic = 1 AND superseded_at IS NULL")));
    QVERIFY(automatic.next());
    QCOMPARE(automatic.value(0).toInt(), 12);
    ProjectLabels labels;
    QVERIFY(labels.load(m_window->session()->store()).ok());
    const std::vector<AdjudicationUnit> open = AdjudicationStore(m_window->session()->store()).openQueue(labels, {});
    QCOMPARE(queue->rowCount(), int(open.size()));
    QCOMPARE(queue->rowCount(), 18);
    for (int row = 0; row < queue->rowCount(); ++row) {
        QCOMPARE(queue->unit(row)->questionId, open[size_t(row)].questionId);
        QCOMPARE(queue->unit(row)->key, open[size_t(row)].key);
    }
}

void TestLazyAgreement::goldTabComputesWhenShown()
{
    AgreementDashboardView *dashboard = m_window->dashboard();
    auto *tabs = dashboard->findChild<QTabWidget *>(QStringLiteral("dashboardTabs"));
    QVERIFY(tabs);
    QVERIFY(tabs->currentWidget() != dashboard->goldTable());
    QTest::qWait(400); // past the gold timer: still nothing computed
    QVERIFY(dashboard->isGoldStale());
    QCOMPARE(dashboard->goldTable()->rowCount(), 0);
    tabs->setCurrentWidget(dashboard->goldTable());
    // Ana and Ben against the 12 accepted full agreements: all alike.
    QTRY_COMPARE(dashboard->goldTable()->rowCount(), 2);
    QVERIFY(!dashboard->isGoldStale());
    for (int row = 0; row < 2; ++row) {
        QCOMPARE(dashboard->goldTable()->item(row, 3)->text(), QStringLiteral("12"));
        QCOMPARE(dashboard->goldTable()->item(row, 4)->text(), QStringLiteral("0"));
    }
    tabs->setCurrentIndex(0);
}

void TestLazyAgreement::saveWhileHiddenIsShownLater()
{
    // Back to labeling: the queue's dock is hidden again. A save turns a
    // disagreement into a full agreement; the hidden queue only notes it.
    m_window->adjudicationDock()->hide();
    AdjudicationQueueModel *queue = m_window->adjudicationPanel()->queue();
    QTRY_VERIFY(!queue->isLive());
    const int reloads = queue->reloadCount();
    const qint64 question = m_questions[29]; // Ana 1, Ben 3
    m_window->editor()->setAnnotator(*AnnotatorStore(m_window->session()->store()).byId(m_ben));
    QVERIFY(m_window->editor()->gradePassage(question, m_passages[29], 29 % 4).ok());
    QVERIFY(queue->isStale());
    QCOMPARE(queue->reloadCount(), reloads);

    m_window->adjudicationDock()->show();
    m_window->adjudicationDock()->raise();
    QTRY_VERIFY(!queue->isStale());
    QCOMPARE(queue->rowCount(), 17);
    for (int row = 0; row < queue->rowCount(); ++row)
        QVERIFY(queue->unit(row)->questionId != question);
}

QTEST_MAIN(TestLazyAgreement)
#include "tst_lazyagreement.moc"
