// "A file that fails never leaves a half-added document behind", also when
// the failure is SIGKILL: `touchstone ingest` of several PDFs killed at
// random moments (100 seeded trials) leaves a project that opens and passes
// PRAGMA integrity_check, where every document row has all its pages and
// its PDF under documents/ with the right sha256, no row lacks its file,
// and nothing under documents/ is a partial file. A later ingest completes
// what the killed one began.

#include "common/killrun.h"
#include "common/labelfixture.h"

#include "annotation/projectstore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;
using namespace Qt::StringLiterals;

class TestKillIngest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void nothingHalfAdded();

private:
    // Empty when the project is consistent; `documents` gets the row count.
    static QString check(const QString &folder, int *documents);
    static QString sha256Of(const QString &path);

    QTemporaryDir m_dir;
    QString m_template;
    QStringList m_pdfs;
};

void TestKillIngest::initTestCase()
{
    QVERIFY2(QFileInfo(touchstoneExecutable()).isExecutable(), "build the touchstone executable first");
    m_template = m_dir.filePath(u"template"_s);
    QVERIFY(ProjectStore::create(m_template).ok());
    QFile::remove(QDir(m_template).filePath(u"project.lock"_s));
    m_pdfs = QStringList{corpusFile(u"pypdf-minimal-document.pdf"_s), corpusFile(u"pypdf-multicolumn.pdf"_s),
                         corpusFile(u"llncsdoc.pdf"_s), corpusFile(u"opf-hello-world.pdf"_s),
                         corpusFile(u"polyglossia-examples-multiscript.pdf"_s)};
}

QString TestKillIngest::sha256Of(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return QString::fromLatin1(hash.result().toHex());
}

QString TestKillIngest::check(const QString &folder, int *documents)
{
    auto store = ProjectStore::open(folder);
    if (!store)
        return store.error();
    QSqlQuery query((*store)->database());
    if (!query.exec(u"PRAGMA integrity_check"_s) || !query.next() || query.value(0).toString() != u"ok"_s)
        return u"integrity_check: "_s + query.value(0).toString();
    query.exec(u"SELECT d.sha256, d.page_count, (SELECT count(*) FROM pages p WHERE p.document_id = d.id) FROM documents d"_s);
    QSet<QString> rows;
    while (query.next()) {
        const QString sha = query.value(0).toString();
        rows.insert(sha);
        if (query.value(1).toInt() != query.value(2).toInt())
            return u"document %1 has %2 of %3 pages"_s.arg(sha).arg(query.value(2).toInt()).arg(query.value(1).toInt());
        if (sha256Of((*store)->documentPath(sha)) != sha)
            return u"document %1: its PDF is missing or not complete"_s.arg(sha);
    }
    *documents = int(rows.size());
    // A copy without its row is allowed (the next ingest of the same bytes
    // uses it), but only complete and under its final name.
    static const QRegularExpression name(u"^[0-9a-f]{64}\\.pdf$"_s);
    const QDir dir((*store)->documentsPath());
    for (const QString &entry : dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)) {
        if (!name.match(entry).hasMatch())
            return u"documents/%1: a file that is not a complete document"_s.arg(entry);
        if (sha256Of(dir.filePath(entry)) + u".pdf"_s != entry)
            return u"documents/%1: its bytes do not match its name"_s.arg(entry);
    }
    return {};
}

void TestKillIngest::nothingHalfAdded()
{
    const QString folder = m_dir.filePath(u"p"_s);
    const QStringList arguments = QStringList{u"ingest"_s, folder} + m_pdfs;
    qint64 duration = 0;
    for (int run = 0; run < 2; ++run) {
        QDir(folder).removeRecursively();
        QVERIFY(copyFolder(m_template, folder));
        KillRun complete(arguments);
        QVERIFY(complete.started());
        QVERIFY(complete.finishWithin(120000));
        QCOMPARE(complete.exitCode(), 0);
        duration = std::max(duration, complete.elapsed());
    }
    QRandomGenerator random(20240614);
    int killed = 0;
    int partial = 0; // kills that left some but not all documents
    for (int trial = 0; trial < 100; ++trial) {
        QDir(folder).removeRecursively();
        QVERIFY(copyFolder(m_template, folder));
        KillRun run(arguments);
        QVERIFY(run.started());
        if (run.runFor(random.bounded(qint64(duration)))) {
            run.kill();
            ++killed;
        }
        int documents = 0;
        const QString problem = check(folder, &documents);
        QVERIFY2(problem.isEmpty(), qPrintable(u"trial %1: %2"_s.arg(trial).arg(problem)));
        partial += documents > 0 && documents < m_pdfs.size() ? 1 : 0;
        if (trial % 10 == 0) { // the next ingest completes what the killed one began
            KillRun again(arguments);
            QVERIFY(again.started() && again.finishWithin(120000));
            QCOMPARE(again.exitCode(), 0);
            QVERIFY(check(folder, &documents).isEmpty());
            QCOMPARE(documents, int(m_pdfs.size()));
        }
    }
    qInfo("ingest of %d PDFs: %lld ms; %d of 100 runs killed, %d with some documents added", int(m_pdfs.size()),
          duration, killed, partial);
    QVERIFY2(killed >= 60, "too few runs were killed to test anything");
    QVERIFY2(partial >= 10, "too few kills landed between documents");
}

QTEST_GUILESS_MAIN(TestKillIngest)
#include "tst_killingest.moc"
