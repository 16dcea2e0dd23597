// `touchstone agreement CASE.json` as a user runs it: the built executable on
// every reference case (keys and values against the case's `expected`), and
// on bad input (exit 2, one line on stderr naming the file).

#include "common/shareddata.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runTouchstone(const QStringList &arguments)
{
    QProcess process;
    process.start(touchstone::testing::touchstoneExecutable(), arguments);
    Run run;
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QString casesDir()
{
    return touchstone::testing::sharedPath(u"testdata/agreement/cases"_s);
}

bool isOneLine(const QByteArray &text)
{
    return text.endsWith('\n') && text.count('\n') == 1;
}

} // namespace

class TestAgreementCommand : public QObject
{
    Q_OBJECT

private slots:
    void everyCase_data();
    void everyCase();
    void badInput_data();
    void badInput();
    void folderThatIsNoProject();
};

void TestAgreementCommand::everyCase_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(casesDir()).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 14);
    for (const QString &name : files)
        QTest::newRow(qPrintable(name)) << QDir(casesDir()).filePath(name);
}

void TestAgreementCommand::everyCase()
{
    QFETCH(QString, file);
    const Run run = runTouchstone({u"agreement"_s, file});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(run.err.isEmpty());
    QVERIFY2(isOneLine(run.out), run.out.constData());
    QJsonParseError error;
    const QJsonDocument printed = QJsonDocument::fromJson(run.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError && printed.isObject(), run.out.constData());

    QFile caseFile(file);
    QVERIFY(caseFile.open(QIODevice::ReadOnly));
    const QJsonObject reference = QJsonDocument::fromJson(caseFile.readAll()).object();
    const QJsonObject expected = reference.value(u"expected"_s).toObject();
    const double tolerance = reference.value(u"tolerance"_s).toObject().value(u"absolute"_s).toDouble(1e-9);
    const QJsonObject values = printed.object();
    QCOMPARE(values.keys(), expected.keys());
    for (const QString &key : expected.keys()) {
        const QJsonValue want = expected.value(key);
        const QJsonValue got = values.value(key);
        if (want.isNull()) {
            QVERIFY2(got.isNull(), qPrintable(key + u": expected null"_s));
            continue;
        }
        QVERIFY2(got.isDouble(), qPrintable(key + u": expected a number"_s));
        QVERIFY2(std::abs(got.toDouble() - want.toDouble()) <= tolerance,
                 qPrintable(u"%1: got %2, expected %3"_s.arg(key).arg(got.toDouble(), 0, 'g', 17).arg(want.toDouble(), 0, 'g', 17)));
        if (key.endsWith(u"_matches"_s)) {
            // Printed as an integer, not 1.0
            const QByteArray pattern = '"' + key.toUtf8() + "\":" + QByteArray::number(want.toInt());
            QVERIFY2(run.out.contains(pattern + ',') || run.out.contains(pattern + '}'), run.out.constData());
        }
    }
}

void TestAgreementCommand::badInput_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason");
    QTest::newRow("truncated JSON") << QByteArray(R"({"id": "x", "family": "cohen_kappa", "inputs": {"ratin)")
                                    << u"invalid JSON"_s;
    QTest::newRow("unknown family") << QByteArray(R"({"family": "scotts_pi", "inputs": {}})") << u"unknown family"_s;
    QTest::newRow("wrong type") << QByteArray(
        R"({"family": "cohen_kappa", "inputs": {"categories": [0,1,2,3], "ratings": [[0, "two"], [1, 2]]}})")
                                << u"inputs.ratings[0][1]"_s;
    QTest::newRow("undeclared grade") << QByteArray(
        R"({"family": "cohen_kappa", "inputs": {"categories": [0,1,2,3], "ratings": [[0, 7], [1, 2]]}})")
                                      << u"grade 7"_s;
    QTest::newRow("span outside document") << QByteArray(
        R"({"family": "span_agreement", "inputs": {"documents": [{"id": "d9", "length": 5, "spans": {"A": [{"start": 3, "end": 9, "grade": 2}], "B": []}}]}})")
                                           << u"d9"_s;
}

void TestAgreementCommand::badInput()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"case.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const Run run = runTouchstone({u"agreement"_s, path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(isOneLine(run.err), run.err.constData());
    QVERIFY2(run.err.contains(path.toUtf8()), run.err.constData());
    QVERIFY2(run.err.contains(reason.toUtf8()), run.err.constData());
}

void TestAgreementCommand::folderThatIsNoProject()
{
    QTemporaryDir dir;
    const Run run = runTouchstone({u"agreement"_s, dir.path()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(isOneLine(run.err));
    QVERIFY(run.err.contains("not a Touchstone project"));
    const Run missing = runTouchstone({u"agreement"_s, dir.filePath(u"nope.json"_s)});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(isOneLine(missing.err));
    QVERIFY(missing.err.contains("nope.json"));
}

QTEST_GUILESS_MAIN(TestAgreementCommand)
#include "tst_agreementcommand.moc"
