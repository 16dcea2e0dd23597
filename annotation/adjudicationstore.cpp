#include "adjudicationstore.h"

#include "documentstore.h"
#include "judgmentstore.h"
#include "projectstore.h"
#include "reasoncodestore.h"
#include "rubricstore.h"
#include "spanrows.h"
#include "sqlhelpers.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QHash>
#include <QJsonDocument>

#include <map>
#include <memory>

namespace touchstone {

namespace {

struct LoadedQuestion
{
    ProjectLabels labels;
    std::vector<AdjudicationUnit> units;
    int index = -1;
};

Result<std::unique_ptr<LoadedQuestion>> loadQuestion(const ProjectStore &store, qint64 questionId)
{
    using R = Result<std::unique_ptr<LoadedQuestion>>;
    auto loaded = std::make_unique<LoadedQuestion>();
    loaded->labels.setTokenizing(false);
    if (const Status status = loaded->labels.loadQuestion(store, questionId); !status)
        return R::failure(status.error());
    loaded->index = loaded->labels.questionIndex(questionId);
    if (loaded->index < 0)
        return R::failure(AdjudicationStore::tr("there is no question %1").arg(questionId));
    loaded->units = AdjudicationQueue::unitsOf(loaded->labels, loaded->index);
    return R(std::move(loaded));
}

QString time(const QDateTime &at)
{
    return at.isValid() ? IsoTime::utc(at.toMSecsSinceEpoch()) : sql::now();
}

QString noUnit(const LabelQuestion &question, const QString &unitKey)
{
    return AdjudicationStore::tr("question %1 has no unit “%2”: nobody labeled it").arg(question.externalId, unitKey);
}

const QString kSelect = QStringLiteral(
    "SELECT a.id, a.uuid, a.question_id, a.unit_key, a.decision, a.span_id, a.grade, a.lead_id, a.reason_code, "
    "a.reason_text, a.note, a.rubric_id, a.votes, a.automatic, a.decided_at, a.superseded_at, ")
    + SpanRows::columns(QStringLiteral("s")) + QStringLiteral(" FROM adjudications a LEFT JOIN spans s ON s.id = a.span_id ");

Decision readDecision(const QSqlQuery &query)
{
    Decision decision;
    decision.id = query.value(0).toLongLong();
    decision.uuid = query.value(1).toString();
    decision.questionId = query.value(2).toLongLong();
    decision.unitKey = query.value(3).toString();
    Decision::kindFromKey(query.value(4).toString(), &decision.kind);
    decision.spanId = query.value(5).toLongLong();
    decision.grade = query.value(6).isNull() ? -1 : query.value(6).toInt();
    decision.leadId = query.value(7).toLongLong();
    decision.reasonCode = query.value(8).toString();
    decision.reasonText = query.value(9).toString();
    decision.note = query.value(10).toString();
    decision.rubricId = query.value(11).toLongLong();
    decision.votes = QJsonDocument::fromJson(query.value(12).toString().toUtf8()).object();
    decision.automatic = query.value(13).toBool();
    decision.decidedAt = sql::parseTime(query.value(14));
    decision.supersededAt = query.value(15).isNull() ? QDateTime() : sql::parseTime(query.value(15));
    if (decision.spanId != 0)
        decision.span = SpanRows::read(query, 16);
    return decision;
}

// The statements that write decisions, each prepared on first use and
// reused for every plan of a batch.
class DecisionWriter
{
public:
    DecisionWriter(QSqlDatabase database, QString actor, qint64 rubricId)
        : m_database(database)
        , m_actor(std::move(actor))
        , m_rubricId(rubricId)
        , m_spans(database)
    {
    }

    Status write(const AdjudicationStore::Plan &plan);
    // Supersedes an automatic acceptance whose agreement is gone; returns
    // how many rows it superseded.
    Result<int> withdraw(qint64 questionId, const QString &unitKey, const QString &uuid);

private:
    Result<int> supersede(qint64 questionId, const QString &unitKey, const QString &at);
    Status audit(const QString &action, const QString &entityId, const QString &detail);
    // The statement, prepared on first use and kept for the batch.
    Result<QSqlQuery *> prepared(std::unique_ptr<QSqlQuery> &query, const QString &statement);
    static Status run(QSqlQuery &query, const QVariantList &values);

    QSqlDatabase m_database;
    QString m_actor;
    qint64 m_rubricId = 0;
    SpanRows m_spans;
    std::unique_ptr<QSqlQuery> m_supersede;
    std::unique_ptr<QSqlQuery> m_insert;
    std::unique_ptr<QSqlQuery> m_audit;
};

Result<QSqlQuery *> DecisionWriter::prepared(std::unique_ptr<QSqlQuery> &query, const QString &statement)
{
    if (!query) {
        auto made = std::make_unique<QSqlQuery>(m_database);
        if (!made->prepare(statement))
            return Result<QSqlQuery *>::failure(sql::errorText(made->lastError()));
        query = std::move(made);
    }
    return query.get();
}

Status DecisionWriter::run(QSqlQuery &query, const QVariantList &values)
{
    for (int i = 0; i < int(values.size()); ++i)
        query.bindValue(i, values[i]);
    if (!query.exec())
        return Status::failure(sql::errorText(query.lastError()));
    return Status::success();
}

// How many current decisions of the unit were superseded.
Result<int> DecisionWriter::supersede(qint64 questionId, const QString &unitKey, const QString &at)
{
    const Result<QSqlQuery *> update = prepared(m_supersede, QStringLiteral("UPDATE adjudications SET superseded_at = ? "
                                                                            "WHERE question_id = ? AND unit_key = ? "
                                                                            "AND superseded_at IS NULL"));
    if (!update)
        return Result<int>::failure(update.error());
    if (const Status done = run(**update, {at, questionId, unitKey}); !done)
        return Result<int>::failure(done.error());
    return (*update)->numRowsAffected();
}

Result<int> DecisionWriter::withdraw(qint64 questionId, const QString &unitKey, const QString &uuid)
{
    const Result<int> superseded = supersede(questionId, unitKey, sql::now());
    if (!superseded)
        return Result<int>::failure(AdjudicationStore::tr("cannot withdraw the automatic acceptance: %1")
                                        .arg(superseded.error()));
    if (const Status audited = audit(QStringLiteral("adjudication.auto_withdrawn"), uuid,
                                     QStringLiteral("question %1, unit %2: no longer a full agreement")
                                         .arg(argText(questionId), argText(unitKey)));
        !audited)
        return Result<int>::failure(AdjudicationStore::tr("cannot write the audit row: %1").arg(audited.error()));
    return superseded;
}

// ProjectStore::audit's row, with the statement kept.
Status DecisionWriter::audit(const QString &action, const QString &entityId, const QString &detail)
{
    const Result<QSqlQuery *> insert = prepared(m_audit, QStringLiteral("INSERT INTO audit (at, actor, action, entity, "
                                                                        "entity_id, detail) VALUES (?, ?, ?, ?, ?, ?)"));
    if (!insert)
        return Status::failure(insert.error());
    return run(**insert, {sql::now(), sql::text(m_actor), sql::text(action), QStringLiteral("adjudication"),
                          sql::text(entityId), sql::text(detail)});
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

Status DecisionWriter::write(const AdjudicationStore::Plan &plan)
{
    const QString now = sql::now();
    int superseded = 0;
    for (const QString &unitKey : QStringList{plan.unitKey} + plan.orphans) {
        const Result<int> count = supersede(plan.questionId, unitKey, now);
        if (!count)
            return Status::failure(AdjudicationStore::tr("cannot supersede the earlier decision: %1").arg(count.error()));
        superseded += *count;
    }
    const QString decidedAt = time(plan.decidedAt);
    const qint64 rubricId = m_rubricId;
    std::vector<AdjudicationStore::Plan::GoldRow> rows = plan.rows;
    if (plan.kind != Decision::Kind::Span)
        rows = {AdjudicationStore::Plan::GoldRow()};
    QString firstUuid;
    for (const AdjudicationStore::Plan::GoldRow &row : rows) {
        qint64 spanId = 0;
        if (plan.kind == Decision::Kind::Span) {
            const Result<qint64> span = row.existingSpanId ? Result<qint64>(row.existingSpanId)
                : row.copyOfSpanId ? m_spans.copy(row.copyOfSpanId, sql::newUuid())
                : row.anchor       ? m_spans.insert(*row.anchor, sql::newUuid())
                                   : Result<qint64>::failure(AdjudicationStore::tr("a gold span needs a span"));
            if (!span)
                return Status::failure(AdjudicationStore::tr("cannot store the gold span: %1").arg(span.error()));
            spanId = *span;
        }
        const QString uuid = sql::newUuid();
        const Result<QSqlQuery *> insert = prepared(m_insert, QStringLiteral("INSERT INTO adjudications (uuid, "
                                                                             "question_id, unit_key, decision, span_id, "
                                                                             "grade, lead_id, reason_code, reason_text, "
                                                                             "note, rubric_id, votes, automatic, "
                                                                             "decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, "
                                                                             "?, ?, ?, ?, ?, ?, ?)"));
        const Status stored = !insert ? Status::failure(insert.error())
                                      : run(**insert, {uuid, plan.questionId, plan.unitKey, Decision::kindKey(plan.kind),
                                                       spanId ? QVariant(spanId) : QVariant(),
                                                       spanId ? QVariant(row.grade) : QVariant(),
                                                       plan.leadId ? QVariant(plan.leadId) : QVariant(), plan.reason.code,
                                                       sql::text(plan.reason.text), sql::text(plan.note),
                                                       rubricId ? QVariant(rubricId) : QVariant(), compact(plan.votes),
                                                       plan.automatic ? 1 : 0, decidedAt});
        if (!stored)
            return Status::failure(AdjudicationStore::tr("cannot store the decision: %1").arg(stored.error()));
        if (firstUuid.isEmpty())
            firstUuid = uuid;
    }
    const QString detail = QStringLiteral("question %1, unit %2: %3; reason %4%5; superseded %6")
                               .arg(argText(plan.questionId), argText(plan.unitKey), argText(plan.summary), argText(plan.reason.code), argText(plan.reason.text.isEmpty() ? QString() : QStringLiteral(" (") + plan.reason.text + QLatin1Char(')')), argText(superseded));
    if (const Status audited = audit(plan.automatic ? QStringLiteral("adjudication.auto")
                                                    : QStringLiteral("adjudication.decide"),
                                     firstUuid, detail);
        !audited)
        return Status::failure(AdjudicationStore::tr("cannot write the audit row: %1").arg(audited.error()));
    return Status::success();
}

} // namespace

QString Decision::kindKey(Kind kind)
{
    switch (kind) {
    case Kind::Span: return QStringLiteral("span");
    case Kind::NoSpan: return QStringLiteral("no_span");
    case Kind::Unanswerable: return QStringLiteral("unanswerable");
    case Kind::Answerable: return QStringLiteral("answerable");
    }
    return QString();
}

bool Decision::kindFromKey(const QString &key, Kind *kind)
{
    for (const Kind candidate : {Kind::Span, Kind::NoSpan, Kind::Unanswerable, Kind::Answerable}) {
        if (kindKey(candidate) == key) {
            *kind = candidate;
            return true;
        }
    }
    return false;
}

AdjudicationStore::AdjudicationStore(const ProjectStore &store, QString actor)
    : m_store(store)
    , m_actor(std::move(actor))
{
}

bool AdjudicationStore::sameDecision(const Plan &plan, const std::vector<Decision> &current)
{
    if (current.empty() || plan.automatic || !plan.orphans.isEmpty())
        return false;
    for (const Decision &decision : current) {
        if (decision.automatic || decision.kind != plan.kind || decision.leadId != plan.leadId
            || decision.reasonCode != plan.reason.code || decision.reasonText != plan.reason.text
            || decision.note != plan.note)
            return false;
    }
    if (plan.kind != Decision::Kind::Span)
        return current.size() == 1;
    if (current.size() != plan.rows.size())
        return false;
    std::vector<bool> matched(current.size(), false);
    for (const Plan::GoldRow &row : plan.rows) {
        bool found = false;
        for (size_t i = 0; i < current.size() && !found; ++i) {
            const Decision &decision = current[i];
            if (matched[i] || decision.grade != row.grade)
                continue;
            // A passage's grade keeps the passage's own span; a range is a
            // new anchor, the same when document and offsets are.
            const bool samePlace = row.existingSpanId ? decision.spanId == row.existingSpanId
                : row.anchor ? decision.span && decision.span->documentId == row.anchor->documentId
                                   && decision.span->start == row.anchor->start && decision.span->end == row.anchor->end
                             : false;
            if (samePlace)
                matched[i] = found = true;
        }
        if (!found)
            return false;
    }
    return true;
}

const AdjudicationUnit *AdjudicationStore::findUnit(const std::vector<AdjudicationUnit> &units, const QString &unitKey)
{
    for (const AdjudicationUnit &unit : units)
        if (unit.key == unitKey)
            return &unit;
    return nullptr;
}

Status AdjudicationStore::checkRequest(const DecisionRequest &request) const
{
    if (const Status usable = ReasonCodeStore(m_store).checkUsable(request.reason.code, request.reason.text); !usable)
        return usable;
    QSqlQuery lead(m_store.database());
    sql::exec(lead, QStringLiteral("SELECT role FROM annotators WHERE id = ?"), {request.leadId});
    if (!lead.next())
        return Status::failure(tr("a decision needs the lead who makes it"));
    if (lead.value(0).toString() != QLatin1String("lead"))
        return Status::failure(tr("only a lead can adjudicate (annotator %1 is not a lead)").arg(request.leadId));
    return Status::success();
}

qint64 AdjudicationStore::currentRubricId() const
{
    QSqlQuery query(m_store.database());
    query.exec(QStringLiteral("SELECT id FROM rubrics ORDER BY version DESC LIMIT 1"));
    return query.next() ? query.value(0).toLongLong() : 0;
}

AdjudicationStore::Plan AdjudicationStore::basePlan(const DecisionRequest &request, const ProjectLabels &labels,
                                                    const AdjudicationUnit *unit, const QuestionState *state) const
{
    Plan plan;
    plan.questionId = request.questionId;
    plan.unitKey = unit ? unit->key : request.unitKey;
    plan.leadId = request.leadId;
    plan.reason = request.reason;
    plan.note = request.note;
    plan.decidedAt = request.decidedAt;
    if (!unit)
        return plan;
    plan.votes = unit->votesJson(labels);
    if (unit->kind != AdjudicationUnitKind::SpanGroup)
        return plan;
    QuestionState computed;
    std::vector<Decision> decisions;
    if (!state) {
        for (const AdjudicationUnit &other : AdjudicationQueue::unitsOf(labels, labels.questionIndex(unit->questionId)))
            computed.liveKeys.insert(other.key);
        decisions = current(unit->questionId);
        for (const Decision &decision : decisions)
            computed.current.push_back(&decision);
        state = &computed;
    }
    for (const Decision *decision : state->current) {
        if (!decision->unitKey.startsWith(QLatin1String("span/")) || state->liveKeys.contains(decision->unitKey)
            || plan.orphans.contains(decision->unitKey) || !decision->span
            || decision->span->documentId != unit->documentId)
            continue;
        if (decision->span->start < unit->end && unit->start < decision->span->end)
            plan.orphans << decision->unitKey;
    }
    return plan;
}

Result<AdjudicationStore::Plan> AdjudicationStore::planPassageGrade(const DecisionRequest &request,
                                                                    const ProjectLabels &labels,
                                                                    const AdjudicationUnit &unit, int grade) const
{
    if (!JudgmentStore::isValidGrade(grade))
        return Result<Plan>::failure(tr("grade %1 is not one of 0, 1, 2, 3").arg(grade));
    const LabelPassage *passage = labels.passage(unit.passageId);
    if (unit.kind != AdjudicationUnitKind::Passage || !passage)
        return Result<Plan>::failure(tr("unit “%1” is not a passage").arg(unit.key));
    Plan plan = basePlan(request, labels, &unit);
    plan.kind = Decision::Kind::Span;
    plan.rows.push_back({passage->spanId, 0, std::nullopt, grade});
    plan.summary = QStringLiteral("passage grade %1").arg(grade);
    return plan;
}

Result<AdjudicationStore::Plan> AdjudicationStore::planSpans(const DecisionRequest &request,
                                                             const ProjectLabels &labels, const AdjudicationUnit &unit,
                                                             const std::vector<GoldSpanEdit> &spans) const
{
    if (unit.kind != AdjudicationUnitKind::SpanGroup)
        return Result<Plan>::failure(tr("unit “%1” is not a group of highlights").arg(unit.key));
    if (spans.empty())
        return Result<Plan>::failure(tr("no gold span given (to reject the group, decide “no span”)"));
    const Result<CanonicalText> text = DocumentStore(m_store).canonicalText(unit.documentId);
    if (!text)
        return Result<Plan>::failure(text.error());
    Plan plan = basePlan(request, labels, &unit);
    plan.kind = Decision::Kind::Span;
    QStringList ranges;
    for (const GoldSpanEdit &edit : spans) {
        if (!JudgmentStore::isValidGrade(edit.grade))
            return Result<Plan>::failure(tr("grade %1 is not one of 0, 1, 2, 3").arg(edit.grade));
        if (edit.start < 0 || edit.end > text->size() || edit.start >= edit.end)
            return Result<Plan>::failure(tr("range %1–%2 is not inside the document").arg(argText(edit.start), argText(edit.end)));
        const Result<SpanAnchor> anchor = SpanAnchor::fromRange(*text, unit.documentId, edit.start, edit.end);
        if (!anchor)
            return Result<Plan>::failure(anchor.error());
        plan.rows.push_back({0, 0, *anchor, edit.grade});
        ranges << QStringLiteral("%1-%2:%3").arg(argText(anchor->start), argText(anchor->end), argText(edit.grade));
    }
    plan.summary = QStringLiteral("spans ") + ranges.join(QLatin1Char(' '));
    return plan;
}

Result<AdjudicationStore::Plan> AdjudicationStore::planNoSpan(const DecisionRequest &request,
                                                              const ProjectLabels &labels,
                                                              const AdjudicationUnit &unit) const
{
    if (unit.kind != AdjudicationUnitKind::SpanGroup)
        return Result<Plan>::failure(tr("only a group of highlights can be rejected (grade a passage 0 instead)"));
    Plan plan = basePlan(request, labels, &unit);
    plan.kind = Decision::Kind::NoSpan;
    plan.summary = QStringLiteral("no span");
    return plan;
}

Result<AdjudicationStore::Plan> AdjudicationStore::planAnswerability(const DecisionRequest &request,
                                                                     const ProjectLabels &labels,
                                                                     bool unanswerable) const
{
    const int index = labels.questionIndex(request.questionId);
    if (index < 0 || labels.raters(index).empty())
        return Result<Plan>::failure(tr("nobody labeled question %1").arg(request.questionId));
    const AdjudicationUnit unit = AdjudicationQueue::answerabilityUnit(labels, index);
    Plan plan = basePlan(request, labels, &unit);
    plan.kind = unanswerable ? Decision::Kind::Unanswerable : Decision::Kind::Answerable;
    plan.summary = Decision::kindKey(plan.kind);
    return plan;
}

Result<AdjudicationStore::Plan> AdjudicationStore::planAccept(const DecisionRequest &request,
                                                              const ProjectLabels &labels,
                                                              const AdjudicationUnit &unit, qint64 annotatorId) const
{
    const UnitVote *vote = unit.vote(labels.annotatorIndex(annotatorId));
    if (!vote)
        return Result<Plan>::failure(tr("annotator %1 did not label question %2").arg(argText(annotatorId), argText(unit.questionExternalId)));
    switch (unit.kind) {
    case AdjudicationUnitKind::Passage:
        if (vote->grade < 0)
            return Result<Plan>::failure(tr("annotator %1 did not grade this passage").arg(annotatorId));
        return planPassageGrade(request, labels, unit, vote->grade);
    case AdjudicationUnitKind::Answerability:
        return planAnswerability(request, labels, vote->unanswerable);
    case AdjudicationUnitKind::SpanGroup:
        break;
    }
    if (vote->spans.empty())
        return planNoSpan(request, labels, unit);
    Plan plan = basePlan(request, labels, &unit);
    plan.kind = Decision::Kind::Span;
    for (const VoteSpan &span : vote->spans)
        plan.rows.push_back({0, span.spanId, std::nullopt, span.grade});
    plan.summary = QStringLiteral("accept %1").arg(labels.annotators()[size_t(vote->annotator)].name);
    return plan;
}

Status AdjudicationStore::write(QSqlDatabase &database, const Plan &plan) const
{
    DecisionWriter writer(database, m_actor, currentRubricId());
    return writer.write(plan);
}

Status AdjudicationStore::write(QSqlDatabase &database, const std::vector<Plan> &plans) const
{
    DecisionWriter writer(database, m_actor, currentRubricId());
    for (const Plan &plan : plans) {
        if (const Status written = writer.write(plan); !written)
            return written;
    }
    return Status::success();
}

Result<std::vector<Decision>> AdjudicationStore::commit(const Plan &plan) const
{
    using R = Result<std::vector<Decision>>;
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return R::failure(transaction.error());
    if (const Status written = write(database, plan); !written)
        return R::failure(written.error());
    if (!transaction.commit())
        return R::failure(transaction.error());
    return select(QStringLiteral("WHERE a.question_id = ? AND a.unit_key = ? AND a.superseded_at IS NULL ORDER BY a.id"),
                  {plan.questionId, plan.unitKey});
}

Result<std::vector<Decision>> AdjudicationStore::acceptAnnotator(const DecisionRequest &request, qint64 annotatorId) const
{
    using R = Result<std::vector<Decision>>;
    if (const Status ok = checkRequest(request); !ok)
        return R::failure(ok.error());
    const auto loaded = loadQuestion(m_store, request.questionId);
    if (!loaded)
        return R::failure(loaded.error());
    const ProjectLabels &labels = (*loaded)->labels;
    const AdjudicationUnit *unit = findUnit((*loaded)->units, request.unitKey);
    if (!unit)
        return R::failure(noUnit(labels.questions()[size_t((*loaded)->index)], request.unitKey));
    const Result<Plan> plan = planAccept(request, labels, *unit, annotatorId);
    return plan ? commit(*plan) : R::failure(plan.error());
}

Result<std::vector<Decision>> AdjudicationStore::setGrade(const DecisionRequest &request, int grade) const
{
    using R = Result<std::vector<Decision>>;
    if (const Status ok = checkRequest(request); !ok)
        return R::failure(ok.error());
    const auto loaded = loadQuestion(m_store, request.questionId);
    if (!loaded)
        return R::failure(loaded.error());
    const ProjectLabels &labels = (*loaded)->labels;
    const AdjudicationUnit *unit = findUnit((*loaded)->units, request.unitKey);
    if (!unit)
        return R::failure(noUnit(labels.questions()[size_t((*loaded)->index)], request.unitKey));
    if (unit->kind == AdjudicationUnitKind::Passage) {
        const Result<Plan> plan = planPassageGrade(request, labels, *unit, grade);
        return plan ? commit(*plan) : R::failure(plan.error());
    }
    if (unit->kind != AdjudicationUnitKind::SpanGroup || !JudgmentStore::isValidGrade(grade))
        return R::failure(tr("a grade 0–3 belongs to a passage or a group of highlights"));
    Plan plan = basePlan(request, labels, unit);
    plan.summary = QStringLiteral("grade %1").arg(grade);
    for (const Decision &gold : history(request.questionId, unit->key))
        if (!gold.supersededAt.isValid() && gold.kind == Decision::Kind::Span)
            plan.rows.push_back({gold.spanId, 0, std::nullopt, grade});
    if (plan.rows.empty()) {
        const UnitVote *first = nullptr;
        for (const UnitVote &vote : unit->votes) {
            if (vote.spans.empty())
                continue;
            if (first && !std::equal(vote.spans.begin(), vote.spans.end(), first->spans.begin(), first->spans.end(),
                                     [](const VoteSpan &a, const VoteSpan &b) { return a.start == b.start && a.end == b.end; }))
                return R::failure(tr("the highlights of this group differ in their edges: edit or merge them first"));
            first = first ? first : &vote;
        }
        if (!first)
            return R::failure(tr("the group has no highlight to grade"));
        for (const VoteSpan &span : first->spans)
            plan.rows.push_back({0, span.spanId, std::nullopt, grade});
    }
    return commit(plan);
}

Result<std::vector<Decision>> AdjudicationStore::setSpans(const DecisionRequest &request,
                                                          const std::vector<GoldSpanEdit> &spans) const
{
    using R = Result<std::vector<Decision>>;
    if (const Status ok = checkRequest(request); !ok)
        return R::failure(ok.error());
    const auto loaded = loadQuestion(m_store, request.questionId);
    if (!loaded)
        return R::failure(loaded.error());
    const AdjudicationUnit *unit = findUnit((*loaded)->units, request.unitKey);
    if (!unit)
        return R::failure(noUnit((*loaded)->labels.questions()[size_t((*loaded)->index)], request.unitKey));
    const Result<Plan> plan = planSpans(request, (*loaded)->labels, *unit, spans);
    return plan ? commit(*plan) : R::failure(plan.error());
}

Result<std::vector<Decision>> AdjudicationStore::mergeSpans(const DecisionRequest &request, int grade) const
{
    using R = Result<std::vector<Decision>>;
    if (const Status ok = checkRequest(request); !ok)
        return R::failure(ok.error());
    const auto loaded = loadQuestion(m_store, request.questionId);
    if (!loaded)
        return R::failure(loaded.error());
    const AdjudicationUnit *unit = findUnit((*loaded)->units, request.unitKey);
    if (!unit)
        return R::failure(noUnit((*loaded)->labels.questions()[size_t((*loaded)->index)], request.unitKey));
    // The group is connected, so the union of its highlights is one range.
    Result<Plan> plan = planSpans(request, (*loaded)->labels, *unit, {{unit->start, unit->end, grade}});
    if (plan)
        plan->summary = QStringLiteral("merge ") + plan->summary;
    return plan ? commit(*plan) : R::failure(plan.error());
}

Result<std::vector<Decision>> AdjudicationStore::rejectSpan(const DecisionRequest &request) const
{
    using R = Result<std::vector<Decision>>;
    if (const Status ok = checkRequest(request); !ok)
        return R::failure(ok.error());
    const auto loaded = loadQuestion(m_store, request.questionId);
    if (!loaded)
        return R::failure(loaded.error());
    const AdjudicationUnit *unit = findUnit((*loaded)->units, request.unitKey);
    if (!unit)
        return R::failure(noUnit((*loaded)->labels.questions()[size_t((*loaded)->index)], request.unitKey));
    const Result<Plan> plan = planNoSpan(request, (*loaded)->labels, *unit);
    return plan ? commit(*plan) : R::failure(plan.error());
}

Result<std::vector<Decision>> AdjudicationStore::markUnanswerable(const DecisionRequest &request) const
{
    using R = Result<std::vector<Decision>>;
    if (const Status ok = checkRequest(request); !ok)
        return R::failure(ok.error());
    const auto loaded = loadQuestion(m_store, request.questionId);
    if (!loaded)
        return R::failure(loaded.error());
    const Result<Plan> plan = planAnswerability(request, (*loaded)->labels, true);
    return plan ? commit(*plan) : R::failure(plan.error());
}

Result<std::vector<Decision>> AdjudicationStore::markAnswerable(const DecisionRequest &request) const
{
    using R = Result<std::vector<Decision>>;
    if (const Status ok = checkRequest(request); !ok)
        return R::failure(ok.error());
    const auto loaded = loadQuestion(m_store, request.questionId);
    if (!loaded)
        return R::failure(loaded.error());
    const Result<Plan> plan = planAnswerability(request, (*loaded)->labels, false);
    return plan ? commit(*plan) : R::failure(plan.error());
}

std::vector<Decision> AdjudicationStore::select(const QString &where, const QVariantList &values) const
{
    std::vector<Decision> decisions;
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    sql::exec(query, kSelect + where, values);
    while (query.next())
        decisions.push_back(readDecision(query));
    return decisions;
}

std::vector<Decision> AdjudicationStore::current(qint64 questionId) const
{
    if (questionId == 0)
        return select(QStringLiteral("WHERE a.superseded_at IS NULL ORDER BY a.question_id, a.unit_key, a.id"), {});
    return select(QStringLiteral("WHERE a.superseded_at IS NULL AND a.question_id = ? ORDER BY a.unit_key, a.id"),
                  {questionId});
}

std::vector<Decision> AdjudicationStore::history(qint64 questionId, const QString &unitKey) const
{
    return select(QStringLiteral("WHERE a.question_id = ? AND a.unit_key = ? ORDER BY a.id"), {questionId, unitKey});
}

DecisionIndex AdjudicationStore::decisionIndex() const
{
    DecisionIndex index;
    for (const Decision &decision : current()) {
        index.decided.insert(DecisionIndex::entry(decision.questionId, decision.unitKey));
        if (decision.kind == Decision::Kind::Unanswerable)
            index.unanswerable.insert(decision.questionId);
    }
    return index;
}

std::vector<AdjudicationUnit> AdjudicationStore::openQueue(const ProjectLabels &labels, const QueueFilter &filter) const
{
    return AdjudicationQueue::open(labels, decisionIndex(), filter);
}

Result<AdjudicationStore::Plan> AdjudicationStore::planAutomatic(const ProjectLabels &labels,
                                                                 const AdjudicationUnit &unit,
                                                                 const QuestionState &state) const
{
    DecisionRequest request;
    request.questionId = unit.questionId;
    request.unitKey = unit.key;
    request.reason = {QString::fromLatin1(ReasonCodeStore::kFullAgreement), QString()};
    Result<Plan> plan = Result<Plan>::failure(QString());
    switch (unit.kind) {
    case AdjudicationUnitKind::Answerability:
        plan = planAnswerability(request, labels, true);
        break;
    case AdjudicationUnitKind::Passage: {
        int grade = -1;  // the graders' common grade
        for (const UnitVote &vote : unit.votes)
            grade = std::max(grade, vote.grade);
        plan = planPassageGrade(request, labels, unit, grade);
        break;
    }
    case AdjudicationUnitKind::SpanGroup: {
        plan = basePlan(request, labels, &unit, &state);
        plan->kind = Decision::Kind::Span;
        const VoteSpan &span = unit.votes.front().spans.front();
        plan->rows.push_back({0, span.spanId, std::nullopt, span.grade});
        plan->summary = QStringLiteral("span %1-%2 grade %3").arg(argText(span.start), argText(span.end), argText(span.grade));
        break;
    }
    }
    if (plan) {
        plan->automatic = true;
        plan->summary = QStringLiteral("full agreement: ") + plan->summary;
    }
    return plan;
}

Result<int> AdjudicationStore::syncAutomatic(qint64 questionId) const
{
    ProjectLabels labels;
    labels.setTokenizing(false);
    const Status loaded = questionId == 0 ? labels.load(m_store) : labels.loadQuestion(m_store, questionId);
    if (!loaded)
        return Result<int>::failure(loaded.error());
    return syncAutomatic(labels, questionId);
}

Result<int> AdjudicationStore::syncAutomatic(const ProjectLabels &labels, qint64 questionId) const
{
    const Result<AutomaticSync> sync = planAutomaticSync(labels, questionId);
    if (!sync)
        return Result<int>::failure(sync.error());
    return applyAutomaticSync(*sync);
}

Result<AdjudicationStore::AutomaticSync> AdjudicationStore::planAutomaticSync(const ProjectLabels &labels,
                                                                              qint64 questionId) const
{
    using R = Result<AutomaticSync>;
    AutomaticSync sync;
    sync.current = current(questionId);
    const std::vector<Decision> &all = sync.current;
    std::map<QString, std::vector<const Decision *>> decided;  // DecisionIndex::entry → current rows
    QHash<qint64, QuestionState> states;                        // questions with current decisions
    for (const Decision &decision : all) {
        decided[DecisionIndex::entry(decision.questionId, decision.unitKey)].push_back(&decision);
        states[decision.questionId].current.push_back(&decision);
    }
    QSet<QString> agreed;
    // Each question's units once (AdjudicationQueue::units in its order).
    for (int index = 0; index < int(labels.questions().size()); ++index) {
        const qint64 id = labels.questions()[size_t(index)].id;
        if (questionId != 0 && id != questionId)
            continue;
        // Kept for one question at a time: the units of a million labels
        // weigh as much as the labels.
        const std::vector<AdjudicationUnit> units = AdjudicationQueue::unitsOf(labels, index);
        QuestionState &state = states[id];
        // The live keys matter only to a question with decisions (orphans
        // are decisions whose unit is gone).
        if (!state.current.empty())
            for (const AdjudicationUnit &unit : units)
                state.liveKeys.insert(unit.key);
        for (const AdjudicationUnit &unit : units) {
            if (unit.agreement != UnitAgreement::FullAgreement)
                continue;
            const QString entry = DecisionIndex::entry(unit.questionId, unit.key);
            agreed.insert(entry);
            const auto existing = decided.find(entry);
            if (existing != decided.end()
                && (!existing->second.front()->automatic || existing->second.front()->votes == unit.votesJson(labels)))
                continue;  // a lead's decision stands; an unchanged acceptance too
            Result<Plan> plan = planAutomatic(labels, unit, state);
            if (!plan)
                return R::failure(plan.error());
            sync.plans.push_back(std::move(*plan));
        }
    }
    for (const auto &[entry, rows] : decided) {
        const Decision &front = *rows.front();
        if (front.automatic && !agreed.contains(entry))
            sync.withdrawals.push_back({front.questionId, front.unitKey, front.uuid});
    }
    return sync;
}

Result<int> AdjudicationStore::applyAutomaticSync(const AutomaticSync &sync) const
{
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Result<int>::failure(transaction.error());
    DecisionWriter writer(database, m_actor, currentRubricId());
    int changes = 0;
    for (const AutomaticSync::Withdrawal &withdrawal : sync.withdrawals) {
        // The agreement it accepted is gone: the unit is open again.
        const Result<int> withdrawn = writer.withdraw(withdrawal.questionId, withdrawal.unitKey, withdrawal.uuid);
        if (!withdrawn)
            return withdrawn;
        changes += *withdrawn;
    }
    for (const Plan &plan : sync.plans) {
        if (const Status written = writer.write(plan); !written)
            return Result<int>::failure(written.error());
        changes += int(plan.rows.empty() ? 1 : plan.rows.size());
    }
    if (!transaction.commit())
        return Result<int>::failure(transaction.error());
    return changes;
}

std::vector<Decision> AdjudicationStore::AutomaticSync::after(const ProjectLabels &labels) const
{
    // DecisionWriter::write, in memory: a plan supersedes its unit's rows
    // and its orphans' and adds one row per gold span (one without a span
    // for the other kinds). A plan's unit is live and agreed, so no other
    // plan or withdrawal touches its new rows.
    QSet<QString> superseded;
    for (const Withdrawal &withdrawal : withdrawals)
        superseded.insert(DecisionIndex::entry(withdrawal.questionId, withdrawal.unitKey));
    for (const Plan &plan : plans) {
        superseded.insert(DecisionIndex::entry(plan.questionId, plan.unitKey));
        for (const QString &orphan : plan.orphans)
            superseded.insert(DecisionIndex::entry(plan.questionId, orphan));
    }
    std::vector<Decision> result;
    result.reserve(current.size() + plans.size());
    for (const Decision &decision : current)
        if (superseded.isEmpty() || !superseded.contains(DecisionIndex::entry(decision.questionId, decision.unitKey)))
            result.push_back(decision);
    const size_t kept = result.size();
    // The anchor of a span row: a passage's span or a rater's span, both
    // among the question's labels.
    const auto anchorOf = [&labels](qint64 questionId, qint64 spanId) -> std::optional<SpanAnchor> {
        if (const LabelQuestion *question = labels.question(questionId)) {
            for (const LabelRecord &label : question->labels) {
                if (label.spanId != spanId)
                    continue;
                SpanAnchor anchor;
                anchor.documentId = label.documentId;
                anchor.start = label.start;
                anchor.end = label.end;
                anchor.page = label.page;
                anchor.exact = label.exact;
                anchor.prefix = label.prefix;
                anchor.suffix = label.suffix;
                return anchor;
            }
        }
        return std::nullopt;
    };
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const Plan &plan : plans) {
        std::vector<Plan::GoldRow> rows = plan.rows;
        if (plan.kind != Decision::Kind::Span)
            rows = {Plan::GoldRow()};
        for (const Plan::GoldRow &row : rows) {
            Decision decision;
            decision.questionId = plan.questionId;
            decision.unitKey = plan.unitKey;
            decision.kind = plan.kind;
            if (plan.kind == Decision::Kind::Span) {
                const qint64 from = row.existingSpanId ? row.existingSpanId : row.copyOfSpanId;
                decision.span = from ? anchorOf(plan.questionId, from) : row.anchor;
                decision.spanId = row.existingSpanId ? row.existingSpanId : -1;
                decision.grade = row.grade;
            }
            decision.leadId = plan.leadId;
            decision.reasonCode = plan.reason.code;
            decision.reasonText = plan.reason.text;
            decision.note = plan.note;
            decision.votes = plan.votes;
            decision.automatic = plan.automatic;
            decision.decidedAt = plan.decidedAt.isValid() ? plan.decidedAt : now;
            result.push_back(std::move(decision));
        }
    }
    if (kept < result.size())
        std::stable_sort(result.begin(), result.end(), [](const Decision &a, const Decision &b) {
            return a.questionId != b.questionId ? a.questionId < b.questionId : a.unitKey < b.unitKey;
        });
    return result;
}

Result<Tiebreak> AdjudicationStore::requestTiebreak(qint64 questionId, const QString &unitKey, qint64 annotatorId) const
{
    using R = Result<Tiebreak>;
    const auto loaded = loadQuestion(m_store, questionId);
    if (!loaded)
        return R::failure(loaded.error());
    const ProjectLabels &labels = (*loaded)->labels;
    const LabelQuestion &question = labels.questions()[size_t((*loaded)->index)];
    const AdjudicationUnit *unit = findUnit((*loaded)->units, unitKey);
    if (!unit)
        return R::failure(noUnit(question, unitKey));
    const int annotator = labels.annotatorIndex(annotatorId);
    if (annotator < 0 || labels.annotators()[size_t(annotator)].role == AnnotatorRole::Engineer)
        return R::failure(tr("annotator %1 cannot label (unknown, or an engineer)").arg(annotatorId));
    const QString name = labels.annotators()[size_t(annotator)].name;
    const UnitVote *vote = unit->vote(annotator);
    if (vote && (unit->kind != AdjudicationUnitKind::Passage || vote->grade >= 0))
        return R::failure(tr("%1 already labeled this unit; a tie-break needs someone who did not").arg(name));
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return R::failure(transaction.error());
    Tiebreak tiebreak{0, questionId, unitKey, annotatorId, m_actor, QDateTime::currentDateTimeUtc()};
    const QString at = tiebreak.requestedAt.toString(Qt::ISODateWithMs);
    QSqlQuery insert(database);
    if (!sql::exec(insert, QStringLiteral("INSERT INTO tiebreaks (question_id, unit_key, annotator_id, requested_by, "
                                          "requested_at) VALUES (?, ?, ?, ?, ?)"),
                   {questionId, unitKey, annotatorId, sql::text(m_actor), at}))
        return R::failure(sql::errorText(insert.lastError()).contains(QStringLiteral("UNIQUE"))
                              ? tr("%1 was already asked to break this tie").arg(name)
                              : sql::errorText(insert.lastError()));
    tiebreak.id = insert.lastInsertId().toLongLong();
    QSqlQuery assign(database);
    if (!sql::exec(assign, QStringLiteral("INSERT OR IGNORE INTO assignments (question_id, annotator_id, assigned_by, "
                                          "assigned_at) VALUES (?, ?, ?, ?)"),
                   {questionId, annotatorId, sql::text(m_actor), at}))
        return R::failure(sql::errorText(assign.lastError()));
    m_store.audit(m_actor, QStringLiteral("adjudication.tiebreak"), QStringLiteral("question"), question.uuid,
                  QStringLiteral("unit %1 sent to %2").arg(unitKey, name));
    if (!transaction.commit())
        return R::failure(transaction.error());
    return tiebreak;
}

std::vector<Tiebreak> AdjudicationStore::tiebreaks(qint64 annotatorId) const
{
    std::vector<Tiebreak> result;
    QSqlQuery query(m_store.database());
    sql::exec(query, QStringLiteral("SELECT id, question_id, unit_key, annotator_id, requested_by, requested_at FROM tiebreaks")
                         + (annotatorId ? QStringLiteral(" WHERE annotator_id = ?") : QString()) + QStringLiteral(" ORDER BY id"),
              annotatorId ? QVariantList{annotatorId} : QVariantList{});
    while (query.next())
        result.push_back({query.value(0).toLongLong(), query.value(1).toLongLong(), query.value(2).toString(),
                          query.value(3).toLongLong(), query.value(4).toString(), sql::parseTime(query.value(5))});
    return result;
}

Result<QJsonObject> AdjudicationStore::rubricExample(qint64 questionId, const QString &unitKey) const
{
    using R = Result<QJsonObject>;
    const std::vector<Decision> rows = select(
        QStringLiteral("WHERE a.question_id = ? AND a.unit_key = ? AND a.superseded_at IS NULL ORDER BY a.id"),
        {questionId, unitKey});
    if (rows.empty())
        return R::failure(tr("unit “%1” is not adjudicated yet").arg(unitKey));
    const Decision &gold = rows.front();
    if (gold.kind != Decision::Kind::Span || !gold.span)
        return R::failure(tr("a rubric example needs a graded gold passage (the decision was “%1”)")
                              .arg(Decision::kindKey(gold.kind)));
    QSqlQuery question(m_store.database());
    sql::exec(question, QStringLiteral("SELECT q.text, q.external_id, d.sha256 FROM questions q, documents d "
                                       "WHERE q.id = ? AND d.id = ?"),
              {questionId, gold.span->documentId});
    if (!question.next())
        return R::failure(tr("there is no question %1").arg(questionId));
    return QJsonObject{{QStringLiteral("question"), question.value(0).toString()},
                       {QStringLiteral("question_id"), question.value(1).toString()},
                       {QStringLiteral("passage"), gold.span->exact},
                       {QStringLiteral("document_sha256"), question.value(2).toString()},
                       {QStringLiteral("grade"), gold.grade},
                       {QStringLiteral("reason_code"), gold.reasonCode},
                       {QStringLiteral("reason"), gold.reasonText},
                       {QStringLiteral("note"), gold.note},
                       {QStringLiteral("unit"), unitKey}};
}

Result<Rubric> AdjudicationStore::addRubricExample(qint64 questionId, const QString &unitKey) const
{
    const Result<QJsonObject> example = rubricExample(questionId, unitKey);
    if (!example)
        return Result<Rubric>::failure(example.error());
    return RubricStore(m_store, m_actor).addExample(example->value(QStringLiteral("grade")).toInt(), *example);
}

} // namespace touchstone
