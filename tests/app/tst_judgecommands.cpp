// `touchstone judges import|calibration` and `touchstone report judge`
// through the built executable: exit codes, one error line naming file and
// line, and the report's κ and ECE equal to metrics/ on the same items.

#include "common/cliprocess.h"
#include "common/evalfixture.h"

#include "metrics/judgeagreement.h"
#include "metrics/judgereliability.h"

#include <QDir>
#include <QJsonArray>
#include <QTest>

using namespace touchstone;

class TestJudgeCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void importAndReport();
    void badLineIsRefused();

private:
    testing::CliRun cli(const QStringList &arguments)
    {
        return testing::runTouchstone(arguments, m_project->dir.path());
    }

    std::unique_ptr<testing::EvalProject> m_project;
};

void TestJudgeCommands::initTestCase()
{
    m_project = testing::makeEvalProject({QStringLiteral("pypdf-minimal-document.pdf")});
    QVERIFY(m_project);
    for (int q = 1; q <= 3; ++q)
        testing::addQuestion(*m_project->store, QStringLiteral("q%1").arg(q));
    m_project->close();
}

void TestJudgeCommands::importAndReport()
{
    // 30 answers; humans fail every third; the judge misses some.
    QByteArray verdicts, labels;
    std::vector<JudgedItem> items;
    std::vector<double> p;
    std::vector<HumanLabel> y;
    const QString rubric(64, QLatin1Char('0'));
    for (int i = 0; i < 30; ++i) {
        const bool humanFail = i % 3 == 0;
        const bool judgeFail = humanFail ? i % 2 == 0 : i % 7 == 0;
        const JudgeVerdict verdict = i == 29 ? JudgeVerdict::Refusal : (judgeFail ? JudgeVerdict::Fail : JudgeVerdict::Pass);
        const double pFail = judgeFail ? 0.6 + 0.01 * i : 0.4 - 0.01 * i;
        const QString question = QStringLiteral("q%1").arg(i % 3 + 1);
        const QString answer = QStringLiteral("ans-%1").arg(i);
        QJsonObject verdictLine{{QStringLiteral("question_id"), question}, {QStringLiteral("answer_id"), answer},
                                {QStringLiteral("verdict"), i == 29 ? QStringLiteral("refusal")
                                                                    : (judgeFail ? QStringLiteral("fail") : QStringLiteral("pass"))},
                                {QStringLiteral("probability"), pFail}, {QStringLiteral("judge_model"), QStringLiteral("m1")},
                                {QStringLiteral("rubric_sha256"), rubric}, {QStringLiteral("justification"), QStringLiteral("…")}};
        verdicts += QJsonDocument(verdictLine).toJson(QJsonDocument::Compact) + '\n';
        labels += QJsonDocument(QJsonObject{{QStringLiteral("question_id"), question}, {QStringLiteral("answer_id"), answer},
                                            {QStringLiteral("verdict"), humanFail ? QStringLiteral("fail") : QStringLiteral("pass")}})
                      .toJson(QJsonDocument::Compact)
                  + '\n';
        const HumanLabel human = humanFail ? HumanLabel::Fail : HumanLabel::Pass;
        items.push_back({human, verdict});
        p.push_back(pFail);
        y.push_back(human);
    }
    const QString verdictPath = m_project->dir.filePath(QStringLiteral("verdicts.jsonl"));
    const QString labelPath = m_project->dir.filePath(QStringLiteral("labels.jsonl"));
    QVERIFY(testing::writeFile(verdictPath, verdicts));
    QVERIFY(testing::writeFile(labelPath, labels));
    const auto imported = cli({QStringLiteral("judges"), QStringLiteral("import"), m_project->folder, verdictPath});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    QCOMPARE(QJsonDocument::fromJson(imported.out).object().value(QStringLiteral("imported")).toInt(), 30);
    QCOMPARE(cli({QStringLiteral("judges"), QStringLiteral("calibration"), m_project->folder, labelPath}).exitCode, 0);

    const QString out = m_project->dir.filePath(QStringLiteral("judge-report"));
    const auto report = cli({QStringLiteral("report"), QStringLiteral("judge"), m_project->folder, QStringLiteral("--model"),
                             QStringLiteral("m1"), QStringLiteral("--out"), out});
    QVERIFY2(report.exitCode == 0, report.err.constData());
    for (const char *name : {"judge.html", "judge.json", "judge.csv"})
        QVERIFY(QFileInfo(QDir(out).filePath(QLatin1String(name))).size() > 0);
    QFile file(QDir(out).filePath(QStringLiteral("judge.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject judge = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("judges"))
                                  .toArray()[0].toObject();
    const JudgeAgreement agreement = judgeAgreement(items);
    const auto reliability = judgeReliability(p, y, 10);
    QVERIFY(reliability.ok());
    QCOMPARE(judge.value(QStringLiteral("kappa")).toObject().value(QStringLiteral("estimate")).toDouble(), *agreement.kappa);
    QCOMPARE(judge.value(QStringLiteral("accuracy")).toDouble(), *agreement.accuracy);
    QCOMPARE(judge.value(QStringLiteral("refusals")).toInt(), 1);
    QCOMPARE(judge.value(QStringLiteral("reliability")).toObject().value(QStringLiteral("ece")).toDouble(),
             *reliability->expectedCalibrationError);
    QCOMPARE(judge.value(QStringLiteral("per_class")).toArray()[0].toObject().value(QStringLiteral("recall")).toDouble(),
             *agreement.fail.recall);
    QCOMPARE(cli({QStringLiteral("report"), QStringLiteral("judge"), m_project->folder, QStringLiteral("--model"),
                  QStringLiteral("nobody")})
                 .exitCode,
             2);
}

void TestJudgeCommands::badLineIsRefused()
{
    const QString path = m_project->dir.filePath(QStringLiteral("bad-verdicts.jsonl"));
    QVERIFY(testing::writeFile(path, QByteArray(R"({"question_id":"q1","answer_id":"x","verdict":"pass","judge_model":"m2","rubric_sha256":")")
                                         + QByteArray(64, 'f') + "\"}\n"
                                         + R"({"question_id":"q1","answer_id":"y","verdict":"perhaps","judge_model":"m2","rubric_sha256":")"
                                         + QByteArray(64, 'f') + "\"}\n"));
    const auto run = cli({QStringLiteral("judges"), QStringLiteral("import"), m_project->folder, path});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errorLines().size(), 1);
    QVERIFY2(run.errorLines().front().contains(path.toUtf8() + ":2: "), run.err.constData());
    // Nothing of the file: judge m2 has no verdict.
    QCOMPARE(cli({QStringLiteral("report"), QStringLiteral("judge"), m_project->folder, QStringLiteral("--model"),
                  QStringLiteral("m2")})
                 .exitCode,
             2);
}

QTEST_GUILESS_MAIN(TestJudgeCommands)
#include "tst_judgecommands.moc"
