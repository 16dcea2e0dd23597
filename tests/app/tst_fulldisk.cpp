// A full disk and a read-only folder: ingest into a full project folder,
// labeling until the disk fills, export into a full or read-only folder.
// Each gives one clear line (exit 2), loses nothing that was committed,
// leaves nothing half-written, and the project opens afterwards.
//
// The disk is a small tmpfs mounted for the test when the test runs as root
// and may mount (a read-only folder is the same tmpfs remounted read-only:
// root ignores file permissions, so chmod proves nothing). Where mounting is
// not permitted, a full disk is simulated with RLIMIT_FSIZE set in the child
// before exec (SIGXFSZ ignored, so writes past the limit fail with EFBIG),
// and the read-only cases are skipped with a message saying so.

#include "common/cliprocess.h"
#include "common/goldfixture.h"
#include "common/labelfixture.h"

#include "annotation/atomicfolder.h"
#include "annotation/goldfreezer.h"

#include <QCryptographicHash>
#include <QProcess>
#include <QStorageInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace touchstone;
using namespace touchstone::testing;
using namespace Qt::StringLiterals;

namespace {

// A folder on a tmpfs of `bytes`, or (mount not permitted) a plain folder
// whose writers run with RLIMIT_FSIZE = `fileLimit` (a limit per file, so
// it is chosen per case: below what must fail, above what must succeed).
class SmallDisk
{
public:
    SmallDisk(const QString &folder, qint64 bytes, qint64 fileLimit)
        : m_folder(folder)
        , m_bytes(fileLimit)
    {
        QDir().mkpath(folder);
        // TOUCHSTONE_TEST_NO_MOUNT=1 runs the RLIMIT_FSIZE path where mounting works.
        if (::geteuid() == 0 && !qEnvironmentVariableIsSet("TOUCHSTONE_TEST_NO_MOUNT"))
            m_mounted = QProcess::execute(u"mount"_s, {u"-t"_s, u"tmpfs"_s, u"-o"_s, u"size=%1"_s.arg(bytes),
                                                       u"tmpfs"_s, folder}) == 0;
    }
    ~SmallDisk()
    {
        if (m_mounted)
            QProcess::execute(u"umount"_s, {u"-l"_s, m_folder});
    }

    bool mounted() const { return m_mounted; }
    QString path(const QString &name) const { return QDir(m_folder).filePath(name); }
    bool remountReadOnly() const
    {
        return m_mounted && QProcess::execute(u"mount"_s, {u"-o"_s, u"remount,ro"_s, m_folder}) == 0;
    }

    // Fills the tmpfs so that `left` bytes stay free (no-op without a mount:
    // the limit is per file then).
    void fillUpTo(qint64 left) const
    {
        if (!m_mounted)
            return;
        QFile filler(path(u".filler"_s));
        filler.open(QIODevice::Append);
        const QByteArray block(4096, 'x');
        while (freeBytes() > left + 4096 && filler.write(block) == block.size())
            filler.flush();
    }
    void freeFiller() const { QFile::remove(path(u".filler"_s)); }

    // Runs touchstone with `arguments`; without a mount, under RLIMIT_FSIZE.
    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QList<QByteArray> errors; // "touchstone: ..." lines
    };
    Run run(const QStringList &arguments) const
    {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        process.setProcessEnvironment(environment);
        if (!m_mounted) {
            const rlim_t limit = rlim_t(m_bytes);
            process.setChildProcessModifier([limit] {
                ::signal(SIGXFSZ, SIG_IGN);
                const struct rlimit size{limit, limit};
                ::setrlimit(RLIMIT_FSIZE, &size);
            });
        }
        process.start(executableFor(arguments), arguments);
        process.waitForFinished(300000);
        Run result;
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.out = process.readAllStandardOutput();
        for (const QByteArray &line : process.readAllStandardError().split('\n'))
            if (line.startsWith("touchstone: "))
                result.errors << line;
        return result;
    }

private:
    qint64 freeBytes() const { return QStorageInfo(m_folder).bytesAvailable(); }

    QString m_folder;
    qint64 m_bytes;
    bool m_mounted = false;
};

QString sha256Of(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
}

// Empty when the project opens, passes integrity_check, and every document
// row has its complete PDF and nothing else lies in documents/.
QString projectProblem(const QString &folder)
{
    auto store = ProjectStore::open(folder);
    if (!store)
        return store.error();
    QSqlQuery query((*store)->database());
    if (!query.exec(u"PRAGMA integrity_check"_s) || !query.next() || query.value(0).toString() != u"ok"_s)
        return u"integrity_check: "_s + query.value(0).toString();
    query.exec(u"SELECT sha256 FROM documents"_s);
    QSet<QString> rows;
    while (query.next()) {
        rows.insert(query.value(0).toString());
        if (sha256Of((*store)->documentPath(query.value(0).toString())) != query.value(0).toString())
            return u"document %1 has no complete PDF"_s.arg(query.value(0).toString());
    }
    for (const QString &entry : QDir((*store)->documentsPath()).entryList(QDir::Files | QDir::Hidden))
        if (sha256Of(QDir((*store)->documentsPath()).filePath(entry)) + u".pdf"_s != entry)
            return u"documents/%1 is not a complete document"_s.arg(entry);
    return {};
}

} // namespace

class TestFullDisk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void ingestIntoAFullProject();
    void labelingUntilTheDiskIsFull();
    void exportToAFullFolder();
    void exportToAReadOnlyFolder();
    void projectOnAReadOnlyMediumOpensReadOnly_data();
    void projectOnAReadOnlyMediumOpensReadOnly();

private:
    QTemporaryDir m_dir;
};

void TestFullDisk::initTestCase()
{
    QVERIFY2(QFileInfo(touchstoneExecutable()).isExecutable(), "build the touchstone executable first");
    const SmallDisk probe(m_dir.filePath(u"probe"_s), 1 << 20, 1 << 20);
    qInfo("%s", probe.mounted() ? "a tmpfs is mounted for each case"
                                : "mount not permitted: RLIMIT_FSIZE stands for a full disk; read-only cases skipped");
}

void TestFullDisk::ingestIntoAFullProject()
{
    const SmallDisk disk(m_dir.filePath(u"ingest"_s), 2 << 20, 150 * 1024);
    const QString project = disk.path(u"p"_s);
    QVERIFY(ProjectStore::create(project).ok());
    disk.fillUpTo(120 * 1024); // the 230 KB manual does not fit
    const SmallDisk::Run full = disk.run({u"ingest"_s, project, corpusFile(u"llncsdoc.pdf"_s)});
    QCOMPARE(full.exitCode, 2);
    QCOMPARE(full.errors.size(), 1);
    QVERIFY2(full.errors.first().contains("llncsdoc.pdf"), full.errors.first().constData());
    qInfo("full disk: %s", full.errors.first().constData());
    disk.freeFiller();
    QCOMPARE(projectProblem(project), QString());
    auto store = ProjectStore::open(project);
    QCOMPARE(rowCount(**store, u"documents"_s), 0);
    store->reset();
    // With room again, the same ingest completes.
    const SmallDisk::Run again = disk.run({u"ingest"_s, project, corpusFile(u"pypdf-minimal-document.pdf"_s)});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(projectProblem(project), QString());
}

void TestFullDisk::labelingUntilTheDiskIsFull()
{
    const SmallDisk disk(m_dir.filePath(u"label"_s), 8 << 20, 1 << 20);
    const QString project = disk.path(u"p"_s);
    {
        auto store = ProjectStore::create(project);
        QVERIFY(store.ok());
        const IngestReport report = Ingest::run(**store, {corpusFile(u"pypdf-minimal-document.pdf"_s)}, {});
        QCOMPARE(report.files.front().kind, IngestOutcome::Added);
    }
    disk.fillUpTo(3 << 20);
    // Labels until a label cannot be written: then one line and exit 2.
    const SmallDisk::Run run = disk.run({u"_label-forever"_s, project, u"--count"_s, u"1000000"_s});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errors.size(), 1);
    qInfo("after %lld labels: %s", qint64(run.out.count('\n')), run.errors.first().constData());
    const QList<QByteArray> printed = run.out.split('\n').mid(0, run.out.count('\n'));
    QVERIFY2(printed.size() > 20, "the disk filled before the labeling had begun");

    // Still full: the project opens (or says in one line why not).
    auto whileFull = ProjectStore::open(project, ProjectStore::Access::ReadWriteOrReadOnly);
    if (!whileFull)
        QVERIFY2(!whileFull.error().contains(QLatin1Char('\n')), qPrintable(whileFull.error()));
    whileFull = Result<std::unique_ptr<ProjectStore>>::failure({});
    disk.freeFiller();
    QCOMPARE(projectProblem(project), QString());
    auto store = ProjectStore::open(project);
    QSet<QString> stored;
    QSqlQuery query((*store)->database());
    query.exec(u"SELECT uuid FROM judgments"_s);
    while (query.next())
        stored.insert(query.value(0).toString());
    for (const QByteArray &uuid : printed)
        QVERIFY2(stored.contains(QString::fromLatin1(uuid)), uuid.constData());
    QVERIFY(stored.size() <= printed.size() + 1);
}

void TestFullDisk::exportToAFullFolder()
{
    QTemporaryDir projectDir;
    const QString project = projectDir.filePath(u"p"_s);
    {
        auto fixture = GoldFixture::create(project, {corpusFile(u"pypdf-minimal-document.pdf"_s), corpusFile(u"llncsdoc.pdf"_s)});
        generateGoldSet(*fixture, 1000);
        FreezeOptions options;
        options.version = u"v1"_s;
        options.bootstrapResamples = 20;
        QVERIFY(GoldFreezer(*fixture->store).freeze(options)->version);
    }
    const SmallDisk disk(m_dir.filePath(u"export"_s), 256 * 1024, 64 * 1024); // the export is larger
    const QString out = disk.path(u"out"_s);
    const SmallDisk::Run run = disk.run({u"export"_s, project, u"v1"_s, out});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errors.size(), 1);
    qInfo("full disk: %s", run.errors.first().constData());
    QVERIFY2(!QFileInfo::exists(out), "a half-written export is visible");
    QCOMPARE(AtomicFolder::leftovers(out), QStringList());
    QCOMPARE(projectProblem(project), QString());
}

void TestFullDisk::exportToAReadOnlyFolder()
{
    QTemporaryDir projectDir;
    const QString project = projectDir.filePath(u"p"_s);
    {
        auto fixture = GoldFixture::create(project, {corpusFile(u"pypdf-minimal-document.pdf"_s)});
        fixture->adjudicatedQuestion(u"q1"_s, u"lexical"_s, u"pypdf-minimal-document.pdf"_s, u"Stet clita kasd gubergren"_s);
        FreezeOptions options;
        options.version = u"v1"_s;
        options.bootstrapResamples = 20;
        QVERIFY(GoldFreezer(*fixture->store).freeze(options)->version);
    }
    const SmallDisk disk(m_dir.filePath(u"readonly"_s), 1 << 20, 1 << 20);
    if (!disk.remountReadOnly())
        QSKIP("a read-only folder needs a read-only mount, which is not permitted here");
    for (const QString &out : {disk.path(u"out"_s), disk.path(u"nested/deeper/out"_s)}) {
        const SmallDisk::Run run = disk.run({u"export"_s, project, u"v1"_s, out});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errors.size(), 1);
        qInfo("read-only: %s", run.errors.first().constData());
        QVERIFY(!QFileInfo::exists(out));
    }
}

void TestFullDisk::projectOnAReadOnlyMediumOpensReadOnly_data()
{
    QTest::addColumn<bool>("withShm"); // SQLite's -shm index left beside the database, or not
    QTest::newRow("with -shm") << true;
    QTest::newRow("without -shm") << false;
}

// A project on a read-only mount (a DVD, a read-only share): every command
// that only reads works, one that saves says why it cannot, and SQLite's
// missing -shm index (it cannot create one there) is no "damaged database".
void TestFullDisk::projectOnAReadOnlyMediumOpensReadOnly()
{
    QFETCH(bool, withShm);
    const SmallDisk disk(m_dir.filePath(withShm ? u"ro-shm"_s : u"ro-noshm"_s), 64 << 20, 64 << 20);
    if (!disk.mounted())
        QSKIP("a read-only medium needs a mount, which is not permitted here");
    const QString project = disk.path(u"p"_s);
    {
        auto fixture = GoldFixture::create(project, {corpusFile(u"pypdf-minimal-document.pdf"_s)});
        fixture->adjudicatedQuestion(u"q1"_s, u"lexical"_s, u"pypdf-minimal-document.pdf"_s, u"Stet clita kasd gubergren"_s);
        FreezeOptions options;
        options.version = u"v1"_s;
        options.bootstrapResamples = 20;
        QVERIFY(GoldFreezer(*fixture->store).freeze(options)->version);
    }
    QFile::remove(QDir(project).filePath(u"project.lock"_s));
    if (withShm) {
        // A reader leaves the -shm index (and an empty -wal) behind.
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"shm-maker"_s);
        db.setDatabaseName(QDir(project).filePath(u"project.sqlite"_s));
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(u"PRAGMA journal_mode = WAL"_s));
        QVERIFY(query.exec(u"SELECT COUNT(*) FROM judgments"_s));
        QFile::copy(QDir(project).filePath(u"project.sqlite-shm"_s), QDir(project).filePath(u"keep-shm"_s));
        query.clear();
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"shm-maker"_s);
        QFile::rename(QDir(project).filePath(u"keep-shm"_s), QDir(project).filePath(u"project.sqlite-shm"_s));
        QFile wal(QDir(project).filePath(u"project.sqlite-wal"_s));
        QVERIFY(wal.open(QIODevice::WriteOnly)); // empty: everything was checkpointed
    }
    QCOMPARE(QFileInfo::exists(QDir(project).filePath(u"project.sqlite-shm"_s)), withShm);
    QVERIFY(disk.remountReadOnly());
    for (const QStringList &arguments : {QStringList{u"judgments"_s, u"export"_s, project},
                                         QStringList{u"adjudications"_s, u"export"_s, project},
                                         QStringList{u"agreement"_s, project, u"--json"_s},
                                         QStringList{u"runs"_s, u"list"_s, project},
                                         QStringList{u"verify"_s, project},
                                         QStringList{u"diff"_s, project, u"v1"_s, u"v1"_s}}) {
        const CliRun run = runTouchstone(arguments);
        QVERIFY2(run.exitCode == 0, qPrintable(arguments.join(u' ') + u": "_s + QString::fromUtf8(run.err)));
    }
    const CliRun judgments = runTouchstone({u"judgments"_s, u"export"_s, project});
    QVERIFY(judgments.out.contains("\"question_id\":\"q1\""));
    const CliRun ingest = runTouchstone({u"ingest"_s, project, corpusFile(u"opf-hello-world.pdf"_s)});
    QCOMPARE(ingest.exitCode, 2);
    QCOMPARE(ingest.errorLines().size(), 1);
    QVERIFY2(ingest.errorLines().constFirst().contains("the project's folder cannot be written"), ingest.err.constData());
    const QString shot = m_dir.filePath(withShm ? u"ro-shm.png"_s : u"ro-noshm.png"_s);
    const CliRun gui = runTouchstone({u"--screenshot"_s, shot, project});
    QVERIFY2(gui.exitCode == 0, gui.err.constData());
    QVERIFY(QFileInfo(shot).size() > 0);
}

QTEST_GUILESS_MAIN(TestFullDisk)
#include "tst_fulldisk.moc"
