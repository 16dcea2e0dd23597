// Memory while scrolling: a 1280 x 800 PdfView at fit width scrolls through
// all 1158 pages of the Octave manual one screen at a time, waiting at each
// step until the pages in view are rendered. Prints the peak resident set
// (VmHWM of /proc/self/status) and where it stood along the way.
//
//   build/bench/bench_scrollmemory [PDF]

#include "annotation/pdfdocument.h"
#include "common/shareddata.h"
#include "models/pagerenderer.h"
#include "widgets/pdfview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QScrollBar>
#include <QWindow>

#include <cstdio>

using namespace touchstone;

namespace {

// A field of /proc/self/status in MB ("VmHWM", "VmRSS").
double statusMb(const char *field)
{
    QFile file(QStringLiteral("/proc/self/status"));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}

bool visiblePagesReady(PdfView &view)
{
    const QRect area = view.viewport()->rect();
    for (int page = 0; page < view.pageCount(); ++page) {
        const QRect rect = view.pageRect(page);
        if (rect.top() > area.bottom())
            break;
        if (!rect.intersects(area))
            continue;
        if (view.renderer()->image(page, rect.width()).isNull() && !view.renderer()->hasFailed(page))
            return false;
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QString path = argc > 1 ? QString::fromLocal8Bit(argv[1])
                                  : testing::corpusFile(QStringLiteral("octave-manual.pdf"));
    std::printf("before opening: VmRSS %.0f MB\n", statusMb("VmRSS"));

    PdfView view;
    view.resize(1280, 800);
    view.show();
    PdfOpenResult opened = PdfDocument::open(path);
    if (!opened.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.message));
        return 2;
    }
    view.setDocument(std::shared_ptr<const PdfDocument>(std::move(opened.document)));
    std::printf("opened %d pages: VmRSS %.0f MB; cache cap %lld MB\n", view.pageCount(), statusMb("VmRSS"),
                view.renderer()->cacheLimit() >> 20);

    QElapsedTimer timer;
    timer.start();
    QScrollBar *bar = view.verticalScrollBar();
    int steps = 0;
    int stalls = 0;
    while (true) {
        QElapsedTimer wait;
        wait.start();
        while (!visiblePagesReady(view) && wait.elapsed() < 20000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        stalls += visiblePagesReady(view) ? 0 : 1;
        ++steps;
        if (steps % 200 == 0)
            std::printf("  step %d, page %d: VmRSS %.0f MB, peak %.0f MB, cache %lld MB\n", steps,
                        view.currentPage() + 1, statusMb("VmRSS"), statusMb("VmHWM"),
                        view.renderer()->cacheBytes() >> 20);
        if (bar->value() >= bar->maximum())
            break;
        bar->setValue(bar->value() + bar->pageStep());
    }
    std::printf("scrolled %d pages in %d steps, %.1f s, %d steps timed out\n", view.pageCount(), steps,
                timer.elapsed() / 1000.0, stalls);
    std::printf("peak RSS (VmHWM) %.0f MB; now %.0f MB; cache %lld MB in %d images; target <= 400 MB\n",
                statusMb("VmHWM"), statusMb("VmRSS"), view.renderer()->cacheBytes() >> 20,
                view.renderer()->cachedImageCount());
    return 0;
}
