// The document commands as a user runs them: init, ingest, text, find-quote.

#include "common/cliprocess.h"
#include "common/corpus.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone::testing;

class TestPdfCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void brokenFilesGiveOneLineAndExit2_data();
    void brokenFilesGiveOneLineAndExit2();
    void findQuotePrintsOneJsonObject();
    void findQuoteNotFoundExits1();
    void passwordIsAskedForAndChecked();
    void textPrintsCanonicalPages();
    void initThenIngestTwice();
};

void TestPdfCommands::brokenFilesGiveOneLineAndExit2_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("reason");
    QTest::newRow("invalid") << "ocrmypdf-invalid.pdf" << "not a valid or readable PDF";
    QTest::newRow("zero pages") << "govdocs-195981-truncated.pdf" << "incomplete or damaged";
    QTest::newRow("page-tree loop") << "opf-page-tree-loop.pdf" << "damaged";
    QTest::newRow("user password") << "pypdf-libreoffice-writer-password.pdf" << "password";
    QTest::newRow("aes-256 password") << "pdfminer-aes-256-r6.pdf" << "password";
    QTest::newRow("missing file") << "no-such-file.pdf" << "not found";
}

void TestPdfCommands::brokenFilesGiveOneLineAndExit2()
{
    QFETCH(QString, file);
    QFETCH(QString, reason);
    for (const QStringList &arguments : {QStringList{QStringLiteral("text"), corpusFile(file)},
                                         QStringList{QStringLiteral("find-quote"), corpusFile(file), QStringLiteral("x")}}) {
        const CliRun run = runTouchstone(arguments);
        QVERIFY(run.finished);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        const QList<QByteArray> lines = run.errorLines();
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.front().contains(file.toUtf8()), lines.front().constData());
        QVERIFY2(lines.front().contains(reason.toUtf8()), lines.front().constData());
    }
}

void TestPdfCommands::findQuotePrintsOneJsonObject()
{
    const CliRun run = runTouchstone({QStringLiteral("find-quote"), corpusFile(QStringLiteral("llncsdoc.pdf")),
                                      QStringLiteral("authors, affiliations, abstract, and additional metadata."),
                                      QStringLiteral("--page-hint"), QStringLiteral("1")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.count('\n'), 1);
    const QJsonObject object = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(object.value(QStringLiteral("found")).toBool(), true);
    QCOMPARE(object.value(QStringLiteral("page")).toInt(), 1);
    QCOMPARE(object.value(QStringLiteral("match")).toString(), QStringLiteral("normalized"));
    QCOMPARE(object.value(QStringLiteral("score")).toDouble(), 1.0);
    const int start = object.value(QStringLiteral("start")).toInt();
    const int end = object.value(QStringLiteral("end")).toInt();
    QVERIFY(end > start);

    // The offsets are code points of what `touchstone text` prints.
    const CliRun text = runTouchstone({QStringLiteral("text"), corpusFile(QStringLiteral("llncsdoc.pdf"))});
    const QList<uint> codePoints = QString::fromUtf8(text.out).toUcs4();
    const QString anchored = QString::fromUcs4(reinterpret_cast<const char32_t *>(codePoints.constData()) + start, end - start);
    QCOMPARE(anchored.simplified(), QStringLiteral("authors, affiliations, abstract, and additional metadata."));
}

void TestPdfCommands::findQuoteNotFoundExits1()
{
    const CliRun run = runTouchstone({QStringLiteral("find-quote"), corpusFile(QStringLiteral("acmart-sample-sigconf.pdf")),
                                      QStringLiteral("A clear and well-documented LaTeX document is presented as an article")});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject object = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(object.value(QStringLiteral("found")).toBool(), false);
    QVERIFY(!object.value(QStringLiteral("reason")).toString().isEmpty());

    const CliRun badHint = runTouchstone({QStringLiteral("find-quote"), corpusFile(QStringLiteral("acmart-sample-sigconf.pdf")),
                                          QStringLiteral("ACM"), QStringLiteral("--page-hint"), QStringLiteral("99")});
    QCOMPARE(badHint.exitCode, 2);
    QCOMPARE(badHint.errorLines().size(), 1);
}

void TestPdfCommands::passwordIsAskedForAndChecked()
{
    const QString file = corpusFile(QStringLiteral("pdfminer-aes-256-r6.pdf"));
    const CliRun wrong = runTouchstone({QStringLiteral("text"), file, QStringLiteral("--password"), QStringLiteral("nope")});
    QCOMPARE(wrong.exitCode, 2);
    QVERIFY(wrong.errorLines().front().contains("does not open"));
    const CliRun right = runTouchstone({QStringLiteral("text"), file, QStringLiteral("--password"), QStringLiteral("usersecret")});
    QCOMPARE(right.exitCode, 0);
    QVERIFY2(right.out.contains("Hello World"), right.out.constData());
}

void TestPdfCommands::textPrintsCanonicalPages()
{
    const CliRun page = runTouchstone({QStringLiteral("text"), corpusFile(QStringLiteral("acmart-sample-sigconf.pdf")),
                                       QStringLiteral("--page"), QStringLiteral("2")});
    QCOMPARE(page.exitCode, 0);
    QVERIFY(!page.out.contains('\f'));
    const CliRun all = runTouchstone({QStringLiteral("text"), corpusFile(QStringLiteral("acmart-sample-sigconf.pdf"))});
    QCOMPARE(all.out.count('\f'), 5);
    QVERIFY(all.out.contains(page.out.trimmed()));

    const CliRun scan = runTouchstone({QStringLiteral("text"), corpusFile(QStringLiteral("ocrmypdf-c02-22-scan.pdf"))});
    QCOMPARE(scan.exitCode, 0);
    QVERIFY2(scan.err.contains("no text layer"), scan.err.constData());
}

void TestPdfCommands::initThenIngestTwice()
{
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("project"));
    QCOMPARE(runTouchstone({QStringLiteral("init"), project}).exitCode, 0);
    const CliRun again = runTouchstone({QStringLiteral("init"), project});
    QCOMPARE(again.exitCode, 2);
    QCOMPARE(again.errorLines().size(), 1);

    const QString pdf = corpusFile(QStringLiteral("pypdf-multicolumn.pdf"));
    // Progress goes to stderr on a terminal, or when asked for.
    QProcessEnvironment progress;
    progress.insert(QStringLiteral("TOUCHSTONE_PROGRESS"), QStringLiteral("1"));
    const CliRun first = runTouchstone({QStringLiteral("ingest"), project, pdf}, {}, 120000, progress);
    QCOMPARE(first.exitCode, 0);
    QVERIFY(first.err.contains("100%"));
    QCOMPARE(QJsonDocument::fromJson(first.out).array().at(0).toObject().value(QStringLiteral("status")).toString(),
             QStringLiteral("added"));
    const CliRun second = runTouchstone({QStringLiteral("ingest"), project, pdf});
    QCOMPARE(second.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(second.out).array().at(0).toObject().value(QStringLiteral("status")).toString(),
             QStringLiteral("already_present"));

    const CliRun broken = runTouchstone({QStringLiteral("ingest"), project, corpusFile(QStringLiteral("ocrmypdf-invalid.pdf"))});
    QCOMPARE(broken.exitCode, 2);
    QCOMPARE(broken.errorLines().size(), 1);
    QCOMPARE(QDir(project + QStringLiteral("/documents")).entryList(QDir::Files).size(), 1);
}

QTEST_GUILESS_MAIN(TestPdfCommands)
#include "tst_pdfcommands.moc"
