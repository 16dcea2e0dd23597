// "Every label is committed when made": a labeling process killed with
// SIGKILL at random moments (100 seeded trials) never loses a label it
// reported as made, and never leaves a damaged or locked project. The
// labeling runs in the touchstone executable's hidden test command
// `_label-forever`, which prints each label's uuid only after its
// transaction committed.
//
// One trial in ten is killed early, within the first 80 ms: while the
// process starts, takes the project lock and opens the database. Such a
// kill once left an empty project.lock that locked the project for good
// (ProjectStore now takes over a lock nobody holds). The other trials are
// killed a random moment after the first label: timing them from the start
// made the test depend on how fast a loaded machine starts a process.

#include "common/killrun.h"
#include "common/labelfixture.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;
using namespace Qt::StringLiterals;

class TestKillLabeling : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void committedLabelsSurviveSigkill();

private:
    LabelProjects m_projects;
    QString m_folder;
};

void TestKillLabeling::initTestCase()
{
    QVERIFY2(QFileInfo(testDriverExecutable()).isExecutable(), "build the touchstone_testdriver executable first");
    QString error;
    QVERIFY2(m_projects.prepare({corpusFile(u"pypdf-minimal-document.pdf"_s)}, &error), qPrintable(error));
    QVERIFY(m_projects.copy(u"kill"_s));
    m_folder = m_projects.path(u"kill"_s);
}

void TestKillLabeling::committedLabelsSurviveSigkill()
{
    constexpr int kTrials = 100;
    QRandomGenerator random(20240501);
    QStringList printed;
    int earlyKills = 0;
    for (int trial = 0; trial < kTrials; ++trial) {
        KillRun run({u"_label-forever"_s, m_folder, u"--seed"_s, QString::number(trial)});
        QVERIFY2(run.started(), "the labeling process did not start");
        if (trial % 10 == 5) {
            run.runFor(random.bounded(0, 80));
            ++earlyKills;
        } else {
            QVERIFY2(run.waitForLines(1), qPrintable(u"trial %1: no label: %2"_s.arg(trial).arg(QString::fromUtf8(run.err()))));
            QVERIFY2(run.runFor(random.bounded(0, 200)),
                     qPrintable(u"trial %1: the labeling process ended by itself: %2"_s.arg(trial)
                                    .arg(QString::fromUtf8(run.err()))));
        }
        run.kill(); // SIGKILL: no destructor, no rollback, no checkpoint
        printed << run.completeLines();

        auto store = ProjectStore::open(m_folder); // takes over the dead process's lock
        QVERIFY2(store.ok(), qPrintable(u"trial %1: %2"_s.arg(trial).arg(store.error())));
        QSqlQuery integrity((*store)->database());
        QVERIFY(integrity.exec(u"PRAGMA integrity_check"_s) && integrity.next());
        QCOMPARE(integrity.value(0).toString(), u"ok"_s);
        QSet<QString> stored;
        QSqlQuery labels((*store)->database());
        labels.setForwardOnly(true);
        QVERIFY(labels.exec(u"SELECT uuid FROM judgments"_s));
        while (labels.next())
            stored.insert(labels.value(0).toString());
        for (const QString &uuid : std::as_const(printed))
            QVERIFY2(stored.contains(uuid), qPrintable(u"trial %1: label %2 was reported but is gone"_s.arg(trial).arg(uuid)));
        // The table holds what was reported and at most the one label per run in flight.
        QVERIFY(stored.size() >= printed.size() && stored.size() <= printed.size() + trial + 1);
    }
    QVERIFY2(printed.size() >= kTrials - earlyKills, qPrintable(u"only %1 labels were made"_s.arg(printed.size())));
    qInfo("%lld labels reported over %d killed runs (%d killed while starting)", qint64(printed.size()), kTrials,
          earlyKills);
}

QTEST_GUILESS_MAIN(TestKillLabeling)
#include "tst_killlabeling.moc"
