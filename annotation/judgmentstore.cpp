#include "judgmentstore.h"

#include "projectstore.h"
#include "spanrows.h"
#include "sqlhelpers.h"
#include "transaction.h"
#include "metrics/argtext.h"

namespace touchstone {

namespace {

const QString kSelect = QStringLiteral(
    "SELECT j.id, j.uuid, j.annotator_id, j.question_id, j.kind, j.span_id, j.passage_id, j.grade, j.note, "
    "j.rubric_id, j.created_at, j.updated_at, ") + SpanRows::columns(QStringLiteral("s")) + QStringLiteral(
    " FROM judgments j LEFT JOIN spans s ON s.id = j.span_id ");

Judgment readJudgment(const QSqlQuery &query)
{
    Judgment judgment;
    judgment.id = query.value(0).toLongLong();
    judgment.uuid = query.value(1).toString();
    judgment.annotatorId = query.value(2).toLongLong();
    judgment.questionId = query.value(3).toLongLong();
    judgmentKindFromKey(query.value(4).toString(), &judgment.kind);
    judgment.spanId = query.value(5).toLongLong();
    judgment.passageId = query.value(6).toLongLong();
    judgment.grade = query.value(7).isNull() ? -1 : query.value(7).toInt();
    judgment.note = query.value(8).toString();
    judgment.rubricId = query.value(9).toLongLong();
    judgment.createdAt = sql::parseTime(query.value(10));
    judgment.updatedAt = sql::parseTime(query.value(11));
    if (judgment.spanId != 0)
        judgment.span = SpanRows::read(query, 12);
    return judgment;
}

QVariant optionalId(qint64 id)
{
    return id == 0 ? QVariant() : QVariant(id);
}

} // namespace

JudgmentStore::JudgmentStore(const ProjectStore &store, QString actor)
    : m_store(store)
    , m_actor(std::move(actor))
{
}

std::vector<Judgment> JudgmentStore::select(const QString &where, const QVariantList &values) const
{
    std::vector<Judgment> judgments;
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    sql::exec(query, kSelect + where, values);
    while (query.next())
        judgments.push_back(readJudgment(query));
    return judgments;
}

std::optional<Judgment> JudgmentStore::byId(qint64 id) const
{
    auto found = select(QStringLiteral("WHERE j.id = ?"), {id});
    return found.empty() ? std::nullopt : std::optional<Judgment>(found.front());
}

std::optional<Judgment> JudgmentStore::byUuid(const QString &uuid) const
{
    auto found = select(QStringLiteral("WHERE j.uuid = ?"), {uuid});
    return found.empty() ? std::nullopt : std::optional<Judgment>(found.front());
}

std::vector<Judgment> JudgmentStore::forQuestion(qint64 questionId, qint64 annotatorId) const
{
    if (annotatorId == 0)
        return select(QStringLiteral("WHERE j.question_id = ? ORDER BY s.document_id, s.start_offset, j.id"), {questionId});
    return select(QStringLiteral("WHERE j.question_id = ? AND j.annotator_id = ? ORDER BY s.document_id, s.start_offset, j.id"),
                  {questionId, annotatorId});
}

std::vector<Judgment> JudgmentStore::forAnnotator(qint64 annotatorId) const
{
    return select(QStringLiteral("WHERE j.annotator_id = ? ORDER BY j.question_id, j.id"), {annotatorId});
}

std::vector<Judgment> JudgmentStore::all() const
{
    return select(QStringLiteral("ORDER BY j.id"), {});
}

int JudgmentStore::count() const
{
    QSqlQuery query(m_store.database());
    query.exec(QStringLiteral("SELECT count(*) FROM judgments"));
    return query.next() ? query.value(0).toInt() : 0;
}

bool JudgmentStore::insertSpan(QSqlDatabase &database, const SpanAnchor &span, const QString &uuid, qint64 *spanId,
                               QString *error) const
{
    *spanId = SpanRows::insert(database, span, uuid, error);
    return *spanId != 0;
}

Result<Judgment> JudgmentStore::insert(Judgment judgment, const QString &auditAction) const
{
    if (judgment.kind != JudgmentKind::Unanswerable && !isValidGrade(judgment.grade))
        return Result<Judgment>::failure(tr("grade %1 is not one of 0, 1, 2, 3").arg(judgment.grade));
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Result<Judgment>::failure(transaction.error());
    if (judgment.uuid.isEmpty())
        judgment.uuid = sql::newUuid();
    if (!judgment.createdAt.isValid())
        judgment.createdAt = QDateTime::currentDateTimeUtc();
    if (!judgment.updatedAt.isValid())
        judgment.updatedAt = judgment.createdAt;
    QString error;
    if (judgment.kind == JudgmentKind::Span) {
        if (!judgment.span || !insertSpan(database, *judgment.span, judgment.uuid, &judgment.spanId, &error))
            return Result<Judgment>::failure(error.isEmpty() ? tr("a span label needs a span") : error);
    }
    QSqlQuery insert(database);
    if (!sql::exec(insert,
                   QStringLiteral("INSERT INTO judgments (uuid, annotator_id, question_id, kind, span_id, passage_id, "
                                  "grade, note, rubric_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                   {judgment.uuid, judgment.annotatorId, judgment.questionId, judgmentKindKey(judgment.kind),
                    optionalId(judgment.spanId), optionalId(judgment.passageId),
                    judgment.kind == JudgmentKind::Unanswerable ? QVariant() : QVariant(judgment.grade),
                    sql::text(judgment.note), optionalId(judgment.rubricId),
                    judgment.createdAt.toUTC().toString(Qt::ISODateWithMs),
                    judgment.updatedAt.toUTC().toString(Qt::ISODateWithMs)})) {
        const QString message = sql::errorText(insert.lastError());
        if (message.contains(QStringLiteral("UNIQUE")) && judgment.kind == JudgmentKind::Unanswerable)
            return Result<Judgment>::failure(tr("this annotator already marked the question unanswerable"));
        return Result<Judgment>::failure(tr("cannot store the label: %1").arg(message));
    }
    judgment.id = insert.lastInsertId().toLongLong();
    m_store.audit(m_actor, auditAction, QStringLiteral("judgment"), judgment.uuid,
                  judgment.kind == JudgmentKind::Unanswerable ? QStringLiteral("unanswerable")
                                                              : QStringLiteral("grade %1").arg(judgment.grade));
    if (!transaction.commit())
        return Result<Judgment>::failure(transaction.error());
    return judgment;
}

Result<Judgment> JudgmentStore::addSpan(qint64 annotatorId, qint64 questionId, const SpanAnchor &span, int grade,
                                        const QString &note, qint64 rubricId, const QString &uuid) const
{
    Judgment judgment;
    judgment.uuid = uuid;
    judgment.annotatorId = annotatorId;
    judgment.questionId = questionId;
    judgment.kind = JudgmentKind::Span;
    judgment.span = span;
    judgment.grade = grade;
    judgment.note = note;
    judgment.rubricId = rubricId;
    return insert(judgment, QStringLiteral("judgment.add"));
}

bool JudgmentStore::passageSpan(qint64 passageId, qint64 questionId, qint64 *spanId) const
{
    QSqlQuery passage(m_store.database());
    sql::exec(passage, QStringLiteral("SELECT span_id FROM passages WHERE id = ? AND question_id = ?"),
              {passageId, questionId});
    if (!passage.next())
        return false;
    *spanId = passage.value(0).toLongLong();
    return true;
}

Result<Judgment> JudgmentStore::gradePassage(qint64 annotatorId, qint64 questionId, qint64 passageId, int grade,
                                             const QString &note, qint64 rubricId) const
{
    if (!isValidGrade(grade))
        return Result<Judgment>::failure(tr("grade %1 is not one of 0, 1, 2, 3").arg(grade));
    const auto existing = select(QStringLiteral("WHERE j.annotator_id = ? AND j.passage_id = ?"), {annotatorId, passageId});
    if (!existing.empty()) {
        // Regrading is one action: grade and note change together or not at all.
        Transaction transaction(m_store.database());
        if (!transaction.isActive())
            return Result<Judgment>::failure(transaction.error());
        if (const Status updated = setGrade(existing.front().id, grade); !updated)
            return Result<Judgment>::failure(updated.error());
        if (!note.isEmpty() && note != existing.front().note) {
            if (const Status noted = setNote(existing.front().id, note); !noted)
                return Result<Judgment>::failure(noted.error());
        }
        if (!transaction.commit())
            return Result<Judgment>::failure(transaction.error());
        return *byId(existing.front().id);
    }
    Judgment judgment;
    if (!passageSpan(passageId, questionId, &judgment.spanId))
        return Result<Judgment>::failure(tr("passage %1 is not a candidate of this question").arg(passageId));
    judgment.annotatorId = annotatorId;
    judgment.questionId = questionId;
    judgment.kind = JudgmentKind::Passage;
    judgment.passageId = passageId;
    judgment.grade = grade;
    judgment.note = note;
    judgment.rubricId = rubricId;
    Result<Judgment> stored = insert(judgment, QStringLiteral("judgment.grade_passage"));
    if (!stored)
        return stored;
    return *byId(stored->id);
}

Result<Judgment> JudgmentStore::markUnanswerable(qint64 annotatorId, qint64 questionId, const QString &note,
                                                 qint64 rubricId, const QString &uuid) const
{
    Judgment judgment;
    judgment.uuid = uuid;
    judgment.annotatorId = annotatorId;
    judgment.questionId = questionId;
    judgment.kind = JudgmentKind::Unanswerable;
    judgment.note = note;
    judgment.rubricId = rubricId;
    return insert(judgment, QStringLiteral("judgment.unanswerable"));
}

Status JudgmentStore::update(qint64 judgmentId, const QString &column, const QVariant &value, const QString &action,
                             const QString &detail) const
{
    const auto judgment = byId(judgmentId);
    if (!judgment)
        return Status::failure(tr("the label no longer exists"));
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    QSqlQuery update(database);
    if (!sql::exec(update, QStringLiteral("UPDATE judgments SET ") + column + QStringLiteral(" = ?, updated_at = ? WHERE id = ?"),
                   {value, sql::now(), judgmentId}))
        return Status::failure(sql::errorText(update.lastError()));
    m_store.audit(m_actor, action, QStringLiteral("judgment"), judgment->uuid, detail);
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

Status JudgmentStore::setGrade(qint64 judgmentId, int grade) const
{
    if (!isValidGrade(grade))
        return Status::failure(tr("grade %1 is not one of 0, 1, 2, 3").arg(grade));
    const auto judgment = byId(judgmentId);
    if (judgment && judgment->kind == JudgmentKind::Unanswerable)
        return Status::failure(tr("an “unanswerable” label has no grade"));
    return update(judgmentId, QStringLiteral("grade"), grade, QStringLiteral("judgment.grade"),
                  QStringLiteral("%1 -> %2").arg(argText(judgment ? judgment->grade : -1), argText(grade)));
}

Status JudgmentStore::setNote(qint64 judgmentId, const QString &note) const
{
    return update(judgmentId, QStringLiteral("note"), sql::text(note), QStringLiteral("judgment.note"), QString());
}

Status JudgmentStore::setSpan(qint64 judgmentId, const SpanAnchor &span) const
{
    const auto judgment = byId(judgmentId);
    if (!judgment)
        return Status::failure(tr("the label no longer exists"));
    if (judgment->kind != JudgmentKind::Span)
        return Status::failure(tr("only a highlight's edges can move"));
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    QString error;
    if (!SpanRows::update(database, judgment->spanId, span, &error))
        return Status::failure(error);
    QSqlQuery touch(database);
    sql::exec(touch, QStringLiteral("UPDATE judgments SET updated_at = ? WHERE id = ?"), {sql::now(), judgmentId});
    m_store.audit(m_actor, QStringLiteral("judgment.span"), QStringLiteral("judgment"), judgment->uuid,
                  QStringLiteral("%1-%2 -> %3-%4").arg(argText(judgment->span->start), argText(judgment->span->end), argText(span.start), argText(span.end)));
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

Status JudgmentStore::remove(qint64 judgmentId) const
{
    const auto judgment = byId(judgmentId);
    if (!judgment)
        return Status::failure(tr("the label no longer exists"));
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    QSqlQuery remove(database);
    if (!sql::exec(remove, QStringLiteral("DELETE FROM judgments WHERE id = ?"), {judgmentId}))
        return Status::failure(sql::errorText(remove.lastError()));
    if (judgment->kind == JudgmentKind::Span) {
        if (const Status removed = SpanRows(database).remove(judgment->spanId); !removed)
            return removed;
    }
    m_store.audit(m_actor, QStringLiteral("judgment.delete"), QStringLiteral("judgment"), judgment->uuid,
                  QStringLiteral("grade %1").arg(judgment->grade));
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

Result<Judgment> JudgmentStore::restore(const Judgment &judgment) const
{
    Judgment copy = judgment;
    copy.id = 0;
    if (copy.kind == JudgmentKind::Span)
        copy.spanId = 0;
    return insert(copy, QStringLiteral("judgment.restore"));
}

Result<Judgment> JudgmentStore::insertImported(Judgment judgment) const
{
    judgment.id = 0;
    if (judgment.kind == JudgmentKind::Span)
        judgment.spanId = 0;
    if (judgment.kind == JudgmentKind::Passage
        && !passageSpan(judgment.passageId, judgment.questionId, &judgment.spanId))
        return Result<Judgment>::failure(tr("passage %1 is not a candidate of this question").arg(judgment.passageId));
    return insert(judgment, QStringLiteral("judgment.import"));
}

Status JudgmentStore::overwrite(const Judgment &incoming) const
{
    const auto existing = byUuid(incoming.uuid);
    if (!existing)
        return Status::failure(tr("no label %1").arg(incoming.uuid));
    if (existing->annotatorId != incoming.annotatorId || existing->questionId != incoming.questionId
        || existing->kind != incoming.kind || existing->passageId != incoming.passageId)
        return Status::failure(tr("label %1 belongs to another annotator, question or passage").arg(incoming.uuid));
    if (incoming.kind != JudgmentKind::Unanswerable && !isValidGrade(incoming.grade))
        return Status::failure(tr("grade %1 is not one of 0, 1, 2, 3").arg(incoming.grade));
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    if (incoming.kind == JudgmentKind::Span && incoming.span) {
        QString error;
        if (!SpanRows::update(database, existing->spanId, *incoming.span, &error))
            return Status::failure(error);
    }
    QSqlQuery update(database);
    if (!sql::exec(update, QStringLiteral("UPDATE judgments SET grade = ?, note = ?, rubric_id = ?, updated_at = ? "
                                          "WHERE id = ?"),
                   {incoming.kind == JudgmentKind::Unanswerable ? QVariant() : QVariant(incoming.grade),
                    sql::text(incoming.note), optionalId(incoming.rubricId),
                    (incoming.updatedAt.isValid() ? incoming.updatedAt : QDateTime::currentDateTimeUtc())
                        .toUTC().toString(Qt::ISODateWithMs),
                    existing->id}))
        return Status::failure(sql::errorText(update.lastError()));
    m_store.audit(m_actor, QStringLiteral("judgment.merge"), QStringLiteral("judgment"), incoming.uuid,
                  QStringLiteral("grade %1 -> %2").arg(argText(existing->grade), argText(incoming.grade)));
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

} // namespace touchstone
