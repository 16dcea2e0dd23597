// `touchstone judges import|calibration` and `touchstone report judge`
// through the built executable: exit codes, one error line naming file and
// line, and the report's κ and ECE equal to metrics/ on the same items;
// under de_DE / ja_JP the report's machine text is the C locale's and every
// chart title fits its chart (the reliability title was clipped).

#include "common/cliprocess.h"
#include "common/evalfixture.h"
#include "common/localeproof.h"

#include "metrics/judgeagreement.h"
#include "metrics/judgereliability.h"

#include <QDir>
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

QTEST_MAIN(TestJudgeCommands)
#include "tst_judgecommands.moc"
