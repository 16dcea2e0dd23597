// `touchstone rubric set|show` as a user runs them: set stores a Markdown
// file as the next rubric version and prints its version and sha256 (the
// sha256 of the file's text); the same file again changes nothing; an older
// version's text is refused; show gives back the text; a file that is not a
// regular, small, UTF-8 text is refused in one line with the project as it
// was.

#include "common/cliprocess.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace touchstone::testing;
using namespace Qt::StringLiterals;

namespace {

QJsonObject json(const CliRun &run)
{
    return QJsonDocument::fromJson(run.out).object();
}

QString sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

const QByteArray kFirst = "# Grading rubric\n\n- **3** fully answers\n- **2** partially answers\n"
                          "- **1** related\n- **0** irrelevant\n\nUmlaute: äöü, 日本語.\n";
const QByteArray kSecond = "# Grading rubric, v2\n\nA passage that needs another one to answer is a 2.\n";

} // namespace

class TestRubricCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void showBeforeAnyRubric();
    void setAndShowRoundTrip();
    void badFilesAreRefused_data();
    void badFilesAreRefused();
    void usage();

private:
    QString write(const QString &name, const QByteArray &bytes);

    QTemporaryDir m_dir;
    QString m_project;
};

QString TestRubricCommand::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    file.open(QIODevice::WriteOnly | QIODevice::Truncate);
    file.write(bytes);
    return path;
}

void TestRubricCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_project = m_dir.filePath(u"project"_s);
    QCOMPARE(runTouchstone({u"init"_s, m_project}).exitCode, 0);
}

void TestRubricCommand::showBeforeAnyRubric()
{
    const CliRun run = runTouchstone({u"rubric"_s, u"show"_s, m_project});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.errorLines().size(), 1);
    QVERIFY2(run.err.contains("no rubric yet (touchstone rubric set PROJECT FILE.md makes one)"), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

void TestRubricCommand::setAndShowRoundTrip()
{
    const QString first = write(u"rubric.md"_s, kFirst);
    const CliRun set = runTouchstone({u"rubric"_s, u"set"_s, m_project, first});
    QVERIFY2(set.exitCode == 0, set.err.constData());
    QCOMPARE(set.out.count('\n'), 1);
    QCOMPARE(json(set)[u"version"_s].toInt(), 1);
    QCOMPARE(json(set)[u"sha256"_s].toString(), sha256(kFirst)); // what sha256sum prints
    QCOMPARE(json(set)[u"created"_s].toBool(), true);

    const CliRun shown = runTouchstone({u"rubric"_s, u"show"_s, m_project});
    QCOMPARE(shown.exitCode, 0);
    QCOMPARE(shown.out, "Rubric version 1\nsha256 " + sha256(kFirst).toLatin1() + "\n\n" + kFirst);
    const CliRun shownJson = runTouchstone({u"rubric"_s, u"show"_s, m_project, u"--json"_s});
    QCOMPARE(shownJson.exitCode, 0);
    QCOMPARE(json(shownJson)[u"version"_s].toInt(), 1);
    QCOMPARE(json(shownJson)[u"sha256"_s].toString(), sha256(kFirst));
    QCOMPARE(json(shownJson)[u"format"_s].toString(), u"markdown"_s);
    QCOMPARE(json(shownJson)[u"markdown"_s].toString().toUtf8(), kFirst);

    // The same file again is the current version: nothing changes.
    const CliRun again = runTouchstone({u"rubric"_s, u"set"_s, m_project, first});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(json(again)[u"version"_s].toInt(), 1);
    QCOMPARE(json(again)[u"created"_s].toBool(), false);
    QVERIFY2(again.err.contains("is the current rubric already (version 1)"), again.err.constData());

    // An edited file is the next version, and show follows it. A byte
    // order mark is not part of the text.
    const QString second = write(u"rubric-v2.md"_s, "\xEF\xBB\xBF" + kSecond);
    const CliRun next = runTouchstone({u"rubric"_s, u"set"_s, m_project, second});
    QVERIFY2(next.exitCode == 0, next.err.constData());
    QCOMPARE(json(next)[u"version"_s].toInt(), 2);
    QCOMPARE(json(next)[u"sha256"_s].toString(), sha256(kSecond));
    QVERIFY(runTouchstone({u"rubric"_s, u"show"_s, m_project}).out.endsWith(kSecond));

    // Going back to version 1's text would give one digest two versions.
    const CliRun back = runTouchstone({u"rubric"_s, u"set"_s, m_project, first});
    QCOMPARE(back.exitCode, 2);
    QCOMPARE(back.errorLines().size(), 1);
    QVERIFY2(back.err.contains("is version 1 (sha256 " + sha256(kFirst).toLatin1() + "), older than the current version 2"),
             back.err.constData());
    QCOMPARE(json(runTouchstone({u"rubric"_s, u"show"_s, m_project, u"--json"_s}))[u"version"_s].toInt(), 2);
}

void TestRubricCommand::badFilesAreRefused_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("reason");
    QTest::newRow("missing") << m_dir.filePath(u"nowhere.md"_s) << u"file not found"_s;
    QTest::newRow("folder") << m_dir.path() << u"not a regular file (a folder)"_s;
    const QString fifo = m_dir.filePath(u"fifo.md"_s);
    if (!QFile::exists(fifo))
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QTest::newRow("FIFO") << fifo << u"not a regular file (a FIFO)"_s;
    QTest::newRow("huge") << write(u"huge.md"_s, QByteArray((1 << 20) + 1, 'x')) << u"too large"_s;
    QTest::newRow("not UTF-8") << write(u"latin1.md"_s, "# Rubric\n\nGr\xFC\xDF" "e\n") << u":3: the file is not valid UTF-8"_s;
    QTest::newRow("empty") << write(u"empty.md"_s, " \n\n") << u"the rubric is empty"_s;
}

void TestRubricCommand::badFilesAreRefused()
{
    QFETCH(QString, file);
    QFETCH(QString, reason);
    const QByteArray before = runTouchstone({u"rubric"_s, u"show"_s, m_project, u"--json"_s}).out;
    const CliRun run = runTouchstone({u"rubric"_s, u"set"_s, m_project, file}, {}, 30000);
    QVERIFY2(run.finished, "rubric set hung");
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errorLines().size(), 1);
    QVERIFY2(run.errorLines().front().startsWith("touchstone: rubric set: " + file.toUtf8()), run.err.constData());
    QVERIFY2(run.err.contains(reason.toUtf8()), run.err.constData());
    QVERIFY(run.out.isEmpty());
    QCOMPARE(runTouchstone({u"rubric"_s, u"show"_s, m_project, u"--json"_s}).out, before);
}

void TestRubricCommand::usage()
{
    const CliRun help = runTouchstone({u"rubric"_s, u"--help"_s});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("touchstone rubric set PROJECT FILE.md"));
    QVERIFY(help.out.contains("touchstone rubric show PROJECT [--json]"));
    QCOMPARE(runTouchstone({u"rubric"_s, u"set"_s, m_project}).exitCode, 2);
    QCOMPARE(runTouchstone({u"rubric"_s, u"frobnicate"_s}).exitCode, 2);
    const CliRun typo = runTouchstone({u"rubrik"_s});
    QCOMPARE(typo.exitCode, 2);
    QVERIFY2(typo.err.contains("did you mean 'rubric'"), typo.err.constData());
}

QTEST_GUILESS_MAIN(TestRubricCommand)
#include "tst_rubriccommand.moc"
