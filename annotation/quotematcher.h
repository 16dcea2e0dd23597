#pragma once

#include "canonicaltext.h"
#include "matchform.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace touchstone {

enum class MatchKind {
    Exact,      // the text layer holds the quote as typed (whitespace aside)
    Normalized, // found after NFKC, case folding, de-hyphenation or CJK spacing
    Fuzzy,      // found only approximately; the score says how closely
};

const char *matchKindKey(MatchKind kind);

struct QuoteMatch
{
    bool found = false;
    int page = -1;  // 0-based page of `start`
    int start = -1; // canonical code point offsets, [start, end)
    int end = -1;
    MatchKind kind = MatchKind::Exact;
    double score = 0.0; // 1 for exact and normalized matches
    int occurrences = 0; // how many places hold the quote (exact or normalized)
    QString reason;      // when not found: why, one line
};

struct QuoteQuery
{
    QString quote;
    int pageHint = -1;          // 0-based; prefer an occurrence on or near this page
    bool allowFuzzy = false;    // approximate matches only when asked for
    double fuzzyThreshold = 0.9; // minimum score (1 − edit distance / length)
    QString prefix;             // text expected before the quote, to tell occurrences apart
    QString suffix;             // text expected after it
};

// Finds quotes in a document's canonical text through its match form. The
// find bar, find-quote, judgment import and re-anchoring all use this one
// matcher. Building it costs one pass over the text; each lookup is a
// Boyer–Moore–Horspool scan of a hyphen-free index plus verification.
class QuoteMatcher
{
    Q_DECLARE_TR_FUNCTIONS(QuoteMatcher)

public:
    explicit QuoteMatcher(const CanonicalText &text);

    const CanonicalText &text() const { return m_text; }

    QuoteMatch find(const QuoteQuery &query) const;

    // Every exact or normalized occurrence, in text order (at most `limit`).
    std::vector<QuoteMatch> findAll(const QString &quote, int limit = 10000) const;

private:
    struct Hit
    {
        int matchStart = 0;
        int matchEnd = 0; // exclusive, match-form indexes
        bool hyphenJoined = false;
    };
    std::vector<Hit> exactHits(const MatchForm::Quote &quote, int limit) const;
    bool verify(const MatchForm::Quote &quote, int matchStart, Hit &hit) const;
    QuoteMatch toMatch(const Hit &hit, const QString &quote) const;
    bool isExact(const QuoteMatch &match, const QString &quote) const;
    QuoteMatch fuzzyMatch(const std::u32string &quote, const QuoteQuery &query) const;
    double contextScore(const QuoteMatch &match, const QuoteQuery &query) const;

    const CanonicalText &m_text;
    MatchForm m_form;
    std::u32string m_index;          // the match form without hyphens
    std::vector<int> m_indexOrigin;  // match-form index of each index code point
};

} // namespace touchstone
