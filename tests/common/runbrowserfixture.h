#pragma once

// Two passage runs of one frozen version, evaluated and stored, with judge
// verdicts: what the run browser's model and widget tests browse.
//
// Documents: M = pypdf-minimal-document.pdf, A = llncsdoc.pdf,
// B = acmart-sample-sigconf.pdf. Relevance: grade >= 2.
//
//   question  stratum     gold                       base (baseline)               cand (candidate)
//   q1        lexical     A[1000,1100) g3            A[1050,1150) hit              M[100,150) unjudged
//   q2        paraphrase  B[3000,3100) g3            M[0,50), B[5000,5100) off     B[3050,3080) hit
//   q3        multi_hop   A[2000,2050) g2,           A[2000,2040) hit              A[2000,2040), B[550,590) hits
//                         B[500,600) g2
//   q4        lexical     A[4000,4100) g2            B[200,300) unjudged           M[0,50) unjudged
//   q5        negative    (no answer in the corpus)  A[10,90)                      nothing
//   q6        tabular     B[1000,1050) g3            B[1000,1040) hit              B[5000,5100) off, B[1000,1040) hit
//
// success@10 from base to cand: q1 broken, q2 rescued, q3 and q6 kept,
// q4 missed by both. nDCG@10: q2, q3 better; q1, q6 worse; q4 tied (0, 0).
// Judge verdicts: q4 answer a1 FAIL, q1 answer a1 pass.
// "Failing" on base (success@10 = 0 or a judge FAIL): q2, q4.

#include "common/evalfixture.h"

#include "annotation/judgeverdictstore.h"
#include "annotation/runevaluator.h"
#include "annotation/runimporter.h"

#include <QJsonDocument>

namespace touchstone::testing {

struct RunBrowserFixture
{
    std::unique_ptr<EvalProject> project;
    std::vector<Question> questions; // q1..q6
    std::vector<GoldQuestion> gold;
    RunInfo base;
    RunInfo cand;
    QString error;
};

inline QByteArray runLine(const QString &question, int rank, const QString &sha, int start, int end)
{
    const QJsonObject object{{QStringLiteral("question_id"), question}, {QStringLiteral("rank"), rank},
                             {QStringLiteral("score"), 1.0 / rank}, {QStringLiteral("document_sha256"), sha},
                             {QStringLiteral("start"), start}, {QStringLiteral("end"), end}};
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

inline std::optional<RunInfo> importEvaluated(EvalProject &project, const QString &name, const QByteArray &lines,
                                              QString *error)
{
    const QString path = project.dir.filePath(name + QStringLiteral(".jsonl"));
    if (!writeFile(path, lines)) {
        *error = QStringLiteral("cannot write ") + path;
        return std::nullopt;
    }
    auto imported = RunImporter(*project.store).import(path, {name, QStringLiteral("v1"), {}});
    if (!imported) {
        *error = imported.error();
        return std::nullopt;
    }
    const RunEvaluator evaluator(*project.store);
    auto evaluation = evaluator.evaluate(imported->run, imported->lists, EvaluationSettings());
    if (!evaluation || !evaluator.store(*evaluation)) {
        *error = evaluation ? QStringLiteral("cannot store the evaluation") : evaluation.error();
        return std::nullopt;
    }
    return imported->run;
}

inline RunBrowserFixture makeRunBrowserFixture()
{
    RunBrowserFixture fixture;
    fixture.project = makeEvalProject({QStringLiteral("pypdf-minimal-document.pdf"), QStringLiteral("llncsdoc.pdf"),
                                       QStringLiteral("acmart-sample-sigconf.pdf")});
    if (!fixture.project) {
        fixture.error = QStringLiteral("cannot build the project from the corpus");
        return fixture;
    }
    EvalProject &project = *fixture.project;
    const ProjectStore &store = *project.store;
    const size_t A = 1, B = 2;
    fixture.questions = {addQuestion(store, QStringLiteral("q1"), QStringLiteral("lexical")),
                         addQuestion(store, QStringLiteral("q2"), QStringLiteral("paraphrase")),
                         addQuestion(store, QStringLiteral("q3"), QStringLiteral("multi_hop")),
                         addQuestion(store, QStringLiteral("q4"), QStringLiteral("lexical")),
                         addQuestion(store, QStringLiteral("q5"), QStringLiteral("negative"), false),
                         addQuestion(store, QStringLiteral("q6"), QStringLiteral("tabular"))};
    const auto &q = fixture.questions;
    fixture.gold = {goldQuestion(project, q[0], {{A, 1000, 1100, 3}}),
                    goldQuestion(project, q[1], {{B, 3000, 3100, 3}}),
                    goldQuestion(project, q[2], {{A, 2000, 2050, 2}, {B, 500, 600, 2}}),
                    goldQuestion(project, q[3], {{A, 4000, 4100, 2}}),
                    goldQuestion(project, q[4], {}),
                    goldQuestion(project, q[5], {{B, 1000, 1050, 3}})};
    if (!freezeVersion(store, QStringLiteral("v1"), fixture.gold)) {
        fixture.error = QStringLiteral("cannot freeze v1");
        return fixture;
    }
    const QString sM = project.documents[0].sha256, sA = project.documents[A].sha256, sB = project.documents[B].sha256;
    const auto id = [](int n) { return QStringLiteral("q%1").arg(n); };
    const QByteArray base = runLine(id(1), 1, sA, 1050, 1150) + runLine(id(2), 1, sM, 0, 50)
                            + runLine(id(2), 2, sB, 5000, 5100) + runLine(id(3), 1, sA, 2000, 2040)
                            + runLine(id(4), 1, sB, 200, 300) + runLine(id(5), 1, sA, 10, 90)
                            + runLine(id(6), 1, sB, 1000, 1040);
    const QByteArray cand = runLine(id(1), 1, sM, 100, 150) + runLine(id(2), 1, sB, 3050, 3080)
                            + runLine(id(3), 1, sA, 2000, 2040) + runLine(id(3), 2, sB, 550, 590)
                            + runLine(id(4), 1, sM, 0, 50) + runLine(id(6), 1, sB, 5000, 5100)
                            + runLine(id(6), 2, sB, 1000, 1040);
    const auto a = importEvaluated(project, QStringLiteral("base"), base, &fixture.error);
    const auto b = a ? importEvaluated(project, QStringLiteral("cand"), cand, &fixture.error) : std::nullopt;
    if (!a || !b)
        return fixture;
    fixture.base = *a;
    fixture.cand = *b;
    const QString rubric(64, QLatin1Char('a'));
    const auto verdict = [&](const QString &question, const char *value, const char *why) {
        return QJsonDocument(QJsonObject{{QStringLiteral("question_id"), question},
                                         {QStringLiteral("answer_id"), QStringLiteral("a1")},
                                         {QStringLiteral("verdict"), QLatin1String(value)},
                                         {QStringLiteral("judge_model"), QStringLiteral("judge-1")},
                                         {QStringLiteral("rubric_sha256"), rubric},
                                         {QStringLiteral("justification"), QLatin1String(why)}})
                   .toJson(QJsonDocument::Compact)
               + '\n';
    };
    const QString verdicts = project.dir.filePath(QStringLiteral("verdicts.jsonl"));
    if (!writeFile(verdicts, verdict(id(4), "fail", "The answer cites the wrong section.")
                                 + verdict(id(1), "pass", "Supported by the retrieved passage."))) {
        fixture.error = QStringLiteral("cannot write the verdicts");
        return fixture;
    }
    if (auto imported = JudgeVerdictStore(store).importVerdicts(verdicts); !imported)
        fixture.error = imported.error();
    return fixture;
}

} // namespace touchstone::testing
