#include "annotation/canonicaltext.h"
#include "annotation/pdfdocument.h"
#include "annotation/textextraction.h"
#include "common/shareddata.h"
#include "models/pagerenderer.h"
#include "widgets/findbar.h"
#include "widgets/gradecolors.h"
#include "widgets/pdfview.h"

#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace touchstone;

namespace {

struct Loaded
{
    std::shared_ptr<const PdfDocument> document;
    std::shared_ptr<const CanonicalText> text;
};

Loaded load(const char *name)
{
    Loaded loaded;
    PdfOpenResult result = PdfDocument::open(testing::corpusFile(QString::fromLatin1(name)));
    if (!result.ok())
        return loaded;
    loaded.document = std::shared_ptr<const PdfDocument>(std::move(result.document));
    loaded.text = std::make_shared<const CanonicalText>(TextExtraction::extractAll(*loaded.document));
    return loaded;
}

// The code point offset of the first `needle` at or after code point `from`.
int offsetOf(const CanonicalText &text, const QString &needle, int from = 0)
{
    const QString all = text.slice(0, text.size());
    const int fromUtf16 = int(text.slice(0, from).size());
    const qsizetype at = all.indexOf(needle, fromUtf16);
    if (at < 0)
        return -1;
    return int(QStringView(all).left(at).toUcs4().size());
}

// A point inside the glyph at `offset`: `along` 0.2 is its left part (the
// caret goes before it), 0.8 its right part (after it).
QPoint glyphPoint(const PdfView &view, int offset, double along)
{
    const CharBox box = view.text()->boxAt(offset);
    const int page = view.text()->pageOf(offset);
    return view.pointAt(page, QPointF(box.left + along * (box.right - box.left), (box.top + box.bottom) / 2));
}

void drag(QWidget *viewport, const QPoint &from, const QPoint &to)
{
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    QTest::mouseMove(viewport, (from + to) / 2);
    QTest::mouseMove(viewport, to);
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
}

// Drags from the first glyph of `first` to the last glyph of `last`.
void dragOver(PdfView &view, int first, int lastEnd)
{
    drag(view.viewport(), glyphPoint(view, first, 0.2), glyphPoint(view, lastEnd - 1, 0.8));
}

qint64 darkPixels(const QImage &image, const QRect &area)
{
    qint64 dark = 0;
    const QRect clipped = area & image.rect();
    for (int y = clipped.top(); y <= clipped.bottom(); ++y) {
        for (int x = clipped.left(); x <= clipped.right(); ++x)
            dark += qGray(image.pixel(x, y)) < 140 ? 1 : 0;
    }
    return dark;
}

QRect viewportRect(const PdfView &view, int page, const QRectF &fraction)
{
    return QRect(view.pointAt(page, fraction.topLeft()), view.pointAt(page, fraction.bottomRight()));
}

QList<QLabel *> visibleBanners(const PdfView &view)
{
    QList<QLabel *> shown;
    for (QLabel *label : view.viewport()->findChildren<QLabel *>(QStringLiteral("pageBanner"))) {
        if (label->isVisible())
            shown.append(label);
    }
    return shown;
}

} // namespace

class TestPdfView : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void dragSelectsWordsExactly();
    void dragAcrossLinesFollowsCanonicalText();
    void dragAcrossColumnsFollowsReadingOrder();
    void dragAcrossPageBoundary();
    void doubleClickSelectsWord();
    void firstPageRendersWithInk();
    void gradeBadgeSitsAtTheHighlightStart();
    void zoomModesKeepTheirFit();
    void keyboardZoomAndScroll();
    void emptyAndNullDocumentsShowMessage();
    void rotatedPageIsUprightAndSelectionLiesOnInk();
    void scannedPageShowsBanner();
    void giantPageNeverBlocksTheView();
    void findBarFindsAndSteps();
    void highlightClickAndTooltip();
    void copyRespectsRestriction();
    void scrollToRangeCentresIt();
    void rangeStaysCentredWhileTheViewResizes();
    void screenshot();

private:
    std::unique_ptr<PdfView> m_view;
};

void TestPdfView::init()
{
    m_view = std::make_unique<PdfView>();
    m_view->resize(900, 1000);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
}

void TestPdfView::cleanup()
{
    m_view.reset();
}

void TestPdfView::dragSelectsWordsExactly()
{
    const Loaded minimal = load("pypdf-minimal-document.pdf");
    QVERIFY(minimal.text);
    m_view->setDocument(minimal.document, minimal.text);
    QSignalSpy changed(m_view.get(), &PdfView::selectionChanged);

    const int start = offsetOf(*minimal.text, QStringLiteral("ipsum dolor sit"));
    const int end = start + int(QStringLiteral("ipsum dolor sit").size());
    dragOver(*m_view, start, end);
    QCOMPARE(m_view->selectedText(), QStringLiteral("ipsum dolor sit"));
    QCOMPARE(m_view->selection(), std::make_pair(start, end));
    QVERIFY(!changed.isEmpty());
    QCOMPARE(changed.last().at(0).toInt(), start);
    QCOMPARE(changed.last().at(1).toInt(), end);

    // Dragging backwards gives the same range.
    const int other = offsetOf(*minimal.text, QStringLiteral("sadipscing elitr"));
    drag(m_view->viewport(), glyphPoint(*m_view, other + 15, 0.8), glyphPoint(*m_view, other, 0.2));
    QCOMPARE(m_view->selectedText(), QStringLiteral("sadipscing elitr"));

    // A click elsewhere clears it.
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, glyphPoint(*m_view, start, 0.5));
    QVERIFY(!m_view->hasSelection());
    QCOMPARE(changed.last().at(0).toInt(), changed.last().at(1).toInt());
}

void TestPdfView::dragAcrossLinesFollowsCanonicalText()
{
    const Loaded minimal = load("pypdf-minimal-document.pdf");
    m_view->setDocument(minimal.document, minimal.text);
    const QString expected = QStringLiteral("eirmod\ntempor invidunt");
    const int start = offsetOf(*minimal.text, expected);
    QVERIFY(start > 0);
    dragOver(*m_view, start, start + int(expected.size()));
    QCOMPARE(m_view->selectedText(), expected);
}

void TestPdfView::dragAcrossColumnsFollowsReadingOrder()
{
    const Loaded paper = load("acmart-sample-sigconf.pdf");
    QVERIFY(paper.text);
    m_view->setDocument(paper.document, paper.text);
    // From the left column ("ACM Reference Format") into the right one
    // ("INTRODUCTION"): the rest of the left column comes along, as in the
    // canonical text, not the band of lines between the two points.
    const int start = offsetOf(*paper.text, QStringLiteral("Reference Format:"));
    const int word = offsetOf(*paper.text, QStringLiteral("consolidated"), start);
    const int end = word + int(QStringLiteral("consolidated").size());
    QVERIFY(start > 0 && word > start);
    QVERIFY(paper.text->pageOf(start) == 0 && paper.text->pageOf(word) == 0);
    m_view->scrollToRange(start, end);
    QVERIFY(m_view->viewport()->rect().contains(glyphPoint(*m_view, start, 0.2)));
    QVERIFY(m_view->viewport()->rect().contains(glyphPoint(*m_view, end - 1, 0.8)));
    dragOver(*m_view, start, end);
    const QString selected = m_view->selectedText();
    QCOMPARE(selected, paper.text->slice(start, end));
    QVERIFY(selected.startsWith(QStringLiteral("Reference Format:\nBen Trovato")));
    QVERIFY(selected.contains(QStringLiteral("6 pages. https://doi.org/XXXXXXX.XXXXXXX\n1\nINTRODUCTION\n")));
    QVERIFY(selected.endsWith(QStringLiteral("ACM’s consolidated")));
}

void TestPdfView::dragAcrossPageBoundary()
{
    const Loaded paper = load("acmart-sample-sigconf.pdf");
    m_view->setDocument(paper.document, paper.text);
    const int start = offsetOf(*paper.text, QStringLiteral("insight and instruction"));
    const int word = offsetOf(*paper.text, QStringLiteral("document class"), paper.text->pageStart(1));
    const int end = word + int(QStringLiteral("document").size());
    QCOMPARE(paper.text->pageOf(start), 0);
    QCOMPARE(paper.text->pageOf(word), 1);
    // Show the foot of page 1 and the head of page 2 together.
    const int middle = (m_view->pageRect(0).bottom() + m_view->pageRect(1).top()) / 2;
    m_view->verticalScrollBar()->setValue(m_view->verticalScrollBar()->value() + middle
                                          - m_view->viewport()->height() / 2);
    const QPoint from = glyphPoint(*m_view, start, 0.2);
    const QPoint to = glyphPoint(*m_view, end - 1, 0.8);
    QVERIFY(m_view->viewport()->rect().contains(from));
    QVERIFY(m_view->viewport()->rect().contains(to));
    drag(m_view->viewport(), from, to);
    const QString expected = QStringLiteral("insight and instruction into more recent changes to the article\n"
                                            "template.\fConference acronym ’XX, June 03–05, 2018, Woodstock, NY\n"
                                            "Trovato et al.\nThe “acmart” document");
    QCOMPARE(m_view->selectedText(), expected);
    QCOMPARE(m_view->selection(), std::make_pair(start, end));
}

void TestPdfView::doubleClickSelectsWord()
{
    const Loaded minimal = load("pypdf-minimal-document.pdf");
    m_view->setDocument(minimal.document, minimal.text);
    const int word = offsetOf(*minimal.text, QStringLiteral("consetetur"));
    QTest::mouseDClick(m_view->viewport(), Qt::LeftButton, {}, glyphPoint(*m_view, word + 3, 0.5));
    QCOMPARE(m_view->selectedText(), QStringLiteral("consetetur"));
    // On the right half of its last glyph too.
    QTest::mouseDClick(m_view->viewport(), Qt::LeftButton, {}, glyphPoint(*m_view, word + 9, 0.8));
    QCOMPARE(m_view->selectedText(), QStringLiteral("consetetur"));
}

// The grade number is drawn (from a cached pixmap since bench_labeling
// showed its text layout in every repaint) in the grade's colour, just above
// the highlight's first letter, and again after a repaint.
void TestPdfView::gradeBadgeSitsAtTheHighlightStart()
{
    const Loaded minimal = load("pypdf-minimal-document.pdf");
    QSignalSpy shown(m_view.get(), &PdfView::documentShown);
    m_view->setDocument(minimal.document, minimal.text);
    QTRY_COMPARE(shown.count(), 1);
    const int start = offsetOf(*minimal.text, QStringLiteral("ipsum"));
    Highlight highlight;
    highlight.id = QStringLiteral("badge");
    highlight.start = start;
    highlight.end = start + 5;
    highlight.color = gradeColor(2);
    highlight.badge = QStringLiteral("2");
    m_view->setHighlights({highlight});
    const QPoint first = glyphPoint(*m_view, start, 0.0);
    const auto badgePixels = [&] {
        const QImage image = m_view->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
        int count = 0;
        for (int y = std::max(0, first.y() - 30); y < first.y(); ++y) {
            for (int x = std::max(0, first.x() - 15); x < std::min(image.width(), first.x() + 15); ++x)
                count += QColor(image.pixel(x, y)) == gradeColor(2) ? 1 : 0;
        }
        return count;
    };
    QVERIFY(badgePixels() > 20);
    m_view->viewport()->repaint();
    QVERIFY(badgePixels() > 20);
    m_view->setHighlights({});
    QCOMPARE(badgePixels(), 0);
}

void TestPdfView::firstPageRendersWithInk()
{
    const Loaded minimal = load("pypdf-minimal-document.pdf");
    QSignalSpy shown(m_view.get(), &PdfView::documentShown);
    // The view paints without waiting for the text.
    m_view->setDocument(minimal.document);
    QTRY_COMPARE(shown.count(), 1);
    const QImage grabbed = m_view->viewport()->grab().toImage();
    // The paragraph on the page (not the page number below it), from the
    // canonical text's boxes.
    QRectF block;
    const PageText &page = minimal.text->page(0);
    const int paragraphEnd = offsetOf(*minimal.text, QStringLiteral("amet.\n1"));
    QVERIFY(paragraphEnd > 0);
    for (int i = 0; i < paragraphEnd; ++i) {
        const CharBox &box = page.boxes[size_t(i)];
        if (!box.isEmpty())
            block |= QRectF(QPointF(box.left, box.top), QPointF(box.right, box.bottom));
    }
    const QRect area = viewportRect(*m_view, 0, block);
    QVERIFY(area.width() > 300 && area.height() > 50);
    const qint64 dark = darkPixels(grabbed, area);
    QVERIFY2(dark > qint64(area.width()) * area.height() / 25, qPrintable(QString::number(dark)));
    // Outside the page there is no ink from it: the gap below is background.
    QVERIFY(grabbed.pixelColor(m_view->pageRect(0).center()).isValid());
    QCOMPARE(m_view->currentPage(), 0);
}

void TestPdfView::zoomModesKeepTheirFit()
{
    const Loaded paper = load("acmart-sample-sigconf.pdf");
    m_view->setDocument(paper.document, paper.text);
    QCOMPARE(m_view->zoomMode(), PdfView::ZoomMode::FitWidth);
    auto fitsWidth = [this] {
        return std::abs(m_view->pageRect(0).width() - (m_view->viewport()->width() - 2 * PageLayout::Margin)) <= 1;
    };
    QVERIFY(fitsWidth());
    m_view->resize(700, 600);
    QTRY_VERIFY(fitsWidth());

    m_view->goToPage(2);
    QCOMPARE(m_view->currentPage(), 2);
    m_view->setZoomMode(PdfView::ZoomMode::FitPage);
    QCOMPARE(m_view->currentPage(), 2);
    const QRect page = m_view->pageRect(2);
    const QRect inner = m_view->viewport()->rect().adjusted(PageLayout::Margin - 1, PageLayout::Margin - 1,
                                                            1 - PageLayout::Margin, 1 - PageLayout::Margin);
    QVERIFY2(inner.contains(page), "the page does not fit the view");
    QVERIFY(std::abs(page.height() - inner.height()) <= 3 || std::abs(page.width() - inner.width()) <= 3);
    m_view->resize(800, 900);
    QTRY_VERIFY(m_view->viewport()->rect().contains(m_view->pageRect(m_view->currentPage())));

    m_view->setZoom(1.0);
    QCOMPARE(m_view->zoomMode(), PdfView::ZoomMode::Custom);
    QVERIFY(std::abs(m_view->pageRect(0).width() - 612.0 * m_view->logicalDpiX() / 72.0) <= 1);
    m_view->resize(600, 900); // a custom zoom stays when the view resizes
    QVERIFY(std::abs(m_view->zoom() - 1.0) < 1e-9);
}

void TestPdfView::keyboardZoomAndScroll()
{
    const Loaded paper = load("acmart-sample-sigconf.pdf");
    m_view->setDocument(paper.document, paper.text);
    m_view->setFocus();
    const double fit = m_view->zoom();
    QTest::keyClick(m_view.get(), Qt::Key_Equal, Qt::ControlModifier);
    QVERIFY(m_view->zoom() > fit);
    QCOMPARE(m_view->zoomMode(), PdfView::ZoomMode::Custom);
    const double larger = m_view->zoom();
    QTest::keyClick(m_view.get(), Qt::Key_Minus, Qt::ControlModifier);
    QVERIFY(m_view->zoom() < larger);
    QTest::keyClick(m_view.get(), Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(m_view->zoomMode(), PdfView::ZoomMode::FitWidth);
    QVERIFY(std::abs(m_view->zoom() - fit) < 1e-9);

    QScrollBar *bar = m_view->verticalScrollBar();
    QCOMPARE(bar->value(), 0);
    QTest::keyClick(m_view.get(), Qt::Key_PageDown);
    QVERIFY(bar->value() > m_view->viewport()->height() / 2);
    QTest::keyClick(m_view.get(), Qt::Key_End);
    QCOMPARE(bar->value(), bar->maximum());
    QCOMPARE(m_view->currentPage(), paper.document->pageCount() - 1);
    QTest::keyClick(m_view.get(), Qt::Key_Home);
    QCOMPARE(bar->value(), 0);
    QCOMPARE(m_view->currentPage(), 0);
    QTest::keyClick(m_view.get(), Qt::Key_Down);
    QVERIFY(bar->value() > 0);

    // Ctrl+wheel zooms and keeps the point under the cursor in place.
    const QPoint cursor(300, 400);
    const int before = m_view->offsetAt(cursor);
    QWheelEvent wheel(cursor, m_view->viewport()->mapToGlobal(cursor), QPoint(), QPoint(0, 120), Qt::NoButton,
                      Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(m_view->viewport(), &wheel);
    QVERIFY(m_view->zoom() > fit * 1.1);
    QVERIFY(std::abs(m_view->offsetAt(cursor) - before) <= 2);
}

void TestPdfView::emptyAndNullDocumentsShowMessage()
{
    auto *message = m_view->viewport()->findChild<QLabel *>(QStringLiteral("emptyMessage"));
    QVERIFY(message);
    QVERIFY(message->isVisible());
    QCOMPARE(message->text(), m_view->emptyMessage());
    QVERIFY(!m_view->emptyMessage().isEmpty());
    // Nothing in the fit and zoom code divides by a missing page.
    m_view->setZoomMode(PdfView::ZoomMode::FitPage);
    m_view->zoomIn();
    m_view->zoomOut();
    m_view->setZoomMode(PdfView::ZoomMode::FitWidth);
    m_view->goToPage(3);
    m_view->scrollToRange(0, 10);
    m_view->resize(300, 200);
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton);
    QTest::keyClick(m_view.get(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(m_view->currentPage(), -1);
    QCOMPARE(m_view->pageCount(), 0);

    // A file that does not open: the lead shows Poppler's reason instead.
    const PdfOpenResult broken = PdfDocument::open(testing::corpusFile(QStringLiteral("govdocs-195981-truncated.pdf")));
    QCOMPARE(broken.status, PdfOpenStatus::NoPages);
    m_view->clear(broken.message);
    QCOMPARE(message->text(), broken.message);
    QVERIFY(message->isVisible());

    const Loaded minimal = load("pypdf-minimal-document.pdf");
    m_view->setDocument(minimal.document, minimal.text);
    QVERIFY(message->isHidden());
    QVERIFY(m_view->emptyMessage().isEmpty());
}

void TestPdfView::rotatedPageIsUprightAndSelectionLiesOnInk()
{
    const Loaded habibi = load("pypdf-habibi-rotated-arabic.pdf");
    QVERIFY(habibi.text);
    QCOMPARE(habibi.document->pageInfo(0).rotation, 90);
    QSignalSpy shown(m_view.get(), &PdfView::documentShown);
    m_view->setDocument(habibi.document, habibi.text);
    // /Rotate 90 turns the portrait A4 page into a landscape one.
    QVERIFY(m_view->pageRect(0).width() > m_view->pageRect(0).height());
    QVERIFY(m_view->pageRect(1).width() < m_view->pageRect(1).height());
    // Fit width fits each page, landscape or portrait.
    QCOMPARE(m_view->pageRect(0).width(), m_view->viewport()->width() - 2 * PageLayout::Margin);
    QCOMPARE(m_view->pageRect(1).width(), m_view->viewport()->width() - 2 * PageLayout::Margin);
    QTRY_COMPARE(shown.count(), 1);
    QTRY_VERIFY(!m_view->renderer()->image(0, m_view->pageRect(0).width()).isNull());
    m_view->viewport()->repaint();
    const QImage grabbed = m_view->viewport()->grab().toImage();

    const int start = offsetOf(*habibi.text, QStringLiteral("habibi"));
    QCOMPARE(habibi.text->pageOf(start), 0);
    const int end = start + 6;
    const std::vector<CanonicalText::PageRects> rects = habibi.text->rectsFor(start, end);
    QCOMPARE(rects.size(), size_t(1));
    QRect word;
    for (const QRectF &fraction : rects.front().rects) {
        const QRect area = viewportRect(*m_view, 0, fraction).adjusted(-1, -1, 1, 1);
        QVERIFY(m_view->viewport()->rect().contains(area));
        const qint64 dark = darkPixels(grabbed, area);
        QVERIFY2(dark > area.width() * area.height() / 20, qPrintable(QString::number(dark)));
        word |= area;
    }
    // Rotated by 90°: the word runs down the page.
    QVERIFY(word.height() > 2 * word.width());
    // Selecting it by mouse along the rotated line gives the word.
    dragOver(*m_view, start, end);
    QCOMPARE(m_view->selectedText(), QStringLiteral("habibi"));
    QVERIFY(m_view->grab().save(QStringLiteral("/tmp/touchstone-pdfview-rotated.png")));
}

void TestPdfView::scannedPageShowsBanner()
{
    const Loaded scan = load("ocrmypdf-c02-22-scan.pdf");
    QVERIFY(scan.text);
    QCOMPARE(scan.text->page(0).status, TextLayerStatus::NoText);
    m_view->setDocument(scan.document);
    QVERIFY(visibleBanners(*m_view).isEmpty()); // nothing known before the text arrives
    m_view->setText(scan.text);
    const QList<QLabel *> banners = visibleBanners(*m_view);
    QCOMPARE(banners.size(), 1);
    QCOMPARE(banners.front()->text(), m_view->pageBanner(0));
    QVERIFY(banners.front()->text().contains(scan.text->page(0).statusDetail));
    QVERIFY(m_view->viewport()->rect().contains(banners.front()->geometry()));
    QVERIFY(m_view->pageRect(0).contains(banners.front()->geometry().topLeft()));
    // Its text can be read: dark letters on the pale strip.
    const QImage strip = banners.front()->grab().toImage();
    QVERIFY2(darkPixels(strip, strip.rect()) > 100, "the banner text is not visible");
    QTRY_VERIFY(!m_view->renderer()->image(0, m_view->pageRect(0).width()).isNull());
    QVERIFY(m_view->grab().save(QStringLiteral("/tmp/touchstone-pdfview-banner.png")));
    // Dragging over a scan selects nothing.
    drag(m_view->viewport(), QPoint(200, 300), QPoint(500, 600));
    QVERIFY(!m_view->hasSelection());

    const Loaded minimal = load("pypdf-minimal-document.pdf");
    m_view->setDocument(minimal.document, minimal.text);
    QVERIFY(visibleBanners(*m_view).isEmpty());
    QVERIFY(m_view->pageBanner(0).isEmpty());
}

void TestPdfView::giantPageNeverBlocksTheView()
{
    // 8400 x 8400 pt with a 35000 x 35000 image: Poppler needs seconds even
    // at the few dpi of fit width, and cannot be stopped inside the image.
    PdfOpenResult giant = PdfDocument::open(testing::corpusFile(QStringLiteral("ocrmypdf-hugemono-huge-page.pdf")));
    QVERIFY(giant.ok());
    QElapsedTimer timer;
    timer.start();
    m_view->setDocument(std::shared_ptr<const PdfDocument>(std::move(giant.document)));
    m_view->viewport()->repaint(); // the placeholder
    m_view->zoomIn();
    m_view->viewport()->repaint();
    QVERIFY2(timer.elapsed() < 500, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(m_view->renderer()->image(0, m_view->pageRect(0).width()).isNull());

    // Moving on to another document is not held up by the giant render.
    const Loaded minimal = load("pypdf-minimal-document.pdf");
    QSignalSpy shown(m_view.get(), &PdfView::documentShown);
    timer.restart();
    m_view->setDocument(minimal.document, minimal.text);
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 3000);
    qInfo("next document shown %lld ms after leaving the giant page", timer.elapsed());
}

void TestPdfView::findBarFindsAndSteps()
{
    const Loaded minimal = load("pypdf-minimal-document.pdf");
    m_view->setDocument(minimal.document, minimal.text);
    FindBar *bar = m_view->findBar();
    QVERIFY(bar->isHidden());
    m_view->setFocus();
    QTest::keyClick(m_view.get(), Qt::Key_F, Qt::ControlModifier);
    QVERIFY(bar->isVisible());
    auto *field = bar->findChild<QLineEdit *>();
    QVERIFY(field && field->hasFocus());
    QSignalSpy current(bar, &FindBar::currentMatchChanged);

    // "Lorem ipsum" is there four times; the match is case-insensitive.
    QTest::keyClicks(field, QStringLiteral("lorem ipsum"));
    QTest::keyClick(field, Qt::Key_Return);
    QTRY_COMPARE(bar->statusText(), QStringLiteral("1 of 4"));
    QCOMPARE(bar->matches().size(), size_t(4));
    QCOMPARE(minimal.text->slice(bar->matches()[0].start, bar->matches()[0].end), QStringLiteral("Lorem ipsum"));
    QCOMPARE(current.count(), 1);
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(bar->statusText(), QStringLiteral("2 of 4"));
    QCOMPARE(current.last().at(1).toInt(), bar->matches()[1].start);
    QTest::keyClick(m_view.get(), Qt::Key_F3);
    QCOMPARE(bar->statusText(), QStringLiteral("3 of 4"));
    QTest::keyClick(field, Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(bar->statusText(), QStringLiteral("2 of 4"));
    QTest::keyClick(field, Qt::Key_F3, Qt::ShiftModifier);
    QTest::keyClick(field, Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(bar->statusText(), QStringLiteral("4 of 4")); // wraps around

    // The matcher joins "taki-\nmata" like find-quote does.
    bar->setQuery(QStringLiteral("takimata sanctus"));
    QTRY_COMPARE(bar->statusText(), QStringLiteral("1 of 2"));

    bar->setQuery(QStringLiteral("no such words here"));
    QTRY_COMPARE(bar->statusText(), QStringLiteral("not found"));
    QTest::keyClick(field, Qt::Key_Escape);
    QVERIFY(bar->isHidden());
}

void TestPdfView::highlightClickAndTooltip()
{
    const Loaded minimal = load("pypdf-minimal-document.pdf");
    m_view->setDocument(minimal.document, minimal.text);
    const int start = offsetOf(*minimal.text, QStringLiteral("labore et dolore"));
    const int end = start + 16;
    m_view->setHighlights({Highlight{QStringLiteral("span-1"), start, end, QColor(Qt::green),
                                     QStringLiteral("Q1 · grade 3")}});
    QSignalSpy activated(m_view.get(), &PdfView::highlightActivated);
    const QPoint inside = glyphPoint(*m_view, start + 8, 0.5);
    QCOMPARE(m_view->highlightAt(inside), QStringLiteral("span-1"));
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, inside);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().at(0).toString(), QStringLiteral("span-1"));
    // A click beside it activates nothing.
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, glyphPoint(*m_view, end + 4, 0.5));
    QCOMPARE(activated.count(), 1);
    // A drag that starts on a highlight selects text instead.
    dragOver(*m_view, start, start + 6);
    QCOMPARE(m_view->selectedText(), QStringLiteral("labore"));
    QCOMPARE(activated.count(), 1);
}

void TestPdfView::copyRespectsRestriction()
{
    const Loaded minimal = load("pypdf-minimal-document.pdf");
    m_view->setDocument(minimal.document, minimal.text);
    QVERIFY(m_view->copyAllowed());
    const int start = offsetOf(*minimal.text, QStringLiteral("Stet clita kasd"));
    m_view->setSelection(start, start + 15);
    m_view->setFocus();
    QTest::keyClick(m_view.get(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("Stet clita kasd"));

    QApplication::clipboard()->setText(QStringLiteral("unchanged"));
    QSignalSpy notices(m_view.get(), &PdfView::noticeShown);
    m_view->setCopyAllowed(false);
    QTest::keyClick(m_view.get(), Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("unchanged"));
    QCOMPARE(notices.count(), 1);
    auto *notice = m_view->viewport()->findChild<QLabel *>(QStringLiteral("transientNotice"));
    QVERIFY(notice && notice->isVisible());
    QCOMPARE(notice->text(), notices.first().at(0).toString());
    QVERIFY(m_view->hasSelection()); // selecting stays possible

    // A copy-restricted file starts with copying off.
    const Loaded nocopy = load("opf-encryption-nocopy.pdf");
    QVERIFY(nocopy.document && !nocopy.document->okToCopy());
    m_view->setDocument(nocopy.document, nocopy.text);
    QVERIFY(!m_view->copyAllowed());
    m_view->setDocumentNotice(QStringLiteral("Copy-restricted"));
    auto *line = m_view->findChild<QLabel *>(QStringLiteral("documentNotice"));
    QVERIFY(line && line->isVisible());
    QVERIFY(line->geometry().bottom() < m_view->viewport()->geometry().top());
    const QImage lineImage = line->grab().toImage();
    QVERIFY2(darkPixels(lineImage, lineImage.rect()) > 50, "the notice text is not visible");
    m_view->setDocumentNotice(QString());
    QVERIFY(line->isHidden());
}

void TestPdfView::scrollToRangeCentresIt()
{
    const Loaded paper = load("acmart-sample-sigconf.pdf");
    m_view->setDocument(paper.document, paper.text);
    QSignalSpy pages(m_view.get(), &PdfView::currentPageChanged);
    const int start = offsetOf(*paper.text, QStringLiteral("Citations and references are numbered"));
    QVERIFY(start > 0);
    const int page = paper.text->pageOf(start);
    QVERIFY(page >= 2);
    m_view->scrollToRange(start, start + 36);
    QCOMPARE(m_view->currentPage(), page);
    QCOMPARE(pages.last().at(0).toInt(), page);
    const QPoint at = glyphPoint(*m_view, start, 0.5);
    QVERIFY(std::abs(at.y() - m_view->viewport()->height() / 2) < 20);
}

// A click in the run browser opens a document and scrolls to a span while
// docks settle around the view; the resizes that follow must not leave the
// span off screen (it stopped at the foot of the page before).
void TestPdfView::rangeStaysCentredWhileTheViewResizes()
{
    const Loaded paper = load("acmart-sample-sigconf.pdf");
    m_view->setDocument(paper.document, paper.text);
    const int start = offsetOf(*paper.text, QStringLiteral("Citations and references are numbered"));
    QVERIFY(start > 0);
    m_view->scrollToRange(start, start + 36);
    m_view->resize(900, 420); // a dock below grew
    QTest::qWait(20);
    m_view->resize(760, 420); // one beside it too
    QTest::qWait(20);
    const QPoint at = glyphPoint(*m_view, start, 0.5);
    QVERIFY2(std::abs(at.y() - m_view->viewport()->height() / 2) < 30,
             qPrintable(QStringLiteral("the span is at y %1 of %2").arg(at.y()).arg(m_view->viewport()->height())));
    // Once the user scrolls, a resize keeps their place instead.
    m_view->verticalScrollBar()->triggerAction(QAbstractSlider::SliderPageStepAdd);
    const int top = m_view->verticalScrollBar()->value();
    m_view->resize(760, 500);
    QTest::qWait(20);
    QVERIFY(std::abs(m_view->verticalScrollBar()->value() - top) < 5);
}

void TestPdfView::screenshot()
{
    const Loaded paper = load("acmart-sample-sigconf.pdf");
    m_view->resize(1000, 800);
    m_view->setDocument(paper.document, paper.text);
    m_view->setDocumentNotice(QStringLiteral("acmart-sample-sigconf.pdf — 6 pages"));
    const int span = offsetOf(*paper.text, QStringLiteral("ACM’s consolidated article template"));
    m_view->setHighlights({Highlight{QStringLiteral("a"), span, span + 35, QColor(80, 200, 120), QString()}});
    const int select = offsetOf(*paper.text, QStringLiteral("valuable guide"));
    m_view->setSelection(select, select + 60);
    m_view->findBar()->activate();
    m_view->findBar()->setQuery(QStringLiteral("template"));
    QTRY_VERIFY(m_view->findBar()->currentIndex() >= 0);
    m_view->verticalScrollBar()->setValue(m_view->pageRect(0).height() / 2);
    QTRY_VERIFY(!m_view->renderer()->image(0, m_view->pageRect(0).width()).isNull());
    m_view->showTransientNotice(QStringLiteral("This document does not allow copying its text."));
    const QString path = QStringLiteral("/tmp/touchstone-pdfview.png");
    QVERIFY(m_view->grab().save(path));
    qInfo("screenshot: %s", qPrintable(path));
}

QTEST_MAIN(TestPdfView)
#include "tst_pdfview.moc"
