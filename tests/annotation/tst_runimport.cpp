// Importing run files: both formats, documents by sha256 and by the id given
// at ingest, passage text anchored like a quote, the configuration blob and
// its hash; and every kind of bad input refused as "FILE:LINE: reason" with
// nothing of the file stored.

#include "common/evalfixture.h"

#include "annotation/runevaluator.h"
#include "annotation/runimporter.h"
#include "annotation/runstore.h"

#include <QJsonDocument>
#include <QTest>

using namespace touchstone;

namespace {

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QJsonObject passage(const QString &question, int rank, const QString &document, int start, int end)
{
    return QJsonObject{{QStringLiteral("question_id"), question}, {QStringLiteral("rank"), rank},
                       {QStringLiteral("score"), 10.0 - rank}, {QStringLiteral("document_sha256"), document},
                       {QStringLiteral("start"), start}, {QStringLiteral("end"), end}};
}

} // namespace

class TestRunImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void trecRanksLikeTrecEval();
    void byteOrderMarkIsNotPartOfTheFirstTopic();
    void passageTextIsAnchored();
    void configurationIsHashed();
    void unknownKeysWarn();
    void badInputNamesFileAndLine_data();
    void badInputNamesFileAndLine();
    void runNameAndVersionAreChecked();
    void removeDeletesItemsAndResults();

private:
    Result<RunImportReport> import(const QByteArray &bytes, const QString &name, const QString &file = {},
                                   const QString &config = {});
    int rows(const char *table) const;

    std::unique_ptr<testing::EvalProject> m_project;
    QString m_sha[3];
};

void TestRunImport::initTestCase()
{
    m_project = testing::makeEvalProject({QStringLiteral("pypdf-minimal-document.pdf"), QStringLiteral("llncsdoc.pdf"),
                                          QStringLiteral("acmart-sample-sigconf.pdf")},
                                         {QStringLiteral("mini-doc"), QString(), QString()});
    QVERIFY(m_project);
    for (int i = 0; i < 3; ++i)
        m_sha[i] = m_project->documents[size_t(i)].sha256;
    const ProjectStore &store = *m_project->store;
    const Question q1 = testing::addQuestion(store, QStringLiteral("q1"));
    const Question q2 = testing::addQuestion(store, QStringLiteral("q2"), QStringLiteral("paraphrase"));
    QVERIFY(testing::freezeVersion(store, QStringLiteral("v1"),
                                   {testing::goldQuestion(*m_project, q1, {{1, 100, 200, 3}}),
                                    testing::goldQuestion(*m_project, q2, {{2, 300, 400, 2}})}));
}

Result<RunImportReport> TestRunImport::import(const QByteArray &bytes, const QString &name, const QString &file,
                                              const QString &config)
{
    const QString path = m_project->dir.filePath(file.isEmpty() ? name + QStringLiteral(".run") : file);
    testing::writeFile(path, bytes);
    return RunImporter(*m_project->store).import(path, {name, QStringLiteral("v1"), config});
}

int TestRunImport::rows(const char *table) const
{
    QSqlQuery query(m_project->store->database());
    query.exec(QStringLiteral("SELECT count(*) FROM ") + QLatin1String(table));
    return query.next() ? query.value(0).toInt() : -1;
}

void TestRunImport::trecRanksLikeTrecEval()
{
    // Rank column ignored: score descending, ties by docno descending (strcmp).
    const QByteArray trec = "# a comment\n"
                            "q1 Q0 " + m_sha[1].toUtf8() + " 1 0.5 sys\n"
                            "q1 Q0 mini-doc 2 0.9 sys\n"
                            "q1 Q0 " + m_sha[2].toUtf8() + " 3 0.5 sys\n"
                            "\n"
                            "q2 Q0 " + m_sha[2].toUtf8() + " 1 1.0 sys-final\n";
    auto report = import(trec, QStringLiteral("trec-run"));
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->run.format, RunFormat::Trec);
    QCOMPARE(report->run.level, RunLevel::Document);
    QCOMPARE(report->run.tag, QStringLiteral("sys-final"));
    QCOMPARE(report->questionsWithResults, 2);
    const std::vector<RunItem> items = RunStore(*m_project->store).items(report->run.id, report->lists[0].questionUuid);
    QCOMPARE(int(items.size()), 3);
    // mini-doc (0.9) first, resolved by its ingest id; then the tie at 0.5 in
    // descending docno order.
    QCOMPARE(items[0].documentId, m_project->documents[0].id);
    const bool oneAfterTwo = m_sha[1].toUtf8() < m_sha[2].toUtf8();
    QCOMPARE(items[1].documentId, m_project->documents[oneAfterTwo ? 2 : 1].id);
    QCOMPARE(items[2].documentId, m_project->documents[oneAfterTwo ? 1 : 2].id);
    QCOMPARE(items[1].rank, 2);
    QCOMPARE(items[0].start, -1);
}

// Editors on Windows start a file with a byte order mark; before, the first
// topic became "\uFEFFq1", a question of its own next to the later "q1"
// lines, and the import failed with SQLite's "UNIQUE constraint failed".
void TestRunImport::byteOrderMarkIsNotPartOfTheFirstTopic()
{
    const QByteArray trec = "\xEF\xBB\xBFq1 Q0 mini-doc 1 0.9 bom\n"
                            "q2 Q0 " + m_sha[2].toUtf8() + " 1 1.0 bom\n"
                            "q1 Q0 " + m_sha[1].toUtf8() + " 2 0.5 bom\n";
    auto report = import(trec, QStringLiteral("bom-run"));
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->questionsWithResults, 2);
    for (const auto &list : report->lists)
        QVERIFY(!list.questionUuid.isEmpty());
}

void TestRunImport::passageTextIsAnchored()
{
    const CanonicalText &text = m_project->text(1);
    const int start = 1200, end = 1290;
    QString quote = text.slice(start, end);
    const QJsonObject byText{{QStringLiteral("question_id"), QStringLiteral("q1")}, {QStringLiteral("rank"), 1},
                             {QStringLiteral("document_id"), m_sha[1]}, {QStringLiteral("text"), quote},
                             {QStringLiteral("page"), text.pageOf(start) + 1}};
    auto report = import(line(byText) + line(passage(QStringLiteral("q2"), 1, m_sha[2], 10, 20)), QStringLiteral("text-run"),
                         QStringLiteral("text-run.jsonl"));
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->anchoredFromText, 1);
    const std::vector<RunItem> items = RunStore(*m_project->store).items(report->run.id, report->lists[0].questionUuid);
    QCOMPARE(int(items.size()), 1);
    QCOMPARE(text.slice(items[0].start, items[0].end).simplified(), quote.simplified());
    QVERIFY(std::abs(items[0].start - start) <= 2);
    QCOMPARE(items[0].text, quote);
    QVERIFY(!items[0].score.has_value());
}

void TestRunImport::configurationIsHashed()
{
    const QJsonObject config{{QStringLiteral("retriever"), QStringLiteral("bm25")}, {QStringLiteral("k1"), 0.9},
                             {QStringLiteral("b"), 0.4}};
    const QByteArray canonical = R"({"b":0.4,"k1":0.9,"retriever":"bm25"})";
    auto inline_ = import(line(QJsonObject{{QStringLiteral("config"), config}})
                              + line(passage(QStringLiteral("q1"), 1, m_sha[1], 100, 150)),
                          QStringLiteral("config-inline"));
    QVERIFY2(inline_.ok(), qPrintable(inline_.error()));
    QCOMPARE(inline_->run.config.toUtf8(), canonical);
    QCOMPARE(inline_->run.configSha256, ReportJson::sha256(canonical));

    const QString configPath = m_project->dir.filePath(QStringLiteral("config.json"));
    testing::writeFile(configPath, "{\n  \"retriever\": \"bm25\", \"k1\": 0.9,\n \"b\": 0.4 }\n");
    auto separate = import(line(passage(QStringLiteral("q1"), 1, m_sha[1], 100, 150)), QStringLiteral("config-file"), {},
                           configPath);
    QVERIFY2(separate.ok(), qPrintable(separate.error()));
    QCOMPARE(separate->run.configSha256, inline_->run.configSha256);

    auto both = import(line(QJsonObject{{QStringLiteral("config"), config}})
                           + line(passage(QStringLiteral("q1"), 1, m_sha[1], 100, 150)),
                       QStringLiteral("config-both"), {}, configPath);
    QVERIFY(!both.ok());
    QVERIFY2(both.error().contains(QStringLiteral("config-both.run:1:")), qPrintable(both.error()));
}

void TestRunImport::unknownKeysWarn()
{
    QJsonObject object = passage(QStringLiteral("q1"), 1, m_sha[1], 100, 150);
    object.insert(QStringLiteral("chunk_id"), QStringLiteral("c-17"));
    auto report = import(line(passage(QStringLiteral("q1"), 2, m_sha[1], 300, 350)) + line(object),
                         QStringLiteral("unknown-key"));
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->warnings.size(), 1);
    QVERIFY(report->warnings.front().contains(QStringLiteral("unknown-key.run:2: unknown key “chunk_id”")));
}

void TestRunImport::badInputNamesFileAndLine_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    const QString a = m_sha[1], b = m_sha[2];
    const auto ok = [&](int rank) { return line(passage(QStringLiteral("q1"), rank, a, rank * 100, rank * 100 + 50)); };
    QTest::newRow("unknown question") << ok(1) + ok(2) + line(passage(QStringLiteral("q9"), 1, a, 0, 10))
                                      << QStringLiteral(":3: question “q9” is not in golden-set version v1");
    QTest::newRow("unknown document") << ok(1) + line(passage(QStringLiteral("q1"), 2, QStringLiteral("nope"), 0, 10))
                                      << QStringLiteral(":2: document “nope” is not in this project");
    QTest::newRow("invalid JSON") << ok(1) + ok(2) + ok(3) + QByteArray("{\"question_id\": \"q1\", \"rank\": 4,}\n")
                                  << QStringLiteral(":4: not valid JSON");
    QTest::newRow("not an object") << ok(1) + QByteArray("[1, 2]\n") << QStringLiteral(":2: not valid JSON");
    QTest::newRow("rank twice") << ok(1) + ok(2) + ok(2) << QStringLiteral(":3: rank 2 is given twice for question q1");
    QTest::newRow("rank zero") << ok(1) + ok(0) << QStringLiteral(":2: “rank” is missing or not an integer");
    QTest::newRow("levels mixed")
        << ok(1)
               + line(QJsonObject{{QStringLiteral("question_id"), QStringLiteral("q1")}, {QStringLiteral("rank"), 2},
                                  {QStringLiteral("document_sha256"), a}})
        << QStringLiteral(":2: a run is either document level or passage level");
    QTest::newRow("past the end") << line(passage(QStringLiteral("q2"), 1, b, 29000, 99000))
                                  << QStringLiteral(":1: end 99000 lies past the end of document");
    QTest::newRow("end before start") << ok(1) + line(passage(QStringLiteral("q1"), 2, a, 50, 40))
                                      << QStringLiteral(":2: “end” (40) must be greater than “start” (50)");
    QTest::newRow("unanchorable text")
        << ok(1)
               + line(QJsonObject{{QStringLiteral("question_id"), QStringLiteral("q1")}, {QStringLiteral("rank"), 2},
                                  {QStringLiteral("document_sha256"), a},
                                  {QStringLiteral("text"), QStringLiteral("zebra quux never written in any manual")}})
        << QStringLiteral(":2: the passage text cannot be anchored in document");
    QTest::newRow("bad stage") << ok(1) + line(QJsonObject{{QStringLiteral("question_id"), QStringLiteral("q1")},
                                                           {QStringLiteral("rank"), 2},
                                                           {QStringLiteral("document_sha256"), a},
                                                           {QStringLiteral("start"), 1}, {QStringLiteral("end"), 5},
                                                           {QStringLiteral("stage"), QStringLiteral("first")}})
                               << QStringLiteral(":2: “stage” must be “final” or “prererank”");
    QTest::newRow("two document keys")
        << line(QJsonObject{{QStringLiteral("question_id"), QStringLiteral("q1")}, {QStringLiteral("rank"), 1},
                            {QStringLiteral("document_sha256"), a}, {QStringLiteral("document_id"), a},
                            {QStringLiteral("start"), 1}, {QStringLiteral("end"), 5}})
        << QStringLiteral(":1: give “document_sha256” or “document_id”, not both");
    QTest::newRow("score not a number")
        << ok(1) + QByteArray("{\"question_id\":\"q1\",\"rank\":2,\"score\":\"high\",\"document_sha256\":\"") + a.toUtf8()
               + "\",\"start\":1,\"end\":5}\n"
        << QStringLiteral(":2: “score” is not a number");
    QTest::newRow("trec short line") << QByteArray("q1 Q0 ") + a.toUtf8() + " 1 0.5 sys\nq1 Q0 " + b.toUtf8() + " 2\n"
                                     << QStringLiteral(":2: expected 6 fields");
    QTest::newRow("trec bad score") << QByteArray("q1 Q0 ") + a.toUtf8() + " 1 high sys\n"
                                    << QStringLiteral(":1: the score “high” is not a number");
    QTest::newRow("trec document twice") << QByteArray("q1 Q0 ") + a.toUtf8() + " 1 0.5 sys\nq1 Q0 " + b.toUtf8()
                                                + " 2 0.4 sys\nq1 Q0 " + a.toUtf8() + " 3 0.3 sys\n"
                                         << QStringLiteral(":3: document “") + a + QStringLiteral("” is listed twice");
    QTest::newRow("trec document twice by two names")
        << QByteArray("q1 Q0 mini-doc 1 0.5 sys\nq1 Q0 ") + m_sha[0].toUtf8() + " 2 0.4 sys\n"
        << QStringLiteral(" is listed twice for question q1");
    QTest::newRow("empty") << QByteArray("\n\n# nothing\n") << QStringLiteral(":1: the run file holds no retrieved item");
}

void TestRunImport::badInputNamesFileAndLine()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const int runs = rows("runs"), questions = rows("run_questions"), items = rows("run_items");
    const auto report = import(bytes, QStringLiteral("bad"), QStringLiteral("bad.run"));
    QVERIFY(!report.ok());
    const QString path = m_project->dir.filePath(QStringLiteral("bad.run"));
    QVERIFY2(report.error().startsWith(path + QLatin1Char(':')), qPrintable(report.error()));
    QVERIFY2(report.error().contains(expected), qPrintable(report.error()));
    QCOMPARE(report.error().count(QLatin1Char('\n')), 0);
    // Nothing half-imported.
    QCOMPARE(rows("runs"), runs);
    QCOMPARE(rows("run_questions"), questions);
    QCOMPARE(rows("run_items"), items);
    QVERIFY(!RunStore(*m_project->store).byName(QStringLiteral("bad")));
}

void TestRunImport::runNameAndVersionAreChecked()
{
    const QByteArray bytes = line(passage(QStringLiteral("q1"), 1, m_sha[1], 100, 150));
    const auto first = import(bytes, QStringLiteral("unique"));
    QVERIFY(first.ok());
    QVERIFY(!first->alreadyPresent);
    const int runs = rows("runs"), questions = rows("run_questions"), items = rows("run_items");
    // A run is its name and its content: the same file again is the stored run.
    const auto again = import(bytes, QStringLiteral("unique"));
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QVERIFY(again->alreadyPresent);
    QCOMPARE(again->run.uuid, first->run.uuid);
    QCOMPARE(again->run.fileSha256, first->run.fileSha256);
    QCOMPARE(rows("runs"), runs);
    QCOMPARE(rows("run_questions"), questions);
    QCOMPARE(rows("run_items"), items);
    // The name with other bytes, or the same bytes with another
    // configuration, is refused, asking for a new name.
    const auto changed = import(bytes + line(passage(QStringLiteral("q1"), 2, m_sha[1], 200, 250)),
                                QStringLiteral("unique"));
    QVERIFY(!changed.ok());
    QVERIFY2(changed.error().contains(QStringLiteral("already exists in this project with other content (another "
                                                     "file, sha256 %1)")
                                          .arg(first->run.fileSha256)),
             qPrintable(changed.error()));
    QVERIFY(changed.error().contains(QStringLiteral("new --name")));
    QCOMPARE(changed.error().count(QLatin1Char('\n')), 0);
    const QString configPath = m_project->dir.filePath(QStringLiteral("unique-config.json"));
    testing::writeFile(configPath, "{\"k1\": 1.2}");
    const auto configured = import(bytes, QStringLiteral("unique"), {}, configPath);
    QVERIFY(!configured.ok());
    QVERIFY2(configured.error().contains(QStringLiteral("(another configuration)")), qPrintable(configured.error()));
    QCOMPARE(rows("runs"), runs);
    const QString path = m_project->dir.filePath(QStringLiteral("unique.run"));
    const auto noVersion = RunImporter(*m_project->store).import(path, {QStringLiteral("other"), QStringLiteral("v9"), {}});
    QVERIFY(!noVersion.ok());
    QVERIFY(noVersion.error().contains(QStringLiteral("v9")));
}

void TestRunImport::removeDeletesItemsAndResults()
{
    auto report = import(line(passage(QStringLiteral("q1"), 1, m_sha[1], 120, 180)), QStringLiteral("to-remove"));
    QVERIFY(report.ok());
    const RunEvaluator evaluator(*m_project->store);
    QVERIFY(evaluator.current(report->run, EvaluationSettings()).ok());
    QSqlQuery query(m_project->store->database());
    query.exec(QStringLiteral("SELECT count(*) FROM eval_results WHERE run_name = 'to-remove'"));
    QVERIFY(query.next() && query.value(0).toInt() > 0);
    const int items = rows("run_items");
    QVERIFY(RunStore(*m_project->store).remove(report->run.id).ok());
    QCOMPARE(rows("run_items"), items - 1);
    query.exec(QStringLiteral("SELECT count(*) FROM eval_values v LEFT JOIN evaluations e ON e.id = v.evaluation_id "
                              "WHERE e.id IS NULL"));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
    QVERIFY(!RunStore(*m_project->store).byName(QStringLiteral("to-remove")));
}

QTEST_GUILESS_MAIN(TestRunImport)
#include "tst_runimport.moc"
