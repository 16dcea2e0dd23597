#include "goldversiondiff.h"
#include "metrics/argtext.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <map>
#include <tuple>

namespace touchstone {

namespace {

using SpanKey = std::tuple<QString, int, int, QString>;

SpanKey keyOf(const GoldSpan &span)
{
    return {span.documentSha256, span.start, span.end, span.exact};
}

QString keyOf(const GoldQuestion &question)
{
    return question.uuid.isEmpty() ? QStringLiteral("id:") + question.externalId : question.uuid;
}

void diffSpans(const GoldQuestion &from, const GoldQuestion &to, GoldVersionDiff::ChangedQuestion &change)
{
    std::map<SpanKey, const GoldSpan *> before;
    for (const GoldSpan &span : from.spans)
        before.emplace(keyOf(span), &span);
    std::map<SpanKey, const GoldSpan *> after;
    for (const GoldSpan &span : to.spans)
        after.emplace(keyOf(span), &span);
    for (const auto &[key, span] : after) {
        const auto it = before.find(key);
        if (it == before.end())
            change.spansAdded.push_back({*span, -1});
        else if (it->second->grade != span->grade)
            change.spansRegraded.push_back({*span, it->second->grade});
    }
    for (const auto &[key, span] : before) {
        if (!after.count(key))
            change.spansRemoved.push_back({*span, -1});
    }
}

QJsonObject spanJson(const GoldVersionDiff::SpanChange &change)
{
    QJsonObject object{{QStringLiteral("document_sha256"), change.span.documentSha256},
                       {QStringLiteral("page"), change.span.page + 1},
                       {QStringLiteral("start"), change.span.start},
                       {QStringLiteral("end"), change.span.end},
                       {QStringLiteral("exact"), change.span.exact},
                       {QStringLiteral("grade"), change.span.grade}};
    if (change.oldGrade >= 0)
        object.insert(QStringLiteral("old_grade"), change.oldGrade);
    return object;
}

QJsonArray spanArray(const std::vector<GoldVersionDiff::SpanChange> &changes)
{
    QJsonArray array;
    for (const auto &change : changes)
        array.append(spanJson(change));
    return array;
}

QString spanText(const GoldVersionDiff::SpanChange &change)
{
    QString quote = change.span.exact.simplified();
    if (quote.size() > 60)
        quote = quote.left(59) + QChar(0x2026);
    return GoldVersionDiff::tr("%1 p.%2 %3–%4 “%5”")
        .arg(argText(change.span.documentSha256.left(12)), argText(change.span.page + 1), argText(change.span.start), argText(change.span.end), argText(quote));
}

} // namespace

GoldVersionDiff GoldVersionDiff::compute(const GoldSet &from, const GoldSet &to)
{
    GoldVersionDiff diff;
    diff.from = from.version;
    diff.to = to.version;
    QHash<QString, const GoldQuestion *> before;
    for (const GoldQuestion &question : from.questions)
        before.insert(keyOf(question), &question);
    QSet<QString> seen;
    for (const GoldQuestion &question : to.questions) {
        const GoldQuestion *old = before.value(keyOf(question));
        seen.insert(keyOf(question));
        if (!old) {
            diff.added << question.externalId;
            continue;
        }
        ChangedQuestion change;
        change.id = question.externalId;
        const QJsonObject a = old->toRecord();
        const QJsonObject b = question.toRecord();
        for (auto it = b.constBegin(); it != b.constEnd(); ++it) {
            if (a.value(it.key()) != it.value())
                change.fields << it.key();
        }
        change.fields.sort();
        diffSpans(*old, question, change);
        if (!change.fields.isEmpty())
            diff.changed.push_back(std::move(change));
    }
    for (const GoldQuestion &question : from.questions) {
        if (!seen.contains(keyOf(question)))
            diff.removed << question.externalId;
    }
    return diff;
}

int GoldVersionDiff::spanCount(int which) const
{
    int count = 0;
    for (const ChangedQuestion &change : changed)
        count += int(which == 0 ? change.spansAdded.size() : which == 1 ? change.spansRemoved.size()
                                                                        : change.spansRegraded.size());
    return count;
}

QJsonObject GoldVersionDiff::toJson() const
{
    QJsonArray changes;
    for (const ChangedQuestion &change : changed) {
        changes.append(QJsonObject{{QStringLiteral("id"), change.id},
                                   {QStringLiteral("fields"), QJsonArray::fromStringList(change.fields)},
                                   {QStringLiteral("spans_added"), spanArray(change.spansAdded)},
                                   {QStringLiteral("spans_removed"), spanArray(change.spansRemoved)},
                                   {QStringLiteral("spans_regraded"), spanArray(change.spansRegraded)}});
    }
    const QJsonObject totals{{QStringLiteral("questions_added"), int(added.size())},
                             {QStringLiteral("questions_removed"), int(removed.size())},
                             {QStringLiteral("questions_changed"), int(changed.size())},
                             {QStringLiteral("spans_added"), spanCount(0)},
                             {QStringLiteral("spans_removed"), spanCount(1)},
                             {QStringLiteral("spans_regraded"), spanCount(2)}};
    return QJsonObject{{QStringLiteral("from"), from},
                       {QStringLiteral("to"), to},
                       {QStringLiteral("questions_added"), QJsonArray::fromStringList(added)},
                       {QStringLiteral("questions_removed"), QJsonArray::fromStringList(removed)},
                       {QStringLiteral("questions_changed"), changes},
                       {QStringLiteral("totals"), totals}};
}

QJsonObject GoldVersionDiff::summaryJson() const
{
    QJsonObject summary = toJson();
    QJsonArray changes;
    for (const ChangedQuestion &change : changed)
        changes.append(QJsonObject{{QStringLiteral("id"), change.id},
                                   {QStringLiteral("fields"), QJsonArray::fromStringList(change.fields)}});
    summary.insert(QStringLiteral("questions_changed"), changes);
    return summary;
}

QString GoldVersionDiff::toText() const
{
    QStringList lines;
    if (isEmpty()) {
        lines << tr("%1 → %2: no differences").arg(from, to);
        return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
    }
    lines << tr("%1 → %2: questions %3 added, %4 removed, %5 changed; spans %6 added, %7 removed, %8 regraded")
                 .arg(argText(from), argText(to), argText(added.size()), argText(removed.size()), argText(changed.size()), argText(spanCount(0)), argText(spanCount(1)), argText(spanCount(2)));
    for (const QString &id : added)
        lines << QStringLiteral("+ ") + id;
    for (const QString &id : removed)
        lines << QStringLiteral("- ") + id;
    for (const ChangedQuestion &change : changed) {
        lines << QStringLiteral("~ %1: %2").arg(change.id, change.fields.join(QStringLiteral(", ")));
        for (const SpanChange &span : change.spansAdded)
            lines << QStringLiteral("    + ") + tr("span %1, grade %2").arg(argText(spanText(span)), argText(span.span.grade));
        for (const SpanChange &span : change.spansRemoved)
            lines << QStringLiteral("    - ") + tr("span %1, grade %2").arg(argText(spanText(span)), argText(span.span.grade));
        for (const SpanChange &span : change.spansRegraded)
            lines << QStringLiteral("    ± ") + tr("span %1, grade %2 → %3").arg(argText(spanText(span)), argText(span.oldGrade), argText(span.span.grade));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace touchstone
