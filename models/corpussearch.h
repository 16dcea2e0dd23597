#pragma once

#include "annotation/quotematcher.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace touchstone {

class ProjectSession;

// One occurrence found by a search across all documents.
struct CorpusHit
{
    qint64 documentId = 0;
    QString documentName;
    int page = 0; // 0-based
    int start = 0;
    int end = 0;
    MatchKind kind = MatchKind::Exact;
    QString snippet; // the match with some context, one line
};

// "Search all documents": the find bar's matcher (QuoteMatcher) over every
// document of the project, off the UI thread and cancellable. The texts and
// their matchers are built once on first use and kept until the documents
// change.
class CorpusSearch : public QObject
{
    Q_OBJECT

public:
    static constexpr int DefaultLimit = 2000;

    explicit CorpusSearch(ProjectSession &session, QObject *parent = nullptr);
    ~CorpusSearch() override;

    void search(const QString &query, int limit = DefaultLimit);
    void cancel();
    bool isRunning() const { return m_watcher.isRunning(); }

    struct Index;

Q_SIGNALS:
    void progressChanged(int done, int total);
    void finished(const QString &query, const std::vector<touchstone::CorpusHit> &hits, bool truncated);

private:
    ProjectSession &m_session;
    std::shared_ptr<Index> m_index;
    QFutureWatcher<std::vector<CorpusHit>> m_watcher;
    QString m_query;
    int m_limit = DefaultLimit;
};

} // namespace touchstone
