// The lead's loop through the real main window: the queue in order of
// impact, full agreements accepted on their own, a decision refused without
// a reason, a decision made with simulated clicks — and the dashboard's κ
// against gold moving to the value the reference implementation gives.

#include "common/labelfixture.h"

#include "annotation/adjudicationstore.h"
#include "metrics/agreementcase.h"
#include "models/adjudicationqueuemodel.h"
#include "models/agreementservice.h"
#include "models/labeleditor.h"
#include "models/projectsession.h"
#include "widgets/adjudicationpanel.h"
#include "widgets/agreementdashboardview.h"
#include "widgets/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QDockWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

using namespace touchstone;

class TestAdjudication : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void queueOrderAutoAcceptAndReasonRequired();
    void queueMovesOnAndDecisionsShowWhenReopened();

private:
    QPushButton *button(const QString &text) const;
    int adjudicationRows(bool automatic) const;

    testing::LabelFixture m_fixture;
    std::unique_ptr<MainWindow> m_window;
    QString m_ben;
};

void TestAdjudication::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(m_fixture.create());
    const qint64 ana = m_fixture.annotator(QStringLiteral("Ana"));
    const qint64 ben = m_fixture.annotator(QStringLiteral("Ben"));
    const qint64 lea = m_fixture.annotator(QStringLiteral("Lea"), AnnotatorRole::Lead);
    // 26 questions with one candidate passage each, graded by both:
    // q01–q10 both 3, q11–q20 both 0 (full agreements), q21–q24 Ana 3 /
    // Ben 0 (dev, binary flips), q25 Ana 2 / Ben 1 (test, binary flip),
    // q26 Ana 3 / Ben 2 (dev, one step).
    const int grades[26][2] = {{3, 3}, {3, 3}, {3, 3}, {3, 3}, {3, 3}, {3, 3}, {3, 3}, {3, 3}, {3, 3},
                               {3, 3}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0},
                               {0, 0}, {0, 0}, {3, 0}, {3, 0}, {3, 0}, {3, 0}, {2, 1}, {3, 2}};
    const QStringList words{QStringLiteral("Lorem ipsum"), QStringLiteral("dolor sit amet"), QStringLiteral("consetetur"),
                            QStringLiteral("sadipscing elitr"), QStringLiteral("sed diam nonumy")};
    for (int q = 0; q < 26; ++q) {
        const qint64 question = m_fixture.question(QStringLiteral("q%1").arg(q + 1, 2, 10, QLatin1Char('0')),
                                                   QStringLiteral("lexical"), q == 24 ? Split::Test : Split::Dev);
        const qint64 passage = m_fixture.passage(question, m_fixture.anchor(m_fixture.minimal, words[q % words.size()]));
        m_fixture.grade(ana, question, passage, grades[q][0]);
        m_fixture.grade(ben, question, passage, grades[q][1]);
    }
    QVERIFY2(m_fixture.ok(), qPrintable(m_fixture.error));
    QSettings().setValue(QStringLiteral("annotator/") + m_fixture.store->projectId(),
                         AnnotatorStore(*m_fixture.store).byId(lea)->uuid);
    m_ben = QStringLiteral("Ben");
    Q_UNUSED(ben);
    m_fixture.store.reset(); // the window opens the project itself

    m_window = std::make_unique<MainWindow>();
    m_window->setInteractive(false);
    m_window->resize(1500, 950);
    m_window->show();
    QVERIFY(m_window->openProject(m_fixture.folder()));
    QCOMPARE(m_window->editor()->annotator().name, QStringLiteral("Lea"));
    m_window->adjudicationDock()->show();
    m_window->adjudicationDock()->raise();
    m_window->agreementDock()->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // Shown, the docks have the labels read (and full agreements accepted)
    // in the background.
    QTRY_VERIFY(m_window->agreement()->isLoaded());
    QTRY_VERIFY(!m_window->adjudicationPanel()->queue()->isStale());
}

QPushButton *TestAdjudication::button(const QString &text) const
{
    for (QPushButton *candidate : m_window->adjudicationPanel()->findChildren<QPushButton *>()) {
        if (candidate->text() == text && candidate->isVisible())
            return candidate;
    }
    return nullptr;
}

int TestAdjudication::adjudicationRows(bool automatic) const
{
    QSqlQuery query(m_window->session()->store().database());
    query.prepare(QStringLiteral("SELECT count(*) FROM adjudications WHERE automatic = ? AND superseded_at IS NULL"));
    query.addBindValue(automatic);
    query.exec();
    return query.next() ? query.value(0).toInt() : -1;
}

void TestAdjudication::queueOrderAutoAcceptAndReasonRequired()
{
    AdjudicationQueueModel *queue = m_window->adjudicationPanel()->queue();
    QAbstractItemModelTester tester(queue, QAbstractItemModelTester::FailureReportingMode::QtTest);

    // Full agreements were accepted on their own, and logged.
    QCOMPARE(adjudicationRows(true), 20);
    QSqlQuery audit(m_window->session()->store().database());
    audit.exec(QStringLiteral("SELECT count(*) FROM audit WHERE action LIKE 'adjudication.auto%'"));
    QVERIFY(audit.next() && audit.value(0).toInt() >= 20);

    // Impact first (binary flips), test split before dev, one-step last.
    QCOMPARE(queue->rowCount(), 6);
    QStringList order;
    for (int row = 0; row < queue->rowCount(); ++row)
        order << queue->index(row, AdjudicationQueueModel::QuestionColumn).data().toString();
    QCOMPARE(order, (QStringList{QStringLiteral("q25"), QStringLiteral("q21"), QStringLiteral("q22"), QStringLiteral("q23"),
                                 QStringLiteral("q24"), QStringLiteral("q26")}));

    // Ana against gold: the 20 accepted agreements, all alike: κ = 1. The
    // comparison runs while its tab is shown.
    AgreementDashboardView *dashboard = m_window->dashboard();
    auto *dashboardTabs = dashboard->findChild<QTabWidget *>(QStringLiteral("dashboardTabs"));
    QVERIFY(dashboardTabs);
    dashboardTabs->setCurrentWidget(dashboard->goldTable());
    auto anaGold = [&] {
        QTableWidget *gold = dashboard->goldTable();
        for (int row = 0; row < gold->rowCount(); ++row) {
            if (gold->item(row, 0)->text() == QLatin1String("Ana"))
                return gold->item(row, 1)->text();
        }
        return QString();
    };
    QTRY_COMPARE(anaGold(), QStringLiteral("1.000")); // the gold comparison waits for saves to pause

    // Choose q21 and try to decide without a reason: refused, nothing stored.
    m_window->adjudicationPanel()->selectUnit(queue->unit(1)->questionId, queue->unit(1)->key);
    QPushButton *acceptBen = button(QStringLiteral("Accept Ben"));
    QVERIFY(acceptBen);
    QTest::mouseClick(acceptBen, Qt::LeftButton);
    QCOMPARE(adjudicationRows(false), 0);
    QCOMPARE(queue->rowCount(), 6);

    // With a reason chosen from the list, the decision goes through.
    QComboBox *reason = m_window->adjudicationPanel()->reasonCombo();
    reason->setFocus();
    QTest::keyClick(reason, Qt::Key_Down); // the first reason of the list
    QVERIFY(!reason->currentData().toString().isEmpty());
    acceptBen = button(QStringLiteral("Accept Ben"));
    QTest::mouseClick(acceptBen, Qt::LeftButton);
    QCOMPARE(adjudicationRows(false), 1);
    QCOMPARE(queue->rowCount(), 5);
    const std::vector<Decision> decided = AdjudicationStore(m_window->session()->store()).current();
    const auto lead = std::find_if(decided.begin(), decided.end(), [](const Decision &d) { return !d.automatic; });
    QVERIFY(lead != decided.end());
    QCOMPARE(lead->grade, 0);
    QVERIFY(!lead->reasonCode.isEmpty());
    QVERIFY(lead->votes.contains(QStringLiteral("votes")) || !lead->votes.isEmpty());

    // Ana against gold now: 10 (3,3), 10 (0,0), 1 (Ana 3, gold 0). The
    // reference κ of those two vectors (metrics/, checked against
    // scikit-learn and R) and by hand: 200/221.
    QJsonArray anaRow;
    QJsonArray goldRow;
    for (int i = 0; i < 21; ++i) {
        anaRow.append(i < 10 || i == 20 ? 1 : 0);
        goldRow.append(i < 10 ? 1 : 0);
    }
    AgreementCase reference;
    reference.family = QStringLiteral("cohen_kappa_binary");
    reference.inputs = QJsonObject{{QStringLiteral("ratings"), QJsonArray{anaRow, goldRow}},
                                   {QStringLiteral("categories"), QJsonArray{0, 1}}};
    const auto values = reference.compute();
    QVERIFY2(values.ok(), qPrintable(values.error()));
    const std::optional<double> expected = values->front().value;
    QVERIFY(expected);
    QVERIFY(std::abs(*expected - 200.0 / 221.0) < 1e-12);
    QTRY_COMPARE(anaGold(), QString::number(*expected, 'f', 3));

    QTest::qWait(100); // let the layouts settle before looking
    m_window->grab().save(QDir::temp().filePath(QStringLiteral("touchstone-adjudication.png")));
    dashboard->grab().save(QDir::temp().filePath(QStringLiteral("touchstone-dashboard.png")));
    auto *tabs = dashboard->findChild<QTabWidget *>(QStringLiteral("dashboardTabs"));
    QVERIFY(tabs);
    tabs->setCurrentIndex(3);
    dashboard->resize(1400, 800);
    QTest::qWait(100);
    dashboard->grab().save(QDir::temp().filePath(QStringLiteral("touchstone-dashboard-charts.png")));
}

void TestAdjudication::queueMovesOnAndDecisionsShowWhenReopened()
{
    // After the first test: q21 is decided; q25, q22, q23, q24, q26 are open.
    AdjudicationPanel *panel = m_window->adjudicationPanel();
    AdjudicationQueueModel *queue = panel->queue();
    QCOMPARE(queue->rowCount(), 5);
    const auto currentId = [&] {
        const AdjudicationUnit *unit = queue->unit(panel->queueView()->currentIndex().row());
        return unit ? unit->questionExternalId : QString();
    };
    // The queue went on to the unit after the decided one, not back to q25.
    QCOMPARE(currentId(), QStringLiteral("q22"));
    // The reason chosen for q21 is not left for q22.
    QVERIFY(panel->reasonCombo()->currentData().toString().isEmpty());

    const auto decide = [&](const QString &buttonText) {
        panel->reasonCombo()->setCurrentIndex(1);
        QPushButton *accept = button(buttonText);
        QVERIFY(accept);
        QTest::mouseClick(accept, Qt::LeftButton);
    };
    decide(QStringLiteral("Accept Ana"));
    QCOMPARE(currentId(), QStringLiteral("q23"));
    decide(QStringLiteral("Accept Ana"));
    QCOMPARE(currentId(), QStringLiteral("q24"));
    decide(QStringLiteral("Accept Ana"));
    QCOMPARE(currentId(), QStringLiteral("q26")); // the last row
    decide(QStringLiteral("Accept Ana"));
    QCOMPARE(currentId(), QStringLiteral("q25")); // wrapped round
    decide(QStringLiteral("Accept Ben"));
    QCOMPARE(queue->rowCount(), 0);
    QCOMPARE(adjudicationRows(false), 6);
    // Nothing left: the panel says so, with how each was settled.
    QVERIFY2(panel->unitTitle().contains(QLatin1String("Everything is decided")), qPrintable(panel->unitTitle()));
    QVERIFY2(panel->unitTitle().contains(QLatin1String("by hand: 6;")), qPrintable(panel->unitTitle()));
    QVERIFY2(panel->unitTitle().contains(QLatin1String("agreed: 20.")), qPrintable(panel->unitTitle()));

    // Reopened, a decided unit shows its decision, and a new one replaces it.
    QCheckBox *decidedToo = panel->findChild<QCheckBox *>();
    QVERIFY(decidedToo);
    decidedToo->setChecked(true);
    QTRY_VERIFY(queue->rowCount() == 26);
    int q25 = -1;
    for (int row = 0; row < queue->rowCount(); ++row) {
        if (queue->unit(row)->questionExternalId == QLatin1String("q25"))
            q25 = row;
    }
    QVERIFY(q25 >= 0 && queue->isDecided(q25));
    panel->queueView()->selectRow(q25);
    const QString shown = panel->decisionText();
    QVERIFY2(shown.contains(QLatin1String("Decided by Lea")), qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("grade 1")), qPrintable(shown)); // Ben's grade
    QVERIFY2(shown.contains(panel->reasonCombo()->itemText(1)), qPrintable(shown));
    decide(QStringLiteral("Accept Ana"));
    QCOMPARE(adjudicationRows(false), 6); // replaced, not added
    const std::vector<Decision> now = AdjudicationStore(m_window->session()->store()).current();
    const auto q25Decision = std::find_if(now.begin(), now.end(), [&](const Decision &d) {
        return d.questionId == queue->unit(q25)->questionId && !d.automatic;
    });
    QVERIFY(q25Decision != now.end());
    QCOMPARE(q25Decision->grade, 2);
    decidedToo->setChecked(false);
}

QTEST_MAIN(TestAdjudication)
#include "tst_adjudication.moc"
