// `touchstone judges import|calibration` and `touchstone report judge`
// through the built executable: exit codes, one error line naming file and
// line, and the report's κ and ECE equal to metrics/ on the same items;
// under de_DE / ja_JP the report's machine text is the C locale's and every
// chart title fits its chart (the reliability title was clipped); imports
// are idempotent, and a verdict without a rubric is kept with a warning and
// reported as "rubric unknown".

#include "common/cliprocess.h"
#include "common/evalfixture.h"
#include "common/localeproof.h"

#include "metrics/judgeagreement.h"
#include "metrics/judgereliability.h"

#include <QCryptographicHash>
#include <QDir>
#include <QSqlQuery>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QJsonArray>
#include <QTest>

using namespace touchstone;
using namespace Qt::StringLiterals;

class TestJudgeCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void importAndReport();
    void reportIsLocaleProof_data();
    void reportIsLocaleProof();
    void badLineIsRefused();
    // Last: it adds human labels the other tests' reports would count.
    void importsAreIdempotentAndTheRubricMayBeUnknown();

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

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

struct ChartTitle
{
    double width = 0; // of its <svg>
    QStringList lines;
};

// The titles of the page's charts, a line per <tspan> when wrapped.
QList<ChartTitle> chartTitles(const QByteArray &html)
{
    QList<ChartTitle> titles;
    for (qsizetype from = html.indexOf("<svg"); from >= 0; from = html.indexOf("<svg", from + 1)) {
        QXmlStreamReader xml(html.mid(from, html.indexOf("</svg>", from) + 6 - from));
        ChartTitle title;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == u"svg"_s) {
                title.width = xml.attributes().value(u"width"_s).toDouble();
            } else if (xml.name() == u"text"_s && xml.attributes().value(u"class"_s) == u"chart-title"_s) {
                QString direct;
                while (xml.readNext() != QXmlStreamReader::EndElement || xml.name() != u"text"_s) {
                    if (xml.isCharacters())
                        direct += xml.text();
                    else if (xml.isStartElement() && xml.name() == u"tspan"_s)
                        title.lines << xml.readElementText();
                    if (xml.atEnd())
                        break;
                }
                if (title.lines.isEmpty())
                    title.lines << direct;
                break;
            }
        }
        titles << title;
    }
    return titles;
}

} // namespace

void TestJudgeCommands::reportIsLocaleProof_data()
{
    QTest::addColumn<QStringList>("environment");
    QTest::addColumn<QString>("decimal");
    QTest::addColumn<bool>("englishText");
    QTest::newRow("C") << QStringList{u"LC_ALL=C.UTF-8"_s} << u"."_s << true;
    QTest::newRow("de_DE") << QStringList{u"LANG=de_DE.UTF-8"_s, u"TOUCHSTONE_LANG=en"_s} << u","_s << true;
    QTest::newRow("de_DE LC_NUMERIC only") << QStringList{u"LANG=C.UTF-8"_s, u"LC_NUMERIC=de_DE.UTF-8"_s} << u","_s << true;
    QTest::newRow("de_DE translated") << QStringList{u"LANG=de_DE.UTF-8"_s} << u","_s << false;
    QTest::newRow("ja_JP translated") << QStringList{u"LANG=ja_JP.UTF-8"_s} << u"."_s << false;
}

void TestJudgeCommands::reportIsLocaleProof()
{
    QFETCH(QStringList, environment);
    QFETCH(QString, decimal);
    QFETCH(bool, englishText);
    QMap<QString, QString> vars;
    for (const QString &assignment : environment)
        vars.insert(assignment.section(u'=', 0, 0), assignment.section(u'=', 1));
    const QString problem = testing::localeProblem(vars, decimal == u","_s ? u"0,5"_s : u"0.5"_s);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    const auto report = [&](const QString &name, const QMap<QString, QString> &in) {
        const QString out = m_project->dir.filePath(name);
        const auto run = testing::runInLocale({u"report"_s, u"judge"_s, m_project->folder, u"--model"_s, u"m1"_s,
                                               u"--out"_s, out},
                                              m_project->dir.path(), in);
        if (run.exitCode != 0)
            qWarning("%s", run.err.constData());
        return run.exitCode == 0 ? out : QString();
    };
    const QString c = report(u"judge-C"_s, {{u"LC_ALL"_s, u"C.UTF-8"_s}});
    const QString local = report(u"judge-"_s + QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-'), vars);
    QVERIFY(!c.isEmpty() && !local.isEmpty());
    const QByteArray cHtml = readAll(QDir(c).filePath(u"judge.html"_s));
    const QByteArray html = readAll(QDir(local).filePath(u"judge.html"_s));
    QString error;
    QStringList problems;
    const QList<double> cNumbers = testing::svgNumbers(testing::svgAttributes(cHtml, &error), &problems);
    const QList<double> numbers = testing::svgNumbers(testing::svgAttributes(html, &error), &problems);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 5).join(u"\n"_s)));
    QVERIFY(cNumbers.size() > 50);
    if (englishText)
        QCOMPARE(numbers, cNumbers);
    QCOMPARE(readAll(QDir(local).filePath(u"judge.json"_s)), readAll(QDir(c).filePath(u"judge.json"_s)));
    QCOMPARE(readAll(QDir(local).filePath(u"judge.csv"_s)), readAll(QDir(c).filePath(u"judge.csv"_s)));
    const QString page = QString::fromUtf8(html);
    const QRegularExpression commaCell(uR"(<td>\d+,\d{3}</td>|<td class="num">\d+,\d{3}</td>)"_s);
    const QRegularExpression pointCell(uR"(<td>\d+\.\d{3}</td>|<td class="num">\d+\.\d{3}</td>)"_s);
    QCOMPARE(page.contains(commaCell), decimal == u","_s);
    QCOMPARE(page.contains(pointCell), decimal == u"."_s);

    // Every title line fits its chart, measured in DejaVu Sans Bold at the
    // 13 px of the page's CSS (the widest font a browser here falls back to).
    QFont font(u"DejaVu Sans"_s);
    font.setPixelSize(13);
    font.setWeight(QFont::DemiBold);
    QCOMPARE(QFontInfo(font).family(), u"DejaVu Sans"_s);
    const QFontMetricsF metrics(font);
    const QList<ChartTitle> titles = chartTitles(html);
    QVERIFY(titles.size() >= 2);
    bool wrapped = false;
    for (const ChartTitle &title : titles) {
        QVERIFY(!title.lines.isEmpty() && title.width > 0);
        wrapped = wrapped || title.lines.size() > 1;
        for (const QString &line : title.lines)
            QVERIFY2(8 + metrics.horizontalAdvance(line) <= title.width,
                     qPrintable(u"%1 px in %2: %3"_s.arg(metrics.horizontalAdvance(line)).arg(title.width).arg(line)));
    }
    QVERIFY(wrapped); // the reliability title does not fit one line of its 326 px chart
}

void TestJudgeCommands::importsAreIdempotentAndTheRubricMayBeUnknown()
{
    // The rubric the judge was given, made a project version by rubric set:
    // its sha256 is the file's.
    const QByteArray markdown = "# Judge rubric\n\nFAIL an answer that the passage does not support.\n";
    const QString rubricPath = m_project->dir.filePath(u"judge-rubric.md"_s);
    QVERIFY(testing::writeFile(rubricPath, markdown));
    const auto set = cli({u"rubric"_s, u"set"_s, m_project->folder, rubricPath});
    QVERIFY2(set.exitCode == 0, set.err.constData());
    const QString sha = QString::fromLatin1(QCryptographicHash::hash(markdown, QCryptographicHash::Sha256).toHex());
    QCOMPARE(QJsonDocument::fromJson(set.out).object().value(u"sha256"_s).toString(), sha);

    // Eight answers under the rubric, four more from a run that did not
    // record one.
    const auto verdictLine = [&](int i, const QString &verdict, double pFail, bool withRubric) {
        QJsonObject object{{u"question_id"_s, u"q%1"_s.arg(i % 3 + 1)}, {u"answer_id"_s, u"r-%1"_s.arg(i)},
                           {u"verdict"_s, verdict},                   {u"probability"_s, pFail},
                           {u"judge_model"_s, u"m3"_s}};
        if (withRubric)
            object.insert(u"rubric_sha256"_s, sha);
        return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
    };
    QByteArray verdicts, labels;
    for (int i = 0; i < 12; ++i) {
        const bool fail = i % 4 == 0;
        verdicts += verdictLine(i, fail ? u"fail"_s : u"pass"_s, fail ? 0.8 : 0.2, i < 8);
        labels += QJsonDocument(QJsonObject{{u"question_id"_s, u"q%1"_s.arg(i % 3 + 1)}, {u"answer_id"_s, u"r-%1"_s.arg(i)},
                                            {u"verdict"_s, fail ? u"fail"_s : u"pass"_s}})
                      .toJson(QJsonDocument::Compact)
                  + '\n';
    }
    const QString verdictPath = m_project->dir.filePath(u"m3.jsonl"_s);
    const QString labelPath = m_project->dir.filePath(u"m3-labels.jsonl"_s);
    QVERIFY(testing::writeFile(verdictPath, verdicts));
    QVERIFY(testing::writeFile(labelPath, labels));

    const auto first = cli({u"judges"_s, u"import"_s, m_project->folder, verdictPath});
    QVERIFY2(first.exitCode == 0, first.err.constData());
    const QJsonObject added = QJsonDocument::fromJson(first.out).object();
    QCOMPARE(added.value(u"imported"_s).toInt(), 12);
    QCOMPARE(added.value(u"added"_s).toInt(), 12);
    QCOMPARE(added.value(u"already_present"_s).toInt(), 0);
    QCOMPARE(added.value(u"unknown_rubric"_s).toInt(), 4);
    // One warning, in the error format, on the first line without a rubric.
    QCOMPARE(first.errorLines().size(), 1);
    QVERIFY2(first.errorLines().front().startsWith("touchstone: " + verdictPath.toUtf8()
                                                   + ":9: warning: no “rubric_sha256”: 4 verdict(s) are stored with "
                                                     "an unknown rubric"),
             first.err.constData());

    // The same file again adds nothing, and does not touch the audit trail.
    const auto auditRows = [&](const QString &action) {
        auto store = ProjectStore::open(m_project->folder, ProjectStore::Access::ReadOnly);
        if (!store)
            return -1;
        QSqlQuery query((*store)->database());
        query.exec(u"SELECT count(*) FROM audit WHERE action = '%1'"_s.arg(action));
        return query.next() ? query.value(0).toInt() : -1;
    };
    const int imports = auditRows(u"judge.import"_s);
    const auto again = cli({u"judges"_s, u"import"_s, m_project->folder, verdictPath});
    QCOMPARE(again.exitCode, 0);
    const QJsonObject present = QJsonDocument::fromJson(again.out).object();
    QCOMPARE(present.value(u"imported"_s).toInt(), 0);
    QCOMPARE(present.value(u"added"_s).toInt(), 0);
    QCOMPARE(present.value(u"updated"_s).toInt(), 0);
    QCOMPARE(present.value(u"already_present"_s).toInt(), 12);
    QCOMPARE(auditRows(u"judge.import"_s), imports);

    // One verdict changed its mind: an update, audited with old and new.
    QByteArray changed = verdicts;
    changed.replace(verdictLine(1, u"pass"_s, 0.2, true), verdictLine(1, u"fail"_s, 0.7, true));
    QVERIFY(changed != verdicts);
    QVERIFY(testing::writeFile(verdictPath, changed));
    const auto update = cli({u"judges"_s, u"import"_s, m_project->folder, verdictPath});
    QCOMPARE(update.exitCode, 0);
    const QJsonObject updated = QJsonDocument::fromJson(update.out).object();
    QCOMPARE(updated.value(u"updated"_s).toInt(), 1);
    QCOMPARE(updated.value(u"replaced"_s).toInt(), 1);
    QCOMPARE(updated.value(u"already_present"_s).toInt(), 11);
    QCOMPARE(auditRows(u"judge.verdict"_s), 1);
    {
        auto store = ProjectStore::open(m_project->folder, ProjectStore::Access::ReadOnly);
        QVERIFY(store);
        QSqlQuery query((*store)->database());
        QVERIFY(query.exec(u"SELECT detail FROM audit WHERE action = 'judge.verdict'"_s) && query.next());
        QCOMPARE(query.value(0).toString(),
                 u"m3, rubric %1, question q2, answer r-1: pass -> fail, P(fail) 0.2 -> 0.7 (import m3.jsonl:2)"_s.arg(sha));
    }

    // Human labels: the same idempotence.
    QCOMPARE(cli({u"judges"_s, u"calibration"_s, m_project->folder, labelPath}).exitCode, 0);
    const auto labelsAgain = cli({u"judges"_s, u"calibration"_s, m_project->folder, labelPath});
    QCOMPARE(QJsonDocument::fromJson(labelsAgain.out).object().value(u"already_present"_s).toInt(), 12);

    // Two judges of model m3: under the rubric, and "rubric unknown".
    const QString out = m_project->dir.filePath(u"m3-report"_s);
    const auto report = cli({u"report"_s, u"judge"_s, m_project->folder, u"--model"_s, u"m3"_s, u"--out"_s, out});
    QVERIFY2(report.exitCode == 0, report.err.constData());
    const QJsonArray judges = QJsonDocument::fromJson(readAll(QDir(out).filePath(u"judge.json"_s)))
                                  .object()
                                  .value(u"judges"_s)
                                  .toArray();
    QCOMPARE(judges.size(), 2);
    QJsonObject known, unknown;
    for (const QJsonValue &judge : judges)
        (judge.toObject().value(u"rubric_unknown"_s).toBool() ? unknown : known) = judge.toObject();
    QCOMPARE(known.value(u"rubric_sha256"_s).toString(), sha);
    QCOMPARE(known.value(u"verdicts"_s).toInt(), 8);
    QVERIFY(unknown.value(u"rubric_sha256"_s).isNull());
    QCOMPARE(unknown.value(u"verdicts"_s).toInt(), 4);
    QCOMPARE(unknown.value(u"items"_s).toInt(), 4); // its own verdicts only, not every rubric's
    const QByteArray html = readAll(QDir(out).filePath(u"judge.html"_s));
    QVERIFY(html.contains("Judge m3 (rubric unknown)"));
    QVERIFY(html.contains("Judge m3 (rubric " + sha.left(12).toLatin1() + ")"));
    // --rubric unknown picks that judge alone.
    const auto only = cli({u"report"_s, u"judge"_s, m_project->folder, u"--model"_s, u"m3"_s, u"--rubric"_s,
                           u"unknown"_s, u"--out"_s, m_project->dir.filePath(u"m3-unknown"_s)});
    QVERIFY2(only.exitCode == 0, only.err.constData());
    const QJsonArray selected = QJsonDocument::fromJson(only.out).object().value(u"judges"_s).toArray();
    QCOMPARE(selected.size(), 1);
    QVERIFY(selected[0].toObject().value(u"rubric_sha256"_s).isNull());
}

QTEST_MAIN(TestJudgeCommands)
#include "tst_judgecommands.moc"
