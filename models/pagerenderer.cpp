#include "pagerenderer.h"

#include "annotation/pdfdocument.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QMutex>
#include <QPointer>
#include <QPromise>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace touchstone {

// What a render job needs, shared with the jobs so that it outlives the
// renderer while a cancelled render finishes.
struct PageRenderer::Source
{
    explicit Source(std::shared_ptr<const PdfDocument> doc)
        : document(std::move(doc))
    {
    }

    // A document for the calling worker: a kept clone, or a new one.
    std::unique_ptr<PdfDocument> checkOut()
    {
        {
            QMutexLocker lock(&mutex);
            if (!idle.empty()) {
                std::unique_ptr<PdfDocument> copy = std::move(idle.back());
                idle.pop_back();
                return copy;
            }
        }
        return document->clone(); // outside the lock: opening takes a while
    }

    void checkIn(std::unique_ptr<PdfDocument> copy)
    {
        QMutexLocker lock(&mutex);
        if (int(idle.size()) < keep)
            idle.push_back(std::move(copy));
    }

    const std::shared_ptr<const PdfDocument> document;
    QMutex mutex;
    std::vector<std::unique_ptr<PdfDocument>> idle;
    int keep = QThread::idealThreadCount() > 2 ? QThread::idealThreadCount() : 2;
};

namespace {

// Page images are large (8 MB for a Letter page at 1260 px), made on the
// workers and freed on the GUI thread when the cache drops them. In glibc's
// per-thread malloc arenas they fragment: scrolling the 1158-page manual
// peaked at 400-500 MB with a 256 MB cache (tests/bench/bench_scrollmemory).
// One arena for the process keeps the peak at 336 MB; mapping every large
// block instead (M_MMAP_THRESHOLD) did as well but made each render 1-3 ms
// slower at 200 dpi, paying page faults for fresh memory.
void keepPageImagesInOneArena()
{
#ifdef __GLIBC__
    static const bool done = mallopt(M_ARENA_MAX, 1) == 1;
    Q_UNUSED(done);
#endif
}

// One pool for all renderers, owned by the application: closing a document
// never waits for a render that Poppler cannot interrupt; quitting does.
// One thread more than a renderer runs jobs, so that a cancelled render
// stuck in a giant image does not hold up the pages now in view.
QThreadPool *renderPool()
{
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setObjectName(QStringLiteral("touchstone-render"));
        pool->setMaxThreadCount(std::max(PageRenderer::DefaultConcurrentJobs, QThread::idealThreadCount()) + 1);
    }
    return pool;
}

} // namespace

PageRenderer::PageRenderer(QObject *parent)
    : QObject(parent)
{
    keepPageImagesInOneArena();
}

PageRenderer::~PageRenderer()
{
    // Running jobs stop at Poppler's next abort check; the watchers die with
    // us, so nothing reaches a dead renderer.
    cancelAll();
}

void PageRenderer::setDocument(std::shared_ptr<const PdfDocument> document)
{
    cancelAll();
    m_cache.clear();
    m_failed.clear();
    m_document = std::move(document);
    m_source = m_document ? std::make_shared<Source>(m_document) : nullptr;
}

int PageRenderer::pageCount() const
{
    return m_document ? m_document->pageCount() : 0;
}

void PageRenderer::setCacheLimit(qint64 bytes)
{
    m_cache.setLimit(std::max<qint64>(bytes, 0));
}

void PageRenderer::setMaxPixels(qint64 pixels)
{
    m_maxPixels = std::max<qint64>(pixels, 10'000);
}

void PageRenderer::setMaxConcurrentJobs(int jobs)
{
    m_maxJobs = std::max(1, jobs);
    startJobs();
}

int PageRenderer::pixelWidthForDpi(int page, double dpi) const
{
    if (page < 0 || page >= pageCount())
        return 0;
    return std::max(1, int(std::lround(m_document->pageInfo(page).sizePoints.width() / 72.0 * dpi)));
}

QImage PageRenderer::image(int page, int pixelWidth)
{
    return m_cache.find(page, pixelWidth);
}

QImage PageRenderer::anyImage(int page) const
{
    return m_cache.widest(page);
}

bool PageRenderer::isBusy(int page) const
{
    return m_running.contains(page)
           || std::any_of(m_queue.begin(), m_queue.end(), [page](const Queued &q) { return q.page == page; });
}

bool PageRenderer::request(int page, int pixelWidth, int priority)
{
    if (page < 0 || page >= pageCount() || pixelWidth <= 0 || m_failed.contains(page))
        return false;
    if (m_cache.contains(page, pixelWidth))
        return true;
    if (const auto running = m_running.constFind(page); running != m_running.constEnd()) {
        if (running->width == pixelWidth)
            return true;
        cancelRunning(page); // zoom changed: the old width is no longer wanted
    }
    const auto queued = std::find_if(m_queue.begin(), m_queue.end(), [page](const Queued &q) { return q.page == page; });
    if (queued != m_queue.end()) {
        queued->width = pixelWidth;
        queued->priority = priority;
    } else {
        m_queue.push_back(Queued{page, pixelWidth, priority, m_sequence++});
    }
    startJobs();
    return true;
}

void PageRenderer::retainOnly(const QSet<int> &pages)
{
    m_queue.erase(std::remove_if(m_queue.begin(), m_queue.end(),
                                 [&pages](const Queued &q) { return !pages.contains(q.page); }),
                  m_queue.end());
    const QList<int> running = m_running.keys();
    for (int page : running) {
        if (!pages.contains(page))
            cancelRunning(page);
    }
    startJobs();
}

void PageRenderer::cancel(int page)
{
    m_queue.erase(std::remove_if(m_queue.begin(), m_queue.end(), [page](const Queued &q) { return q.page == page; }),
                  m_queue.end());
    cancelRunning(page);
    startJobs();
}

void PageRenderer::cancelAll()
{
    m_queue.clear();
    const QList<int> running = m_running.keys();
    for (int page : running)
        cancelRunning(page);
}

void PageRenderer::cancelRunning(int page)
{
    const auto found = m_running.find(page);
    if (found == m_running.end())
        return;
    // The watcher stays until its job ends; finish() then sees it is no
    // longer the page's current job and drops the result.
    found->watcher->future().cancel();
    m_running.erase(found);
}

void PageRenderer::startJobs()
{
    while (int(m_running.size()) < m_maxJobs && !m_queue.empty()) {
        const auto next = std::min_element(m_queue.begin(), m_queue.end(), [](const Queued &a, const Queued &b) {
            return a.priority != b.priority ? a.priority > b.priority : a.sequence < b.sequence;
        });
        const Queued job = *next;
        m_queue.erase(next);
        start(job);
    }
}

void PageRenderer::start(const Queued &job)
{
    const double widthPoints = m_document->pageInfo(job.page).sizePoints.width();
    const double dpi = widthPoints > 0 ? job.width * 72.0 / widthPoints : 72.0;
    auto *watcher = new QFutureWatcher<QImage>(this);
    const int page = job.page;
    const int width = job.width;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, page, width] {
        finish(watcher, page, width);
    });
    m_running.insert(page, Running{width, watcher});
    const qint64 maxPixels = m_maxPixels;
    watcher->setFuture(QtConcurrent::run(renderPool(), [source = m_source, page, dpi, maxPixels](QPromise<QImage> &promise) {
        if (promise.isCanceled())
            return;
        std::unique_ptr<PdfDocument> document = source->checkOut();
        if (!document) {
            promise.addResult(QImage());
            return;
        }
        QImage image = document->render(page, dpi, maxPixels, [&promise] { return promise.isCanceled(); });
        source->checkIn(std::move(document));
        if (!promise.isCanceled())
            promise.addResult(std::move(image));
    }));
}

void PageRenderer::finish(QFutureWatcher<QImage> *watcher, int page, int width)
{
    watcher->deleteLater();
    const auto found = m_running.find(page);
    const bool current = found != m_running.end() && found->watcher == watcher;
    if (!current)
        return; // cancelled or superseded: its slot was freed when that happened
    m_running.erase(found);
    const QFuture<QImage> future = watcher->future();
    if (!future.isCanceled() && future.resultCount() > 0) {
        const QImage image = future.result();
        if (image.isNull()) {
            m_failed.insert(page);
            emit pageFailed(page, width, tr("page %1 could not be rendered").arg(page + 1));
        } else {
            m_cache.insert(page, width, image);
            emit pageRendered(page, width);
        }
    }
    startJobs();
}

} // namespace touchstone
