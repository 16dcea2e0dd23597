// Freezing is one transaction: `touchstone freeze` killed with SIGKILL at
// random moments (100 seeded trials, a new version name each) leaves either
// the complete version — every record, its content hash right — or no
// version at all; a version the command reported is never lost; the project
// opens and passes PRAGMA integrity_check after every kill.

#include "common/goldfixture.h"
#include "common/killrun.h"

#include "annotation/canonicaljson.h"
#include "annotation/goldversionstore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;
using namespace Qt::StringLiterals;

namespace {
constexpr int kQuestions = 600;
}

class TestKillFreeze : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aVersionIsCompleteOrAbsent();

private:
    QString check(const QSet<QString> &reported, int *versions);

    QTemporaryDir m_dir;
    QString m_project;
};

void TestKillFreeze::initTestCase()
{
    QVERIFY2(QFileInfo(touchstoneExecutable()).isExecutable(), "build the touchstone executable first");
    m_project = m_dir.filePath(u"p"_s);
    auto fixture = GoldFixture::create(m_project, {corpusFile(u"pypdf-minimal-document.pdf"_s),
                                                   corpusFile(u"llncsdoc.pdf"_s)});
    generateGoldSet(*fixture, kQuestions);
}

// Empty when every version on disk is complete and every reported one is there.
QString TestKillFreeze::check(const QSet<QString> &reported, int *versions)
{
    auto store = ProjectStore::open(m_project);
    if (!store)
        return store.error();
    QSqlQuery query((*store)->database());
    if (!query.exec(u"PRAGMA integrity_check"_s) || !query.next() || query.value(0).toString() != u"ok"_s)
        return u"integrity_check: "_s + query.value(0).toString();
    const GoldVersionStore frozen(**store);
    QSet<QString> names;
    for (const GoldVersionInfo &version : frozen.versions()) {
        names.insert(version.version);
        const auto records = frozen.records(version.id);
        if (!records)
            return records.error();
        QByteArray content;
        for (const GoldVersionRecord &record : *records)
            content += record.record + '\n';
        if (int(records->size()) != kQuestions || version.questionCount != kQuestions)
            return u"version %1 holds %2 records of %3"_s.arg(version.version).arg(records->size()).arg(kQuestions);
        if (CanonicalJson::sha256(content) != version.contentSha256)
            return u"version %1: its records do not match its content hash"_s.arg(version.version);
    }
    for (const QString &name : reported)
        if (!names.contains(name))
            return u"version %1 was reported frozen but is gone"_s.arg(name);
    *versions = int(names.size());
    return {};
}

void TestKillFreeze::aVersionIsCompleteOrAbsent()
{
    // How long a complete freeze takes here, from its notice "freezing
    // VERSION" (the project is open, the transaction about to begin) to
    // its end: the kill moments spread over that.
    qint64 work = 0;
    for (int run = 0; run < 2; ++run) {
        KillRun complete({u"freeze"_s, m_project, u"full%1"_s.arg(run)});
        QVERIFY(complete.started());
        QVERIFY(complete.waitForNotice("freezing"));
        const qint64 noticed = complete.elapsed();
        QVERIFY(complete.finishWithin(120000));
        QCOMPARE(complete.exitCode(), 0);
        work = std::max(work, complete.elapsed() - noticed);
    }
    QSet<QString> reported{u"full0"_s, u"full1"_s};
    QRandomGenerator random(20240613);
    int killed = 0;
    int versions = 0;
    for (int trial = 0; trial < 100; ++trial) {
        const QString name = u"t%1"_s.arg(trial);
        KillRun run({u"freeze"_s, m_project, name});
        QVERIFY(run.started());
        // One kill in ten anywhere from the start; the others while freezing.
        const bool running = trial % 10 == 0 ? run.runFor(random.bounded(qint64(work + 100)))
                                             : run.waitForNotice("freezing") && run.runFor(random.bounded(qint64(work)));
        if (running) {
            run.kill();
            ++killed;
        } else if (run.finishWithin(120000) && run.exitCode() == 0) {
            const QJsonObject printed = QJsonDocument::fromJson(run.completeLines().value(0).toUtf8()).object();
            QCOMPARE(printed.value(u"dataset_version"_s).toString(), name);
            reported.insert(name);
        } else {
            QFAIL(qPrintable(u"trial %1: freeze failed (exit %2): %3"_s.arg(trial).arg(run.exitCode()).arg(QString::fromUtf8(run.err()))));
        }
        const QString problem = check(reported, &versions);
        QVERIFY2(problem.isEmpty(), qPrintable(u"trial %1: %2"_s.arg(trial).arg(problem)));
    }
    qInfo("freeze of %d questions: %lld ms from the notice; %d of 100 runs killed; %d versions frozen in all", kQuestions, work,
          killed, versions);
    QVERIFY2(killed >= 50, "too few runs were killed to test anything");
}

QTEST_GUILESS_MAIN(TestKillFreeze)
#include "tst_killfreeze.moc"
