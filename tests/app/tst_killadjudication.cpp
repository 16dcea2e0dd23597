// "Every user action is one committed transaction": a lead's adjudication
// process killed with SIGKILL at random moments (100 seeded trials) never
// loses a decision it reported as made, never leaves a unit with a
// half-replaced decision, and never damages the database. The deciding
// runs in the hidden command `_adjudicate-forever`, which prints the uuid
// of each decision row only after its transaction committed.

#include "common/adjudicationscenario.h"
#include "common/killrun.h"

#include <QRandomGenerator>
#include <QSet>
#include <QSqlQuery>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;
using namespace Qt::StringLiterals;

class TestKillAdjudication : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void committedDecisionsSurviveSigkill();

private:
    // Empty when the project after a kill keeps every printed decision and
    // no unit holds rows of two decisions.
    QString check(const QSet<QString> &printed, int *stored);

    AdjudicationScenario m_project;
};

void TestKillAdjudication::initTestCase()
{
    QVERIFY2(QFileInfo(testDriverExecutable()).isExecutable(), "build the touchstone_testdriver executable first");
    QVERIFY2(m_project.build(), qPrintable(m_project.error));
    m_project.store.reset(); // the command opens it
}

QString TestKillAdjudication::check(const QSet<QString> &printed, int *stored)
{
    auto store = ProjectStore::open(m_project.folder()); // takes over the dead process's lock
    if (!store)
        return store.error();
    QSqlQuery query((*store)->database());
    if (!query.exec(u"PRAGMA integrity_check"_s) || !query.next() || query.value(0).toString() != u"ok"_s)
        return u"integrity_check: "_s + query.value(0).toString();
    QSet<QString> uuids;
    query.exec(u"SELECT uuid FROM adjudications"_s);
    while (query.next())
        uuids.insert(query.value(0).toString());
    *stored = int(uuids.size());
    for (const QString &uuid : printed)
        if (!uuids.contains(uuid))
            return u"decision %1 was reported but is gone"_s.arg(uuid);
    // A decision's rows are written together (note "decision N" names the
    // decision): a unit's current rows never mix two decisions.
    query.exec(u"SELECT question_id, unit_key, count(DISTINCT note || decided_at) FROM adjudications "
               "WHERE superseded_at IS NULL GROUP BY question_id, unit_key HAVING count(DISTINCT note || decided_at) > 1"_s);
    if (query.next())
        return u"unit %1 of question %2 holds rows of two current decisions"_s.arg(query.value(1).toString(),
                                                                                   query.value(0).toString());
    return {};
}

void TestKillAdjudication::committedDecisionsSurviveSigkill()
{
    QRandomGenerator random(20240612);
    QSet<QString> printed;
    int killedDeciding = 0;
    int stored = 0;
    for (int trial = 0; trial < 100; ++trial) {
        KillRun run({u"_adjudicate-forever"_s, m_project.folder(), u"--lead"_s, u"L"_s, u"--seed"_s, QString::number(trial)});
        QVERIFY2(run.started(), "the process did not start");
        // One trial in ten is killed anywhere from the start (opening the
        // project, loading labels); the others once deciding has begun.
        if (trial % 10 == 0) {
            run.runFor(random.bounded(0, 400));
        } else {
            QVERIFY2(run.waitForLines(1), qPrintable(u"trial %1: no decision: %2"_s.arg(trial).arg(QString::fromUtf8(run.err()))));
            QVERIFY2(run.runFor(random.bounded(0, 150)), qPrintable(u"trial %1: ended by itself: %2"_s.arg(trial)
                                                                         .arg(QString::fromUtf8(run.err()))));
            ++killedDeciding;
        }
        run.kill();
        for (const QString &uuid : run.completeLines())
            printed.insert(uuid);
        const QString problem = check(printed, &stored);
        QVERIFY2(problem.isEmpty(), qPrintable(u"trial %1: %2"_s.arg(trial).arg(problem)));
    }
    QVERIFY(killedDeciding >= 90);
    QVERIFY2(printed.size() >= 90, qPrintable(u"only %1 decisions were reported"_s.arg(printed.size())));
    qInfo("%lld decision rows reported over 100 killed runs (%d killed while deciding), %d rows stored",
          qint64(printed.size()), killedDeciding, stored);
}

QTEST_GUILESS_MAIN(TestKillAdjudication)
#include "tst_killadjudication.moc"
