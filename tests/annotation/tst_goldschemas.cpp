// The export schemas and the test-side validator: every schema uses only
// keywords the validator checks, and the validator rejects what it must
// (so that "valid" in the export tests means something).

#include "common/jsonschema.h"
#include "common/shareddata.h"

#include <QTest>

using namespace touchstone::testing;

class TestGoldSchemas : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void schemasLoadAndUseSupportedKeywords_data();
    void schemasLoadAndUseSupportedKeywords();
    void validatorRejects_data();
    void validatorRejects();
    void validRecordPasses();

private:
    static QJsonObject validRecord();
    static JsonSchema recordSchema();
};

void TestGoldSchemas::schemasLoadAndUseSupportedKeywords_data()
{
    QTest::addColumn<QString>("file");
    for (const char *name : {"gold-manifest", "gold-record", "gold-qrels-span", "gold-provenance", "gold-annotations"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestGoldSchemas::schemasLoadAndUseSupportedKeywords()
{
    QFETCH(QString, file);
    QString error;
    const JsonSchema schema =
        JsonSchema::fromFile(sourcePath(QStringLiteral("resources/schemas/%1.schema.json").arg(file)), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!schema.isNull());
    QCOMPARE(schema.unsupportedKeywords(), QStringList());
}

QJsonObject TestGoldSchemas::validRecord()
{
    const QJsonObject span{{QStringLiteral("document_sha256"), QString(64, QLatin1Char('a'))},
                           {QStringLiteral("page"), 1},
                           {QStringLiteral("start"), 10},
                           {QStringLiteral("end"), 20},
                           {QStringLiteral("exact"), QStringLiteral("some words")},
                           {QStringLiteral("prefix"), QString()},
                           {QStringLiteral("suffix"), QStringLiteral(" after")},
                           {QStringLiteral("grade"), 3}};
    return QJsonObject{
        {QStringLiteral("id"), QStringLiteral("q1")},
        {QStringLiteral("uuid"), QStringLiteral("0f2c1d5e-8a52-4c1b-9b0a-1d2e3f405162")},
        {QStringLiteral("question"), QStringLiteral("What?")},
        {QStringLiteral("stratum"), QStringLiteral("lexical")},
        {QStringLiteral("split"), QStringLiteral("test")},
        {QStringLiteral("answerable"), true},
        {QStringLiteral("reference_answer"), QString()},
        {QStringLiteral("nuggets"), QJsonArray{QJsonObject{{QStringLiteral("text"), QStringLiteral("n")},
                                                           {QStringLiteral("vital"), true}}}},
        {QStringLiteral("relevant_spans"), QJsonArray{span}},
        {QStringLiteral("source"), QString()},
        {QStringLiteral("date"), QString()},
        {QStringLiteral("provenance"), QJsonObject{{QStringLiteral("labeled_by"), QJsonArray{QStringLiteral("a")}},
                                                   {QStringLiteral("adjudicated_by"), QJsonArray()}}}};
}

JsonSchema TestGoldSchemas::recordSchema()
{
    return JsonSchema::fromFile(sourcePath(QStringLiteral("resources/schemas/gold-record.schema.json")));
}

void TestGoldSchemas::validRecordPasses()
{
    QCOMPARE(recordSchema().validate(validRecord()), QStringList());
}

void TestGoldSchemas::validatorRejects_data()
{
    QTest::addColumn<QString>("pointer"); // key path to change, '/'-separated
    QTest::addColumn<QJsonValue>("value"); // undefined: remove the key
    QTest::addColumn<QString>("message");
    QTest::newRow("missing key") << "question" << QJsonValue(QJsonValue::Undefined) << "missing required key question";
    QTest::newRow("extra key") << "colour" << QJsonValue(1) << "key not allowed: colour";
    QTest::newRow("wrong type") << "answerable" << QJsonValue(QStringLiteral("yes")) << "expected boolean";
    QTest::newRow("enum") << "split" << QJsonValue(QStringLiteral("train")) << "not one of the allowed values";
    QTest::newRow("pattern") << "uuid" << QJsonValue(QStringLiteral("not-a-uuid")) << "does not match";
    QTest::newRow("white space id") << "id" << QJsonValue(QStringLiteral("q 1")) << "does not match";
    QTest::newRow("min length") << "question" << QJsonValue(QString()) << "string too short";
    QTest::newRow("ref and maximum") << "relevant_spans/0/grade" << QJsonValue(4) << "above maximum";
    QTest::newRow("ref and minimum") << "relevant_spans/0/page" << QJsonValue(0) << "below minimum";
    QTest::newRow("integer") << "relevant_spans/0/start" << QJsonValue(1.5) << "expected integer";
    QTest::newRow("sha256") << "relevant_spans/0/document_sha256" << QJsonValue(QStringLiteral("ABC")) << "does not match";
    QTest::newRow("nested extra") << "provenance/reviewer" << QJsonValue(QStringLiteral("x")) << "key not allowed: reviewer";
    QTest::newRow("item type") << "provenance/labeled_by/0" << QJsonValue(7) << "expected string";
}

namespace {

QJsonValue edited(const QJsonValue &value, QStringList path, const QJsonValue &replacement)
{
    if (path.isEmpty())
        return replacement;
    const QString head = path.takeFirst();
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        array[head.toInt()] = edited(array.at(head.toInt()), path, replacement);
        return array;
    }
    QJsonObject object = value.toObject();
    if (path.isEmpty() && replacement.isUndefined())
        object.remove(head);
    else
        object.insert(head, edited(object.value(head), path, replacement));
    return object;
}

} // namespace

void TestGoldSchemas::validatorRejects()
{
    QFETCH(QString, pointer);
    QFETCH(QJsonValue, value);
    QFETCH(QString, message);
    const QJsonValue broken = edited(validRecord(), pointer.split(QLatin1Char('/')), value);
    const QStringList errors = recordSchema().validate(broken);
    QVERIFY2(!errors.isEmpty(), "the validator accepted a broken record");
    QVERIFY2(errors.join(QLatin1Char('\n')).contains(message), qPrintable(errors.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestGoldSchemas)
#include "tst_goldschemas.moc"
