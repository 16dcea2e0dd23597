#include "annotation/pdfdocument.h"
#include "common/shareddata.h"
#include "models/pagerenderer.h"
#include "models/rendercache.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace touchstone;

namespace {

std::shared_ptr<const PdfDocument> openCorpus(const char *name)
{
    PdfOpenResult result = PdfDocument::open(testing::corpusFile(QString::fromLatin1(name)));
    if (!result.ok())
        return nullptr;
    return std::shared_ptr<const PdfDocument>(std::move(result.document));
}

// Pixels darker than `threshold`: a rendered text page has some, a blank one none.
qint64 inkPixels(const QImage &image, int threshold = 160)
{
    if (image.isNull())
        return 0;
    const QImage gray = image.convertToFormat(QImage::Format_Grayscale8);
    qint64 dark = 0;
    for (int y = 0; y < gray.height(); ++y) {
        const uchar *line = gray.constScanLine(y);
        for (int x = 0; x < gray.width(); ++x)
            dark += line[x] < threshold ? 1 : 0;
    }
    return dark;
}

bool watchersGone(const PageRenderer &renderer)
{
    return renderer.findChildren<QFutureWatcherBase *>().isEmpty();
}

} // namespace

class TestPageRenderer : public QObject
{
    Q_OBJECT

private slots:
    void imageArrivesWithInk();
    void rotatedPagesAreUpright();
    void cacheEvictsLeastRecentlyUsedUnderItsCap();
    void cacheKeepsAnImageLargerThanTheCap();
    void duplicateRequestsCoalesce();
    void newWidthReplacesOlderRequest();
    void retainOnlyDropsPagesOutOfView();
    void renderSizeIsCapped();
    void giantPageIsCancellable();
    void unknownPagesAreRefusedWithoutCrash();
    void unreadableDocumentNeverOpens();
    void destroyingTheRendererDropsLateResults();
};

void TestPageRenderer::imageArrivesWithInk()
{
    auto document = openCorpus("pypdf-minimal-document.pdf");
    QVERIFY(document);
    PageRenderer renderer;
    renderer.setDocument(document);
    QSignalSpy rendered(&renderer, &PageRenderer::pageRendered);
    QVERIFY(renderer.request(0, 800));
    QTRY_COMPARE(rendered.count(), 1);
    QCOMPARE(rendered.at(0).at(0).toInt(), 0);
    QCOMPARE(rendered.at(0).at(1).toInt(), 800);
    const QImage image = renderer.image(0, 800);
    QVERIFY(!image.isNull());
    QVERIFY(std::abs(image.width() - 800) <= 1);
    const QSizeF points = document->pageInfo(0).sizePoints;
    QVERIFY(std::abs(image.height() - 800.0 * points.height() / points.width()) <= 2);
    QVERIFY2(inkPixels(image) > image.width() * image.height() / 200, "the rendered page has no text on it");
    // Asking again for a cached image costs nothing and emits nothing.
    QVERIFY(renderer.request(0, 800));
    QCOMPARE(renderer.queuedCount() + renderer.runningCount(), 0);
}

void TestPageRenderer::rotatedPagesAreUpright()
{
    auto document = openCorpus("pypdf-habibi-rotated-arabic.pdf");
    QVERIFY(document);
    PageRenderer renderer;
    renderer.setDocument(document);
    QSignalSpy rendered(&renderer, &PageRenderer::pageRendered);
    for (int page = 0; page < document->pageCount(); ++page)
        QVERIFY(renderer.request(page, 500));
    QTRY_COMPARE(rendered.count(), document->pageCount());
    for (int page = 0; page < document->pageCount(); ++page) {
        const QImage image = renderer.image(page, 500);
        const QSizeF points = document->pageInfo(page).sizePoints;
        QVERIFY(!image.isNull());
        // The image has the displayed (rotated) shape of the page.
        QCOMPARE(image.width() > image.height(), points.width() > points.height());
        // One small word per page: a few hundred dark pixels at this size.
        QVERIFY2(inkPixels(image) > 30, qPrintable(QString::number(inkPixels(image))));
    }
}

void TestPageRenderer::cacheEvictsLeastRecentlyUsedUnderItsCap()
{
    auto document = openCorpus("acmart-sample-sigconf.pdf");
    QVERIFY(document);
    PageRenderer renderer;
    renderer.setDocument(document);
    renderer.setMaxConcurrentJobs(1); // render in request order
    const int width = 600;
    const qint64 oneImage = qint64(width) * qRound(width * 792.0 / 612.0) * 4;
    renderer.setCacheLimit(oneImage * 5 / 2); // room for two pages
    QSignalSpy rendered(&renderer, &PageRenderer::pageRendered);
    for (int page = 0; page < 6; ++page)
        QVERIFY(renderer.request(page, width, -page));
    QTRY_COMPARE(rendered.count(), 6);
    for (int i = 0; i < 6; ++i)
        QCOMPARE(rendered.at(i).at(0).toInt(), i); // priority order held
    QVERIFY(renderer.cacheBytes() <= renderer.cacheLimit());
    QCOMPARE(renderer.cachedImageCount(), 2);
    QVERIFY(renderer.image(0, width).isNull()); // the oldest went first
    QVERIFY(!renderer.image(4, width).isNull());
    QVERIFY(!renderer.image(5, width).isNull());

    // Using page 4 makes page 5 the least recently used.
    QVERIFY(!renderer.image(4, width).isNull());
    QVERIFY(renderer.request(1, width));
    QTRY_COMPARE(rendered.count(), 7);
    QVERIFY(!renderer.image(4, width).isNull());
    QVERIFY(!renderer.image(1, width).isNull());
    QVERIFY(renderer.image(5, width).isNull());
    QVERIFY(renderer.cacheBytes() <= renderer.cacheLimit());
}

void TestPageRenderer::cacheKeepsAnImageLargerThanTheCap()
{
    RenderCache cache(1000);
    QImage big(100, 100, QImage::Format_RGB32); // 40 000 bytes
    big.fill(Qt::white);
    cache.insert(0, 100, big);
    QCOMPARE(cache.count(), 1); // shown even though it alone exceeds the cap
    cache.insert(1, 100, big);
    QCOMPARE(cache.count(), 1);
    QVERIFY(cache.contains(1, 100));
    QVERIFY(!cache.contains(0, 100));
    QImage small(10, 10, QImage::Format_RGB32);
    cache.insert(1, 10, small);
    QCOMPARE(cache.count(), 1); // the big one goes, the new small one stays
    QCOMPARE(cache.bytes(), small.sizeInBytes());
    QCOMPARE(cache.widest(1).width(), 10);
}

void TestPageRenderer::duplicateRequestsCoalesce()
{
    auto document = openCorpus("acmart-sample-sigconf.pdf");
    QVERIFY(document);
    PageRenderer renderer;
    renderer.setDocument(document);
    QSignalSpy rendered(&renderer, &PageRenderer::pageRendered);
    for (int i = 0; i < 5; ++i)
        QVERIFY(renderer.request(2, 400));
    QCOMPARE(renderer.queuedCount() + renderer.runningCount(), 1);
    QTRY_COMPARE(rendered.count(), 1);
    QTRY_VERIFY(watchersGone(renderer));
    QCOMPARE(rendered.count(), 1);
}

void TestPageRenderer::newWidthReplacesOlderRequest()
{
    auto document = openCorpus("acmart-sample-sigconf.pdf");
    QVERIFY(document);
    PageRenderer renderer;
    renderer.setDocument(document);
    QSignalSpy rendered(&renderer, &PageRenderer::pageRendered);
    QVERIFY(renderer.request(1, 300)); // starts at once
    QVERIFY(renderer.request(1, 700)); // the zoom changed before it finished
    QTRY_VERIFY(watchersGone(renderer));
    QCOMPARE(rendered.count(), 1);
    QCOMPARE(rendered.at(0).at(1).toInt(), 700);
    QVERIFY(renderer.image(1, 300).isNull());
    QVERIFY(!renderer.image(1, 700).isNull());
}

void TestPageRenderer::retainOnlyDropsPagesOutOfView()
{
    auto document = openCorpus("octave-manual.pdf");
    QVERIFY(document);
    PageRenderer renderer;
    renderer.setDocument(document);
    QSignalSpy rendered(&renderer, &PageRenderer::pageRendered);
    for (int page = 0; page < 40; ++page)
        QVERIFY(renderer.request(page, 900));
    QCOMPARE(renderer.queuedCount() + renderer.runningCount(), 40);
    // The user scrolled far away: only pages 500 and 501 still matter.
    renderer.retainOnly({500, 501});
    QCOMPARE(renderer.queuedCount() + renderer.runningCount(), 0);
    QVERIFY(renderer.request(500, 900));
    QVERIFY(renderer.request(501, 900));
    QTRY_COMPARE(rendered.count(), 2);
    QTRY_VERIFY(watchersGone(renderer));
    QCOMPARE(rendered.count(), 2);
    for (const QList<QVariant> &signal : rendered)
        QVERIFY(signal.at(0).toInt() >= 500);
}

void TestPageRenderer::renderSizeIsCapped()
{
    auto document = openCorpus("pypdf-minimal-document.pdf");
    QVERIFY(document);
    PageRenderer renderer;
    renderer.setDocument(document);
    renderer.setMaxPixels(1'000'000);
    QSignalSpy rendered(&renderer, &PageRenderer::pageRendered);
    QVERIFY(renderer.request(0, 4000)); // about 4000 x 5200 uncapped
    QTRY_COMPARE(rendered.count(), 1);
    const QImage image = renderer.image(0, 4000); // found under the width asked for
    QVERIFY(!image.isNull());
    QVERIFY(qint64(image.width()) * image.height() <= 1'000'000);
    QVERIFY(image.width() > 700);
}

void TestPageRenderer::giantPageIsCancellable()
{
    auto giant = openCorpus("ocrmypdf-hugemono-huge-page.pdf");
    auto small = openCorpus("pypdf-minimal-document.pdf");
    QVERIFY(giant && small);
    QCOMPARE(giant->pageInfo(0).sizePoints, QSizeF(8400, 8400));

    auto renderer = std::make_unique<PageRenderer>();
    renderer->setDocument(giant);
    renderer->setMaxPixels(4'000'000);
    QSignalSpy giantRendered(renderer.get(), &PageRenderer::pageRendered);
    // 100 % zoom would be 11 700 px square; the cap keeps the image at 4 Mpx.
    QVERIFY(renderer->request(0, renderer->pixelWidthForDpi(0, 100)));
    QCOMPARE(renderer->runningCount(), 1);
    QTest::qWait(300); // let Poppler get into the 35000 x 35000 image

    QElapsedTimer timer;
    timer.start();
    renderer->cancel(0);
    QVERIFY2(timer.elapsed() < 50, "cancelling blocked the caller");
    QCOMPARE(renderer->runningCount(), 0);

    // The other workers stay available while Poppler finishes the image.
    PageRenderer other;
    other.setDocument(small);
    QSignalSpy otherRendered(&other, &PageRenderer::pageRendered);
    timer.restart();
    QVERIFY(other.request(0, 600));
    QTRY_COMPARE_WITH_TIMEOUT(otherRendered.count(), 1, 3000);
    qInfo("another page rendered %lld ms after cancelling the giant one", timer.elapsed());

    // Destroying the renderer does not wait for the cancelled render.
    timer.restart();
    renderer.reset();
    QVERIFY2(timer.elapsed() < 100, "destroying the renderer waited for Poppler");
    QCOMPARE(giantRendered.count(), 0);
}

void TestPageRenderer::unknownPagesAreRefusedWithoutCrash()
{
    PageRenderer renderer;
    QVERIFY(!renderer.request(0, 500)); // no document
    QVERIFY(renderer.image(0, 500).isNull());
    auto document = openCorpus("pypdf-minimal-document.pdf");
    renderer.setDocument(document);
    QSignalSpy failed(&renderer, &PageRenderer::pageFailed);
    QVERIFY(!renderer.request(-1, 500));
    QVERIFY(!renderer.request(document->pageCount(), 500));
    QVERIFY(!renderer.request(0, 0));
    QVERIFY(!renderer.request(0, -20));
    renderer.retainOnly({});
    renderer.cancel(12345);
    QCOMPARE(renderer.queuedCount() + renderer.runningCount(), 0);
    QCOMPARE(failed.count(), 0);
    renderer.setDocument(nullptr);
    QVERIFY(!renderer.request(0, 500));
    QCOMPARE(renderer.pixelWidthForDpi(0, 100), 0);
}

void TestPageRenderer::unreadableDocumentNeverOpens()
{
    // A page-tree loop: Poppler counts one page but cannot load it, so the
    // document never reaches the renderer; a truncated file has no pages.
    PdfOpenResult loop = PdfDocument::open(testing::corpusFile(QStringLiteral("opf-page-tree-loop.pdf")));
    QVERIFY(!loop.ok());
    QCOMPARE(loop.status, PdfOpenStatus::NoPages);
    PdfOpenResult truncated = PdfDocument::open(testing::corpusFile(QStringLiteral("govdocs-195981-truncated.pdf")));
    QCOMPARE(truncated.status, PdfOpenStatus::NoPages);
    // Pages 11-22 of this truncated file are blank but load: they render
    // (white) instead of failing.
    auto cut = openCorpus("govdocs-486832-truncated.pdf");
    QVERIFY(cut);
    PageRenderer renderer;
    renderer.setDocument(cut);
    QSignalSpy rendered(&renderer, &PageRenderer::pageRendered);
    QSignalSpy failed(&renderer, &PageRenderer::pageFailed);
    QVERIFY(renderer.request(9, 400));
    QVERIFY(renderer.request(15, 400));
    QTRY_COMPARE(rendered.count() + failed.count(), 2);
    QCOMPARE(failed.count(), 0);
}

void TestPageRenderer::destroyingTheRendererDropsLateResults()
{
    auto document = openCorpus("octave-manual.pdf");
    QVERIFY(document);
    int delivered = 0;
    {
        PageRenderer doomed;
        doomed.setDocument(document);
        connect(&doomed, &PageRenderer::pageRendered, this, [&delivered] { ++delivered; });
        for (int page = 0; page < 6; ++page)
            doomed.request(page, 1200);
    }
    // Let the cancelled jobs end and any stray result reach the event loop.
    PageRenderer witness;
    witness.setDocument(document);
    QSignalSpy rendered(&witness, &PageRenderer::pageRendered);
    witness.request(10, 1200);
    QTRY_COMPARE(rendered.count(), 1);
    QCOMPARE(delivered, 0);
}

QTEST_GUILESS_MAIN(TestPageRenderer)
#include "tst_pagerenderer.moc"
