#pragma once

#include "goldset.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <map>
#include <vector>

namespace touchstone {

class QuoteMatcher;

// How a gold span was found again.
enum class AnchorOutcome {
    Exact,      // the stored range still reads the quote, or the quote occurs as typed
    Normalized, // found after case folding, NFKC, de-hyphenation, whitespace
    Fuzzy,      // found only approximately (QuoteMatcher, allowFuzzy)
    Lost,       // not found
};

const char *anchorOutcomeKey(AnchorOutcome outcome); // "exact", "normalized", "fuzzy", "lost"

struct ReanchorResult
{
    AnchorOutcome outcome = AnchorOutcome::Lost;
    int start = -1; // where it was found, code points of the text searched
    int end = -1;
    bool moved = false; // found elsewhere than its stored range
    double score = 0;   // 1 except for fuzzy matches
    QString reason;     // why it was lost, one line
};

// Re-anchoring as DESIGN.md orders it: position first (the stored range
// still reads `exact`), then the exact quote with prefix and suffix to tell
// occurrences apart (page as a hint), then a fuzzy match. One matcher for
// everything: QuoteMatcher.
struct SpanReanchor
{
    // `tryPosition` is false when the text is another parser's (offsets do
    // not carry over).
    static ReanchorResult reanchor(const QuoteMatcher &matcher, const GoldSpan &span, bool tryPosition,
                                   double fuzzyThreshold = 0.9);
};

// Counts of outcomes.
struct AnchorCounts
{
    int exact = 0;
    int normalized = 0;
    int fuzzy = 0;
    int lost = 0;

    void add(AnchorOutcome outcome);
    int total() const { return exact + normalized + fuzzy + lost; }
    // {"exact", "normalized", "fuzzy", "lost", "total"}, with `shares` also
    // {"shares": {"exact", "exact_or_normalized", "found", "lost"}} (null
    // when there is no span).
    QJsonObject toJson(bool shares = false) const;
};

// One gold span and how it was found again.
struct SpanCheck
{
    QString questionId;
    QString stratum;
    GoldSpan span;
    ReanchorResult result;
};

// The outcomes of re-anchoring every span of a golden set, overall and per
// stratum, shared by verify and survival.
struct AnchorTally
{
    Q_DECLARE_TR_FUNCTIONS(AnchorTally)

public:
    std::vector<SpanCheck> spans;
    AnchorCounts counts;
    std::map<QString, AnchorCounts> byStratum;
    int moved = 0;

    // The matcher for a document, or nullptr with the reason its spans are lost.
    using MatcherFor = std::function<const QuoteMatcher *(const QString &sha256, QString *reason)>;
    // Re-anchors every span of `questions` (in their order).
    void run(const std::vector<GoldQuestion> &questions, const MatcherFor &matcherFor, bool tryPosition);

    // {"counts", "by_stratum", "moved", "lost": [...], "fuzzy": [...]}
    QJsonObject toJson(bool shares) const;
    // A readable table (stratum × outcome), then one line per lost and fuzzy span.
    QStringList textLines(bool shares) const;
};

} // namespace touchstone
