// OutputTarget's rules on real folders and links: what counts as part of a
// project, what a file or folder output may be, and the writers that
// consult it (reports, new projects).

#include "annotation/outputtarget.h"
#include "annotation/projectstore.h"
#include "annotation/reportstore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;

class TestOutputTarget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void enclosingProjectResolvesLinks();
    void filesInsideAProjectOnlyNewUnderExports();
    void foldersInsideAProjectOnlyUnderExports();
    void replaceNeedsARecognisedFolderWithoutAProject();
    void linkedFolderIsRefused();
    void reportFilesAreChecked();
    void noProjectInsideAProject();

private:
    void touch(const QString &path);

    QTemporaryDir m_dir;
    QString m_project;
};

void TestOutputTarget::touch(const QString &path)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write("x"), qint64(1));
}

void TestOutputTarget::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_project = m_dir.filePath(QStringLiteral("p"));
    QVERIFY(ProjectStore::create(m_project));
    m_project = QDir(m_project).canonicalPath();
    QVERIFY(QFile::link(m_project, m_dir.filePath(QStringLiteral("alias"))));
}

void TestOutputTarget::enclosingProjectResolvesLinks()
{
    QCOMPARE(OutputTarget::enclosingProject(m_project), m_project);
    QCOMPARE(OutputTarget::enclosingProject(m_dir.filePath(QStringLiteral("alias/documents/x.pdf"))), m_project);
    QCOMPARE(OutputTarget::enclosingProject(m_dir.filePath(QStringLiteral("alias/../elsewhere"))), QString());
    QCOMPARE(OutputTarget::enclosingProject(m_dir.path()), QString());
}

void TestOutputTarget::filesInsideAProjectOnlyNewUnderExports()
{
    QVERIFY(!OutputTarget::checkFile(QDir(m_project).filePath(QStringLiteral("project.sqlite"))).ok());
    QVERIFY(!OutputTarget::checkFile(QDir(m_project).filePath(QStringLiteral("notes.txt"))).ok());
    QVERIFY(!OutputTarget::checkFile(m_dir.filePath(QStringLiteral("alias/project.sqlite"))).ok());
    QVERIFY(!OutputTarget::checkFile(m_project).ok()); // a folder
    const QString fresh = QDir(m_project).filePath(QStringLiteral("exports/judgments.jsonl"));
    QVERIFY(OutputTarget::checkFile(fresh).ok());
    touch(fresh);
    const Status existing = OutputTarget::checkFile(fresh);
    QVERIFY(!existing.ok());
    QVERIFY2(existing.error().contains(QStringLiteral("is part of the project")), qPrintable(existing.error()));
    QVERIFY(QFile::remove(fresh));
    QVERIFY(OutputTarget::checkFile(m_dir.filePath(QStringLiteral("out.jsonl"))).ok());
    // A link outside the project pointing at its database.
    const QString link = m_dir.filePath(QStringLiteral("db-link"));
    QVERIFY(QFile::link(QDir(m_project).filePath(QStringLiteral("project.sqlite")), link));
    QVERIFY(!OutputTarget::checkFile(link).ok());
}

void TestOutputTarget::foldersInsideAProjectOnlyUnderExports()
{
    const Status itself = OutputTarget::checkFolder(m_project, true, [](const QString &) { return true; });
    QVERIFY(!itself.ok());
    QVERIFY2(itself.error().contains(QStringLiteral("is a project folder")), qPrintable(itself.error()));
    QVERIFY(!OutputTarget::checkFolder(QDir(m_project).filePath(QStringLiteral("documents"))).ok());
    QVERIFY(!OutputTarget::checkFolder(QDir(m_project).filePath(QStringLiteral("exports"))).ok());
    QVERIFY(OutputTarget::checkFolder(QDir(m_project).filePath(QStringLiteral("exports/v1"))).ok());
    QVERIFY(OutputTarget::checkFolder(m_dir.filePath(QStringLiteral("new/deeper"))).ok());
}

void TestOutputTarget::replaceNeedsARecognisedFolderWithoutAProject()
{
    const QString folder = m_dir.filePath(QStringLiteral("filled"));
    QVERIFY(QDir().mkpath(folder));
    touch(QDir(folder).filePath(QStringLiteral("manifest.json")));
    const auto yes = [](const QString &) { return true; };
    const auto no = [](const QString &) { return false; };
    QVERIFY(!OutputTarget::checkFolder(folder).ok());
    QVERIFY(!OutputTarget::checkFolder(folder, true).ok()); // nobody recognises it
    QVERIFY(!OutputTarget::checkFolder(folder, true, no).ok());
    QVERIFY(OutputTarget::checkFolder(folder, true, yes).ok());
    QVERIFY(ProjectStore::create(QDir(folder).filePath(QStringLiteral("nested/project"))));
    const Status holding = OutputTarget::checkFolder(folder, true, yes);
    QVERIFY(!holding.ok());
    QVERIFY2(holding.error().contains(QStringLiteral("holds a project")), qPrintable(holding.error()));
    // The parent of a project, as "." from where the project was made.
    QVERIFY(!OutputTarget::checkFolder(m_dir.path(), true, yes).ok());
}

void TestOutputTarget::linkedFolderIsRefused()
{
    const QString real = m_dir.filePath(QStringLiteral("real"));
    QVERIFY(QDir().mkpath(real));
    const QString link = m_dir.filePath(QStringLiteral("real-link"));
    QVERIFY(QFile::link(real, link));
    const Status refused = OutputTarget::checkFolder(link, true, [](const QString &) { return true; });
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().contains(QStringLiteral("symbolic link")), qPrintable(refused.error()));
    QVERIFY(OutputTarget::checkFolder(real).ok());
}

void TestOutputTarget::reportFilesAreChecked()
{
    ReportRecord report;
    report.html = "<html></html>";
    report.json = "{}";
    report.csv = "a\n";
    const Status refused = ReportStore::writeFiles(report, m_project, QStringLiteral("retrieval"));
    QVERIFY(!refused.ok());
    QVERIFY(!QFileInfo::exists(QDir(m_project).filePath(QStringLiteral("retrieval.html"))));
    const QString out = m_dir.filePath(QStringLiteral("reports"));
    QVERIFY(ReportStore::writeFiles(report, out, QStringLiteral("retrieval")).ok());
    QVERIFY(QFileInfo::exists(QDir(out).filePath(QStringLiteral("retrieval.csv"))));
}

void TestOutputTarget::noProjectInsideAProject()
{
    const auto inner = ProjectStore::create(QDir(m_project).filePath(QStringLiteral("inner")));
    QVERIFY(!inner);
    QVERIFY2(inner.error().contains(QStringLiteral("is inside the project")), qPrintable(inner.error()));
    QVERIFY(!QFileInfo::exists(QDir(m_project).filePath(QStringLiteral("inner"))));
}

QTEST_GUILESS_MAIN(TestOutputTarget)
#include "tst_outputtarget.moc"
