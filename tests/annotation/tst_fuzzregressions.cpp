// Every input a fuzz harness found a problem with, kept under
// tests/fuzz/regressions/<harness>/, replayed through the same entry point
// (tests/fuzz/fuzzentries.h) in the normal build: each must end in a
// success or a clean refusal — a message, and for an import, a project left
// as it was. A crash, a sanitizer report or a hang fails the test.

#include "fuzz/fuzzentries.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QTest>

using namespace touchstone;
using namespace touchstone::fuzz;

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyHarnessHasAFolder();
    void replay_data();
    void replay();
};

namespace {

QString regressionsFolder()
{
    return testing::sourcePath(QStringLiteral("tests/fuzz/regressions"));
}

} // namespace

// A harness without a regression folder is fine; a folder without a
// harness means an entry point was renamed and its inputs no longer run.
void TestFuzzRegressions::everyHarnessHasAFolder()
{
    QStringList names;
    for (const Entry &entry : entries())
        names << QString::fromLatin1(entry.name);
    for (const QString &folder : QDir(regressionsFolder()).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        QVERIFY2(names.contains(folder), qPrintable(QStringLiteral("no harness for regressions/%1").arg(folder)));
}

void TestFuzzRegressions::replay_data()
{
    QTest::addColumn<QString>("harness");
    QTest::addColumn<QString>("path");
    int count = 0;
    for (const Entry &entry : entries()) {
        const QString folder = QDir(regressionsFolder()).filePath(QString::fromLatin1(entry.name));
        QDirIterator it(folder, QDir::Files);
        QStringList files;
        while (it.hasNext())
            files << it.next();
        files.sort();
        for (const QString &file : std::as_const(files)) {
            const QString row = QStringLiteral("%1/%2").arg(QString::fromLatin1(entry.name), QFileInfo(file).fileName());
            QTest::newRow(qPrintable(row)) << QString::fromLatin1(entry.name) << file;
            ++count;
        }
    }
    if (count == 0)
        QTest::newRow("none") << QString() << QString();
}

void TestFuzzRegressions::replay()
{
    QFETCH(QString, harness);
    QFETCH(QString, path);
    if (harness.isEmpty())
        QSKIP("no regression input committed yet");
    const auto entry = std::find_if(entries().begin(), entries().end(),
                                    [&](const Entry &e) { return harness == QLatin1String(e.name); });
    QVERIFY(entry != entries().end());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QElapsedTimer timer;
    timer.start();
    const Outcome outcome = entry->run(file.readAll());
    QVERIFY2(outcome.violation.isEmpty(), qPrintable(outcome.violation));
    if (!outcome.ok)
        QVERIFY2(!outcome.error.trimmed().isEmpty(), "a refusal without a message");
    // libFuzzer ran the harnesses with -timeout=10; the same bound here, in
    // whatever build this is (a sanitizer build is several times slower).
    QVERIFY2(timer.elapsed() < 60000, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
