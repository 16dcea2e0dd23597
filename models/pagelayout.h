#pragma once

#include <QPoint>
#include <QPointF>
#include <QRect>
#include <QSize>
#include <QSizeF>

#include <utility>
#include <vector>

namespace touchstone {

// Where the pages of a continuously scrolled document sit: one column of
// pages, a gap between them, centred horizontally. Rectangles are whole
// pixels in content coordinates (the scroll area's coordinates before
// scrolling), so page images are drawn without resampling.
//
// Pages share one scale (setScale), or each page is scaled to fit the
// available width or area (fitWidth, fitPage), as Okular and qpdfview do:
// a landscape table page among portrait ones does not shrink the others.
class PageLayout
{
public:
    static constexpr int Margin = 12; // around the column
    static constexpr int Gap = 12;    // between pages
    static constexpr double MinScale = 0.005;
    static constexpr double MaxScale = 20.0;

    // Displayed page sizes in points (/Rotate applied). An empty size (an
    // unreadable page) takes the size of the page before it, or Letter.
    void setPageSizes(std::vector<QSizeF> sizesPoints);
    // Every page at `pixelsPerPoint`, clamped to [MinScale, MaxScale].
    void setScale(double pixelsPerPoint);
    // Every page as wide as `availableWidth` allows (minus the margins).
    void fitWidth(int availableWidth);
    // Every page as large as fits in `available` (minus the margins).
    void fitPage(const QSize &available);
    // The width pages are centred in, when wider than the column.
    void setViewportWidth(int width);

    int pageCount() const { return int(m_sizes.size()); }
    // Pixels per point of page `index` (the common scale without pages).
    double scale(int index = 0) const;
    QSizeF pageSizePoints(int index) const { return m_sizes[size_t(index)]; }
    QRect pageRect(int index) const;
    QSize contentSize() const { return m_contentSize; }

    // The page whose rectangle holds `point`, or -1.
    int pageAt(const QPoint &point) const;
    // The page nearest to `y` (in a gap: the closer one), or -1 without pages.
    int nearestPage(int y) const;
    // First and last page meeting [top, bottom]; first > last when none.
    std::pair<int, int> pagesBetween(int top, int bottom) const;

    // The next zoom factor up (direction > 0) or down from `current` on the
    // usual steps (10 % ... 800 %; 1.0 is 100 %).
    static double zoomStep(double current, int direction);

    // `point` (content coordinates) as fractions of page `index`, clamped to
    // the page; and back.
    QPointF toPageFraction(int index, const QPoint &point) const;
    QPoint fromPageFraction(int index, const QPointF &fraction) const;

private:
    enum class Fit { None, Width, Page };
    double pageScale(const QSizeF &size) const;
    void relayout();

    std::vector<QSizeF> m_sizes;
    std::vector<int> m_tops;
    std::vector<QSize> m_pixelSizes;
    std::vector<double> m_scales;
    QSize m_contentSize;
    Fit m_fit = Fit::None;
    QSize m_available; // for Fit::Width and Fit::Page
    double m_scale = 1.0;
    int m_viewportWidth = 0;
};

} // namespace touchstone
