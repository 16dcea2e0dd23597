// The export schemas and the test-side validator: every schema uses only
// keywords the validator checks, and the validator rejects what it must
// (so that "valid" in the export tests means something); and every schema
// keeps the rules of ajv 8's strict mode (strictTypes, strictRequired), the
// validator most consumers of a JSON Schema run: a union type such as
// ["array","object","string"] made ajv refuse to compile the provenance
// schema at all.

#include "common/jsonschema.h"
#include "common/shareddata.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>

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
    void schemasKeepAjvStrictRules_data();
    void schemasKeepAjvStrictRules();
    void strictRulesCatchWhatAjvRefuses_data();
    void strictRulesCatchWhatAjvRefuses();

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

namespace {

// The checks of ajv 8 with strict: true that concern schemas like ours
// (ajv/lib/compile/validate: checkStrictTypes, strictRequired), with its
// messages. strictSchema's unknown keywords are unsupportedKeywords().
void strictProblems(const QJsonObject &schema, const QString &path, QStringList &problems)
{
    QStringList types;
    const QJsonValue type = schema.value(QStringLiteral("type"));
    if (type.isString())
        types << type.toString();
    for (const QJsonValue &each : type.toArray())
        types << each.toString();
    // Only a nullable pair is no union for ajv.
    if (types.size() > 1 && !(types.size() == 2 && types.contains(QStringLiteral("null"))))
        problems << path + QStringLiteral(": use allowUnionTypes to allow union type keyword");
    // ajv asks for the type also where none is declared ({"pattern": …}).
    {
        const std::pair<QStringList, QStringList> applicable[] = {
            {{QStringLiteral("string")},
             {QStringLiteral("pattern"), QStringLiteral("minLength"), QStringLiteral("maxLength"), QStringLiteral("format")}},
            {{QStringLiteral("number"), QStringLiteral("integer")},
             {QStringLiteral("minimum"), QStringLiteral("maximum"), QStringLiteral("exclusiveMinimum"),
              QStringLiteral("exclusiveMaximum"), QStringLiteral("multipleOf")}},
            {{QStringLiteral("array")},
             {QStringLiteral("items"), QStringLiteral("prefixItems"), QStringLiteral("minItems"), QStringLiteral("maxItems"),
              QStringLiteral("uniqueItems"), QStringLiteral("contains")}},
            {{QStringLiteral("object")},
             {QStringLiteral("properties"), QStringLiteral("required"), QStringLiteral("additionalProperties"),
              QStringLiteral("patternProperties"), QStringLiteral("minProperties"), QStringLiteral("maxProperties")}}};
        for (const auto &[forTypes, keywords] : applicable) {
            const bool typed = std::any_of(forTypes.begin(), forTypes.end(),
                                           [&](const QString &t) { return types.contains(t); });
            for (const QString &keyword : keywords) {
                if (schema.contains(keyword) && !typed)
                    problems << path + QStringLiteral(": missing type \"%1\" for keyword \"%2\"")
                                           .arg(forTypes.join(QLatin1Char(',')), keyword);
            }
        }
    }
    const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
    for (const QJsonValue &required : schema.value(QStringLiteral("required")).toArray()) {
        if (!properties.contains(required.toString()))
            problems << path + QStringLiteral(": required property \"%1\" is not defined").arg(required.toString());
    }
    for (const QString &container : {QStringLiteral("properties"), QStringLiteral("$defs")}) {
        const QJsonObject children = schema.value(container).toObject();
        for (auto it = children.constBegin(); it != children.constEnd(); ++it)
            strictProblems(it.value().toObject(), path + QLatin1Char('/') + container + QLatin1Char('/') + it.key(), problems);
    }
    for (const QString &single : {QStringLiteral("items"), QStringLiteral("additionalProperties")}) {
        if (schema.value(single).isObject())
            strictProblems(schema.value(single).toObject(), path + QLatin1Char('/') + single, problems);
    }
    for (const QString &list : {QStringLiteral("anyOf"), QStringLiteral("oneOf"), QStringLiteral("allOf")}) {
        const QJsonArray options = schema.value(list).toArray();
        for (int i = 0; i < options.size(); ++i)
            strictProblems(options.at(i).toObject(), path + QStringLiteral("/%1/%2").arg(list).arg(i), problems);
    }
}

QStringList strictProblems(const QJsonObject &schema)
{
    QStringList problems;
    strictProblems(schema, QStringLiteral("#"), problems);
    return problems;
}

} // namespace

void TestGoldSchemas::schemasKeepAjvStrictRules_data()
{
    schemasLoadAndUseSupportedKeywords_data();
}

void TestGoldSchemas::schemasKeepAjvStrictRules()
{
    QFETCH(QString, file);
    QFile schema(sourcePath(QStringLiteral("resources/schemas/%1.schema.json").arg(file)));
    QVERIFY(schema.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(schema.readAll()).object();
    QVERIFY(!root.isEmpty());
    QCOMPARE(strictProblems(root), QStringList());
}

// Each of these ajv 8 (strict: true) refuses to compile; the first is the
// provenance schema's votes before it got one shape.
void TestGoldSchemas::strictRulesCatchWhatAjvRefuses_data()
{
    QTest::addColumn<QByteArray>("schema");
    QTest::addColumn<QString>("message");
    QTest::newRow("union type") << QByteArray(R"({"type": "object", "properties": {"votes": {"type": ["array", "object", "string"]}}})")
                                << "#/properties/votes: use allowUnionTypes";
    QTest::newRow("pattern on integer") << QByteArray(R"({"type": "integer", "pattern": "^1$"})")
                                        << "#: missing type \"string\" for keyword \"pattern\"";
    QTest::newRow("required not defined") << QByteArray(R"({"type": "object", "required": ["a"], "properties": {}})")
                                          << "#: required property \"a\" is not defined";
    QTest::newRow("nested in $defs") << QByteArray(R"({"$defs": {"v": {"anyOf": [{"type": ["string", "integer"]}]}}})")
                                     << "#/$defs/v/anyOf/0: use allowUnionTypes";
    QTest::newRow("keyword without type") << QByteArray(R"({"minLength": 1})")
                                          << "#: missing type \"string\" for keyword \"minLength\"";
    QTest::newRow("nullable passes") << QByteArray(R"({"type": ["string", "null"], "pattern": "^a$"})") << QString();
}

void TestGoldSchemas::strictRulesCatchWhatAjvRefuses()
{
    QFETCH(QByteArray, schema);
    QFETCH(QString, message);
    const QStringList problems = strictProblems(QJsonDocument::fromJson(schema).object());
    if (message.isEmpty()) {
        QCOMPARE(problems, QStringList());
        return;
    }
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.front().startsWith(message), qPrintable(problems.front()));
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
