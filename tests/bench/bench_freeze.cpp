// bench_freeze: freeze and export of a generated 10,000-question golden set
// (two annotators' span judgments per question, the lead's decision where
// they differ, every tenth question unanswerable) over the three corpus
// PDFs. The freeze accepts the full agreements (about half of the
// questions) itself. Target: freeze ≤ 2 s and export ≤ 2 s on one core.
//
// Usage: bench_freeze [QUESTIONS] [--keep DIR]
//   --keep DIR  build the project in DIR (must not exist) and leave it there.

#include "common/goldfixture.h"
#include "common/labelfixture.h"

#include "annotation/goldexporter.h"
#include "annotation/goldfreezer.h"
#include "annotation/projectagreement.h"
#include "annotation/projectlabels.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdint>
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
    std::printf("generated %d questions (2 annotators each, the lead's decisions imported) in %.0f ms\n", count,
                double(timer.nsecsElapsed()) / 1e6);

    // Accepting the full agreements is part of every freeze; timed alone
    // here on a copy of the project, so that the freeze below does it too.
    {
        const QString copy = QDir(temporary.path()).filePath(QStringLiteral("synced"));
        fixture->store.reset();
        if (!copyFolder(folder, copy)) {
            std::fprintf(stderr, "cannot copy the project\n");
            return 1;
        }
        fixture->store = std::move(ProjectStore::open(folder).value());
        auto synced = ProjectStore::open(copy);
        timer.restart();
        const double syncCpuStart = cpuMs();
        const Result<int> rows = AdjudicationStore(**synced, QStringLiteral("bench")).syncAutomatic();
        std::printf("  accepting full agreements alone %6.0f ms wall %6.0f ms cpu  (%d rows)\n",
                    double(timer.nsecsElapsed()) / 1e6, cpuMs() - syncCpuStart, rows ? *rows : -1);
    }

    FreezeOptions options;
    options.version = QStringLiteral("v1");
    options.actor = QStringLiteral("bench");
    timer.restart();
    const double freezeCpuStart = cpuMs();
    const auto report = GoldFreezer(*fixture->store).freeze(options);
    const double freezeMs = double(timer.nsecsElapsed()) / 1e6;
    const double freezeCpuMs = cpuMs() - freezeCpuStart;
    if (!report || !report->version) {
        std::fprintf(stderr, "freeze failed: %s\n",
                     qPrintable(report ? report->blockers.mid(0, 5).join(QLatin1Char('\n')) : report.error()));
        return 1;
    }
    std::printf("freeze   %8.0f ms wall %6.0f ms cpu  (%d questions, bootstrap %d resamples)\n", freezeMs, freezeCpuMs,
                report->version->questionCount, options.bootstrapResamples);

    // The agreement figures alone (inside the freeze above): loading the
    // labels and the dashboard with the freeze's bootstrap, over all
    // questions and per stratum.
    timer.restart();
    const double agreementCpuStart = cpuMs();
    ProjectLabels labels;
    const Status loaded = labels.load(*fixture->store);
    AgreementOptions agreementOptions;
    agreementOptions.resamples = options.bootstrapResamples;
    agreementOptions.seed = std::uint64_t(options.seed);
    const AgreementDashboard agreement = ProjectAgreement(labels).compute({}, agreementOptions);
    std::printf("  of which agreement %6.0f ms wall %6.0f ms cpu  (%s; %lld passage units, %lld tokens, %d questions)\n",
                double(timer.nsecsElapsed()) / 1e6, cpuMs() - agreementCpuStart,
                loaded ? "labels loaded" : qPrintable(loaded.error()), agreement.passageUnits, agreement.tokens,
                agreement.questions);

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
