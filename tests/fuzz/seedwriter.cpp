// Writes the seed corpus of every harness to OUTDIR/<harness>/: excerpts of
// ../shared/testdata (trec_eval's test files, the agreement cases; read in
// place, never copied into the repository) and files the product writes
// itself from the fixture projects of fuzzfixtures.h (judgment and decision
// exports, a golden-set export, annotator packages), plus small hand-made
// files for the formats nothing here writes (questions, runs, verdicts).
//
//   fuzz_seedwriter OUTDIR        (the fuzz_seeds target runs it)

#include "fuzz/fuzzentries.h"

#include "annotation/adjudicationfile.h"
#include "annotation/annotatorstore.h"
#include "annotation/goldexporter.h"
#include "annotation/judgmentexport.h"
#include "annotation/questionstore.h"
#include "annotation/quotematcher.h"
#include "annotation/rubricstore.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

using namespace touchstone;
using namespace touchstone::fuzz;

namespace {

QString g_out;
int g_written = 0;

void seed(const QString &harness, const QString &name, const QByteArray &bytes)
{
    const QString folder = QDir(g_out).filePath(harness);
    QDir().mkpath(folder);
    QFile file(QDir(folder).filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        setupFailure(QStringLiteral("cannot write ") + file.fileName());
    ++g_written;
}

QByteArray firstLines(const QByteArray &bytes, int count)
{
    return bytes.split('\n').mid(0, count).join('\n') + '\n';
}

QByteArray jsonLine(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

void trecSeeds()
{
    const QString folder = testing::sharedPath(QStringLiteral("testdata/trec_eval/upstream_test"));
    for (const QString &name : QDir(folder).entryList({QStringLiteral("qrels*")}, QDir::Files))
        seed(QStringLiteral("trecqrels"), name, firstLines(readFile(QDir(folder).filePath(name)), 150));
    for (const QString &name : QDir(folder).entryList({QStringLiteral("results*")}, QDir::Files)) {
        const QByteArray bytes = readFile(QDir(folder).filePath(name));
        seed(QStringLiteral("trecrun"), name, firstLines(bytes, 150));
        seed(QStringLiteral("flatjsonline"), name + QStringLiteral("-line"), bytes.split('\n').value(3));
    }
    seed(QStringLiteral("trecqrels"), QStringLiteral("crlf-negative"), "301 0 FR940202-2-00150 1\r\n301 0 X -1\r\n# c\r\n302 0 Y 2");
    seed(QStringLiteral("trecrun"), QStringLiteral("comments-inf"),
         "# run\n301 Q0 FR940202-2-00150 1 inf t\n\n301 Q0 FR940202-2-00151 2 -1e3 t extra\n302 Q0 A 1 0.5 u");
}

void agreementSeeds()
{
    QDirIterator it(testing::sharedPath(QStringLiteral("testdata/agreement/cases")), {QStringLiteral("*.json")}, QDir::Files);
    while (it.hasNext()) {
        it.next();
        const QByteArray bytes = readFile(it.filePath());
        seed(QStringLiteral("agreementcase"), it.fileName(), bytes);
        seed(QStringLiteral("canonicaljson"), it.fileName(), bytes);
    }
}

void questionSeeds()
{
    seed(QStringLiteral("questions_csv"), QStringLiteral("basic.csv"),
         "id,question,stratum,split,answerable,reference_answer,nuggets,source,date\r\n"
         "n1,\"What does llncs, the class, extend?\",lexical,dev,true,The article class,"
         "\"[{\"\"text\"\":\"\"article\"\",\"\"vital\"\":true}]\",manual,2024-05\r\n"
         "n2,\"A question\nover two lines\",negative,test,false,,,,2024\r\n");
    seed(QStringLiteral("questions_csv"), QStringLiteral("bom-lower.csv"),
         "\xEF\xBB\xBFQuestion,ID,Stratum,Extra\nWho?,n3,my_stratum,x\n\nWhen?,n4,temporal,\n");
    const QJsonObject base{{QStringLiteral("id"), QStringLiteral("n1")},
                           {QStringLiteral("question"), QStringLiteral("What does llncs extend?")},
                           {QStringLiteral("stratum"), QStringLiteral("lexical")},
                           {QStringLiteral("split"), QStringLiteral("dev")},
                           {QStringLiteral("answerable"), true},
                           {QStringLiteral("reference_answer"), QStringLiteral("article")},
                           {QStringLiteral("nuggets"), QJsonArray{QJsonObject{{QStringLiteral("text"), QStringLiteral("article")},
                                                                               {QStringLiteral("vital"), true}}}},
                           {QStringLiteral("source"), QStringLiteral("manual")},
                           {QStringLiteral("date"), QStringLiteral("2024-05-01T10:00:00Z")}};
    QJsonObject second = base;
    second.insert(QStringLiteral("id"), 42);
    second.insert(QStringLiteral("stratum"), QStringLiteral("negative"));
    second.remove(QStringLiteral("answerable"));
    second.insert(QStringLiteral("unknown"), QStringLiteral("x"));
    seed(QStringLiteral("questions_jsonl"), QStringLiteral("basic.jsonl"), jsonLine(base) + "\n" + jsonLine(second));
    for (const Question &question : QuestionStore(labelProject().store()).all()) {
        QJsonObject object = QuestionImport::toJson(question);
        object.insert(QStringLiteral("id"), question.externalId + QStringLiteral("-new"));
        seed(QStringLiteral("questions_jsonl"), QStringLiteral("export-") + question.externalId + QStringLiteral(".jsonl"),
             jsonLine(object));
    }
}

void judgmentSeeds()
{
    const ProjectStore &store = labelProject().store();
    const std::vector<QJsonObject> objects = JudgmentExport::objects(store);
    seed(QStringLiteral("judgments"), QStringLiteral("export.jsonl"), JudgmentExport::toJsonl(objects));
    // The same labels as new ones (no uuid), by another annotator, a few at a time.
    for (size_t i = 0; i < objects.size(); ++i) {
        QJsonObject object = objects[i];
        object.remove(QStringLiteral("uuid"));
        object.insert(QStringLiteral("annotator"), QStringLiteral("newcomer"));
        if (i % 2 == 1) { // by offsets alone
            object.remove(QStringLiteral("quote"));
            object.remove(QStringLiteral("prefix"));
            object.remove(QStringLiteral("suffix"));
        }
        seed(QStringLiteral("judgments"), QStringLiteral("new-%1.jsonl").arg(i), jsonLine(object));
        seed(QStringLiteral("flatjsonline"), QStringLiteral("judgment-%1").arg(i), jsonLine(object).trimmed());
        seed(QStringLiteral("canonicaljson"), QStringLiteral("judgment-%1").arg(i), jsonLine(object));
    }
}

void adjudicationSeeds()
{
    const ProjectStore &store = labelProject().store();
    const DocumentStore documents(store);
    QString llncs, minimal;
    for (const DocumentRecord &document : documents.documents())
        (document.fileName == QStringLiteral("llncsdoc.pdf") ? llncs : minimal) = document.sha256;
    auto line = [](std::initializer_list<std::pair<const char *, QJsonValue>> pairs) {
        QJsonObject object;
        for (const auto &[key, value] : pairs)
            object.insert(QString::fromLatin1(key), value);
        return jsonLine(object);
    };
    QByteArray file;
    file += line({{"lead", QStringLiteral("L")}, {"question_id", QStringLiteral("q1")}, {"document_sha256", llncs},
                  {"quote", QStringLiteral("The llncs class is an extension of the standard")}, {"grade", 2},
                  {"reason", QStringLiteral("rubric_unclear: grade 2 per the new rubric")},
                  {"time", QStringLiteral("2026-01-05T10:00:00.000Z")}});
    file += line({{"lead", QStringLiteral("L")}, {"question_id", QStringLiteral("q2")}, {"document_sha256", minimal},
                  {"quote", QStringLiteral("At vero eos et accusam")}, {"grade", 1}, {"reason", QStringLiteral("span_boundary")},
                  {"time", QStringLiteral("2026-01-05T10:01:00.000Z")}});
    file += line({{"lead", QStringLiteral("L")}, {"question_id", QStringLiteral("q2")}, {"document_sha256", minimal},
                  {"quote", QStringLiteral("Stet clita kasd gubergren")}, {"no_span", true},
                  {"reason", QStringLiteral("annotator_error")}});
    file += line({{"lead", QStringLiteral("L")}, {"question_id", QStringLiteral("q10")}, {"unanswerable", true},
                  {"reason", QStringLiteral("other: the corpus predates the event")}});
    seed(QStringLiteral("adjudications"), QStringLiteral("decisions.jsonl"), file);
    const QList<QByteArray> lines = file.split('\n');
    for (int i = 0; i + 1 < lines.size(); ++i)
        seed(QStringLiteral("adjudications"), QStringLiteral("line-%1.jsonl").arg(i), lines[i] + '\n');
    seed(QStringLiteral("adjudications"), QStringLiteral("offsets.jsonl"),
         line({{"lead", QStringLiteral("L")}, {"question_id", QStringLiteral("q2")}, {"document_sha256", minimal},
               {"start", 0}, {"end", 26}, {"grade", 3}, {"reason", QStringLiteral("span_boundary")}, {"page", 1},
               {"unit", QStringLiteral("span:%1:0-26").arg(minimal)}}));
}

void verdictSeeds()
{
    const QString rubric = RubricStore(labelProject().store()).current()->sha256;
    QByteArray verdicts, calibration;
    const char *kinds[] = {"pass", "fail", "unknown", "refusal"};
    for (int i = 0; i < 4; ++i) {
        QJsonObject verdict{{QStringLiteral("question_id"), i % 2 ? QStringLiteral("q1") : QStringLiteral("q2")},
                            {QStringLiteral("answer_id"), QStringLiteral("a%1").arg(i)},
                            {QStringLiteral("verdict"), QString::fromLatin1(kinds[i])},
                            {QStringLiteral("judge_model"), QStringLiteral("judge-1")},
                            {QStringLiteral("rubric_sha256"), rubric},
                            {QStringLiteral("justification"), QStringLiteral("because … ✓")}};
        if (i < 2)
            verdict.insert(QStringLiteral("probability"), i == 0 ? 0.125 : 0.875);
        verdicts += jsonLine(verdict);
        calibration += jsonLine({{QStringLiteral("question_id"), verdict.value(QStringLiteral("question_id"))},
                                 {QStringLiteral("answer_id"), verdict.value(QStringLiteral("answer_id"))},
                                 {QStringLiteral("verdict"), i % 2 ? QStringLiteral("fail") : QStringLiteral("pass")}});
    }
    seed(QStringLiteral("judgeverdicts"), QStringLiteral("verdicts.jsonl"), verdicts);
    seed(QStringLiteral("judgeverdicts"), QStringLiteral("calibration.jsonl"), calibration);
}

void runSeeds()
{
    const ProjectStore &store = goldProject().store();
    const std::vector<DocumentRecord> documents = DocumentStore(store).documents();
    QByteArray trec, byName, jsonl, text, documentLevel;
    const QStringList questions{QStringLiteral("q01"), QStringLiteral("q02"), QStringLiteral("q04"), QStringLiteral("q05"),
                                QStringLiteral("q07")};
    for (const QString &question : questions) {
        for (size_t d = 0; d < documents.size(); ++d) {
            const DocumentRecord &document = documents[d];
            const int rank = int(d) + 1;
            trec += QStringLiteral("%1 Q0 %2 %3 %4 fuzz\n").arg(question, document.sha256).arg(rank).arg(2.5 - rank).toUtf8();
            byName += QStringLiteral("%1\tQ0\t%2\t%3\t%4\tbyname\n").arg(question, document.fileName).arg(rank).arg(rank).toUtf8();
            documentLevel += jsonLine({{QStringLiteral("question_id"), question}, {QStringLiteral("rank"), rank},
                                       {QStringLiteral("document_id"), document.fileName}});
            const auto canonical = DocumentStore(store).canonicalText(document.id);
            for (int k = 0; k < 2; ++k) {
                const int start = 40 * k + 10 * int(d);
                jsonl += jsonLine({{QStringLiteral("question_id"), question}, {QStringLiteral("rank"), 2 * rank + k - 1},
                                   {QStringLiteral("score"), 1.0 / (k + rank)},
                                   {QStringLiteral("document_sha256"), document.sha256},
                                   {QStringLiteral("start"), start}, {QStringLiteral("end"), start + 30},
                                   {QStringLiteral("stage"), k ? QStringLiteral("prererank") : QStringLiteral("final")}});
                text += jsonLine({{QStringLiteral("question_id"), question}, {QStringLiteral("rank"), 2 * rank + k - 1},
                                  {QStringLiteral("document_sha256"), document.sha256},
                                  {QStringLiteral("text"), canonical->slice(100 * k, 100 * k + 40)}, {QStringLiteral("page"), 1}});
            }
        }
    }
    const QByteArray config = jsonLine({{QStringLiteral("config"), QJsonObject{{QStringLiteral("retriever"), QStringLiteral("bm25")},
                                                                              {QStringLiteral("k"), 10}}}});
    seed(QStringLiteral("runfile"), QStringLiteral("trec-sha.txt"), trec);
    seed(QStringLiteral("runfile"), QStringLiteral("trec-names.txt"), "# a comment\n" + byName);
    seed(QStringLiteral("runfile"), QStringLiteral("passages.jsonl"), config + jsonl);
    seed(QStringLiteral("runfile"), QStringLiteral("text.jsonl"), text);
    seed(QStringLiteral("runfile"), QStringLiteral("documents.jsonl"), documentLevel);
    for (const QByteArray &line : (jsonl + text).split('\n').mid(0, 6))
        seed(QStringLiteral("flatjsonline"), QStringLiteral("run-") + QString::fromLatin1(
                                                 QCryptographicHash::hash(line, QCryptographicHash::Sha1).toHex().left(8)),
             line);
    seed(QStringLiteral("flatjsonline"), QStringLiteral("numbers"),
         R"({"a":-0,"b":1.5e-3,"c":1E+2,"d":true,"e":false,"f":null,"g":"x","h":[1],"i":{"j":2}})");
}

void exportSeeds()
{
    const auto files = GoldExporter::build(goldProject().store(), QStringLiteral("v1"));
    if (!files)
        setupFailure(files.error());
    QByteArray manifest, records;
    for (const auto &[name, bytes] : *files) {
        if (name == QStringLiteral("manifest.json"))
            manifest = bytes;
        else if (name == QStringLiteral("records.jsonl"))
            records = bytes;
        if (name.endsWith(QStringLiteral(".json")) || name.endsWith(QStringLiteral(".jsonld")))
            seed(QStringLiteral("canonicaljson"), QStringLiteral("export-") + name, bytes);
    }
    seed(QStringLiteral("goldexport"), QStringLiteral("export"), manifest + '\x1e' + records);
    const QList<QByteArray> lines = records.split('\n');
    for (int i = 0; i + 1 < lines.size(); ++i)
        seed(QStringLiteral("goldexport"), QStringLiteral("record-%1").arg(i), manifest + '\x1e' + lines[i] + '\n');
}

void packageSeeds()
{
    const ProjectStore &store = labelProject().store();
    QTemporaryDir dir;
    for (const QString &name : {QStringLiteral("A"), QStringLiteral("B")}) {
        const auto annotator = AnnotatorStore(store).byName(name);
        const QString folder = dir.filePath(name);
        const auto written = AnnotatorPackage::write(store, annotator->id, folder);
        if (!written)
            setupFailure(written.error());
        const QByteArray json = readFile(QDir(folder).filePath(QStringLiteral("package.json")));
        seed(QStringLiteral("annotatorpackage"), QStringLiteral("package-") + name + QStringLiteral(".json"), json);
        seed(QStringLiteral("canonicaljson"), QStringLiteral("package-") + name + QStringLiteral(".json"), json);
    }
}

} // namespace

int main(int argc, char **argv)
{
    ensureApplication();
    if (argc != 2) {
        std::fprintf(stderr, "usage: fuzz_seedwriter OUTDIR\n");
        return 2;
    }
    g_out = QString::fromLocal8Bit(argv[1]);
    trecSeeds();
    agreementSeeds();
    questionSeeds();
    judgmentSeeds();
    adjudicationSeeds();
    verdictSeeds();
    runSeeds();
    exportSeeds();
    packageSeeds();
    std::printf("%d seed files in %s\n", g_written, qPrintable(g_out));
    return 0;
}
