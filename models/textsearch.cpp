#include "textsearch.h"

#include "annotation/canonicaltext.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace touchstone {

// The matcher keeps a reference to the text, so the two travel together.
struct TextSearch::Matcher
{
    explicit Matcher(std::shared_ptr<const CanonicalText> t)
        : text(std::move(t))
        , matcher(*text)
    {
    }
    const std::shared_ptr<const CanonicalText> text;
    const QuoteMatcher matcher;
};

TextSearch::TextSearch(QObject *parent)
    : QObject(parent)
{
}

TextSearch::~TextSearch() = default;

void TextSearch::setText(std::shared_ptr<const CanonicalText> text)
{
    const bool wasReady = isReady();
    ++m_generation;
    m_text = std::move(text);
    m_matcher.reset();
    m_searchWaiting = !m_query.isEmpty();
    if (wasReady)
        emit readyChanged(false);
    if (!m_text)
        return;

    using Built = std::shared_ptr<const Matcher>;
    auto *watcher = new QFutureWatcher<Built>(this);
    const quint64 generation = m_generation;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation || watcher->future().resultCount() == 0)
            return; // a newer text replaced this one
        m_matcher = watcher->future().result();
        emit readyChanged(true);
        if (m_searchWaiting)
            startSearch();
    });
    watcher->setFuture(QtConcurrent::run([text = m_text]() -> Built { return std::make_shared<const Matcher>(text); }));
}

void TextSearch::search(const QString &query)
{
    m_query = query;
    m_searchWaiting = true;
    if (isReady() || query.trimmed().isEmpty())
        startSearch();
}

void TextSearch::startSearch()
{
    m_searchWaiting = false;
    const QString query = m_query;
    if (query.trimmed().isEmpty() || !m_matcher) {
        emit searchFinished(query, {}, false);
        return;
    }
    using Found = std::vector<QuoteMatch>;
    auto *watcher = new QFutureWatcher<Found>(this);
    const quint64 generation = m_generation;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, query] {
        watcher->deleteLater();
        if (generation != m_generation || query != m_query || watcher->future().resultCount() == 0)
            return; // the user typed on, or the document changed
        const Found matches = watcher->future().result();
        emit searchFinished(query, matches, int(matches.size()) >= DefaultLimit);
    });
    watcher->setFuture(QtConcurrent::run([matcher = m_matcher, query]() -> Found {
        return matcher->matcher.findAll(query, DefaultLimit);
    }));
}

} // namespace touchstone
