#include "quotematcher.h"

#include <QList>

#include <algorithm>
#include <array>
#include <cmath>
#include <unordered_map>

namespace touchstone {

namespace {

bool isHyphenLike(char32_t c)
{
    return c == U'-' || c == MatchForm::kOptionalHyphen;
}

std::u32string withoutHyphens(const std::u32string &text)
{
    std::u32string out;
    out.reserve(text.size());
    for (char32_t c : text) {
        if (!isHyphenLike(c))
            out.push_back(c);
    }
    return out;
}

// Horspool over code points with a 256-entry shift table keyed by the low
// byte; code points sharing a low byte share the smallest shift, which
// keeps the scan correct.
template <typename Visit>
void horspool(const std::u32string &text, const std::u32string &pattern, Visit visit)
{
    const size_t m = pattern.size();
    const size_t n = text.size();
    if (m == 0 || m > n)
        return;
    std::array<size_t, 256> shift;
    shift.fill(m);
    for (size_t i = 0; i + 1 < m; ++i)
        shift[pattern[i] & 0xFF] = m - 1 - i;
    const char32_t last = pattern[m - 1];
    size_t pos = 0;
    while (pos + m <= n) {
        const char32_t c = text[pos + m - 1];
        if (c == last && std::equal(pattern.begin(), pattern.end() - 1, text.begin() + long(pos))) {
            if (!visit(pos))
                return;
        }
        pos += shift[c & 0xFF];
    }
}

QString collapseWhitespace(const QString &text)
{
    return text.simplified();
}

// Levenshtein distance, two rows.
int editDistance(const std::u32string &a, const std::u32string &b)
{
    std::vector<int> previous(b.size() + 1);
    std::vector<int> current(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        previous[j] = int(j);
    for (size_t i = 1; i <= a.size(); ++i) {
        current[0] = int(i);
        for (size_t j = 1; j <= b.size(); ++j)
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1,
                                   previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
        std::swap(previous, current);
    }
    return previous[b.size()];
}

std::u32string toUcs4(const QString &text)
{
    const QList<uint> ucs4 = text.toUcs4();
    return std::u32string(ucs4.begin(), ucs4.end());
}

} // namespace

const char *matchKindKey(MatchKind kind)
{
    switch (kind) {
    case MatchKind::Exact: return "exact";
    case MatchKind::Normalized: return "normalized";
    case MatchKind::Fuzzy: return "fuzzy";
    }
    return "exact";
}

QuoteMatcher::QuoteMatcher(const CanonicalText &text)
    : m_text(text)
    , m_form(text)
{
    const std::u32string &form = m_form.text();
    m_index.reserve(form.size());
    m_indexOrigin.reserve(form.size());
    for (size_t i = 0; i < form.size(); ++i) {
        if (!isHyphenLike(form[i])) {
            m_index.push_back(form[i]);
            m_indexOrigin.push_back(int(i));
        }
    }
}

bool QuoteMatcher::verify(const MatchForm::Quote &typed, int matchStart, Hit &hit) const
{
    const std::u32string &quote = typed.text;
    const std::u32string &form = m_form.text();
    const std::u32string &canonical = m_text.text();
    size_t i = 0;
    size_t j = size_t(matchStart);
    bool joined = false;
    while (i < quote.size()) {
        if (j >= form.size())
            return false;
        const char32_t c = form[j];
        if (c == MatchForm::kOptionalHyphen) {
            if (quote[i] == U'-')
                ++i;
            joined = true;
            ++j;
        } else if (c == quote[i]) {
            if (typed.strictCase[i] && canonical[size_t(m_form.origin()[j])] != typed.original[i])
                return false;
            ++i;
            ++j;
        } else {
            return false;
        }
    }
    hit.matchStart = matchStart;
    hit.matchEnd = int(j);
    hit.hyphenJoined = joined;
    return true;
}

std::vector<QuoteMatcher::Hit> QuoteMatcher::exactHits(const MatchForm::Quote &typed, int limit) const
{
    std::vector<Hit> hits;
    const std::u32string &quote = typed.text;
    const std::u32string key = withoutHyphens(quote);
    if (key.empty())
        return hits;
    // The index holds no hyphens: a quote that starts with hyphens ("--- (",
    // an em dash typed as three) starts as many steps earlier.
    const int leadingHyphens = int(std::find_if(quote.begin(), quote.end(), [](char32_t c) { return !isHyphenLike(c); })
                                   - quote.begin());
    horspool(m_index, key, [&](size_t position) {
        int start = m_indexOrigin[position];
        for (int k = 0; k < leadingHyphens && start > 0 && isHyphenLike(m_form.text()[size_t(start - 1)]); ++k)
            --start;
        Hit hit;
        if (verify(typed, start, hit))
            hits.push_back(hit);
        return int(hits.size()) < limit;
    });
    return hits;
}

QuoteMatch QuoteMatcher::toMatch(const Hit &hit, const QString &quote) const
{
    const std::vector<int> &origin = m_form.origin();
    QuoteMatch match;
    match.found = true;
    match.start = origin[size_t(hit.matchStart)];
    match.end = origin[size_t(hit.matchEnd - 1)] + 1;
    match.page = m_text.pageOf(match.start);
    match.score = 1.0;
    match.kind = isExact(match, quote) && !hit.hyphenJoined ? MatchKind::Exact : MatchKind::Normalized;
    return match;
}

// Exact: the text layer holds the quote as typed, up to whitespace. The
// canonical text is NFKC, so a code point NFKC changed counts as exact only
// where the typed quote had a compatibility character there too.
bool QuoteMatcher::isExact(const QuoteMatch &match, const QString &quote) const
{
    const MatchForm::Normalized typed = MatchForm::nfkc(quote.simplified());
    const std::u32string &text = m_text.text();
    size_t k = 0;
    bool pendingSpace = false;
    for (int i = match.start; i < match.end; ++i) {
        const char32_t c = text[size_t(i)];
        if (c == U' ' || c == U'\n' || c == U'\f' || c == U'\t') {
            pendingSpace = true;
            continue;
        }
        if (pendingSpace) {
            if (k >= typed.text.size() || typed.text[k] != U' ')
                return false;
            ++k;
            pendingSpace = false;
        }
        if (k >= typed.text.size() || typed.text[k] != c)
            return false;
        if ((m_text.flagsAt(i) & CharFlag::Normalized) && !typed.changed[k])
            return false;
        ++k;
    }
    return k == typed.text.size();
}

double QuoteMatcher::contextScore(const QuoteMatch &match, const QuoteQuery &query) const
{
    double score = 0;
    if (!query.prefix.isEmpty()) {
        const std::u32string want = MatchForm::ofQuote(query.prefix);
        const std::u32string have = MatchForm::ofQuote(
            m_text.slice(std::max(0, match.start - int(query.prefix.size()) - 8), match.start));
        if (!want.empty() && have.size() >= want.size()
            && have.compare(have.size() - want.size(), want.size(), want) == 0)
            score += 1;
    }
    if (!query.suffix.isEmpty()) {
        const std::u32string want = MatchForm::ofQuote(query.suffix);
        const std::u32string have = MatchForm::ofQuote(
            m_text.slice(match.end, std::min(m_text.size(), match.end + int(query.suffix.size()) + 8)));
        if (!want.empty() && have.compare(0, want.size(), want) == 0)
            score += 1;
    }
    return score;
}

QuoteMatch QuoteMatcher::find(const QuoteQuery &query) const
{
    QuoteMatch notFound;
    const MatchForm::Quote typed = MatchForm::quote(query.quote);
    const std::u32string &quote = typed.text;
    if (quote.empty()) {
        notFound.reason = tr("the quote is empty");
        return notFound;
    }
    std::vector<QuoteMatch> candidates;
    QString unusableReason;
    for (const Hit &hit : exactHits(typed, 10000)) {
        QuoteMatch match = toMatch(hit, query.quote);
        QString reason;
        if (m_text.isAnchorable(match.start, match.end, &reason))
            candidates.push_back(match);
        else if (unusableReason.isEmpty())
            unusableReason = reason;
    }
    if (candidates.empty()) {
        if (query.allowFuzzy) {
            QuoteMatch fuzzy = fuzzyMatch(quote, query);
            if (fuzzy.found)
                return fuzzy;
        }
        notFound.reason = unusableReason.isEmpty() ? tr("the quote does not occur in the text layer")
                                                   : unusableReason;
        return notFound;
    }
    // Prefer the occurrence whose context matches, then the one nearest the page hint.
    auto rank = [&](const QuoteMatch &m) {
        const double context = contextScore(m, query);
        const int distance = query.pageHint >= 0 ? std::abs(m.page - query.pageHint) : 0;
        return std::make_pair(-context, distance);
    };
    const auto best = std::min_element(candidates.begin(), candidates.end(),
                                       [&](const QuoteMatch &a, const QuoteMatch &b) { return rank(a) < rank(b); });
    QuoteMatch result = *best;
    result.occurrences = int(candidates.size());
    return result;
}

std::vector<QuoteMatch> QuoteMatcher::findAll(const QString &quote, int limit) const
{
    std::vector<QuoteMatch> matches;
    const MatchForm::Quote typed = MatchForm::quote(quote);
    if (typed.text.empty())
        return matches;
    for (const Hit &hit : exactHits(typed, limit))
        matches.push_back(toMatch(hit, quote));
    for (QuoteMatch &match : matches)
        match.occurrences = int(matches.size());
    return matches;
}

QuoteMatch QuoteMatcher::fuzzyMatch(const std::u32string &quote, const QuoteQuery &query) const
{
    QuoteMatch best;
    const std::u32string key = withoutHyphens(quote);
    const size_t m = key.size();
    if (m < 8 || m_index.size() < m / 2)
        return best;

    // Candidate windows by shared trigrams, then Sellers' approximate
    // matching inside the best few windows.
    auto trigram = [](const char32_t *p) {
        return (std::uint64_t(p[0]) << 42) ^ (std::uint64_t(p[1]) << 21) ^ std::uint64_t(p[2]);
    };
    std::unordered_map<std::uint64_t, int> quoteGrams;
    for (size_t i = 0; i + 3 <= m; ++i)
        ++quoteGrams[trigram(key.data() + i)];
    const size_t n = m_index.size();
    std::vector<std::uint8_t> hitAt(n, 0);
    for (size_t i = 0; i + 3 <= n; ++i)
        hitAt[i] = quoteGrams.count(trigram(m_index.data() + i)) ? 1 : 0;
    std::vector<std::pair<int, size_t>> windows; // (shared trigrams, window start)
    int shared = 0;
    for (size_t i = 0; i < n; ++i) {
        shared += hitAt[i];
        if (i >= m)
            shared -= hitAt[i - m];
        if (i + 1 < m || shared < int(0.5 * double(m)))
            continue;
        // Keep one window per stretch of text: the best-sharing one.
        const size_t start = i + 1 - m;
        if (!windows.empty() && start - windows.back().second < m) {
            if (shared > windows.back().first)
                windows.back() = {shared, start};
        } else {
            windows.emplace_back(shared, start);
        }
    }
    std::sort(windows.begin(), windows.end(), [](const auto &a, const auto &b) { return a.first > b.first; });

    double bestScore = -1;
    std::vector<int> row(m + 1);
    std::vector<int> startOf(m + 1);
    size_t examined = 0;
    for (const auto &[count, windowStart] : windows) {
        if (examined >= 8)
            break;
        ++examined;
        const size_t from = windowStart > m / 2 ? windowStart - m / 2 : 0;
        const size_t to = std::min(n, windowStart + m + m / 2);
        // row[i]: edit distance of key[0, i) ending at the current text position.
        for (size_t i = 0; i <= m; ++i) {
            row[i] = int(i);
            startOf[i] = int(from);
        }
        for (size_t j = from; j < to; ++j) {
            int diagonal = row[0];
            int diagonalStart = startOf[0];
            row[0] = 0;
            startOf[0] = int(j + 1);
            for (size_t i = 1; i <= m; ++i) {
                const int up = row[i];
                const int upStart = startOf[i];
                int value = diagonal + (key[i - 1] == m_index[j] ? 0 : 1);
                int start = diagonalStart;
                if (up + 1 < value) { value = up + 1; start = upStart; }
                if (row[i - 1] + 1 < value) { value = row[i - 1] + 1; start = startOf[i - 1]; }
                diagonal = up;
                diagonalStart = upStart;
                row[i] = value;
                startOf[i] = start;
            }
            const double score = 1.0 - double(row[m]) / double(m);
            if (score > bestScore && startOf[m] <= int(j)) {
                bestScore = score;
                const std::vector<int> &origin = m_form.origin();
                best.start = origin[size_t(m_indexOrigin[size_t(startOf[m])])];
                best.end = origin[size_t(m_indexOrigin[j])] + 1;
            }
        }
    }
    if (bestScore < query.fuzzyThreshold || best.start < 0 || !m_text.isAnchorable(best.start, best.end)) {
        return QuoteMatch();
    }
    // Report how close the text is to what was typed, case and all, not
    // just to its folded match form.
    const std::u32string typed = toUcs4(collapseWhitespace(query.quote));
    const std::u32string found = toUcs4(collapseWhitespace(m_text.slice(best.start, best.end)));
    const double typedScore =
        1.0 - double(editDistance(typed, found)) / double(std::max<size_t>(1, std::max(typed.size(), found.size())));
    best.found = true;
    best.kind = MatchKind::Fuzzy;
    best.score = std::min(bestScore, typedScore);
    best.page = m_text.pageOf(best.start);
    best.occurrences = 1;
    return best;
}

} // namespace touchstone
