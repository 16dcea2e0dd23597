// The built `touchstone trec` executable as a trec_eval drop-in: same
// arguments (attached option values included), same bytes on stdout, and one
// line on stderr with exit code 2 on bad input; the regression cases of
// tests/data/trec_parity against the output of a real trec_eval 10.0.

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

Run trec(const QStringList &arguments, const QString &workingDirectory = upstreamDir())
{
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
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

// tests/data/trec_parity: inputs and trec_eval's output, see make_cases.py there.
QString parityDir()
{
    return touchstone::testing::sourcePath(QStringLiteral("tests/data/trec_parity"));
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList caseLines(const QString &caseName, const QString &file)
{
    QStringList lines;
    for (const QByteArray &line : readFile(parityDir() + QLatin1Char('/') + caseName + QLatin1Char('/') + file).split('\n')) {
        if (!line.isEmpty())
            lines << QString::fromUtf8(line);
    }
    return lines;
}

QStringList caseArguments(const QString &caseName)
{
    QStringList args = caseLines(caseName, QStringLiteral("args"));
    for (QString &arg : args) {
        if (arg == QLatin1String("QRELS"))
            arg = QStringLiteral("qrels");
        else if (arg == QLatin1String("RUN"))
            arg = QStringLiteral("run");
    }
    return args;
}

QStringList parityCases()
{
    return QDir(parityDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

QList<QByteArray> stderrLines(const QByteArray &err)
{
    QList<QByteArray> lines = err.split('\n');
    lines.removeAll(QByteArray());
    return lines;
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
        file.write("301 Q0 FR940202-2-00150 1 2.1 STANDARD\n301 Q0 FR940202-2-00151 2 2.0\n");
        file.close();
        const Run run = trec({QStringLiteral("qrels.test"), bad});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err, QByteArray("touchstone: ") + bad.toUtf8()
                              + ":2: expected 6 fields (qid iter docno rank score runid), found 5\n");
    }

    // Every committed case: the bytes trec_eval printed, the same exit class
    // (0 or not), one warning per field trec_eval misreads, and a one-line
    // error when it fails.
    void parityWithTrecEval_data()
    {
        QTest::addColumn<QString>("caseName");
        const QStringList cases = parityCases();
        QVERIFY2(cases.size() >= 50, qPrintable(parityDir()));
        for (const QString &name : cases)
            QTest::newRow(qPrintable(name)) << name;
    }

    void parityWithTrecEval()
    {
        QFETCH(QString, caseName);
        const QString dir = parityDir() + QLatin1Char('/') + caseName;
        const Run run = trec(caseArguments(caseName), dir);
        QCOMPARE(run.out, readFile(dir + QStringLiteral("/expected.stdout")));
        const QString expectedExit = caseLines(caseName, QStringLiteral("expected.exit")).value(0);
        QVERIFY(!expectedExit.isEmpty());
        if (expectedExit == QLatin1String("0"))
            QCOMPARE(run.exitCode, 0);
        else
            QCOMPARE(run.exitCode, 2);

        QList<QByteArray> warnings;
        QList<QByteArray> errors;
        for (const QByteArray &line : stderrLines(run.err)) {
            QVERIFY2(line.startsWith("touchstone: "), line.constData());
            (line.contains(": warning: ") ? warnings : errors) << line;
        }
        const QStringList expectedWarnings = caseLines(caseName, QStringLiteral("warnings"));
        QCOMPARE(warnings.size(), expectedWarnings.size());
        for (int i = 0; i < warnings.size(); ++i)
            QVERIFY2(warnings[i].startsWith("touchstone: " + expectedWarnings[i].toUtf8() + ": warning: "),
                     warnings[i].constData());
        QCOMPARE(errors.size(), expectedExit == QLatin1String("0") ? 0 : 1);
    }

    // --strict: the first misread field is the one error, nothing printed.
    void strictRefusesMisreadFields_data()
    {
        QTest::addColumn<QString>("caseName");
        int rows = 0;
        for (const QString &name : parityCases()) {
            if (!caseLines(name, QStringLiteral("warnings")).isEmpty()) {
                QTest::newRow(qPrintable(name)) << name;
                ++rows;
            }
        }
        QVERIFY(rows >= 5);
    }

    void strictRefusesMisreadFields()
    {
        QFETCH(QString, caseName);
        const QString dir = parityDir() + QLatin1Char('/') + caseName;
        const Run run = trec(QStringList{QStringLiteral("--strict")} + caseArguments(caseName), dir);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        const QList<QByteArray> lines = stderrLines(run.err);
        QCOMPARE(lines.size(), 1);
        const QByteArray first = caseLines(caseName, QStringLiteral("warnings")).value(0).toUtf8();
        QVERIFY2(lines[0].startsWith("touchstone: " + first + ": "), lines[0].constData());
        QVERIFY(!lines[0].contains("warning"));
        QVERIFY(lines[0].endsWith("(an error with --strict)"));
    }

    void helpNamesStrictAndUnsupportedRbp()
    {
        const Run run = trec({QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("--strict"));
        QVERIFY(run.out.contains("rbp"));
        const Run rbp = trec({QStringLiteral("-m"), QStringLiteral("rbp"), QStringLiteral("qrels.test"),
                              QStringLiteral("results.test")});
        QCOMPARE(rbp.exitCode, 2);
        QVERIFY(rbp.out.isEmpty());
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
