// The bundled sample project as a newcomer first sees it: the GUI seeds it
// on first start (own home, offscreen), and its agreement has item-level κ
// and α filled in — at least 20 (question, passage) items rated by both
// annotators, with real disagreement — a κ trajectory of several days, a
// frozen version and one imported run.
// The dashboard (numbers, trajectory, confusion matrix) is saved as PNGs in
// the build folder (sample-dashboard-*.png) for a person to look at.

#include "common/cliprocess.h"

#include "annotation/agreementtargets.h"
#include "annotation/agreementtrajectory.h"
#include "annotation/annotatorstore.h"
#include "annotation/passagestore.h"
#include "annotation/projectagreement.h"
#include "annotation/projectlabels.h"
#include "annotation/projectstore.h"
#include "models/agreementservice.h"
#include "models/labeleditor.h"
#include "models/projectsession.h"
#include "widgets/agreementdashboardview.h"
#include "widgets/mainwindow.h"

#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;
using namespace Qt::StringLiterals;

class TestSampleProject : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void itemLevelAgreementIsFilledIn();
    void trajectoryHasSeveralDays();
    void frozenVersionAndOneRun();
    void dashboardShowsTheNumbers();
    void passageModeHasAQueueAcrossQuestions();

private:
    QTemporaryDir m_home;
    QString m_sample;
};

void TestSampleProject::initTestCase()
{
    QVERIFY(m_home.isValid());
    QProcess gui;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"HOME"_s, m_home.path());
    environment.insert(u"XDG_DATA_HOME"_s, m_home.filePath(u"data"_s));
    environment.insert(u"XDG_CONFIG_HOME"_s, m_home.filePath(u"config"_s));
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    gui.setProcessEnvironment(environment);
    gui.start(touchstoneExecutable(), {u"--screenshot"_s, m_home.filePath(u"main.png"_s)});
    QVERIFY(gui.waitForFinished(120000));
    QCOMPARE(gui.exitCode(), 0);
    const QStringList candidates = QDir(m_home.filePath(u"data/Touchstone/Touchstone"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QVERIFY2(candidates.contains(u"Sample Project"_s), qPrintable(candidates.join(u' ')));
    m_sample = m_home.filePath(u"data/Touchstone/Touchstone/Sample Project"_s);
    QVERIFY(ProjectStore::isProject(m_sample));
}

void TestSampleProject::itemLevelAgreementIsFilledIn()
{
    const CliRun run = runTouchstone({u"agreement"_s, m_sample, u"--json"_s, u"--by-pair"_s});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QVERIFY(json.value(u"items"_s).toInt() >= 20);
    QVERIFY(json.value(u"items_marked_by_one_rater"_s).toInt() > 0);
    const QJsonObject overall = json.value(u"overall"_s).toObject();
    for (const QString &key : {u"kappa_binary"_s, u"kappa_quadratic"_s, u"alpha_ordinal"_s}) {
        const QJsonObject number = overall.value(key).toObject();
        QCOMPARE(number.value(u"status"_s).toString(), u"ok"_s);
        // Realistic: agreement, and disagreement too.
        QVERIFY2(number.value(u"value"_s).toDouble() > 0.2 && number.value(u"value"_s).toDouble() < 0.95, qPrintable(key));
        QVERIFY(number.value(u"interval"_s).isObject());
    }
    QCOMPARE(json.value(u"pairs"_s).toArray().size(), 1);  // the two annotators; the lead rates nothing
}

void TestSampleProject::trajectoryHasSeveralDays()
{
    const auto store = ProjectStore::open(m_sample, ProjectStore::Access::ReadOnly);
    QVERIFY(store);
    ProjectLabels labels;
    QVERIFY(labels.load(**store).ok());
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    AgreementOptions options;
    options.resamples = 0;
    const std::vector<TrajectoryPoint> points =
        AgreementTrajectory::compute(agreement, labels, u"kappa_binary"_s, TrajectoryStep(), {}, options);
    int withValue = 0;
    for (const TrajectoryPoint &point : points) {
        QVERIFY(point.cutoffMs > 1700000000000LL);  // the labels' own days (2024), never the epoch
        withValue += point.number.value ? 1 : 0;
    }
    QVERIFY2(withValue >= 4, qPrintable(QString::number(withValue)));
}

// The lead's decisions freeze v1, and one baseline run answers it, so the
// Versions and Eval runs views are not empty either; the manifest's κ is
// the dashboard's.
void TestSampleProject::frozenVersionAndOneRun()
{
    const CliRun runs = runTouchstone({u"runs"_s, u"list"_s, m_sample});
    QVERIFY2(runs.exitCode == 0, runs.err.constData());
    const QJsonArray list = QJsonDocument::fromJson(runs.out).object().value(u"runs"_s).toArray();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list[0].toObject().value(u"name"_s).toString(), u"bm25-baseline"_s);
    QVERIFY(list[0].toObject().value(u"primary"_s).isDouble());
    const QString out = m_home.filePath(u"export"_s);
    const CliRun exported = runTouchstone({u"export"_s, m_sample, u"v1"_s, out});
    QVERIFY2(exported.exitCode == 0, exported.err.constData());
    QFile file(QDir(out).filePath(u"manifest.json"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject manifest = QJsonDocument::fromJson(file.readAll()).object();
    const CliRun agreement = runTouchstone({u"agreement"_s, m_sample, u"--json"_s, u"--resamples"_s, u"0"_s});
    const QJsonObject overall = QJsonDocument::fromJson(agreement.out).object().value(u"overall"_s).toObject();
    QCOMPARE(manifest.value(u"kappa_binary"_s).toObject().value(u"estimate"_s).toDouble(),
             overall.value(u"kappa_binary"_s).toObject().value(u"value"_s).toDouble());
    QCOMPARE(manifest.value(u"kappa_graded"_s).toObject().value(u"estimate"_s).toDouble(),
             overall.value(u"kappa_quadratic"_s).toObject().value(u"value"_s).toDouble());
    QCOMPARE(manifest.value(u"adjudicators"_s).toArray(), QJsonArray{u"Lea Fischer"_s});
}

void TestSampleProject::dashboardShowsTheNumbers()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    MainWindow window;
    window.setInteractive(false);  // no "who are you?" dialog
    window.resize(1400, 900);
    window.show();
    QVERIFY(window.openProject(m_sample));
    AgreementDashboardView *dashboard = window.dashboard();
    QVERIFY(dashboard);
    if (QDockWidget *dock = window.agreementDock()) {
        dock->setFloating(true);
        dock->resize(1100, 900);
        dock->show();
    }
    QTRY_VERIFY(dashboard->numbersTable()->rowCount() > 0);
    QTableWidget *numbers = dashboard->numbersTable();
    QString kappa;
    for (int row = 0; row < numbers->rowCount(); ++row)
        if (numbers->item(row, 0)->data(Qt::UserRole).toString() == u"kappa_binary"_s)
            kappa = numbers->item(row, 1)->text();
    QVERIFY2(!kappa.isEmpty() && kappa.at(0).isDigit(), qPrintable(kappa));
    long long confusion = 0;
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c)
            confusion += dashboard->confusionTable()->item(r, c) ? dashboard->confusionTable()->item(r, c)->text().toLongLong() : 0;
    QVERIFY(confusion >= 20);
    // The targets: the seed's until a lead sets the project's own; only a
    // lead may, and the gate then reads them.
    const QList<QDoubleSpinBox *> targets = dashboard->findChildren<QDoubleSpinBox *>();
    QCOMPARE(targets.size(), 2);
    QCOMPARE(targets[0]->value(), 0.7);
    QCOMPARE(targets[1]->value(), 0.6);
    QVERIFY(!targets[0]->isEnabled());  // nobody chosen yet: not a lead
    window.editor()->setAnnotator(*AnnotatorStore(window.session()->store()).byName(u"Lea Fischer"_s));
    QVERIFY(window.agreement()->canSetTargets());
    targets[0]->setValue(0.5);
    QCOMPARE(window.agreement()->targets().kappaBinary, 0.5);
    QCOMPARE(window.agreement()->targetFor(u"kappa_binary"_s), std::optional<double>(0.5));
    targets[0]->setValue(0.7);
    QCOMPARE(AgreementTargets::read(window.session()->store()).kappaBinary, 0.7);

    auto *tabs = dashboard->findChild<QTabWidget *>(u"dashboardTabs"_s);
    QVERIFY(tabs);
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        QTest::qWait(200);
        QVERIFY(dashboard->grab().save(QDir(QStringLiteral(TOUCHSTONE_BINARY_DIR)).filePath(u"sample-dashboard-%1.png"_s.arg(tab))));
    }
}

QTEST_MAIN(TestSampleProject)
void TestSampleProject::passageModeHasAQueueAcrossQuestions()
{
    // Out of the box passage mode has work: the run's unjudged top 3,
    // queued for several questions, so the stream can be seen moving on.
    auto store = ProjectStore::open(m_sample);
    QVERIFY2(store, qPrintable(store.error()));
    const std::vector<Passage> queued = PassageStore(**store).all();
    QSet<qint64> questions;
    for (const Passage &passage : queued) {
        QCOMPARE(passage.source, u"pool:bm25-baseline"_s);
        questions.insert(passage.questionId);
    }
    QVERIFY2(questions.size() >= 2, qPrintable(QString::number(queued.size())));
}

#include "tst_sampleproject.moc"
