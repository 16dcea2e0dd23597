#pragma once

#include <optional>

#include "models/highlightlayer.h"
#include "models/pagelayout.h"
#include "models/textselection.h"

#include <QAbstractScrollArea>
#include <QHash>
#include <QPixmap>

#include <memory>
#include <utility>
#include <vector>

class QLabel;
class QTimer;

namespace touchstone {

class CanonicalText;
class FindBar;
class PageRenderer;
class PdfDocument;
struct QuoteMatch;

// Shows a PDF as one continuous column of pages, with text selection in
// canonical order, span highlights, a find bar and notices.
//
// Feeding it:
//   view->setDocument(document);           // paints at once
//   view->setText(text);                   // later, when extraction is done
// The pages render on worker threads (PageRenderer); only the pages in view
// and one screen above and below are requested. The canonical text is what
// selection, highlights, find and the per-page banners work on; without it
// the view still shows the pages. The view never calls Poppler through the
// document it is given (it reads page sizes and okToCopy; its workers render
// with clones), so the caller may extract text from that same document on
// another thread meanwhile.
//
// Selection follows the canonical text, not the screen: a drag selects
// [min(a, b), max(a, b)) between the code points under the press and under
// the cursor (CanonicalText::offsetAt), also across pages and columns; the
// rectangles drawn are CanonicalText::rectsFor of that range, widened to
// whole words (ICU word boundaries) unless Alt is held for character
// precision, as brat and INCEpTION do. A double click selects a word. Ctrl+C copies it unless setCopyAllowed(false), in
// which case a one-line notice says why (annotating stays possible).
//
// Keys: PgUp/PgDn/arrows/Home/End scroll, Ctrl+0 fit width, Ctrl+= / Ctrl++
// zoom in, Ctrl+- zoom out, Ctrl+wheel zooms around the cursor, Ctrl+F find,
// F3 / Shift+F3 next / previous match, Esc clears the selection.
class PdfView : public QAbstractScrollArea
{
    Q_OBJECT

public:
    enum class ZoomMode { FitWidth, FitPage, Custom };
    Q_ENUM(ZoomMode)
    using Highlight = touchstone::Highlight;

    explicit PdfView(QWidget *parent = nullptr);
    ~PdfView() override;

    // --- document ------------------------------------------------------
    // Shows `document` from its first page; `text` may come now or later
    // (setText). Copying follows document->okToCopy() until
    // setCopyAllowed() says otherwise. Null shows "No document".
    void setDocument(std::shared_ptr<const PdfDocument> document,
                     std::shared_ptr<const CanonicalText> text = {});
    // The canonical text of the current document (same page count), or null.
    void setText(std::shared_ptr<const CanonicalText> text);
    // Empties the view and shows `message` (e.g. why a file did not open).
    void clear(const QString &message = {});
    const std::shared_ptr<const PdfDocument> &document() const { return m_document; }
    const std::shared_ptr<const CanonicalText> &text() const { return m_text; }
    int pageCount() const { return m_layout.pageCount(); }
    PageRenderer *renderer() const { return m_renderer; }

    // --- notices -------------------------------------------------------
    // A line above the pages for the whole document (repaired file, copy
    // restriction, incomplete file...); empty hides it.
    void setDocumentNotice(const QString &notice);
    QString documentNotice() const;
    // A one-line message over the bottom of the pages that fades after a
    // few seconds (also emitted as noticeShown).
    void showTransientNotice(const QString &notice);
    // The banner shown over `page` when its text layer cannot be used
    // (no text, garbled, unreadable, damaged); empty when none.
    QString pageBanner(int page) const;
    // The message shown instead of pages (no document, no pages); empty
    // while pages are shown.
    QString emptyMessage() const;

    // --- zoom and navigation ------------------------------------------
    void setZoomMode(ZoomMode mode);
    ZoomMode zoomMode() const { return m_zoomMode; }
    // 1.0 = 100 %: a page at its printed size on the screen. Custom mode.
    void setZoom(double factor);
    double zoom() const;
    void goToPage(int page);
    int currentPage() const { return m_currentPage; }
    // Scrolls so that [start, end) is centred in view.
    void scrollToRange(int start, int end);

    // --- selection and highlights -------------------------------------
    std::pair<int, int> selection() const { return {m_selection.start(), m_selection.end()}; }
    bool hasSelection() const { return !m_selection.isEmpty(); }
    QString selectedText() const;
    void setSelection(int start, int end);
    void setCopyAllowed(bool allowed) { m_copyAllowed = allowed; }
    bool copyAllowed() const { return m_copyAllowed; }
    void setHighlights(std::vector<Highlight> highlights);
    const std::vector<Highlight> &highlights() const { return m_highlights.items(); }

    FindBar *findBar() const { return m_findBar; }

    // --- geometry, in viewport coordinates ------------------------------
    QRect pageRect(int page) const;
    // The page under `pos`, or -1 (gaps, margins).
    int pageAt(const QPoint &pos) const;
    // The point at `fraction` of `page`.
    QPoint pointAt(int page, const QPointF &fraction) const;
    // The canonical caret offset under `pos` (nearest character of the
    // nearest page), or -1 when that page has no text.
    int offsetAt(const QPoint &pos) const;
    // The id of the highlight under `pos`, or an empty string.
    QString highlightAt(const QPoint &pos) const;

public slots:
    void zoomIn();
    void zoomOut();
    void clearSelection();
    void copySelection();
    void selectAll();
    void showFindBar();
    void findNext();
    void findPrevious();

signals:
    void selectionChanged(int start, int end);
    void highlightActivated(const QString &id);
    void currentPageChanged(int page);
    void zoomChanged(double zoom);
    // Once per document, at the end of the first paint that showed a
    // rendered page (emitted from paintEvent: do not repaint synchronously).
    void documentShown();
    void noticeShown(const QString &notice);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPoint scrollOffset() const;
    double physicalScale() const;
    void relayout(const QPoint &anchor);
    void applyZoomMode();
    void updateScrollBars();
    void afterViewChanged();
    void updateCurrentPage();
    void requestVisiblePages();
    int pixelWidth(int page) const;
    void onPageRendered(int page, int pixelWidth);
    void layoutChrome();
    void updateBanners();
    void updateEmptyMessage();
    void paintPage(QPainter &painter, int page, bool *final);
    void paintOverlays(QPainter &painter, int page, const QRect &rect);
    void paintBadge(QPainter &painter, const QRectF &area, const Highlight &item) const;
    // A badge drawn once per text, colour and size: laying out and
    // antialiasing the text at every repaint cost the grade key about a
    // millisecond (bench_labeling).
    QPixmap badgePixmap(const QString &text, const QColor &fill, int pixelSize) const;
    int highlightIndexAt(const QPoint &pos) const;
    void dragTo(const QPoint &pos);
    void centreOnRange(int start, int end);
    void selectionUpdated(bool changed);
    void autoScroll();
    void setFindMatches(const std::vector<QuoteMatch> &matches);
    void setCurrentFindMatch(int index, int start, int end);

    std::shared_ptr<const PdfDocument> m_document;
    std::shared_ptr<const CanonicalText> m_text;
    PageRenderer *m_renderer = nullptr;
    PageLayout m_layout;
    ZoomMode m_zoomMode = ZoomMode::FitWidth;
    double m_customZoom = 1.0;
    int m_currentPage = -1;
    bool m_shownSignalled = false;
    QString m_message;

    // selection
    TextSelection m_selection;
    QPoint m_pressPos;
    QPoint m_lastDragPos;
    std::optional<std::pair<int, int>> m_centredRange;
    TextSelection::Unit m_dragUnit = TextSelection::Unit::Word;
    bool m_pressed = false;
    bool m_dragging = false;
    bool m_copyAllowed = true;
    QTimer *m_autoScroll = nullptr;

    HighlightLayer m_highlights;
    HighlightLayer m_findHits;
    int m_currentFindHit = -1;

    FindBar *m_findBar = nullptr;
    QLabel *m_notice = nullptr;
    QLabel *m_transient = nullptr;
    QTimer *m_transientTimer = nullptr;
    QLabel *m_empty = nullptr;
    std::vector<QLabel *> m_banners;
    mutable QHash<QString, QPixmap> m_badgeCache;
};

} // namespace touchstone
