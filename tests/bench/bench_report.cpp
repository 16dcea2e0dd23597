// Import + evaluation + report of a large run: a generated frozen set of
// 10,000 questions with gold spans in three real corpus PDFs and a JSONL run
// of 100 retrieved passages per question (1,000,000 lines). Target: import,
// evaluation and report (JSON, CSV, HTML) together within 2 s.
//
//   build/bench/bench_report [questions] [passages-per-question] [copy-report-to-dir]

#include "common/evalfixture.h"

#include "annotation/reportstore.h"
#include "annotation/runcomparison.h"
#include "annotation/retrievalreport.h"
#include "annotation/runevaluator.h"
#include "annotation/runimporter.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <cstdio>
#include <ctime>
#include <random>

using namespace touchstone;

namespace {

const char *const kStrata[] = {"lexical", "paraphrase", "multi_hop", "long_tail", "tabular", "temporal"};

// Wall-clock milliseconds and the process's CPU milliseconds (all
// threads) since the last call: on a shared machine the second says what
// the work costs, the first what it took.
struct Clock
{
    QElapsedTimer wall;
    std::clock_t cpu = std::clock();
    Clock() { wall.start(); }
    void print(const char *label)
    {
        const std::clock_t now = std::clock();
        std::printf("%-34s %8lld ms wall %8lld ms cpu\n", label, static_cast<long long>(wall.restart()),
                    static_cast<long long>((now - cpu) * 1000 / CLOCKS_PER_SEC));
        cpu = now;
    }
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int questionCount = argc > 1 ? std::atoi(argv[1]) : 10000;
    const int perQuestion = argc > 2 ? std::atoi(argv[2]) : 100;
    auto project = testing::makeEvalProject({QStringLiteral("pypdf-minimal-document.pdf"), QStringLiteral("llncsdoc.pdf"),
                                             QStringLiteral("acmart-sample-sigconf.pdf")});
    if (!project) {
        std::fprintf(stderr, "cannot build the project from the corpus\n");
        return 1;
    }
    const ProjectStore &store = *project->store;
    std::mt19937_64 random(20240531);
    std::vector<Question> questions;
    for (int q = 0; q < questionCount; ++q) {
        Question question;
        question.externalId = QStringLiteral("q%1").arg(q, 5, 10, QLatin1Char('0'));
        question.text = QStringLiteral("Generated question %1").arg(q);
        question.stratum = q % 20 == 0 ? QStringLiteral("negative") : QLatin1String(kStrata[q % 6]);
        question.answerable = q % 20 != 0;
        questions.push_back(question);
    }
    questions = *QuestionStore(store).addMany(questions);
    // Gold: one to three spans in the two long documents.
    std::vector<GoldQuestion> gold;
    const size_t longDocuments[] = {1, 2};
    for (const Question &question : questions) {
        std::vector<testing::SpanSpec> spans;
        const int count = question.answerable ? 1 + int(random() % 3) : 0;
        for (int s = 0; s < count; ++s) {
            const size_t document = longDocuments[random() % 2];
            const int size = project->documents[document].codePoints;
            const int start = int(random() % quint64(size - 400));
            spans.push_back({document, start, start + 80 + int(random() % 200), 1 + int(random() % 3)});
        }
        gold.push_back(testing::goldQuestion(*project, question, spans));
    }
    if (!testing::freezeVersion(store, QStringLiteral("bench"), gold)) {
        std::fprintf(stderr, "cannot freeze the version\n");
        return 1;
    }
    // The run: 100 passages of 200 code points per question, a share of
    // them near a gold span (a third for the run, a quarter for the second
    // run compared with it at the end), with a pre-rerank list for the second.
    const auto generate = [&](int nearOneIn, bool prererank) {
        QByteArray run;
        run.reserve(qsizetype(questionCount) * perQuestion * (prererank ? 260 : 130));
        for (const GoldQuestion &question : gold) {
            for (const char *stage : prererank ? std::vector<const char *>{"final", "prererank"}
                                               : std::vector<const char *>{"final"}) {
                for (int rank = 1; rank <= perQuestion; ++rank) {
                    const size_t document = longDocuments[random() % 2];
                    int start = int(random() % quint64(project->documents[document].codePoints - 300));
                    QString sha = project->documents[document].sha256;
                    if (!question.spans.empty() && int(random() % quint64(nearOneIn)) == 0) {
                        const GoldSpan &span = question.spans[random() % question.spans.size()];
                        start = std::max(0, span.start - 100 + int(random() % 150));
                        sha = span.documentSha256;
                    }
                    run += "{\"question_id\":\"" + question.externalId.toUtf8() + "\",\"rank\":"
                           + QByteArray::number(rank) + ",\"score\":" + QByteArray::number(1.0 - rank / 1000.0)
                           + ",\"document_sha256\":\"" + sha.toUtf8() + "\",\"start\":" + QByteArray::number(start)
                           + ",\"end\":" + QByteArray::number(start + 200) + ",\"stage\":\"" + stage + "\"}\n";
                }
            }
        }
        return run;
    };
    QByteArray run = generate(3, false);
    const QString path = project->dir.filePath(QStringLiteral("run.jsonl"));
    testing::writeFile(path, run);
    std::printf("questions %d, passages per question %d, run file %.1f MB\n", questionCount, perQuestion,
                run.size() / 1e6);
    run.clear();

    Clock total;
    Clock phase;
    auto file = RunFileReader::read(path);
    if (!file) {
        std::fprintf(stderr, "%s\n", qPrintable(file.error()));
        return 1;
    }
    phase.print("import: read and parse");
    auto imported = RunImporter(store).import(std::move(*file), {QStringLiteral("bench-run"), QStringLiteral("bench"), {}});
    if (!imported) {
        std::fprintf(stderr, "%s\n", qPrintable(imported.error()));
        return 1;
    }
    phase.print("import: resolve, store (sha256 beside)");
    const RunEvaluator evaluator(store);
    auto evaluation = evaluator.evaluate(imported->run, imported->lists, EvaluationSettings());
    if (!evaluation) {
        std::fprintf(stderr, "%s\n", qPrintable(evaluation.error()));
        return 1;
    }
    phase.print("evaluation (all questions)");
    if (!evaluator.store(*evaluation)) {
        std::fprintf(stderr, "cannot store the evaluation\n");
        return 1;
    }
    phase.print("evaluation rows stored");
    RetrievalReportInput input;
    input.title = QStringLiteral("Benchmark");
    input.runs.push_back(std::move(*evaluation));
    const ReportContent content = RetrievalReport::build(input);
    phase.print("report built (JSON, CSV, HTML)");
    ReportRecord record;
    record.kind = QStringLiteral("retrieval");
    record.title = content.title;
    record.json = content.json;
    record.csv = content.csv;
    record.html = content.html;
    const auto stored = ReportStore(store).add(record);
    const QString out = argc > 3 ? QString::fromLocal8Bit(argv[3]) : project->dir.filePath(QStringLiteral("out"));
    if (!stored || !ReportStore::writeFiles(*stored, out, QStringLiteral("retrieval"))) {
        std::fprintf(stderr, "cannot store the report\n");
        return 1;
    }
    phase.print("report stored and written");
    total.print("total: import + evaluation + report");
    std::printf("eval rows %zu, JSON %.1f MB, CSV %.1f MB, HTML %.2f MB\n",
                input.runs.front().questions.size() * input.runs.front().columns.size(), content.json.size() / 1e6,
                content.csv.size() / 1e6, content.html.size() / 1e6);

    // A second process would read the stored evaluation back instead.
    phase = Clock();
    auto reread = evaluator.current(imported->run, EvaluationSettings());
    phase.print("stored evaluation read back");
    auto recomputed = evaluator.evaluate(imported->run, EvaluationSettings());
    phase.print("evaluation from stored items");
    if (!reread || !recomputed)
        return 1;

    // A second run (with a pre-rerank list) against the first as baseline.
    const QString secondPath = project->dir.filePath(QStringLiteral("second.jsonl"));
    testing::writeFile(secondPath, generate(4, true));
    phase = Clock();
    auto second = RunImporter(store).import(secondPath, {QStringLiteral("bench-run-b"), QStringLiteral("bench"), {}});
    if (!second)
        return 1;
    auto secondEvaluation = evaluator.evaluate(second->run, second->lists, EvaluationSettings());
    if (!secondEvaluation || !evaluator.store(*secondEvaluation))
        return 1;
    phase.print("second run (2M items): import + eval");
    input.runs.push_back(std::move(*secondEvaluation));
    input.baseline = 0;
    auto comparison = RunComparator::compare(input.runs[0], input.runs[1], RunComparisonOptions());
    if (!comparison)
        return 1;
    phase.print("paired comparison (ndcg@10)");
    input.comparisons.push_back(std::move(*comparison));
    RunComparator::correct(input.comparisons);
    const ReportContent compared = RetrievalReport::build(input);
    phase.print("report with baseline built");
    record.json = compared.json;
    record.csv = compared.csv;
    record.html = compared.html;
    if (argc > 3)
        ReportStore::writeFiles(record, out, QStringLiteral("comparison"));
    std::printf("gate %s, delta %.4f\n", qPrintable(gateVerdictName(input.comparisons[0].stats.gate.verdict)),
                input.comparisons[0].stats.bootstrap.delta);
    return 0;
}
