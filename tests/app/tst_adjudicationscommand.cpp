// `touchstone adjudications import/export/sync` as a user runs them on a
// real project (common/adjudicationscenario.h): a refused file names
// FILE:LINE and leaves the project as it was; export → import → export is
// byte-identical, and a second import of the same decisions adds nothing.

#include "common/adjudicationscenario.h"
#include "common/cliprocess.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QtTest>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

int decisions(const QString &folder)
{
    auto store = ProjectStore::open(folder, ProjectStore::Access::ReadOnly);
    if (!store)
        return -1;
    QSqlQuery query((*store)->database());
    query.exec(u"SELECT count(*) FROM adjudications"_s);
    return query.next() ? query.value(0).toInt() : -1;
}

} // namespace

class TestAdjudicationsCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void refusedFileNamesTheLine();
    void importExportRoundTrip();
    void syncAcceptsFullAgreements();
    void usage();

private:
    testing::AdjudicationScenario m_project;
    QString m_folder;
    QByteArray m_good;
};

void TestAdjudicationsCommand::initTestCase()
{
    QVERIFY2(m_project.build(), qPrintable(m_project.error));
    m_folder = m_project.folder();
    m_good += line({{u"lead"_s, u"L"_s}, {u"question_id"_s, u"q1"_s}, {u"document_sha256"_s, m_project.llncsSha},
                    {u"quote"_s, u"Copy llncs.cls to a directory"_s}, {u"grade"_s, 3}, {u"reason"_s, u"annotator_error"_s},
                    {u"time"_s, u"2026-02-01T09:00:00.000Z"_s}});
    m_good += line({{u"lead"_s, u"L"_s}, {u"question_id"_s, u"q2"_s}, {u"document_sha256"_s, m_project.minimalSha},
                    {u"quote"_s, u"sed diam voluptua"_s}, {u"grade"_s, 3}, {u"reason"_s, u"rubric_unclear: 3 per rubric v2"_s},
                    {u"time"_s, u"2026-02-01T09:01:00.000Z"_s}});
    m_good += line({{u"lead"_s, u"L"_s}, {u"question_id"_s, u"q10"_s}, {u"unanswerable"_s, false},
                    {u"reason"_s, u"annotator_error"_s}, {u"time"_s, u"2026-02-01T09:02:00.000Z"_s}});
    m_project.store.reset();  // the commands take the project's write lock
}

void TestAdjudicationsCommand::refusedFileNamesTheLine()
{
    const QString path = m_project.dir.filePath(u"bad.jsonl"_s);
    QByteArray bad = m_good;
    bad += line({{u"lead"_s, u"L"_s}, {u"question_id"_s, u"q2"_s}, {u"document_sha256"_s, m_project.minimalSha},
                 {u"quote"_s, u"Stet clita kasd gubergren"_s}, {u"grade"_s, 2}});  // no reason
    QVERIFY(write(path, bad));
    const testing::CliRun run = testing::runTouchstone({u"adjudications"_s, u"import"_s, m_folder, path});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.errorLines().size(), 1);
    QVERIFY2(run.errorLines().front().contains((path + u":4: "_s).toUtf8()), run.err.constData());
    QVERIFY2(run.err.contains("reason"), run.err.constData());
    QCOMPARE(decisions(m_folder), 0);
}

void TestAdjudicationsCommand::importExportRoundTrip()
{
    const QString path = m_project.dir.filePath(u"good.jsonl"_s);
    QVERIFY(write(path, m_good));
    const testing::CliRun imported = testing::runTouchstone({u"adjudications"_s, u"import"_s, m_folder, path});
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    QCOMPARE(QJsonDocument::fromJson(imported.out).object().value(u"decisions"_s).toInt(), 3);
    QCOMPARE(QJsonDocument::fromJson(imported.out).object().value(u"added"_s).toInt(), 3);
    const testing::CliRun exported = testing::runTouchstone({u"adjudications"_s, u"export"_s, m_folder});
    QVERIFY2(exported.exitCode == 0, exported.err.constData());
    QCOMPARE(exported.out.count('\n'), 3);
    const QString file = m_project.dir.filePath(u"export.jsonl"_s);
    QCOMPARE(testing::runTouchstone({u"adjudications"_s, u"export"_s, m_folder, file}).exitCode, 0);
    QFile written(file);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), exported.out);
    // The export read back holds the current decisions: nothing is written,
    // and the next export is the same bytes.
    const testing::CliRun again = testing::runTouchstone({u"adjudications"_s, u"import"_s, m_folder, file});
    QCOMPARE(again.exitCode, 0);
    const QJsonObject summary = QJsonDocument::fromJson(again.out).object();
    QCOMPARE(summary.value(u"decisions"_s).toInt(), 0);
    QCOMPARE(summary.value(u"added"_s).toInt(), 0);
    QCOMPARE(summary.value(u"updated"_s).toInt(), 0);
    QCOMPARE(summary.value(u"already_present"_s).toInt(), 3);
    QCOMPARE(testing::runTouchstone({u"adjudications"_s, u"export"_s, m_folder}).out, exported.out);
    QCOMPARE(decisions(m_folder), 3);
    // So does the original file a second time.
    const testing::CliRun twice = testing::runTouchstone({u"adjudications"_s, u"import"_s, m_folder, path});
    QCOMPARE(QJsonDocument::fromJson(twice.out).object().value(u"already_present"_s).toInt(), 3);
    QCOMPARE(decisions(m_folder), 3);
}

void TestAdjudicationsCommand::syncAcceptsFullAgreements()
{
    const testing::CliRun first = testing::runTouchstone({u"adjudications"_s, u"sync"_s, m_folder});
    QVERIFY2(first.exitCode == 0, first.err.constData());
    QCOMPARE(QJsonDocument::fromJson(first.out).object().value(u"changed_rows"_s).toInt(), 3);
    const testing::CliRun second = testing::runTouchstone({u"adjudications"_s, u"sync"_s, m_folder});
    QCOMPARE(QJsonDocument::fromJson(second.out).object().value(u"changed_rows"_s).toInt(), 0);
}

void TestAdjudicationsCommand::usage()
{
    QCOMPARE(testing::runTouchstone({u"adjudications"_s, u"frobnicate"_s, m_folder}).exitCode, 2);
    QCOMPARE(testing::runTouchstone({u"adjudications"_s, u"import"_s, m_folder}).exitCode, 2);
    const testing::CliRun notProject = testing::runTouchstone({u"adjudications"_s, u"export"_s, m_project.dir.path()});
    QCOMPARE(notProject.exitCode, 2);
    QVERIFY(notProject.err.contains("not a Touchstone project"));
}

QTEST_GUILESS_MAIN(TestAdjudicationsCommand)
#include "tst_adjudicationscommand.moc"
