// FlatJsonLine gives the values QJsonDocument gives, and refuses what it
// refuses: its in-place scan takes only a strict subset of JSON and hands
// everything else to QJsonDocument.

#include "annotation/flatjsonline.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QTest>

using namespace touchstone;

class TestFlatJsonLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void agreesWithQJsonDocument_data();
    void agreesWithQJsonDocument();
};

void TestFlatJsonLine::agreesWithQJsonDocument_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<bool>("scanned"); // taken by the in-place scan
    const auto row = [](const char *name, const QByteArray &line, bool scanned) {
        QTest::newRow(name) << line << scanned;
    };
    row("run item", R"({"question_id":"q1","rank":3,"score":0.25,"document_sha256":"ab","start":10,"end":20})", true);
    row("spaces", " { \"a\" : 1 , \"b\" :\t\"x\" } ", true);
    row("empty object", "{}", true);
    row("literals", R"({"t":true,"f":false,"n":null})", true);
    row("numbers", R"({"a":-0,"b":1e5,"c":-2.5E-3,"d":12345678901234567890,"e":0.1})", true);
    row("escape", R"({"text":"a \"quoted\" word\n"})", false);
    row("unicode escape", R"({"text":"caf\u00e9"})", false);
    row("utf-8", "{\"text\":\"caf\xc3\xa9 \xe2\x80\x93 \xf0\x9f\x98\x80\"}", false);
    row("nested object", R"({"config":{"k1":0.9},"x":1})", false);
    row("nested array", R"({"a":[1,2]})", false);
    row("duplicate key", R"({"a":1,"a":2})", false);
    row("leading zero", R"({"a":01})", false);
    row("bare fraction", R"({"a":.5})", false);
    row("plus sign", R"({"a":+1})", false);
    row("dangling point", R"({"a":1.})", false);
    row("dangling exponent", R"({"a":1e})", false);
    row("trailing comma", R"({"a":1,})", false);
    row("trailing garbage", R"({"a":1} x)", false);
    row("missing colon", R"({"a" 1})", false);
    row("unterminated", R"({"a":"b)", false);
    row("control character", "{\"a\":\"b\tc\"}", false);
    row("single quotes", "{'a':1}", false);
    row("array", "[1,2]", false);
    row("bare word", R"({"a":yes})", false);
    row("truncated literal", R"({"a":tru})", false);
}

void TestFlatJsonLine::agreesWithQJsonDocument()
{
    QFETCH(QByteArray, line);
    QFETCH(bool, scanned);
    FlatJsonLine flat;
    QString error;
    const bool ok = flat.parse(line.constData(), line.size(), &error);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    const bool reference = parseError.error == QJsonParseError::NoError && document.isObject();
    QCOMPARE(ok, reference);
    QCOMPARE(flat.scanned(), scanned);
    if (!ok) {
        QVERIFY(!error.isEmpty());
        return;
    }
    const QJsonObject object = document.object();
    QCOMPARE(flat.keyCount(), int(object.size()));
    for (const QString &key : object.keys()) {
        const QByteArray latin = key.toLatin1();
        const QLatin1String name(latin);
        const QJsonValue value = object.value(key);
        switch (value.type()) {
        case QJsonValue::String:
            QCOMPARE(flat.type(name), FlatJsonLine::Type::String);
            QCOMPARE(flat.string(name), value.toString());
            QCOMPARE(flat.utf8(name), value.toString().toUtf8());
            break;
        case QJsonValue::Double:
            QCOMPARE(flat.type(name), FlatJsonLine::Type::Number);
            QCOMPARE(flat.number(name), value.toDouble());
            break;
        case QJsonValue::Bool:
            QCOMPARE(flat.type(name), FlatJsonLine::Type::Bool);
            break;
        case QJsonValue::Null:
            QCOMPARE(flat.type(name), FlatJsonLine::Type::Null);
            break;
        default:
            QCOMPARE(flat.type(name), FlatJsonLine::Type::Nested);
        }
    }
    QCOMPARE(flat.type(QLatin1String("absent")), FlatJsonLine::Type::Missing);
}

QTEST_GUILESS_MAIN(TestFlatJsonLine)
#include "tst_flatjsonline.moc"
