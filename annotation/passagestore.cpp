#include "passagestore.h"

#include "projectstore.h"
#include "spanrows.h"
#include "sqlhelpers.h"
#include "transaction.h"
#include "metrics/argtext.h"

namespace touchstone {

namespace {

const QString kSelect = QStringLiteral(
    "SELECT p.id, p.uuid, p.question_id, p.span_id, p.source, p.position, ") + SpanRows::columns(QStringLiteral("s"))
    + QStringLiteral(" FROM passages p JOIN spans s ON s.id = p.span_id ");

Passage readPassage(const QSqlQuery &query)
{
    Passage passage;
    passage.id = query.value(0).toLongLong();
    passage.uuid = query.value(1).toString();
    passage.questionId = query.value(2).toLongLong();
    passage.spanId = query.value(3).toLongLong();
    passage.source = query.value(4).toString();
    passage.position = query.value(5).toInt();
    passage.span = SpanRows::read(query, 6);
    return passage;
}

} // namespace

PassageStore::PassageStore(const ProjectStore &store, QString actor)
    : m_store(store)
    , m_actor(std::move(actor))
{
}

std::vector<Passage> PassageStore::forQuestion(qint64 questionId) const
{
    std::vector<Passage> passages;
    QSqlQuery query(m_store.database());
    sql::exec(query, kSelect + QStringLiteral("WHERE p.question_id = ? ORDER BY p.position"), {questionId});
    while (query.next())
        passages.push_back(readPassage(query));
    return passages;
}

std::optional<Passage> PassageStore::byUuid(const QString &uuid) const
{
    QSqlQuery query(m_store.database());
    if (sql::exec(query, kSelect + QStringLiteral("WHERE p.uuid = ?"), {uuid}) && query.next())
        return readPassage(query);
    return std::nullopt;
}

QHash<qint64, int> PassageStore::ungradedByQuestion(qint64 annotatorId) const
{
    QHash<qint64, int> ungraded;
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    sql::exec(query, QStringLiteral("SELECT p.question_id, count(*) FROM passages p WHERE NOT EXISTS "
                                    "(SELECT 1 FROM judgments j WHERE j.annotator_id = ? AND j.passage_id = p.id) "
                                    "GROUP BY p.question_id"),
              {annotatorId});
    while (query.next())
        ungraded.insert(query.value(0).toLongLong(), query.value(1).toInt());
    return ungraded;
}

std::vector<Passage> PassageStore::all() const
{
    std::vector<Passage> passages;
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.exec(kSelect + QStringLiteral("ORDER BY p.question_id, p.position"));
    while (query.next())
        passages.push_back(readPassage(query));
    return passages;
}

Result<int> PassageStore::enqueue(qint64 questionId, const std::vector<SpanAnchor> &spans, const QString &source) const
{
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Result<int>::failure(transaction.error());
    QSqlQuery position(database);
    sql::exec(position, QStringLiteral("SELECT coalesce(max(position), -1) + 1 FROM passages WHERE question_id = ?"), {questionId});
    int next = position.next() ? position.value(0).toInt() : 0;
    int added = 0;
    for (const SpanAnchor &span : spans) {
        QSqlQuery existing(database);
        sql::exec(existing, QStringLiteral("SELECT 1 FROM passages p JOIN spans s ON s.id = p.span_id WHERE p.question_id = ? "
                                           "AND s.document_id = ? AND s.start_offset = ? AND s.end_offset = ?"),
                  {questionId, span.documentId, span.start, span.end});
        if (existing.next())
            continue;
        const QString uuid = sql::newUuid();
        QString error;
        const qint64 spanId = SpanRows::insert(database, span, uuid, &error);
        if (spanId == 0)
            return Result<int>::failure(error);
        QSqlQuery insert(database);
        if (!sql::exec(insert, QStringLiteral("INSERT INTO passages (uuid, question_id, span_id, source, position) "
                                              "VALUES (?, ?, ?, ?, ?)"),
                       {uuid, questionId, spanId, sql::text(source), next++}))
            return Result<int>::failure(sql::errorText(insert.lastError()));
        ++added;
    }
    m_store.audit(m_actor, QStringLiteral("passage.enqueue"), QStringLiteral("question"), QString::number(questionId),
                  QStringLiteral("%1 from %2").arg(argText(added), argText(source)));
    if (!transaction.commit())
        return Result<int>::failure(transaction.error());
    return added;
}

Result<Passage> PassageStore::addImported(qint64 questionId, const SpanAnchor &span, const QString &source,
                                          const QString &uuid) const
{
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Result<Passage>::failure(transaction.error());
    QSqlQuery position(database);
    sql::exec(position, QStringLiteral("SELECT coalesce(max(position), -1) + 1 FROM passages WHERE question_id = ?"),
              {questionId});
    Passage passage;
    passage.uuid = uuid.isEmpty() ? sql::newUuid() : uuid;
    passage.questionId = questionId;
    passage.span = span;
    passage.source = source;
    passage.position = position.next() ? position.value(0).toInt() : 0;
    QString error;
    passage.spanId = SpanRows::insert(database, span, passage.uuid, &error);
    if (passage.spanId == 0)
        return Result<Passage>::failure(tr("cannot store passage %1: %2").arg(passage.uuid, error));
    QSqlQuery insert(database);
    if (!sql::exec(insert, QStringLiteral("INSERT INTO passages (uuid, question_id, span_id, source, position) "
                                          "VALUES (?, ?, ?, ?, ?)"),
                   {passage.uuid, questionId, passage.spanId, sql::text(source), passage.position}))
        return Result<Passage>::failure(tr("cannot store passage %1: %2").arg(passage.uuid, sql::errorText(insert.lastError())));
    passage.id = insert.lastInsertId().toLongLong();
    m_store.audit(m_actor, QStringLiteral("passage.import"), QStringLiteral("passage"), passage.uuid,
                  QStringLiteral("question %1").arg(questionId));
    if (!transaction.commit())
        return Result<Passage>::failure(transaction.error());
    return passage;
}

} // namespace touchstone
