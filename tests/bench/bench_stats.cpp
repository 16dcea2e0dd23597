// Paired bootstrap throughput: 10,000 resamples over 10,000 queries, the size
// of a large golden set compared on every CI run. Target: <= 100 ms.
// Prints the median of several runs per thread count, checks that the result
// does not depend on the thread count, and times the vectorised numpy
// computation of the methodology (§13.2) on the same differences as a
// reference figure when /usr/bin/python3 with numpy is available.

#include "metrics/pairedbootstrap.h"
#include "metrics/prng.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace touchstone;

namespace {

constexpr int kQueries = 10000;
constexpr int kResamples = 10000;
constexpr int kRuns = 7;

// Per-query recall-like scores in {0, 0.5, 1}; the candidate differs from the
// baseline on about a fifth of the queries, mostly upwards.
void makeScores(std::vector<double> &a, std::vector<double> &b)
{
    Prng rng(20240601);
    a.resize(kQueries);
    b.resize(kQueries);
    for (int i = 0; i < kQueries; ++i) {
        a[i] = 0.5 * rng.bounded(3);
        b[i] = a[i];
        const quint32 change = rng.bounded(100);
        if (change < 12)
            b[i] = std::min(1.0, a[i] + 0.5);
        else if (change < 20)
            b[i] = std::max(0.0, a[i] - 0.5);
    }
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

double timeBootstrap(const std::vector<double> &a, const std::vector<double> &b, int threads,
                     PairedBootstrapResult &last)
{
    PairedBootstrapOptions options;
    options.resamples = kResamples;
    options.seed = 7;
    options.threads = threads;
    std::vector<double> millis;
    for (int run = 0; run < kRuns; ++run) {
        QElapsedTimer timer;
        timer.start();
        last = *pairedBootstrap(a, b, options);
        millis.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return median(millis);
}

// Median milliseconds of the numpy version, or a negative value if numpy is missing.
double timeNumpy(const std::vector<double> &a, const std::vector<double> &b)
{
    QTemporaryDir dir;
    const QString dataPath = dir.filePath(QStringLiteral("scores.txt"));
    QFile data(dataPath);
    if (!data.open(QIODevice::WriteOnly))
        return -1.0;
    for (int i = 0; i < kQueries; ++i)
        data.write(QByteArray::number(a[i], 'g', 17) + ' ' + QByteArray::number(b[i], 'g', 17) + '\n');
    data.close();
    const QString script = QStringLiteral(
        "import sys, time, numpy as np\n"
        "ab = np.loadtxt(sys.argv[1]); a, b = ab[:, 0], ab[:, 1]\n"
        "def paired_bootstrap(a, b, n_boot=%1, seed=0):\n"
        "    rng = np.random.default_rng(seed)\n"
        "    d = b - a; n = len(d); obs = d.mean()\n"
        "    idx = rng.integers(0, n, size=(n_boot, n))\n"
        "    boots = d[idx].mean(axis=1)\n"
        "    lo, hi = np.percentile(boots, [2.5, 97.5])\n"
        "    p = (np.abs(boots - obs) >= abs(obs)).mean()\n"
        "    return obs, lo, hi, p\n"
        "times = []\n"
        "for run in range(%2):\n"
        "    t = time.perf_counter(); r = paired_bootstrap(a, b); times.append(time.perf_counter() - t)\n"
        "print(sorted(times)[len(times) // 2] * 1000.0, *r)\n")
                               .arg(kResamples)
                               .arg(5);
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"), {QStringLiteral("-c"), script, dataPath});
    if (!python.waitForFinished(600000) || python.exitCode() != 0)
        return -1.0;
    const QList<QByteArray> fields = python.readAllStandardOutput().simplified().split(' ');
    if (fields.size() < 5)
        return -1.0;
    std::printf("numpy result: delta %s, 95%% interval [%s, %s], p %s\n", fields[1].constData(),
                fields[2].constData(), fields[3].constData(), fields[4].constData());
    return fields[0].toDouble();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    std::vector<double> a, b;
    makeScores(a, b);

    std::printf("paired bootstrap: %d queries, %d resamples, median of %d runs\n", kQueries,
                kResamples, kRuns);
    PairedBootstrapResult one, two;
    const double oneThread = timeBootstrap(a, b, 1, one);
    const double twoThreads = timeBootstrap(a, b, 2, two);
    std::printf("touchstone, 1 thread : %8.1f ms\n", oneThread);
    std::printf("touchstone, 2 threads: %8.1f ms\n", twoThreads);
    std::printf("touchstone result: delta %.17g, 95%% interval [%.17g, %.17g], p %.17g, "
                "wins %d losses %d ties %d\n",
                two.delta, *two.intervalLow, *two.intervalHigh, *two.p, two.counts.wins,
                two.counts.losses, two.counts.ties);
    const bool same = one.intervalLow == two.intervalLow && one.intervalHigh == two.intervalHigh
                      && one.p == two.p;
    std::printf("same result for 1 and 2 threads: %s\n", same ? "yes" : "NO");

    const double numpy = timeNumpy(a, b);
    if (numpy < 0.0) {
        std::printf("numpy reference: not available (/usr/bin/python3 with numpy)\n");
    } else {
        std::printf("numpy (vectorised, methodology §13.2), median of 5 runs: %8.1f ms\n", numpy);
        std::printf("ratio numpy / touchstone (2 threads): %.1fx; (1 thread): %.1fx\n",
                    numpy / twoThreads, numpy / oneThread);
    }
    return same ? 0 : 1;
}
