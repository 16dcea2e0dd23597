#include "annotation/migrations.h"
#include "annotation/projectstore.h"
#include "annotation/transaction.h"

#include <QFile>
#include <QDir>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

using namespace touchstone;

class TestProjectStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createsLayoutAndSchema();
    void migrationsAreRecordedOnce();
    void refusesNonEmptyFolderAndExistingProject();
    void transactionRollsBackUnlessCommitted();
    void secondWriterIsRefusedOrReadOnly();
    void emptyLockOfAKilledProcessIsTakenOver();
    void refusesNewerSchema();
    void refusesFileThatIsNotSqlite();
    void refusesTruncatedDatabase();
    void refusesTruncatedLargeDatabase();
    void walAndForeignKeysAreOn();
};

void TestProjectStore::createsLayoutAndSchema()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("p"));
    auto store = ProjectStore::create(folder);
    QVERIFY2(store.ok(), qPrintable(store.error()));
    QVERIFY(QFile::exists(folder + QStringLiteral("/project.sqlite")));
    QVERIFY(QFileInfo(folder + QStringLiteral("/documents")).isDir());
    QVERIFY(QFileInfo(folder + QStringLiteral("/exports")).isDir());
    QVERIFY(!(*store)->projectId().isEmpty());
    QCOMPARE(Migrations::currentVersion((*store)->database()), Migrations::latestVersion());
}

void TestProjectStore::migrationsAreRecordedOnce()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("p"));
    QString id;
    {
        auto store = ProjectStore::create(folder);
        QVERIFY(store.ok());
        id = (*store)->projectId();
    }
    auto reopened = ProjectStore::open(folder);
    QVERIFY2(reopened.ok(), qPrintable(reopened.error()));
    QCOMPARE((*reopened)->projectId(), id);
    QSqlQuery query((*reopened)->database());
    QVERIFY(query.exec(QStringLiteral("SELECT count(*), count(DISTINCT version) FROM schema_migrations")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), int(Migrations::all().size()));
    QCOMPARE(query.value(1).toInt(), int(Migrations::all().size()));
}

void TestProjectStore::refusesNonEmptyFolderAndExistingProject()
{
    QTemporaryDir dir;
    QFile stray(dir.filePath(QStringLiteral("notes.txt")));
    QVERIFY(stray.open(QIODevice::WriteOnly));
    stray.write("keep me");
    stray.close();
    const auto refused = ProjectStore::create(dir.path());
    QVERIFY(!refused.ok());
    QVERIFY(refused.error().contains(QStringLiteral("not empty")));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("notes.txt"))));

    const QString folder = dir.filePath(QStringLiteral("p"));
    { QVERIFY(ProjectStore::create(folder).ok()); }
    const auto again = ProjectStore::create(folder);
    QVERIFY(!again.ok());
    QVERIFY(again.error().contains(QStringLiteral("already exists")));
}

void TestProjectStore::transactionRollsBackUnlessCommitted()
{
    QTemporaryDir dir;
    auto store = ProjectStore::create(dir.filePath(QStringLiteral("p")));
    QVERIFY(store.ok());
    QSqlDatabase db = (*store)->database();
    auto count = [&] {
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT count(*) FROM audit WHERE action = 'probe'"));
        q.next();
        return q.value(0).toInt();
    };
    {
        Transaction transaction(db);
        QVERIFY(transaction.isActive());
        QVERIFY((*store)->audit(QStringLiteral("tester"), QStringLiteral("probe")));
        QCOMPARE(count(), 1); // visible inside the transaction
    } // destroyed without commit
    QCOMPARE(count(), 0);
    {
        Transaction transaction(db);
        QVERIFY((*store)->audit(QStringLiteral("tester"), QStringLiteral("probe")));
        QVERIFY(transaction.commit());
    }
    QCOMPARE(count(), 1);
}

void TestProjectStore::secondWriterIsRefusedOrReadOnly()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("p"));
    auto first = ProjectStore::create(folder);
    QVERIFY(first.ok());
    QVERIFY(!(*first)->isReadOnly());

    // QLockFile locks per process; a second process must be refused. Within
    // one process the lock file is taken too, so this exercises the same path.
    const auto refused = ProjectStore::open(folder, ProjectStore::Access::ReadWrite);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(QStringLiteral("open in another Touchstone")), qPrintable(refused.error()));

    auto readOnly = ProjectStore::open(folder, ProjectStore::Access::ReadWriteOrReadOnly);
    QVERIFY2(readOnly.ok(), qPrintable(readOnly.error()));
    QVERIFY((*readOnly)->isReadOnly());
    QSqlQuery write((*readOnly)->database());
    QVERIFY(!write.exec(QStringLiteral("INSERT INTO audit (at, action) VALUES ('x', 'y')")));
}

// A process killed between creating project.lock and writing its PID into
// it leaves an empty file (seen as a kill test that failed under load:
// "open in another Touchstone (process 0 on )" for every later open). With
// nobody holding the file's flock, the lock is stale; while a live process
// holds it (it has created the file and not yet written it), it is not.
void TestProjectStore::emptyLockOfAKilledProcessIsTakenOver()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("p"));
    QVERIFY(ProjectStore::create(folder).ok());
    const QString lockPath = QDir(folder).filePath(QStringLiteral("project.lock"));
    QFile lock(lockPath);
    QVERIFY(lock.open(QIODevice::WriteOnly)); // empty, like the killed process left it

    const int fd = ::open(QFile::encodeName(lockPath).constData(), O_RDONLY);
    QVERIFY(fd >= 0);
    QCOMPARE(::flock(fd, LOCK_EX | LOCK_NB), 0); // a live owner between create and write
    const auto refused = ProjectStore::open(folder);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(QStringLiteral("open in another Touchstone")), qPrintable(refused.error()));
    ::close(fd); // the owner dies

    const auto opened = ProjectStore::open(folder);
    QVERIFY2(opened.ok(), qPrintable(opened.error()));
    QVERIFY(!(*opened)->isReadOnly());
    QVERIFY(QFileInfo(lockPath).size() > 0); // ours now
}

void TestProjectStore::refusesNewerSchema()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("p"));
    {
        auto store = ProjectStore::create(folder);
        QVERIFY(store.ok());
        QSqlQuery q((*store)->database());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO schema_migrations VALUES (999, 'future', 'x')")));
    }
    const QByteArray before = [&] {
        QFile f(folder + QStringLiteral("/project.sqlite"));
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    const auto refused = ProjectStore::open(folder);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(QStringLiteral("newer Touchstone")), qPrintable(refused.error()));
    QFile after(folder + QStringLiteral("/project.sqlite"));
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);
}

void TestProjectStore::refusesFileThatIsNotSqlite()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("p"));
    QVERIFY(QDir().mkpath(folder));
    QFile file(folder + QStringLiteral("/project.sqlite"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("this is a text file, not a database\n");
    file.close();
    const auto refused = ProjectStore::open(folder);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(QStringLiteral("not an SQLite database")), qPrintable(refused.error()));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("this is a text file, not a database\n"));
}

void TestProjectStore::refusesTruncatedDatabase()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("p"));
    {
        auto store = ProjectStore::create(folder);
        QVERIFY(store.ok());
        QSqlQuery q((*store)->database());
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
    }
    QFile file(folder + QStringLiteral("/project.sqlite"));
    QVERIFY(file.size() > 4096);
    QVERIFY(file.resize(4096 + 100)); // cut inside the second page
    const auto refused = ProjectStore::open(folder);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(QStringLiteral("damaged")) || refused.error().contains(QStringLiteral("database")),
             qPrintable(refused.error()));
}

// A database over 64 MB is not read through on every open (quick_check
// reads every page: seconds at a million labels); its header's page count
// must still fit in the file, so one cut short is refused all the same.
void TestProjectStore::refusesTruncatedLargeDatabase()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("p"));
    {
        auto store = ProjectStore::create(folder);
        QVERIFY(store.ok());
        QSqlQuery q((*store)->database());
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE ballast (b BLOB)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO ballast SELECT zeroblob(1048576) FROM "
                                      "(WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 70) "
                                      "SELECT i FROM n)")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
    }
    QFile file(folder + QStringLiteral("/project.sqlite"));
    QVERIFY(file.size() > qint64(70) << 20);
    QVERIFY(ProjectStore::open(folder).ok()); // whole: opens
    QVERIFY(file.resize(file.size() - 3 * 4096 - 100));
    const auto refused = ProjectStore::open(folder);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(QStringLiteral("damaged")) && refused.error().contains(QStringLiteral("missing")),
             qPrintable(refused.error()));
}

void TestProjectStore::walAndForeignKeysAreOn()
{
    QTemporaryDir dir;
    auto store = ProjectStore::create(dir.filePath(QStringLiteral("p")));
    QVERIFY(store.ok());
    QSqlQuery q((*store)->database());
    QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
    QVERIFY(q.exec(QStringLiteral("PRAGMA foreign_keys")) && q.next());
    QCOMPARE(q.value(0).toInt(), 1);
}

QTEST_GUILESS_MAIN(TestProjectStore)
#include "tst_projectstore.moc"
