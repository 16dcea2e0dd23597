// The built `touchstone trec` executable as a trec_eval drop-in: same
// arguments (attached option values included), same bytes on stdout, and one
// line on stderr with exit code 2 on bad input.

#include "common/shareddata.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString upstreamDir()
{
    return touchstone::testing::sharedPath(QStringLiteral("testdata/trec_eval/upstream_test"));
}

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run trec(const QStringList &arguments)
{
    QProcess process;
    process.setWorkingDirectory(upstreamDir());
    process.start(touchstone::testing::touchstoneExecutable(), QStringList{QStringLiteral("trec")} + arguments);
    Run run;
    if (!process.waitForFinished(60000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

QByteArray expected(const QString &name)
{
    QFile file(upstreamDir() + QLatin1Char('/') + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestTrecCommand : public QObject
{
    Q_OBJECT

private slots:
    // The out.test.meas_params command of trec_eval's test suite, verbatim.
    void sameBytesAsTrecEval()
    {
        const QStringList args = QStringLiteral(
            "-q -miprec_at_recall..10,.20,.25,.75,.50 -m P.5,7,3 -m recall.20,2000 "
            "-m Rprec_mult.5.0,0.2,0.35 -mutility.2,-1,0,0 -m 11pt_avg..25,.5,.75 "
            "-mndcg.1=3,2=9,4=4.5 -mndcg_cut.10,20,23.4 -msuccess.2,5,20 qrels.test results.test")
                                     .split(QLatin1Char(' '));
        const Run run = trec(args);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QCOMPARE(run.out, expected(QStringLiteral("out.test.meas_params")));
    }

    void attachedAndSeparateOptionValues()
    {
        const Run attached = trec({QStringLiteral("-mall_trec"), QStringLiteral("-qc"), QStringLiteral("-M100"),
                                   QStringLiteral("qrels.test"), QStringLiteral("results.trunc")});
        const Run separate = trec({QStringLiteral("--measure=all_trec"), QStringLiteral("-q"),
                                   QStringLiteral("qrels.test"), QStringLiteral("-c"),
                                   QStringLiteral("--Max_retrieved_per_topic"), QStringLiteral("100"),
                                   QStringLiteral("results.trunc")});
        QCOMPARE(attached.exitCode, 0);
        QCOMPARE(separate.out, attached.out);
        QByteArray reference;
        for (const QByteArray &line : expected(QStringLiteral("out.test.aqcM")).split('\n')) {
            if (!line.isEmpty() && !line.startsWith("rbp"))
                reference += line + '\n';
        }
        QCOMPARE(attached.out, reference);
    }

    void exponentialGainIsNamed()
    {
        const Run run = trec({QStringLiteral("--gain"), QStringLiteral("exponential"), QStringLiteral("-m"),
                              QStringLiteral("ndcg_cut.10"), QStringLiteral("qrels.rel_level"),
                              QStringLiteral("results.test")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith("ndcg_cut_10@exp       \tall\t"));
    }

    void badFileGivesOneLineAndExitTwo()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.run"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("301 Q0 FR940202-2-00150 1 2.1 STANDARD\n301 Q0 FR940202-2-00151 2 high STANDARD\n");
        file.close();
        const Run run = trec({QStringLiteral("qrels.test"), bad});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err, QByteArray("touchstone: ") + bad.toUtf8() + ":2: score 'high' is not a number\n");
    }

    void usageErrorsExitTwo()
    {
        for (const QStringList &args : {QStringList{QStringLiteral("qrels.test")},
                                        QStringList{QStringLiteral("-m"), QStringLiteral("nosuch"),
                                                    QStringLiteral("qrels.test"), QStringLiteral("results.test")},
                                        QStringList{QStringLiteral("-Z"), QStringLiteral("zscores_file"),
                                                    QStringLiteral("qrels.test"), QStringLiteral("results.test")}}) {
            const Run run = trec(args);
            QCOMPARE(run.exitCode, 2);
            QCOMPARE(run.err.count('\n'), 1);
            QVERIFY(run.err.startsWith("touchstone: "));
        }
    }
};

QTEST_GUILESS_MAIN(TestTrecCommand)
#include "tst_treccommand.moc"
