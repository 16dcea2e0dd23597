// touchstone trec on malformed and unusual input: the exact one-line errors,
// CRLF files, comments, interleaved topics, huge files; and properties of
// the measures on generated runs (bounds, tie-breaking, independence from
// file order and thread split).

#include "metrics/treceval.h"
#include "common/shareddata.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace touchstone;

namespace {

const QByteArray kQrels = "1 0 D1 2\n1 0 D2 0\n1 0 D3 1\n2 0 D9 1\n";
const QByteArray kRun = "1 Q0 D1 1 3.0 tag\n1 Q0 D2 2 2.0 tag\n1 Q0 D4 3 1.0 tag\n"
                        "2 Q0 D9 1 5 tag\n2 Q0 D8 2 4 tag\n";

class Files
{
public:
    QString write(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }
    QString path(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

Result<QByteArray> evaluate(const QString &qrels, const QString &run, QStringList measures = {},
                            bool perTopic = true)
{
    TrecEvalOptions options;
    options.qrelsPath = qrels;
    options.runPath = run;
    options.measures = measures;
    options.perTopic = perTopic;
    return TrecEval::run(options);
}

// A deterministic random run: topics of different depths, graded
// judgments, many score ties, unjudged documents.
struct Generated
{
    QByteArray qrels;
    QList<QByteArray> runLines;
};

Generated generate(quint32 seed, int topics)
{
    QRandomGenerator random(seed);
    Generated g;
    for (int t = 1; t <= topics; ++t) {
        const int depth = random.bounded(1, 60);
        const int judged = random.bounded(1, 25);
        for (int j = 0; j < judged; ++j)
            g.qrels += QByteArray::number(t) + " 0 D" + QByteArray::number(j * 3) + ' '
                       + QByteArray::number(random.bounded(0, 4)) + '\n';
        for (int d = 0; d < depth; ++d) {
            const int score = random.bounded(0, 8); // few values: many ties
            g.runLines << QByteArray::number(t) + " Q0 D" + QByteArray::number(d * 2) + " 0 "
                              + QByteArray::number(score) + ".5 run\n";
        }
    }
    return g;
}

double valueOf(const QByteArray &output, const QByteArray &measure, const QByteArray &topic)
{
    for (const QByteArray &line : output.split('\n')) {
        const QList<QByteArray> f = line.split('\t');
        if (f.size() == 3 && f[0].trimmed() == measure && f[1] == topic)
            return f[2].toDouble();
    }
    return -1.0;
}

} // namespace

class TestTrecInput : public QObject
{
    Q_OBJECT

private slots:
    void errors_data()
    {
        QTest::addColumn<QByteArray>("qrels");
        QTest::addColumn<QByteArray>("run");
        QTest::addColumn<QString>("expected"); // %Q = qrels path, %R = run path

        QTest::newRow("qrels column count")
            << QByteArray("1 0 D1 1\n1 0 D2\n") << kRun
            << QStringLiteral("%Q:2: expected 4 fields (qid iter docno rel), found 3");
        QTest::newRow("qrels too many columns")
            << QByteArray("1 0 D1 1 x\n") << kRun
            << QStringLiteral("%Q:1: expected 4 fields (qid iter docno rel), found more");
        QTest::newRow("qrels grade out of range")
            << QByteArray("# c\n1 0 D1 2000000\n") << kRun
            << QStringLiteral("%Q:2: grade 2000000 is outside [-1000000, 1000000]");
        QTest::newRow("qrels duplicate")
            << QByteArray("1 0 D1 1\n1 0 D2 0\n1 0 D1 2\n") << kRun
            << QStringLiteral("%Q:3: document 'D1' judged twice for topic '1' (also on line 1)");
        QTest::newRow("qrels empty line")
            << QByteArray("1 0 D1 1\n\n1 0 D2 1\n") << kRun
            << QStringLiteral("%Q:2: empty line (expected: qid iter docno rel)");
        QTest::newRow("qrels empty file")
            << QByteArray() << kRun << QStringLiteral("%Q:1: empty file");
        QTest::newRow("qrels only a comment")
            << QByteArray("# a\n") << kRun << QStringLiteral("%Q:1: no judgments in file");
        // get_qrels.c skips one comment line at a time: the second is data.
        QTest::newRow("qrels two comment lines")
            << QByteArray("# a\n# b\n") << kRun
            << QStringLiteral("%Q:2: expected 4 fields (qid iter docno rel), found 2");
        QTest::newRow("qrels NUL")
            << QByteArray("1 0 D1 1\n1 0 D\0 1\n", 19) << kRun
            << QStringLiteral("%Q:2: NUL byte in line");
        QTest::newRow("run column count")
            << kQrels << QByteArray("1 Q0 D1 1 3.0 tag\n1 Q0 D2 2 2.0\n")
            << QStringLiteral("%R:2: expected 6 fields (qid iter docno rank score runid), found 5");
        QTest::newRow("run NUL")
            << kQrels << QByteArray("1 Q0 D1 1 3.0 tag\n1 Q0 D\0 2 2.0 tag\n", 36)
            << QStringLiteral("%R:2: NUL byte in line");
        QTest::newRow("run duplicate docno")
            << kQrels << QByteArray("1 Q0 D1 1 3 t\n1 Q0 D2 2 2 t\n1 Q0 D1 3 1 t\n2 Q0 D9 1 1 t\n")
            << QStringLiteral("%R:3: document 'D1' retrieved twice for topic '1' (also on line 1)");
        QTest::newRow("run empty file")
            << kQrels << QByteArray() << QStringLiteral("%R:1: empty file");
        QTest::newRow("run only comments")
            << kQrels << QByteArray("# x\n\n") << QStringLiteral("%R:2: no results in file");
        QTest::newRow("topic missing from run")
            << kQrels << QByteArray("1 Q0 D1 1 3.0 tag\n")
            << QStringLiteral("%R: no results for topic '2' of %Q (use -c to score it 0)");
    }

    void errors()
    {
        QFETCH(QByteArray, qrels);
        QFETCH(QByteArray, run);
        QFETCH(QString, expected);
        Files files;
        const QString q = files.write(QStringLiteral("q.txt"), qrels);
        const QString r = files.write(QStringLiteral("r.txt"), run);
        const Result<QByteArray> result = evaluate(q, r);
        QVERIFY(!result.ok());
        QCOMPARE(result.error(), QString(expected).replace(QLatin1String("%Q"), q).replace(QLatin1String("%R"), r));
        QVERIFY(!result.error().contains(QLatin1Char('\n')));
    }

    // Fields trec_eval misreads are read its way with a warning, or refused
    // with strict.
    void misreadFieldsWarnOrFailWithStrict()
    {
        Files files;
        const QString q = files.write(QStringLiteral("q.txt"), QByteArray("1 0 D1 1.9\n1 0 D2 0\n"));
        const QString r = files.write(QStringLiteral("r.txt"),
                                      QByteArray("\n# comment\n1 Q0 D1 1 2.5x tag\n1 Q0 D2 2 abc tag\n"));
        TrecEvalOptions options;
        options.qrelsPath = q;
        options.runPath = r;
        options.measures = {QStringLiteral("P.1")};
        const TrecEvalReport report = TrecEval::evaluate(options);
        QVERIFY(report.ok());
        QCOMPARE(report.output, QByteArray("P_1                   \tall\t1.0000\n"));
        QCOMPARE(report.warnings,
                 QStringList({q + QStringLiteral(":1: warning: grade '1.9' read as 1, as trec_eval reads it (the leading integer)"),
                              r + QStringLiteral(":3: warning: score '2.5x' read as 2.5, as trec_eval reads it (atof)"),
                              r + QStringLiteral(":4: warning: score 'abc' read as 0, as trec_eval reads it (atof)")}));
        options.strict = true;
        const TrecEvalReport strict = TrecEval::evaluate(options);
        QCOMPARE(strict.error, q + QStringLiteral(":1: grade '1.9' read as 1, as trec_eval reads it (the leading integer) (an error with --strict)"));
        QVERIFY(strict.output.isEmpty());
        QVERIFY(strict.warnings.isEmpty());
    }

    void unknownMeasure()
    {
        Files files;
        const QString q = files.write(QStringLiteral("q"), kQrels);
        const QString r = files.write(QStringLiteral("r"), kRun);
        QCOMPARE(evaluate(q, r, {QStringLiteral("P_10")}).error(), QStringLiteral("unknown measure 'P_10'"));
        QCOMPARE(evaluate(q, r, {QStringLiteral("rbp")}).error(), QStringLiteral("measure 'rbp' is not supported"));
        QCOMPARE(evaluate(q, r, {QStringLiteral("P.0")}).error(), QStringLiteral("measure 'P': cutoffs must be positive"));
        QCOMPARE(evaluate(q, r, {QStringLiteral("P.5,5")}).error(), QStringLiteral("measure 'P': duplicate cutoffs"));
        QCOMPARE(evaluate(q, r, {QStringLiteral("P.")}).error(), QStringLiteral("improper measure in parameter 'P'"));
    }

    // trec_eval reads \r as whitespace: a CRLF file means the same as LF.
    void crlfLikeLf()
    {
        Files files;
        QByteArray qrelsCrlf = kQrels;
        QByteArray runCrlf = kRun;
        qrelsCrlf.replace("\n", "\r\n");
        runCrlf.replace("\n", "\r\n");
        const Result<QByteArray> lf = evaluate(files.write(QStringLiteral("q"), kQrels),
                                               files.write(QStringLiteral("r"), kRun),
                                               {QStringLiteral("all_trec")});
        const Result<QByteArray> crlf = evaluate(files.write(QStringLiteral("qc"), qrelsCrlf),
                                                 files.write(QStringLiteral("rc"), runCrlf),
                                                 {QStringLiteral("all_trec")});
        QVERIFY2(lf.ok() && crlf.ok(), qPrintable(lf.error() + crlf.error()));
        QCOMPARE(*crlf, *lf);
        QVERIFY(crlf->contains("runid                 \tall\ttag\n"));
    }

    void tiesBrokenByDocnoDescending()
    {
        Files files;
        // All scores equal: rank 1 is the greatest docno in strcmp order ("D9" > "D10").
        const QString q = files.write(QStringLiteral("q"), "1 0 D9 1\n1 0 D10 1\n");
        const QString r = files.write(QStringLiteral("r"),
                                      "1 Q0 D10 1 1.0 t\n1 Q0 D2 2 1.0 t\n1 Q0 D9 3 1.0 t\n");
        const Result<QByteArray> out = evaluate(q, r, {QStringLiteral("relstring.3"), QStringLiteral("recip_rank")});
        QVERIFY2(out.ok(), qPrintable(out.error()));
        // trec_eval's order: recip_rank before relstring, whatever the -m order.
        QCOMPARE(*out, QByteArray("recip_rank            \t1\t1.0000\n"
                                  "relstring_3           \t1\t'1-1'\n"
                                  "recip_rank            \tall\t1.0000\n"));
    }

    // The trec_parity cases (inputs and trec_eval's output, tests/data/
    // trec_parity) with the run split between threads at every line: the
    // joins must not change output, warnings, or where a failure stops.
    void parityCasesOnSplitRuns()
    {
        const QDir root(touchstone::testing::sourcePath(QStringLiteral("tests/data/trec_parity")));
        int checked = 0;
        for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const QDir dir(root.filePath(name));
            QFile argsFile(dir.filePath(QStringLiteral("args")));
            QVERIFY(argsFile.open(QIODevice::ReadOnly));
            TrecEvalOptions options;
            options.qrelsPath = dir.filePath(QStringLiteral("qrels"));
            options.runPath = dir.filePath(QStringLiteral("run"));
            bool simple = true;
            const QList<QByteArray> args = argsFile.readAll().split('\n');
            for (int i = 0; i < args.size(); ++i) {
                const QByteArray &a = args[i];
                if (a.isEmpty() || a == "QRELS" || a == "RUN")
                    continue;
                if (a == "-q")
                    options.perTopic = true;
                else if (a == "-c")
                    options.complete = true;
                else if (a == "-J")
                    options.judgedOnly = true;
                else if (a == "-m" && i + 1 < args.size())
                    options.measures << QString::fromUtf8(args[++i]);
                else if (a.startsWith("-M"))
                    options.maxRetrieved = a.mid(2).toLong();
                else if (a.startsWith("-l"))
                    options.relevanceLevel = a.mid(2).toInt();
                else
                    simple = false;
            }
            if (!simple)
                continue;
            QFile expectedFile(dir.filePath(QStringLiteral("expected.stdout")));
            QVERIFY(expectedFile.open(QIODevice::ReadOnly));
            const QByteArray expected = expectedFile.readAll();
            options.threads = 1;
            const TrecEvalReport reference = TrecEval::evaluate(options);
            QCOMPARE(reference.output, expected);
            for (int threads : {2, 3, 5}) {
                options.threads = threads;
                options.minBytesPerThread = 1;
                const TrecEvalReport split = TrecEval::evaluate(options);
                QCOMPARE(split.output, reference.output);
                QCOMPARE(split.error, reference.error);
                QCOMPARE(split.warnings, reference.warnings);
            }
            ++checked;
        }
        QVERIFY(checked >= 30);
    }

    void interleavedTopicsAndThreadSplits()
    {
        const Generated g = generate(20240601, 40);
        Files files;
        const QString q = files.write(QStringLiteral("q"), g.qrels);
        const QString inOrder = files.write(QStringLiteral("r1"), g.runLines.join());
        QList<QByteArray> shuffled = g.runLines;
        QRandomGenerator random(7);
        std::shuffle(shuffled.begin(), shuffled.end(), random);
        const QString interleaved = files.write(QStringLiteral("r2"), shuffled.join());

        TrecEvalOptions base;
        base.qrelsPath = q;
        base.runPath = inOrder;
        base.measures = {QStringLiteral("all_trec")};
        base.perTopic = true;
        base.threads = 1;
        const Result<QByteArray> reference = TrecEval::run(base);
        QVERIFY2(reference.ok(), qPrintable(reference.error()));
        for (const QString &run : {inOrder, interleaved}) {
            for (int threads : {1, 2, 3, 5}) {
                TrecEvalOptions options = base;
                options.runPath = run;
                options.threads = threads;
                options.minBytesPerThread = 1;
                const Result<QByteArray> out = TrecEval::run(options);
                QVERIFY2(out.ok(), qPrintable(out.error()));
                QCOMPARE(*out, *reference);
            }
        }
    }

    void boundsHoldOnGeneratedRuns()
    {
        for (quint32 seed : {1u, 2u, 3u}) {
            const Generated g = generate(seed, 30);
            Files files;
            const Result<QByteArray> out = evaluate(
                files.write(QStringLiteral("q"), g.qrels), files.write(QStringLiteral("r"), g.runLines.join()),
                {QStringLiteral("ndcg"), QStringLiteral("ndcg_cut.1,5,20"), QStringLiteral("P.1,5,20,100"),
                 QStringLiteral("recall.5,1000"), QStringLiteral("map"), QStringLiteral("bpref"),
                 QStringLiteral("judged.10")});
            QVERIFY2(out.ok(), qPrintable(out.error()));
            int checked = 0;
            for (const QByteArray &line : out->split('\n')) {
                const QList<QByteArray> f = line.split('\t');
                if (f.size() != 3)
                    continue;
                const double v = f[2].toDouble();
                QVERIFY2(v >= 0.0 && v <= 1.0, line.constData());
                ++checked;
            }
            QVERIFY(checked > 30 * 12);
            // recall at full depth equals num_rel_ret / num_rel.
            QVERIFY(valueOf(*out, "recall_1000", "all") >= valueOf(*out, "recall_5", "all"));
        }
    }

    // Linear gains make nDCG scale-free: grades multiplied by 333,333 score as
    // the grades themselves, on every topic at once, and as fast (the gain
    // table holds the grades present, not every level up to the highest).
    void gradesNearAMillionScoreLikeSmallOnes()
    {
        const Generated g = generate(7, 30);
        QByteArray scaled;
        for (const QByteArray &line : g.qrels.split('\n')) {
            const QList<QByteArray> f = line.split(' ');
            if (f.size() == 4)
                scaled += f[0] + ' ' + f[1] + ' ' + f[2] + ' ' + QByteArray::number(f[3].toInt() * 333333) + '\n';
        }
        Files files;
        const QString run = files.write(QStringLiteral("r"), g.runLines.join());
        const QStringList measures = {QStringLiteral("ndcg"), QStringLiteral("ndcg_cut.5,10"),
                                      QStringLiteral("ndcg_rel"), QStringLiteral("Rndcg"), QStringLiteral("map")};
        const Result<QByteArray> small = evaluate(files.write(QStringLiteral("q"), g.qrels), run, measures);
        const Result<QByteArray> large = evaluate(files.write(QStringLiteral("q2"), scaled), run, measures);
        QVERIFY2(small.ok() && large.ok(), qPrintable(small.error() + large.error()));
        QVERIFY(small->contains("ndcg_rel"));
        QCOMPARE(*large, *small);
    }

    // Exponential gain equals trec_eval's linear gain on grades rewritten to
    // 2^g - 1 (the way the README says to get it from trec_eval).
    void exponentialGainMatchesRewrittenQrels()
    {
        const Generated g = generate(99, 25);
        QByteArray rewritten;
        for (const QByteArray &line : g.qrels.split('\n')) {
            const QList<QByteArray> f = line.split(' ');
            if (f.size() == 4)
                rewritten += f[0] + ' ' + f[1] + ' ' + f[2] + ' ' + QByteArray::number((1 << f[3].toInt()) - 1) + '\n';
        }
        Files files;
        const QString run = files.write(QStringLiteral("r"), g.runLines.join());
        TrecEvalOptions options;
        options.qrelsPath = files.write(QStringLiteral("q"), g.qrels);
        options.runPath = run;
        options.measures = {QStringLiteral("ndcg"), QStringLiteral("ndcg_cut.5,10")};
        options.perTopic = true;
        options.gain = GainFunction::Exponential;
        const Result<QByteArray> exponential = TrecEval::run(options);
        options.qrelsPath = files.write(QStringLiteral("q2"), rewritten);
        options.gain = GainFunction::Linear;
        const Result<QByteArray> linear = TrecEval::run(options);
        QVERIFY2(exponential.ok() && linear.ok(), qPrintable(exponential.error() + linear.error()));
        QVERIFY(exponential->contains("ndcg_cut_10@exp"));
        QByteArray stripped = *exponential;
        stripped.replace("@exp    ", "        ");
        stripped.replace("@exp", "");
        QCOMPARE(stripped, *linear);
    }

    // A file past 2 GB without newlines (a sparse hole of NUL bytes after two
    // lines) ends in one line of error, not a crash or a 2 GB allocation.
    void hugeFileWithoutNewlines()
    {
        Files files;
        const QString q = files.write(QStringLiteral("q"), kQrels);
        const QString r = files.write(QStringLiteral("r"), "1 Q0 D1 1 3.0 tag\n1 Q0 D2 2 2.0 tag\n");
        QFile file(r);
        QVERIFY(file.resize(qint64(2200) << 20));
        const Result<QByteArray> out = evaluate(q, r);
        QVERIFY(!out.ok());
        QCOMPARE(out.error(), r + QStringLiteral(":3: line longer than 64 MiB"));
    }
};

QTEST_GUILESS_MAIN(TestTrecInput)
#include "tst_trecinput.moc"
