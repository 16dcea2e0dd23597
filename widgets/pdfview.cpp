#include "pdfview.h"

#include "gradecolors.h"

#include "findbar.h"

#include "annotation/canonicaltext.h"
#include "annotation/pdfdocument.h"
#include "models/pagenotice.h"
#include "models/pagerenderer.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QSet>
#include <QScrollBar>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace touchstone {

namespace {

constexpr double kMinZoom = 0.02;
constexpr double kMaxZoom = 8.0;
constexpr int kScrollStep = 40;
constexpr int kTransientNoticeMs = 5000;
constexpr int kAutoScrollMs = 40;
constexpr int kMaxRequestedPages = 48; // zoomed far out, do not queue the whole manual

QRectF fractionToRect(const QRectF &fraction, const QRect &page)
{
    return QRectF(page.x() + fraction.x() * page.width(), page.y() + fraction.y() * page.height(),
                  fraction.width() * page.width(), fraction.height() * page.height());
}

// The notices are labels, not painted text, so that screen readers and
// tests can read them. Their roles are set: a child of the viewport would
// inherit its Dark background role, and with it Light (white) text.
QLabel *makeLabel(QWidget *parent, const QString &name, const QColor &background, const QColor &text)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    QPalette palette = label->palette();
    palette.setColor(QPalette::Window, background);
    palette.setColor(QPalette::WindowText, text);
    label->setPalette(palette);
    label->setBackgroundRole(QPalette::Window);
    label->setForegroundRole(QPalette::WindowText);
    label->setAutoFillBackground(background.alpha() > 0);
    label->setMargin(5);
    label->hide();
    return label;
}

QColor translucent(QColor color, int alpha)
{
    if (!color.isValid())
        color = QColor(255, 200, 0);
    if (color.alpha() == 255)
        color.setAlpha(alpha);
    return color;
}

} // namespace

PdfView::PdfView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_renderer(new PageRenderer(this))
    , m_autoScroll(new QTimer(this))
    , m_findBar(new FindBar(this))
    , m_transientTimer(new QTimer(this))
{
    // actionTriggered comes only from the user (arrows, track, drag, wheel).
    for (QScrollBar *bar : {verticalScrollBar(), horizontalScrollBar()})
        connect(bar, &QAbstractSlider::actionTriggered, this, [this] { m_centredRange.reset(); });
    setFocusPolicy(Qt::StrongFocus);
    // A scroll bar that comes and goes would change the fit-width scale,
    // which changes whether it is needed.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setBackgroundRole(QPalette::Dark);

    m_notice = makeLabel(this, QStringLiteral("documentNotice"), QColor(0xe7, 0xf1, 0xfb), QColor(0x1b, 0x3a, 0x57));
    m_transient = makeLabel(viewport(), QStringLiteral("transientNotice"), QColor(40, 40, 40, 230), Qt::white);
    m_empty = makeLabel(viewport(), QStringLiteral("emptyMessage"), Qt::transparent, Qt::white);
    m_empty->setAlignment(Qt::AlignCenter);
    QFont larger = m_empty->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.4);
    m_empty->setFont(larger);
    m_transientTimer->setSingleShot(true);
    m_transientTimer->setInterval(kTransientNoticeMs);
    connect(m_transientTimer, &QTimer::timeout, m_transient, &QWidget::hide);
    m_findBar->hide();
    m_findBar->installEventFilter(this); // its showing and hiding resizes the page area

    m_autoScroll->setInterval(kAutoScrollMs);
    connect(m_autoScroll, &QTimer::timeout, this, &PdfView::autoScroll);
    connect(m_renderer, &PageRenderer::pageRendered, this, &PdfView::onPageRendered);
    connect(m_renderer, &PageRenderer::pageFailed, this, [this](int page) { viewport()->update(pageRect(page)); });
    connect(m_findBar, &FindBar::matchesChanged, this, &PdfView::setFindMatches);
    connect(m_findBar, &FindBar::currentMatchChanged, this, &PdfView::setCurrentFindMatch);
    connect(m_findBar, &FindBar::dismissed, this, [this] { setFocus(Qt::OtherFocusReason); });
    updateEmptyMessage();
}

PdfView::~PdfView() = default;

// --- document ----------------------------------------------------------

void PdfView::setDocument(std::shared_ptr<const PdfDocument> document, std::shared_ptr<const CanonicalText> text)
{
    m_document = std::move(document);
    m_renderer->setDocument(m_document);
    m_message.clear();
    m_shownSignalled = false;
    m_copyAllowed = !m_document || m_document->okToCopy();
    std::vector<QSizeF> sizes;
    if (m_document) {
        sizes.reserve(size_t(m_document->pageCount()));
        for (int i = 0; i < m_document->pageCount(); ++i)
            sizes.push_back(m_document->pageInfo(i).sizePoints);
    }
    m_layout.setPageSizes(std::move(sizes));
    m_currentPage = -1;
    m_centredRange.reset();
    setText(std::move(text));
    applyZoomMode();
    verticalScrollBar()->setValue(0);
    horizontalScrollBar()->setValue((horizontalScrollBar()->maximum()) / 2);
    updateEmptyMessage();
    afterViewChanged();
    viewport()->update();
}

void PdfView::setText(std::shared_ptr<const CanonicalText> text)
{
    if (text && text->pageCount() != pageCount()) {
        qWarning("PdfView: the text has %d pages, the document %d; ignoring the text", text->pageCount(),
                 pageCount());
        text.reset();
    }
    m_text = std::move(text);
    const bool hadSelection = hasSelection();
    m_selection.setText(m_text);
    if (hadSelection)
        emit selectionChanged(0, 0);
    m_highlights.set(m_text, m_highlights.items());
    m_findHits.clear();
    m_currentFindHit = -1;
    m_findBar->setText(m_text);
    viewport()->setCursor(m_text ? Qt::IBeamCursor : Qt::ArrowCursor);
    updateBanners();
    viewport()->update();
}

void PdfView::clear(const QString &message)
{
    setDocument(nullptr);
    m_message = message;
    updateEmptyMessage();
}

// --- notices -----------------------------------------------------------

void PdfView::setDocumentNotice(const QString &notice)
{
    m_notice->setText(notice);
    m_notice->setHidden(notice.isEmpty());
    layoutChrome();
}

QString PdfView::documentNotice() const
{
    return m_notice->isHidden() ? QString() : m_notice->text();
}

void PdfView::showTransientNotice(const QString &notice)
{
    m_transient->setText(notice);
    // One line when it fits: a word-wrapped label's size hint is narrow.
    const int oneLine = m_transient->fontMetrics().horizontalAdvance(notice) + 2 * m_transient->margin() + 4;
    const int width = std::max(1, std::min(viewport()->width() - 24, oneLine));
    const int height = m_transient->heightForWidth(width);
    m_transient->setGeometry((viewport()->width() - width) / 2, viewport()->height() - height - 16, width,
                             height);
    m_transient->show();
    m_transient->raise();
    m_transientTimer->start();
    emit noticeShown(notice);
}

QString PdfView::pageBanner(int page) const
{
    return m_document ? PageNotice::forPage(*m_document, m_text.get(), page) : QString();
}

QString PdfView::emptyMessage() const
{
    if (!m_document)
        return m_message.isEmpty() ? tr("No document") : m_message;
    if (pageCount() == 0)
        return tr("This document has no pages: the file may be incomplete or damaged.");
    return {};
}

void PdfView::updateEmptyMessage()
{
    const QString message = emptyMessage();
    m_empty->setText(message);
    m_empty->setGeometry(viewport()->rect());
    m_empty->setHidden(message.isEmpty());
}

void PdfView::updateBanners()
{
    size_t used = 0;
    if (pageCount() > 0) {
        const QPoint offset = scrollOffset();
        const auto [first, last] = m_layout.pagesBetween(offset.y(), offset.y() + viewport()->height());
        for (int page = first; page <= last; ++page) {
            const QString banner = pageBanner(page);
            if (banner.isEmpty())
                continue;
            if (used == m_banners.size()) {
                m_banners.push_back(makeLabel(viewport(), QStringLiteral("pageBanner"), QColor(255, 243, 205, 245),
                                              QColor(0x53, 0x3f, 0x03)));
                m_banners.back()->setAttribute(Qt::WA_TransparentForMouseEvents); // select through it
            }
            QLabel *label = m_banners[used++];
            const QRect rect = pageRect(page);
            label->setText(banner);
            label->setGeometry(rect.x(), rect.y(), rect.width(), label->heightForWidth(rect.width()));
            label->show();
        }
    }
    for (size_t i = used; i < m_banners.size(); ++i)
        m_banners[i]->hide();
}

// Places the document notice above the pages and the find bar below them.
void PdfView::layoutChrome()
{
    const int width = viewport()->width();
    const int noticeHeight = m_notice->isHidden() ? 0 : m_notice->heightForWidth(width);
    const int findHeight = m_findBar->isHidden() ? 0 : m_findBar->sizeHint().height();
    const QMargins margins(0, noticeHeight, 0, findHeight);
    if (viewportMargins() != margins)
        setViewportMargins(margins);
    const QRect area = viewport()->geometry();
    m_notice->setGeometry(area.left(), area.top() - noticeHeight, area.width(), noticeHeight);
    m_findBar->setGeometry(area.left(), area.bottom() + 1, area.width(), findHeight);
}

// --- zoom, layout and scrolling ------------------------------------------

QPoint PdfView::scrollOffset() const
{
    return QPoint(horizontalScrollBar()->value(), verticalScrollBar()->value());
}

double PdfView::physicalScale() const
{
    return logicalDpiX() / 72.0;
}

double PdfView::zoom() const
{
    return m_layout.scale(std::max(m_currentPage, 0)) / physicalScale();
}

void PdfView::setZoomMode(ZoomMode mode)
{
    const int page = std::max(m_currentPage, 0);
    if (mode == ZoomMode::Custom)
        m_customZoom = zoom();
    m_zoomMode = mode;
    if (mode == ZoomMode::Custom)
        return;
    relayout(QPoint(viewport()->width() / 2, 0));
    if (mode == ZoomMode::FitPage)
        goToPage(page);
}

void PdfView::setZoom(double factor)
{
    if (!std::isfinite(factor))
        return;
    m_zoomMode = ZoomMode::Custom;
    m_customZoom = std::clamp(factor, kMinZoom, kMaxZoom);
    relayout(viewport()->rect().center());
}

void PdfView::zoomIn()
{
    setZoom(PageLayout::zoomStep(zoom(), +1));
}

void PdfView::zoomOut()
{
    setZoom(PageLayout::zoomStep(zoom(), -1));
}

// Lays the pages out for the zoom mode and the viewport's size, keeping
// the document point under `anchor` (viewport coordinates) where it is.
void PdfView::relayout(const QPoint &anchor)
{
    const double before = zoom();
    if (pageCount() == 0) {
        applyZoomMode();
        return;
    }
    const QPoint content = anchor + scrollOffset();
    const int page = m_layout.nearestPage(content.y());
    const QRect old = m_layout.pageRect(page);
    const QPointF fraction((content.x() - old.x()) / double(old.width()), (content.y() - old.y()) / double(old.height()));
    applyZoomMode();
    if (m_centredRange) {
        centreOnRange(m_centredRange->first, m_centredRange->second);
    } else {
        const QRect now = m_layout.pageRect(page);
        horizontalScrollBar()->setValue(int(std::lround(now.x() + fraction.x() * now.width())) - anchor.x());
        verticalScrollBar()->setValue(int(std::lround(now.y() + fraction.y() * now.height())) - anchor.y());
    }
    afterViewChanged();
    viewport()->update();
    if (!qFuzzyCompare(before, zoom()))
        emit zoomChanged(zoom());
}

void PdfView::applyZoomMode()
{
    m_layout.setViewportWidth(viewport()->width());
    switch (m_zoomMode) {
    case ZoomMode::FitWidth: m_layout.fitWidth(viewport()->width()); break;
    case ZoomMode::FitPage: m_layout.fitPage(viewport()->size()); break;
    case ZoomMode::Custom: m_layout.setScale(m_customZoom * physicalScale()); break;
    }
    updateScrollBars();
}

void PdfView::updateScrollBars()
{
    m_layout.setViewportWidth(viewport()->width());
    const QSize content = m_layout.contentSize();
    const QSize area = viewport()->size();
    verticalScrollBar()->setRange(0, std::max(0, content.height() - area.height()));
    verticalScrollBar()->setPageStep(std::max(1, area.height() - kScrollStep));
    verticalScrollBar()->setSingleStep(kScrollStep);
    horizontalScrollBar()->setRange(0, std::max(0, content.width() - area.width()));
    horizontalScrollBar()->setPageStep(std::max(1, area.width()));
    horizontalScrollBar()->setSingleStep(kScrollStep);
}

void PdfView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    layoutChrome();
    updateEmptyMessage();
    relayout(QPoint(viewport()->width() / 2, 0));
}

void PdfView::scrollContentsBy(int, int)
{
    viewport()->update();
    afterViewChanged();
}

void PdfView::afterViewChanged()
{
    updateCurrentPage();
    updateBanners();
    requestVisiblePages();
}

void PdfView::updateCurrentPage()
{
    int page = -1;
    if (pageCount() > 0) {
        const QScrollBar *bar = verticalScrollBar();
        const int top = bar->value();
        if (bar->maximum() > 0 && top >= bar->maximum())
            page = m_layout.pagesBetween(top, top + viewport()->height()).second;
        else
            page = top <= 0 ? 0 : m_layout.nearestPage(top + viewport()->height() / 2);
    }
    if (page == m_currentPage)
        return;
    m_currentPage = page;
    if (m_text && page >= 0)
        m_findBar->setStartOffset(m_text->pageStart(page));
    emit currentPageChanged(page);
}

void PdfView::goToPage(int page)
{
    m_centredRange.reset();
    if (pageCount() == 0)
        return;
    page = std::clamp(page, 0, pageCount() - 1);
    verticalScrollBar()->setValue(m_layout.pageRect(page).top() - PageLayout::Margin);
}

void PdfView::scrollToRange(int start, int end)
{
    if (!m_text || pageCount() == 0)
        return;
    // Kept centred through the resizes that follow (docks settling around
    // the view) until the user scrolls.
    m_centredRange = {start, end};
    centreOnRange(start, end);
}

void PdfView::centreOnRange(int start, int end)
{
    const std::vector<CanonicalText::PageRects> rects = m_text->rectsFor(start, std::max(start + 1, end));
    if (rects.empty() || rects.front().rects.empty()) {
        goToPage(m_text->pageOf(start));
        return;
    }
    QRectF united;
    for (const QRectF &rect : rects.front().rects)
        united |= rect;
    const QRect target = fractionToRect(united, m_layout.pageRect(rects.front().page)).toAlignedRect();
    verticalScrollBar()->setValue(target.center().y() - viewport()->height() / 2);
    const int left = horizontalScrollBar()->value();
    if (target.left() < left || target.right() > left + viewport()->width())
        horizontalScrollBar()->setValue(target.center().x() - viewport()->width() / 2);
}

// --- rendering -----------------------------------------------------------

int PdfView::pixelWidth(int page) const
{
    return std::max(1, int(std::lround(m_layout.pageRect(page).width() * devicePixelRatioF())));
}

void PdfView::requestVisiblePages()
{
    if (!m_document || pageCount() == 0)
        return;
    const int top = scrollOffset().y();
    const int height = viewport()->height();
    const auto [first, last] = m_layout.pagesBetween(top, top + height);
    auto [before, after] = m_layout.pagesBetween(top - height, top + 2 * height);
    before = std::max(before, first - kMaxRequestedPages / 4);
    after = std::min(after, before + kMaxRequestedPages - 1);
    QSet<int> wanted;
    for (int page = before; page <= after; ++page)
        wanted.insert(page);
    m_renderer->retainOnly(wanted);
    // Pages in view first, nearest to the middle first; then the margin.
    const int middle = top + height / 2;
    for (int page = before; page <= after; ++page) {
        const int distance = std::min(std::abs(m_layout.pageRect(page).center().y() - middle), (1 << 24) - 1);
        const bool visible = page >= first && page <= last;
        m_renderer->request(page, pixelWidth(page), (visible ? 1 << 24 : 0) - distance);
    }
}

void PdfView::onPageRendered(int page, int width)
{
    if (page < pageCount() && width == pixelWidth(page))
        viewport()->update(pageRect(page));
}

void PdfView::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    painter.fillRect(event->rect(), palette().color(QPalette::Dark));
    if (pageCount() == 0)
        return;
    const QPoint offset = scrollOffset();
    const QRect area = event->rect().translated(offset);
    const auto [first, last] = m_layout.pagesBetween(area.top(), area.bottom());
    bool shown = false;
    for (int page = first; page <= last; ++page)
        paintPage(painter, page, &shown);
    if (shown && !m_shownSignalled) {
        m_shownSignalled = true;
        emit documentShown();
    }
}

void PdfView::paintPage(QPainter &painter, int page, bool *shown)
{
    const QRect rect = pageRect(page);
    painter.fillRect(rect.translated(2, 2), palette().color(QPalette::Shadow));
    painter.fillRect(rect, Qt::white);
    QImage image = m_renderer->image(page, pixelWidth(page));
    if (!image.isNull()) {
        image.setDevicePixelRatio(devicePixelRatioF());
        painter.setRenderHint(QPainter::SmoothPixmapTransform, image.width() != pixelWidth(page));
        painter.drawImage(rect, image);
        *shown = true;
    } else if (const QImage preview = m_renderer->anyImage(page); !preview.isNull()) {
        painter.setRenderHint(QPainter::SmoothPixmapTransform, true);
        painter.drawImage(rect, preview); // another zoom's image, until this one is ready
    } else {
        // In the part of the page in view: a tall page's centre may be off screen.
        painter.setPen(Qt::gray);
        painter.drawText(rect & viewport()->rect(), Qt::AlignCenter | Qt::TextWordWrap,
                         m_renderer->hasFailed(page) ? tr("Page %1 could not be rendered").arg(page + 1)
                                                     : tr("Rendering page %1…").arg(page + 1));
    }
    paintOverlays(painter, page, rect);
}

void PdfView::paintOverlays(QPainter &painter, int page, const QRect &rect)
{
    const std::vector<Highlight> &items = m_highlights.items();
    QSet<int> badged;
    for (const HighlightLayer::PageRect &entry : m_highlights.onPage(page)) {
        const Highlight &item = items[size_t(entry.item)];
        const QRectF area = fractionToRect(entry.rect, rect);
        painter.fillRect(area, translucent(item.color, kHighlightAlpha));
        // The grade as a number at the span's start on each page, so a
        // grade never rests on telling colours apart.
        if (!item.badge.isEmpty() && !badged.contains(entry.item)) {
            badged.insert(entry.item);
            paintBadge(painter, area, item);
        }
    }
    for (const HighlightLayer::PageRect &entry : m_findHits.onPage(page))
        painter.fillRect(fractionToRect(entry.rect, rect), findHitColor(entry.item == m_currentFindHit));
    QColor selection = palette().color(QPalette::Highlight);
    selection.setAlpha(kSelectionAlpha);
    for (const QRectF &fraction : m_selection.rectsOn(page))
        painter.fillRect(fractionToRect(fraction, rect), selection);
}

void PdfView::paintBadge(QPainter &painter, const QRectF &area, const Highlight &item) const
{
    QColor fill = item.color.isValid() ? item.color : QColor(255, 200, 0);
    fill.setAlpha(255);
    const QPixmap badge = badgePixmap(item.badge, fill, std::clamp(int(area.height() * 2 / 3), 8, 14));
    const QSizeF size = badge.deviceIndependentSize();
    // Above the line's start, not over its first letters.
    painter.drawPixmap(QPointF(area.left() - size.width() / 2, area.top() - size.height() + 2), badge);
}

QPixmap PdfView::badgePixmap(const QString &text, const QColor &fill, int pixelSize) const
{
    const qreal ratio = devicePixelRatioF();
    const QString key = QStringLiteral("%1|%2|%3|%4|%5")
                            .arg(text, QString::number(fill.rgba()), QString::number(pixelSize), QString::number(ratio),
                                 font().key());
    if (const auto cached = m_badgeCache.constFind(key); cached != m_badgeCache.constEnd())
        return *cached;
    QFont badgeFont = font();
    badgeFont.setBold(true);
    badgeFont.setPixelSize(pixelSize);
    const QFontMetrics metrics(badgeFont);
    const QSizeF size(metrics.horizontalAdvance(text) + 6, metrics.height());
    QPixmap pixmap((size * ratio).toSize());
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    const QRectF rect(QPointF(0, 0), size);
    painter.drawRoundedRect(rect, 3, 3);
    painter.setFont(badgeFont);
    painter.setPen(fill.lightness() > 150 ? Qt::black : Qt::white);
    painter.drawText(rect, Qt::AlignCenter, text);
    painter.end();
    if (m_badgeCache.size() > 256) // grades × colours × sizes: a few dozen in practice
        m_badgeCache.clear();
    m_badgeCache.insert(key, pixmap);
    return pixmap;
}

// --- geometry ------------------------------------------------------------

QRect PdfView::pageRect(int page) const
{
    return m_layout.pageRect(page).translated(-scrollOffset());
}

int PdfView::pageAt(const QPoint &pos) const
{
    return m_layout.pageAt(pos + scrollOffset());
}

QPoint PdfView::pointAt(int page, const QPointF &fraction) const
{
    return m_layout.fromPageFraction(page, fraction) - scrollOffset();
}

int PdfView::offsetAt(const QPoint &pos) const
{
    if (!m_text || pageCount() == 0)
        return -1;
    const QPoint content = pos + scrollOffset();
    const int page = m_layout.nearestPage(content.y());
    return m_text->offsetAt(page, m_layout.toPageFraction(page, content));
}

int PdfView::highlightIndexAt(const QPoint &pos) const
{
    const int page = pageAt(pos);
    return page < 0 ? -1 : m_highlights.itemAt(page, m_layout.toPageFraction(page, pos + scrollOffset()));
}

QString PdfView::highlightAt(const QPoint &pos) const
{
    const int item = highlightIndexAt(pos);
    return item < 0 ? QString() : m_highlights.items()[size_t(item)].id;
}

// --- selection -----------------------------------------------------------

QString PdfView::selectedText() const
{
    return m_selection.text();
}

void PdfView::setSelection(int start, int end)
{
    m_selection.setAnchor(-1);
    selectionUpdated(m_selection.set(start, end));
}

void PdfView::clearSelection()
{
    selectionUpdated(m_selection.clear());
}

void PdfView::selectionUpdated(bool changed)
{
    if (!changed)
        return;
    viewport()->update();
    emit selectionChanged(m_selection.start(), m_selection.end());
}

void PdfView::selectAll()
{
    if (m_text)
        setSelection(0, m_text->size());
}

void PdfView::copySelection()
{
    if (!hasSelection())
        return;
    if (!m_copyAllowed) {
        showTransientNotice(tr("This document does not allow copying its text. "
                               "You can still select it and mark spans."));
        return;
    }
    QString text = selectedText();
    text.replace(QLatin1Char('\f'), QLatin1Char('\n'));
    QApplication::clipboard()->setText(text);
}

void PdfView::setHighlights(std::vector<Highlight> highlights)
{
    m_highlights.set(m_text, std::move(highlights));
    viewport()->update();
}

void PdfView::setFindMatches(const std::vector<QuoteMatch> &matches)
{
    std::vector<Highlight> hits;
    hits.reserve(matches.size());
    for (const QuoteMatch &match : matches)
        hits.push_back(Highlight{QString(), match.start, match.end, QColor(), QString()});
    m_findHits.set(m_text, std::move(hits));
    m_currentFindHit = -1;
    viewport()->update();
}

void PdfView::setCurrentFindMatch(int index, int start, int end)
{
    m_currentFindHit = index;
    scrollToRange(start, end);
    viewport()->update();
}

void PdfView::showFindBar()
{
    if (hasSelection() && m_selection.end() - m_selection.start() <= 200 && !selectedText().contains(QLatin1Char('\n')))
        m_findBar->setQuery(selectedText());
    if (m_text && m_currentPage >= 0)
        m_findBar->setStartOffset(m_text->pageStart(m_currentPage));
    m_findBar->activate();
}

void PdfView::findNext()
{
    m_findBar->isHidden() ? showFindBar() : m_findBar->findNext();
}

void PdfView::findPrevious()
{
    m_findBar->isHidden() ? showFindBar() : m_findBar->findPrevious();
}

// --- mouse and keys -------------------------------------------------------

namespace {

TextSelection::Unit dragUnitFor(Qt::KeyboardModifiers modifiers)
{
    return modifiers & Qt::AltModifier ? TextSelection::Unit::Character : TextSelection::Unit::Word;
}

} // namespace

void PdfView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    m_pressed = true;
    m_dragging = false;
    m_pressPos = event->position().toPoint();
    m_dragUnit = dragUnitFor(event->modifiers());
    if ((event->modifiers() & Qt::ShiftModifier) && hasSelection()) {
        if (m_selection.anchor() < 0)
            m_selection.setAnchor(m_selection.start());
        m_dragging = true;
        dragTo(m_pressPos);
    } else {
        m_selection.setAnchor(offsetAt(m_pressPos));
    }
}

void PdfView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (!m_pressed)
        return;
    if (!m_dragging && (pos - m_pressPos).manhattanLength() < QApplication::startDragDistance())
        return;
    m_dragging = true;
    m_dragUnit = dragUnitFor(event->modifiers());
    dragTo(pos);
    if (viewport()->rect().contains(pos))
        m_autoScroll->stop();
    else if (!m_autoScroll->isActive())
        m_autoScroll->start();
}

void PdfView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_pressed)
        return;
    m_pressed = false;
    m_autoScroll->stop();
    if (!m_dragging) {
        const QString id = highlightAt(event->position().toPoint());
        if (!id.isEmpty())
            emit highlightActivated(id);
        else
            clearSelection();
    }
    m_dragging = false;
}

void PdfView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_text || pageCount() == 0)
        return;
    const QPoint content = event->position().toPoint() + scrollOffset();
    const int page = m_layout.nearestPage(content.y());
    selectionUpdated(m_selection.selectWordAt(page, m_layout.toPageFraction(page, content),
                                              offsetAt(event->position().toPoint())));
}

void PdfView::dragTo(const QPoint &pos)
{
    m_lastDragPos = pos;
    selectionUpdated(m_selection.extendTo(offsetAt(pos), m_dragUnit));
}

void PdfView::autoScroll()
{
    const QPoint pos = m_lastDragPos;
    const QRect area = viewport()->rect();
    const int dy = pos.y() < area.top() ? pos.y() - area.top() : pos.y() > area.bottom() ? pos.y() - area.bottom() : 0;
    const int dx = pos.x() < area.left() ? pos.x() - area.left() : pos.x() > area.right() ? pos.x() - area.right() : 0;
    verticalScrollBar()->setValue(verticalScrollBar()->value() + dy);
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + dx);
    dragTo(pos);
}

void PdfView::wheelEvent(QWheelEvent *event)
{
    m_centredRange.reset();
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QAbstractScrollArea::wheelEvent(event);
        return;
    }
    const double factor = std::pow(1.2, event->angleDelta().y() / 120.0);
    m_zoomMode = ZoomMode::Custom;
    m_customZoom = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    relayout(event->position().toPoint());
    event->accept();
}

void PdfView::keyPressEvent(QKeyEvent *event)
{
    m_centredRange.reset();
    const bool control = event->modifiers() & Qt::ControlModifier;
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const int key = event->key();
    if (event->matches(QKeySequence::Copy))
        copySelection();
    else if (event->matches(QKeySequence::SelectAll))
        selectAll();
    else if (event->matches(QKeySequence::ZoomIn) || (control && (key == Qt::Key_Equal || key == Qt::Key_Plus)))
        zoomIn();
    else if (event->matches(QKeySequence::ZoomOut) || (control && key == Qt::Key_Minus))
        zoomOut();
    else if (control && key == Qt::Key_0)
        setZoomMode(ZoomMode::FitWidth);
    else if (event->matches(QKeySequence::Find))
        showFindBar();
    else if (event->matches(QKeySequence::FindPrevious) || (key == Qt::Key_F3 && shift))
        findPrevious();
    else if (event->matches(QKeySequence::FindNext) || key == Qt::Key_F3)
        findNext();
    else if (key == Qt::Key_Home)
        verticalScrollBar()->setValue(0);
    else if (key == Qt::Key_End)
        verticalScrollBar()->setValue(verticalScrollBar()->maximum());
    else if (key == Qt::Key_Escape && hasSelection())
        clearSelection();
    else
        QAbstractScrollArea::keyPressEvent(event);
}

void PdfView::contextMenuEvent(QContextMenuEvent *event)
{
    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(tr("&Copy"), this, &PdfView::copySelection)->setEnabled(hasSelection());
    menu->addAction(tr("Select &All"), this, &PdfView::selectAll)->setEnabled(bool(m_text));
    menu->addSeparator();
    menu->addAction(tr("Zoom &In"), this, &PdfView::zoomIn);
    menu->addAction(tr("Zoom &Out"), this, &PdfView::zoomOut);
    menu->addAction(tr("Fit &Width"), this, [this] { setZoomMode(ZoomMode::FitWidth); });
    menu->addAction(tr("Fit &Page"), this, [this] { setZoomMode(ZoomMode::FitPage); });
    menu->addSeparator();
    menu->addAction(tr("&Find…"), this, &PdfView::showFindBar)->setEnabled(bool(m_text));
    menu->popup(event->globalPos());
}

bool PdfView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_findBar && (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent))
        layoutChrome();
    return QAbstractScrollArea::eventFilter(watched, event);
}

bool PdfView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int item = highlightIndexAt(help->pos());
        if (item >= 0 && !m_highlights.items()[size_t(item)].label.isEmpty())
            QToolTip::showText(help->globalPos(), m_highlights.items()[size_t(item)].label, viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

} // namespace touchstone
