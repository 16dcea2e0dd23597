// The run browser on a very large run: a generated run of 1,000,000
// questions (rows of the browser) with every metric column of the default
// evaluation stored per question (about 25 million eval_values rows) and
// judge verdicts on 1 % of the questions. The rows are written with SQL in
// the shapes RunImporter and RunEvaluator::store write (consecutive
// run_questions ids in external-id order, one evaluations row, eval_values
// per question and metric); the browser reads them through RunStore.
// Target: the first rows of the opened run within 300 ms.
//
//   build/bench/bench_runbrowser [questions] [all|headline]
//
// "headline" stores only the five metrics the table shows (a faster set-up).

#include "common/evalfixture.h"

#include "annotation/retrievalevaluation.h"
#include "annotation/runstore.h"
#include "annotation/sqlbatchinsert.h"
#include "models/projectsession.h"
#include "models/runitemmodel.h"
#include "widgets/runbrowser.h"
#include "widgets/runitemspanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTableView>

#include <cstdio>
#include <random>

using namespace touchstone;

namespace {

const char *const kStrata[] = {"lexical", "paraphrase", "multi_hop", "long_tail", "tabular", "temporal"};

// The runs row and one evaluation with the default settings.
bool insertRunAndEvaluation(QSqlDatabase &database, int questions)
{
    QSqlQuery query(database);
    const EvaluationSettings settings = [] {
        EvaluationSettings s;
        s.normalize();
        return s;
    }();
    if (!sql::exec(query, QStringLiteral("INSERT INTO runs (id, uuid, name, version_id, format, level, file_sha256, "
                                         "item_count, imported_at) VALUES (1, ?, 'big', (SELECT id FROM golden_versions), "
                                         "'jsonl', 'passage', ?, ?, ?)"),
                   {sql::newUuid(), QString(64, QLatin1Char('0')), questions * 100, sql::now()})
        || !sql::exec(query, QStringLiteral("INSERT INTO evaluations (id, run_id, settings, dataset_version, "
                                            "corpus_digest, config_sha256, metric_version, hit_rule, judged_rule, gain, "
                                            "relevance_level, pool_sha256, summary, computed_at) VALUES (1, 1, ?, 'v1', "
                                            "'', '', ?, 'any_overlap', 'gold_document_or_pool_zero', 'exponential', 2, "
                                            "'', '{\"primary_metric\":\"ndcg@10\"}', ?)"),
                      {settings.key(), retrievalMetricVersion(), sql::now()})) {
        std::fprintf(stderr, "%s\n", qPrintable(query.lastError().text()));
        return false;
    }
    return true;
}

bool generate(const ProjectStore &store, int questions, const QStringList &metrics)
{
    QSqlDatabase database = store.database();
    Transaction transaction(database);
    if (!insertRunAndEvaluation(database, questions))
        return false;
    std::mt19937_64 random(20240601);
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    SqlBatchInsert rows(database, QStringLiteral("run_questions"),
                        {QStringLiteral("id"), QStringLiteral("run_id"), QStringLiteral("question_uuid"),
                         QStringLiteral("external_id"), QStringLiteral("stratum"), QStringLiteral("answerable"),
                         QStringLiteral("item_count")},
                        QStringLiteral("(?, 1, ?, ?, ?, ?, 100)"));
    SqlBatchInsert values(database, QStringLiteral("eval_values"),
                          {QStringLiteral("evaluation_id"), QStringLiteral("run_question_id"), QStringLiteral("metric"),
                           QStringLiteral("trial"), QStringLiteral("value"), QStringLiteral("judged_fraction")},
                          QStringLiteral("(1, ?, ?, 0, ?, ?)"));
    SqlBatchInsert verdicts(database, QStringLiteral("judge_verdicts"),
                            {QStringLiteral("batch_uuid"), QStringLiteral("question_uuid"), QStringLiteral("answer_id"),
                             QStringLiteral("verdict"), QStringLiteral("judge_model"), QStringLiteral("rubric_sha256"),
                             QStringLiteral("imported_at")},
                            QStringLiteral("('bench', ?, 'a1', ?, 'judge', 'r', '')"));
    for (int q = 0; q < questions; ++q) {
        const QString uuid = QStringLiteral("%1-%2").arg(random(), 16, 16, QLatin1Char('0')).arg(q);
        const bool answerable = q % 20 != 0;
        for (const QVariant &value : {QVariant(q + 1), QVariant(uuid), QVariant(QStringLiteral("q%1").arg(q, 7, 10, QLatin1Char('0'))),
                                      QVariant(answerable ? QLatin1String(kStrata[q % 6]) : QLatin1String("negative")),
                                      QVariant(answerable ? 1 : 0)})
            rows.add(value);
        if (q % 100 == 7) {
            verdicts.add(uuid);
            verdicts.add(q % 300 == 7 ? QStringLiteral("fail") : QStringLiteral("pass"));
        }
        if (!answerable)
            continue;
        const double quality = uniform(random);
        for (const QString &metric : metrics) {
            const double value = metric.startsWith(QLatin1String("success")) || metric.startsWith(QLatin1String("judged"))
                                     ? double(uniform(random) < quality)
                                     : quality * uniform(random);
            values.add(q + 1);
            values.add(metric);
            values.add(value);
            values.add(uniform(random));
        }
    }
    if (!rows.finish() || !values.finish() || !verdicts.finish()) {
        std::fprintf(stderr, "%s %s %s\n", qPrintable(rows.error()), qPrintable(values.error()),
                     qPrintable(verdicts.error()));
        return false;
    }
    return transaction.commit();
}

double elapsed(QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// Each step as the user would take it, through the view where there is one.
void measureBrowsing(QApplication &app, RunBrowser &browser)
{
    QElapsedTimer timer;
    RunItemModel &model = *browser.items()->model();
    const auto measure = [&](const char *label, const std::function<void()> &action) {
        timer.restart();
        action();
        app.processEvents();
        std::printf("%-52s %9.1f ms (%d rows loaded, %d matching)\n", label, elapsed(timer), model.rowCount(),
                    model.totalCount());
    };
    measure("reopen the run (first page, sorted by id)", [&] { model.setRun(1); });
    measure("next page (fetchMore)", [&] { model.fetchMore({}); });
    measure("sort by nDCG@10 ascending (first page)",
            [&] { browser.items()->table()->sortByColumn(model.columnOf(QStringLiteral("ndcg@10")), Qt::AscendingOrder); });
    measure("next page of that sort (fetchMore)", [&] { model.fetchMore({}); });
    measure("sort by recall@10 descending (first page)",
            [&] { browser.items()->table()->sortByColumn(model.columnOf(QStringLiteral("recall@10")), Qt::DescendingOrder); });
    measure("back to id order", [&] { browser.items()->table()->sortByColumn(RunItemModel::IdColumn, Qt::AscendingOrder); });
    measure("failing: success@10 = 0 or judge FAIL (with count)",
            [&] { model.setFailing({QStringLiteral("success@10"), 0.0, true}); });
    measure("failing: next page", [&] { model.fetchMore({}); });
    measure("failing + sort by nDCG@10",
            [&] { browser.items()->table()->sortByColumn(model.columnOf(QStringLiteral("ndcg@10")), Qt::AscendingOrder); });
    measure("back to id order (failing kept)",
            [&] { browser.items()->table()->sortByColumn(RunItemModel::IdColumn, Qt::AscendingOrder); });
    measure("judge FAIL only", [&] { model.setFailing({QString(), 0.0, true}); });
    measure("no filter", [&] { model.setFailing({}); });
    measure("stratum tabular", [&] { model.setStratum(QStringLiteral("tabular")); });
    measure("stratum + search \"q00012\"", [&] { model.setSearch(QStringLiteral("q00012")); });
    model.setSearch({});
    model.setStratum({});
    browser.items()->table()->sortByColumn(RunItemModel::IdColumn, Qt::AscendingOrder);
    timer.restart();
    while (model.rowCount() < 10000 && model.canFetchMore({}))
        model.fetchMore({});
    std::printf("%-52s %9.1f ms (%d rows loaded)\n", "scroll to row 10,000 in id order (50 pages)", elapsed(timer),
                model.rowCount());
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int questions = argc > 1 ? std::atoi(argv[1]) : 1000000;
    const bool all = argc <= 2 || qstrcmp(argv[2], "headline") != 0;
    auto project = testing::makeEvalProject({});
    if (!project || !testing::freezeVersion(*project->store, QStringLiteral("v1"), {})) {
        std::fprintf(stderr, "cannot make the project\n");
        return 1;
    }
    QStringList metrics;
    if (all) {
        EvaluationSettings settings;
        settings.normalize();
        for (const MetricColumn &column : metricColumns(settings.cutoffs, false))
            metrics << column.name;
    } else {
        metrics = QStringList{QStringLiteral("success@10"), QStringLiteral("recall@10"), QStringLiteral("mrr@10"),
                              QStringLiteral("ndcg@10"), QStringLiteral("judged@10")};
    }
    QElapsedTimer timer;
    timer.start();
    if (!generate(*project->store, questions, metrics))
        return 1;
    std::printf("generated %d questions x %lld metrics in %.1f s\n", questions, static_cast<long long>(metrics.size()),
                elapsed(timer) / 1000);
    project->close();
    auto session = ProjectSession::open(project->folder);
    if (!session) {
        std::fprintf(stderr, "%s\n", qPrintable(session.error()));
        return 1;
    }
    // Cold-ish: a fresh connection; the OS may still cache the file.
    timer.restart();
    RunBrowser browser(**session);
    browser.resize(1400, 900);
    browser.show();
    app.processEvents();
    browser.repaint(); // the table with its first rows, painted now
    const int shown = browser.items()->model()->rowCount();
    std::printf("%-52s %9.1f ms (%d rows of %d)\n", "browser opened: run list + first rows painted", elapsed(timer),
                shown, browser.items()->model()->totalCount());

    measureBrowsing(app, browser);
    return 0;
}
