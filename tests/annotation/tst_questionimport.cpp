// Question import from CSV and JSONL: what a well-formed file stores, and
// every kind of bad row giving FILE:LINE and leaving the project as it was.

#include "annotation/projectstore.h"
#include "annotation/questionimport.h"
#include "annotation/questionstore.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;
using namespace Qt::StringLiterals;

class TestQuestionImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void csvWithQuotingNewlinesBomAndCrlf();
    void jsonlWithNuggets();
    void formatIsSniffedWithoutExtension();
    void unknownKeysWarnOnce();
    void badRowsImportNothing_data();
    void badRowsImportNothing();
    void idsAlreadyInTheProjectAreRefused();
    void newStrataAreNamed();
    void loneSurrogatesAreNamed();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QList<int> counts() const;

    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
    int m_projects = 0;
};

void TestQuestionImport::init()
{
    auto store = ProjectStore::create(m_dir.filePath(u"project%1"_s.arg(++m_projects)));
    QVERIFY2(store.ok(), qPrintable(store.error()));
    m_store = std::move(*store);
    Question existing;
    existing.externalId = u"existing"_s;
    existing.text = u"Already here"_s;
    existing.stratum = u"lexical"_s;
    QVERIFY(QuestionStore(*m_store).add(existing).ok());
}

void TestQuestionImport::cleanup()
{
    m_store.reset();
}

QString TestQuestionImport::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QString();
    file.write(bytes);
    return path;
}

QList<int> TestQuestionImport::counts() const
{
    QList<int> result;
    for (const QString &table : {u"questions"_s, u"nuggets"_s, u"strata"_s, u"audit"_s}) {
        QSqlQuery query(m_store->database());
        query.exec(u"SELECT count(*) FROM "_s + table);
        result << (query.next() ? query.value(0).toInt() : -1);
    }
    return result;
}

void TestQuestionImport::csvWithQuotingNewlinesBomAndCrlf()
{
    const QString path = write(u"questions.csv"_s,
                               "\xEF\xBB\xBFid,question,stratum,split,answerable,reference_answer,nuggets,source,date\r\n"
                               "q1,\"Which class, if any, sets the \"\"llncs\"\" layout?\",lexical,dev,true,\"The llncs class.\","
                               "\"[{\"\"text\"\":\"\"llncs\"\",\"\"vital\"\":true},{\"\"text\"\":\"\"Springer\"\",\"\"vital\"\":false}]\","
                               "manual,2022-09-05\r\n"
                               "q2,\"A question\r\nover two lines\",paraphrase,test,FALSE,,,,2022\r\n"
                               "q3,Is there an answer?,negative,,,,,,\r\n");
    const auto report = QuestionImport::run(*m_store, path, u"tester"_s);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->format, QuestionImport::Format::Csv);
    QCOMPARE(int(report->questions.size()), 3);
    const QuestionStore questions(*m_store);
    const Question q1 = *questions.byExternalId(u"q1"_s);
    QCOMPARE(q1.text, u"Which class, if any, sets the \"llncs\" layout?"_s);
    QCOMPARE(q1.split, Split::Dev);
    QCOMPARE(q1.answerable, true);
    QCOMPARE(q1.referenceAnswer, u"The llncs class."_s);
    QCOMPARE(int(q1.nuggets.size()), 2);
    QCOMPARE(q1.nuggets[0].text, u"llncs"_s);
    QCOMPARE(q1.nuggets[0].vital, true);
    QCOMPARE(q1.nuggets[1].vital, false);
    QCOMPARE(q1.source, u"manual"_s);
    QCOMPARE(q1.date, u"2022-09-05"_s);
    const Question q2 = *questions.byExternalId(u"q2"_s);
    QCOMPARE(q2.text, u"A question\nover two lines"_s);
    QCOMPARE(q2.answerable, false);
    QCOMPARE(q2.split, Split::Test);
    const Question q3 = *questions.byExternalId(u"q3"_s);
    QCOMPARE(q3.split, Split::Unassigned);
    QCOMPARE(q3.answerable, false); // the negative stratum defaults to unanswerable
    QVERIFY(!q3.uuid.isEmpty());
    QSqlQuery audit(m_store->database());
    audit.exec(u"SELECT count(*) FROM audit WHERE action = 'questions.import' AND actor = 'tester'"_s);
    QVERIFY(audit.next());
    QCOMPARE(audit.value(0).toInt(), 1);
}

void TestQuestionImport::jsonlWithNuggets()
{
    const QString path = write(u"questions.jsonl"_s,
                               "{\"id\": \"j1\", \"question\": \"What is \\u202Eflipped?\", \"stratum\": \"temporal\", "
                               "\"split\": \"test\", \"answerable\": true, \"reference_answer\": \"r\", "
                               "\"nuggets\": [{\"text\": \"n1\", \"vital\": true}, {\"text\": \"n2\"}], "
                               "\"source\": \"s\", \"date\": \"2023-01-02T03:04:05Z\"}\n"
                               "\n"
                               "{\"id\": 17, \"question\": \"Numeric id\", \"stratum\": \"lexical\", \"split\": null}\r\n");
    const auto report = QuestionImport::run(*m_store, path, u"tester"_s);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->format, QuestionImport::Format::Jsonl);
    const Question j1 = *QuestionStore(*m_store).byExternalId(u"j1"_s);
    QCOMPARE(j1.text, u"What is \u202Eflipped?"_s);
    QCOMPARE(j1.stratum, u"temporal"_s);
    QCOMPARE(int(j1.nuggets.size()), 2);
    QCOMPARE(j1.nuggets[1].vital, false);
    QCOMPARE(j1.date, u"2023-01-02T03:04:05Z"_s);
    QVERIFY(QuestionStore(*m_store).byExternalId(u"17"_s));
}

void TestQuestionImport::formatIsSniffedWithoutExtension()
{
    const QString jsonl = write(u"a.txt"_s, "{\"id\":\"s1\",\"question\":\"q\",\"stratum\":\"lexical\"}\n");
    const QString csv = write(u"b.txt"_s, "id,question,stratum\ns2,q,lexical\n");
    QCOMPARE(QuestionImport::read(jsonl)->format, QuestionImport::Format::Jsonl);
    QCOMPARE(QuestionImport::read(csv)->format, QuestionImport::Format::Csv);
    QCOMPARE(int(QuestionImport::read(csv)->rows.size()), 1);
}

void TestQuestionImport::unknownKeysWarnOnce()
{
    const QString path = write(u"extra.jsonl"_s,
                               "{\"id\":\"u1\",\"question\":\"q\",\"stratum\":\"lexical\",\"colour\":\"red\",\"owner\":1}\n"
                               "{\"id\":\"u2\",\"question\":\"q\",\"stratum\":\"lexical\",\"colour\":\"blue\"}\n");
    const auto report = QuestionImport::run(*m_store, path, QString());
    QVERIFY(report.ok());
    QCOMPARE(report->ignoredKeys, QStringList({u"colour"_s, u"owner"_s}));
    QCOMPARE(report->warnings.size(), 1);
    QVERIFY(report->warnings.front().startsWith(path + u": "_s));
    QVERIFY(report->warnings.front().contains(u"colour, owner"_s));
    const QString csv = write(u"extra.csv"_s, "id,question,stratum,Colour\nc1,q,lexical,red\n");
    const auto fromCsv = QuestionImport::run(*m_store, csv, QString());
    QVERIFY(fromCsv.ok());
    QCOMPARE(fromCsv->ignoredKeys, QStringList({u"colour"_s}));
}

void TestQuestionImport::badRowsImportNothing_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("reason");
    const QByteArray good = "{\"id\":\"g1\",\"question\":\"fine\",\"stratum\":\"lexical\"}\n";
    QTest::newRow("missing key") << u"m.jsonl"_s << good + "{\"id\":\"g2\",\"stratum\":\"lexical\"}\n" << 2
                                 << u"missing required key “question”"_s;
    QTest::newRow("wrong type") << u"t.jsonl"_s << good + "{\"id\":\"g2\",\"question\":5,\"stratum\":\"lexical\"}\n"
                                << 2 << u"“question” must be a string"_s;
    QTest::newRow("unknown split") << u"s.jsonl"_s
                                   << good + "{\"id\":\"g2\",\"question\":\"q\",\"stratum\":\"lexical\",\"split\":\"train\"}\n"
                                   << 2 << u"unknown split “train”"_s;
    QTest::newRow("answerable a string") << u"a.jsonl"_s
                                         << good + "{\"id\":\"g2\",\"question\":\"q\",\"stratum\":\"lexical\",\"answerable\":\"yes\"}\n"
                                         << 2 << u"“answerable” must be true or false"_s;
    QTest::newRow("answerable in csv") << u"a.csv"_s << QByteArray("id,question,stratum,answerable\nx,q,lexical,maybe\n")
                                       << 2 << u"“answerable” must be true or false"_s;
    QTest::newRow("duplicate id") << u"d.jsonl"_s << good + "\n" + good << 3 << u"duplicate id “g1” (first on line 1)"_s;
    QTest::newRow("malformed JSON") << u"j.jsonl"_s << good + "{\"id\":\"g2\",\"question\":}\n" + good << 2
                                    << u"malformed JSON"_s;
    QTest::newRow("truncated last line") << u"tr.jsonl"_s << good + "{\"id\":\"g2\",\"quest" << 2
                                         << u"the last line is truncated"_s;
    QTest::newRow("not an object") << u"arr.jsonl"_s << good + "[1,2]\n" << 2 << u"expected one JSON object"_s;
    QTest::newRow("bad nuggets") << u"n.jsonl"_s
                                 << good + "{\"id\":\"g2\",\"question\":\"q\",\"stratum\":\"lexical\",\"nuggets\":[{\"vital\":true}]}\n"
                                 << 2 << u"nugget 1: missing required key “text”"_s;
    QTest::newRow("nuggets in csv not JSON") << u"n.csv"_s
                                             << QByteArray("id,question,stratum,nuggets\nx,q,lexical,a|vital;b|okay\n")
                                             << 2 << u"“nuggets” must be a JSON array"_s;
    QTest::newRow("bad date") << u"dt.jsonl"_s
                              << good + "{\"id\":\"g2\",\"question\":\"q\",\"stratum\":\"lexical\",\"date\":\"last May\"}\n"
                              << 2 << u"not an ISO 8601 date"_s;
    QTest::newRow("empty question") << u"e.csv"_s << QByteArray("id,question,stratum\nx,\"  \",lexical\n") << 2
                                    << u"“question” is empty"_s;
    QTest::newRow("no header") << u"h.csv"_s << QByteArray("q1,What?,lexical\n") << 1 << u"no “id” column"_s;
    QTest::newRow("field count") << u"f.csv"_s << QByteArray("id,question,stratum\nx,q,lexical\ny,q\n") << 3
                                 << u"the row has 2 fields, the header 3"_s;
    QTest::newRow("unclosed quote") << u"u.csv"_s << QByteArray("id,question,stratum\nx,\"q,lexical\ny,q,lexical\n")
                                    << 2 << u"never closed"_s;
    QTest::newRow("not UTF-8") << u"l.csv"_s << QByteArray("id,question,stratum\nx,caf\xE9,lexical\n") << 2
                               << u"not valid UTF-8"_s;
}

void TestQuestionImport::badRowsImportNothing()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(QString, reason);
    const QString path = write(name, bytes);
    const QList<int> before = counts();
    const auto report = QuestionImport::run(*m_store, path, QString());
    QVERIFY(!report.ok());
    QVERIFY2(report.error().startsWith(u"%1:%2: "_s.arg(path).arg(line)), qPrintable(report.error()));
    QVERIFY2(report.error().contains(reason), qPrintable(report.error()));
    QVERIFY(!report.error().contains(QLatin1Char('\n')));
    QCOMPARE(counts(), before);
}

void TestQuestionImport::idsAlreadyInTheProjectAreRefused()
{
    const QString path = write(u"again.csv"_s, "id,question,stratum\nnew1,q,lexical\nexisting,q,lexical\n");
    const QList<int> before = counts();
    const auto report = QuestionImport::run(*m_store, path, QString());
    QVERIFY(!report.ok());
    QCOMPARE(report.error(), u"%1:3: question “existing” is already in the project"_s.arg(path));
    QCOMPARE(counts(), before);
    QVERIFY(!QuestionStore(*m_store).byExternalId(u"new1"_s));
}

void TestQuestionImport::newStrataAreNamed()
{
    const QString path = write(u"strata.csv"_s, "id,question,stratum\na,q,lexical\nb,q,legal_clauses\nc,q,legal_clauses\n");
    const auto report = QuestionImport::run(*m_store, path, QString());
    QVERIFY(report.ok());
    QCOMPARE(report->newStrata, QStringList({u"legal_clauses"_s}));
    QCOMPARE(report->warnings.size(), 1);
    QVERIFY(report->warnings.front().startsWith(path + u":3: "_s));
    const std::vector<QString> strata = QuestionStore(*m_store).strata();
    QVERIFY(std::find(strata.begin(), strata.end(), u"legal_clauses"_s) != strata.end());
}

// JSON may spell half a surrogate pair (\ud800) though no character is
// made of it; Qt's parser stores U+FFFD in its place. The import says so,
// naming the line and the escape; a whole pair and an escaped backslash
// before "ud800" say nothing.
void TestQuestionImport::loneSurrogatesAreNamed()
{
    const QString path = write(u"surrogates.jsonl"_s,
                               "{\"id\":\"s1\",\"question\":\"pair \\ud83d\\ude00\",\"stratum\":\"lexical\"}\n"
                               "{\"id\":\"s2\",\"question\":\"lone \\ud800 here\",\"stratum\":\"lexical\"}\n"
                               "{\"id\":\"s3\",\"question\":\"not an escape \\\\ud800\",\"stratum\":\"lexical\"}\n"
                               "{\"id\":\"s4\",\"question\":\"low first \\udc00\\ud800\",\"stratum\":\"lexical\"}\n");
    const auto report = QuestionImport::run(*m_store, path, QString());
    QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error()));
    QCOMPARE(report->warnings.size(), 2);
    QVERIFY2(report->warnings[0].startsWith(path + u":2: \\ud800 at byte "_s), qPrintable(report->warnings[0]));
    QVERIFY(report->warnings[0].contains(u"U+FFFD"_s));
    QVERIFY2(report->warnings[1].startsWith(path + u":4: \\udc00"_s), qPrintable(report->warnings[1]));
    QCOMPARE(QuestionStore(*m_store).byExternalId(u"s1"_s)->text, u"pair \U0001F600"_s);
}

QTEST_GUILESS_MAIN(TestQuestionImport)
#include "tst_questionimport.moc"
