// bench_freeze: freeze and export of a generated 10,000-question golden set
// (two annotators' span judgments and an adjudication per question, every
// tenth question unanswerable) over the three corpus PDFs. Target: freeze
// ≤ 2 s and export ≤ 2 s on one core.
//
// Usage: bench_freeze [QUESTIONS] [--keep DIR]
//   --keep DIR  build the project in DIR (must not exist) and leave it there.

#include "common/goldfixture.h"

#include "annotation/adjudicationtablesource.h"
#include "annotation/goldagreement.h"
#include "annotation/goldexporter.h"
#include "annotation/goldfreezer.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace touchstone;
using namespace touchstone::testing;

namespace {

// Processor time of this process in ms: on a machine shared with other
// jobs it shows the work itself where wall time also shows the waiting.
double cpuMs()
{
    return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments().mid(1);
    QString keep;
    if (const int at = int(arguments.indexOf(QStringLiteral("--keep"))); at >= 0 && at + 1 < arguments.size()) {
        keep = arguments.at(at + 1);
        arguments.remove(at, 2);
    }
    const int count = arguments.isEmpty() ? 10000 : arguments.front().toInt();
    QTemporaryDir temporary;
    const QString folder = keep.isEmpty() ? temporary.filePath(QStringLiteral("project")) : keep;

    QElapsedTimer timer;
    timer.start();
    auto fixture = GoldFixture::create(folder);
    generateGoldSet(*fixture, count);
    std::printf("generated %d questions (2 annotators, 1 adjudication each) in %.0f ms\n", count,
                double(timer.nsecsElapsed()) / 1e6);

    const AdjudicationTableSource source(*fixture->store);
    FreezeOptions options;
    options.version = QStringLiteral("v1");
    options.actor = QStringLiteral("bench");
    timer.restart();
    const double freezeCpuStart = cpuMs();
    const auto report = GoldFreezer(*fixture->store, source).freeze(options);
    const double freezeMs = double(timer.nsecsElapsed()) / 1e6;
    const double freezeCpuMs = cpuMs() - freezeCpuStart;
    if (!report || !report->version) {
        std::fprintf(stderr, "freeze failed: %s\n",
                     qPrintable(report ? report->blockers.mid(0, 5).join(QLatin1Char('\n')) : report.error()));
        return 1;
    }
    std::printf("freeze   %8.0f ms wall %6.0f ms cpu  (%d questions, bootstrap %d resamples)\n", freezeMs, freezeCpuMs,
                report->version->questionCount, options.bootstrapResamples);

    // The agreement figures alone (inside the freeze above): the bootstrap
    // of κ and α over all questions and per stratum.
    std::vector<GoldAgreement::QuestionRef> refs;
    for (const Question &question : QuestionStore(*fixture->store).all())
        refs.push_back({question.id, question.stratum});
    timer.restart();
    const double agreementCpuStart = cpuMs();
    const auto agreement = GoldAgreement::compute(*fixture->store, refs);
    std::printf("  of which agreement %6.0f ms wall %6.0f ms cpu  (%s units, %.0f of them)\n",
                double(timer.nsecsElapsed()) / 1e6, cpuMs() - agreementCpuStart,
                agreement ? qPrintable(agreement->primaryUnits()) : "no",
                agreement && agreement->primary() ? agreement->primary()->kappaBinary.units : 0.0);

    std::vector<double> buildMs;
    std::vector<double> writeMs;
    std::vector<double> writeCpuMs;
    qint64 bytes = 0;
    for (int run = 0; run < 3; ++run) {
        timer.restart();
        const auto files = GoldExporter::build(*fixture->store, QStringLiteral("v1"));
        buildMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        timer.restart();
        const double cpuStart = cpuMs();
        const Status written = GoldExporter::write(*fixture->store, QStringLiteral("v1"),
                                                   QDir(folder).filePath(QStringLiteral("exports/v1")), true);
        writeMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        writeCpuMs.push_back(cpuMs() - cpuStart);
        if (!files || !written) {
            std::fprintf(stderr, "export failed: %s\n", qPrintable(files ? written.error() : files.error()));
            return 1;
        }
        bytes = 0;
        for (const auto &file : *files)
            bytes += file.second.size();
    }
    std::printf("export   %8.0f ms wall %6.0f ms cpu  median of 3, build and write (%.1f MB in 6 files; build alone "
                "%.0f ms)\n",
                median(writeMs), median(writeCpuMs), double(bytes) / 1e6, median(buildMs));
    const bool met = freezeMs <= 2000 && median(writeMs) <= 2000;
    std::printf("target ≤ 2000 ms wall each: %s\n", met ? "met" : "NOT met");
    if (!keep.isEmpty())
        std::printf("project kept in %s\n", qPrintable(folder));
    return 0;
}
