// Special files where a PDF or a stored copy should be: a link to /dev/zero
// and a FIFO with no writer. Every command answers in one line within
// seconds (no read until memory runs out, no hang holding the project lock)
// and the project's labels are untouched. RELIABILITY.md "Special files".

#include "common/cliprocess.h"
#include "common/goldfixture.h"

#include "annotation/goldfreezer.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace touchstone;
using namespace touchstone::testing;

class TestSpecialFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void namedFilesAreRefused_data();
    void namedFilesAreRefused();
    void storedCopyReplacedByASpecialFile_data();
    void storedCopyReplacedByASpecialFile();

private:
    QTemporaryDir m_dir;
    QString m_project;
    QString m_zero;
    QString m_fifo;
    QString m_storedCopy;
    QString m_original;
};

void TestSpecialFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_project = m_dir.filePath(QStringLiteral("p"));
    const QString name = QStringLiteral("pypdf-minimal-document.pdf");
    m_original = corpusFile(name);
    {
        auto fixture = GoldFixture::create(m_project, {m_original});
        generateGoldSet(*fixture, 10);
        FreezeOptions options;
        options.version = QStringLiteral("v1");
        options.bootstrapResamples = 20;
        const auto frozen = GoldFreezer(*fixture->store).freeze(options);
        QVERIFY(frozen && frozen->version);
        m_storedCopy = fixture->store->documentPath(fixture->sha256.value(name));
    }
    m_zero = m_dir.filePath(QStringLiteral("zero.pdf"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), m_zero));
    m_fifo = m_dir.filePath(QStringLiteral("fifo.pdf"));
    QCOMPARE(::mkfifo(QFile::encodeName(m_fifo).constData(), 0600), 0);
}

void TestSpecialFiles::namedFilesAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments"); // %P project, %F the special file
    for (const char *kind : {"zero", "fifo"}) {
        const QByteArray k(kind);
        QTest::newRow(k + " ingest") << QStringList{QStringLiteral("ingest"), QStringLiteral("%P"), QStringLiteral("%F")};
        QTest::newRow(k + " text") << QStringList{QStringLiteral("text"), QStringLiteral("%F")};
        QTest::newRow(k + " find-quote") << QStringList{QStringLiteral("find-quote"), QStringLiteral("%F"),
                                                         QStringLiteral("hello")};
    }
}

void TestSpecialFiles::namedFilesAreRefused()
{
    QFETCH(QStringList, arguments);
    const QString file = QString::fromLatin1(QTest::currentDataTag()).startsWith(QLatin1String("zero")) ? m_zero : m_fifo;
    for (QString &argument : arguments)
        argument.replace(QLatin1String("%P"), m_project).replace(QLatin1String("%F"), file);
    const CliRun run = runTouchstone(arguments, {}, 30000);
    QVERIFY2(run.finished, "the command hung");
    QVERIFY2(run.exitCode == 2 || run.exitCode == 1, run.err.constData());
    QCOMPARE(run.errorLines().size(), 1);
    QVERIFY2(run.errorLines().constFirst().contains("not a regular file"), run.err.constData());
    // The lock was let go: the project takes an ingest right after.
    if (arguments.constFirst() == QLatin1String("ingest")) {
        const CliRun again = runTouchstone({QStringLiteral("ingest"), m_project, m_original});
        QCOMPARE(again.exitCode, 0);
    }
}

void TestSpecialFiles::storedCopyReplacedByASpecialFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("zero") << QStringLiteral("zero");
    QTest::newRow("fifo") << QStringLiteral("fifo");
}

void TestSpecialFiles::storedCopyReplacedByASpecialFile()
{
    QFETCH(QString, kind);
    const QString aside = m_storedCopy + QStringLiteral(".aside");
    QVERIFY(QFile::rename(m_storedCopy, aside));
    if (kind == QLatin1String("zero"))
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), m_storedCopy));
    else
        QCOMPARE(::mkfifo(QFile::encodeName(m_storedCopy).constData(), 0600), 0);
    for (const QStringList &arguments : {QStringList{QStringLiteral("verify"), m_project},
                                         QStringList{QStringLiteral("verify"), m_project, QStringLiteral("--reparse")}}) {
        const CliRun run = runTouchstone(arguments, {}, 30000);
        QVERIFY2(run.finished, "verify hung");
        QVERIFY2(run.exitCode >= 1 && run.exitCode <= 3, run.err.constData());
        QVERIFY2((run.out + run.err).contains("not a regular file"), (run.out + run.err).constData());
    }
    // Ingesting the original replaces the special file with a true copy.
    const CliRun restored = runTouchstone({QStringLiteral("ingest"), m_project, m_original}, {}, 30000);
    QVERIFY2(restored.finished && restored.exitCode == 0, restored.err.constData());
    QFile copy(m_storedCopy);
    QVERIFY(!QFileInfo(m_storedCopy).isSymLink());
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QFile original(m_original);
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(copy.readAll(), original.readAll());
    QVERIFY(QFile::remove(aside));
}

QTEST_GUILESS_MAIN(TestSpecialFiles)
#include "tst_specialfiles.moc"
