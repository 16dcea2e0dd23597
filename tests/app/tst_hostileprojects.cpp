// Projects damaged from outside: a project.sqlite that is truncated (cut
// inside, or to nothing), from a newer Touchstone, or not SQLite at all, is
// refused with one clear line — the command line exits 2, the GUI's
// ProjectSession::open gives the message — and not a byte of the folder is
// changed. A stored PDF that is missing or whose bytes were changed does
// not keep the project from opening: it is reported when that document is
// opened or the project verified, and ingesting the original restores it.
// And a command-line error quoting hostile input stays one line.

#include "common/cliprocess.h"
#include "common/goldfixture.h"
#include "common/labelfixture.h"

#include "annotation/documentstore.h"
#include "annotation/goldfreezer.h"
#include "annotation/ingest.h"
#include "models/projectsession.h"
#include "widgets/documentpane.h"

#include <QDirIterator>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace touchstone;
using namespace touchstone::testing;
using namespace Qt::StringLiterals;

namespace {

using Snapshot = std::map<QString, QByteArray>; // relative path → bytes ("<dir>" for folders)

Snapshot snapshot(const QString &folder)
{
    Snapshot files;
    QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = QDir(folder).relativeFilePath(path);
        if (it.fileInfo().isDir()) {
            files[relative] = "<dir>";
            continue;
        }
        QFile file(path);
        files[relative] = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>");
    }
    return files;
}

QString describeDifference(const Snapshot &before, const Snapshot &after)
{
    for (const auto &[path, bytes] : after) {
        const auto found = before.find(path);
        if (found == before.end())
            return u"%1 appeared"_s.arg(path);
        if (found->second != bytes)
            return u"%1 changed"_s.arg(path);
    }
    for (const auto &[path, bytes] : before)
        if (!after.count(path))
            return u"%1 disappeared"_s.arg(path);
    return {};
}

} // namespace

class TestHostileProjects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void damagedDatabaseIsRefusedUntouched_data();
    void damagedDatabaseIsRefusedUntouched();
    void missingOrAlteredPdfIsReportedNotFatal_data();
    void missingOrAlteredPdfIsReportedNotFatal();
    void errorsQuotingInputStayOneLine();

private:
    QString freshCopy(const QString &name);

    QTemporaryDir m_dir;
    QString m_template;
    QString m_minimalSha;
};

void TestHostileProjects::initTestCase()
{
    m_template = m_dir.filePath(u"template"_s);
    auto fixture = GoldFixture::create(m_template, {corpusFile(u"pypdf-minimal-document.pdf"_s), corpusFile(u"llncsdoc.pdf"_s)});
    fixture->adjudicatedQuestion(u"q1"_s, u"lexical"_s, u"pypdf-minimal-document.pdf"_s, u"Stet clita kasd gubergren"_s);
    fixture->adjudicatedQuestion(u"q2"_s, u"lexical"_s, u"llncsdoc.pdf"_s, u"Copy llncs.cls to a directory"_s);
    m_minimalSha = fixture->sha256.value(u"pypdf-minimal-document.pdf"_s);
    FreezeOptions options;
    options.version = u"v1"_s;
    options.bootstrapResamples = 20;
    const auto frozen = GoldFreezer(*fixture->store).freeze(options);
    QVERIFY2(frozen && frozen->version, qPrintable(frozen ? frozen->blockers.join(u"; "_s) : frozen.error()));
    QSqlQuery checkpoint(fixture->store->database());
    QVERIFY(checkpoint.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
}

QString TestHostileProjects::freshCopy(const QString &name)
{
    const QString folder = m_dir.filePath(name);
    QDir(folder).removeRecursively();
    return copyFolder(m_template, folder) ? folder : QString();
}

void TestHostileProjects::damagedDatabaseIsRefusedUntouched_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("expected");
    QTest::newRow("truncated inside") << u"truncate"_s << u"damaged"_s;
    QTest::newRow("truncated to nothing") << u"empty"_s << u"project.sqlite is empty"_s;
    QTest::newRow("newer schema") << u"newer"_s << u"newer Touchstone"_s;
    QTest::newRow("not SQLite") << u"text"_s << u"not an SQLite database"_s;
    QTest::newRow("zeroed header") << u"zeroes"_s << u"not an SQLite database"_s;
}

void TestHostileProjects::damagedDatabaseIsRefusedUntouched()
{
    QFETCH(QString, damage);
    QFETCH(QString, expected);
    const QString folder = freshCopy(damage);
    QVERIFY(!folder.isEmpty());
    const QString database = QDir(folder).filePath(u"project.sqlite"_s);
    if (damage == u"newer"_s) {
        auto store = ProjectStore::open(folder);
        QVERIFY(store.ok());
        QSqlQuery query((*store)->database());
        QVERIFY(query.exec(u"INSERT INTO schema_migrations VALUES (999, 'from the future', 'x')"_s));
        QVERIFY(query.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s));
    } else {
        QFile file(database);
        QVERIFY(file.size() > 3 * 4096);
        if (damage == u"truncate"_s) {
            QVERIFY(file.resize(file.size() / 2 + 100));
        } else if (damage == u"empty"_s) {
            QVERIFY(file.resize(0));
        } else {
            QVERIFY(file.open(QIODevice::ReadWrite));
            file.write(damage == u"text"_s ? QByteArray("these are notes, not a database\n") : QByteArray(100, '\0'));
        }
    }
    const Snapshot before = snapshot(folder);

    // Read-write (ingest), read-only (agreement), and either (judgments export).
    const QList<QStringList> commands{{u"ingest"_s, folder, corpusFile(u"opf-hello-world.pdf"_s)},
                                      {u"agreement"_s, folder},
                                      {u"judgments"_s, u"export"_s, folder}};
    for (const QStringList &arguments : commands) {
        const CliRun run = runTouchstone(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errorLines().size(), 1);
        const QString line = QString::fromUtf8(run.errorLines().constFirst());
        QVERIFY2(line.contains(expected) && line.contains(folder), qPrintable(arguments.constFirst() + u": "_s + line));
        QVERIFY(run.out.isEmpty());
        // SQLite may add its shared-memory index beside a database it could
        // not read; no file that was there may change.
        const QString changed = describeDifference(before, snapshot(folder));
        QVERIFY2(changed.isEmpty() || changed == u"project.sqlite-shm appeared"_s,
                 qPrintable(arguments.constFirst() + u": "_s + changed));
    }

    const auto session = ProjectSession::open(folder);
    QVERIFY(!session.ok());
    QVERIFY2(session.error().contains(expected) && !session.error().contains(QLatin1Char('\n')), qPrintable(session.error()));
    const QString changed = describeDifference(before, snapshot(folder));
    QVERIFY2(changed.isEmpty() || changed == u"project.sqlite-shm appeared"_s, qPrintable(u"ProjectSession::open: "_s + changed));
}

void TestHostileProjects::missingOrAlteredPdfIsReportedNotFatal_data()
{
    QTest::addColumn<bool>("missing");
    QTest::newRow("missing") << true;
    QTest::newRow("altered") << false;
}

void TestHostileProjects::missingOrAlteredPdfIsReportedNotFatal()
{
    QFETCH(bool, missing);
    const QString folder = freshCopy(missing ? u"missing-pdf"_s : u"altered-pdf"_s);
    const QString pdf = QDir(folder).filePath(u"documents/"_s + m_minimalSha + u".pdf"_s);
    if (missing) {
        QVERIFY(QFile::remove(pdf));
    } else {
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.seek(file.size() / 2));
        file.write("XXXX"); // a few bytes changed in place
    }
    const Snapshot before = snapshot(folder);

    // The project opens, in the GUI and on the command line.
    auto session = ProjectSession::open(folder);
    QVERIFY2(session.ok(), qPrintable(session.error()));
    const auto record = (*session)->documents().documentBySha256(m_minimalSha);
    QVERIFY(record.has_value());
    const auto copy = (*session)->documents().storedCopy(*record);
    QVERIFY(!copy.ok());
    QVERIFY2(copy.error().contains(missing ? u"is missing"_s : u"was changed after it was added"_s), qPrintable(copy.error()));

    // Opening the document reports it; nothing is drawn over other bytes.
    DocumentPane pane;
    pane.setSession(session->get());
    QSignalSpy failed(&pane, &DocumentPane::failed);
    QVERIFY(!pane.showDocument(record->id));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.first().first().toString(), copy.error());
    session->reset();

    const CliRun agreement = runTouchstone({u"agreement"_s, folder});
    QVERIFY2(agreement.exitCode == 0 || agreement.exitCode == 1, agreement.err.constData());
    // Verifying the project names the document.
    const CliRun verify = runTouchstone({u"verify"_s, folder});
    QCOMPARE(verify.exitCode, 1);
    QVERIFY2(verify.out.contains(m_minimalSha.left(12).toUtf8()), verify.out.constData());
    QVERIFY2(verify.out.contains(missing ? "missing or unreadable" : "no longer match its sha256"), verify.out.constData());
    const QString changed = describeDifference(before, snapshot(folder));
    QVERIFY2(changed.isEmpty() || changed.startsWith(u"project."_s), qPrintable(changed)); // the database may checkpoint

    // Ingesting the original restores the copy.
    const CliRun ingest = runTouchstone({u"ingest"_s, folder, corpusFile(u"pypdf-minimal-document.pdf"_s)});
    QCOMPARE(ingest.exitCode, 0);
    auto reopened = ProjectStore::open(folder);
    QVERIFY(reopened.ok());
    QVERIFY(DocumentStore(**reopened).storedCopy(*record).ok());
}

// An error that quotes the input (here an unknown family name holding a
// line break, the input fuzz_agreementcase found) is still one line.
void TestHostileProjects::errorsQuotingInputStayOneLine()
{
    const QString input = sourcePath(u"tests/fuzz/regressions/agreementcase/message-with-line-break.json"_s);
    QVERIFY(QFileInfo::exists(input));
    QProcess process;
    process.start(touchstoneExecutable(), {u"agreement"_s, input});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 2);
    const QByteArray err = process.readAllStandardError();
    QCOMPARE(err.count('\n'), 1);
    QVERIFY2(err.startsWith("touchstone: ") && err.contains("\\n"), err.constData());
}

QTEST_MAIN(TestHostileProjects)
#include "tst_hostileprojects.moc"
