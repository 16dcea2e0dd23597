#include "models/pagelayout.h"

#include <QTest>

#include <cmath>

using namespace touchstone;

class TestPageLayout : public QObject
{
    Q_OBJECT

private slots:
    void noPagesNeverDividesByZero();
    void pagesStackWithGapsAndCentre();
    void unreadablePageTakesNeighbourSize();
    void fitScales();
    void hitTestingAndRanges();
    void fractionsRoundTrip();
    void zoomSteps();
};

void TestPageLayout::zoomSteps()
{
    QCOMPARE(PageLayout::zoomStep(1.0, +1), 1.1);
    QCOMPARE(PageLayout::zoomStep(1.0, -1), 0.9);
    QCOMPARE(PageLayout::zoomStep(1.37, +1), 1.5); // from a fit zoom to the next step
    QCOMPARE(PageLayout::zoomStep(1.37, -1), 1.25);
    QCOMPARE(PageLayout::zoomStep(8.0, +1), 8.0); // the largest stays
    QCOMPARE(PageLayout::zoomStep(0.1, -1), 0.08);  // below the steps: a fifth less each time
}

void TestPageLayout::noPagesNeverDividesByZero()
{
    PageLayout layout;
    layout.setPageSizes({});
    layout.setViewportWidth(800);
    QCOMPARE(layout.pageCount(), 0);
    QCOMPARE(layout.contentSize(), QSize(0, 0));
    layout.fitWidth(0);
    QVERIFY(std::isfinite(layout.scale()) && layout.scale() > 0);
    layout.fitPage(QSize(0, 0));
    QVERIFY(std::isfinite(layout.scale(0)) && layout.scale(0) > 0);
    QCOMPARE(layout.nearestPage(100), -1);
    QCOMPARE(layout.pageAt(QPoint(10, 10)), -1);
    const auto [first, last] = layout.pagesBetween(0, 1000);
    QVERIFY(first > last);
    QCOMPARE(layout.pageRect(0), QRect());
    layout.setScale(std::nan(""));
    QVERIFY(std::isfinite(layout.scale()));
}

void TestPageLayout::pagesStackWithGapsAndCentre()
{
    PageLayout layout;
    layout.setPageSizes({QSizeF(612, 792), QSizeF(842, 595)});
    layout.setScale(1.0);
    layout.setViewportWidth(1000);
    const QRect first = layout.pageRect(0);
    const QRect second = layout.pageRect(1);
    QCOMPARE(first.size(), QSize(612, 792));
    QCOMPARE(second.size(), QSize(842, 595));
    QCOMPARE(first.top(), PageLayout::Margin);
    QCOMPARE(second.top(), first.bottom() + 1 + PageLayout::Gap);
    QCOMPARE(first.left(), (1000 - 612) / 2); // centred in the viewport
    QCOMPARE(layout.contentSize(), QSize(1000, 2 * PageLayout::Margin + 792 + PageLayout::Gap + 595));
    layout.setViewportWidth(300); // narrower than the widest page: it scrolls
    QCOMPARE(layout.contentSize().width(), 842 + 2 * PageLayout::Margin);
    QCOMPARE(layout.pageRect(1).left(), PageLayout::Margin);
}

void TestPageLayout::unreadablePageTakesNeighbourSize()
{
    PageLayout layout;
    layout.setPageSizes({QSizeF(), QSizeF(500, 700), QSizeF(0, 0)});
    QCOMPARE(layout.pageSizePoints(0), QSizeF(612, 792)); // nothing before it: Letter
    QCOMPARE(layout.pageSizePoints(2), QSizeF(500, 700));
}

void TestPageLayout::fitScales()
{
    PageLayout layout;
    layout.setPageSizes({QSizeF(612, 792), QSizeF(842, 595)});
    layout.setViewportWidth(866);
    // Fit width: each page fills the width, the landscape one too.
    layout.fitWidth(866);
    QCOMPARE(layout.pageRect(0).width(), 866 - 2 * PageLayout::Margin);
    QCOMPARE(layout.pageRect(1).width(), 866 - 2 * PageLayout::Margin);
    QCOMPARE(layout.scale(1), (866.0 - 2 * PageLayout::Margin) / 842.0);
    // Fit page: each page fits the area; the portrait one is limited by the
    // height, the landscape one by the width.
    layout.fitPage(QSize(866, 816));
    QCOMPARE(layout.scale(0), (816.0 - 2 * PageLayout::Margin) / 792.0);
    QCOMPARE(layout.scale(1), (866.0 - 2 * PageLayout::Margin) / 842.0);
    for (int page = 0; page < 2; ++page) {
        QVERIFY(layout.pageRect(page).height() <= 816 - 2 * PageLayout::Margin);
        QVERIFY(layout.pageRect(page).width() <= 866 - 2 * PageLayout::Margin);
    }
    // One scale for all.
    layout.setScale(2.0);
    QCOMPARE(layout.scale(0), 2.0);
    QCOMPARE(layout.pageRect(1).width(), 1684);
    layout.setScale(1e9);
    QCOMPARE(layout.scale(0), PageLayout::MaxScale);
}

void TestPageLayout::hitTestingAndRanges()
{
    PageLayout layout;
    layout.setPageSizes(std::vector<QSizeF>(10, QSizeF(600, 800)));
    layout.setScale(0.5);
    layout.setViewportWidth(400);
    const QRect third = layout.pageRect(2);
    QCOMPARE(layout.pageAt(third.center()), 2);
    QCOMPARE(layout.pageAt(QPoint(1, third.center().y())), -1); // margin beside the page
    QCOMPARE(layout.nearestPage(third.bottom() + 2), 2);              // upper half of the gap
    QCOMPARE(layout.nearestPage(third.bottom() + PageLayout::Gap), 3); // lower half
    QCOMPARE(layout.nearestPage(-50), 0);
    QCOMPARE(layout.nearestPage(1'000'000), 9);
    const auto [first, last] = layout.pagesBetween(third.top() + 10, layout.pageRect(4).top() + 1);
    QCOMPARE(first, 2);
    QCOMPARE(last, 4);
    const auto [gapFirst, gapLast] = layout.pagesBetween(third.bottom() + 2, third.bottom() + 5);
    QVERIFY(gapFirst > gapLast); // only the gap between two pages
}

void TestPageLayout::fractionsRoundTrip()
{
    PageLayout layout;
    layout.setPageSizes({QSizeF(612, 792), QSizeF(612, 792)});
    layout.setScale(1.5);
    layout.setViewportWidth(1200);
    const QPoint point = layout.fromPageFraction(1, QPointF(0.25, 0.5));
    const QPointF back = layout.toPageFraction(1, point);
    QVERIFY(std::abs(back.x() - 0.25) < 0.002);
    QVERIFY(std::abs(back.y() - 0.5) < 0.002);
    QCOMPARE(layout.toPageFraction(1, QPoint(-100, -100)), QPointF(0, 0)); // clamped to the page
}

QTEST_GUILESS_MAIN(TestPageLayout)
#include "tst_pagelayout.moc"
