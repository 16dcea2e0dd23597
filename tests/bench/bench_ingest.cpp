// Ingest speed against Poppler's own command-line extractor, in one run.
//
//   build/bench/bench_ingest [PDF] [--runs N]
//
// Times, on the same file (default: the 1158-page octave manual):
//   pdftotext -bbox PDF OUT        (words with boxes, one thread)
//   text extraction alone          (canonical text + geometry, 1 and 2 threads)
//   touchstone ingest, in process  (read, hash, extract on 2 threads, store)
// and prints the ratios. Target: ingest <= 1.3 x pdftotext -bbox.

#include "common/shareddata.h"

#include "annotation/ingest.h"
#include "annotation/pdfdocument.h"
#include "annotation/projectstore.h"
#include "annotation/textextraction.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace touchstone;

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

double timeMs(const std::function<bool()> &work, int runs)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        if (!work())
            return -1;
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return median(times);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList arguments = app.arguments().mid(1);
    int runs = 3;
    const int runsAt = int(arguments.indexOf(QStringLiteral("--runs")));
    if (runsAt >= 0 && runsAt + 1 < arguments.size()) {
        runs = std::max(1, arguments.at(runsAt + 1).toInt());
        arguments.remove(runsAt, 2);
    }
    const QString pdf = arguments.isEmpty() ? testing::corpusFile(QStringLiteral("octave-manual.pdf")) : arguments.first();
    QTemporaryDir scratch;
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
        std::fprintf(stderr, "pdftotext not found (apt-get install poppler-utils)\n");
        return 2;
    }
    PdfOpenResult opened = PdfDocument::open(pdf);
    if (!opened.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.message));
        return 2;
    }
    const int pages = opened.document->pageCount();
    std::printf("file: %s (%d pages), median of %d runs\n", qPrintable(pdf), pages, runs);

    const double pdftotext = timeMs([&] {
        QProcess process;
        process.start(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, scratch.filePath(QStringLiteral("bbox.html"))});
        return process.waitForFinished(600000) && process.exitCode() == 0;
    }, runs);
    const double extract1 = timeMs([&] { return !TextExtraction::extractAll(*opened.document, 1).empty(); }, runs);
    const double extract2 = timeMs([&] { return !TextExtraction::extractAll(*opened.document, 2).empty(); }, runs);
    int project = 0;
    const double ingest = timeMs([&] {
        auto store = ProjectStore::create(scratch.filePath(QStringLiteral("project%1").arg(project++)));
        if (!store)
            return false;
        Ingest::Options options;
        options.threads = 2;
        const IngestReport report = Ingest::run(**store, {pdf}, options);
        return !report.files.empty() && report.files.front().kind == IngestOutcome::Added;
    }, runs);

    std::printf("%-44s %10.1f ms  %7.2f ms/page\n", "pdftotext -bbox (reference)", pdftotext, pdftotext / pages);
    std::printf("%-44s %10.1f ms  %7.2f ms/page  %5.2fx\n", "touchstone extraction, 1 thread", extract1, extract1 / pages, extract1 / pdftotext);
    std::printf("%-44s %10.1f ms  %7.2f ms/page  %5.2fx\n", "touchstone extraction, 2 threads", extract2, extract2 / pages, extract2 / pdftotext);
    std::printf("%-44s %10.1f ms  %7.2f ms/page  %5.2fx  (target <= 1.30x)\n", "touchstone ingest (hash, extract, store)", ingest,
                ingest / pages, ingest / pdftotext);
    return 0;
}
