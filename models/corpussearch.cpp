#include "corpussearch.h"

#include "projectsession.h"

#include "annotation/documentstore.h"

#include <QMutex>
#include <QtConcurrent>

namespace touchstone {

struct CorpusSearch::Index
{
    struct Entry
    {
        qint64 documentId = 0;
        QString name;
        std::unique_ptr<CanonicalText> text;
        std::unique_ptr<QuoteMatcher> matcher;
    };
    QMutex mutex; // guards building; entries are read-only once built
    bool built = false;
    std::vector<Entry> entries;
};

namespace {

QString snippet(const CanonicalText &text, int start, int end)
{
    const int before = std::max(0, start - 40);
    const int after = std::min(text.size(), end + 40);
    QString line = text.slice(before, after).simplified();
    if (before > 0)
        line.prepend(QStringLiteral("…"));
    if (after < text.size())
        line.append(QStringLiteral("…"));
    return line;
}

void buildIndex(QPromise<std::vector<CorpusHit>> &promise, const ProjectStore &store, CorpusSearch::Index &index)
{
    QMutexLocker locker(&index.mutex);
    if (index.built)
        return;
    const DocumentStore documents(store);
    const std::vector<DocumentRecord> records = documents.documents();
    promise.setProgressRange(0, int(records.size()));
    for (int i = 0; i < int(records.size()); ++i) {
        if (promise.isCanceled())
            return;
        Result<CanonicalText> text = documents.canonicalText(records[size_t(i)].id);
        if (text) {
            CorpusSearch::Index::Entry entry;
            entry.documentId = records[size_t(i)].id;
            entry.name = records[size_t(i)].title.isEmpty() ? records[size_t(i)].fileName : records[size_t(i)].title;
            entry.text = std::make_unique<CanonicalText>(std::move(text.value()));
            entry.matcher = std::make_unique<QuoteMatcher>(*entry.text);
            index.entries.push_back(std::move(entry));
        }
        promise.setProgressValue(i + 1);
    }
    index.built = true;
}

} // namespace

CorpusSearch::CorpusSearch(ProjectSession &session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_index(std::make_shared<Index>())
{
    connect(&session, &ProjectSession::documentsChanged, this, [this] {
        cancel();
        m_index = std::make_shared<Index>();
    });
    connect(&m_watcher, &QFutureWatcher<std::vector<CorpusHit>>::progressValueChanged, this,
            [this](int value) { Q_EMIT progressChanged(value, m_watcher.progressMaximum()); });
    connect(&m_watcher, &QFutureWatcher<std::vector<CorpusHit>>::finished, this, [this] {
        if (m_watcher.isCanceled() || m_watcher.future().resultCount() == 0)
            return;
        const std::vector<CorpusHit> hits = m_watcher.result();
        Q_EMIT finished(m_query, hits, int(hits.size()) >= m_limit);
    });
}

CorpusSearch::~CorpusSearch()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void CorpusSearch::cancel()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
}

void CorpusSearch::search(const QString &query, int limit)
{
    cancel();
    m_query = query;
    m_limit = limit;
    const std::shared_ptr<Index> index = m_index;
    const ProjectStore &store = m_session.store();
    m_watcher.setFuture(QtConcurrent::run([index, &store, query, limit](QPromise<std::vector<CorpusHit>> &promise) {
        buildIndex(promise, store, *index);
        store.releaseThreadConnection();
        std::vector<CorpusHit> hits;
        if (promise.isCanceled() || !index->built)
            return;
        for (const Index::Entry &entry : index->entries) {
            if (promise.isCanceled() || int(hits.size()) >= limit)
                break;
            for (const QuoteMatch &match : entry.matcher->findAll(query, limit - int(hits.size()))) {
                CorpusHit hit;
                hit.documentId = entry.documentId;
                hit.documentName = entry.name;
                hit.page = match.page;
                hit.start = match.start;
                hit.end = match.end;
                hit.kind = match.kind;
                hit.snippet = snippet(*entry.text, match.start, match.end);
                hits.push_back(std::move(hit));
            }
        }
        promise.addResult(std::move(hits));
    }));
}

} // namespace touchstone
