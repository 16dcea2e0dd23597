#include "runstore.h"

#include "projectstore.h"
#include "sqlhelpers.h"
#include "transaction.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace touchstone {

namespace {

const QString kRunColumns = QStringLiteral(
    "r.id, r.uuid, r.name, r.version_id, v.version, r.format, r.level, r.source_file, r.file_sha256, r.tag, "
    "r.config, r.config_sha256, r.has_prererank, r.item_count, r.imported_at, r.imported_by, "
    "(SELECT count(*) FROM run_questions q WHERE q.run_id = r.id) "
    "FROM runs r JOIN golden_versions v ON v.id = r.version_id ");

RunInfo readRun(const QSqlQuery &query)
{
    RunInfo run;
    run.id = query.value(0).toLongLong();
    run.uuid = query.value(1).toString();
    run.name = query.value(2).toString();
    run.versionId = query.value(3).toLongLong();
    run.version = query.value(4).toString();
    runFormatFromKey(query.value(5).toString(), &run.format);
    runLevelFromKey(query.value(6).toString(), &run.level);
    run.sourceFile = query.value(7).toString();
    run.fileSha256 = query.value(8).toString();
    run.tag = query.value(9).toString();
    run.config = query.value(10).toString();
    run.configSha256 = query.value(11).toString();
    run.hasPrererank = query.value(12).toBool();
    run.itemCount = query.value(13).toInt();
    run.importedAt = sql::parseTime(query.value(14));
    run.importedBy = query.value(15).toString();
    run.questionCount = query.value(16).toInt();
    return run;
}

std::optional<double> optionalDouble(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<double>(value.toDouble());
}

std::optional<double> optionalJson(const QJsonValue &value)
{
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

} // namespace

RunStore::RunStore(const ProjectStore &store)
    : m_store(store)
{
}

std::vector<RunInfo> RunStore::select(const QString &where, const QVariantList &values) const
{
    std::vector<RunInfo> runs;
    QSqlQuery query(m_store.database());
    sql::exec(query, QStringLiteral("SELECT ") + kRunColumns + where, values);
    while (query.next())
        runs.push_back(readRun(query));
    return runs;
}

std::vector<RunInfo> RunStore::runs() const
{
    return select(QStringLiteral("ORDER BY r.id"), {});
}

std::optional<RunInfo> RunStore::byName(const QString &name) const
{
    auto runs = select(QStringLiteral("WHERE r.name = ?"), {name});
    return runs.empty() ? std::nullopt : std::optional<RunInfo>(runs.front());
}

std::optional<RunInfo> RunStore::byId(qint64 id) const
{
    auto runs = select(QStringLiteral("WHERE r.id = ?"), {id});
    return runs.empty() ? std::nullopt : std::optional<RunInfo>(runs.front());
}

std::vector<RunListEntry> RunStore::list() const
{
    std::vector<RunListEntry> entries;
    for (const RunInfo &run : runs()) {
        RunListEntry entry;
        entry.run = run;
        QSqlQuery query(m_store.database());
        sql::exec(query, QStringLiteral("SELECT settings, summary FROM evaluations WHERE run_id = ? "
                                        "ORDER BY computed_at DESC, id DESC LIMIT 1"),
                  {run.id});
        if (query.next()) {
            entry.settings = query.value(0).toString();
            const QJsonObject summary = QJsonDocument::fromJson(query.value(1).toString().toUtf8()).object();
            entry.primaryMetric = summary.value(QStringLiteral("primary_metric")).toString();
            entry.primary = optionalJson(summary.value(QStringLiteral("primary")));
            entry.recallAt10 = optionalJson(summary.value(QStringLiteral("recall@10")));
            entry.judgedAt10 = optionalJson(summary.value(QStringLiteral("judged@10")));
            entry.judgedWarning = summary.value(QStringLiteral("judged_warning")).toBool();
            entry.answerable = summary.value(QStringLiteral("answerable")).toInt();
            entry.unanswerable = summary.value(QStringLiteral("unanswerable")).toInt();
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

Result<std::vector<RunStore::QuestionLists>> RunStore::lists(qint64 runId) const
{
    using R = Result<std::vector<QuestionLists>>;
    std::vector<QuestionLists> lists;
    QSqlQuery questions(m_store.database());
    questions.setForwardOnly(true);
    if (!sql::exec(questions, QStringLiteral("SELECT id, question_uuid FROM run_questions WHERE run_id = ? ORDER BY id"),
                   {runId}))
        return R::failure(sql::errorText(questions.lastError()));
    while (questions.next()) {
        QuestionLists entry;
        entry.runQuestionId = questions.value(0).toLongLong();
        entry.questionUuid = questions.value(1).toString();
        entry.lists.runQuestionId = entry.runQuestionId;
        lists.push_back(std::move(entry));
    }
    if (lists.empty())
        return lists;
    const qint64 firstId = lists.front().runQuestionId;
    QSqlQuery items(m_store.database());
    items.setForwardOnly(true);
    // run_questions ids of one run are consecutive: they are inserted in one
    // transaction, so the index is id - first id.
    if (!sql::exec(items, QStringLiteral("SELECT i.run_question_id, i.stage, i.document_id, i.start_offset, "
                                         "i.end_offset, i.rank FROM run_items i JOIN run_questions q ON q.id = "
                                         "i.run_question_id WHERE q.run_id = ? ORDER BY i.run_question_id, i.stage, "
                                         "i.rank"),
                   {runId}))
        return R::failure(sql::errorText(items.lastError()));
    while (items.next()) {
        const qint64 index = items.value(0).toLongLong() - firstId;
        if (index < 0 || index >= qint64(lists.size()) || lists[size_t(index)].runQuestionId != items.value(0).toLongLong())
            return R::failure(tr("run %1: its questions are not stored contiguously").arg(runId));
        RetrievedItem item;
        item.documentId = items.value(2).toLongLong();
        item.rank = items.value(5).toInt();
        if (!items.value(3).isNull()) {
            item.start = items.value(3).toInt();
            item.end = items.value(4).toInt();
        }
        QuestionRun &run = lists[size_t(index)].lists;
        (items.value(1).toString() == QLatin1String("final") ? run.final : run.prererank).push_back(item);
    }
    return lists;
}

std::vector<RunItem> RunStore::items(qint64 runId, const QString &questionUuid) const
{
    std::vector<RunItem> items;
    QSqlQuery query(m_store.database());
    sql::exec(query, QStringLiteral("SELECT i.stage, i.rank, i.document_id, i.start_offset, i.end_offset, i.score, "
                                    "i.text FROM run_items i JOIN run_questions q ON q.id = i.run_question_id "
                                    "WHERE q.run_id = ? AND q.question_uuid = ? ORDER BY i.stage, i.rank"),
              {runId, questionUuid});
    while (query.next()) {
        RunItem item;
        runStageFromKey(query.value(0).toString(), &item.stage);
        item.rank = query.value(1).toInt();
        item.documentId = query.value(2).toLongLong();
        if (!query.value(3).isNull()) {
            item.start = query.value(3).toInt();
            item.end = query.value(4).toInt();
        }
        item.score = optionalDouble(query.value(5));
        item.text = query.value(6).toString();
        items.push_back(std::move(item));
    }
    return items;
}

RunQuestionPage RunStore::questions(const RunQuestionQuery &request) const
{
    RunQuestionPage page;
    QString settings = request.settings;
    if (settings.isEmpty()) {
        QSqlQuery latest(m_store.database());
        sql::exec(latest, QStringLiteral("SELECT settings FROM evaluations WHERE run_id = ? "
                                         "ORDER BY computed_at DESC, id DESC LIMIT 1"),
                  {request.runId});
        if (latest.next())
            settings = latest.value(0).toString();
    }
    const bool byId = request.sortMetric.isEmpty() || request.sortMetric == QLatin1String("id");
    QString from = QStringLiteral(
        "FROM run_questions q LEFT JOIN evaluations e ON e.run_id = q.run_id AND e.settings = ? "
        "LEFT JOIN eval_values v ON v.evaluation_id = e.id AND v.run_question_id = q.id AND v.metric = ? "
        "AND v.trial = 0 WHERE q.run_id = ?");
    QVariantList values{settings, byId ? QStringLiteral("ndcg@10") : request.sortMetric, request.runId};
    if (!request.stratum.isEmpty()) {
        from += QStringLiteral(" AND q.stratum = ?");
        values << request.stratum;
    }
    if (!request.search.isEmpty()) {
        from += QStringLiteral(" AND instr(q.external_id, ?) > 0");
        values << request.search;
    }
    if (request.answerableOnly)
        from += QStringLiteral(" AND q.answerable = 1");
    if (request.maximum) {
        from += QStringLiteral(" AND v.value <= ?");
        values << *request.maximum;
    }
    QSqlQuery count(m_store.database());
    if (sql::exec(count, QStringLiteral("SELECT count(*) ") + from, values) && count.next())
        page.total = count.value(0).toInt();
    const QString direction = request.descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    const QString order = byId ? QStringLiteral(" ORDER BY q.external_id") + direction
                               : QStringLiteral(" ORDER BY v.value IS NULL, v.value") + direction
                                     + QStringLiteral(", q.external_id");
    QSqlQuery query(m_store.database());
    sql::exec(query,
              QStringLiteral("SELECT q.id, q.question_uuid, q.external_id, q.stratum, q.answerable, q.item_count, "
                             "v.value, v.judged_fraction ")
                  + from + order + QStringLiteral(" LIMIT ? OFFSET ?"),
              values + QVariantList{request.limit, request.offset});
    while (query.next()) {
        RunQuestionRow row;
        row.runQuestionId = query.value(0).toLongLong();
        row.questionUuid = query.value(1).toString();
        row.externalId = query.value(2).toString();
        row.stratum = query.value(3).toString();
        row.answerable = query.value(4).toBool();
        row.itemCount = query.value(5).toInt();
        row.value = optionalDouble(query.value(6));
        row.judged = optionalDouble(query.value(7));
        page.rows.push_back(std::move(row));
    }
    return page;
}

Status RunStore::remove(qint64 runId, const QString &actor) const
{
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    QSqlQuery query(database);
    if (!sql::exec(query, QStringLiteral("DELETE FROM evaluations WHERE run_id = ?"), {runId})
        || !sql::exec(query, QStringLiteral("DELETE FROM runs WHERE id = ?"), {runId}))
        return Status::failure(sql::errorText(query.lastError()));
    m_store.audit(actor, QStringLiteral("run.remove"), QStringLiteral("run"), QString::number(runId));
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

} // namespace touchstone
