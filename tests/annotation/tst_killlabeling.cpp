// "Every label is committed when made": a labeling process killed with
// SIGKILL at random moments (50 seeded trials) never loses a label it
// reported as made, and never leaves a damaged database. The labeling runs
// in the touchstone executable's hidden test command `_label-forever`,
// which prints each label's uuid only after its transaction committed.

#include "common/labelfixture.h"


#include <QElapsedTimer>
#include <QProcess>
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
    QStringList runAndKill(int trial, int killAfterMs, QString *problem);

    LabelProjects m_projects;
    QString m_folder;
};

void TestKillLabeling::initTestCase()
{
    QVERIFY2(QFileInfo(touchstoneExecutable()).isExecutable(), "build the touchstone executable first");
    QString error;
    QVERIFY2(m_projects.prepare({corpusFile(u"pypdf-minimal-document.pdf"_s)}, &error), qPrintable(error));
    QVERIFY(m_projects.copy(u"kill"_s));
    m_folder = m_projects.path(u"kill"_s);
}

// Starts the labeling process, kills it after `killAfterMs` and returns the
// uuids it printed on complete lines.
QStringList TestKillLabeling::runAndKill(int trial, int killAfterMs, QString *problem)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    process.setProcessEnvironment(environment);
    process.start(touchstoneExecutable(), {u"_label-forever"_s, m_folder, u"--seed"_s, QString::number(trial)});
    if (!process.waitForStarted()) {
        *problem = process.errorString();
        return {};
    }
    QByteArray out;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < killAfterMs && process.state() == QProcess::Running) {
        process.waitForReadyRead(int(std::max<qint64>(1, killAfterMs - timer.elapsed())));
        out += process.readAllStandardOutput();
    }
    if (process.state() != QProcess::Running) {
        *problem = u"the labeling process ended by itself: "_s + QString::fromUtf8(process.readAllStandardError());
        return {};
    }
    process.kill(); // SIGKILL: no destructor, no rollback, no checkpoint
    process.waitForFinished();
    out += process.readAllStandardOutput();
    QStringList uuids;
    const QList<QByteArray> lines = out.split('\n');
    for (int i = 0; i + 1 < lines.size(); ++i) // the last piece has no newline: not reported yet
        uuids << QString::fromLatin1(lines[i]);
    return uuids;
}

void TestKillLabeling::committedLabelsSurviveSigkill()
{
    QRandomGenerator random(20240501);
    QStringList printed;
    int emptyTrials = 0;
    for (int trial = 0; trial < 50; ++trial) {
        QString problem;
        const QStringList uuids = runAndKill(trial, random.bounded(30, 450), &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        emptyTrials += uuids.isEmpty() ? 1 : 0;
        printed << uuids;

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
    QVERIFY2(printed.size() >= 100, qPrintable(u"only %1 labels were made"_s.arg(printed.size())));
    QVERIFY2(emptyTrials < 50, "every kill came before the first label");
    qInfo("%lld labels reported over 50 killed runs; %d runs killed before their first label",
          qint64(printed.size()), emptyTrials);
}

QTEST_GUILESS_MAIN(TestKillLabeling)
#include "tst_killlabeling.moc"
