// Time to first page: from PdfDocument::open of the 1158-page Octave manual
// to the end of the first paint of a PdfView that shows a rendered page
// (PdfView::documentShown). Text extraction is not on this path. Offscreen,
// 1280 x 800, fit width; median of RUNS (5) runs, each with a new view.
//
//   build/bench/bench_firstpage [RUNS] [PDF]

#include "annotation/pdfdocument.h"
#include "common/shareddata.h"
#include "widgets/pdfview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <QWindow>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace touchstone;

namespace {

struct Run
{
    double open = 0;  // PdfDocument::open
    double total = 0; // open ... first paint with a page image
};

void waitUntilExposed(QWidget &widget)
{
    QElapsedTimer timer;
    timer.start();
    while (!(widget.windowHandle() && widget.windowHandle()->isExposed()) && timer.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

Run measure(const QString &path)
{
    PdfView view;
    view.resize(1280, 800);
    view.show();
    waitUntilExposed(view);

    QEventLoop shown;
    QObject::connect(&view, &PdfView::documentShown, &shown, &QEventLoop::quit);
    QTimer::singleShot(30000, &shown, &QEventLoop::quit); // never hang the benchmark

    Run run;
    QElapsedTimer timer;
    timer.start();
    PdfOpenResult opened = PdfDocument::open(path);
    run.open = timer.nsecsElapsed() / 1e6;
    if (!opened.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.message));
        return run;
    }
    view.setDocument(std::shared_ptr<const PdfDocument>(std::move(opened.document)));
    shown.exec();
    run.total = timer.nsecsElapsed() / 1e6;
    return run;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 5;
    const QString path = argc > 2 ? QString::fromLocal8Bit(argv[2])
                                  : testing::corpusFile(QStringLiteral("octave-manual.pdf"));
    std::vector<double> totals;
    std::vector<double> opens;
    for (int i = 0; i < runs; ++i) {
        const Run run = measure(path);
        std::printf("run %d: open %.1f ms, first page painted %.1f ms after open started\n", i + 1, run.open,
                    run.total);
        totals.push_back(run.total);
        opens.push_back(run.open);
    }
    std::printf("median of %d: first page %.1f ms (of which PdfDocument::open %.1f ms); target <= 150 ms\n", runs,
                median(totals), median(opens));
    return 0;
}
