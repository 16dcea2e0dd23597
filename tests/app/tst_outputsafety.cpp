// Every command that writes a file or folder, aimed at the project itself
// (its folder, its database, its documents, a parent that holds it, a link
// to any of them): exit 2, one line, and not one byte of the project
// changed. --force replaces only a previous export, never through a link.
// RELIABILITY.md "Output paths".

#include "common/cliprocess.h"
#include "common/goldfixture.h"

#include "annotation/goldfreezer.h"
#include "annotation/reportstore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

namespace {

// Every file under `folder` with its sha256, so that any change shows. The
// database's -wal and -shm files come and go with every connection; what
// they hold is checked through SQLite (judgmentCount).
QMap<QString, QByteArray> snapshot(const QString &folder)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System | QDir::Dirs | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString name = QDir(folder).relativeFilePath(path);
        if (name.endsWith(QLatin1String("-wal")) || name.endsWith(QLatin1String("-shm")))
            continue;
        if (it.fileInfo().isDir()) {
            files.insert(name + QLatin1Char('/'), QByteArray());
            continue;
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(path));
        files.insert(name, QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
    }
    return files;
}

int judgmentCount(const QString &project)
{
    const QString name = QStringLiteral("count-%1").arg(quintptr(&project));
    int count = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QDir(project).filePath(QStringLiteral("project.sqlite")));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("PRAGMA integrity_check")) && query.next()
                && query.value(0).toString() == QLatin1String("ok") && query.exec(QStringLiteral("SELECT COUNT(*) FROM judgments"))
                && query.next())
                count = query.value(0).toInt();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return count;
}

} // namespace

class TestOutputSafety : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void refusedTargets_data();
    void refusedTargets();
    void forceReplacesOnlyAPreviousExport();
    void forceNeverFollowsALink();
    void exportsFolderTakesNewExports();

private:
    QTemporaryDir m_dir;
    QString m_project;
    int m_judgments = 0;
};

void TestOutputSafety::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_project = m_dir.filePath(QStringLiteral("p"));
    auto fixture = GoldFixture::create(m_project);
    generateGoldSet(*fixture, 40);
    FreezeOptions options;
    options.version = QStringLiteral("v1");
    options.bootstrapResamples = 20;
    const auto frozen = GoldFreezer(*fixture->store).freeze(options);
    QVERIFY(frozen && frozen->version);
    ReportRecord report; // for `reports show --out`
    report.kind = QStringLiteral("retrieval");
    report.title = QStringLiteral("stored");
    report.json = "{}\n";
    report.csv = "metric\n";
    report.html = "<html></html>\n";
    const auto stored = ReportStore(*fixture->store).add(report);
    QVERIFY(stored && stored->id == 1);
    fixture.reset();
    m_judgments = judgmentCount(m_project);
    QVERIFY(m_judgments > 0);
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("elsewhere"))));
    QVERIFY(QFile::link(m_project, m_dir.filePath(QStringLiteral("link-to-project"))));
    QVERIFY(QFile::link(QDir(m_project).filePath(QStringLiteral("project.sqlite")),
                        m_dir.filePath(QStringLiteral("link-to-database"))));
}

void TestOutputSafety::refusedTargets_data()
{
    QTest::addColumn<QStringList>("arguments"); // %P the project, %D the scratch folder
    QTest::addColumn<QString>("workingDirectory");
    QTest::addColumn<QString>("reason");
    const QString p = QStringLiteral("%P");
    const QString db = QStringLiteral("%P/project.sqlite");
    auto row = [](const char *name, const QStringList &arguments, const QString &cwd = QString(),
                  const QString &reason = QStringLiteral("project")) {
        QTest::newRow(name) << arguments << cwd << reason;
    };
    row("export into the project --force", {QStringLiteral("export"), p, QStringLiteral("v1"), p, QStringLiteral("--force")});
    row("export into the project", {QStringLiteral("export"), p, QStringLiteral("v1"), p});
    row("export into . holding the project --force", {QStringLiteral("export"), p, QStringLiteral("v1"), QStringLiteral("."),
                                                      QStringLiteral("--force")}, QStringLiteral("%D"));
    row("export into documents --force", {QStringLiteral("export"), p, QStringLiteral("v1"), QStringLiteral("%P/documents"),
                                          QStringLiteral("--force")});
    row("export into exports itself --force", {QStringLiteral("export"), p, QStringLiteral("v1"), QStringLiteral("%P/exports"),
                                               QStringLiteral("--force")});
    row("export into a new folder in documents", {QStringLiteral("export"), p, QStringLiteral("v1"),
                                                  QStringLiteral("%P/documents/new")});
    row("export through a link to the project", {QStringLiteral("export"), p, QStringLiteral("v1"),
                                                  QStringLiteral("%D/link-to-project"), QStringLiteral("--force")},
        QString(), QStringLiteral("symbolic link"));
    row("export onto the database", {QStringLiteral("export"), p, QStringLiteral("v1"), db, QStringLiteral("--force")},
        QString(), QStringLiteral("not a folder"));
    row("judgments export onto the database", {QStringLiteral("judgments"), QStringLiteral("export"), p, db});
    row("judgments export through a link", {QStringLiteral("judgments"), QStringLiteral("export"), p,
                                            QStringLiteral("%D/link-to-database")});
    row("judgments export into the project", {QStringLiteral("judgments"), QStringLiteral("export"), p,
                                              QStringLiteral("%P/judgments.jsonl")});
    row("adjudications export onto the database", {QStringLiteral("adjudications"), QStringLiteral("export"), p, db});
    row("agreement ratings onto the database", {QStringLiteral("agreement"), p, QStringLiteral("--ratings-out"), db});
    row("screenshot onto the database", {QStringLiteral("--screenshot"), db, p});
    row("package export into the project", {QStringLiteral("package"), QStringLiteral("export"), p, QStringLiteral("ann1"),
                                            QStringLiteral("%P/package")});
    row("init inside the project", {QStringLiteral("init"), QStringLiteral("%P/inner")});
    row("reports show into the project", {QStringLiteral("reports"), QStringLiteral("show"), p, QStringLiteral("1"),
                                          QStringLiteral("--out"), p});
    row("reports show through a link to the project", {QStringLiteral("reports"), QStringLiteral("show"), p,
                                                       QStringLiteral("1"), QStringLiteral("--out"),
                                                       QStringLiteral("%D/link-to-project")});
}

void TestOutputSafety::refusedTargets()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, workingDirectory);
    QFETCH(QString, reason);
    for (QString &argument : arguments)
        argument.replace(QLatin1String("%P"), m_project).replace(QLatin1String("%D"), m_dir.path());
    workingDirectory.replace(QLatin1String("%D"), m_dir.path());
    const QMap<QString, QByteArray> before = snapshot(m_dir.path());
    const CliRun run = runTouchstone(arguments, workingDirectory);
    QVERIFY2(run.finished, run.err.constData());
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errorLines().size(), 1);
    QVERIFY2(run.errorLines().constFirst().contains(reason.toUtf8()), run.err.constData());
    QCOMPARE(snapshot(m_dir.path()), before);
    QCOMPARE(judgmentCount(m_project), m_judgments);
}

void TestOutputSafety::forceReplacesOnlyAPreviousExport()
{
    const QString mine = m_dir.filePath(QStringLiteral("elsewhere/mine"));
    QVERIFY(QDir().mkpath(mine));
    QFile notes(QDir(mine).filePath(QStringLiteral("notes.txt")));
    QVERIFY(notes.open(QIODevice::WriteOnly) && notes.write("my own notes") == 12);
    notes.close();
    const CliRun refused = runTouchstone({QStringLiteral("export"), m_project, QStringLiteral("v1"), mine,
                                          QStringLiteral("--force")});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("is not a previous export"), refused.err.constData());
    QVERIFY(notes.exists());

    const QString out = m_dir.filePath(QStringLiteral("elsewhere/out"));
    QCOMPARE(runTouchstone({QStringLiteral("export"), m_project, QStringLiteral("v1"), out}).exitCode, 0);
    const CliRun again = runTouchstone({QStringLiteral("export"), m_project, QStringLiteral("v1"), out});
    QCOMPARE(again.exitCode, 2);
    QVERIFY2(again.err.contains("is not empty; pass --force"), again.err.constData());
    QCOMPARE(runTouchstone({QStringLiteral("export"), m_project, QStringLiteral("v1"), out, QStringLiteral("--force")}).exitCode,
             0);
    QVERIFY(QFileInfo::exists(QDir(out).filePath(QStringLiteral("manifest.json"))));
}

void TestOutputSafety::forceNeverFollowsALink()
{
    const QString other = m_dir.filePath(QStringLiteral("elsewhere/other"));
    QVERIFY(QDir().mkpath(other));
    // Even a previous export is not replaced through a link to it.
    QCOMPARE(runTouchstone({QStringLiteral("export"), m_project, QStringLiteral("v1"), other, QStringLiteral("--force")}).exitCode,
             0);
    const QString link = m_dir.filePath(QStringLiteral("elsewhere/out-link"));
    QVERIFY(QFile::link(other, link));
    const QMap<QString, QByteArray> before = snapshot(m_dir.filePath(QStringLiteral("elsewhere")));
    const CliRun refused = runTouchstone({QStringLiteral("export"), m_project, QStringLiteral("v1"), link,
                                          QStringLiteral("--force")});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("is a symbolic link"), refused.err.constData());
    QCOMPARE(snapshot(m_dir.filePath(QStringLiteral("elsewhere"))), before);
    QCOMPARE(QDir(m_dir.filePath(QStringLiteral("elsewhere"))).entryList(QDir::Hidden | QDir::AllEntries | QDir::NoDotAndDotDot)
                 .filter(QStringLiteral(".partial")),
             QStringList());
}

void TestOutputSafety::exportsFolderTakesNewExports()
{
    const QString inside = QDir(m_project).filePath(QStringLiteral("exports/v1"));
    const CliRun run = runTouchstone({QStringLiteral("export"), m_project, QStringLiteral("v1"), inside});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFileInfo::exists(QDir(inside).filePath(QStringLiteral("manifest.json"))));
    QCOMPARE(runTouchstone({QStringLiteral("export"), m_project, QStringLiteral("v1"), inside, QStringLiteral("--force")}).exitCode,
             0);
    QCOMPARE(judgmentCount(m_project), m_judgments);
    QVERIFY(QDir(inside).removeRecursively());
}

QTEST_GUILESS_MAIN(TestOutputSafety)
#include "tst_outputsafety.moc"
