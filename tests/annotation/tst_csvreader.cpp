// The CSV reader against RFC 4180's rules, one rule per test row.

#include "annotation/csvreader.h"

#include <QTest>

using namespace touchstone;
using namespace Qt::StringLiterals;

class TestCsvReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesRecords_data();
    void parsesRecords();
    void recordLinesFollowEmbeddedBreaks();
    void errorsNameTheirLine_data();
    void errorsNameTheirLine();
};

using Rows = QList<QStringList>;

void TestCsvReader::parsesRecords_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<Rows>("expected");
    QTest::newRow("plain") << QStringLiteral("a,b\n1,2\n") << Rows{{u"a"_s, u"b"_s}, {u"1"_s, u"2"_s}};
    QTest::newRow("no final newline") << QStringLiteral("a,b\n1,2") << Rows{{u"a"_s, u"b"_s}, {u"1"_s, u"2"_s}};
    QTest::newRow("CRLF") << QStringLiteral("a,b\r\n1,2\r\n") << Rows{{u"a"_s, u"b"_s}, {u"1"_s, u"2"_s}};
    QTest::newRow("byte order mark") << QStringLiteral("\uFEFFid,q\nx,y\n") << Rows{{u"id"_s, u"q"_s}, {u"x"_s, u"y"_s}};
    QTest::newRow("comma in quotes") << QStringLiteral("\"a,b\",c\n") << Rows{{u"a,b"_s, u"c"_s}};
    QTest::newRow("doubled quotes") << QStringLiteral("\"say \"\"hi\"\"\",x\n") << Rows{{u"say \"hi\""_s, u"x"_s}};
    QTest::newRow("only a doubled quote") << QStringLiteral("\"\"\"\"\n") << Rows{{u"\""_s}};
    QTest::newRow("newline in quotes") << QStringLiteral("\"two\nlines\",z\n") << Rows{{u"two\nlines"_s, u"z"_s}};
    QTest::newRow("CRLF in quotes becomes LF") << QStringLiteral("\"two\r\nlines\"\r\n") << Rows{{u"two\nlines"_s}};
    QTest::newRow("empty fields") << QStringLiteral("a,,c\n,,\n") << Rows{{u"a"_s, u""_s, u"c"_s}, {u""_s, u""_s, u""_s}};
    QTest::newRow("quoted empty field") << QStringLiteral("\"\"\n") << Rows{{u""_s}};
    QTest::newRow("empty lines skipped") << QStringLiteral("a\n\n\nb\n\n") << Rows{{u"a"_s}, {u"b"_s}};
    QTest::newRow("spaces kept") << QStringLiteral(" a , b \n") << Rows{{u" a "_s, u" b "_s}};
    QTest::newRow("non-ASCII") << QStringLiteral("\u202Eabc,日本\n") << Rows{{u"\u202Eabc"_s, u"日本"_s}};
}

void TestCsvReader::parsesRecords()
{
    QFETCH(QString, text);
    QFETCH(Rows, expected);
    const CsvReader::Outcome outcome = CsvReader::parse(text);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error));
    Rows actual;
    for (const CsvReader::Record &record : outcome.records)
        actual << record.fields;
    QCOMPARE(actual, expected);
}

void TestCsvReader::recordLinesFollowEmbeddedBreaks()
{
    const CsvReader::Outcome outcome = CsvReader::parse(QStringLiteral("h1,h2\n\"a\nb\nc\",d\n\ne,f\r\ng,h"));
    QVERIFY(outcome.ok());
    QCOMPARE(int(outcome.records.size()), 4);
    QCOMPARE(outcome.records[0].line, 1);
    QCOMPARE(outcome.records[1].line, 2);
    QCOMPARE(outcome.records[2].line, 6);
    QCOMPARE(outcome.records[3].line, 7);
}

void TestCsvReader::errorsNameTheirLine_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("reason");
    QTest::newRow("never closed") << QStringLiteral("a,b\nc,\"open\nstill\n") << 2 << QStringLiteral("never closed");
    QTest::newRow("quote inside unquoted") << QStringLiteral("a\nb\"c\n") << 2 << QStringLiteral("inside an unquoted");
    QTest::newRow("text after closing quote") << QStringLiteral("\"a\"b,c\n") << 1 << QStringLiteral("after the closing");
    QTest::newRow("after a multi-line field") << QStringLiteral("\"a\nb\"x\n") << 2 << QStringLiteral("after the closing");
}

void TestCsvReader::errorsNameTheirLine()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(QString, reason);
    const CsvReader::Outcome outcome = CsvReader::parse(text);
    QVERIFY(!outcome.ok());
    QCOMPARE(outcome.errorLine, line);
    QVERIFY2(outcome.error.contains(reason), qPrintable(outcome.error));
}

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
