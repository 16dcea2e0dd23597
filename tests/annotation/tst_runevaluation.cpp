// Retrieval evaluation of a constructed passage run on real corpus PDFs,
// every number worked out by hand below; the hit rule's six outcomes; the
// judged pool growing through passage mode (holes queued, graded, and the
// stored evaluation recomputed); the eval_results rows; the browser API.
//
// Documents: M = pypdf-minimal-document.pdf, A = llncsdoc.pdf,
// B = acmart-sample-sigconf.pdf. Relevance: grade >= 2; gain exponential.
//
// q1 (lexical): gold S1 A[1000,1100) g3, S2 A[2000,2050) g2, S3 B[500,600) g1.
//   final list                      judgment                 grade
//   1  B[5000,5100)                 off_span (B holds S3)    0
//   2  A[1050,1150)                 hit S1                   3
//   3  A[1080,1090)                 redundant (S1 taken)     0
//   4  M[0,50)                      unjudged                 -
//   5  A[2040,2100)                 hit S2                   2
//   6  B[550,560)                   hit S3                   1 (not relevant)
//   pool grades {3,2,1,0,0}: R = 2 relevant, N = 3 judged non-relevant.
//   P@5 = 2/5, recall@5 = 2/2, success@1 = 0, MRR@5 = 1/2,
//   AP = (1/2 + 2/5) / 2 = 0.45,
//   nDCG@5 = (7/log2 3 + 3/log2 6) / (7 + 3/log2 3 + 1/log2 4) = 5.5770667 / 9.3927893,
//   judged@5 = 4/5, judged@10 = 5/6,
//   bpref: judged order n R n R n; 1 - 1/2 for rank 2, 1 - 2/2 for rank 5 -> 0.25.
//   pre-rerank list [M[0,50)]: no hit in the top 10 before, a hit after: rescued.
// q2 (paraphrase): gold S4 B[3000,3100) g3. Passage mode, after the freeze:
//   P1 = M[100,200) graded 0 by two annotators, P2 = A[500,600) graded 2 by one.
//   1  A[550,650)    pending (overlaps P2: graded 2, not in the version)   -
//   2  M[150,160)    pool_zero (overlaps P1)                              0
//   3  B[3050,3060)  hit S4                                               3
//   R = 1, N = 1: P@5 = 1/5, recall@5 = 1, MRR@5 = 1/3, AP = 1/3,
//   nDCG@5 = (7/log2 4) / 7 = 0.5, judged@10 = 2/3, bpref = 1 - 1/1 = 0.
//   pre-rerank [B[3050,3060)]: hit before and after: kept.
// q3 (lexical): unanswerable, items retrieved: counted apart, no value.
// q4 (multi_hop): gold A[4000,4100) g2, nothing retrieved: every value 0,
//   judged@k undefined; rerank: missed both.
// Means over q1, q2, q4: recall@5 = 2/3, P@5 = 0.2, MAP = (0.45 + 1/3)/3,
//   judged@10 = (5/6 + 2/3)/2 = 0.75 < 0.8: the warning.

#include "common/evalfixture.h"

#include "annotation/annotatorstore.h"
#include "annotation/judgmentstore.h"
#include "annotation/passagestore.h"
#include "annotation/runevaluator.h"
#include "annotation/runimporter.h"
#include "annotation/spananchor.h"

#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace touchstone;

namespace {

QByteArray item(const QString &question, int rank, const QString &sha, int start, int end,
                const char *stage = "final")
{
    QJsonObject object{{QStringLiteral("question_id"), question}, {QStringLiteral("rank"), rank},
                       {QStringLiteral("score"), 1.0 / rank}, {QStringLiteral("document_sha256"), sha},
                       {QStringLiteral("start"), start}, {QStringLiteral("end"), end},
                       {QStringLiteral("stage"), QLatin1String(stage)}};
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

double lg(double x)
{
    return std::log2(x);
}

} // namespace

class TestRunEvaluation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void hitRuleOutcomes();
    void knownNumbers();
    void unanswerableAndEmpty();
    void rerankMovement();
    void storedRowsCarryTheInstrument();
    void holesQueueIntoPassageMode();
    void browserApi();
    void linearGainIsNamed();

private:
    const QuestionResult &result(const RunEvaluation &evaluation, const QString &id);
    double value(const RunEvaluation &evaluation, const QString &id, const QString &metric);
    double mean(const RunEvaluation &evaluation, const QString &metric);

    std::unique_ptr<testing::EvalProject> m_project;
    std::vector<Question> m_questions;
    std::optional<RunInfo> m_run;
    RunImportReport m_import;
    Annotator m_ann1;
    Annotator m_ann2;
};

const QuestionResult &TestRunEvaluation::result(const RunEvaluation &evaluation, const QString &id)
{
    for (const QuestionResult &question : evaluation.questions) {
        if (question.externalId == id)
            return question;
    }
    qFatal("no question %s", qPrintable(id));
}

double TestRunEvaluation::value(const RunEvaluation &evaluation, const QString &id, const QString &metric)
{
    const int c = evaluation.metricIndex(metric);
    const auto &v = result(evaluation, id).values.at(size_t(c));
    return v ? *v : std::nan("");
}

double TestRunEvaluation::mean(const RunEvaluation &evaluation, const QString &metric)
{
    const auto &m = evaluation.overall.metrics.at(size_t(evaluation.metricIndex(metric))).mean;
    return m ? *m : std::nan("");
}

void TestRunEvaluation::initTestCase()
{
    m_project = testing::makeEvalProject({QStringLiteral("pypdf-minimal-document.pdf"), QStringLiteral("llncsdoc.pdf"),
                                          QStringLiteral("acmart-sample-sigconf.pdf")});
    QVERIFY(m_project);
    const ProjectStore &store = *m_project->store;
    m_questions = {testing::addQuestion(store, QStringLiteral("q1"), QStringLiteral("lexical")),
                   testing::addQuestion(store, QStringLiteral("q2"), QStringLiteral("paraphrase")),
                   testing::addQuestion(store, QStringLiteral("q3"), QStringLiteral("lexical"), false),
                   testing::addQuestion(store, QStringLiteral("q4"), QStringLiteral("multi_hop"))};
    const size_t M = 0, A = 1, B = 2;
    std::vector<GoldQuestion> gold{
        testing::goldQuestion(*m_project, m_questions[0], {{A, 1000, 1100, 3}, {A, 2000, 2050, 2}, {B, 500, 600, 1}}),
        testing::goldQuestion(*m_project, m_questions[1], {{B, 3000, 3100, 3}}),
        testing::goldQuestion(*m_project, m_questions[2], {}),
        testing::goldQuestion(*m_project, m_questions[3], {{A, 4000, 4100, 2}})};
    QVERIFY(testing::freezeVersion(store, QStringLiteral("v1"), gold));

    // Passage mode after the freeze: P1 graded 0 twice, P2 graded 2 once.
    m_ann1 = *AnnotatorStore(store).add(QStringLiteral("ann1"), AnnotatorRole::Annotator);
    m_ann2 = *AnnotatorStore(store).add(QStringLiteral("ann2"), AnnotatorRole::Annotator);
    const auto p1 = SpanAnchor::fromRange(m_project->text(M), m_project->documents[M].id, 100, 200);
    const auto p2 = SpanAnchor::fromRange(m_project->text(A), m_project->documents[A].id, 500, 600);
    QVERIFY(p1 && p2);
    const PassageStore passages(store);
    QVERIFY(passages.enqueue(m_questions[1].id, {*p1, *p2}, QStringLiteral("lead")).ok());
    const std::vector<Passage> queued = passages.forQuestion(m_questions[1].id);
    QCOMPARE(int(queued.size()), 2);
    const JudgmentStore judgments(store);
    QVERIFY(judgments.gradePassage(m_ann1.id, m_questions[1].id, queued[0].id, 0).ok());
    QVERIFY(judgments.gradePassage(m_ann2.id, m_questions[1].id, queued[0].id, 0).ok());
    QVERIFY(judgments.gradePassage(m_ann1.id, m_questions[1].id, queued[1].id, 2).ok());

    const QString sM = m_project->documents[M].sha256, sA = m_project->documents[A].sha256,
                  sB = m_project->documents[B].sha256;
    const QByteArray run = item(QStringLiteral("q1"), 1, sB, 5000, 5100) + item(QStringLiteral("q1"), 2, sA, 1050, 1150)
                           + item(QStringLiteral("q1"), 3, sA, 1080, 1090) + item(QStringLiteral("q1"), 4, sM, 0, 50)
                           + item(QStringLiteral("q1"), 5, sA, 2040, 2100) + item(QStringLiteral("q1"), 6, sB, 550, 560)
                           + item(QStringLiteral("q1"), 1, sM, 0, 50, "prererank")
                           + item(QStringLiteral("q2"), 1, sA, 550, 650) + item(QStringLiteral("q2"), 2, sM, 150, 160)
                           + item(QStringLiteral("q2"), 3, sB, 3050, 3060)
                           + item(QStringLiteral("q2"), 1, sB, 3050, 3060, "prererank")
                           + item(QStringLiteral("q3"), 1, sA, 10, 90);
    const QString path = m_project->dir.filePath(QStringLiteral("run.jsonl"));
    QVERIFY(testing::writeFile(path, run));
    auto imported = RunImporter(store).import(path, {QStringLiteral("sys"), QStringLiteral("v1"), {}});
    QVERIFY2(imported.ok(), qPrintable(imported.error()));
    m_import = *imported;
    m_run = m_import.run;
    QCOMPARE(m_run->level, RunLevel::Passage);
    QVERIFY(m_run->hasPrererank);
    QCOMPARE(m_run->itemCount, 12);
    QCOMPARE(m_run->questionCount, 4);
}

void TestRunEvaluation::hitRuleOutcomes()
{
    auto detail = RunEvaluator(*m_project->store).detail(*m_run, m_questions[0].uuid);
    QVERIFY2(detail.ok(), qPrintable(detail.error()));
    QStringList statuses;
    QList<int> grades;
    for (const RunItemDetail &entry : detail->final) {
        statuses << hitStatusKey(entry.judgment.status);
        grades << entry.judgment.grade;
    }
    QCOMPARE(statuses, QStringList({QStringLiteral("off_span"), QStringLiteral("hit"), QStringLiteral("redundant"),
                                    QStringLiteral("unjudged"), QStringLiteral("hit"), QStringLiteral("hit")}));
    QCOMPARE(grades, QList<int>({0, 3, 0, -1, 2, 1}));
    // Relevance at grade >= 2: only the two credited spans of grade 3 and 2.
    QCOMPARE(detail->final[1].relevant, true);
    QCOMPARE(detail->final[5].relevant, false);
    // The redundant item overlaps S1 like the hit above it.
    QCOMPARE(detail->final[2].overlappingSpans, detail->final[1].overlappingSpans);

    auto second = RunEvaluator(*m_project->store).detail(*m_run, m_questions[1].uuid);
    QVERIFY(second.ok());
    QStringList q2;
    for (const RunItemDetail &entry : second->final)
        q2 << hitStatusKey(entry.judgment.status);
    QCOMPARE(q2, QStringList({QStringLiteral("pending"), QStringLiteral("pool_zero"), QStringLiteral("hit")}));
}

void TestRunEvaluation::knownNumbers()
{
    auto evaluation = RunEvaluator(*m_project->store).evaluate(*m_run, m_import.lists, EvaluationSettings());
    QVERIFY2(evaluation.ok(), qPrintable(evaluation.error()));
    const RunEvaluation &e = *evaluation;
    const double dcg5 = 7 / lg(3) + 3 / lg(6);
    const double idcg = 7 + 3 / lg(3) + 1 / lg(4);
    QCOMPARE(value(e, QStringLiteral("q1"), QStringLiteral("precision@5")), 0.4);
    QCOMPARE(value(e, QStringLiteral("q1"), QStringLiteral("precision@10")), 0.2);
    QCOMPARE(value(e, QStringLiteral("q1"), QStringLiteral("recall@1")), 0.0);
    QCOMPARE(value(e, QStringLiteral("q1"), QStringLiteral("recall@5")), 1.0);
    QCOMPARE(value(e, QStringLiteral("q1"), QStringLiteral("success@1")), 0.0);
    QCOMPARE(value(e, QStringLiteral("q1"), QStringLiteral("success@5")), 1.0);
    QCOMPARE(value(e, QStringLiteral("q1"), QStringLiteral("mrr@1")), 0.0);
    QCOMPARE(value(e, QStringLiteral("q1"), QStringLiteral("mrr@5")), 0.5);
    QCOMPARE(value(e, QStringLiteral("q1"), QStringLiteral("map")), 0.45);
    QVERIFY(std::abs(value(e, QStringLiteral("q1"), QStringLiteral("ndcg@5")) - dcg5 / idcg) < 1e-12);
    QVERIFY(std::abs(value(e, QStringLiteral("q1"), QStringLiteral("ndcg@10")) - (dcg5 + 1 / lg(7)) / idcg) < 1e-12);
    QCOMPARE(value(e, QStringLiteral("q1"), QStringLiteral("judged@5")), 0.8);
    QVERIFY(std::abs(value(e, QStringLiteral("q1"), QStringLiteral("judged@10")) - 5.0 / 6.0) < 1e-12);
    QCOMPARE(value(e, QStringLiteral("q1"), QStringLiteral("bpref")), 0.25);

    QCOMPARE(value(e, QStringLiteral("q2"), QStringLiteral("precision@5")), 0.2);
    QVERIFY(std::abs(value(e, QStringLiteral("q2"), QStringLiteral("mrr@5")) - 1.0 / 3.0) < 1e-12);
    QVERIFY(std::abs(value(e, QStringLiteral("q2"), QStringLiteral("map")) - 1.0 / 3.0) < 1e-12);
    QVERIFY(std::abs(value(e, QStringLiteral("q2"), QStringLiteral("ndcg@5")) - 0.5) < 1e-12);
    QVERIFY(std::abs(value(e, QStringLiteral("q2"), QStringLiteral("judged@10")) - 2.0 / 3.0) < 1e-12);
    QCOMPARE(value(e, QStringLiteral("q2"), QStringLiteral("bpref")), 0.0);

    QVERIFY(std::abs(mean(e, QStringLiteral("recall@5")) - 2.0 / 3.0) < 1e-12);
    QVERIFY(std::abs(mean(e, QStringLiteral("precision@5")) - 0.2) < 1e-12);
    QVERIFY(std::abs(mean(e, QStringLiteral("map")) - (0.45 + 1.0 / 3.0) / 3.0) < 1e-12);
    QCOMPARE(e.overall.metrics[size_t(e.metricIndex(QStringLiteral("map")))].n, 3);
    QVERIFY(std::abs(*e.overall.judgedAtWarningK - 0.75) < 1e-12);
    QVERIFY(e.overall.judgedWarning);
    QVERIFY(e.warnings.join(QLatin1Char('\n')).contains(QStringLiteral("judged@10")));
    QCOMPARE(e.hitRule, QStringLiteral("any_overlap"));
    QCOMPARE(gainFunctionName(e.settings.gain), QStringLiteral("exponential"));
    // The primary metric's interval brackets its mean.
    const MetricAggregate &primary = e.overall.metrics[size_t(e.metricIndex(QStringLiteral("ndcg@10")))];
    QVERIFY(primary.lower && primary.upper && *primary.lower <= *primary.mean && *primary.mean <= *primary.upper);
}

void TestRunEvaluation::unanswerableAndEmpty()
{
    auto evaluation = RunEvaluator(*m_project->store).evaluate(*m_run, m_import.lists, EvaluationSettings());
    QVERIFY(evaluation.ok());
    const QuestionResult &q3 = result(*evaluation, QStringLiteral("q3"));
    QVERIFY(!q3.answerable);
    QVERIFY(std::none_of(q3.values.begin(), q3.values.end(), [](const auto &v) { return v.has_value(); }));
    const QuestionResult &q4 = result(*evaluation, QStringLiteral("q4"));
    QCOMPARE(q4.retrieved, 0);
    QCOMPARE(value(*evaluation, QStringLiteral("q4"), QStringLiteral("recall@10")), 0.0);
    QCOMPARE(value(*evaluation, QStringLiteral("q4"), QStringLiteral("ndcg@10")), 0.0);
    QVERIFY(std::isnan(value(*evaluation, QStringLiteral("q4"), QStringLiteral("judged@10"))));
    QCOMPARE(evaluation->overall.unanswerable, 1);
    QCOMPARE(evaluation->overall.answerable, 3);
    QCOMPARE(evaluation->overall.withoutResults, 1);
    const auto lexical = std::find_if(evaluation->strata.begin(), evaluation->strata.end(),
                                      [](const GroupSummary &g) { return g.stratum == QLatin1String("lexical"); });
    QVERIFY(lexical != evaluation->strata.end());
    QCOMPARE(lexical->answerable, 1);
    QCOMPARE(lexical->unanswerable, 1);
}

void TestRunEvaluation::rerankMovement()
{
    auto evaluation = RunEvaluator(*m_project->store).evaluate(*m_run, m_import.lists, EvaluationSettings());
    QVERIFY(evaluation.ok());
    QVERIFY(evaluation->overall.rerank);
    const RerankMovement &movement = *evaluation->overall.rerank;
    QCOMPARE(movement.queries, 3);
    QCOMPARE(movement.rescued, 1); // q1
    QCOMPARE(movement.kept, 1);    // q2
    QCOMPARE(movement.missedBoth, 1); // q4
    QCOMPARE(movement.broke, 0);
}

void TestRunEvaluation::storedRowsCarryTheInstrument()
{
    const RunEvaluator evaluator(*m_project->store);
    auto evaluation = evaluator.current(*m_run, EvaluationSettings());
    QVERIFY2(evaluation.ok(), qPrintable(evaluation.error()));
    QSqlQuery query(m_project->store->database());
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM eval_results")));
    QVERIFY(query.next());
    // Answerable questions x columns (6 families x 4 cutoffs + map + bpref + 2 pre-rerank families x 4).
    QCOMPARE(int(evaluation->columns.size()), 6 * 4 + 2 + 2 * 4);
    QCOMPARE(query.value(0).toInt(), 3 * int(evaluation->columns.size()));
    QVERIFY(query.exec(QStringLiteral("SELECT value, judged_fraction, dataset_version, corpus_digest, hit_rule, gain, "
                                      "metric_version, trial, stratum FROM eval_results WHERE question_id = 'q1' AND "
                                      "metric = 'precision@5'")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toDouble(), 0.4);
    QCOMPARE(query.value(1).toDouble(), 0.8);
    QCOMPARE(query.value(2).toString(), QStringLiteral("v1"));
    QCOMPARE(query.value(3).toString().size(), 64);
    QCOMPARE(query.value(4).toString(), QStringLiteral("any_overlap"));
    QCOMPARE(query.value(5).toString(), QStringLiteral("exponential"));
    QCOMPARE(query.value(6).toString(), retrievalMetricVersion());
    QCOMPARE(query.value(7).toInt(), 0);
    QCOMPARE(query.value(8).toString(), QStringLiteral("lexical"));
    // Read back from the stored rows, the same numbers.
    auto again = evaluator.current(*m_run, EvaluationSettings());
    QVERIFY(again.ok());
    QCOMPARE(value(*again, QStringLiteral("q1"), QStringLiteral("bpref")), 0.25);
    QCOMPARE(again->overall.rerank->rescued, 1);
}

void TestRunEvaluation::holesQueueIntoPassageMode()
{
    const RunEvaluator evaluator(*m_project->store);
    auto holes = evaluator.holes(*m_run, 10);
    QVERIFY2(holes.ok(), qPrintable(holes.error()));
    QCOMPARE(int(holes->size()), 2);
    QCOMPARE((*holes)[0].externalId, QStringLiteral("q1"));
    QCOMPARE((*holes)[0].rank, 4);
    QCOMPARE((*holes)[0].status, HitStatus::Unjudged);
    QCOMPARE((*holes)[1].externalId, QStringLiteral("q2"));
    QCOMPARE((*holes)[1].status, HitStatus::Pending);

    auto queued = evaluator.queueHoles(*m_run, *holes);
    QVERIFY2(queued.ok(), qPrintable(queued.error()));
    QCOMPARE(queued->queued, 1);
    const std::vector<Passage> passages = PassageStore(*m_project->store).forQuestion(m_questions[0].id);
    QCOMPARE(int(passages.size()), 1);
    QCOMPARE(passages[0].source, QStringLiteral("pool:sys"));
    QCOMPARE(passages[0].span.documentId, m_project->documents[0].id);
    // Queuing twice adds nothing.
    QCOMPARE(evaluator.queueHoles(*m_run, *holes)->queued, 0);

    // An annotator grades it 0: the hole closes, judged@10 of q1 is 6/6 and
    // the stored evaluation (older pool) is recomputed.
    const QString before = evaluator.gradedPool().sha256;
    QVERIFY(JudgmentStore(*m_project->store).gradePassage(m_ann1.id, m_questions[0].id, passages[0].id, 0).ok());
    QVERIFY(evaluator.gradedPool().sha256 != before);
    auto evaluation = evaluator.current(*m_run, EvaluationSettings());
    QVERIFY(evaluation.ok());
    QCOMPARE(value(*evaluation, QStringLiteral("q1"), QStringLiteral("judged@10")), 1.0);
    QCOMPARE(evaluation->poolSha256, evaluator.gradedPool().sha256);
    QCOMPARE(int(evaluator.holes(*m_run, 10)->size()), 1); // only q2's pending one
}

void TestRunEvaluation::browserApi()
{
    const RunStore runs(*m_project->store);
    const std::vector<RunListEntry> list = runs.list();
    QCOMPARE(int(list.size()), 1);
    QCOMPARE(list[0].run.name, QStringLiteral("sys"));
    QVERIFY(list[0].primary.has_value());
    QCOMPARE(list[0].primaryMetric, QStringLiteral("ndcg@10"));

    RunQuestionQuery query;
    query.runId = m_run->id;
    query.sortMetric = QStringLiteral("ndcg@10");
    RunQuestionPage page = runs.questions(query);
    QCOMPARE(page.total, 4);
    QStringList order;
    for (const RunQuestionRow &row : page.rows)
        order << row.externalId;
    // Lowest first, the unanswerable question (no value) last.
    QCOMPARE(order, QStringList({QStringLiteral("q4"), QStringLiteral("q2"), QStringLiteral("q1"), QStringLiteral("q3")}));
    query.maximum = 0.0;
    page = runs.questions(query);
    QCOMPARE(page.total, 1);
    QCOMPARE(page.rows[0].externalId, QStringLiteral("q4"));
    query.maximum.reset();
    query.stratum = QStringLiteral("lexical");
    query.limit = 1;
    page = runs.questions(query);
    QCOMPARE(page.total, 2);
    QCOMPARE(int(page.rows.size()), 1);
    QCOMPARE(page.rows[0].externalId, QStringLiteral("q1"));

    const std::vector<RunItem> items = runs.items(m_run->id, m_questions[0].uuid);
    QCOMPARE(int(items.size()), 7); // six final, one pre-rerank
    QCOMPARE(items.front().stage, RunStage::Final);
    QCOMPARE(items.back().stage, RunStage::Prererank);
}

void TestRunEvaluation::linearGainIsNamed()
{
    EvaluationSettings settings;
    settings.gain = GainFunction::Linear;
    auto evaluation = RunEvaluator(*m_project->store).evaluate(*m_run, m_import.lists, settings);
    QVERIFY(evaluation.ok());
    // Linear gain: DCG@5 = 3/log2 3 + 2/log2 6; ideal 3 + 2/log2 3 + 1/2.
    const double expected = (3 / lg(3) + 2 / lg(6)) / (3 + 2 / lg(3) + 0.5);
    QVERIFY(std::abs(value(*evaluation, QStringLiteral("q1"), QStringLiteral("ndcg@5")) - expected) < 1e-12);
    QVERIFY(evaluation->settings.key().startsWith(QStringLiteral("gain=linear;")));
}

QTEST_GUILESS_MAIN(TestRunEvaluation)
#include "tst_runevaluation.moc"
