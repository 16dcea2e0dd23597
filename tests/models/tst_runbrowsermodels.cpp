// The run browser's other models and its background work, on the runs of
// common/runbrowserfixture.h: the run list with its headline metrics, the
// side-by-side pairing of base (baseline) and cand (candidate) with its
// rescued / broken counts, the stored reports, and the workers of RunTasks
// (report written and stored; cancelled, nothing stored; holes queued).
//
// base -> cand on success@10: q1 broken, q2 rescued, q3 and q6 kept, q4
// missed by both. On nDCG@10: q2, q3 better; q1, q6 worse; q4 tied.

#include "common/runbrowserfixture.h"

#include "annotation/passagestore.h"
#include "annotation/reportstore.h"
#include "models/projectsession.h"
#include "models/reportlistmodel.h"
#include "models/runlistmodel.h"
#include "models/runpairmodel.h"
#include "models/runtasks.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace touchstone;

class TestRunBrowserModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void runList();
    void pairCountsRescuedAndBroken();
    void pairModelFilters();
    void pairRefusesDifferentVersionsOrUnknownMetric();
    void reportWorkerStoresTheReport();
    void cancelledReportStoresNothing();
    void reportTaskSignalsProgressAndResult();
    void holesWorkerQueuesUnjudgedPassages();

private:
    testing::RunBrowserFixture m_fixture;
    std::unique_ptr<ProjectSession> m_session;
};

void TestRunBrowserModels::initTestCase()
{
    m_fixture = testing::makeRunBrowserFixture();
    QVERIFY2(m_fixture.error.isEmpty(), qPrintable(m_fixture.error));
    m_fixture.project->close();
    auto session = ProjectSession::open(m_fixture.project->folder);
    QVERIFY2(session.ok(), qPrintable(session.error()));
    m_session = std::move(*session);
}

void TestRunBrowserModels::runList()
{
    RunListModel model(*m_session);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, RunListModel::NameColumn).data().toString(), QStringLiteral("base"));
    QCOMPARE(model.index(0, RunListModel::VersionColumn).data().toString(), QStringLiteral("v1"));
    QCOMPARE(model.index(0, RunListModel::QuestionsColumn).data().toInt(), 6);
    QCOMPARE(model.index(0, RunListModel::RecallColumn).data().toString(), QStringLiteral("0.500"));
    QCOMPARE(model.index(0, RunListModel::MrrColumn).data(RunListModel::ValueRole).toDouble(), 0.6);
    // judged@10 = 0.7 < 0.8: marked.
    QVERIFY(model.index(0, RunListModel::JudgedColumn).data(RunListModel::JudgedWarningRole).toBool());
    QCOMPARE(model.index(0, RunListModel::JudgedColumn).data().toString(), RunListModel::tr("⚠ %1").arg(QStringLiteral("0.700")));
    QVERIFY(!model.index(0, RunListModel::JudgedColumn).data(Qt::ToolTipRole).toString().isEmpty());
    QCOMPARE(model.rowOf(m_fixture.cand.id), 1);
    QCOMPARE(model.entry(1)->run.name, QStringLiteral("cand"));
    QCOMPARE(model.headerData(RunListModel::NdcgColumn, Qt::Horizontal).toString(), RunListModel::tr("nDCG@10"));
}

void TestRunBrowserModels::pairCountsRescuedAndBroken()
{
    auto pair = RunPairing::compute(m_session->store(), m_fixture.base.id, m_fixture.cand.id, RunComparisonOptions());
    QVERIFY2(pair.ok(), qPrintable(pair.error()));
    QCOMPARE(pair->rescued, 1);
    QCOMPARE(pair->broke, 1);
    QCOMPARE(pair->kept, 2);
    QCOMPARE(pair->missedBoth, 1);
    QCOMPARE(pair->improved, 2);
    QCOMPARE(pair->worse, 2);
    QCOMPARE(pair->tied, 1);
    QCOMPARE(int(pair->questions.size()), 5); // q5 has no answer in the corpus
    // The paired comparison agrees with the per-question signs.
    QCOMPARE(pair->comparison.stats.n, 5);
    QCOMPARE(pair->comparison.stats.bootstrap.counts.wins, 2);
    QCOMPARE(pair->comparison.stats.bootstrap.counts.losses, 2);
    QCOMPARE(pair->comparison.stats.bootstrap.counts.ties, 1);
    QCOMPARE(pair->comparison.baseline, QStringLiteral("base"));
    for (const PairedQuestion &question : pair->questions) {
        if (question.externalId == QLatin1String("q1"))
            QCOMPARE(question.flip, std::optional<RerankOutcome>(RerankOutcome::Broke));
        if (question.externalId == QLatin1String("q2"))
            QCOMPARE(question.flip, std::optional<RerankOutcome>(RerankOutcome::Rescued));
    }
}

void TestRunBrowserModels::pairModelFilters()
{
    auto pair = RunPairing::compute(m_session->store(), m_fixture.base.id, m_fixture.cand.id, RunComparisonOptions());
    QVERIFY(pair.ok());
    RunPairModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPair(std::make_shared<const RunPair>(std::move(*pair)));
    const auto ids = [&] {
        QStringList out;
        for (int row = 0; row < model.rowCount(); ++row)
            out << model.index(row, RunPairModel::IdColumn).data().toString();
        return out;
    };
    QCOMPARE(model.filter(), RunPairModel::Filter::Changed);
    QCOMPARE(ids(), QStringList({QStringLiteral("q1"), QStringLiteral("q2"), QStringLiteral("q3"), QStringLiteral("q6")}));
    model.setFilter(RunPairModel::Filter::Rescued);
    QCOMPARE(ids(), QStringList({QStringLiteral("q2")}));
    QCOMPARE(model.index(0, RunPairModel::FlipColumn).data().toString(), RunPairModel::tr("rescued"));
    QCOMPARE(model.index(0, RunPairModel::DeltaColumn).data(RunPairModel::DeltaRole).toDouble(), 1.0);
    model.setFilter(RunPairModel::Filter::Broke);
    QCOMPARE(ids(), QStringList({QStringLiteral("q1")}));
    model.setFilter(RunPairModel::Filter::Worse);
    QCOMPARE(ids(), QStringList({QStringLiteral("q1"), QStringLiteral("q6")}));
    model.setFilter(RunPairModel::Filter::All);
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(model.index(3, RunPairModel::FlipColumn).data().toString(), RunPairModel::tr("missed by both"));
}

void TestRunBrowserModels::pairRefusesDifferentVersionsOrUnknownMetric()
{
    RunComparisonOptions options;
    options.metric = QStringLiteral("nonsense@3");
    QVERIFY(!RunPairing::compute(m_session->store(), m_fixture.base.id, m_fixture.cand.id, options).ok());
    QVERIFY(!RunPairing::compute(m_session->store(), m_fixture.base.id, 4242, RunComparisonOptions()).ok());
    QVERIFY(!RunPairing::compute(m_session->store(), m_fixture.base.id, m_fixture.cand.id, RunComparisonOptions(),
                                 QStringLiteral("success@7"))
                 .ok());
}

void TestRunBrowserModels::reportWorkerStoresTheReport()
{
    const ProjectStore &store = m_session->store();
    const size_t before = ReportStore(store).list().size();
    ReportRequest request;
    request.runIds = {m_fixture.base.id, m_fixture.cand.id};
    request.baselineId = m_fixture.base.id;
    request.actor = QStringLiteral("engineer");
    QPromise<ReportOutcome> promise;
    QFuture<ReportOutcome> future = promise.future();
    promise.start();
    RunTasks::writeRetrievalReport(promise, store, request);
    promise.finish();
    QCOMPARE(future.resultCount(), 1);
    const ReportOutcome outcome = future.result();
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QCOMPARE(outcome.title, RunTasks::tr("Retrieval report: %1").arg(QStringLiteral("base, cand")));
    QCOMPARE(future.progressValue(), future.progressMaximum());
    QCOMPARE(ReportStore(store).list().size(), before + 1);
    const auto stored = ReportStore(store).byUuid(outcome.uuid);
    QVERIFY(stored.has_value());
    QCOMPARE(stored->kind, QStringLiteral("retrieval"));
    QCOMPARE(stored->runIds, m_fixture.base.uuid + QLatin1Char(',') + m_fixture.cand.uuid);
    const QJsonObject json = QJsonDocument::fromJson(stored->json).object();
    QCOMPARE(json.value(QStringLiteral("baseline")).toString(), QStringLiteral("base"));
    QCOMPARE(json.value(QStringLiteral("comparisons")).toArray().size(), 1);
    QVERIFY(stored->html.contains("cand"));

    ReportListModel reports(*m_session);
    QAbstractItemModelTester tester(&reports, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(reports.rowOf(outcome.uuid), 0); // newest first
    QCOMPARE(reports.index(0, ReportListModel::TitleColumn).data().toString(), outcome.title);
}

void TestRunBrowserModels::cancelledReportStoresNothing()
{
    const size_t before = ReportStore(m_session->store()).list().size();
    ReportRequest request;
    request.runIds = {m_fixture.base.id};
    QPromise<ReportOutcome> promise;
    QFuture<ReportOutcome> future = promise.future();
    promise.start();
    future.cancel();
    RunTasks::writeRetrievalReport(promise, m_session->store(), request);
    promise.finish();
    QCOMPARE(future.resultCount(), 0);
    QCOMPARE(ReportStore(m_session->store()).list().size(), before);

    // Runs of different versions are refused with a message.
    request.runIds = {m_fixture.base.id, 777};
    QPromise<ReportOutcome> second;
    QFuture<ReportOutcome> failed = second.future();
    second.start();
    RunTasks::writeRetrievalReport(second, m_session->store(), request);
    second.finish();
    QVERIFY(!failed.result().error.isEmpty());
    QVERIFY(failed.result().uuid.isEmpty());
}

void TestRunBrowserModels::reportTaskSignalsProgressAndResult()
{
    RunTasks tasks(*m_session);
    QSignalSpy finished(&tasks, &RunTasks::reportFinished);
    QSignalSpy progress(&tasks, &RunTasks::reportProgress);
    ReportRequest request;
    request.runIds = {m_fixture.cand.id};
    request.title = QStringLiteral("Candidate alone");
    tasks.writeReport(request);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    const auto outcome = finished.at(0).at(0).value<ReportOutcome>();
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
    QCOMPARE(outcome.title, QStringLiteral("Candidate alone"));
    QVERIFY(!outcome.cancelled);
    QVERIFY(progress.count() > 0);
}

void TestRunBrowserModels::holesWorkerQueuesUnjudgedPassages()
{
    // In the top 10 of base, unjudged: q2 M[0,50) and q4 B[200,300) (q5 has
    // no answer in the corpus: every passage of it is judged).
    QPromise<HolesOutcome> promise;
    QFuture<HolesOutcome> future = promise.future();
    promise.start();
    RunTasks::queueRunHoles(promise, m_session->store(), m_fixture.base.id, 10, QStringLiteral("engineer"));
    promise.finish();
    const HolesOutcome outcome = future.result();
    QVERIFY2(outcome.report.has_value(), qPrintable(outcome.error));
    QCOMPARE(outcome.report->holes, 2);
    QCOMPARE(outcome.report->queued, 2);
    const PassageStore passages(m_session->store());
    QCOMPARE(int(passages.forQuestion(m_fixture.questions[1].id).size()), 1);
    QCOMPARE(int(passages.forQuestion(m_fixture.questions[3].id).size()), 1);
}

QTEST_GUILESS_MAIN(TestRunBrowserModels)
#include "tst_runbrowsermodels.moc"
