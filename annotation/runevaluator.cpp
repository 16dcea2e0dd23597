#include "runevaluator.h"

#include "documentstore.h"
#include "goldsetloader.h"
#include "passagestore.h"
#include "projectstore.h"
#include "questionstore.h"
#include "reportjson.h"
#include "spananchor.h"
#include "sqlitebulkinsert.h"
#include "sqlhelpers.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QCryptographicHash>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <map>
#include <thread>

namespace touchstone {

namespace {

QJsonValue jsonOptional(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject summaryOf(const RunEvaluation &evaluation)
{
    const GroupSummary &overall = evaluation.overall;
    QJsonObject means;
    for (size_t c = 0; c < evaluation.columns.size(); ++c)
        means.insert(evaluation.columns[c].name, jsonOptional(overall.metrics[c].mean));
    const auto mean = [&](const QString &name) {
        const int index = evaluation.metricIndex(name);
        return index >= 0 ? jsonOptional(overall.metrics[size_t(index)].mean) : QJsonValue(QJsonValue::Null);
    };
    return QJsonObject{{QStringLiteral("primary_metric"), evaluation.settings.primaryMetric},
                       {QStringLiteral("primary"), mean(evaluation.settings.primaryMetric)},
                       {QStringLiteral("recall@10"), mean(QStringLiteral("recall@10"))},
                       {QStringLiteral("judged@10"), jsonOptional(overall.judgedAtWarningK)},
                       {QStringLiteral("judged_warning"), overall.judgedWarning},
                       {QStringLiteral("answerable"), overall.answerable},
                       {QStringLiteral("unanswerable"), overall.unanswerable},
                       {QStringLiteral("means"), means}};
}

void fillInstrument(RunEvaluation &evaluation, const RunInfo &run, const GoldSet &gold,
                    const EvaluationSettings &settings, const QString &poolSha256)
{
    evaluation.runId = run.id;
    evaluation.runName = run.name;
    evaluation.level = run.level;
    evaluation.hasPrererank = run.hasPrererank;
    evaluation.version = gold.version;
    evaluation.corpusDigest = gold.corpusDigest;
    evaluation.configSha256 = run.configSha256;
    evaluation.metricVersion = retrievalMetricVersion();
    evaluation.hitRule = HitRule::name();
    evaluation.judgedRule = HitRule::judgedRuleName();
    evaluation.poolSha256 = poolSha256;
    evaluation.settings = settings;
    evaluation.columns = metricColumns(settings.cutoffs, run.hasPrererank);
}

} // namespace

const std::vector<GradedPassage> &GradedPool::forQuestion(const QString &uuid) const
{
    static const std::vector<GradedPassage> none;
    const auto found = byQuestion.constFind(uuid);
    return found == byQuestion.cend() ? none : found.value();
}

RunEvaluator::RunEvaluator(const ProjectStore &store)
    : m_store(store)
{
}

std::optional<EvaluationSettings> RunEvaluator::settingsFromKey(const QString &key, const QString &primaryMetric)
{
    QHash<QString, QString> parts;
    for (const QString &part : key.split(QLatin1Char(';'))) {
        const qsizetype equals = part.indexOf(QLatin1Char('='));
        if (equals <= 0 || parts.contains(part.left(equals)))
            return std::nullopt;
        parts.insert(part.left(equals), part.mid(equals + 1));
    }
    if (parts.size() != 3)
        return std::nullopt;
    EvaluationSettings settings;
    const QString gain = parts.value(QStringLiteral("gain"));
    if (gain == gainFunctionName(GainFunction::Exponential))
        settings.gain = GainFunction::Exponential;
    else if (gain == gainFunctionName(GainFunction::Linear))
        settings.gain = GainFunction::Linear;
    else
        return std::nullopt;
    bool ok = false;
    settings.relevanceLevel = parts.value(QStringLiteral("relevance")).toInt(&ok);
    if (!ok || settings.relevanceLevel < 1 || settings.relevanceLevel > 3)
        return std::nullopt;
    settings.cutoffs.clear();
    for (const QString &k : parts.value(QStringLiteral("cutoffs")).split(QLatin1Char(','))) {
        settings.cutoffs.push_back(k.toLong(&ok));
        if (!ok || settings.cutoffs.back() <= 0)
            return std::nullopt;
    }
    settings.primaryMetric = primaryMetric;
    settings.normalize();
    return settings;
}

GradedPool RunEvaluator::gradedPool() const
{
    GradedPool pool;
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.exec(QStringLiteral(
        "SELECT q.uuid, s.document_id, d.sha256, s.start_offset, s.end_offset, max(j.grade) FROM judgments j "
        "JOIN passages p ON p.id = j.passage_id JOIN spans s ON s.id = p.span_id JOIN questions q ON q.id = "
        "j.question_id JOIN documents d ON d.id = s.document_id WHERE j.kind = 'passage' "
        "GROUP BY p.id ORDER BY q.uuid, d.sha256, s.start_offset, s.end_offset, p.id"));
    QCryptographicHash hash(QCryptographicHash::Sha256);
    while (query.next()) {
        const QString uuid = query.value(0).toString();
        const GradedPassage passage{query.value(1).toLongLong(), query.value(3).toInt(), query.value(4).toInt(),
                                    query.value(5).toInt()};
        pool.byQuestion[uuid].push_back(passage);
        hash.addData(QStringLiteral("%1\t%2\t%3\t%4\t%5\n")
                         .arg(argText(uuid), argText(query.value(2).toString()), argText(passage.start), argText(passage.end), argText(passage.maxGrade))
                         .toUtf8());
    }
    pool.sha256 = QString::fromLatin1(hash.result().toHex());
    return pool;
}

Result<RunEvaluation> RunEvaluator::compute(const RunInfo &run, const GoldSet &gold,
                                            const std::vector<RunStore::QuestionLists> &lists,
                                            const GradedPool &pool, const EvaluationSettings &settings) const
{
    if (lists.size() != gold.questions.size())
        return Result<RunEvaluation>::failure(
            tr("run %1 holds %2 questions, version %3 has %4").arg(argText(run.name), argText(lists.size()), argText(gold.version), argText(gold.questions.size())));
    RunEvaluation evaluation;
    fillInstrument(evaluation, run, gold, settings, pool.sha256);
    for (size_t q = 0; q < gold.questions.size(); ++q) {
        if (lists[q].questionUuid != gold.questions[q].uuid)
            return Result<RunEvaluation>::failure(
                tr("run %1: question %2 is out of order").arg(run.name, gold.questions[q].uuid));
    }
    // Questions are independent: score them on every core.
    evaluation.questions.resize(gold.questions.size());
    const size_t threads = std::clamp<size_t>(std::thread::hardware_concurrency(), 1, 8);
    const size_t perThread = (gold.questions.size() + threads - 1) / threads;
    std::vector<std::thread> workers;
    for (size_t t = 0; t < threads && t * perThread < gold.questions.size(); ++t) {
        workers.emplace_back([&, t] {
            const size_t end = std::min(gold.questions.size(), (t + 1) * perThread);
            for (size_t q = t * perThread; q < end; ++q) {
                const GoldQuestion &question = gold.questions[q];
                evaluation.questions[q] = RetrievalEvaluation::scoreQuestion(
                    question, run.level, lists[q].lists, pool.forQuestion(question.uuid), settings, evaluation.columns);
            }
        });
    }
    for (std::thread &worker : workers)
        worker.join();
    RetrievalEvaluation::summarize(evaluation);
    const QString digest = DocumentStore(m_store).corpusDigest();
    if (!gold.corpusDigest.isEmpty() && digest != gold.corpusDigest)
        evaluation.warnings << tr("the project's corpus digest (%1) differs from the one version %2 was frozen on "
                                  "(%3)")
                                   .arg(digest.left(12), gold.version, gold.corpusDigest.left(12));
    return evaluation;
}

Result<RunEvaluation> RunEvaluator::evaluate(const RunInfo &run, EvaluationSettings settings) const
{
    auto lists = RunStore(m_store).lists(run.id);
    if (!lists)
        return Result<RunEvaluation>::failure(lists.error());
    return evaluate(run, *lists, std::move(settings));
}

Result<RunEvaluation> RunEvaluator::evaluate(const RunInfo &run, const std::vector<RunStore::QuestionLists> &lists,
                                             EvaluationSettings settings) const
{
    settings.normalize();
    auto gold = GoldSetLoader(m_store).load(run.version);
    if (!gold)
        return Result<RunEvaluation>::failure(gold.error());
    return compute(run, *gold, lists, gradedPool(), settings);
}

Result<RunEvaluation> RunEvaluator::current(const RunInfo &run, EvaluationSettings settings) const
{
    settings.normalize();
    auto gold = GoldSetLoader(m_store).load(run.version);
    if (!gold)
        return Result<RunEvaluation>::failure(gold.error());
    const GradedPool pool = gradedPool();
    if (auto stored = loadStored(run, *gold, settings, pool.sha256))
        return std::move(*stored);
    auto lists = RunStore(m_store).lists(run.id);
    if (!lists)
        return Result<RunEvaluation>::failure(lists.error());
    auto evaluation = compute(run, *gold, *lists, pool, settings);
    if (!evaluation)
        return evaluation;
    if (!m_store.isReadOnly()) {
        if (const Status stored = store(*evaluation); !stored)
            return Result<RunEvaluation>::failure(stored.error());
    }
    return evaluation;
}

std::optional<RunEvaluation> RunEvaluator::loadStored(const RunInfo &run, const GoldSet &gold,
                                                      const EvaluationSettings &settings,
                                                      const QString &poolSha256) const
{
    QSqlQuery query(m_store.database());
    sql::exec(query, QStringLiteral("SELECT id FROM evaluations WHERE run_id = ? AND settings = ? AND "
                                    "metric_version = ? AND pool_sha256 = ? AND dataset_version = ?"),
              {run.id, settings.key(), retrievalMetricVersion(), poolSha256, gold.version});
    if (!query.next())
        return std::nullopt;
    const qint64 evaluationId = query.value(0).toLongLong();
    RunEvaluation evaluation;
    fillInstrument(evaluation, run, gold, settings, poolSha256);
    std::map<QString, int> columnIndex;
    for (size_t c = 0; c < evaluation.columns.size(); ++c)
        columnIndex.emplace(evaluation.columns[c].name, int(c));
    QSqlQuery questions(m_store.database());
    questions.setForwardOnly(true);
    sql::exec(questions, QStringLiteral("SELECT id, question_uuid, item_count FROM run_questions WHERE run_id = ? "
                                        "ORDER BY id"),
              {run.id});
    std::map<qint64, size_t> questionIndex;
    for (const GoldQuestion &question : gold.questions) {
        if (!questions.next() || questions.value(1).toString() != question.uuid)
            return std::nullopt;
        QuestionResult result;
        result.runQuestionId = questions.value(0).toLongLong();
        result.uuid = question.uuid;
        result.externalId = question.externalId;
        result.stratum = question.stratum;
        result.answerable = question.answerable;
        result.retrieved = questions.value(2).toInt();
        result.values.assign(evaluation.columns.size(), std::nullopt);
        result.judged.assign(evaluation.columns.size(), std::nullopt);
        questionIndex.emplace(result.runQuestionId, evaluation.questions.size());
        evaluation.questions.push_back(std::move(result));
    }
    QSqlQuery values(m_store.database());
    values.setForwardOnly(true);
    sql::exec(values, QStringLiteral("SELECT run_question_id, metric, value, judged_fraction FROM eval_values "
                                     "WHERE evaluation_id = ? AND trial = 0"),
              {evaluationId});
    while (values.next()) {
        const auto q = questionIndex.find(values.value(0).toLongLong());
        const auto c = columnIndex.find(values.value(1).toString());
        if (q == questionIndex.end() || c == columnIndex.end())
            return std::nullopt;
        QuestionResult &result = evaluation.questions[q->second];
        if (!values.value(2).isNull())
            result.values[size_t(c->second)] = values.value(2).toDouble();
        if (!values.value(3).isNull())
            result.judged[size_t(c->second)] = values.value(3).toDouble();
    }
    RetrievalEvaluation::summarize(evaluation);
    return evaluation;
}

Status RunEvaluator::store(const RunEvaluation &evaluation) const
{
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    QSqlQuery query(database);
    const QString summary = QString::fromUtf8(ReportJson::write(summaryOf(evaluation), ReportJson::Style::Compact));
    if (!sql::exec(query, QStringLiteral("DELETE FROM evaluations WHERE run_id = ? AND settings = ?"),
                   {evaluation.runId, evaluation.settings.key()})
        || !sql::exec(query,
                      QStringLiteral("INSERT INTO evaluations (run_id, settings, dataset_version, corpus_digest, "
                                     "config_sha256, metric_version, hit_rule, judged_rule, gain, relevance_level, "
                                     "pool_sha256, summary, computed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                      {evaluation.runId, evaluation.settings.key(), evaluation.version,
                       sql::text(evaluation.corpusDigest), sql::text(evaluation.configSha256),
                       evaluation.metricVersion, evaluation.hitRule, evaluation.judgedRule,
                       gainFunctionName(evaluation.settings.gain), evaluation.settings.relevanceLevel,
                       evaluation.poolSha256, summary, sql::now()}))
        return Status::failure(sql::errorText(query.lastError()));
    // Through SQLite's C API: a default evaluation is a quarter of a
    // million rows per 10,000 questions.
    SqliteBulkInsert values(database, QStringLiteral("eval_values"),
                            {QStringLiteral("evaluation_id"), QStringLiteral("run_question_id"), QStringLiteral("metric"),
                             QStringLiteral("trial"), QStringLiteral("value"), QStringLiteral("judged_fraction")},
                            QStringLiteral("(%1,?,?,0,?,?)").arg(query.lastInsertId().toLongLong()));
    // Unanswerable questions have no value at all and get no rows.
    for (const QuestionResult &question : evaluation.questions) {
        if (!question.answerable)
            continue;
        for (size_t c = 0; c < evaluation.columns.size(); ++c) {
            values.bind(question.runQuestionId);
            values.bind(evaluation.columns[c].name);
            if (question.values[c])
                values.bind(*question.values[c]);
            else
                values.bindNull();
            if (question.judged[c])
                values.bind(*question.judged[c]);
            else
                values.bindNull();
            if (!values.endRow())
                return Status::failure(values.error());
        }
    }
    if (!values.finish())
        return Status::failure(values.error());
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

Result<std::vector<RunHole>> RunEvaluator::holes(const RunInfo &run, int k) const
{
    using R = Result<std::vector<RunHole>>;
    auto gold = GoldSetLoader(m_store).load(run.version);
    if (!gold)
        return R::failure(gold.error());
    auto lists = RunStore(m_store).lists(run.id);
    if (!lists)
        return R::failure(lists.error());
    if (lists->size() != gold->questions.size())
        return R::failure(tr("run %1 does not match version %2").arg(run.name, run.version));
    const GradedPool pool = gradedPool();
    std::vector<RunHole> holes;
    for (size_t q = 0; q < gold->questions.size(); ++q) {
        const GoldQuestion &question = gold->questions[q];
        if (!question.answerable)
            continue; // "no answer in the corpus" already judges every passage
        QSet<QString> seen;
        for (const RunStage stage : {RunStage::Final, RunStage::Prererank}) {
            const QuestionRun &lists_ = (*lists)[q].lists;
            std::vector<RetrievedItem> top = stage == RunStage::Final ? lists_.final : lists_.prererank;
            if (int(top.size()) > k)
                top.resize(size_t(std::max(k, 0)));
            const std::vector<ItemJudgment> judgments =
                HitRule::judge(question, run.level, top, pool.forQuestion(question.uuid));
            for (size_t i = 0; i < top.size(); ++i) {
                const HitStatus status = judgments[i].status;
                if (status != HitStatus::Unjudged && status != HitStatus::Pending)
                    continue;
                const QString key = QStringLiteral("%1/%2/%3").arg(argText(top[i].documentId), argText(top[i].start), argText(top[i].end));
                if (seen.contains(key))
                    continue;
                seen.insert(key);
                holes.push_back({question.uuid, question.externalId, stage, top[i].rank, top[i].documentId,
                                 top[i].start, top[i].end, status});
            }
        }
    }
    return holes;
}

Result<HoleQueueReport> RunEvaluator::queueHoles(const RunInfo &run, const std::vector<RunHole> &holes,
                                                 const QString &actor) const
{
    using R = Result<HoleQueueReport>;
    if (run.level == RunLevel::Document)
        return R::failure(tr("run %1 is document level: its holes are whole documents, which passage mode cannot "
                             "queue; judge them by highlighting in the documents")
                              .arg(run.name));
    HoleQueueReport report;
    const DocumentStore documents(m_store);
    const QuestionStore questions(m_store);
    const PassageStore passages(m_store, actor);
    std::map<qint64, CanonicalText> texts;
    std::map<QString, std::vector<const RunHole *>> byQuestion;
    for (const RunHole &hole : holes) {
        if (hole.status == HitStatus::Unjudged)
            byQuestion[hole.questionUuid].push_back(&hole);
    }
    for (const auto &[uuid, questionHoles] : byQuestion) {
        report.holes += int(questionHoles.size());
        const auto question = questions.byUuid(uuid);
        if (!question) {
            report.skipped << tr("question %1 is not in this project's question list").arg(questionHoles.front()->externalId);
            continue;
        }
        std::vector<SpanAnchor> spans;
        for (const RunHole *hole : questionHoles) {
            auto text = texts.find(hole->documentId);
            if (text == texts.end()) {
                auto loaded = documents.canonicalText(hole->documentId);
                if (!loaded)
                    return R::failure(loaded.error());
                text = texts.emplace(hole->documentId, std::move(*loaded)).first;
            }
            auto anchor = SpanAnchor::fromRange(text->second, hole->documentId, hole->start, hole->end);
            if (!anchor) {
                report.skipped << tr("question %1, rank %2: %3").arg(argText(hole->externalId), argText(hole->rank), argText(anchor.error()));
                continue;
            }
            spans.push_back(*anchor);
        }
        const auto added = passages.enqueue(question->id, spans, QStringLiteral("pool:") + run.name);
        if (!added)
            return R::failure(added.error());
        report.queued += *added;
        report.already += int(spans.size()) - *added;
    }
    return report;
}

Result<QuestionDetail> RunEvaluator::detail(const RunInfo &run, const QString &questionUuid,
                                            EvaluationSettings settings) const
{
    settings.normalize();
    auto gold = GoldSetLoader(m_store).question(run.versionId, questionUuid);
    if (!gold)
        return Result<QuestionDetail>::failure(gold.error());
    QuestionDetail detail;
    detail.gold = std::move(*gold);
    const GradedPool pool = gradedPool();
    const std::vector<GradedPassage> &graded = pool.forQuestion(questionUuid);
    QuestionRun lists;
    for (const RunItem &item : RunStore(m_store).items(run.id, questionUuid)) {
        RunItemDetail entry;
        entry.item = item;
        (item.stage == RunStage::Final ? detail.final : detail.prererank).push_back(entry);
        (item.stage == RunStage::Final ? lists.final : lists.prererank)
            .push_back({item.documentId, item.start, item.end, item.rank});
    }
    const auto judgeList = [&](std::vector<RunItemDetail> &entries, const std::vector<RetrievedItem> &items) {
        const std::vector<ItemJudgment> judgments = HitRule::judge(detail.gold, run.level, items, graded);
        for (size_t i = 0; i < entries.size(); ++i) {
            entries[i].judgment = judgments[i];
            entries[i].relevant = judgments[i].grade >= settings.relevanceLevel;
            entries[i].overlappingSpans = HitRule::overlappingSpans(detail.gold, items[i]);
        }
    };
    judgeList(detail.final, lists.final);
    judgeList(detail.prererank, lists.prererank);
    detail.scores = RetrievalEvaluation::scoreQuestion(detail.gold, run.level, lists, graded, settings,
                                                       metricColumns(settings.cutoffs, run.hasPrererank));
    return detail;
}

} // namespace touchstone
