// `touchstone reports list|show` through the built executable: a report
// stored without --out is named by the command that made it (report_id),
// listed with its kind, time, runs and size, and reopened byte for byte as
// `report --out` would have written it; --out goes through the output-path
// checks (a project folder is refused, nothing changes); an unknown id is
// one line, exit 2.

#include "common/cliprocess.h"
#include "common/evalfixture.h"

#include "annotation/reportstore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

namespace {

QJsonObject parseJson(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Every file under `folder` with its sha256 (the database's -wal and -shm
// come and go with each connection).
QMap<QString, QByteArray> snapshot(const QString &folder)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::Dirs | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString name = QDir(folder).relativeFilePath(path);
        if (name.endsWith(QLatin1String("-wal")) || name.endsWith(QLatin1String("-shm")))
            continue;
        files.insert(name,
                     it.fileInfo().isDir() ? QByteArray()
                                           : QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256));
    }
    return files;
}

} // namespace

class TestReportsCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void emptyProjectListsNothing();
    void storedReportIsListedAndReopened();
    void showOutRefusesTheProject();
    void unknownIdIsOneLine();

private:
    CliRun cli(const QStringList &arguments) const { return runTouchstone(arguments, m_project->dir.path()); }
    void importRun(const QString &name, int rotation);

    std::unique_ptr<EvalProject> m_project;
    std::vector<GoldQuestion> m_gold;
};

void TestReportsCommand::initTestCase()
{
    m_project = makeEvalProject({QStringLiteral("pypdf-minimal-document.pdf"), QStringLiteral("llncsdoc.pdf"),
                                 QStringLiteral("acmart-sample-sigconf.pdf")});
    QVERIFY(m_project);
    for (int q = 0; q < 12; ++q) {
        const Question question = addQuestion(*m_project->store, QStringLiteral("q%1").arg(q, 2, 10, QLatin1Char('0')));
        m_gold.push_back(goldQuestion(*m_project, question, {{size_t(q % 3), 20, 60, 3}}));
    }
    QVERIFY(freezeVersion(*m_project->store, QStringLiteral("v1"), m_gold));
    m_project->close();
}

// A TREC run ranking the three documents in an order rotated by `rotation`.
void TestReportsCommand::importRun(const QString &name, int rotation)
{
    QByteArray trec;
    for (size_t q = 0; q < m_gold.size(); ++q) {
        for (int r = 0; r < 3; ++r) {
            const size_t document = (q + size_t(r + rotation)) % 3;
            trec += m_gold[q].externalId.toUtf8() + " Q0 " + m_project->documents[document].sha256.toUtf8() + ' '
                + QByteArray::number(r + 1) + ' ' + QByteArray::number(3 - r) + ' ' + name.toUtf8() + '\n';
        }
    }
    const QString path = m_project->dir.filePath(name + QStringLiteral(".txt"));
    QVERIFY(writeFile(path, trec));
    const CliRun imported = cli({QStringLiteral("runs"), QStringLiteral("import"), m_project->folder, path,
                                 QStringLiteral("--name"), name, QStringLiteral("--version"), QStringLiteral("v1")});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
}

void TestReportsCommand::emptyProjectListsNothing()
{
    const CliRun text = cli({QStringLiteral("reports"), QStringLiteral("list"), m_project->folder});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.startsWith("no stored reports"), text.out.constData());
    const CliRun json =
        cli({QStringLiteral("reports"), QStringLiteral("list"), m_project->folder, QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(parseJson(json.out).value(QStringLiteral("reports")).toArray().size(), 0);
}

void TestReportsCommand::storedReportIsListedAndReopened()
{
    importRun(QStringLiteral("alpha"), 0);
    importRun(QStringLiteral("beta"), 1);
    // Without --out: no files, but the number to reopen it by.
    const CliRun made =
        cli({QStringLiteral("report"), QStringLiteral("retrieval"), m_project->folder, QStringLiteral("alpha"),
             QStringLiteral("beta"), QStringLiteral("--title"), QStringLiteral("Alpha against beta")});
    QVERIFY2(made.exitCode == 0, made.err.constData());
    const QJsonObject summary = parseJson(made.out);
    QCOMPARE(summary.value(QStringLiteral("files")).toArray().size(), 0);
    QVERIFY(summary.value(QStringLiteral("report_id")).isDouble());
    const qint64 id = qint64(summary.value(QStringLiteral("report_id")).toDouble());
    const QString uuid = summary.value(QStringLiteral("report")).toString();
    QVERIFY(!uuid.isEmpty());

    // A second one, written with --out, for the bytes `report` writes.
    const QString written = m_project->dir.filePath(QStringLiteral("written"));
    const CliRun second = cli({QStringLiteral("report"), QStringLiteral("retrieval"), m_project->folder,
                               QStringLiteral("beta"), QStringLiteral("--out"), written});
    QVERIFY2(second.exitCode == 0, second.err.constData());
    const qint64 secondId = qint64(parseJson(second.out).value(QStringLiteral("report_id")).toDouble());
    QVERIFY(secondId != id);

    m_project->reopen();
    const auto stored = ReportStore(*m_project->store).byUuid(uuid);
    QVERIFY(stored);
    QCOMPARE(stored->id, id);
    const qint64 bytes = stored->json.size() + stored->csv.size() + stored->html.size();
    QVERIFY(bytes > 1000);
    m_project->close();

    const CliRun listed =
        cli({QStringLiteral("reports"), QStringLiteral("list"), m_project->folder, QStringLiteral("--json")});
    QCOMPARE(listed.exitCode, 0);
    const QJsonArray reports = parseJson(listed.out).value(QStringLiteral("reports")).toArray();
    QCOMPARE(reports.size(), 2);
    const QJsonObject first = reports.at(1).toObject(); // newest first
    QCOMPARE(qint64(first.value(QStringLiteral("id")).toDouble()), id);
    QCOMPARE(first.value(QStringLiteral("uuid")).toString(), uuid);
    QCOMPARE(first.value(QStringLiteral("kind")).toString(), QStringLiteral("retrieval"));
    QCOMPARE(first.value(QStringLiteral("title")).toString(), QStringLiteral("Alpha against beta"));
    QCOMPARE(qint64(first.value(QStringLiteral("bytes")).toDouble()), bytes);
    QVERIFY(QDateTime::fromString(first.value(QStringLiteral("created_at")).toString(), Qt::ISODateWithMs).isValid());
    const QJsonArray runs = first.value(QStringLiteral("runs")).toArray();
    QCOMPARE(runs.size(), 2);
    QCOMPARE(runs.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("alpha"));
    QCOMPARE(runs.at(1).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("beta"));

    const CliRun table = cli({QStringLiteral("reports"), QStringLiteral("list"), m_project->folder});
    QCOMPARE(table.exitCode, 0);
    const QList<QByteArray> lines = table.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    const QList<QByteArray> fields = lines.at(1).split('\t');
    QCOMPARE(fields.size(), 6);
    QCOMPARE(fields.at(0), QByteArray::number(id));
    QCOMPARE(fields.at(1), QByteArray("retrieval"));
    QCOMPARE(fields.at(3), QByteArray("Alpha against beta"));
    QCOMPARE(fields.at(4), QByteArray("alpha, beta"));
    QVERIFY2(fields.at(5).endsWith("KiB"), fields.at(5).constData());

    // Without --out: the stored JSON on stdout, by number or by uuid.
    for (const QString &key : {QString::number(id), uuid}) {
        const CliRun shown = cli({QStringLiteral("reports"), QStringLiteral("show"), m_project->folder, key});
        QCOMPARE(shown.exitCode, 0);
        QCOMPARE(shown.out.trimmed(), stored->json.trimmed());
        QVERIFY(shown.err.isEmpty());
    }
    // With --out: the files `report --out` writes, byte for byte.
    const QString reopened = m_project->dir.filePath(QStringLiteral("reopened"));
    const CliRun out = cli({QStringLiteral("reports"), QStringLiteral("show"), m_project->folder,
                            QString::number(secondId), QStringLiteral("--out"), reopened});
    QVERIFY2(out.exitCode == 0, out.err.constData());
    QCOMPARE(parseJson(out.out).value(QStringLiteral("files")).toArray().size(), 3);
    for (const char *name : {"retrieval.html", "retrieval.json", "retrieval.csv"}) {
        const QByteArray bytesWritten = readAll(QDir(written).filePath(QLatin1String(name)));
        QVERIFY(!bytesWritten.isEmpty());
        QCOMPARE(readAll(QDir(reopened).filePath(QLatin1String(name))), bytesWritten);
    }

    // A run removed since: the report keeps its copy and says so.
    QCOMPARE(
        cli({QStringLiteral("runs"), QStringLiteral("remove"), m_project->folder, QStringLiteral("alpha")}).exitCode,
        0);
    const CliRun afterRemove = cli({QStringLiteral("reports"), QStringLiteral("list"), m_project->folder});
    QVERIFY2(afterRemove.out.contains("(removed), beta"), afterRemove.out.constData());
    const CliRun stillShown =
        cli({QStringLiteral("reports"), QStringLiteral("show"), m_project->folder, QString::number(id)});
    QCOMPARE(stillShown.exitCode, 0);
    QCOMPARE(stillShown.out.trimmed(), stored->json.trimmed());
}

void TestReportsCommand::showOutRefusesTheProject()
{
    m_project->reopen();
    const auto reports = ReportStore(*m_project->store).list();
    m_project->close();
    QVERIFY(!reports.empty());
    const QString id = QString::number(reports.front().id);
    const QMap<QString, QByteArray> before = snapshot(m_project->folder);
    for (const QString &target : {m_project->folder, QDir(m_project->folder).filePath(QStringLiteral("documents")),
                                  QDir(m_project->folder).filePath(QStringLiteral("reports"))}) {
        const CliRun refused = cli({QStringLiteral("reports"), QStringLiteral("show"), m_project->folder, id,
                                    QStringLiteral("--out"), target});
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(refused.errorLines().size(), 1);
        QVERIFY2(refused.errorLines().front().startsWith("touchstone: reports show: "), refused.err.constData());
        QVERIFY2(refused.errorLines().front().contains("project"), refused.err.constData());
        QVERIFY(refused.out.isEmpty());
    }
    QCOMPARE(snapshot(m_project->folder), before);
}

void TestReportsCommand::unknownIdIsOneLine()
{
    for (const QString &id : {QStringLiteral("999"), QStringLiteral("not-a-report")}) {
        const CliRun run = cli({QStringLiteral("reports"), QStringLiteral("show"), m_project->folder, id});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(
            run.errorLines(),
            QList<QByteArray>{QStringLiteral("touchstone: reports show: %1: no report “%2” (touchstone reports list %1 "
                                             "lists them)")
                                  .arg(m_project->folder, id)
                                  .toUtf8()});
    }
    QCOMPARE(cli({QStringLiteral("reports"), QStringLiteral("show"), m_project->folder}).exitCode, 2);
    QCOMPARE(cli({QStringLiteral("reports"), QStringLiteral("frobnicate"), m_project->folder}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestReportsCommand)
#include "tst_reportscommand.moc"
