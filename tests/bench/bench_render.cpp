// Page rendering speed: our renderer against pdftoppm on the same pages, in
// the same run, one thread each.
//
//   build/bench/bench_render [REPEATS]
//
// For each document and dpi it prints ms/page for
//   pdftoppm   `pdftoppm -r DPI -f A -l B FILE` writing PPM to stdout, which
//              is read into /dev/null (PPM is raw pixels: no PNG compression
//              or disk in the figure); wall time of the whole process,
//              including its start and opening the file
//   render     PdfDocument::open + PdfDocument::render of every page, in order
//   renderer   PageRenderer limited to one job at a time, each page requested
//              after the previous one arrived, from PdfDocument::open through
//              setDocument (the worker clones the document: a second open) to
//              the last pageRendered signal
//   warm       the same renderer once its worker holds its clone (the first
//              page was rendered at half the dpi first, untimed): the cost
//              per page while scrolling
// and the ratios to pdftoppm. Each figure is the best of REPEATS runs (5),
// the three ways taking turns. The machine is shared, so besides wall time
// the CPU time of the work is reported (getrusage of the pdftoppm child;
// the process's CPU time for ours, all threads): it is what other load
// disturbs least.

#include "annotation/pdfdocument.h"
#include "common/shareddata.h"
#include "models/pagerenderer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QGuiApplication>
#include <QProcess>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <limits>

using namespace touchstone;

namespace {

struct Cost
{
    double wall = std::numeric_limits<double>::max(); // ms
    double cpu = std::numeric_limits<double>::max();  // ms
};

double processCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

double childrenCpuMs()
{
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
           + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

void keepBest(Cost &best, const Cost &run)
{
    best.wall = std::min(best.wall, run.wall);
    best.cpu = std::min(best.cpu, run.cpu);
}

Cost timePdftoppm(const QString &file, int first, int last, int dpi)
{
    const double cpuBefore = childrenCpuMs();
    QProcess process;
    process.setStandardOutputFile(QProcess::nullDevice());
    process.setStandardErrorFile(QProcess::nullDevice());
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral("pdftoppm"),
                  {QStringLiteral("-r"), QString::number(dpi), QStringLiteral("-f"), QString::number(first),
                   QStringLiteral("-l"), QString::number(last), file});
    if (!process.waitForFinished(-1) || process.exitCode() != 0) {
        std::fprintf(stderr, "pdftoppm failed on %s\n", qPrintable(file));
        return {};
    }
    return {timer.nsecsElapsed() / 1e6, childrenCpuMs() - cpuBefore};
}

Cost timeDirect(const QString &file, int first, int last, int dpi)
{
    const double cpuBefore = processCpuMs();
    QElapsedTimer timer;
    timer.start();
    PdfOpenResult opened = PdfDocument::open(file);
    if (!opened.ok())
        return {};
    qint64 pixels = 0;
    for (int page = first - 1; page < last; ++page) {
        const QImage image = opened.document->render(page, dpi);
        pixels += qint64(image.width()) * image.height();
    }
    if (pixels == 0)
        return {};
    return {timer.nsecsElapsed() / 1e6, processCpuMs() - cpuBefore};
}

// Renders pages [first, last] (0-based) one after the other.
void renderInTurn(PageRenderer &renderer, int first, int last, int dpi)
{
    QEventLoop loop;
    int next = first;
    bool done = false;
    std::function<void()> requestNext = [&] {
        while (next <= last) {
            const int page = next++;
            const int width = renderer.pixelWidthForDpi(page, dpi);
            if (renderer.request(page, width) && renderer.image(page, width).isNull())
                return; // pageRendered or pageFailed follows
        }
        done = true;
        loop.quit();
    };
    const QMetaObject::Connection rendered = QObject::connect(&renderer, &PageRenderer::pageRendered, &loop, requestNext);
    const QMetaObject::Connection failed = QObject::connect(&renderer, &PageRenderer::pageFailed, &loop, requestNext);
    requestNext();
    if (!done)
        loop.exec();
    QObject::disconnect(rendered);
    QObject::disconnect(failed);
}

Cost timeRenderer(const QString &file, int first, int last, int dpi, bool warm)
{
    double cpuBefore = processCpuMs();
    QElapsedTimer timer;
    timer.start();
    PdfOpenResult opened = PdfDocument::open(file);
    if (!opened.ok())
        return {};
    std::shared_ptr<const PdfDocument> document(std::move(opened.document));
    PageRenderer renderer;
    renderer.setMaxConcurrentJobs(1);
    renderer.setMaxPixels(std::numeric_limits<qint64>::max() / 4);
    renderer.setDocument(document);
    if (warm) {
        renderInTurn(renderer, first - 1, first - 1, dpi / 2); // another width: not in the cache
        cpuBefore = processCpuMs();
        timer.restart();
    }
    renderInTurn(renderer, first - 1, last - 1, dpi);
    return {timer.nsecsElapsed() / 1e6, processCpuMs() - cpuBefore};
}

void compare(const char *name, int first, int last, int repeats)
{
    const QString file = testing::corpusFile(QString::fromLatin1(name));
    const double pages = last - first + 1;
    for (int dpi : {100, 200}) {
        Cost tool, direct, service, warm;
        for (int i = 0; i < repeats; ++i) {
            keepBest(tool, timePdftoppm(file, first, last, dpi));
            keepBest(direct, timeDirect(file, first, last, dpi));
            keepBest(service, timeRenderer(file, first, last, dpi, false));
            keepBest(warm, timeRenderer(file, first, last, dpi, true));
        }
        auto line = [&](const char *what, double Cost::*field) {
            const double base = tool.*field;
            std::printf("%-26s p%d-%d %3d dpi %s ms/page | pdftoppm %5.1f | render %5.1f (%.2fx) | "
                        "renderer %5.1f (%.2fx) | warm %5.1f (%.2fx)\n",
                        name, first, last, dpi, what, base / pages, direct.*field / pages, direct.*field / base,
                        service.*field / pages, service.*field / base, warm.*field / pages, warm.*field / base);
        };
        line("wall", &Cost::wall);
        line("cpu ", &Cost::cpu);
        std::fflush(stdout);
    }
}

QByteArray loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed() : QByteArray("?");
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int repeats = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 5;
    std::printf("best of %d runs, one thread each; pdftoppm writes PPM to /dev/null; load average now: %s\n",
                repeats, loadAverage().constData());
    compare("octave-manual.pdf", 1, 40, repeats);
    compare("octave-manual.pdf", 101, 140, repeats);
    compare("octave-manual.pdf", 1001, 1040, repeats);
    compare("acmart-sample-sigconf.pdf", 1, 6, repeats);
    return 0;
}
