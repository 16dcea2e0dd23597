// bench_agreement: the live agreement dashboard recomputes every measure on
// every save. Target: a full recompute of Krippendorff's α (ordinal and
// interval) and weighted κ for all annotator pairs over 100,000 judgments
// from 5 annotators in at most 16 ms (one frame).
//
// Data (seeded, xoshiro256**): (query, passage) units with a latent grade
// 0–3 (40/25/20/15 %); each unit is rated by 1–5 of the 5 annotators
// (10/30/30/20/10 %, annotators drawn at random), each rating the latent
// grade with probability 0.7, else one grade off (or a random grade), until
// 100,000 judgments exist.
//
// Usage: bench_agreement [--runs N] [--no-reference]
// With /usr/bin/python3 and NLTK (Debian python3-nltk) present, the same
// interval α is also timed with nltk.metrics.agreement.AnnotationTask.alpha
// as an independent reference figure (and its value compared with ours).

#include "metrics/cohenkappa.h"
#include "metrics/fleisskappa.h"
#include "metrics/gwetac.h"
#include "metrics/krippendorffalpha.h"
#include "metrics/prng.h"
#include "metrics/ratingsmatrix.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <optional>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

constexpr int Judgments = 100000;
constexpr int Annotators = 5;
constexpr double TargetMs = 16.0;

std::vector<Rating> generateJudgments(std::uint64_t seed)
{
    Prng random(seed);
    const auto draw = [&](std::initializer_list<int> percents) {
        int r = int(random.bounded(100));
        int value = 0;
        for (const int p : percents) {
            if (r < p)
                return value;
            r -= p;
            ++value;
        }
        return value - 1;
    };
    std::vector<Rating> judgments;
    judgments.reserve(Judgments);
    for (int unit = 0; int(judgments.size()) < Judgments; ++unit) {
        const QString id = u"q%1/p%2"_s.arg(unit / 20).arg(unit % 20);
        const int latent = draw({40, 25, 20, 15});
        const int raters = 1 + draw({10, 30, 30, 20, 10});
        int order[Annotators] = {0, 1, 2, 3, 4};
        for (int i = Annotators - 1; i > 0; --i)  // Fisher–Yates: which annotators
            std::swap(order[i], order[random.bounded(quint32(i) + 1)]);
        for (int r = 0; r < raters && int(judgments.size()) < Judgments; ++r) {
            int grade = latent;
            const int noise = int(random.bounded(100));
            if (noise >= 70 && noise < 90)
                grade = std::clamp(latent + (random.bounded(2) ? 1 : -1), 0, 3);
            else if (noise >= 90)
                grade = int(random.bounded(4));
            judgments.push_back({id, u"annotator%1"_s.arg(order[r] + 1), grade});
        }
    }
    return judgments;
}

struct Timing
{
    double medianMs = 0;
    double minMs = 0;
    double maxMs = 0;
};

Timing timeRuns(int runs, const std::function<void()> &work)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        work();
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.front(), ms.back()};
}

// What the dashboard shows, recomputed from the matrix: α ordinal, interval
// (and nominal) from one coincidence matrix; for each of the 10 pairs one
// table and κ linear, quadratic, unweighted and binary; Fleiss on the items
// with the common rater count. The sum keeps the optimiser honest.
double fullRecompute(const RatingsMatrix &matrix, Detail detail)
{
    double sink = 0;
    AgreementResult alphaResult;
    const CoincidenceMatrix coincidences = KrippendorffAlpha::coincidences(matrix, &alphaResult, detail);
    for (const AlphaLevel level : {AlphaLevel::Ordinal, AlphaLevel::Interval, AlphaLevel::Nominal})
        sink += KrippendorffAlpha::alpha(coincidences, level).value_or(0);
    for (int a = 0; a < matrix.coderCount(); ++a) {
        for (int b = a + 1; b < matrix.coderCount(); ++b) {
            AgreementResult pair;
            const ContingencyTable table = CohenKappa::table(matrix, a, b, &pair, detail);
            sink += CohenKappa::kappa(table, Weighting::Quadratic).value_or(0);
            sink += CohenKappa::kappa(table, Weighting::Linear).value_or(0);
            sink += CohenKappa::kappa(table, Weighting::Unweighted).value_or(0);
            sink += CohenKappa::kappa(CohenKappa::binaryTable(table, matrix.categories(), 2), Weighting::Unweighted)
                        .value_or(0);
        }
    }
    sink += FleissKappa::compute(matrix, std::nullopt, detail).value.value_or(0);
    return sink;
}

// Runs NLTK's interval α on the same ratings; returns "seconds value" or why not.
QString nltkReference(const RatingsMatrix &matrix, int runs)
{
    if (!QFile::exists(u"/usr/bin/python3"_s))
        return u"not run: /usr/bin/python3 missing"_s;
    QTemporaryDir dir;
    QFile data(dir.filePath(u"ratings.tsv"_s));
    if (!dir.isValid() || !data.open(QIODevice::WriteOnly))
        return u"not run: cannot write a temporary file"_s;
    for (int u = 0; u < matrix.unitCount(); ++u)
        for (int c = 0; c < matrix.coderCount(); ++c)
            if (const auto grade = matrix.grade(u, c))
                data.write(QByteArray::number(c) + '\t' + QByteArray::number(u) + '\t' + QByteArray::number(*grade) + '\n');
    data.close();
    const QString script = uR"py(
import sys, time, statistics
try:
    from nltk.metrics.agreement import AnnotationTask
    from nltk.metrics.distance import interval_distance
except ImportError:
    print("not run: NLTK missing (apt-get install python3-nltk)"); sys.exit(0)
rows = [tuple(line.split('\t')) for line in open(sys.argv[1]).read().splitlines()]
rows = [(c, u, int(g)) for c, u, g in rows]
times = []
for _ in range(int(sys.argv[2])):
    start = time.perf_counter()
    task = AnnotationTask(data=rows, distance=interval_distance)
    value = task.alpha()
    times.append(time.perf_counter() - start)
print("%.6f %.17g" % (statistics.median(times), value))
)py"_s;
    QProcess python;
    python.start(u"/usr/bin/python3"_s, {u"-c"_s, script, data.fileName(), QString::number(runs)});
    if (!python.waitForFinished(600000))
        return u"not run: NLTK did not finish in 10 minutes"_s;
    return QString::fromUtf8(python.readAllStandardOutput()).trimmed();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    int runs = 31;
    if (const qsizetype i = arguments.indexOf(u"--runs"_s); i >= 0 && i + 1 < arguments.size())
        runs = std::max(20, arguments.at(i + 1).toInt());
    const bool reference = !arguments.contains(u"--no-reference"_s);

    const std::vector<Rating> judgments = generateJudgments(20240531);
    const Timing build = timeRuns(5, [&] { (void)RatingsMatrix::fromRatings(judgments, {0, 1, 2, 3}); });
    const Result<RatingsMatrix> matrix = RatingsMatrix::fromRatings(judgments, {0, 1, 2, 3});
    if (!matrix) {
        std::fprintf(stderr, "bench_agreement: %s\n", qPrintable(matrix.error()));
        return 1;
    }
    std::printf("data: %d judgments, %d annotators, %d units (seed 20240531)\n", int(judgments.size()),
                matrix->coderCount(), matrix->unitCount());
    std::printf("build matrix from rows (once per session): median %.2f ms\n", build.medianMs);

    double sink = 0;
    const Timing fast = timeRuns(runs, [&] { sink += fullRecompute(*matrix, Detail::ValueOnly); });
    const Timing detailed = timeRuns(runs, [&] { sink += fullRecompute(*matrix, Detail::WithUnits); });
    const Timing alphaOnly = timeRuns(runs, [&] {
        sink += KrippendorffAlpha::compute(*matrix, AlphaLevel::Ordinal).value.value_or(0);
        sink += KrippendorffAlpha::compute(*matrix, AlphaLevel::Interval).value.value_or(0);
    });
    const Timing gwet = timeRuns(runs, [&] { sink += GwetAC::compute(*matrix, Weighting::Quadratic).value.value_or(0); });
    std::printf("full recompute (α ord/int/nom, 10 pairs × κ lin/quad/unw/bin, Fleiss), value only: "
                "median %.3f ms (min %.3f, max %.3f) over %d runs — target %.0f ms: %s\n",
                fast.medianMs, fast.minMs, fast.maxMs, runs, TargetMs, fast.medianMs <= TargetMs ? "MET" : "MISSED");
    std::printf("full recompute with used/excluded unit lists: median %.3f ms (min %.3f, max %.3f)\n",
                detailed.medianMs, detailed.minMs, detailed.maxMs);
    std::printf("α ordinal + α interval, two separate passes: median %.3f ms\n", alphaOnly.medianMs);
    std::printf("Gwet AC2 quadratic alone: median %.3f ms\n", gwet.medianMs);

    const auto interval = KrippendorffAlpha::compute(*matrix, AlphaLevel::Interval);
    std::printf("our α interval = %.17g (ordinal %.17g), %d pairable units\n", interval.value.value_or(-99),
                KrippendorffAlpha::compute(*matrix, AlphaLevel::Ordinal).value.value_or(-99), interval.n);
    if (reference) {
        const QString nltk = nltkReference(*matrix, 3);
        const QStringList parts = nltk.split(u' ');
        bool ok = false;
        const double seconds = parts.value(0).toDouble(&ok);
        if (ok && parts.size() == 2) {
            const double value = parts.at(1).toDouble();
            std::printf("reference: NLTK AnnotationTask.alpha (interval), same data: median %.1f ms over 3 runs, "
                        "α = %.17g, |difference| = %.3g\n",
                        seconds * 1000.0, value, std::abs(value - interval.value.value_or(0)));
        } else {
            std::printf("reference: %s\n", qPrintable(nltk));
        }
    }
    std::printf("(checksum %.6f)\n", sink);
    return 0;
}
