// freeze, diff, export, verify and survival as a user runs them: exit codes,
// one line per offender, JSON and text output; and an export killed at
// random moments (100 trials) never leaves a half-written folder under its name.

#include "common/cliprocess.h"
#include "common/goldfixture.h"

#include "annotation/atomicfolder.h"
#include "annotation/canonicaljson.h"
#include "annotation/goldfreezer.h"

#include "metrics/prng.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <limits>

using namespace touchstone;
using namespace touchstone::testing;

namespace {

// Progress lines go to a terminal only; the kills are timed from one.
QProcessEnvironment progressEnvironment()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("TOUCHSTONE_PROGRESS"), QStringLiteral("1"));
    return environment;
}

} // namespace

class TestGoldCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void freezeListsEveryOffenderAndExits2();
    void versionsFromFreezeToSurvival();
    void verifyExits1WhenASpanIsLost();
    void verifyExits3WhenOnlyAnUnusedDocumentChanged();
    void killedExportLeavesNothingHalfWritten();

private:
    static QString documentsFolder(const GoldFixture &fixture, const QString &folder);
    // Milliseconds after which the export said it is writing; −1 if it ended first.
    static qint64 waitForWriting(QProcess &process);
    // Empty when `folder` is a complete export whose manifest hashes match.
    static QString exportProblem(const QString &folder);
};

QString TestGoldCommands::documentsFolder(const GoldFixture &fixture, const QString &folder)
{
    QDir().mkpath(folder);
    for (auto it = fixture.sha256.constBegin(); it != fixture.sha256.constEnd(); ++it)
        QFile::copy(corpusFile(it.key()), QDir(folder).filePath(it.value() + QStringLiteral(".pdf")));
    return folder;
}

qint64 TestGoldCommands::waitForWriting(QProcess &process)
{
    QElapsedTimer timer;
    timer.start();
    process.setReadChannel(QProcess::StandardError);
    QByteArray err;
    while (!err.contains("writing ")) {
        if (process.state() == QProcess::NotRunning && process.bytesAvailable() == 0)
            return -1;
        process.waitForReadyRead(20);
        err += process.readAllStandardError();
        if (timer.elapsed() > 60000)
            return -1;
    }
    return timer.elapsed();
}

QString TestGoldCommands::exportProblem(const QString &folder)
{
    QFile manifestFile(QDir(folder).filePath(QStringLiteral("manifest.json")));
    if (!manifestFile.open(QIODevice::ReadOnly))
        return QStringLiteral("no manifest.json");
    const QJsonObject manifest = QJsonDocument::fromJson(manifestFile.readAll()).object();
    const QJsonObject files = manifest.value(QStringLiteral("files")).toObject();
    if (files.size() != 5)
        return QStringLiteral("the manifest lists %1 files").arg(files.size());
    QStringList expected = files.keys();
    expected << QStringLiteral("manifest.json");
    expected.sort();
    const QStringList present = QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::Dirs | QDir::NoDotAndDotDot,
                                                       QDir::Name);
    if (present != expected)
        return QStringLiteral("files present: ") + present.join(QLatin1Char(' '));
    for (auto it = files.constBegin(); it != files.constEnd(); ++it) {
        QFile file(QDir(folder).filePath(it.key()));
        if (!file.open(QIODevice::ReadOnly)
            || CanonicalJson::sha256(file.readAll()) != it.value().toObject().value(QStringLiteral("sha256")).toString())
            return it.key() + QStringLiteral(" does not match its hash");
    }
    return QString();
}

void TestGoldCommands::freezeListsEveryOffenderAndExits2()
{
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("p"));
    {
        auto fixture = GoldFixture::create(project);
        fixture->addStandardQuestions();
        fixture->addQuestion(QStringLiteral("nothing"), QStringLiteral("temporal"));
        const qint64 single = fixture->addQuestion(QStringLiteral("alone"), QStringLiteral("lexical"));
        fixture->label(fixture->ann1, single, fixture->anchor(QStringLiteral("llncsdoc.pdf"), QStringLiteral("Sect. 3")), 3);
    }
    const CliRun run = runTouchstone({QStringLiteral("freeze"), project, QStringLiteral("v1")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    const QList<QByteArray> lines = run.errorLines();
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.at(0).startsWith("touchstone: question alone: labeled by one annotator only"), lines.at(0).constData());
    QVERIFY2(lines.at(1).startsWith("touchstone: question nothing: no labels"), lines.at(1).constData());
    QVERIFY(run.err.contains("freeze refused: 2 problems; nothing was written"));
    // With the lead's consent the lone annotator's question goes to dev; the
    // unlabeled one still blocks.
    const CliRun allowed = runTouchstone({QStringLiteral("freeze"), project, QStringLiteral("v1"),
                                          QStringLiteral("--allow-single-annotator-dev")});
    QCOMPARE(allowed.exitCode, 2);
    QCOMPARE(allowed.errorLines().size(), 1);
    const CliRun badSeed = runTouchstone({QStringLiteral("freeze"), project, QStringLiteral("v1"), QStringLiteral("--seed"),
                                          QStringLiteral("abc")});
    QCOMPARE(badSeed.exitCode, 2);
    QCOMPARE(badSeed.errorLines().size(), 1);
}

void TestGoldCommands::versionsFromFreezeToSurvival()
{
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("p"));
    auto fixture = GoldFixture::create(project);
    fixture->addStandardQuestions();
    fixture->store.reset(); // the command takes the project's write lock
    const CliRun v1 = runTouchstone({QStringLiteral("freeze"), project, QStringLiteral("v1"), QStringLiteral("--by"),
                                     QStringLiteral("lead")});
    QCOMPARE(v1.exitCode, 0);
    const QJsonObject frozen = QJsonDocument::fromJson(v1.out).object();
    QCOMPARE(frozen.value(QStringLiteral("n_queries")).toInt(), 8);
    QVERIFY(frozen.value(QStringLiteral("parent")).isNull());
    const CliRun again = runTouchstone({QStringLiteral("freeze"), project, QStringLiteral("v1")});
    QCOMPARE(again.exitCode, 2);
    QCOMPARE(again.errorLines(), QList<QByteArray>{"touchstone: freeze: golden-set version “v1” is frozen and cannot be "
                                                   "changed; freeze a new version instead"});

    fixture->store = std::move(ProjectStore::open(project).value());
    fixture->adjudicatedQuestion(QStringLiteral("q10"), QStringLiteral("temporal"), QStringLiteral("llncsdoc.pdf"),
                                 QStringLiteral("Installation"));
    fixture->store.reset();
    const CliRun v2 = runTouchstone({QStringLiteral("freeze"), project, QStringLiteral("v2"), QStringLiteral("--seed"),
                                     QStringLiteral("5"), QStringLiteral("--gain"), QStringLiteral("linear")});
    QCOMPARE(v2.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(v2.out).object().value(QStringLiteral("parent")).toString(), QStringLiteral("v1"));

    const CliRun diffJson = runTouchstone({QStringLiteral("diff"), project, QStringLiteral("v1"), QStringLiteral("v2"),
                                           QStringLiteral("--json")});
    QCOMPARE(diffJson.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(diffJson.out).object().value(QStringLiteral("questions_added")).toArray(),
             QJsonArray{QStringLiteral("q10")});
    const CliRun diffText = runTouchstone({QStringLiteral("diff"), project, QStringLiteral("v1"), QStringLiteral("v2")});
    QVERIFY2(diffText.out.startsWith("v1 → v2: questions 1 added, 0 removed, 0 changed"), diffText.out.constData());
    QVERIFY(diffText.out.contains("\n+ q10\n"));
    QCOMPARE(runTouchstone({QStringLiteral("diff"), project, QStringLiteral("v1"), QStringLiteral("v7")}).exitCode, 2);

    const QString out = dir.filePath(QStringLiteral("out"));
    QCOMPARE(runTouchstone({QStringLiteral("export"), project, QStringLiteral("v2"), out}).exitCode, 0);
    QCOMPARE(exportProblem(out), QString());
    const CliRun refused = runTouchstone({QStringLiteral("export"), project, QStringLiteral("v1"), out});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY(refused.errorLines().value(0).contains("is not empty; pass --force to replace a previous export"));
    QCOMPARE(runTouchstone({QStringLiteral("export"), project, QStringLiteral("v2"), out, QStringLiteral("--force")}).exitCode, 0);
    QFile manifest(QDir(out).filePath(QStringLiteral("manifest.json")));
    QVERIFY(manifest.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(manifest.readAll()).object().value(QStringLiteral("gain")).toString(), QStringLiteral("linear"));

    const CliRun verifyProject = runTouchstone({QStringLiteral("verify"), project});
    QCOMPARE(verifyProject.exitCode, 0);
    QVERIFY2(verifyProject.out.contains("(version v2, stored text): 7 spans — exact 7, normalized 0, fuzzy 0, lost 0"),
             verifyProject.out.constData());
    const QString pdfs = documentsFolder(*fixture, dir.filePath(QStringLiteral("pdfs")));
    const CliRun verifyExport = runTouchstone({QStringLiteral("verify"), out, QStringLiteral("--documents"), pdfs,
                                               QStringLiteral("--json")});
    QCOMPARE(verifyExport.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(verifyExport.out).object().value(QStringLiteral("verdict")).toString(), QStringLiteral("ok"));
    QCOMPARE(runTouchstone({QStringLiteral("verify"), out}).exitCode, 2); // an export needs --documents

    const QString texts = dir.filePath(QStringLiteral("texts"));
    QDir().mkpath(texts);
    const CliRun survival = runTouchstone({QStringLiteral("survival"), out, QStringLiteral("--texts"), texts,
                                           QStringLiteral("--json")});
    QCOMPARE(survival.exitCode, 0);
    const QJsonObject counts = QJsonDocument::fromJson(survival.out).object().value(QStringLiteral("counts")).toObject();
    QCOMPARE(counts.value(QStringLiteral("lost")).toInt(), 7); // no texts at all
    QCOMPARE(runTouchstone({QStringLiteral("survival"), out}).exitCode, 2);
}

void TestGoldCommands::verifyExits1WhenASpanIsLost()
{
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("p"));
    auto fixture = GoldFixture::create(project);
    fixture->addStandardQuestions();
    fixture->store.reset();
    QCOMPARE(runTouchstone({QStringLiteral("freeze"), project, QStringLiteral("v1")}).exitCode, 0);
    const QString out = dir.filePath(QStringLiteral("out"));
    QCOMPARE(runTouchstone({QStringLiteral("export"), project, QStringLiteral("v1"), out}).exitCode, 0);
    const QString pdfs = documentsFolder(*fixture, dir.filePath(QStringLiteral("pdfs")));
    const QString llncs = QDir(pdfs).filePath(fixture->sha256.value(QStringLiteral("llncsdoc.pdf")) + QStringLiteral(".pdf"));
    QVERIFY(QFile::remove(llncs));
    QVERIFY(QFile::copy(corpusFile(QStringLiteral("pypdf-minimal-document.pdf")), llncs));
    const CliRun run = runTouchstone({QStringLiteral("verify"), out, QStringLiteral("--documents"), pdfs});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains("lost 3"), run.out.constData());
    QVERIFY(run.out.contains("no longer match its sha256"));
    QVERIFY(run.out.contains("verification FAILED"));
}

// The issue-16 case: a document no span uses was replaced by another real
// PDF. Before, verify said "a document's text is missing" and exited 1.
void TestGoldCommands::verifyExits3WhenOnlyAnUnusedDocumentChanged()
{
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("p"));
    const QString hello = QStringLiteral("opf-hello-world.pdf");
    auto fixture = GoldFixture::create(project, goldCorpus() << corpusFile(hello));
    fixture->addStandardQuestions();
    fixture->store.reset();
    QCOMPARE(runTouchstone({QStringLiteral("freeze"), project, QStringLiteral("v1")}).exitCode, 0);
    const QString out = dir.filePath(QStringLiteral("out"));
    QCOMPARE(runTouchstone({QStringLiteral("export"), project, QStringLiteral("v1"), out}).exitCode, 0);
    const QString pdfs = documentsFolder(*fixture, dir.filePath(QStringLiteral("pdfs")));
    const QString sha = fixture->sha256.value(hello);
    for (const QString &path : {QDir(project).filePath(QStringLiteral("documents/%1.pdf").arg(sha)),
                                QDir(pdfs).filePath(sha + QStringLiteral(".pdf"))}) {
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(QFile::remove(path));
        QVERIFY(QFile::copy(corpusFile(QStringLiteral("pypdf-annotated.pdf")), path));
    }
    const QList<QStringList> commands{{QStringLiteral("verify"), project},
                                      {QStringLiteral("verify"), project, QStringLiteral("--reparse")},
                                      {QStringLiteral("verify"), out, QStringLiteral("--documents"), pdfs}};
    for (const QStringList &command : commands) {
        const CliRun run = runTouchstone(command);
        QVERIFY2(run.exitCode == 3, qPrintable(command.join(QLatin1Char(' ')) + QLatin1String(": ") + QString::fromUtf8(run.out)));
        QVERIFY2(run.out.contains("lost 0"), run.out.constData());
        QVERIFY2(run.out.contains(QStringLiteral("changed: document %1: the bytes of ").arg(sha.left(12)).toUtf8()),
                 run.out.constData());
        QVERIFY2(run.out.contains("changed since the freeze"), run.out.constData());
        QVERIFY2(run.out.contains("no span uses it"), run.out.constData());
        QVERIFY2(!run.out.contains("missing"), run.out.constData());
        QVERIFY2(!run.out.contains("problem:"), run.out.constData());
        QVERIFY(run.out.contains("corpus digest: differs"));
    }
    QStringList json = commands.front();
    json << QStringLiteral("--json");
    const CliRun run = runTouchstone(json);
    QCOMPARE(run.exitCode, 3);
    const QJsonObject report = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(report.value(QStringLiteral("verdict")).toString(), QStringLiteral("digest_differs"));
    QCOMPARE(report.value(QStringLiteral("changed_documents")).toArray().at(0).toObject().value(QStringLiteral("sha256")).toString(),
             sha);
    QCOMPARE(report.value(QStringLiteral("problems")).toArray().size(), 0);

    // A document that is gone is still a failure.
    QVERIFY(QFile::remove(QDir(pdfs).filePath(sha + QStringLiteral(".pdf"))));
    const CliRun missing = runTouchstone({QStringLiteral("verify"), out, QStringLiteral("--documents"), pdfs});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.out.contains("is missing or unreadable"), missing.out.constData());
}

void TestGoldCommands::killedExportLeavesNothingHalfWritten()
{
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("p"));
    {
        auto fixture = GoldFixture::create(project);
        generateGoldSet(*fixture, 1000); // small: 100 trials; the kills aim at the writing
        FreezeOptions options;
        options.version = QStringLiteral("v1");
        options.bootstrapResamples = 50;
        QVERIFY(GoldFreezer(*fixture->store).freeze(options)->version);
    }
    const QString out = dir.filePath(QStringLiteral("out"));
    const QStringList arguments{QStringLiteral("export"), project, QStringLiteral("v1"), out, QStringLiteral("--force")};
    // Two complete runs: how long an export takes, and how long its
    // writing (from the notice "writing ..." to the end) takes.
    qint64 duration = std::numeric_limits<qint64>::max();
    qint64 writing = std::numeric_limits<qint64>::max();
    for (int run = 0; run < 2; ++run) {
        QProcess process;
        process.setProcessEnvironment(progressEnvironment());
        QElapsedTimer timer;
        timer.start();
        process.start(touchstoneExecutable(), arguments);
        const qint64 noticed = waitForWriting(process);
        QVERIFY(process.waitForFinished());
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(noticed >= 0);
        duration = std::min(duration, std::max<qint64>(timer.elapsed(), 20));
        writing = std::min(writing, std::max<qint64>(timer.elapsed() - noticed, 5));
        QCOMPARE(exportProblem(out), QString());
    }

    Prng random(20240531);
    int killed = 0;
    int killedWhileWriting = 0;
    int trialsWithLeftovers = 0; // a temporary folder on disk: the kill hit the writing
    for (int trial = 0; trial < 100; ++trial) {
        if (trial % 2 == 0)
            QDir(out).removeRecursively(); // half the trials create OUTDIR, half replace it
        QProcess process;
        process.setProcessEnvironment(progressEnvironment());
        QElapsedTimer timer;
        timer.start();
        process.start(touchstoneExecutable(), arguments);
        QVERIFY(process.waitForStarted());
        // One kill in ten anywhere in the run; the rest while the files are
        // written, synced and renamed into place.
        bool finished = false;
        if (trial % 10 == 0) {
            finished = process.waitForFinished(int(random.bounded(quint32(quint64(duration)))));
        } else {
            const qint64 noticed = waitForWriting(process);
            finished = noticed < 0 || process.waitForFinished(int(random.bounded(quint32(quint64(writing)))));
            killedWhileWriting += finished ? 0 : 1;
        }
        if (!finished) {
            process.kill(); // SIGKILL
            process.waitForFinished();
            ++killed;
        }
        const QStringList leftovers = AtomicFolder::leftovers(out);
        trialsWithLeftovers += leftovers.isEmpty() ? 0 : 1;
        for (const QString &leftover : leftovers)
            QVERIFY2(QFileInfo(leftover).fileName().startsWith(QLatin1Char('.')), qPrintable(leftover));
        if (QFileInfo::exists(out))
            QVERIFY2(exportProblem(out).isEmpty(), qPrintable(QStringLiteral("trial %1: %2").arg(trial).arg(exportProblem(out))));
    }
    qInfo("export of 1000 questions: %lld ms, writing %lld ms; %d of 100 runs killed, %d while writing, %d left a "
          "temporary folder",
          duration, writing, killed, killedWhileWriting, trialsWithLeftovers);
    QVERIFY2(killedWhileWriting >= 30, "too few runs were killed while writing to test anything");
    // The next export completes and clears what the killed ones left.
    QCOMPARE(runTouchstone(arguments).exitCode, 0);
    QCOMPARE(exportProblem(out), QString());
    QCOMPARE(AtomicFolder::leftovers(out), QStringList());
}

QTEST_GUILESS_MAIN(TestGoldCommands)
#include "tst_goldcommands.moc"
