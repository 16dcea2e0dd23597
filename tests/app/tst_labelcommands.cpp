// The labeling commands as a user runs them: queries import, judgments
// import/export, assign, package export/open/import, and the hidden
// _label-forever test command; machine-readable stdout, one error line and
// exit 2 on bad input, warnings on stderr.

#include "common/cliprocess.h"
#include "common/corpus.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone::testing;
using namespace Qt::StringLiterals;

namespace {

const QString kLlncs = u"ae2f8d45f42a39bc8674ead7cc3d6e7da3f241cf67dfbb78f0217520e4ffa0ac"_s;

QJsonObject json(const CliRun &run)
{
    return QJsonDocument::fromJson(run.out).object();
}

} // namespace

class TestLabelCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void queriesImport();
    void queriesImportBadFileChangesNothing();
    void judgmentsImportAndExport();
    void judgmentsImportBadLine();
    void assignThenPackageRoundTrip();
    void packageRefusesTamperedDocument();
    void labelForeverPrintsCommittedUuids();
    void usageErrors();

private:
    QString write(const QString &name, const QByteArray &bytes);

    QTemporaryDir m_dir;
    QString m_project;
};

QString TestLabelCommands::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    file.open(QIODevice::WriteOnly | QIODevice::Truncate);
    file.write(bytes);
    return path;
}

void TestLabelCommands::initTestCase()
{
    m_project = m_dir.filePath(u"project"_s);
    QCOMPARE(runTouchstone({u"init"_s, m_project}).exitCode, 0);
    const CliRun ingest = runTouchstone({u"ingest"_s, m_project, corpusFile(u"pypdf-minimal-document.pdf"_s),
                                         corpusFile(u"llncsdoc.pdf"_s)});
    QCOMPARE(ingest.exitCode, 0);
}

void TestLabelCommands::queriesImport()
{
    const QString csv = write(u"questions.csv"_s,
                              "id,question,stratum,split,answerable,nuggets,owner\r\n"
                              "q1,\"What does llncs provide, exactly?\",lexical,dev,true,\"[{\"\"text\"\":\"\"commands\"\",\"\"vital\"\":true}]\",x\r\n"
                              "q2,\"Which text is \"\"Lorem\"\"?\",paraphrase,test,,,y\r\n"
                              "q3,Is there a price list?,negative,test,false,,z\r\n");
    const CliRun run = runTouchstone({u"queries"_s, u"import"_s, m_project, csv});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.count('\n'), 1);
    const QJsonObject summary = json(run);
    QCOMPARE(summary[u"imported"_s].toInt(), 3);
    QCOMPARE(summary[u"format"_s].toString(), u"csv"_s);
    QCOMPARE(summary[u"strata"_s].toObject()[u"negative"_s].toInt(), 1);
    QCOMPARE(summary[u"ignored_keys"_s].toArray(), QJsonArray{u"owner"_s});
    QVERIFY2(run.err.contains("ignoring unknown column(s): owner"), run.err.constData());
    QCOMPARE(run.err.count("owner"), 1); // named once, not per row
}

void TestLabelCommands::queriesImportBadFileChangesNothing()
{
    const QString jsonl = write(u"bad.jsonl"_s, "{\"id\":\"b1\",\"question\":\"q\",\"stratum\":\"lexical\"}\n"
                                                "{\"id\":\"b2\",\"question\":\"q\",\"stratum\":\"lexical\",\"answerable\":\"no\"}\n");
    const CliRun run = runTouchstone({u"queries"_s, u"import"_s, m_project, jsonl});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.errorLines().size(), 1);
    QVERIFY2(run.errorLines().front().startsWith("touchstone: " + jsonl.toUtf8() + ":2: "), run.err.constData());
    // b1 was not imported: importing it alone now succeeds.
    const QString good = write(u"good.jsonl"_s, "{\"id\":\"b1\",\"question\":\"q\",\"stratum\":\"lexical\"}\n");
    QCOMPARE(runTouchstone({u"queries"_s, u"import"_s, m_project, good}).exitCode, 0);
}

void TestLabelCommands::judgmentsImportAndExport()
{
    const QString file = write(u"judgments.jsonl"_s,
                               "{\"annotator\":\"ann\",\"question_id\":\"q1\",\"document_sha256\":\"" + kLlncs.toUtf8()
                                   + "\",\"quote\":\"the llncs document class provides some special commands for "
                                     "typesetting the contribution header\",\"page\":1,\"grade\":3,"
                                     "\"time\":\"2024-06-01T12:00:00Z\",\"confidence\":0.9}\n"
                                     "{\"annotator\":\"ann\",\"question_id\":\"q3\",\"unanswerable\":true}\n");
    const CliRun imported = runTouchstone({u"judgments"_s, u"import"_s, m_project, file});
    QCOMPARE(imported.exitCode, 0);
    QCOMPARE(json(imported)[u"imported"_s].toInt(), 2);
    QCOMPARE(json(imported)[u"annotators_created"_s].toArray(), QJsonArray{u"ann"_s});
    QVERIFY(imported.err.contains("confidence"));

    const CliRun exported = runTouchstone({u"judgments"_s, u"export"_s, m_project});
    QCOMPARE(exported.exitCode, 0);
    const QList<QByteArray> lines = exported.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    const QJsonObject first = QJsonDocument::fromJson(lines[0]).object();
    QCOMPARE(first[u"start"_s].toInt(), 1054);
    QCOMPARE(first[u"end"_s].toInt(), 1151);
    QCOMPARE(first[u"page"_s].toInt(), 1);
    QCOMPARE(first[u"time"_s].toString(), u"2024-06-01T12:00:00.000Z"_s);
    QVERIFY(!first[u"uuid"_s].toString().isEmpty());
    const QString target = m_dir.filePath(u"export.jsonl"_s);
    const CliRun toFile = runTouchstone({u"judgments"_s, u"export"_s, m_project, target});
    QCOMPARE(toFile.exitCode, 0);
    QFile written(target);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), exported.out);
    // Importing the export again skips every label by its uuid.
    const CliRun again = runTouchstone({u"judgments"_s, u"import"_s, m_project, target});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(json(again)[u"imported"_s].toInt(), 0);
    QCOMPARE(json(again)[u"skipped_existing"_s].toInt(), 2);
    QCOMPARE(json(again)[u"already_present"_s].toInt(), 2);

    // The first file has no uuids: importing it again adds nothing either.
    const CliRun twice = runTouchstone({u"judgments"_s, u"import"_s, m_project, file});
    QCOMPARE(twice.exitCode, 0);
    QCOMPARE(json(twice)[u"imported"_s].toInt(), 0);
    QCOMPARE(json(twice)[u"added"_s].toInt(), 0);
    QCOMPARE(json(twice)[u"updated"_s].toInt(), 0);
    QCOMPARE(json(twice)[u"already_present"_s].toInt(), 2);
    QCOMPARE(runTouchstone({u"judgments"_s, u"export"_s, m_project}).out, exported.out);

    // The same label with another grade regrades it.
    QFile original(file);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray changed = original.readAll().replace("\"grade\":3", "\"grade\":2");
    const CliRun regraded = runTouchstone({u"judgments"_s, u"import"_s, m_project, write(u"regraded.jsonl"_s, changed)});
    QCOMPARE(regraded.exitCode, 0);
    QCOMPARE(json(regraded)[u"added"_s].toInt(), 0);
    QCOMPARE(json(regraded)[u"updated"_s].toInt(), 1);
    QCOMPARE(json(regraded)[u"already_present"_s].toInt(), 1);
    const QList<QByteArray> after = runTouchstone({u"judgments"_s, u"export"_s, m_project}).out.trimmed().split('\n');
    QCOMPARE(after.size(), 2);
    QCOMPARE(QJsonDocument::fromJson(after[0]).object()[u"grade"_s].toInt(), 2);
    QCOMPARE(QJsonDocument::fromJson(after[0]).object()[u"uuid"_s], first[u"uuid"_s]);
}

void TestLabelCommands::judgmentsImportBadLine()
{
    const QString file = write(u"bad-judgments.jsonl"_s,
                               "{\"annotator\":\"zed\",\"question_id\":\"q2\",\"document_sha256\":\"" + kLlncs.toUtf8()
                                   + "\",\"quote\":\"not a sentence of the manual\",\"grade\":1,\"time\":\"2024-06-01T12:00:00Z\"}\n");
    const CliRun run = runTouchstone({u"judgments"_s, u"import"_s, m_project, file});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errorLines().size(), 1);
    QVERIFY2(run.errorLines().front().contains(file.toUtf8() + ":1: the quote cannot be anchored in llncsdoc.pdf"),
             run.err.constData());
    const CliRun exported = runTouchstone({u"judgments"_s, u"export"_s, m_project});
    QVERIFY(!exported.out.contains("zed"));
}

void TestLabelCommands::assignThenPackageRoundTrip()
{
    const CliRun assigned = runTouchstone({u"assign"_s, m_project, u"ann"_s, u"--overlap"_s, u"0.1"_s, u"--seed"_s, u"5"_s});
    QCOMPARE(assigned.exitCode, 0);
    QCOMPARE(json(assigned)[u"assigned"_s].toInt(), 4);
    const QString package = m_dir.filePath(u"ann-package"_s);
    const CliRun exported = runTouchstone({u"package"_s, u"export"_s, m_project, u"ann"_s, package});
    QCOMPARE(exported.exitCode, 0);
    QCOMPARE(json(exported)[u"questions"_s].toInt(), 4);
    QCOMPARE(json(exported)[u"documents"_s].toInt(), 2);
    QVERIFY(QFile::exists(package + u"/package.json"_s));

    const QString copy = m_dir.filePath(u"ann-project"_s);
    const CliRun opened = runTouchstone({u"package"_s, u"open"_s, package, copy});
    QCOMPARE(opened.exitCode, 0);
    QCOMPARE(json(opened)[u"judgments_added"_s].toInt(), 2);
    QCOMPARE(json(opened)[u"documents_added"_s].toInt(), 2);
    const CliRun theirs = runTouchstone({u"judgments"_s, u"export"_s, copy});
    const CliRun ours = runTouchstone({u"judgments"_s, u"export"_s, m_project});
    QCOMPARE(theirs.out, ours.out);

    const CliRun merged = runTouchstone({u"package"_s, u"import"_s, m_project, package});
    QCOMPARE(merged.exitCode, 0);
    QCOMPARE(json(merged)[u"changed"_s].toBool(), false);
    QCOMPARE(json(merged)[u"judgments_unchanged"_s].toInt(), 2);
}

void TestLabelCommands::packageRefusesTamperedDocument()
{
    const QString package = m_dir.filePath(u"tampered"_s);
    QCOMPARE(runTouchstone({u"package"_s, u"export"_s, m_project, u"ann"_s, package}).exitCode, 0);
    QFile pdf(package + u"/documents/"_s + kLlncs + u".pdf"_s);
    QVERIFY(pdf.open(QIODevice::Append));
    pdf.write("%% appended\n");
    pdf.close();
    const CliRun refused = runTouchstone({u"package"_s, u"import"_s, m_project, package});
    QCOMPARE(refused.exitCode, 2);
    QCOMPARE(refused.errorLines().size(), 1);
    QVERIFY2(refused.err.contains("do not match its sha256"), refused.err.constData());
    const QString copy = m_dir.filePath(u"never-created"_s);
    QCOMPARE(runTouchstone({u"package"_s, u"open"_s, package, copy}).exitCode, 2);
    QVERIFY(!QFileInfo::exists(copy));
}

void TestLabelCommands::labelForeverPrintsCommittedUuids()
{
    const CliRun run = runTouchstone({u"_label-forever"_s, m_project, u"--count"_s, u"5"_s});
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> uuids = run.out.trimmed().split('\n');
    QCOMPARE(uuids.size(), 5);
    const CliRun exported = runTouchstone({u"judgments"_s, u"export"_s, m_project});
    for (const QByteArray &uuid : uuids)
        QVERIFY(exported.out.contains(uuid));
}

void TestLabelCommands::usageErrors()
{
    for (const QStringList &arguments : {QStringList{u"queries"_s}, QStringList{u"judgments"_s, u"frobnicate"_s},
                                         QStringList{u"package"_s, u"export"_s, m_project},
                                         QStringList{u"queries"_s, u"import"_s, m_project, m_dir.filePath(u"missing.csv"_s)},
                                         QStringList{u"assign"_s, m_project, u"nobody"_s}}) {
        const CliRun run = runTouchstone(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.errorLines().size(), 1);
    }
}

QTEST_GUILESS_MAIN(TestLabelCommands)
#include "tst_labelcommands.moc"
