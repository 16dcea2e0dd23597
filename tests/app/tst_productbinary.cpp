// The product binary carries no command that exists only for tests: the
// loops that label or adjudicate until killed live in the tests' driver
// (touchstone_testdriver), which runs every product command as well.

#include "common/shareddata.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone::testing;

class TestProductBinary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void testCommandsAreNotInTheProduct_data();
    void testCommandsAreNotInTheProduct();
    void driverRunsProductAndTestCommands();
};

namespace {

struct Ran
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Ran run(const QString &program, const QStringList &arguments)
{
    QTemporaryDir folder;
    QProcess process;
    process.setWorkingDirectory(folder.path());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

} // namespace

void TestProductBinary::testCommandsAreNotInTheProduct_data()
{
    QTest::addColumn<QString>("command");
    QTest::newRow("label") << QStringLiteral("_label-forever");
    QTest::newRow("adjudicate") << QStringLiteral("_adjudicate-forever");
}

void TestProductBinary::testCommandsAreNotInTheProduct()
{
    QFETCH(QString, command);
    const Ran refused = run(touchstoneExecutable(), {command, QStringLiteral("P")});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("unknown command '" + command.toUtf8() + "'"), refused.err.constData());
    const Ran help = run(touchstoneExecutable(), {QStringLiteral("help")});
    QVERIFY2(!help.out.contains(command.toUtf8()) && !help.err.contains(command.toUtf8()), help.out.constData());
    // Not even as a string in the file (as `strings touchstone` would show).
    QFile binary(touchstoneExecutable());
    QVERIFY(binary.open(QIODevice::ReadOnly));
    const QByteArray bytes = binary.readAll();
    QVERIFY(bytes.size() > 1000000);
    QVERIFY(!bytes.contains(command.toUtf8()));
    QVERIFY(bytes.contains("agreement"));
}

void TestProductBinary::driverRunsProductAndTestCommands()
{
    const Ran usage = run(testDriverExecutable(), {QStringLiteral("_label-forever")});
    QCOMPARE(usage.exitCode, 2);
    QVERIFY2(usage.err.contains("_label-forever: expected a project folder"), usage.err.constData());
    QTemporaryDir folder;
    const QString project = folder.filePath(QStringLiteral("p"));
    const Ran created = run(testDriverExecutable(), {QStringLiteral("init"), project});
    QCOMPARE(created.exitCode, 0);
    QVERIFY(QFile::exists(project + QStringLiteral("/project.sqlite")));
}

QTEST_GUILESS_MAIN(TestProductBinary)
#include "tst_productbinary.moc"
