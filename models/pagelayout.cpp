#include "pagelayout.h"

#include <algorithm>
#include <cmath>

namespace touchstone {

namespace {
const QSizeF kLetter(612, 792);
constexpr double kZoomSteps[] = {0.1, 0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1.0, 1.1, 1.25,
                                 1.5, 1.75, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0};
} // namespace

double PageLayout::zoomStep(double current, int direction)
{
    if (direction > 0) {
        const auto next = std::find_if(std::begin(kZoomSteps), std::end(kZoomSteps),
                                       [current](double step) { return step > current * 1.01; });
        return next != std::end(kZoomSteps) ? *next : std::end(kZoomSteps)[-1];
    }
    const auto next = std::find_if(std::rbegin(kZoomSteps), std::rend(kZoomSteps),
                                   [current](double step) { return step < current / 1.01; });
    return next != std::rend(kZoomSteps) ? *next : current / 1.25;
}

void PageLayout::setPageSizes(std::vector<QSizeF> sizesPoints)
{
    QSizeF previous = kLetter;
    for (QSizeF &size : sizesPoints) {
        if (!(size.width() > 0 && size.height() > 0))
            size = previous;
        previous = size;
    }
    m_sizes = std::move(sizesPoints);
    relayout();
}

void PageLayout::setScale(double pixelsPerPoint)
{
    if (!std::isfinite(pixelsPerPoint))
        return;
    m_fit = Fit::None;
    m_scale = std::clamp(pixelsPerPoint, MinScale, MaxScale);
    relayout();
}

void PageLayout::fitWidth(int availableWidth)
{
    m_fit = Fit::Width;
    m_available = QSize(availableWidth, 0);
    relayout();
}

void PageLayout::fitPage(const QSize &available)
{
    m_fit = Fit::Page;
    m_available = available;
    relayout();
}

double PageLayout::scale(int index) const
{
    return index >= 0 && index < pageCount() ? m_scales[size_t(index)] : m_scale;
}

double PageLayout::pageScale(const QSizeF &size) const
{
    if (m_fit == Fit::None)
        return m_scale;
    const double width = std::max(1, m_available.width() - 2 * Margin) / size.width();
    const double height = std::max(1, m_available.height() - 2 * Margin) / size.height();
    return std::clamp(m_fit == Fit::Width ? width : std::min(width, height), MinScale, MaxScale);
}

void PageLayout::setViewportWidth(int width)
{
    m_viewportWidth = std::max(0, width);
    relayout();
}

void PageLayout::relayout()
{
    const size_t count = m_sizes.size();
    m_tops.resize(count);
    m_pixelSizes.resize(count);
    m_scales.resize(count);
    int y = Margin;
    int widest = 0;
    for (size_t i = 0; i < count; ++i) {
        const double scale = pageScale(m_sizes[i]);
        m_scales[i] = scale;
        const QSize size(std::max(1, int(std::lround(m_sizes[i].width() * scale))),
                         std::max(1, int(std::lround(m_sizes[i].height() * scale))));
        m_pixelSizes[i] = size;
        m_tops[i] = y;
        y += size.height() + Gap;
        widest = std::max(widest, size.width());
    }
    const int height = count ? y - Gap + Margin : 0;
    const int width = count ? std::max(widest + 2 * Margin, m_viewportWidth) : 0;
    m_contentSize = QSize(width, height);
}

QRect PageLayout::pageRect(int index) const
{
    if (index < 0 || index >= pageCount())
        return {};
    const QSize size = m_pixelSizes[size_t(index)];
    return QRect(QPoint((m_contentSize.width() - size.width()) / 2, m_tops[size_t(index)]), size);
}

int PageLayout::pageAt(const QPoint &point) const
{
    const int index = nearestPage(point.y());
    return index >= 0 && pageRect(index).contains(point) ? index : -1;
}

int PageLayout::nearestPage(int y) const
{
    if (m_tops.empty())
        return -1;
    // The last page starting at or above y, or the next one if y is in the
    // lower half of the gap below it.
    const auto after = std::upper_bound(m_tops.begin(), m_tops.end(), y);
    int index = std::max(0, int(after - m_tops.begin()) - 1);
    if (index + 1 < pageCount()) {
        const int bottom = m_tops[size_t(index)] + m_pixelSizes[size_t(index)].height();
        if (y > bottom + Gap / 2)
            ++index;
    }
    return index;
}

std::pair<int, int> PageLayout::pagesBetween(int top, int bottom) const
{
    if (m_tops.empty() || bottom < top)
        return {0, -1};
    // First page whose bottom reaches `top`.
    int first = int(std::upper_bound(m_tops.begin(), m_tops.end(), top) - m_tops.begin()) - 1;
    first = std::max(first, 0);
    if (m_tops[size_t(first)] + m_pixelSizes[size_t(first)].height() < top)
        ++first;
    const int last = int(std::upper_bound(m_tops.begin(), m_tops.end(), bottom) - m_tops.begin()) - 1;
    return {first, std::min(last, pageCount() - 1)};
}

QPointF PageLayout::toPageFraction(int index, const QPoint &point) const
{
    const QRect rect = pageRect(index);
    if (rect.isEmpty())
        return {};
    return QPointF(std::clamp((point.x() - rect.left()) / double(rect.width()), 0.0, 1.0),
                   std::clamp((point.y() - rect.top()) / double(rect.height()), 0.0, 1.0));
}

QPoint PageLayout::fromPageFraction(int index, const QPointF &fraction) const
{
    const QRect rect = pageRect(index);
    return QPoint(rect.left() + int(std::lround(fraction.x() * rect.width())),
                  rect.top() + int(std::lround(fraction.y() * rect.height())));
}

} // namespace touchstone
