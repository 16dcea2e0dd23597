#include "runstore.h"

#include "projectstore.h"
#include "sqlhelpers.h"
#include "transaction.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <map>

namespace touchstone {

namespace {

const QString kRunColumns = QStringLiteral(
    "r.id, r.uuid, r.name, r.version_id, v.version, r.format, r.level, r.source_file, r.file_sha256, r.tag, "
    "r.config, r.config_sha256, r.has_prererank, r.item_count, r.imported_at, r.imported_by, "
    // A run's question ids are consecutive in external-id order (RunImporter):
    // two index probes instead of counting a million rows.
    "coalesce((SELECT id FROM run_questions q WHERE q.run_id = r.id ORDER BY q.external_id DESC LIMIT 1) "
    "- (SELECT id FROM run_questions q WHERE q.run_id = r.id ORDER BY q.external_id LIMIT 1) + 1, 0) "
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

std::optional<double> RunListEntry::mean(const QString &metric) const
{
    const auto found = means.find(metric);
    return found == means.end() ? std::nullopt : found->second;
}

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
            const QJsonObject means = summary.value(QStringLiteral("means")).toObject();
            for (auto mean = means.begin(); mean != means.end(); ++mean)
                entry.means.emplace(mean.key(), optionalJson(mean.value()));
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

namespace {

struct EvaluationRef
{
    qint64 id = 0; // 0: the run has no evaluation of these settings
    QString settings;
};

EvaluationRef evaluationOf(const QSqlDatabase &database, qint64 runId, const QString &settings)
{
    QSqlQuery query(database);
    if (settings.isEmpty())
        sql::exec(query, QStringLiteral("SELECT id, settings FROM evaluations WHERE run_id = ? "
                                        "ORDER BY computed_at DESC, id DESC LIMIT 1"),
                  {runId});
    else
        sql::exec(query, QStringLiteral("SELECT id, settings FROM evaluations WHERE run_id = ? AND settings = ?"),
                  {runId, settings});
    if (!query.next())
        return {};
    return {query.value(0).toLongLong(), query.value(1).toString()};
}

// The first and last id of a run's questions, from the (run_id,
// external_id) index: ids follow external-id order within a run.
std::pair<qint64, qint64> questionRange(const QSqlDatabase &database, qint64 runId)
{
    QSqlQuery query(database);
    sql::exec(query, QStringLiteral("SELECT (SELECT id FROM run_questions WHERE run_id = ? ORDER BY external_id LIMIT 1), "
                                    "(SELECT id FROM run_questions WHERE run_id = ? ORDER BY external_id DESC LIMIT 1)"),
              {runId, runId});
    if (!query.next() || query.value(0).isNull())
        return {1, 0};
    return {query.value(0).toLongLong(), query.value(1).toLongLong()};
}

// FROM and WHERE of a page query with their values in binding order. `v`
// is the sort metric's value, `f` the failing metric's.
struct QuestionSource
{
    QString sql;
    QVariantList values;
    bool filtered = false; // anything beyond the run itself
};

// Which of a run's questions a source reads.
enum class Rows {
    All,      // every question in the key range (with its value, if any)
    Valued,   // questions with a value of the metric, read from the eval_values_sort index in value order
    Unvalued, // questions without one (no row, or NULL)
};

// `forCount`: leaves out the sort value unless a condition reads it (SQLite
// would still look it up for every row).
QuestionSource questionSource(const RunQuestionQuery &request, qint64 evaluationId, const QString &metric,
                              std::pair<qint64, qint64> range, bool forCount, Rows rows = Rows::All)
{
    QuestionSource source;
    if (rows == Rows::Valued) {
        // The values first (CROSS JOIN keeps them the outer loop): the
        // index hands them over sorted, and a page stops after its rows.
        source.sql = QStringLiteral("FROM eval_values v CROSS JOIN run_questions q ON q.id = v.run_question_id ");
    } else {
        source.sql = QStringLiteral("FROM run_questions q ");
        if (!forCount || request.maximum || rows == Rows::Unvalued) {
            source.sql += QStringLiteral("LEFT JOIN eval_values v ON v.evaluation_id = ? AND v.run_question_id = q.id "
                                         "AND v.metric = ? AND v.trial = 0 ");
            source.values = {evaluationId, metric};
        }
    }
    if (!request.failingMetric.isEmpty()) {
        source.sql += QStringLiteral("LEFT JOIN eval_values f ON f.evaluation_id = ? AND f.run_question_id = q.id AND "
                                     "f.metric = ? AND f.trial = 0 ");
        source.values << evaluationId << request.failingMetric;
    }
    if (rows == Rows::Valued) {
        // The unary + keeps the key range out of the index choice: offered
        // it, SQLite (no ANALYZE statistics) takes the primary key's range
        // and sorts the whole run again, a second and a half a page on a
        // million questions, instead of reading eval_values_sort in order.
        source.sql += QStringLiteral("WHERE v.evaluation_id = ? AND v.metric = ? AND v.trial = 0 AND v.value IS NOT NULL "
                                     "AND +v.run_question_id BETWEEN ? AND ?");
        source.values << evaluationId << metric;
    } else {
        // The key range alone: an index on run_id would read the rows in
        // question-uuid order, one random page per row.
        source.sql += QStringLiteral("WHERE q.id BETWEEN ? AND ?");
        if (rows == Rows::Unvalued)
            source.sql += QStringLiteral(" AND v.value IS NULL");
    }
    source.values << range.first << range.second;
    const auto add = [&](const QString &condition, const QVariantList &values) {
        source.sql += QStringLiteral(" AND ") + condition;
        source.values += values;
        source.filtered = true;
    };
    if (!request.stratum.isEmpty())
        add(QStringLiteral("q.stratum = ?"), {request.stratum});
    if (!request.search.isEmpty())
        add(QStringLiteral("instr(q.external_id, ?) > 0"), {request.search});
    if (request.answerableOnly)
        add(QStringLiteral("q.answerable = 1"), {});
    if (request.maximum)
        add(QStringLiteral("v.value <= ?"), {*request.maximum});
    // IN (subquery) builds its set once; EXISTS would scan judge_verdicts per row.
    const QString judged = QStringLiteral("q.question_uuid IN (SELECT question_uuid FROM judge_verdicts WHERE verdict = 'fail')");
    if (!request.failingMetric.isEmpty() && request.judgeFail)
        add(QStringLiteral("(f.value <= ? OR ") + judged + QLatin1Char(')'), {request.failingMaximum});
    else if (!request.failingMetric.isEmpty())
        add(QStringLiteral("f.value <= ?"), {request.failingMaximum});
    else if (request.judgeFail)
        add(judged, {});
    return source;
}

QString placeholders(qsizetype count)
{
    QStringList marks;
    marks.fill(QStringLiteral("?"), count);
    return marks.join(QLatin1Char(','));
}

void readColumns(const QSqlDatabase &database, qint64 evaluationId, const QStringList &metrics,
                 std::vector<RunQuestionRow> &rows)
{
    std::map<qint64, size_t> rowOf;
    QVariantList values{evaluationId};
    for (size_t r = 0; r < rows.size(); ++r) {
        rows[r].columns.assign(size_t(metrics.size()), std::nullopt);
        rowOf.emplace(rows[r].runQuestionId, r);
        values << rows[r].runQuestionId;
    }
    if (metrics.isEmpty() || rows.empty())
        return;
    values += QVariantList(metrics.cbegin(), metrics.cend());
    QSqlQuery query(database);
    query.setForwardOnly(true);
    sql::exec(query, QStringLiteral("SELECT run_question_id, metric, value FROM eval_values WHERE evaluation_id = ? AND "
                                    "run_question_id IN (%1) AND metric IN (%2) AND trial = 0")
                         .arg(placeholders(qsizetype(rows.size())), placeholders(metrics.size())),
              values);
    while (query.next()) {
        const auto row = rowOf.find(query.value(0).toLongLong());
        const qsizetype column = metrics.indexOf(query.value(1).toString());
        if (row != rowOf.end() && column >= 0)
            rows[row->second].columns[size_t(column)] = optionalDouble(query.value(2));
    }
}

void readJudgeCounts(const QSqlDatabase &database, std::vector<RunQuestionRow> &rows)
{
    if (rows.empty())
        return;
    QHash<QString, size_t> rowOf;
    QVariantList values;
    for (size_t r = 0; r < rows.size(); ++r) {
        rowOf.insert(rows[r].questionUuid, r);
        values << rows[r].questionUuid;
    }
    QSqlQuery query(database);
    query.setForwardOnly(true);
    sql::exec(query, QStringLiteral("SELECT question_uuid, count(*), sum(verdict = 'fail') FROM judge_verdicts "
                                    "WHERE question_uuid IN (%1) GROUP BY question_uuid")
                         .arg(placeholders(values.size())),
              values);
    while (query.next()) {
        RunQuestionRow &row = rows[rowOf.value(query.value(0).toString())];
        row.judgeVerdicts = query.value(1).toInt();
        row.judgeFails = query.value(2).toInt();
    }
}

RunQuestionRow readQuestionRow(const QSqlQuery &query)
{
    RunQuestionRow row;
    row.runQuestionId = query.value(0).toLongLong();
    row.questionUuid = query.value(1).toString();
    row.externalId = query.value(2).toString();
    row.stratum = query.value(3).toString();
    row.answerable = query.value(4).toBool();
    row.itemCount = query.value(5).toInt();
    row.value = optionalDouble(query.value(6));
    row.judged = optionalDouble(query.value(7));
    return row;
}

} // namespace

RunQuestionPage RunStore::questions(const RunQuestionQuery &request) const
{
    const QSqlDatabase database = m_store.database();
    RunQuestionPage page;
    const EvaluationRef evaluation = evaluationOf(database, request.runId, request.settings);
    page.settings = evaluation.settings;
    const bool byId = request.sortMetric.isEmpty() || request.sortMetric == QLatin1String("id");
    const auto range = questionRange(database, request.runId);
    const QString metric = byId ? QStringLiteral("ndcg@10") : request.sortMetric;
    const QuestionSource source = questionSource(request, evaluation.id, metric, range, false);
    page.total = -1;
    if (request.withTotal && !source.filtered) {
        page.total = int(range.second - range.first + 1);
    } else if (request.withTotal) {
        const QuestionSource counted = questionSource(request, evaluation.id, metric, range, true);
        QSqlQuery count(database);
        if (sql::exec(count, QStringLiteral("SELECT count(*) ") + counted.sql, counted.values) && count.next())
            page.total = count.value(0).toInt();
    }
    const QString direction = request.descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    const QString columns = QStringLiteral("q.id, q.question_uuid, q.external_id, q.stratum, q.answerable, q.item_count, ");
    const auto read = [&](const QString &statement, const QVariantList &values, int limit, int offset) {
        QSqlQuery query(database);
        query.setForwardOnly(true);
        sql::exec(query, statement, values + QVariantList{limit, offset});
        while (query.next())
            page.rows.push_back(readQuestionRow(query));
    };
    if (byId) {
        // Key order is external-id order within a run: no sort at all.
        read(QStringLiteral("SELECT ") + columns + QStringLiteral("v.value, v.judged_fraction ") + source.sql
                 + QStringLiteral(" ORDER BY q.id") + direction + QStringLiteral(" LIMIT ? OFFSET ?"),
             source.values, request.limit, request.offset);
    } else {
        // Questions with a value in value order, then those without in key
        // order; ties keep external-id (key) order in both directions. The
        // values come sorted from the eval_values_sort index, so a page
        // costs its rows, not a sort of the whole run; the page's rows fetch
        // the rest.
        const QuestionSource valued = questionSource(request, evaluation.id, metric, range, false, Rows::Valued);
        read(QStringLiteral("SELECT ") + columns
                 + QStringLiteral("s.value, s.judged FROM (SELECT v.run_question_id AS id, v.value AS value, "
                                  "v.judged_fraction AS judged ")
                 + valued.sql + QStringLiteral(" ORDER BY v.value") + direction
                 + QStringLiteral(", v.run_question_id LIMIT ? OFFSET ?) s JOIN run_questions q ON q.id = s.id ORDER BY "
                                  "s.value")
                 + direction + QStringLiteral(", s.id"),
             valued.values, request.limit, request.offset);
        const int fromValued = int(page.rows.size());
        if (fromValued < request.limit && !request.maximum) {
            // The page reaches past the valued rows: how many there are.
            qint64 valuedCount = request.offset + fromValued;
            if (fromValued == 0 && request.offset > 0) {
                QSqlQuery count(database);
                valuedCount = sql::exec(count, QStringLiteral("SELECT count(*) ") + valued.sql, valued.values) && count.next()
                                  ? count.value(0).toLongLong()
                                  : 0;
            }
            const QuestionSource unvalued = questionSource(request, evaluation.id, metric, range, false, Rows::Unvalued);
            read(QStringLiteral("SELECT ") + columns + QStringLiteral("v.value, v.judged_fraction ") + unvalued.sql
                     + QStringLiteral(" ORDER BY q.id LIMIT ? OFFSET ?"),
                 unvalued.values, request.limit - fromValued, int(std::max<qint64>(0, request.offset - valuedCount)));
        }
    }
    readColumns(database, evaluation.id, request.columns, page.rows);
    readJudgeCounts(database, page.rows);
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
