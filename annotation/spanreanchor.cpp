#include "spanreanchor.h"

#include "quotematcher.h"
#include "metrics/argtext.h"

#include <QJsonArray>

namespace touchstone {

const char *anchorOutcomeKey(AnchorOutcome outcome)
{
    switch (outcome) {
    case AnchorOutcome::Exact: return "exact";
    case AnchorOutcome::Normalized: return "normalized";
    case AnchorOutcome::Fuzzy: return "fuzzy";
    case AnchorOutcome::Lost: return "lost";
    }
    return "lost";
}

ReanchorResult SpanReanchor::reanchor(const QuoteMatcher &matcher, const GoldSpan &span, bool tryPosition,
                                      double fuzzyThreshold)
{
    ReanchorResult result;
    const CanonicalText &text = matcher.text();
    if (tryPosition && span.start >= 0 && span.end <= text.size() && text.slice(span.start, span.end) == span.exact) {
        result.outcome = AnchorOutcome::Exact;
        result.start = span.start;
        result.end = span.end;
        result.score = 1.0;
        return result;
    }
    QuoteQuery query;
    query.quote = span.exact;
    query.prefix = span.prefix;
    query.suffix = span.suffix;
    query.pageHint = span.page;
    query.allowFuzzy = true;
    query.fuzzyThreshold = fuzzyThreshold;
    const QuoteMatch match = matcher.find(query);
    if (!match.found) {
        result.reason = match.reason;
        return result;
    }
    switch (match.kind) {
    case MatchKind::Exact: result.outcome = AnchorOutcome::Exact; break;
    case MatchKind::Normalized: result.outcome = AnchorOutcome::Normalized; break;
    case MatchKind::Fuzzy: result.outcome = AnchorOutcome::Fuzzy; break;
    }
    result.start = match.start;
    result.end = match.end;
    result.score = match.score;
    result.moved = !tryPosition || match.start != span.start || match.end != span.end;
    return result;
}

void AnchorCounts::add(AnchorOutcome outcome)
{
    switch (outcome) {
    case AnchorOutcome::Exact: ++exact; break;
    case AnchorOutcome::Normalized: ++normalized; break;
    case AnchorOutcome::Fuzzy: ++fuzzy; break;
    case AnchorOutcome::Lost: ++lost; break;
    }
}

QJsonObject AnchorCounts::toJson(bool shares) const
{
    QJsonObject object{{QStringLiteral("exact"), exact},
                       {QStringLiteral("normalized"), normalized},
                       {QStringLiteral("fuzzy"), fuzzy},
                       {QStringLiteral("lost"), lost},
                       {QStringLiteral("total"), total()}};
    if (shares) {
        const int n = total();
        auto share = [n](int count) { return n > 0 ? QJsonValue(double(count) / double(n)) : QJsonValue(); };
        object.insert(QStringLiteral("shares"), QJsonObject{{QStringLiteral("exact"), share(exact)},
                                                            {QStringLiteral("exact_or_normalized"), share(exact + normalized)},
                                                            {QStringLiteral("found"), share(exact + normalized + fuzzy)},
                                                            {QStringLiteral("lost"), share(lost)}});
    }
    return object;
}

namespace {

QString elide(const QString &text)
{
    const QString simple = text.simplified();
    return simple.size() <= 60 ? simple : simple.left(59) + QChar(0x2026);
}

QJsonObject checkJson(const SpanCheck &check)
{
    QJsonObject object{{QStringLiteral("qid"), check.questionId},
                       {QStringLiteral("stratum"), check.stratum},
                       {QStringLiteral("document_sha256"), check.span.documentSha256},
                       {QStringLiteral("page"), check.span.page + 1},
                       {QStringLiteral("start"), check.span.start},
                       {QStringLiteral("end"), check.span.end},
                       {QStringLiteral("exact"), check.span.exact},
                       {QStringLiteral("outcome"), QLatin1String(anchorOutcomeKey(check.result.outcome))}};
    if (check.result.outcome == AnchorOutcome::Lost) {
        object.insert(QStringLiteral("reason"), check.result.reason);
    } else {
        object.insert(QStringLiteral("found_start"), check.result.start);
        object.insert(QStringLiteral("found_end"), check.result.end);
        object.insert(QStringLiteral("score"), check.result.score);
    }
    return object;
}

QString row(const QString &label, const AnchorCounts &counts, bool shares)
{
    auto cell = [&](int count) {
        if (!shares || counts.total() == 0)
            return QStringLiteral("%1").arg(count, 11);
        return QStringLiteral("%1 (%2%)").arg(count, 4).arg(100.0 * count / counts.total(), 5, 'f', 1);
    };
    return QStringLiteral("%1 %2 %3 %4 %5 %6")
        .arg(label, -16)
        .arg(counts.total(), 6)
        .arg(cell(counts.exact), cell(counts.normalized), cell(counts.fuzzy), cell(counts.lost));
}

} // namespace

void AnchorTally::run(const std::vector<GoldQuestion> &questions, const MatcherFor &matcherFor, bool tryPosition)
{
    for (const GoldQuestion &question : questions) {
        for (const GoldSpan &span : question.spans) {
            SpanCheck check{question.externalId, question.stratum, span, {}};
            QString reason;
            if (const QuoteMatcher *matcher = matcherFor(span.documentSha256, &reason))
                check.result = SpanReanchor::reanchor(*matcher, span, tryPosition);
            else
                check.result.reason = reason;
            counts.add(check.result.outcome);
            byStratum[question.stratum].add(check.result.outcome);
            moved += check.result.outcome != AnchorOutcome::Lost && check.result.moved ? 1 : 0;
            spans.push_back(std::move(check));
        }
    }
}

QJsonObject AnchorTally::toJson(bool shares) const
{
    QJsonObject strata;
    for (const auto &[stratum, stratumCounts] : byStratum)
        strata.insert(stratum, stratumCounts.toJson(shares));
    QJsonArray lost;
    QJsonArray fuzzy;
    for (const SpanCheck &check : spans) {
        if (check.result.outcome == AnchorOutcome::Lost)
            lost.append(checkJson(check));
        else if (check.result.outcome == AnchorOutcome::Fuzzy)
            fuzzy.append(checkJson(check));
    }
    return QJsonObject{{QStringLiteral("counts"), counts.toJson(shares)},
                       {QStringLiteral("by_stratum"), strata},
                       {QStringLiteral("moved"), moved},
                       {QStringLiteral("lost"), lost},
                       {QStringLiteral("fuzzy"), fuzzy}};
}

QStringList AnchorTally::textLines(bool shares) const
{
    QStringList lines;
    const int width = shares ? 13 : 11; // the cells of row()
    lines << QStringLiteral("%1 %2 %3 %4 %5 %6")
                 .arg(tr("stratum"), -16)
                 .arg(tr("spans"), 6)
                 .arg(tr("exact"), width)
                 .arg(tr("normalized"), width)
                 .arg(tr("fuzzy"), width)
                 .arg(tr("lost"), width);
    for (const auto &[stratum, stratumCounts] : byStratum)
        lines << row(stratum, stratumCounts, shares);
    lines << row(tr("all"), counts, shares);
    for (const SpanCheck &check : spans) {
        if (check.result.outcome == AnchorOutcome::Lost)
            lines << tr("lost: question %1, “%2” (document %3, page %4, %5–%6): %7")
                         .arg(argText(check.questionId), argText(elide(check.span.exact)), argText(check.span.documentSha256.left(12)), argText(check.span.page + 1), argText(check.span.start), argText(check.span.end), argText(check.result.reason));
    }
    for (const SpanCheck &check : spans) {
        if (check.result.outcome == AnchorOutcome::Fuzzy)
            lines << tr("fuzzy: question %1, “%2” found at %3–%4 (score %5)")
                         .arg(check.questionId, elide(check.span.exact))
                         .arg(check.result.start).arg(check.result.end).arg(check.result.score, 0, 'f', 3);
    }
    return lines;
}

} // namespace touchstone
