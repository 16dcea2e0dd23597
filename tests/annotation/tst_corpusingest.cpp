// Every corpus file through ingest, with the outcome its manifest implies:
// the files that Poppler cannot open, opens without pages, or opens locked
// each give their message; every other file is added with all its pages and
// the pages without usable text are named.

#include "common/corpus.h"

#include "annotation/documentstore.h"
#include "annotation/ingest.h"
#include "annotation/projectstore.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;

class TestCorpusIngest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void ingestsEveryFile_data();
    void ingestsEveryFile();
    void sameBytesTwiceIsANoOp();
    void sourceFileIsNeverModified();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

void TestCorpusIngest::initTestCase()
{
    QVERIFY2(!testing::corpusFiles().isEmpty(), "corpus.json not found; set TOUCHSTONE_SHARED");
    auto store = ProjectStore::create(m_dir.filePath(QStringLiteral("project")));
    QVERIFY2(store.ok(), qPrintable(store.error()));
    m_store = std::move(*store);
}

void TestCorpusIngest::ingestsEveryFile_data()
{
    QTest::addColumn<QJsonObject>("entry");
    for (const QJsonValue &value : testing::corpusFiles()) {
        const QJsonObject entry = value.toObject();
        QTest::newRow(qPrintable(entry.value(QStringLiteral("file")).toString())) << entry;
    }
}

void TestCorpusIngest::ingestsEveryFile()
{
    QFETCH(QJsonObject, entry);
    const QString file = entry.value(QStringLiteral("file")).toString();
    const QJsonObject observed = entry.value(QStringLiteral("observed_with_poppler_22_12")).toObject();
    const QJsonArray stresses = entry.value(QStringLiteral("stresses")).toArray();
    const QString path = testing::corpusFile(file);

    Ingest::Options options;
    const IngestReport first = Ingest::run(*m_store, {path}, options);
    QCOMPARE(int(first.files.size()), 1);
    const IngestOutcome &outcome = first.files.front();

    const bool loads = observed.value(QStringLiteral("qt6_document_load")).toString() == QLatin1String("ok");
    const bool locked = observed.value(QStringLiteral("qt6_locked_without_password")).toBool();
    const int pages = observed.value(QStringLiteral("qt6_num_pages")).toInt(-1);
    const bool firstPageNull = observed.value(QStringLiteral("qt6_first_page_null")).toBool();

    if (!loads) {
        QCOMPARE(outcome.kind, IngestOutcome::Failed);
        QVERIFY2(outcome.message.contains(QStringLiteral("not a valid or readable PDF")), qPrintable(outcome.message));
        return;
    }
    if (pages == 0) {
        QCOMPARE(outcome.kind, IngestOutcome::Failed);
        QVERIFY2(outcome.message.contains(QStringLiteral("incomplete or damaged")), qPrintable(outcome.message));
        return;
    }
    if (firstPageNull && pages == 1) {
        QCOMPARE(outcome.kind, IngestOutcome::Failed);
        QVERIFY2(outcome.message.contains(QStringLiteral("damaged")), qPrintable(outcome.message));
        return;
    }
    const IngestOutcome *added = &outcome;
    IngestReport retry;
    if (locked) {
        QCOMPARE(outcome.kind, IngestOutcome::NeedsPassword);
        options.password = "wrong password";
        const IngestReport wrong = Ingest::run(*m_store, {path}, options);
        QCOMPARE(wrong.files.front().kind, IngestOutcome::NeedsPassword);
        QVERIFY(wrong.files.front().message.contains(QStringLiteral("does not open")));
        options.password = entry.value(QStringLiteral("password")).toObject().value(QStringLiteral("user")).toString().toUtf8();
        retry = Ingest::run(*m_store, {path}, options);
        added = &retry.files.front();
    }
    QVERIFY2(added->kind == IngestOutcome::Added, qPrintable(added->message));
    QCOMPARE(added->pages, pages);
    QVERIFY(QFile::exists(m_store->documentPath(added->sha256)));
    QCOMPARE(added->sha256, entry.value(QStringLiteral("sha256")).toString());

    DocumentStore documents(*m_store);
    const auto record = documents.document(added->documentId);
    QVERIFY(record.has_value());
    QCOMPARE(record->copyAllowed, observed.value(QStringLiteral("qt6_ok_to_copy")).toBool(true));
    const auto text = documents.canonicalText(added->documentId);
    QVERIFY2(text.ok(), qPrintable(text.error()));
    QCOMPARE(text->pageCount(), pages);

    auto pagesWith = [&](TextLayerStatus status) {
        int n = 0;
        for (int i = 0; i < text->pageCount(); ++i)
            n += text->page(i).status == status ? 1 : 0;
        return n;
    };
    if (stresses.contains(QStringLiteral("no-text-layer")))
        QCOMPARE(pagesWith(TextLayerStatus::NoText), pages);
    if (stresses.contains(QStringLiteral("garbled-text-layer")))
        QVERIFY2(pagesWith(TextLayerStatus::Garbled) * 2 > pages, "a garbled text layer must be detected");
    if (stresses.contains(QStringLiteral("missing-pages")))
        QVERIFY2(pagesWith(TextLayerStatus::Damaged) + pagesWith(TextLayerStatus::NoText) > 0,
                 "missing pages must be reported");
    const int textChars = observed.value(QStringLiteral("text_layer_chars")).toInt();
    if (textChars > 1000 && !stresses.contains(QStringLiteral("garbled-text-layer"))
        && !stresses.contains(QStringLiteral("missing-pages")))
        QVERIFY2(pagesWith(TextLayerStatus::Usable) * 2 > pages, "most pages of a text document are usable");
}

void TestCorpusIngest::sameBytesTwiceIsANoOp()
{
    const QString path = testing::corpusFile(QStringLiteral("pypdf-minimal-document.pdf"));
    const IngestReport first = Ingest::run(*m_store, {path}, {});
    const IngestReport second = Ingest::run(*m_store, {path}, {});
    QCOMPARE(second.files.front().kind, IngestOutcome::AlreadyPresent);
    QCOMPARE(second.files.front().documentId, first.files.front().documentId);
    DocumentStore documents(*m_store);
    int copies = 0;
    for (const DocumentRecord &record : documents.documents())
        copies += record.sha256 == second.files.front().sha256 ? 1 : 0;
    QCOMPARE(copies, 1);
}

void TestCorpusIngest::sourceFileIsNeverModified()
{
    for (const QJsonValue &value : testing::corpusFiles()) {
        const QJsonObject entry = value.toObject();
        QFile file(testing::corpusFile(entry.value(QStringLiteral("file")).toString()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray sha = QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
        QCOMPARE(QString::fromLatin1(sha), entry.value(QStringLiteral("sha256")).toString());
    }
}

QTEST_GUILESS_MAIN(TestCorpusIngest)
#include "tst_corpusingest.moc"
