// The eval-run commands end to end, through the built executable:
//  * a document-level run scores exactly as `touchstone trec` scores the
//    same TREC file against the qrels.txt `export` writes;
//  * `compare` is a CI gate: exit 0 PASS, 1 FAIL, 3 WARN, 2 on bad input;
//  * a bad run file is one line "FILE:LINE: reason", exit 2, nothing stored;
//  * `runs holes --queue` puts the holes into passage mode;
//  * `report retrieval` writes and stores HTML, JSON and CSV;
//  * under de_DE / ja_JP its machine text (SVG numbers, JSON, CSV) is the
//    C locale's, byte for byte, and its text for people uses the locale.

#include "common/cliprocess.h"
#include "common/evalfixture.h"
#include "common/localeproof.h"

#include "annotation/passagestore.h"
#include "annotation/reportstore.h"
#include "annotation/runstore.h"

#include <QDir>
#include <QJsonArray>
#include <QTest>

#include <cmath>
#include <map>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

// "measure \t qid \t value" lines of trec_eval -q output.
std::map<std::pair<QString, QString>, double> parseTrec(const QByteArray &out)
{
    std::map<std::pair<QString, QString>, double> values;
    for (const QByteArray &line : out.split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() == 3)
            values[{QString::fromUtf8(fields[0]), QString::fromUtf8(fields[1])}] = fields[2].toDouble();
    }
    return values;
}

QJsonObject parseJson(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

} // namespace

class TestRunCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void documentRunEqualsTrecEval();
    void compareIsACiGate();
    void badRunFileStoresNothing();
    void holesAreQueued();
    void reportWritesThreeFiles();
    void reportIsLocaleProof_data();
    void reportIsLocaleProof();

private:
    testing::CliRun cli(const QStringList &arguments);
    void importPassageRun(const QString &name, int hitRank);

    std::unique_ptr<testing::EvalProject> m_project;
    std::vector<Question> m_questions;
    std::vector<GoldQuestion> m_gold;
};

testing::CliRun TestRunCommands::cli(const QStringList &arguments)
{
    return testing::runTouchstone(arguments, m_project->dir.path());
}

void TestRunCommands::initTestCase()
{
    m_project = testing::makeEvalProject({QStringLiteral("pypdf-minimal-document.pdf"), QStringLiteral("llncsdoc.pdf"),
                                          QStringLiteral("acmart-sample-sigconf.pdf")});
    QVERIFY(m_project);
    const ProjectStore &store = *m_project->store;
    // 40 questions, each with a grade-3 span in llncsdoc and, for every
    // other one, spans of other grades in the other documents; q39 is
    // unanswerable.
    const QStringList strata{QStringLiteral("lexical"), QStringLiteral("paraphrase"), QStringLiteral("multi_hop")};
    for (int q = 0; q < 40; ++q) {
        const QString id = QStringLiteral("q%1").arg(q, 2, 10, QLatin1Char('0'));
        m_questions.push_back(testing::addQuestion(store, id, q == 39 ? QStringLiteral("negative") : strata.at(q % 3),
                                                   q != 39));
        std::vector<testing::SpanSpec> spans;
        if (q != 39) {
            spans.push_back({1, 1000 + 50 * q, 1020 + 50 * q, 3});
            if (q % 2 == 0)
                spans.push_back({2, 400 + 10 * q, 450 + 10 * q, q % 4 == 0 ? 1 : 2});
            if (q % 5 == 0)
                spans.push_back({0, 20, 60, 0});
        }
        m_gold.push_back(testing::goldQuestion(*m_project, m_questions.back(), spans));
    }
    QVERIFY(testing::freezeVersion(store, QStringLiteral("v1"), m_gold));
    m_project->close();
}

void TestRunCommands::documentRunEqualsTrecEval()
{
    const QString qrels = m_project->dir.filePath(QStringLiteral("qrels.txt"));
    QVERIFY(testing::writeFile(qrels, testing::qrelsText(m_gold)));
    // Each question ranks the three documents in a rotating order.
    QByteArray trec;
    for (int q = 0; q < 40; ++q) {
        for (int r = 0; r < 3; ++r) {
            const int document = (q + r) % 3;
            trec += m_gold[size_t(q)].externalId.toUtf8() + " Q0 " + m_project->documents[size_t(document)].sha256.toUtf8()
                    + ' ' + QByteArray::number(r + 1) + ' ' + QByteArray::number(3.0 - r) + " docrun\n";
        }
    }
    const QString runPath = m_project->dir.filePath(QStringLiteral("docrun.txt"));
    QVERIFY(testing::writeFile(runPath, trec));
    const auto imported = cli({QStringLiteral("runs"), QStringLiteral("import"), m_project->folder, runPath,
                               QStringLiteral("--name"), QStringLiteral("docrun"), QStringLiteral("--version"),
                               QStringLiteral("v1")});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    QCOMPARE(parseJson(imported.out).value(QStringLiteral("level")).toString(), QStringLiteral("document"));
    QCOMPARE(parseJson(imported.out).value(QStringLiteral("already_present")).toBool(), false);
    // The same run again: present already, nothing added, and it says so.
    const auto again = cli({QStringLiteral("runs"), QStringLiteral("import"), m_project->folder, runPath,
                            QStringLiteral("--name"), QStringLiteral("docrun"), QStringLiteral("--version"),
                            QStringLiteral("v1")});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(parseJson(again.out).value(QStringLiteral("already_present")).toBool(), true);
    QCOMPARE(parseJson(again.out).value(QStringLiteral("uuid")), parseJson(imported.out).value(QStringLiteral("uuid")));
    QVERIFY2(again.err.contains("run “docrun” is in the project already"), again.err.constData());
    QCOMPARE(parseJson(cli({QStringLiteral("runs"), QStringLiteral("list"), m_project->folder}).out)
                 .value(QStringLiteral("runs"))
                 .toArray()
                 .size(),
             1);
    // The name with other content is refused in one line.
    const QString otherPath = m_project->dir.filePath(QStringLiteral("docrun-2.txt"));
    QVERIFY(testing::writeFile(otherPath, trec.left(trec.lastIndexOf('\n', trec.size() - 2) + 1)));
    const auto clash = cli({QStringLiteral("runs"), QStringLiteral("import"), m_project->folder, otherPath,
                            QStringLiteral("--name"), QStringLiteral("docrun"), QStringLiteral("--version"),
                            QStringLiteral("v1")});
    QCOMPARE(clash.exitCode, 2);
    QCOMPARE(clash.errorLines().size(), 1);
    QVERIFY2(clash.err.contains("under a new --name"), clash.err.constData());

    const QString out = m_project->dir.filePath(QStringLiteral("docreport"));
    const auto report = cli({QStringLiteral("report"), QStringLiteral("retrieval"), m_project->folder,
                             QStringLiteral("docrun"), QStringLiteral("--gain"), QStringLiteral("linear"),
                             QStringLiteral("--relevance"), QStringLiteral("2"), QStringLiteral("--cutoffs"),
                             QStringLiteral("1,2,3,5,10"), QStringLiteral("--out"), out});
    QVERIFY2(report.exitCode == 0, report.err.constData());
    QFile jsonFile(QDir(out).filePath(QStringLiteral("retrieval.json")));
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonObject run = parseJson(jsonFile.readAll()).value(QStringLiteral("runs")).toArray()[0].toObject();

    const auto trecEval = cli({QStringLiteral("trec"), QStringLiteral("-q"), QStringLiteral("-l"), QStringLiteral("2"),
                               QStringLiteral("-m"), QStringLiteral("P.1,2,3,5,10"), QStringLiteral("-m"),
                               QStringLiteral("recall.1,2,3,5,10"), QStringLiteral("-m"), QStringLiteral("ndcg_cut.1,2,3,5,10"),
                               QStringLiteral("-m"), QStringLiteral("success.1,5,10"), QStringLiteral("-m"),
                               QStringLiteral("map"), QStringLiteral("-m"), QStringLiteral("bpref"), QStringLiteral("-m"),
                               QStringLiteral("recip_rank"), qrels, runPath});
    QVERIFY2(trecEval.exitCode == 0, trecEval.err.constData());
    const auto reference = parseTrec(trecEval.out);
    const std::vector<std::pair<QString, QString>> pairs{
        {QStringLiteral("precision@%1"), QStringLiteral("P_%1")},
        {QStringLiteral("recall@%1"), QStringLiteral("recall_%1")},
        {QStringLiteral("ndcg@%1"), QStringLiteral("ndcg_cut_%1")}};
    int compared = 0;
    const auto check = [&](const QString &ours, const QString &theirs, const QString &qid, const QJsonValue &value) {
        const auto found = reference.find({theirs, qid});
        QVERIFY2(found != reference.end(), qPrintable(theirs + QLatin1Char(' ') + qid));
        QVERIFY2(value.isDouble(), qPrintable(ours + QLatin1Char(' ') + qid));
        // trec_eval prints four decimals.
        QVERIFY2(std::abs(value.toDouble() - found->second) <= 0.00005 + 1e-12,
                 qPrintable(QStringLiteral("%1 %2: %3 vs %4").arg(ours, qid).arg(value.toDouble()).arg(found->second)));
        ++compared;
    };
    for (const QJsonValue &entry : run.value(QStringLiteral("questions")).toArray()) {
        const QJsonObject question = entry.toObject();
        const QString qid = question.value(QStringLiteral("id")).toString();
        const QJsonObject values = question.value(QStringLiteral("values")).toObject();
        if (!question.value(QStringLiteral("answerable")).toBool()) {
            QVERIFY(reference.find({QStringLiteral("map"), qid}) == reference.end()); // no qrels line, not evaluated
            continue;
        }
        for (const long k : {1, 2, 3, 5, 10}) {
            for (const auto &[ours, theirs] : pairs)
                check(ours.arg(k), theirs.arg(k), qid, values.value(ours.arg(k)));
        }
        for (const long k : {1, 5, 10})
            check(QStringLiteral("success@%1").arg(k), QStringLiteral("success_%1").arg(k), qid,
                  values.value(QStringLiteral("success@%1").arg(k)));
        check(QStringLiteral("map"), QStringLiteral("map"), qid, values.value(QStringLiteral("map")));
        check(QStringLiteral("bpref"), QStringLiteral("bpref"), qid, values.value(QStringLiteral("bpref")));
        // Three documents per question: MRR@10 is the reciprocal rank.
        check(QStringLiteral("mrr@10"), QStringLiteral("recip_rank"), qid, values.value(QStringLiteral("mrr@10")));
    }
    QCOMPARE(compared, 39 * (15 + 3 + 3));
    // Means over the evaluated questions, as trec_eval's "all" rows.
    const QJsonObject means = run.value(QStringLiteral("overall")).toObject().value(QStringLiteral("metrics")).toObject();
    for (const auto &[ours, theirs] : std::vector<std::pair<QString, QString>>{
             {QStringLiteral("map"), QStringLiteral("map")}, {QStringLiteral("ndcg@10"), QStringLiteral("ndcg_cut_10")},
             {QStringLiteral("precision@2"), QStringLiteral("P_2")}, {QStringLiteral("bpref"), QStringLiteral("bpref")}})
        check(ours, theirs, QStringLiteral("all"), means.value(ours).toObject().value(QStringLiteral("mean")));
}

void TestRunCommands::importPassageRun(const QString &name, int hitRank)
{
    // Every answerable question: the gold span of llncsdoc at `hitRank`,
    // off-span passages of the same document elsewhere.
    QByteArray jsonl;
    const QString sha = m_project->documents[1].sha256;
    for (int q = 0; q < 40; ++q) {
        for (int rank = 1; rank <= 3; ++rank) {
            const int start = rank == hitRank ? 1000 + 50 * q : 9000 + 100 * rank;
            jsonl += QStringLiteral(R"({"question_id":"%1","rank":%2,"document_sha256":"%3","start":%4,"end":%5})")
                         .arg(m_gold[size_t(q)].externalId).arg(rank).arg(sha).arg(start).arg(start + 30)
                         .toUtf8()
                     + '\n';
        }
    }
    const QString path = m_project->dir.filePath(name + QStringLiteral(".jsonl"));
    QVERIFY(testing::writeFile(path, jsonl));
    const auto imported = cli({QStringLiteral("runs"), QStringLiteral("import"), m_project->folder, path,
                               QStringLiteral("--name"), name, QStringLiteral("--version"), QStringLiteral("v1")});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
}

void TestRunCommands::compareIsACiGate()
{
    importPassageRun(QStringLiteral("first"), 1);  // the grade-3 span at rank 1 for every answerable question
    importPassageRun(QStringLiteral("first-again"), 1);
    importPassageRun(QStringLiteral("second"), 2); // at rank 2: nDCG@10 drops by a third or more everywhere
    const auto compare = [&](const QStringList &extra) {
        return cli(QStringList{QStringLiteral("compare"), m_project->folder} + extra);
    };
    const auto fail = compare({QStringLiteral("first"), QStringLiteral("second")});
    QCOMPARE(fail.exitCode, 1);
    QVERIFY(fail.out.contains("baseline: first"));
    QVERIFY(fail.out.contains("FAIL"));
    // The same drop (about 0.33) under a minimum meaningful effect of 0.5: real but small.
    QCOMPARE(compare({QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("--min-effect"),
                      QStringLiteral("0.5")})
                 .exitCode,
             3);
    QCOMPARE(compare({QStringLiteral("first"), QStringLiteral("first-again")}).exitCode, 0);
    const auto better = compare({QStringLiteral("second"), QStringLiteral("first"), QStringLiteral("--json")});
    QCOMPARE(better.exitCode, 0);
    const QJsonObject json = parseJson(better.out);
    QCOMPARE(json.value(QStringLiteral("baseline")).toString(), QStringLiteral("second"));
    QCOMPARE(json.value(QStringLiteral("metric")).toString(), QStringLiteral("ndcg@10"));
    QCOMPARE(json.value(QStringLiteral("hit_rule")).toString(), QStringLiteral("any_overlap"));
    QCOMPARE(json.value(QStringLiteral("gain")).toString(), QStringLiteral("exponential"));
    QCOMPARE(json.value(QStringLiteral("n")).toInt(), 39);
    // Per question: DCG 7 (hit at rank 1) against 7/log2 3 (rank 2), over the
    // ideal 7 + g/log2 3, g the exponential gain of the acmart span (3 for
    // grade 2, 1 for grade 1, none for odd questions).
    double expected = 0.0;
    for (int q = 0; q < 39; ++q) {
        const double second = q % 2 == 0 ? (q % 4 == 0 ? 1.0 : 3.0) : 0.0;
        expected += (7.0 - 7.0 / std::log2(3.0)) / (7.0 + second / std::log2(3.0));
    }
    QVERIFY(std::abs(json.value(QStringLiteral("delta")).toDouble() - expected / 39) < 1e-12);
    QCOMPARE(json.value(QStringLiteral("wins")).toInt(), 39);
    QCOMPARE(json.value(QStringLiteral("gate")).toObject().value(QStringLiteral("verdict")).toString(),
             QStringLiteral("PASS"));
    // success@1 tells the two apart too; success@5 does not (a tie everywhere).
    QCOMPARE(compare({QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("--metric"),
                      QStringLiteral("success"), QStringLiteral("--k"), QStringLiteral("1")})
                 .exitCode,
             1);
    QCOMPARE(compare({QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("--metric"),
                      QStringLiteral("success@5")})
                 .exitCode,
             0);
    const auto unknownRun = compare({QStringLiteral("first"), QStringLiteral("nope")});
    QCOMPARE(unknownRun.exitCode, 2);
    QCOMPARE(unknownRun.errorLines().size(), 1);
    QCOMPARE(compare({QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("--metric"), QStringLiteral("f1")})
                 .exitCode,
             2);
    // A document run counts other items than a passage run: no pairing.
    const auto levels = compare({QStringLiteral("first"), QStringLiteral("docrun")});
    QCOMPARE(levels.exitCode, 2);
    QVERIFY(levels.errorLines().front().contains("retrieve different units"));
}

void TestRunCommands::badRunFileStoresNothing()
{
    const QString path = m_project->dir.filePath(QStringLiteral("bad.jsonl"));
    const QString sha = m_project->documents[1].sha256;
    QVERIFY(testing::writeFile(path, QStringLiteral(R"({"question_id":"q00","rank":1,"document_sha256":"%1","start":1,"end":9}
{"question_id":"q01","rank":1,"document_sha256":"%1","start":1,"end":9}
{"question_id":"zz","rank":1,"document_sha256":"%1","start":1,"end":9}
)")
                                               .arg(sha)
                                               .toUtf8()));
    const auto run = cli({QStringLiteral("runs"), QStringLiteral("import"), m_project->folder, path,
                          QStringLiteral("--name"), QStringLiteral("bad"), QStringLiteral("--version"),
                          QStringLiteral("v1")});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errorLines().size(), 1);
    QVERIFY2(run.errorLines().front().contains(path.toUtf8() + ":3: question “zz” is not in golden-set version v1"),
             run.err.constData());
    const auto list = cli({QStringLiteral("runs"), QStringLiteral("list"), m_project->folder});
    QCOMPARE(list.exitCode, 0);
    for (const QJsonValue &entry : parseJson(list.out).value(QStringLiteral("runs")).toArray())
        QVERIFY(entry.toObject().value(QStringLiteral("name")).toString() != QLatin1String("bad"));
}

void TestRunCommands::holesAreQueued()
{
    // A run whose second passage lies in a document without gold: a hole.
    QByteArray jsonl;
    for (int q = 0; q < 3; ++q) {
        jsonl += QStringLiteral(R"({"question_id":"%1","rank":1,"document_sha256":"%2","start":%3,"end":%4})")
                     .arg(m_gold[size_t(q)].externalId, m_project->documents[1].sha256)
                     .arg(1000 + 50 * q).arg(1030 + 50 * q).toUtf8()
                 + '\n';
        jsonl += QStringLiteral(R"({"question_id":"%1","rank":2,"document_sha256":"%2","start":100,"end":180})")
                     .arg(m_gold[size_t(q)].externalId, m_project->documents[0].sha256).toUtf8()
                 + '\n';
    }
    const QString path = m_project->dir.filePath(QStringLiteral("holes.jsonl"));
    QVERIFY(testing::writeFile(path, jsonl));
    QCOMPARE(cli({QStringLiteral("runs"), QStringLiteral("import"), m_project->folder, path, QStringLiteral("--name"),
                  QStringLiteral("holey"), QStringLiteral("--version"), QStringLiteral("v1")})
                 .exitCode,
             0);
    const auto listed = cli({QStringLiteral("runs"), QStringLiteral("holes"), m_project->folder, QStringLiteral("holey")});
    QCOMPARE(listed.exitCode, 0);
    // q00 has a grade-0 gold span in the minimal document: its second
    // passage is judged (off_span); q01 and q02 have holes.
    const QJsonObject holes = parseJson(listed.out);
    QCOMPARE(holes.value(QStringLiteral("unjudged")).toInt(), 2);
    QCOMPARE(holes.value(QStringLiteral("holes")).toArray()[0].toObject().value(QStringLiteral("question_id")).toString(),
             QStringLiteral("q01"));
    const auto queued = cli({QStringLiteral("runs"), QStringLiteral("holes"), m_project->folder, QStringLiteral("holey"),
                             QStringLiteral("--k"), QStringLiteral("10"), QStringLiteral("--queue")});
    QCOMPARE(queued.exitCode, 0);
    QCOMPARE(parseJson(queued.out).value(QStringLiteral("queued")).toInt(), 2);
    m_project->reopen();
    const PassageStore passages(*m_project->store);
    for (int q : {1, 2}) {
        const std::vector<Passage> pool = passages.forQuestion(m_questions[size_t(q)].id);
        QCOMPARE(int(pool.size()), 1);
        QCOMPARE(pool[0].source, QStringLiteral("pool:holey"));
        QCOMPARE(pool[0].span.documentId, m_project->documents[0].id);
    }
    QVERIFY(passages.forQuestion(m_questions[0].id).empty());
    m_project->close();
    // Document runs cannot queue whole documents in passage mode.
    QCOMPARE(cli({QStringLiteral("runs"), QStringLiteral("holes"), m_project->folder, QStringLiteral("docrun"),
                  QStringLiteral("--queue")})
                 .exitCode,
             2);
}

void TestRunCommands::reportWritesThreeFiles()
{
    const QString out = m_project->dir.filePath(QStringLiteral("report"));
    const auto report = cli({QStringLiteral("report"), QStringLiteral("retrieval"), m_project->folder,
                             QStringLiteral("second"), QStringLiteral("first-again"), QStringLiteral("--baseline"),
                             QStringLiteral("first"), QStringLiteral("--out"), out});
    QVERIFY2(report.exitCode == 0, report.err.constData());
    const QJsonObject summary = parseJson(report.out);
    QCOMPARE(summary.value(QStringLiteral("files")).toArray().size(), 3);
    QCOMPARE(summary.value(QStringLiteral("gates")).toArray().size(), 2);
    for (const char *name : {"retrieval.html", "retrieval.json", "retrieval.csv"})
        QVERIFY(QFileInfo(QDir(out).filePath(QLatin1String(name))).size() > 0);
    QFile html(QDir(out).filePath(QStringLiteral("retrieval.html")));
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QByteArray page = html.readAll();
    QVERIFY(page.contains("<svg") && page.contains("FAIL") && page.contains("Holm"));
    m_project->reopen();
    const std::vector<ReportRecord> stored = ReportStore(*m_project->store).list(QStringLiteral("retrieval"));
    QVERIFY(!stored.empty());
    const auto record = ReportStore(*m_project->store).byUuid(summary.value(QStringLiteral("report")).toString());
    QVERIFY(record);
    QCOMPARE(record->html, page);
    m_project->close();
}

namespace {

QMap<QString, QString> variables(const QStringList &assignments)
{
    QMap<QString, QString> vars;
    for (const QString &assignment : assignments)
        vars.insert(assignment.section(QLatin1Char('='), 0, 0), assignment.section(QLatin1Char('='), 1));
    return vars;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList warningsOf(const QJsonValue &json)
{
    QStringList found;
    if (json.isArray()) {
        for (const QJsonValue &item : json.toArray())
            found << warningsOf(item);
    } else if (json.isObject()) {
        const QJsonObject object = json.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (it.key() == QLatin1String("warnings")) {
                for (const QJsonValue &warning : it.value().toArray())
                    found << warning.toString();
            } else {
                found << warningsOf(it.value());
            }
        }
    }
    return found;
}

} // namespace

void TestRunCommands::reportIsLocaleProof_data()
{
    QTest::addColumn<QStringList>("environment");
    QTest::addColumn<QString>("decimal");   // the locale's decimal sign
    QTest::addColumn<bool>("englishText");  // the texts stay English: the page differs from C only in numbers
    // TOUCHSTONE_LANG=en keeps the translation English, so that only the
    // number formats differ from the C run.
    QTest::newRow("de_DE LANG") << QStringList{u"LANG=de_DE.UTF-8"_s, u"TOUCHSTONE_LANG=en"_s} << u","_s << true;
    QTest::newRow("de_DE LC_ALL") << QStringList{u"LC_ALL=de_DE.UTF-8"_s, u"TOUCHSTONE_LANG=en"_s} << u","_s << true;
    QTest::newRow("de_DE LC_NUMERIC only") << QStringList{u"LANG=C.UTF-8"_s, u"LC_NUMERIC=de_DE.UTF-8"_s} << u","_s << true;
    QTest::newRow("de_DE translated") << QStringList{u"LANG=de_DE.UTF-8"_s} << u","_s << false;
    QTest::newRow("ja_JP") << QStringList{u"LANG=ja_JP.UTF-8"_s, u"TOUCHSTONE_LANG=en"_s} << u"."_s << true;
    QTest::newRow("ja_JP translated") << QStringList{u"LANG=ja_JP.UTF-8"_s} << u"."_s << false;
}

void TestRunCommands::reportIsLocaleProof()
{
    QFETCH(QStringList, environment);
    QFETCH(QString, decimal);
    QFETCH(bool, englishText);
    const QMap<QString, QString> vars = variables(environment);
    // Fails, not skips: without the locale this would compare C with C.
    const QString problem = testing::localeProblem(vars, decimal == u","_s ? u"0,5"_s : u"0.5"_s);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    const auto report = [&](const QString &name, const QMap<QString, QString> &in) {
        const QString out = m_project->dir.filePath(name);
        const auto run = testing::runInLocale({u"report"_s, u"retrieval"_s, m_project->folder, u"second"_s,
                                               u"first-again"_s, u"holey"_s, u"--baseline"_s, u"first"_s, u"--out"_s, out},
                                              m_project->dir.path(), in);
        if (run.exitCode != 0)
            qWarning("%s", run.err.constData());
        return run.exitCode == 0 ? out : QString();
    };
    const QString c = report(u"report-C"_s, {{u"LC_ALL"_s, u"C.UTF-8"_s}});
    QVERIFY(!c.isEmpty());
    const QString local = report(u"report-"_s + QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'), vars);
    QVERIFY(!local.isEmpty());

    // Machine text: the same numbers in every SVG attribute, each in the
    // SVG number form; the same JSON and CSV bytes.
    const QByteArray cHtml = readAll(QDir(c).filePath(u"retrieval.html"_s));
    const QByteArray html = readAll(QDir(local).filePath(u"retrieval.html"_s));
    QString error;
    const auto cAttributes = testing::svgAttributes(cHtml, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto attributes = testing::svgAttributes(html, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList problems;
    const QList<double> cNumbers = testing::svgNumbers(cAttributes, &problems);
    const QList<double> numbers = testing::svgNumbers(attributes, &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 5).join(u"\n"_s)));
    QVERIFY(cNumbers.size() > 100);
    if (englishText)
        QCOMPARE(numbers, cNumbers);
    else
        QCOMPARE(numbers.size() >= cNumbers.size(), true); // a wrapped title adds its line's numbers
    const QJsonDocument cJson = QJsonDocument::fromJson(readAll(QDir(c).filePath(u"retrieval.json"_s)));
    const QJsonDocument json = QJsonDocument::fromJson(readAll(QDir(local).filePath(u"retrieval.json"_s)));
    QVERIFY(cJson.isObject() && json.isObject());
    QCOMPARE(testing::withoutWarnings(json.object()), testing::withoutWarnings(cJson.object()));
    QCOMPARE(readAll(QDir(local).filePath(u"retrieval.csv"_s)), readAll(QDir(c).filePath(u"retrieval.csv"_s)));

    // Text for people: the locale's decimal sign in tables, chart labels
    // and warnings, one form throughout (the tester saw "ist 0,750 (unter 0.8)").
    const QString page = QString::fromUtf8(html);
    const QRegularExpression pointCell(uR"(<td class="num">[+−-]?\d+\.\d{3}</td>)"_s);
    const QRegularExpression commaCell(uR"(<td class="num">[+−-]?\d+,\d{3}</td>)"_s);
    const QStringList warnings = warningsOf(json.object());
    QVERIFY2(warnings.join(u' ').contains(u"judged@10"_s), qPrintable(warnings.join(u'\n')));
    if (decimal == u","_s) {
        QVERIFY(page.contains(commaCell));
        QVERIFY2(!page.contains(pointCell), qPrintable(pointCell.match(page).captured()));
        QVERIFY(page.contains(u">0,25</text>"_s) || page.contains(u">0,50</text>"_s));
        for (const QString &warning : warnings) {
            // Section numbers ("§3.6") are no decimals.
            const QString numbers = QString(warning).remove(QRegularExpression(uR"(§\d+(\.\d+)*)"_s));
            QVERIFY2(!numbers.contains(QRegularExpression(uR"(\d\.\d)"_s)), qPrintable(warning));
            if (warning.contains(u"judged@10"_s))
                QVERIFY2(warning.contains(QRegularExpression(uR"(\d,\d)"_s)), qPrintable(warning));
        }
    } else {
        QVERIFY(page.contains(pointCell));
        QVERIFY(!page.contains(commaCell));
        if (englishText)
            QCOMPARE(html, cHtml); // ja_JP writes numbers as C does
    }
}

QTEST_GUILESS_MAIN(TestRunCommands)
#include "tst_runcommands.moc"
