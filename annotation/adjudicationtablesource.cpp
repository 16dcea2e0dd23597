#include "adjudicationtablesource.h"

#include "projectstore.h"
#include "sqlhelpers.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <map>
#include <tuple>

namespace touchstone {

namespace {

// A span as both tables join it.
struct SpanRow
{
    qint64 spanId = 0;
    SpanAnchor anchor;
    QString sha256;
};

struct JudgmentRow
{
    qint64 questionId = 0;
    qint64 annotatorId = 0;
    QString kind;
    int grade = -1;
    QString passageUuid;
    SpanRow span;
    QString note;
    QString time;
};

struct DecisionRow
{
    qint64 questionId = 0;
    QString unitKey;
    QString decision;
    int grade = -1;
    qint64 leadId = 0;
    QString reasonCode;
    QString reasonText;
    QString note;
    QString votes;
    bool automatic = false;
    QString decidedAt;
    SpanRow span;
};

struct Unit
{
    QString key;
    qint64 documentId = 0; // 0 for the question unit
    int start = 0;
    int end = 0;
};

// Columns 0..7 of a span join: id, document, start, end, page, exact, prefix, suffix, sha256.
SpanRow readSpan(const QSqlQuery &query, int first)
{
    SpanRow row;
    row.spanId = query.value(first).toLongLong();
    row.anchor.documentId = query.value(first + 1).toLongLong();
    row.anchor.start = query.value(first + 2).toInt();
    row.anchor.end = query.value(first + 3).toInt();
    row.anchor.page = query.value(first + 4).toInt();
    row.anchor.exact = query.value(first + 5).toString();
    row.anchor.prefix = query.value(first + 6).toString();
    row.anchor.suffix = query.value(first + 7).toString();
    row.sha256 = query.value(first + 8).toString();
    return row;
}

const QString kSpanColumns = QStringLiteral(
    "s.id, s.document_id, s.start_offset, s.end_offset, s.page, s.exact, s.prefix, s.suffix, d.sha256");

Result<std::vector<JudgmentRow>> readJudgments(QSqlDatabase database)
{
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT j.question_id, j.annotator_id, j.kind, j.grade, p.uuid, j.note, "
                                   "j.updated_at, ")
                    + kSpanColumns
                    + QStringLiteral(" FROM judgments j LEFT JOIN spans s ON s.id = j.span_id "
                                     "LEFT JOIN documents d ON d.id = s.document_id "
                                     "LEFT JOIN passages p ON p.id = j.passage_id ORDER BY j.question_id, j.id")))
        return Result<std::vector<JudgmentRow>>::failure(sql::errorText(query.lastError()));
    std::vector<JudgmentRow> rows;
    while (query.next()) {
        JudgmentRow row;
        row.questionId = query.value(0).toLongLong();
        row.annotatorId = query.value(1).toLongLong();
        row.kind = query.value(2).toString();
        row.grade = query.value(3).isNull() ? -1 : query.value(3).toInt();
        row.passageUuid = query.value(4).toString();
        row.note = query.value(5).toString();
        row.time = query.value(6).toString();
        row.span = readSpan(query, 7);
        rows.push_back(std::move(row));
    }
    return rows;
}

Result<std::vector<DecisionRow>> readDecisions(QSqlDatabase database)
{
    QSqlQuery query(database);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT a.question_id, a.unit_key, a.decision, a.grade, a.lead_id, a.reason_code, "
                                   "a.reason_text, a.note, a.votes, a.automatic, a.decided_at, ")
                    + kSpanColumns
                    + QStringLiteral(" FROM adjudications a LEFT JOIN spans s ON s.id = a.span_id "
                                     "LEFT JOIN documents d ON d.id = s.document_id "
                                     "WHERE a.superseded_at IS NULL ORDER BY a.question_id, a.unit_key, a.id")))
        return Result<std::vector<DecisionRow>>::failure(sql::errorText(query.lastError()));
    std::vector<DecisionRow> rows;
    while (query.next()) {
        DecisionRow row;
        row.questionId = query.value(0).toLongLong();
        row.unitKey = query.value(1).toString();
        row.decision = query.value(2).toString();
        row.grade = query.value(3).isNull() ? -1 : query.value(3).toInt();
        row.leadId = query.value(4).toLongLong();
        row.reasonCode = query.value(5).toString();
        row.reasonText = query.value(6).toString();
        row.note = query.value(7).toString();
        row.votes = query.value(8).toString();
        row.automatic = query.value(9).toBool();
        row.decidedAt = query.value(10).toString();
        row.span = readSpan(query, 11);
        rows.push_back(std::move(row));
    }
    return rows;
}

// The units of one question (see the class comment).
std::vector<Unit> unitsOf(const std::vector<const JudgmentRow *> &judgments)
{
    std::vector<Unit> units;
    std::map<qint64, std::vector<const SpanRow *>> spansByDocument;
    QStringList passages;
    bool questionUnit = false;
    for (const JudgmentRow *judgment : judgments) {
        if (judgment->kind == QLatin1String("unanswerable"))
            questionUnit = true;
        else if (judgment->kind == QLatin1String("passage") && !passages.contains(judgment->passageUuid)) {
            passages << judgment->passageUuid;
            units.push_back({QStringLiteral("passage:") + judgment->passageUuid, judgment->span.anchor.documentId,
                             judgment->span.anchor.start, judgment->span.anchor.end});
        } else if (judgment->kind == QLatin1String("span"))
            spansByDocument[judgment->span.anchor.documentId].push_back(&judgment->span);
    }
    for (auto &[documentId, spans] : spansByDocument) {
        std::sort(spans.begin(), spans.end(),
                  [](const SpanRow *a, const SpanRow *b) { return a->anchor.start < b->anchor.start; });
        size_t i = 0;
        while (i < spans.size()) {
            int start = spans[i]->anchor.start;
            int end = spans[i]->anchor.end;
            const QString sha = spans[i]->sha256;
            while (++i < spans.size() && spans[i]->anchor.start < end)
                end = std::max(end, spans[i]->anchor.end);
            units.push_back({QStringLiteral("span:%1:%2-%3").arg(sha).arg(start).arg(end), documentId, start, end});
        }
    }
    if (questionUnit)
        units.push_back({QStringLiteral("question"), 0, 0, 0});
    return units;
}

bool isDecided(const Unit &unit, const std::vector<const DecisionRow *> &decisions)
{
    for (const DecisionRow *decision : decisions) {
        if (decision->unitKey == unit.key)
            return true;
        if (unit.documentId == 0 && decision->decision == QLatin1String("unanswerable"))
            return true;
        if (unit.documentId != 0 && decision->decision == QLatin1String("span")
            && decision->span.anchor.documentId == unit.documentId && decision->span.anchor.start < unit.end
            && unit.start < decision->span.anchor.end)
            return true;
    }
    return false;
}

QJsonObject spanJson(const SpanRow &span)
{
    return QJsonObject{{QStringLiteral("document_sha256"), span.sha256},
                       {QStringLiteral("start"), span.anchor.start},
                       {QStringLiteral("end"), span.anchor.end},
                       {QStringLiteral("page"), span.anchor.page + 1},
                       {QStringLiteral("exact"), span.anchor.exact}};
}

QJsonValue nameOrNull(const QHash<qint64, QString> &names, qint64 id)
{
    return names.contains(id) ? QJsonValue(names.value(id)) : QJsonValue(QJsonValue::Null);
}

QJsonValue parsedVotes(const QString &votes)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(votes.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError)
        return votes; // kept verbatim rather than dropped
    return document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object());
}

QJsonObject decisionJson(const DecisionRow &row, const QHash<qint64, QString> &names)
{
    QJsonObject object{{QStringLiteral("unit"), row.unitKey},
                       {QStringLiteral("decision"), row.decision},
                       {QStringLiteral("grade"), row.grade >= 0 ? QJsonValue(row.grade) : QJsonValue()},
                       {QStringLiteral("lead"), nameOrNull(names, row.leadId)},
                       {QStringLiteral("reason_code"), row.reasonCode},
                       {QStringLiteral("reason_text"), row.reasonText},
                       {QStringLiteral("note"), row.note},
                       {QStringLiteral("automatic"), row.automatic},
                       {QStringLiteral("decided_at"), row.decidedAt},
                       {QStringLiteral("votes"), parsedVotes(row.votes)}};
    object.insert(QStringLiteral("span"), row.span.spanId != 0 ? QJsonValue(spanJson(row.span)) : QJsonValue());
    return object;
}

QJsonObject judgmentJson(const JudgmentRow &row, const QHash<qint64, QString> &names)
{
    return QJsonObject{{QStringLiteral("annotator"), nameOrNull(names, row.annotatorId)},
                       {QStringLiteral("kind"), row.kind},
                       {QStringLiteral("grade"), row.grade >= 0 ? QJsonValue(row.grade) : QJsonValue()},
                       {QStringLiteral("span"), row.span.spanId != 0 ? QJsonValue(spanJson(row.span)) : QJsonValue()},
                       {QStringLiteral("note"), row.note},
                       {QStringLiteral("time"), row.time}};
}

void addSpan(std::vector<GoldSpanLabel> &spans, const SpanRow &span, int grade)
{
    for (GoldSpanLabel &existing : spans) {
        if (existing.anchor.documentId == span.anchor.documentId && existing.anchor.start == span.anchor.start
            && existing.anchor.end == span.anchor.end) {
            existing.grade = std::max(existing.grade, grade);
            return;
        }
    }
    spans.push_back({span.anchor, span.sha256, grade});
}

QStringList sortedNames(const QHash<qint64, QString> &names, const QSet<qint64> &ids)
{
    QStringList list;
    for (const qint64 id : ids)
        list << names.value(id);
    std::sort(list.begin(), list.end());
    return list;
}

struct QuestionRows
{
    std::vector<const JudgmentRow *> judgments;
    std::vector<const DecisionRow *> decisions;
};

QuestionGold buildGold(qint64 questionId, const QuestionRows &rows, const QHash<qint64, QString> &names)
{
    QuestionGold gold;
    gold.questionId = questionId;
    QSet<qint64> labelers;
    QSet<qint64> leads;
    for (const JudgmentRow *judgment : rows.judgments)
        labelers.insert(judgment->annotatorId);
    for (const DecisionRow *decision : rows.decisions) {
        if (decision->leadId != 0)
            leads.insert(decision->leadId);
    }
    gold.annotatorCount = int(labelers.size());
    gold.labeledBy = sortedNames(names, labelers);
    gold.adjudicatedBy = sortedNames(names, leads);
    for (const Unit &unit : unitsOf(rows.judgments))
        gold.openUnits += isDecided(unit, rows.decisions) ? 0 : 1;

    const bool decided = !rows.decisions.empty() && gold.openUnits == 0;
    if (gold.annotatorCount >= 2)
        gold.state = decided ? GoldLabelState::Adjudicated : GoldLabelState::Open;
    else if (gold.annotatorCount == 1 || !rows.decisions.empty())
        gold.state = GoldLabelState::SingleAnnotator;
    const bool fromDecisions = gold.annotatorCount >= 2 || decided;
    if (fromDecisions) {
        for (const DecisionRow *decision : rows.decisions) {
            if (decision->decision == QLatin1String("span") && decision->span.spanId != 0)
                addSpan(gold.spans, decision->span, decision->grade);
            else if (decision->decision == QLatin1String("unanswerable"))
                gold.unanswerable = true;
        }
    } else {
        for (const JudgmentRow *judgment : rows.judgments) {
            if (judgment->kind == QLatin1String("unanswerable"))
                gold.unanswerable = true;
            else if (judgment->span.spanId != 0)
                addSpan(gold.spans, judgment->span, judgment->grade);
        }
    }
    std::sort(gold.spans.begin(), gold.spans.end(), [](const GoldSpanLabel &a, const GoldSpanLabel &b) {
        return std::tie(a.documentSha256, a.anchor.start, a.anchor.end)
               < std::tie(b.documentSha256, b.anchor.start, b.anchor.end);
    });
    for (const DecisionRow *decision : rows.decisions)
        gold.decisions.append(decisionJson(*decision, names));
    for (const JudgmentRow *judgment : rows.judgments)
        gold.judgments.append(judgmentJson(*judgment, names));
    return gold;
}

} // namespace

AdjudicationTableSource::AdjudicationTableSource(const ProjectStore &store)
    : m_store(store)
{
}

Result<std::vector<QuestionGold>> AdjudicationTableSource::questions() const
{
    using R = Result<std::vector<QuestionGold>>;
    QSqlDatabase database = m_store.database();
    QHash<qint64, QString> names;
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("SELECT id, name FROM annotators")))
        return R::failure(sql::errorText(query.lastError()));
    while (query.next())
        names.insert(query.value(0).toLongLong(), query.value(1).toString());
    const auto judgments = readJudgments(database);
    if (!judgments)
        return R::failure(judgments.error());
    const auto decisions = readDecisions(database);
    if (!decisions)
        return R::failure(decisions.error());

    std::map<qint64, QuestionRows> byQuestion;
    if (!query.exec(QStringLiteral("SELECT id FROM questions ORDER BY id")))
        return R::failure(sql::errorText(query.lastError()));
    while (query.next())
        byQuestion[query.value(0).toLongLong()];
    for (const JudgmentRow &row : *judgments)
        byQuestion[row.questionId].judgments.push_back(&row);
    for (const DecisionRow &row : *decisions)
        byQuestion[row.questionId].decisions.push_back(&row);

    std::vector<QuestionGold> result;
    result.reserve(byQuestion.size());
    for (const auto &[questionId, rows] : byQuestion)
        result.push_back(buildGold(questionId, rows, names));
    return result;
}

} // namespace touchstone
