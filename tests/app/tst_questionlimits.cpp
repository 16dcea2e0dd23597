// Text fields beyond their bounds are refused at import with the field,
// its length and the limit (nothing of the file is stored), and a question
// nobody labeled can be removed from the command line.

#include "common/cliprocess.h"
#include "common/goldfixture.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

class TestQuestionLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void overlongFieldsAreRefused_data();
    void overlongFieldsAreRefused();
    void removeTakesOnlyAnUnlabeledQuestion();
    void userTextWithPlaceholdersStaysAsTyped();

private:
    QString write(const QString &name, const QByteArray &bytes);
    int questionCount();

    QTemporaryDir m_dir;
    QString m_project;
};

QString TestQuestionLimits::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

int TestQuestionLimits::questionCount()
{
    auto store = ProjectStore::open(m_project, ProjectStore::Access::ReadOnly);
    return store ? int(QuestionStore(**store).all().size()) : -1;
}

void TestQuestionLimits::initTestCase()
{
    m_project = m_dir.filePath(QStringLiteral("p"));
    auto fixture = GoldFixture::create(m_project, {corpusFile(QStringLiteral("pypdf-minimal-document.pdf"))});
    fixture->addQuestion(QStringLiteral("labeled"), QStringLiteral("lexical"));
}

void TestQuestionLimits::overlongFieldsAreRefused_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("expected");
    QTest::newRow("question") << QStringLiteral("question") << 10001
                              << QStringLiteral(":2: “question” is 10001 characters long (at most 10000)");
    QTest::newRow("a megabyte without spaces") << QStringLiteral("question") << (1 << 20)
                                               << QStringLiteral(":2: “question” is 1048576 characters long (at most 10000)");
    QTest::newRow("id") << QStringLiteral("id") << 257 << QStringLiteral(":2: “id” is 257 characters long (at most 256)");
    QTest::newRow("reference answer") << QStringLiteral("reference_answer") << 100001
                                      << QStringLiteral(":2: “reference_answer” is 100001 characters long (at most 100000)");
}

void TestQuestionLimits::overlongFieldsAreRefused()
{
    QFETCH(QString, field);
    QFETCH(int, length);
    QFETCH(QString, expected);
    QJsonObject good{{QStringLiteral("id"), QStringLiteral("fine")}, {QStringLiteral("question"), QStringLiteral("Fine?")},
                     {QStringLiteral("stratum"), QStringLiteral("lexical")}};
    QJsonObject bad{{QStringLiteral("id"), QStringLiteral("long")}, {QStringLiteral("question"), QStringLiteral("Long?")},
                    {QStringLiteral("stratum"), QStringLiteral("lexical")}};
    bad.insert(field, QString(length, QLatin1Char('w')));
    const QString file = write(QStringLiteral("q.jsonl"), QJsonDocument(good).toJson(QJsonDocument::Compact) + '\n'
                                                           + QJsonDocument(bad).toJson(QJsonDocument::Compact) + '\n');
    const int before = questionCount();
    const CliRun run = runTouchstone({QStringLiteral("queries"), QStringLiteral("import"), m_project, file});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errorLines().size(), 1);
    QVERIFY2(run.errorLines().constFirst().endsWith(expected.toUtf8()), run.err.constData());
    QCOMPARE(questionCount(), before);
}

void TestQuestionLimits::removeTakesOnlyAnUnlabeledQuestion()
{
    const QString file = write(QStringLiteral("one.jsonl"), R"({"id": "mistake", "question": "Imported by mistake?", "stratum": "lexical"})"
                                                             "\n");
    QCOMPARE(runTouchstone({QStringLiteral("queries"), QStringLiteral("import"), m_project, file}).exitCode, 0);
    const int before = questionCount();
    const CliRun removed = runTouchstone({QStringLiteral("queries"), QStringLiteral("remove"), m_project, QStringLiteral("mistake")});
    QCOMPARE(removed.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(removed.out).object().value(QStringLiteral("removed")).toString(), QStringLiteral("mistake"));
    QCOMPARE(questionCount(), before - 1);
    const CliRun missing = runTouchstone({QStringLiteral("queries"), QStringLiteral("remove"), m_project, QStringLiteral("mistake")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.errorLines().value(0).contains("no question “mistake”"), missing.err.constData());

    {
        auto store = ProjectStore::open(m_project);
        QVERIFY(store);
        const auto question = QuestionStore(**store).byExternalId(QStringLiteral("labeled"));
        const auto annotator = AnnotatorStore(**store).byName(QStringLiteral("ann1"));
        QVERIFY(question && annotator);
        QVERIFY(JudgmentStore(**store).markUnanswerable(annotator->id, question->id));
    }
    const CliRun labeled = runTouchstone({QStringLiteral("queries"), QStringLiteral("remove"), m_project, QStringLiteral("labeled")});
    QCOMPARE(labeled.exitCode, 2);
    QVERIFY2(labeled.errorLines().value(0).contains("has 1 label"), labeled.err.constData());
    QCOMPARE(questionCount(), before - 1);
}

// A file or PDF named with "%1" or "%3" is quoted as named: every message
// fills its placeholders in one arg() call (before, "x%1y.jsonl" came out as
// "x1y.jsonl:…: %3").
void TestQuestionLimits::userTextWithPlaceholdersStaysAsTyped()
{
    const QString file = write(QStringLiteral("x%1y.jsonl"), R"({"id": "p1", "question": "", "stratum": "lexical"})"
                                                              "\n");
    const CliRun run = runTouchstone({QStringLiteral("queries"), QStringLiteral("import"), m_project, file});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errorLines().value(0), QByteArray("touchstone: ") + file.toUtf8() + ":1: “question” is empty");
    const QString pdf = write(QStringLiteral("rev%3tex.pdf"), "%PDF-1.4 not really a PDF\n");
    const CliRun ingest = runTouchstone({QStringLiteral("ingest"), m_project, pdf});
    QCOMPARE(ingest.exitCode, 2);
    QVERIFY2(ingest.err.contains("rev%3tex.pdf"), ingest.err.constData());
    QVERIFY2(!ingest.err.contains("rev1tex") && !ingest.err.contains("rev2tex"), ingest.err.constData());
}

QTEST_GUILESS_MAIN(TestQuestionLimits)
#include "tst_questionlimits.moc"
