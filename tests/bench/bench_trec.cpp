// Benchmark of `touchstone trec` (metrics/treceval.h) on the 10,000-topic x
// 1,000-document run of shared/bench/gen_trec_run.py (10M lines, ~332 MB).
//
//   build/bench/bench_trec [DIR]
//
// DIR (default $TOUCHSTONE_TREC_BENCH_DIR or /tmp/touchstone-bench-trec) holds
// qrels.txt and run.txt; they are generated there if missing (never commit
// them). Times TrecEval::run in-process for
//   -q -m ndcg_cut.10 -m P.10 -m recall.100 -m map -m recip_rank -m bpref
// (median of 3) and prints wall time, CPU time and peak RSS. If a trec_eval
// binary is given in $TREC_EVAL, it is timed on the same input in the same
// session and its output compared byte for byte.

#include "common/shareddata.h"
#include "metrics/treceval.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <algorithm>
#include <cstdio>
#include <sys/resource.h>
#include <vector>

using namespace touchstone;

namespace {

const QStringList kMeasures = {QStringLiteral("ndcg_cut.10"), QStringLiteral("P.10"),
                               QStringLiteral("recall.100"), QStringLiteral("map"),
                               QStringLiteral("recip_rank"), QStringLiteral("bpref")};

bool ensureInput(const QString &dir, QString *qrels, QString *run)
{
    QDir().mkpath(dir);
    *qrels = QDir(dir).filePath(QStringLiteral("qrels.txt"));
    *run = QDir(dir).filePath(QStringLiteral("run.txt"));
    if (QFileInfo::exists(*qrels) && QFileInfo(*run).size() > 300'000'000)
        return true;
    std::printf("generating the input in %s ...\n", qPrintable(dir));
    std::fflush(stdout);
    const int status = QProcess::execute(QStringLiteral("python3"),
        {testing::sharedPath(QStringLiteral("bench/gen_trec_run.py")), QStringLiteral("--queries"),
         QStringLiteral("10000"), QStringLiteral("--depth"), QStringLiteral("1000"),
         QStringLiteral("--seed"), QStringLiteral("20240601"), QStringLiteral("--qrels"), *qrels,
         QStringLiteral("--run"), *run});
    return status == 0;
}

double cpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
           + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

long peakRssKb(int who)
{
    rusage usage{};
    getrusage(who, &usage);
    return usage.ru_maxrss;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1])
                        : qEnvironmentVariableIsSet("TOUCHSTONE_TREC_BENCH_DIR")
                            ? qEnvironmentVariable("TOUCHSTONE_TREC_BENCH_DIR")
                            : QStringLiteral("/tmp/touchstone-bench-trec");
    QString qrels;
    QString run;
    if (!ensureInput(dir, &qrels, &run)) {
        std::fprintf(stderr, "bench_trec: cannot generate the input in %s\n", qPrintable(dir));
        return 1;
    }
    std::printf("input: %s (%.1f MB), %s\n", qPrintable(run), double(QFileInfo(run).size()) / 1e6,
                qPrintable(qrels));

    TrecEvalOptions options;
    options.qrelsPath = qrels;
    options.runPath = run;
    options.measures = kMeasures;
    options.perTopic = true;
    std::vector<double> walls;
    std::vector<double> cpus;
    QByteArray output;
    for (int i = 0; i < 3; ++i) {
        QElapsedTimer timer;
        const double cpuBefore = cpuSeconds();
        timer.start();
        const Result<QByteArray> result = TrecEval::run(options);
        walls.push_back(double(timer.nsecsElapsed()) / 1e9);
        cpus.push_back(cpuSeconds() - cpuBefore);
        if (!result) {
            std::fprintf(stderr, "bench_trec: %s\n", qPrintable(result.error()));
            return 1;
        }
        output = *result;
        std::printf("touchstone trec run %d: %.3f s wall, %.3f s CPU\n", i + 1, walls.back(), cpus.back());
    }
    const double ours = median(walls);
    std::printf("touchstone trec: median %.3f s wall, %.3f s CPU, peak RSS %.1f MB (whole bench process), "
                "%lld output lines\n",
                ours, median(cpus), double(peakRssKb(RUSAGE_SELF)) / 1024.0, qlonglong(output.count('\n')));

    const QString reference = qEnvironmentVariable("TREC_EVAL");
    if (reference.isEmpty()) {
        std::printf("set TREC_EVAL=/path/to/trec_eval to time it on the same input\n");
        return 0;
    }
    QStringList arguments{QStringLiteral("-q")};
    for (const QString &m : kMeasures)
        arguments << QStringLiteral("-m") << m;
    arguments << qrels << run;
    std::vector<double> theirs;
    QByteArray theirOutput;
    for (int i = 0; i < 3; ++i) {
        QProcess process;
        QElapsedTimer timer;
        timer.start();
        process.start(reference, arguments);
        process.waitForFinished(-1);
        theirs.push_back(double(timer.nsecsElapsed()) / 1e9);
        theirOutput = process.readAllStandardOutput();
        std::printf("trec_eval run %d: %.3f s wall (exit %d)\n", i + 1, theirs.back(), process.exitCode());
    }
    std::printf("trec_eval: median %.3f s wall, peak RSS of children %.1f MB\n", median(theirs),
                double(peakRssKb(RUSAGE_CHILDREN)) / 1024.0);
    std::printf("output %s; wall-time ratio trec_eval / touchstone = %.1f\n",
                theirOutput == output ? "identical" : "DIFFERENT", median(theirs) / ours);
    return theirOutput == output ? 0 : 2;
}
