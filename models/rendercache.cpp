#include "rendercache.h"

namespace touchstone {

RenderCache::RenderCache(qint64 limitBytes)
    : m_limit(limitBytes)
{
}

void RenderCache::setLimit(qint64 bytes)
{
    m_limit = bytes;
    evict();
}

QImage RenderCache::find(int page, int width)
{
    const auto found = m_index.constFind(key(page, width));
    if (found == m_index.constEnd())
        return {};
    m_entries.splice(m_entries.begin(), m_entries, found.value());
    return m_entries.front().image;
}

bool RenderCache::contains(int page, int width) const
{
    return m_index.contains(key(page, width));
}

QImage RenderCache::widest(int page) const
{
    const Entry *best = nullptr;
    for (const Entry &entry : m_entries) {
        if (entry.page == page && (!best || entry.image.width() > best->image.width()))
            best = &entry;
    }
    return best ? best->image : QImage();
}

void RenderCache::insert(int page, int width, const QImage &image)
{
    const quint64 k = key(page, width);
    if (const auto found = m_index.constFind(k); found != m_index.constEnd()) {
        m_bytes -= found.value()->image.sizeInBytes();
        m_entries.erase(found.value());
        m_index.remove(k);
    }
    m_entries.push_front(Entry{page, width, image});
    m_index.insert(k, m_entries.begin());
    m_bytes += image.sizeInBytes();
    evict();
}

void RenderCache::clear()
{
    m_entries.clear();
    m_index.clear();
    m_bytes = 0;
}

void RenderCache::evict()
{
    while (m_bytes > m_limit && m_entries.size() > 1) {
        const Entry &last = m_entries.back();
        m_bytes -= last.image.sizeInBytes();
        m_index.remove(key(last.page, last.width));
        m_entries.pop_back();
    }
}

} // namespace touchstone
