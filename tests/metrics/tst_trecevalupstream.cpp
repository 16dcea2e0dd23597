// touchstone trec against trec_eval 10.0's own test suite.
//
// Data-driven over shared/testdata/trec_eval/upstream_test/commands.txt: every
// command line whose features Touchstone supports is evaluated with the
// library (from inside that folder, as the commands expect) and compared with
// trec_eval's expected output byte for byte.
//
// Lines compared: every line of the expected file except those of the rbp
// and rbp_resid measures (their values come from uninitialised memory in
// trec_eval, see commands.txt), in order, and nothing else may be printed.
// Rows that need unsupported features (-R prefs / qrels_prefs / qrels_jg
// formats, -Z z-scores) are skipped and named.

#include "common/shareddata.h"
#include "metrics/treceval.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace touchstone;

namespace {

QString upstreamDir()
{
    return testing::sharedPath(QStringLiteral("testdata/trec_eval/upstream_test"));
}

// trec_eval's getopt() syntax, for the options its test commands use.
bool toOptions(const QStringList &args, TrecEvalOptions &options, QString *unsupported)
{
    QStringList files;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (!a.startsWith(QLatin1Char('-'))) {
            files << a;
            continue;
        }
        const QChar option = a[1];
        const bool hasValue = QStringLiteral("mlMRZ").contains(option);
        const QString value = !hasValue ? QString() : (a.size() > 2 ? a.mid(2) : args.value(++i));
        switch (option.toLatin1()) {
        case 'q': options.perTopic = true; break;
        case 'c': options.complete = true; break;
        case 'm': options.measures << value; break;
        case 'l': options.relevanceLevel = value.toInt(); break;
        case 'M': options.maxRetrieved = value.toLong(); break;
        default: *unsupported = a + QLatin1Char(' ') + value; return false;
        }
    }
    if (files.size() != 2)
        return false;
    options.qrelsPath = files[0];
    options.runPath = files[1];
    return true;
}

bool isRbpLine(const QByteArray &line)
{
    return line.startsWith("rbp") || line.startsWith("Zrbp");
}

} // namespace

class TestTrecEvalUpstream : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(upstreamDir() + QStringLiteral("/commands.txt")),
                 qPrintable(upstreamDir()));
        QDir::setCurrent(upstreamDir());
    }

    void matchesExpectedOutput_data()
    {
        QTest::addColumn<QString>("expectedFile");
        QTest::addColumn<QStringList>("arguments");
        QFile commands(upstreamDir() + QStringLiteral("/commands.txt"));
        QVERIFY(commands.open(QIODevice::ReadOnly | QIODevice::Text));
        int row = 0;
        while (!commands.atEnd()) {
            const QString line = QString::fromUtf8(commands.readLine()).trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            const QStringList parts = line.split(QLatin1Char('\t'));
            QCOMPARE(parts.size(), 2);
            const QStringList args = parts[1].split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const QString name = QStringLiteral("%1: %2 [%3]").arg(++row).arg(parts[0], parts[1]);
            QTest::newRow(qPrintable(name)) << parts[0] << args;
        }
        QVERIFY(row >= 14);
    }

    void matchesExpectedOutput()
    {
        QFETCH(QString, expectedFile);
        QFETCH(QStringList, arguments);
        TrecEvalOptions options;
        QString unsupported;
        if (!toOptions(arguments, options, &unsupported))
            QSKIP(qPrintable(QStringLiteral("needs unsupported option %1").arg(unsupported)));

        QFile file(expectedFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray expected;
        int compared = 0;
        int total = 0;
        for (const QByteArray &line : file.readAll().split('\n')) {
            if (line.isEmpty())
                continue;
            ++total;
            if (isRbpLine(line))
                continue;
            expected += line + '\n';
            ++compared;
        }

        const Result<QByteArray> actual = TrecEval::run(options);
        QVERIFY2(actual.ok(), qPrintable(actual.error()));
        QCOMPARE(*actual, expected);
        // Only the rbp lines may be left out: at least 95 % of the file,
        // and every file holds at least 29 lines.
        QVERIFY2(compared >= 29 && compared * 100 >= total * 95,
                 qPrintable(QStringLiteral("compared %1 of %2 lines").arg(compared).arg(total)));
        qInfo("%s: %d of %d lines compared", qPrintable(expectedFile), compared, total);
    }

    // The same commands give the same bytes when the run is split between
    // several threads at every possible granularity.
    void independentOfThreadSplit_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addColumn<qint64>("minBytes");
        QTest::newRow("2 threads") << 2 << qint64(1);
        QTest::newRow("3 threads") << 3 << qint64(1);
        QTest::newRow("7 threads") << 7 << qint64(1);
    }

    void independentOfThreadSplit()
    {
        QFETCH(int, threads);
        QFETCH(qint64, minBytes);
        const QStringList measures{QStringLiteral("all_trec")};
        for (const QString &run : {QStringLiteral("results.test"), QStringLiteral("results.trunc")}) {
            TrecEvalOptions one;
            one.qrelsPath = QStringLiteral("qrels.test");
            one.runPath = run;
            one.measures = measures;
            one.perTopic = true;
            one.complete = true;
            one.threads = 1;
            TrecEvalOptions many = one;
            many.threads = threads;
            many.minBytesPerThread = minBytes;
            const Result<QByteArray> a = TrecEval::run(one);
            const Result<QByteArray> b = TrecEval::run(many);
            QVERIFY2(a.ok() && b.ok(), qPrintable(a.error() + b.error()));
            QCOMPARE(*b, *a);
        }
    }
};

QTEST_GUILESS_MAIN(TestTrecEvalUpstream)
#include "tst_trecevalupstream.moc"
