// The JSON every export file is written in: sorted keys in code point
// order, deterministic numbers, only the escapes JSON requires.

#include "annotation/canonicaljson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace touchstone;

class TestCanonicalJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keysAreSortedByCodePoint();
    void numbers_data();
    void numbers();
    void stringsKeepUtf8AndEscapeOnlyWhatJsonRequires();
    void indentedManifestStyle();
    void writingWhatWasReadGivesTheSameBytes();
    void objectWriterGivesWhatWriteGives();
};

void TestCanonicalJson::keysAreSortedByCodePoint()
{
    QJsonObject object;
    object.insert(QStringLiteral("b"), 1);
    object.insert(QStringLiteral("a"), 2);
    object.insert(QStringLiteral("B"), 3);
    object.insert(QString::fromUtf8("\xc3\xa9"), 4);         // é, U+00E9
    object.insert(QString::fromUtf8("\xef\xbd\x81"), 5);     // ａ, U+FF41
    object.insert(QString::fromUtf8("\xf0\x9f\x98\x80"), 6); // 😀, U+1F600: a surrogate pair in UTF-16
    QCOMPARE(CanonicalJson::write(object),
             QByteArray("{\"B\":3,\"a\":2,\"b\":1,\"\xc3\xa9\":4,\"\xef\xbd\x81\":5,\"\xf0\x9f\x98\x80\":6}"));
}

void TestCanonicalJson::numbers_data()
{
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("integer") << QJsonValue(42) << QByteArray("42");
    QTest::newRow("integral double") << QJsonValue(3.0) << QByteArray("3");
    QTest::newRow("negative zero") << QJsonValue(-0.0) << QByteArray("0");
    QTest::newRow("tenth") << QJsonValue(0.1) << QByteArray("0.1");
    QTest::newRow("shortest round trip") << QJsonValue(0.46308724832214765) << QByteArray("0.46308724832214765");
    QTest::newRow("small") << QJsonValue(1e-9) << QByteArray("1e-09");
    QTest::newRow("2^53") << QJsonValue(9007199254740992.0) << QByteArray("9007199254740992");
    QTest::newRow("null") << QJsonValue() << QByteArray("null");
    QTest::newRow("bool") << QJsonValue(false) << QByteArray("false");
}

void TestCanonicalJson::numbers()
{
    QFETCH(QJsonValue, value);
    QFETCH(QByteArray, text);
    QCOMPARE(CanonicalJson::write(value), text);
}

void TestCanonicalJson::stringsKeepUtf8AndEscapeOnlyWhatJsonRequires()
{
    const QString text = QStringLiteral("a\"b\\c\nd\te\x01" "f/g") + QString::fromUtf8("\xe2\x80\x9cq\xe2\x80\x9d\f");
    const QByteArray written = CanonicalJson::write(QJsonValue(text));
    QCOMPARE(written, QByteArray("\"a\\\"b\\\\c\\nd\\te\\u0001f/g\xe2\x80\x9cq\xe2\x80\x9d\\f\""));
    QCOMPARE(QJsonDocument::fromJson("[" + written + "]").array().at(0).toString(), text);
}

void TestCanonicalJson::indentedManifestStyle()
{
    const QJsonObject object{{QStringLiteral("z"), QJsonArray{1, 2}}, {QStringLiteral("a"), QJsonObject()},
                             {QStringLiteral("m"), QJsonArray()}};
    QCOMPARE(CanonicalJson::write(object, CanonicalJson::Style::Indented),
             QByteArray("{\n  \"a\": {},\n  \"m\": [],\n  \"z\": [\n    1,\n    2\n  ]\n}"));
}

void TestCanonicalJson::writingWhatWasReadGivesTheSameBytes()
{
    const QByteArray canonical = CanonicalJson::write(QJsonObject{
        {QStringLiteral("x"), 0.1 + 0.2}, {QStringLiteral("list"), QJsonArray{QJsonValue(), true, QStringLiteral("s")}},
        {QStringLiteral("nested"), QJsonObject{{QStringLiteral("k"), 1e300}}}});
    QCOMPARE(CanonicalJson::write(QJsonDocument::fromJson(canonical).object()), canonical);
    QCOMPARE(CanonicalJson::sha256("abc"), QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
}

// CanonicalJson::Object writes, without a QJsonObject, the bytes write()
// gives for the same object: keys sorted whatever order they are added in,
// nested objects and arrays, null, booleans, numbers, escapes and text
// outside the BMP in values.
void TestCanonicalJson::objectWriterGivesWhatWriteGives()
{
    const QString tricky = QString::fromUtf8("quote \" back \\ tab \t nl \n \x01 \xc3\xa9 \xf0\x9f\x98\x80");
    const QJsonObject votes{{QStringLiteral("unit"), QStringLiteral("span/x")},
                            {QStringLiteral("votes"), QJsonArray{QJsonObject{{QStringLiteral("grade"), 2}}}}};
    const QJsonObject expected{
        {QStringLiteral("zeta"), tricky},
        {QStringLiteral("alpha"), 3},
        {QStringLiteral("Beta"), -0.125},
        {QStringLiteral("big"), 9007199254740992.0},
        {QStringLiteral("none"), QJsonValue()},
        {QStringLiteral("flag"), false},
        {QStringLiteral("empty"), QString()},
        {QStringLiteral("nested"), QJsonObject{{QStringLiteral("b"), 1}, {QStringLiteral("a"), QJsonArray{}}}},
        {QStringLiteral("list"), QJsonArray{QStringLiteral("x"), QStringLiteral("y")}},
        {QStringLiteral("votes"), votes},
        {QStringLiteral("nothing"), QJsonObject{}},
    };
    const QByteArray written =
        CanonicalJson::Object()
            .string(QLatin1String("zeta"), QStringLiteral("replaced"))
            .number(QLatin1String("alpha"), 3)
            .number(QLatin1String("Beta"), -0.125)
            .number(QLatin1String("big"), 9007199254740992.0)
            .null(QLatin1String("none"))
            .boolean(QLatin1String("flag"), false)
            .string(QLatin1String("empty"), QString())
            .raw(QLatin1String("nested"), CanonicalJson::Object()
                                              .number(QLatin1String("b"), 1)
                                              .raw(QLatin1String("a"), CanonicalJson::array({}))
                                              .write())
            .raw(QLatin1String("list"),
                 CanonicalJson::array({CanonicalJson::string(QStringLiteral("x")), CanonicalJson::string(QStringLiteral("y"))}))
            .value(QLatin1String("votes"), votes)
            .raw(QLatin1String("nothing"), CanonicalJson::Object().write())
            .string(QLatin1String("zeta"), tricky)  // added twice: the last value stays
            .write();
    QCOMPARE(written, CanonicalJson::write(expected));
}

QTEST_GUILESS_MAIN(TestCanonicalJson)
#include "tst_canonicaljson.moc"
