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

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
