// The command line itself: a mistyped command is named, with the nearest
// command when one is close, and exits 2; it never falls through to the
// GUI (which, without a display, printed a Qt plugin warning instead).

#include "common/cliprocess.h"

#include <QTemporaryDir>
#include <QTest>

using namespace touchstone::testing;

class TestCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mistypedCommandIsNamed_data();
    void mistypedCommandIsNamed();
    void unknownOptionIsUsageError();
    void everyCommandAnswersHelp();
};

void TestCommandLine::mistypedCommandIsNamed_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("dropped letter") << QStringLiteral("agreemnt")
                                    << QByteArray("touchstone: unknown command 'agreemnt' (did you mean 'agreement'?)");
    QTest::newRow("swapped letters") << QStringLiteral("fereze")
                                     << QByteArray("touchstone: unknown command 'fereze' (did you mean 'freeze'?)");
    QTest::newRow("capitals") << QStringLiteral("Judgements")
                              << QByteArray("touchstone: unknown command 'Judgements' (did you mean 'judgments'?)");
    QTest::newRow("nothing near") << QStringLiteral("xyzzyplugh")
                                  << QByteArray("touchstone: unknown command 'xyzzyplugh' (touchstone help lists them)");
}

void TestCommandLine::mistypedCommandIsNamed()
{
    QFETCH(QString, typed);
    QFETCH(QByteArray, expected);
    QTemporaryDir folder; // run where no file of that name exists
    const CliRun run = runTouchstone({typed, QStringLiteral("P")}, folder.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.errorLines().size(), 1);
    QCOMPARE(run.errorLines().front(), expected);
}

void TestCommandLine::unknownOptionIsUsageError()
{
    QTemporaryDir folder;
    const CliRun run = runTouchstone({QStringLiteral("--bogus")}, folder.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err, QByteArray("touchstone: unknown option '--bogus' (touchstone --help shows the usage)\n"));
}

// Every command listed by --help, and every subcommand of a group, answers
// --help and -h with a usage naming "touchstone COMMAND", exit 0.
void TestCommandLine::everyCommandAnswersHelp()
{
    QTemporaryDir folder;
    const CliRun top = runTouchstone({QStringLiteral("--help")}, folder.path());
    QCOMPARE(top.exitCode, 0);
    QVERIFY(top.out.startsWith("Usage: touchstone [--lang LANG] [PROJECT]\n"));
    QVERIFY(top.out.contains("--screenshot FILE"));
    QStringList forms;
    bool inCommands = false;
    for (const QByteArray &line : top.out.split('\n')) {
        if (line.startsWith("Commands"))
            inCommands = true;
        else if (inCommands && line.startsWith("  "))
            forms << QString::fromUtf8(line.trimmed());
    }
    QVERIFY(forms.size() > 20);
    QStringList invocations;
    for (const QString &form : forms) {
        const QStringList words = form.split(QLatin1Char(' '));
        QVERIFY2(!words.front().startsWith(QLatin1Char('_')), qPrintable(form));
        if (!invocations.contains(words.front()))
            invocations << words.front();
        const QString second = words.value(1);
        if (!second.isEmpty() && second.front().isLower() && !second.contains(QLatin1Char('|')))
            invocations << words.front() + QLatin1Char(' ') + second;
    }
    QVERIFY(invocations.contains(QStringLiteral("runs list")));
    QVERIFY(invocations.contains(QStringLiteral("report judge")));
    for (const QString &invocation : invocations) {
        for (const QString &flag : {QStringLiteral("--help"), QStringLiteral("-h")}) {
            QStringList arguments = invocation.split(QLatin1Char(' '));
            arguments << flag;
            const CliRun run = runTouchstone(arguments, folder.path());
            QVERIFY2(run.exitCode == 0, qPrintable(invocation + QLatin1Char(' ') + flag + QLatin1String(": ") + QString::fromUtf8(run.err)));
            // adjudications, annotators and reasons parse their verb with one
            // parser: a verb's help is the group's, which still names it.
            const QByteArray expected = "Usage: touchstone " + invocation.section(QLatin1Char(' '), 0, 0).toUtf8() + ' ';
            QVERIFY2(run.out.startsWith(expected), qPrintable(invocation + QLatin1String(": ") + QString::fromUtf8(run.out.left(120))));
            QVERIFY2(!run.out.contains(touchstoneExecutable().toUtf8()), qPrintable(invocation));
        }
    }
    const CliRun helpVerify = runTouchstone({QStringLiteral("help"), QStringLiteral("verify")}, folder.path());
    QCOMPARE(helpVerify.exitCode, 0);
    QVERIFY(helpVerify.out.startsWith("Usage: touchstone verify"));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
