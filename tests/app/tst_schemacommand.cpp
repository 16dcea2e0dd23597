// `touchstone schema NAME` prints the schema embedded in the executable,
// byte for byte the file in resources/schemas that the export tests
// validate against; an unknown name is a usage error.

#include "common/cliprocess.h"

#include <QFile>
#include <QTest>

using namespace touchstone::testing;

class TestSchemaCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void printsTheEmbeddedSchema_data();
    void printsTheEmbeddedSchema();
    void unknownNameIsAUsageError();
};

void TestSchemaCommand::printsTheEmbeddedSchema_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : {"manifest", "record", "provenance", "qrels-span", "annotations"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestSchemaCommand::printsTheEmbeddedSchema()
{
    QFETCH(QString, name);
    QFile file(sourcePath(QStringLiteral("resources/schemas/gold-%1.schema.json").arg(name)));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray expected = file.readAll();
    QVERIFY(!expected.isEmpty());
    const CliRun run = runTouchstone({QStringLiteral("schema"), name});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.errorLines().isEmpty());
    QCOMPARE(run.out, expected);
}

void TestSchemaCommand::unknownNameIsAUsageError()
{
    for (const QStringList &arguments : {QStringList{QStringLiteral("schema")},
                                         QStringList{QStringLiteral("schema"), QStringLiteral("qrels")},
                                         QStringList{QStringLiteral("schema"), QStringLiteral("manifest"),
                                                     QStringLiteral("record")}}) {
        const CliRun run = runTouchstone(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.errorLines().size(), 1);
        QVERIFY2(run.errorLines().front().contains("expected one of manifest, record"), run.err.constData());
    }
}

QTEST_GUILESS_MAIN(TestSchemaCommand)
#include "tst_schemacommand.moc"
