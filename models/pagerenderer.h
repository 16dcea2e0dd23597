#pragma once

#include "rendercache.h"

#include <QHash>
#include <QImage>
#include <QObject>
#include <QSet>

#include <memory>
#include <vector>

template<typename T>
class QFutureWatcher;

namespace touchstone {

class PdfDocument;

// Renders the pages of one PdfDocument on worker threads and keeps the
// images in a memory-capped LRU cache.
//
// - Requests are (page, pixel width). The renderer turns the width into a
//   dpi for that page, capped so that no image exceeds maxPixels() (giant
//   pages). A request for an image already cached, queued or running costs
//   nothing; a new width for a page replaces the page's older request.
// - At most maxConcurrentJobs() renders run at once; the rest wait in a
//   queue ordered by priority (higher first), so the pages in view go first.
// - retainOnly()/cancel() drop queued requests and cancel running ones.
//   Poppler gets an abort callback and stops between drawing operators; a
//   single operator (the 35000 x 35000 image of a giant scan) cannot be
//   interrupted, so a cancelled render may keep a worker busy until it
//   ends. It never blocks the GUI thread and its result is thrown away; the
//   next requests run on the other workers.
// - Each worker renders with its own PdfDocument::clone() (Poppler is not
//   thread-safe). Clones are kept and reused, one per busy worker.
// - pageRendered/pageFailed are emitted on the thread that owns the
//   renderer (the GUI thread). Results arrive through QFutureWatchers
//   parented to the renderer: once it is destroyed, late results are
//   dropped, and the destructor does not wait for running renders.
class PageRenderer : public QObject
{
    Q_OBJECT

public:
    static constexpr qint64 DefaultCacheBytes = 256LL * 1024 * 1024;
    static constexpr qint64 DefaultMaxPixels = 16'000'000; // 64 MB as 32-bit pixels
    static constexpr int DefaultConcurrentJobs = 2;

    explicit PageRenderer(QObject *parent = nullptr);
    ~PageRenderer() override;

    // Cancels all work and clears the cache. Null clears the renderer.
    void setDocument(std::shared_ptr<const PdfDocument> document);
    const std::shared_ptr<const PdfDocument> &document() const { return m_document; }
    int pageCount() const;

    void setCacheLimit(qint64 bytes);
    qint64 cacheLimit() const { return m_cache.limit(); }
    qint64 cacheBytes() const { return m_cache.bytes(); }
    int cachedImageCount() const { return m_cache.count(); }

    // Applies to renders started afterwards.
    void setMaxPixels(qint64 pixels);
    qint64 maxPixels() const { return m_maxPixels; }
    void setMaxConcurrentJobs(int jobs);
    int maxConcurrentJobs() const { return m_maxJobs; }

    // The pixel width of `page` rendered at `dpi` (for callers that think in dpi).
    int pixelWidthForDpi(int page, double dpi) const;

    // The cached image of (page, width), marked as used; null when absent.
    // Its size can be smaller than asked when the page was capped.
    QImage image(int page, int pixelWidth);
    // Any cached image of `page` (the widest), to scale as a placeholder.
    QImage anyImage(int page) const;

    // Asks for (page, width). Returns false when there is no such page, the
    // width is not positive, or the page already failed to render (then no
    // signal follows); true when the image is cached or will be announced
    // by pageRendered or pageFailed.
    bool request(int page, int pixelWidth, int priority = 0);

    // Drops queued requests and cancels running renders for every page
    // that is not in `pages` (the pages in or near view).
    void retainOnly(const QSet<int> &pages);
    void cancel(int page);
    void cancelAll();

    bool hasFailed(int page) const { return m_failed.contains(page); }
    bool isBusy(int page) const;
    int queuedCount() const { return int(m_queue.size()); }
    int runningCount() const { return int(m_running.size()); }

signals:
    void pageRendered(int page, int pixelWidth);
    void pageFailed(int page, int pixelWidth, const QString &reason);

private:
    struct Source;
    struct Queued
    {
        int page = 0;
        int width = 0;
        int priority = 0;
        quint64 sequence = 0;
    };
    struct Running
    {
        int width = 0;
        QFutureWatcher<QImage> *watcher = nullptr;
    };

    void startJobs();
    void start(const Queued &job);
    void finish(QFutureWatcher<QImage> *watcher, int page, int width);
    void cancelRunning(int page);

    std::shared_ptr<const PdfDocument> m_document;
    std::shared_ptr<Source> m_source;
    RenderCache m_cache{DefaultCacheBytes};
    std::vector<Queued> m_queue;
    QHash<int, Running> m_running;
    QSet<int> m_failed;
    quint64 m_sequence = 0;
    qint64 m_maxPixels = DefaultMaxPixels;
    int m_maxJobs = DefaultConcurrentJobs;
};

} // namespace touchstone
