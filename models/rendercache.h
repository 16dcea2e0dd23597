#pragma once

#include <QHash>
#include <QImage>

#include <list>

namespace touchstone {

// Page images kept in least-recently-used order under a cap in bytes. Keyed
// by (page, requested pixel width): a capped render of a giant page is
// smaller than its key says, and must still be found under that key.
// Used on one thread only (PageRenderer keeps it on the GUI thread).
class RenderCache
{
public:
    explicit RenderCache(qint64 limitBytes);

    void setLimit(qint64 bytes);
    qint64 limit() const { return m_limit; }
    qint64 bytes() const { return m_bytes; }
    int count() const { return int(m_entries.size()); }

    // The image of (page, width), marked as just used; null when absent.
    QImage find(int page, int width);
    bool contains(int page, int width) const;
    // The widest image of `page` at any width, not marked as used: a
    // placeholder to scale while the right width renders.
    QImage widest(int page) const;

    // Adds or replaces (page, width), then evicts the least recently used
    // images until the cache fits its limit. The image just added is never
    // evicted, so one page larger than the whole cap still shows.
    void insert(int page, int width, const QImage &image);
    void clear();

private:
    struct Entry
    {
        int page = 0;
        int width = 0;
        QImage image;
    };
    static quint64 key(int page, int width) { return (quint64(quint32(page)) << 32) | quint32(width); }
    void evict();

    std::list<Entry> m_entries; // front: most recently used
    QHash<quint64, std::list<Entry>::iterator> m_index;
    qint64 m_limit = 0;
    qint64 m_bytes = 0;
};

} // namespace touchstone
