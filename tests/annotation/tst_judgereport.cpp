// Judge verdicts and calibration labels: import (all or nothing, FILE:LINE),
// and the judge report's numbers on a constructed set, worked by hand and
// checked against metrics/ computed here from the same items.
//
// 20 answers: humans fail 6, pass 14. The judge on the 6 FAIL: fail 4,
// pass 2; on the 14 PASS: fail 1, pass 11, unknown 1, refusal 1.
// Decided (pass or fail): 18; agreement 4 + 11 = 15: accuracy 15/18.
// Marginals over the decided: humans 6 fail / 12 pass, judge 5 / 13;
// p_e = (6·5 + 12·13) / 18² = 186/324; κ = (15/18 − 186/324) / (1 − 186/324) = 84/138 = 14/23.
// FAIL precision 4/5, recall 4/6; PASS precision 11/13, recall 11/12.
// Human–human κ: from the manifest (0.72), else from pooled passages graded
// by two annotators: grades A 3,0,2,1 and B 3,1,0,1, binary at 2:
// A 1,0,1,0 and B 1,0,0,0; p_o = 3/4, p_e = (2·1 + 2·3)/16 = 1/2, κ = 1/2.

#include "common/evalfixture.h"

#include "annotation/annotatorstore.h"
#include "annotation/judgereport.h"
#include "annotation/judgmentstore.h"
#include "annotation/passagestore.h"
#include "annotation/spananchor.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QTest>

using namespace touchstone;

namespace {

struct Case
{
    const char *human;
    const char *judge;
    double pFail;
};

// Human label, judge verdict, judge P(fail) of the 20 answers.
const Case kCases[] = {
    {"fail", "fail", 0.92}, {"fail", "fail", 0.81}, {"fail", "fail", 0.66}, {"fail", "fail", 0.74},
    {"fail", "pass", 0.35}, {"fail", "pass", 0.12}, {"pass", "fail", 0.71}, {"pass", "pass", 0.08},
    {"pass", "pass", 0.15}, {"pass", "pass", 0.22}, {"pass", "pass", 0.05}, {"pass", "pass", 0.31},
    {"pass", "pass", 0.02}, {"pass", "pass", 0.18}, {"pass", "pass", 0.27}, {"pass", "pass", 0.09},
    {"pass", "pass", 0.44}, {"pass", "pass", 0.13}, {"pass", "unknown", 0.51}, {"pass", "refusal", 0.5},
};

const QString kRubric = QString(64, QLatin1Char('a'));

} // namespace

class TestJudgeReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void badFilesStoreNothing_data();
    void badFilesStoreNothing();
    void reportNumbers();
    void humanKappaFromJudgments();
    void renderedReport();

private:
    QString write(const QString &name, const QByteArray &bytes);
    int rows(const char *table) const;

    std::unique_ptr<testing::EvalProject> m_project;
    std::vector<Question> m_questions;
};

QString TestJudgeReport::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_project->dir.filePath(name);
    testing::writeFile(path, bytes);
    return path;
}

int TestJudgeReport::rows(const char *table) const
{
    QSqlQuery query(m_project->store->database());
    query.exec(QStringLiteral("SELECT count(*) FROM ") + QLatin1String(table));
    return query.next() ? query.value(0).toInt() : -1;
}

void TestJudgeReport::initTestCase()
{
    m_project = testing::makeEvalProject({QStringLiteral("pypdf-minimal-document.pdf")});
    QVERIFY(m_project);
    for (int q = 0; q < 4; ++q)
        m_questions.push_back(testing::addQuestion(*m_project->store, QStringLiteral("q%1").arg(q + 1)));
    QByteArray verdicts, labels;
    for (int i = 0; i < 20; ++i) {
        const QString question = QStringLiteral("q%1").arg(i / 5 + 1);
        const QString answer = QStringLiteral("a%1").arg(i);
        verdicts += QJsonDocument(QJsonObject{{QStringLiteral("question_id"), question},
                                              {QStringLiteral("answer_id"), answer},
                                              {QStringLiteral("verdict"), QLatin1String(kCases[i].judge)},
                                              {QStringLiteral("probability"), kCases[i].pFail},
                                              {QStringLiteral("judge_model"), QStringLiteral("judge-x")},
                                              {QStringLiteral("rubric_sha256"), kRubric},
                                              {QStringLiteral("justification"), QStringLiteral("because")}})
                        .toJson(QJsonDocument::Compact)
                    + '\n';
        labels += QJsonDocument(QJsonObject{{QStringLiteral("question_id"), question},
                                            {QStringLiteral("answer_id"), answer},
                                            {QStringLiteral("verdict"), QLatin1String(kCases[i].human)}})
                      .toJson(QJsonDocument::Compact)
                  + '\n';
    }
    const JudgeVerdictStore store(*m_project->store);
    auto imported = store.importVerdicts(write(QStringLiteral("judge.jsonl"), verdicts));
    QVERIFY2(imported.ok(), qPrintable(imported.error()));
    QCOMPARE(imported->imported, 20);
    QCOMPARE(imported->probabilityAgainstVerdict, 0); // every pass has P(fail) < 0.5, every fail above
    auto calibrated = store.importCalibration(write(QStringLiteral("labels.jsonl"), labels));
    QVERIFY2(calibrated.ok(), qPrintable(calibrated.error()));
    QCOMPARE(calibrated->imported, 20);
    // Importing again finds every label stored: nothing written, no duplicate.
    const auto again = store.importCalibration(m_project->dir.filePath(QStringLiteral("labels.jsonl")));
    QVERIFY2(again.ok(), qPrintable(again.error()));
    QCOMPARE(again->alreadyPresent, 20);
    QCOMPARE(again->imported, 0);
    QCOMPARE(again->replaced, 0);
    QCOMPARE(store.importVerdicts(m_project->dir.filePath(QStringLiteral("judge.jsonl")))->alreadyPresent, 20);
    QCOMPARE(rows("human_verdicts"), 20);
    // A judge whose probability reads the other way is warned about.
    const QByteArray inverted = R"({"question_id":"q1","answer_id":"a0","verdict":"pass","probability":0.9,)"
                                R"("judge_model":"inverted","rubric_sha256":")"
                                + kRubric.toUtf8() + "\"}\n";
    auto warned = store.importVerdicts(write(QStringLiteral("inverted.jsonl"), inverted));
    QVERIFY(warned.ok());
    QCOMPARE(warned->probabilityAgainstVerdict, 1);
    QVERIFY(warned->warnings.join(QLatin1Char(' ')).contains(QStringLiteral("probability that the answer fails")));
    QJsonObject manifest{{QStringLiteral("kappa_binary"),
                          QJsonObject{{QStringLiteral("estimate"), 0.72}, {QStringLiteral("lower"), 0.6},
                                      {QStringLiteral("upper"), 0.81}, {QStringLiteral("units"), 120}}}};
    QVERIFY(testing::freezeVersion(*m_project->store, QStringLiteral("v1"),
                                   {testing::goldQuestion(*m_project, m_questions[0], {{0, 10, 40, 3}})}, manifest));
}

void TestJudgeReport::badFilesStoreNothing_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("calibration");
    QTest::addColumn<QString>("expected");
    const QByteArray good = R"({"question_id":"q1","answer_id":"z1","verdict":"pass","judge_model":"j","rubric_sha256":")"
                            + kRubric.toUtf8() + "\"}\n";
    const auto with = [&](const char *replace, const char *by) {
        QByteArray line = good;
        return line.replace(replace, by);
    };
    QTest::newRow("bad verdict") << good + with("z1", "z2") + with("\"pass\"", "\"maybe\"") << false
                                 << QStringLiteral(":3: “verdict” must be");
    QTest::newRow("unknown question") << good + with("q1", "q99") << false
                                      << QStringLiteral(":2: question “q99” is not in this project");
    QTest::newRow("probability out of range")
        << with("\"verdict\"", "\"probability\":1.5,\"verdict\"") << false << QStringLiteral(":1: “probability” 1.5");
    QTest::newRow("rubric not a sha") << with(kRubric.toUtf8().constData(), "abc") << false
                                      << QStringLiteral(":1: “rubric_sha256” is not 64 hex digits");
    QTest::newRow("rubric a number") << with(("\"" + kRubric.toUtf8() + "\"").constData(), "64") << false
                                     << QStringLiteral(":1: “rubric_sha256” is not 64 hex digits");
    QTest::newRow("same answer twice") << good + good << false << QStringLiteral(":2: a second verdict");
    QTest::newRow("no model") << with("\"judge_model\":\"j\",", "") << false
                              << QStringLiteral(":1: “judge_model” is missing");
    QTest::newRow("bad json") << good + "{oops}\n" << false << QStringLiteral(":2: not valid JSON");
    QTest::newRow("human unknown") << QByteArray(R"({"question_id":"q1","answer_id":"z1","verdict":"unknown"})") << true
                                   << QStringLiteral(":1: a human “verdict” must be “pass” or “fail”");
    QTest::newRow("human twice") << QByteArray(R"({"question_id":"q1","answer_id":"z1","verdict":"pass"})"
                                               "\n"
                                               R"({"question_id":"q1","answer_id":"z1","verdict":"fail"})")
                                 << true << QStringLiteral(":2: a second label");
}

void TestJudgeReport::badFilesStoreNothing()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, calibration);
    QFETCH(QString, expected);
    const int verdicts = rows("judge_verdicts"), labels = rows("human_verdicts");
    const QString path = write(QStringLiteral("bad.jsonl"), bytes);
    const JudgeVerdictStore store(*m_project->store);
    const auto result = calibration ? store.importCalibration(path) : store.importVerdicts(path);
    QVERIFY(!result.ok());
    QVERIFY2(result.error().startsWith(path + QLatin1Char(':')), qPrintable(result.error()));
    QVERIFY2(result.error().contains(expected), qPrintable(result.error()));
    QCOMPARE(rows("judge_verdicts"), verdicts);
    QCOMPARE(rows("human_verdicts"), labels);
}

void TestJudgeReport::reportNumbers()
{
    JudgeReportOptions options;
    options.judgeModel = QStringLiteral("judge-x");
    const auto data = JudgeReport::compute(*m_project->store, options);
    QVERIFY2(data.ok(), qPrintable(data.error()));
    QCOMPARE(int(data->judges.size()), 1);
    const JudgeEvaluation &judge = data->judges.front();
    const JudgeAgreement &a = judge.agreement;
    QCOMPARE(a.items, 20);
    QCOMPARE(a.decided, 18);
    QVERIFY(std::abs(*a.accuracy - 15.0 / 18.0) < 1e-12);
    QVERIFY(std::abs(*a.kappa - 14.0 / 23.0) < 1e-12);
    QVERIFY(std::abs(*a.fail.precision - 0.8) < 1e-12);
    QVERIFY(std::abs(*a.fail.recall - 4.0 / 6.0) < 1e-12);
    QVERIFY(std::abs(*a.pass.precision - 11.0 / 13.0) < 1e-12);
    QVERIFY(std::abs(*a.pass.recall - 11.0 / 12.0) < 1e-12);
    QCOMPARE(a.judgeCounts[3], 1); // refusal, counted apart
    QCOMPARE(a.judgeCounts[2], 1); // unknown
    QVERIFY(!judge.mayGate);

    // Reliability and the escalation band, recomputed here with metrics/.
    std::vector<double> p;
    std::vector<HumanLabel> y;
    std::vector<std::pair<QByteArray, int>> order;
    for (int i = 0; i < 20; ++i) {
        p.push_back(kCases[i].pFail);
        y.push_back(QByteArray(kCases[i].human) == "fail" ? HumanLabel::Fail : HumanLabel::Pass);
        const QString key = m_questions[size_t(i / 5)].uuid + QChar(0x1f) + QStringLiteral("a%1").arg(i);
        order.emplace_back(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256), i);
    }
    const auto reliability = judgeReliability(p, y, 10);
    QVERIFY(reliability.ok() && judge.reliability);
    QCOMPARE(*judge.reliability->expectedCalibrationError, *reliability->expectedCalibrationError);
    std::sort(order.begin(), order.end());
    std::vector<double> fitP, reportP;
    std::vector<HumanLabel> fitY, reportY;
    for (size_t rank = 0; rank < order.size(); ++rank) {
        const int i = order[rank].second;
        (rank % 2 == 0 ? fitP : reportP).push_back(p[size_t(i)]);
        (rank % 2 == 0 ? fitY : reportY).push_back(y[size_t(i)]);
    }
    const auto band = pickEscalationBand(fitP, fitY, EscalationBudget());
    QVERIFY(band.ok() && judge.band && judge.escalation);
    QCOMPARE(judge.band->low, band->low);
    QCOMPARE(judge.band->high, band->high);
    const auto outcome = applyEscalationBand(*band, reportP, reportY);
    QCOMPARE(judge.escalation->escalationRate, outcome->escalationRate);
    QCOMPARE(judge.fitItems, 10);
    QCOMPARE(judge.reportItems, 10);

    QCOMPARE(data->human.source, QStringLiteral("manifest"));
    QCOMPARE(*data->human.estimate, 0.72);
    QCOMPARE(*data->human.upper, 0.81);
}

void TestJudgeReport::humanKappaFromJudgments()
{
    // A project whose version carries no κ: from the pooled passages.
    auto project = testing::makeEvalProject({QStringLiteral("pypdf-minimal-document.pdf")});
    QVERIFY(project);
    const ProjectStore &store = *project->store;
    const Question question = testing::addQuestion(store, QStringLiteral("q1"));
    const Annotator a = *AnnotatorStore(store).add(QStringLiteral("a"), AnnotatorRole::Annotator);
    const Annotator b = *AnnotatorStore(store).add(QStringLiteral("b"), AnnotatorRole::Annotator);
    std::vector<SpanAnchor> spans;
    for (int i = 0; i < 4; ++i)
        spans.push_back(*SpanAnchor::fromRange(project->text(0), project->documents[0].id, 100 * i, 100 * i + 50));
    QVERIFY(PassageStore(store).enqueue(question.id, spans, QStringLiteral("lead")).ok());
    const std::vector<Passage> passages = PassageStore(store).forQuestion(question.id);
    const int gradesA[] = {3, 0, 2, 1}, gradesB[] = {3, 1, 0, 1};
    const JudgmentStore judgments(store);
    for (int i = 0; i < 4; ++i) {
        QVERIFY(judgments.gradePassage(a.id, question.id, passages[size_t(i)].id, gradesA[i]).ok());
        QVERIFY(judgments.gradePassage(b.id, question.id, passages[size_t(i)].id, gradesB[i]).ok());
    }
    const HumanAgreement human = JudgeReport::humanAgreement(store, {});
    QCOMPARE(human.source, QStringLiteral("judgments"));
    QCOMPARE(human.units, 4.0);
    QVERIFY(human.estimate && std::abs(*human.estimate - 0.5) < 1e-12);
}

void TestJudgeReport::renderedReport()
{
    JudgeReportOptions options;
    options.judgeModel = QStringLiteral("judge-x");
    const auto data = JudgeReport::compute(*m_project->store, options);
    QVERIFY(data.ok());
    const ReportContent content = JudgeReport::render(*data, QStringLiteral("Judge"));
    QCOMPARE(JudgeReport::render(*data, QStringLiteral("Judge")).json, content.json);
    const QJsonObject json = QJsonDocument::fromJson(content.json).object();
    const QJsonObject judge = json.value(QStringLiteral("judges")).toArray()[0].toObject();
    QVERIFY(std::abs(judge.value(QStringLiteral("kappa")).toObject().value(QStringLiteral("estimate")).toDouble()
                     - 14.0 / 23.0)
            < 1e-12);
    QCOMPARE(judge.value(QStringLiteral("per_class")).toArray()[0].toObject().value(QStringLiteral("class")).toString(),
             QStringLiteral("fail"));
    QCOMPARE(judge.value(QStringLiteral("refusals")).toInt(), 1);
    QCOMPARE(judge.value(QStringLiteral("confusion")).toObject().value(QStringLiteral("pass")).toObject()
                 .value(QStringLiteral("refusal")).toInt(),
             1);
    QCOMPARE(json.value(QStringLiteral("human_kappa")).toObject().value(QStringLiteral("estimate")).toDouble(), 0.72);
    QVERIFY(judge.value(QStringLiteral("reliability")).toObject().value(QStringLiteral("ece")).isDouble());
    QCOMPARE(content.csv.count('\n'), 21);
    QVERIFY(content.html.contains("<svg") && content.html.contains("ECE"));
}

QTEST_GUILESS_MAIN(TestJudgeReport)
#include "tst_judgereport.moc"
