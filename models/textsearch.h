#pragma once

#include "annotation/quotematcher.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace touchstone {

class CanonicalText;

// Full-text search over a document's canonical text with QuoteMatcher (the
// matcher of `touchstone find-quote`), for the find bar. Building the
// matcher and every search run on a worker thread: the match form of a
// 1000-page manual takes a noticeable moment. Results come back on the
// owner's thread; a result for an older query or document is dropped.
class TextSearch : public QObject
{
    Q_OBJECT

public:
    static constexpr int DefaultLimit = 10000;

    explicit TextSearch(QObject *parent = nullptr);
    ~TextSearch() override;

    // Starts building the matcher; null clears.
    void setText(std::shared_ptr<const CanonicalText> text);
    bool hasText() const { return bool(m_text); }
    bool isReady() const { return bool(m_matcher); }

    // Searches for `query` (all exact or normalized occurrences, in text
    // order, at most DefaultLimit). Runs once the matcher is ready.
    void search(const QString &query);
    QString query() const { return m_query; }

signals:
    void readyChanged(bool ready);
    // `truncated`: the limit was reached, there may be more occurrences.
    void searchFinished(const QString &query, const std::vector<touchstone::QuoteMatch> &matches,
                        bool truncated);

private:
    struct Matcher;
    void startSearch();

    std::shared_ptr<const CanonicalText> m_text;
    std::shared_ptr<const Matcher> m_matcher;
    QString m_query;
    quint64 m_generation = 0;
    bool m_searchWaiting = false;
};

} // namespace touchstone
