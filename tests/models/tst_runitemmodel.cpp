// RunItemModel: a lazy table over RunStore::questions. Pages arrive through
// canFetchMore / fetchMore; sorting and filtering re-query and reset; every
// state and every page inserted is checked by QAbstractItemModelTester. Data: the base run of
// common/runbrowserfixture.h (six questions, two failing: q2, q4).

#include "common/runbrowserfixture.h"

#include "models/projectsession.h"
#include "models/runitemmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace touchstone;

class TestRunItemModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void pagesArriveOnFetchMore();
    void sortRequeriesAndKeepsTheCount();
    void onlyIdAndMetricColumnsSort();
    void failingAndStratumFilters();
    void displayAndRoles();
    void emptyRun();

private:
    QStringList loadedIds() const;
    void fetchAll();

    testing::RunBrowserFixture m_fixture;
    std::unique_ptr<ProjectSession> m_session;
    std::unique_ptr<RunItemModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestRunItemModel::initTestCase()
{
    m_fixture = testing::makeRunBrowserFixture();
    QVERIFY2(m_fixture.error.isEmpty(), qPrintable(m_fixture.error));
    m_fixture.project->close();
    auto session = ProjectSession::open(m_fixture.project->folder);
    QVERIFY2(session.ok(), qPrintable(session.error()));
    m_session = std::move(*session);
}

void TestRunItemModel::init()
{
    m_model = std::make_unique<RunItemModel>(*m_session);
    m_model->setPageSize(2);
    m_model->setGrowSlowPages(false);
    m_tester = std::make_unique<QAbstractItemModelTester>(m_model.get(),
                                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Qt 6.4's tester calls fetchMore from its checks after modelReset
    // while it still counts the reset as in flight, and then reports the
    // page that fetch inserts as an insertion inside a reset. The test
    // drives fetchMore itself; the tester still checks every insertion.
    m_tester->setUseFetchMore(false);
}

void TestRunItemModel::cleanup()
{
    m_tester.reset();
    m_model.reset();
}

QStringList TestRunItemModel::loadedIds() const
{
    QStringList ids;
    for (int row = 0; row < m_model->rowCount(); ++row)
        ids << m_model->index(row, RunItemModel::IdColumn).data().toString();
    return ids;
}

void TestRunItemModel::fetchAll()
{
    while (m_model->canFetchMore({}))
        m_model->fetchMore({});
}

void TestRunItemModel::pagesArriveOnFetchMore()
{
    QSignalSpy totals(m_model.get(), &RunItemModel::totalChanged);
    QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
    m_model->setRun(m_fixture.base.id);
    QCOMPARE(totals.count(), 1);
    QCOMPARE(totals.at(0).at(0).toInt(), 6);
    QCOMPARE(m_model->totalCount(), 6);
    QCOMPARE(m_model->rowCount(), 2);
    QVERIFY(m_model->canFetchMore({}));
    QVERIFY(!m_model->settings().isEmpty());

    m_model->fetchMore({});
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.at(0).at(1).toInt(), 2);
    QCOMPARE(inserted.at(0).at(2).toInt(), 3);
    m_model->fetchMore({});
    QCOMPARE(m_model->rowCount(), 6);
    QVERIFY(!m_model->canFetchMore({}));
    m_model->fetchMore({}); // nothing more: no signal
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(loadedIds(), QStringList({QStringLiteral("q1"), QStringLiteral("q2"), QStringLiteral("q3"),
                                       QStringLiteral("q4"), QStringLiteral("q5"), QStringLiteral("q6")}));
    QVERIFY(!m_model->canFetchMore(m_model->index(0, 0))); // a table: no children
}

void TestRunItemModel::sortRequeriesAndKeepsTheCount()
{
    m_model->setRun(m_fixture.base.id);
    m_model->setFailing({QStringLiteral("success@10"), 0.0, true});
    QCOMPARE(m_model->totalCount(), 2);
    QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
    m_model->setFailing({});
    QCOMPARE(m_model->totalCount(), 6);
    const int ndcg = m_model->columnOf(QStringLiteral("ndcg@10"));
    QVERIFY(ndcg >= RunItemModel::FirstMetricColumn);
    m_model->sort(ndcg, Qt::AscendingOrder);
    QCOMPARE(resets.count(), 2);
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(m_model->totalCount(), 6);
    fetchAll();
    QCOMPARE(loadedIds(), QStringList({QStringLiteral("q2"), QStringLiteral("q4"), QStringLiteral("q3"),
                                       QStringLiteral("q1"), QStringLiteral("q6"), QStringLiteral("q5")}));
    m_model->sort(m_model->columnOf(QStringLiteral("recall@10")), Qt::DescendingOrder);
    QCOMPARE(m_model->sortMetric(), QStringLiteral("recall@10"));
    QVERIFY(m_model->sortDescending());
    fetchAll();
    QCOMPARE(loadedIds(), QStringList({QStringLiteral("q1"), QStringLiteral("q6"), QStringLiteral("q3"),
                                       QStringLiteral("q2"), QStringLiteral("q4"), QStringLiteral("q5")}));
    m_model->sort(RunItemModel::IdColumn, Qt::DescendingOrder);
    QCOMPARE(m_model->index(0, RunItemModel::IdColumn).data().toString(), QStringLiteral("q6"));
}

void TestRunItemModel::onlyIdAndMetricColumnsSort()
{
    m_model->setRun(m_fixture.base.id);
    QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
    m_model->sort(RunItemModel::StratumColumn, Qt::DescendingOrder);
    m_model->sort(m_model->columnCount() - 1, Qt::DescendingOrder); // the judge column
    QCOMPARE(resets.count(), 0);
    QVERIFY(!m_model->isSortable(RunItemModel::ItemsColumn));
    QVERIFY(m_model->isSortable(RunItemModel::IdColumn));
    m_model->sort(RunItemModel::IdColumn, Qt::AscendingOrder); // already so
    QCOMPARE(resets.count(), 0);
}

void TestRunItemModel::failingAndStratumFilters()
{
    m_model->setRun(m_fixture.base.id);
    m_model->setFailing({QStringLiteral("success@10"), 0.0, true});
    QVERIFY(m_model->failing().isActive());
    fetchAll();
    QCOMPARE(loadedIds(), QStringList({QStringLiteral("q2"), QStringLiteral("q4")}));
    for (int row = 0; row < m_model->rowCount(); ++row)
        QVERIFY(m_model->index(row, 0).data(RunItemModel::FailingRole).toBool());
    m_model->setFailing({QString(), 0.0, true});
    QCOMPARE(loadedIds(), QStringList({QStringLiteral("q4")}));
    m_model->setFailing({QStringLiteral("ndcg@10"), 0.7, false});
    fetchAll();
    QCOMPARE(loadedIds(), QStringList({QStringLiteral("q2"), QStringLiteral("q3"), QStringLiteral("q4")}));
    m_model->setStratum(QStringLiteral("lexical"));
    QCOMPARE(loadedIds(), QStringList({QStringLiteral("q4")}));
    m_model->setFailing({});
    QCOMPARE(loadedIds(), QStringList({QStringLiteral("q1"), QStringLiteral("q4")}));
    m_model->setStratum({});
    m_model->setSearch(QStringLiteral("6"));
    QCOMPARE(loadedIds(), QStringList({QStringLiteral("q6")}));
    QCOMPARE(m_model->totalCount(), 1);
}

void TestRunItemModel::displayAndRoles()
{
    m_model->setPageSize(10);
    m_model->setRun(m_fixture.base.id);
    QCOMPARE(m_model->rowCount(), 6);
    const int success = m_model->columnOf(QStringLiteral("success@10"));
    const int recall = m_model->columnOf(QStringLiteral("recall@10"));
    const int judge = m_model->columnCount() - 1;
    QCOMPARE(m_model->headerData(m_model->columnOf(QStringLiteral("ndcg@10")), Qt::Horizontal).toString(),
             QStringLiteral("nDCG@10"));
    QCOMPARE(m_model->index(2, recall).data().toString(), QStringLiteral("0.500"));
    QCOMPARE(m_model->index(2, recall).data(RunItemModel::ValueRole).toDouble(), 0.5);
    QCOMPARE(m_model->index(1, success).data().toString(), QStringLiteral("0.000"));
    QVERIFY(m_model->index(1, 0).data(RunItemModel::FailingRole).toBool());
    QVERIFY(!m_model->index(0, 0).data(RunItemModel::FailingRole).toBool());
    // q5: no answer in the corpus, no values (never 0).
    QVERIFY(!m_model->index(4, success).data(RunItemModel::ValueRole).isValid());
    QCOMPARE(m_model->index(4, success).data().toString(), RunItemModel::tr("no answer"));
    QCOMPARE(m_model->index(3, judge).data().toString(), RunItemModel::tr("FAIL %1/%2").arg(1).arg(1));
    QCOMPARE(m_model->index(0, judge).data().toString(), RunItemModel::tr("pass %1").arg(1));
    QCOMPARE(m_model->index(1, judge).data().toString(), QString());
    QCOMPARE(m_model->index(3, 0).data(RunItemModel::QuestionUuidRole).toString(), m_fixture.questions[3].uuid);
    QCOMPARE(m_model->rowOf(m_fixture.questions[3].uuid), 3);
    m_model->setMetrics({QStringLiteral("map")});
    QCOMPARE(m_model->columnCount(), RunItemModel::FirstMetricColumn + 2);
    QCOMPARE(m_model->sortMetric(), QStringLiteral("id"));
}

void TestRunItemModel::emptyRun()
{
    m_model->setRun(0);
    QCOMPARE(m_model->rowCount(), 0);
    QVERIFY(!m_model->canFetchMore({}));
    m_model->setRun(987654);
    QCOMPARE(m_model->rowCount(), 0);
    QCOMPARE(m_model->totalCount(), 0);
}

QTEST_GUILESS_MAIN(TestRunItemModel)
#include "tst_runitemmodel.moc"
