// Verification (re-anchoring every gold span of a version, in a project or
// in an export against its PDFs) and answer-span survival in another
// parser's text.

#include "common/goldfixture.h"

#include "annotation/canonicaljson.h"
#include "annotation/goldexporter.h"
#include "annotation/goldfreezer.h"
#include "annotation/goldverifier.h"
#include "annotation/goldversionstore.h"
#include "annotation/spansurvival.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;
using namespace touchstone::testing;

class TestGoldVerify : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void projectVerifies();
    void brokenSpanOfAVersionIsLost();
    void changedTextIsFoundFuzzilyAndTheDigestDiffers();
    void changedDocumentBytesLoseItsSpans();
    void changedDocumentWithoutSpansOnlyDiffers();
    void exportVerifiesAgainstItsPdfs();
    void exportAgainstADifferentPdfFails();
    void damagedExportFileFails();
    void survivalCountsEachOutcome();
    void survivalInPdftotextOutput();

private:
    QString exportVersion();
    QString documentsFolder(const QHash<QString, QString> &bytesFrom = {});
    QString text(const QString &file) const;
    static const SpanCheck *checkOf(const AnchorTally &tally, const QString &questionId);
    // A second version: v1's records with `edit` applied to one record's first span.
    void freezeEditedCopy(const QString &questionId, const std::function<void(QJsonObject &)> &edit);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<GoldFixture> m_fixture;
};

void TestGoldVerify::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_fixture = GoldFixture::create(m_dir->filePath(QStringLiteral("p")));
    m_fixture->addStandardQuestions();
    FreezeOptions options;
    options.version = QStringLiteral("v1");
    options.bootstrapResamples = 20;
    QVERIFY(GoldFreezer(*m_fixture->store).freeze(options)->version);
}

void TestGoldVerify::cleanup()
{
    m_fixture.reset();
    m_dir.reset();
}

QString TestGoldVerify::exportVersion()
{
    const QString folder = m_dir->filePath(QStringLiteral("export"));
    if (!GoldExporter::write(*m_fixture->store, QStringLiteral("v1"), folder, true))
        return QString();
    return folder;
}

// <sha256>.pdf of every document; `bytesFrom` puts another file's bytes under a name.
QString TestGoldVerify::documentsFolder(const QHash<QString, QString> &bytesFrom)
{
    const QString folder = m_dir->filePath(QStringLiteral("pdfs"));
    QDir().mkpath(folder);
    for (auto it = m_fixture->sha256.constBegin(); it != m_fixture->sha256.constEnd(); ++it) {
        const QString target = QDir(folder).filePath(it.value() + QStringLiteral(".pdf"));
        QFile::remove(target);
        QFile::copy(corpusFile(bytesFrom.value(it.key(), it.key())), target);
    }
    return folder;
}

QString TestGoldVerify::text(const QString &file) const
{
    auto canonical = DocumentStore(*m_fixture->store).canonicalText(m_fixture->documentIds.value(file));
    return canonical ? canonical->slice(0, canonical->size()) : QString();
}

const SpanCheck *TestGoldVerify::checkOf(const AnchorTally &tally, const QString &questionId)
{
    for (const SpanCheck &check : tally.spans) {
        if (check.questionId == questionId)
            return &check;
    }
    return nullptr;
}

void TestGoldVerify::freezeEditedCopy(const QString &questionId, const std::function<void(QJsonObject &)> &edit)
{
    // Built the way a freeze writes, so that the triggers accept it: the
    // records first, then the version row.
    QSqlDatabase database = m_fixture->store->database();
    Transaction transaction(database);
    QSqlQuery query(database);
    const auto records = GoldVersionStore(*m_fixture->store).records(1);
    for (const GoldVersionRecord &record : *records) {
        QByteArray line = record.record;
        if (record.externalId == questionId) {
            QJsonObject object = QJsonDocument::fromJson(record.record).object();
            QJsonArray spans = object.value(QStringLiteral("relevant_spans")).toArray();
            QJsonObject span = spans.at(0).toObject();
            edit(span);
            spans[0] = span;
            object.insert(QStringLiteral("relevant_spans"), spans);
            line = CanonicalJson::write(object);
        }
        QVERIFY2(sql::exec(query, QStringLiteral("INSERT INTO golden_records (version_id, question_uuid, external_id, "
                                                 "record, provenance) VALUES (2, ?, ?, ?, ?)"),
                           {record.questionUuid, record.externalId, QString::fromUtf8(line),
                            QString::fromUtf8(record.provenance)}),
                 qPrintable(query.lastError().text()));
    }
    QVERIFY2(query.exec(QStringLiteral("INSERT INTO golden_versions (id, uuid, version, parent_id, built_at, seed, "
                                       "corpus_digest, content_sha256, manifest) SELECT 2, 'edited', 'v2', 1, built_at, "
                                       "seed, corpus_digest, content_sha256, manifest FROM golden_versions WHERE id = 1")),
             qPrintable(query.lastError().text()));
    QVERIFY(transaction.commit());
}

void TestGoldVerify::projectVerifies()
{
    const auto report = GoldVerifier::verifyProject(*m_fixture->store, QString(), false);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->version, QStringLiteral("v1"));
    QCOMPARE(report->tally.counts.total(), 6);
    QCOMPARE(report->tally.counts.exact, 6);
    QCOMPARE(report->tally.moved, 0);
    QVERIFY(report->problems.isEmpty());
    QCOMPARE(report->actualDigest, report->expectedDigest);
    QCOMPARE(report->verdict(), VerifyReport::Verdict::Ok);
    const auto reparsed = GoldVerifier::verifyProject(*m_fixture->store, QStringLiteral("v1"), true);
    QVERIFY(reparsed.ok());
    QCOMPARE(reparsed->verdict(), VerifyReport::Verdict::Ok);
    QVERIFY(!GoldVerifier::verifyProject(*m_fixture->store, QStringLiteral("v9"), false).ok());

    // Cancelled after the first document: a failure that says so, not a
    // report counting the unread documents' spans as lost.
    int asked = 0;
    const auto cancelled = GoldVerifier::verifyProject(*m_fixture->store, QStringLiteral("v1"), true,
                                                       [&asked] { return ++asked > 1; });
    QVERIFY(!cancelled.ok());
    QCOMPARE(cancelled.error(), GoldVerifier::cancelledMessage());
    QVERIFY(asked >= 2);
}

void TestGoldVerify::brokenSpanOfAVersionIsLost()
{
    freezeEditedCopy(QStringLiteral("q02"), [](QJsonObject &span) {
        span.insert(QStringLiteral("exact"), QStringLiteral("zebra crossings of the far side of the moon"));
    });
    const auto report = GoldVerifier::verifyProject(*m_fixture->store, QStringLiteral("v2"), false);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->tally.counts.lost, 1);
    QCOMPARE(report->tally.counts.exact, 5);
    QCOMPARE(report->tally.byStratum.at(QStringLiteral("lexical")).lost, 1);
    QCOMPARE(report->verdict(), VerifyReport::Verdict::Failed);
    const QString text = report->toText();
    QVERIFY2(text.contains(QStringLiteral("lost: question q02, “zebra crossings of the far side of the moon”")), qPrintable(text));
    const QJsonArray lost = report->toJson().value(QStringLiteral("lost")).toArray();
    QCOMPARE(lost.size(), 1);
    QCOMPARE(lost.at(0).toObject().value(QStringLiteral("qid")).toString(), QStringLiteral("q02"));
    // v1 is untouched.
    QCOMPARE(GoldVerifier::verifyProject(*m_fixture->store, QStringLiteral("v1"), false)->verdict(), VerifyReport::Verdict::Ok);
}

void TestGoldVerify::changedTextIsFoundFuzzilyAndTheDigestDiffers()
{
    // Offsets shifted: found by its quote, exactly, elsewhere.
    freezeEditedCopy(QStringLiteral("q04"), [](QJsonObject &span) {
        span.insert(QStringLiteral("start"), span.value(QStringLiteral("start")).toInt() + 3);
        span.insert(QStringLiteral("end"), span.value(QStringLiteral("end")).toInt() + 3);
    });
    // The stored text of llncs changes one letter of q01's quote (same
    // length, so its geometry still fits).
    QSqlQuery query(m_fixture->store->database());
    QVERIFY(sql::exec(query, QStringLiteral("UPDATE pages SET text = replace(text, 'Copy llncs.cls', 'Copy llncs.cIs') "
                                            "WHERE document_id = ? AND instr(text, 'Copy llncs.cls') > 0"),
                      {m_fixture->documentIds.value(QStringLiteral("llncsdoc.pdf"))}));
    QCOMPARE(query.numRowsAffected(), 1);
    const auto report = GoldVerifier::verifyProject(*m_fixture->store, QStringLiteral("v2"), false);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    const SpanCheck *q01 = checkOf(report->tally, QStringLiteral("q01"));
    QCOMPARE(q01->result.outcome, AnchorOutcome::Fuzzy);
    QVERIFY(q01->result.score >= 0.9 && q01->result.score < 1.0);
    const SpanCheck *q04 = checkOf(report->tally, QStringLiteral("q04"));
    QCOMPARE(q04->result.outcome, AnchorOutcome::Exact);
    QVERIFY(q04->result.moved);
    QCOMPARE(q04->result.start, q04->span.start - 3);
    QVERIFY(!q01->result.moved); // found fuzzily where it was
    QCOMPARE(report->tally.moved, 1);
    QCOMPARE(report->tally.counts.lost, 0);
    QVERIFY(report->actualDigest != report->expectedDigest);
    QCOMPARE(report->verdict(), VerifyReport::Verdict::DigestDiffers);
}

void TestGoldVerify::changedDocumentBytesLoseItsSpans()
{
    const QString path = m_fixture->store->documentPath(m_fixture->sha256.value(QStringLiteral("llncsdoc.pdf")));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(QFile::remove(path));
    QVERIFY(QFile::copy(corpusFile(QStringLiteral("acmart-sample-sigconf.pdf")), path));
    const auto report = GoldVerifier::verifyProject(*m_fixture->store, QString(), false);
    QVERIFY(report.ok());
    QCOMPARE(report->tally.counts.lost, 3); // q01, q02, q04 live in llncs
    QCOMPARE(report->problems.size(), 1);
    QVERIFY2(report->problems.front().contains(QStringLiteral("no longer match its sha256")), qPrintable(report->problems.front()));
    QVERIFY(report->actualDigest.isEmpty());
    QCOMPARE(report->digestUnchecked, report->problems.front());
    QVERIFY(report->changedDocuments.empty());
    QCOMPARE(report->verdict(), VerifyReport::Verdict::Failed);
}

// A document no gold span uses, replaced by another real PDF: no span is
// lost, so the corpus only differs (exit 3 in the command), and the report
// says which bytes changed rather than that a text is missing. A missing
// file stays a failure.
void TestGoldVerify::changedDocumentWithoutSpansOnlyDiffers()
{
    QTemporaryDir dir;
    const QString hello = QStringLiteral("opf-hello-world.pdf");
    auto fixture = GoldFixture::create(dir.filePath(QStringLiteral("p")), goldCorpus() << corpusFile(hello));
    fixture->addStandardQuestions();
    FreezeOptions options;
    options.version = QStringLiteral("v1");
    options.bootstrapResamples = 20;
    QVERIFY(GoldFreezer(*fixture->store).freeze(options)->version);
    const QString sha = fixture->sha256.value(hello);
    const QString path = fixture->store->documentPath(sha);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(QFile::remove(path));
    const QString replacement = corpusFile(QStringLiteral("pypdf-annotated.pdf"));
    QVERIFY(QFile::copy(replacement, path));
    QFile replacementFile(replacement);
    QVERIFY(replacementFile.open(QIODevice::ReadOnly));
    const QString nowSha = CanonicalJson::sha256(replacementFile.readAll());

    for (const bool reparse : {false, true}) {
        const auto report = GoldVerifier::verifyProject(*fixture->store, QString(), reparse);
        QVERIFY2(report.ok(), qPrintable(report.error()));
        QCOMPARE(report->tally.counts.lost, 0);
        QCOMPARE(report->tally.counts.total(), 6);
        QVERIFY(report->problems.isEmpty());
        QCOMPARE(report->changedDocuments.size(), size_t(1));
        QCOMPARE(report->changedDocuments.front().sha256, sha);
        QCOMPARE(report->changedDocuments.front().nowSha256, nowSha);
        // The digest takes the text of the bytes there now.
        QVERIFY(!report->actualDigest.isEmpty());
        QVERIFY(report->actualDigest != report->expectedDigest);
        QCOMPARE(report->verdict(), VerifyReport::Verdict::DigestDiffers);
        const QString text = report->toText();
        QVERIFY2(text.contains(QStringLiteral("changed: document %1: the bytes of %2 changed since the freeze (sha256 %1 → %3); "
                                              "no span uses it")
                                   .arg(sha.left(12), path, nowSha.left(12))),
                 qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("missing")), qPrintable(text));
        QVERIFY2(text.endsWith(QStringLiteral("every span resolves, but documents no span uses changed since the freeze\n")),
                 qPrintable(text));
        const QJsonObject json = report->toJson();
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(), QStringLiteral("digest_differs"));
        const QJsonArray changed = json.value(QStringLiteral("changed_documents")).toArray();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).toObject().value(QStringLiteral("now_sha256")).toString(), nowSha);
    }

    // Bytes that are no PDF at all: still no span lost, the digest not
    // checked, with that reason.
    QVERIFY(QFile::remove(path));
    {
        QFile garbage(path);
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write("not a pdf\n");
    }
    const auto garbled = GoldVerifier::verifyProject(*fixture->store, QString(), false);
    QVERIFY(garbled.ok());
    QVERIFY(garbled->problems.isEmpty());
    QVERIFY(garbled->actualDigest.isEmpty());
    QVERIFY2(garbled->digestUnchecked.startsWith(QStringLiteral("document %1: its bytes changed and give no text").arg(sha.left(12))),
             qPrintable(garbled->digestUnchecked));
    QVERIFY(garbled->toText().contains(QStringLiteral("corpus digest: not checked (document %1: its bytes changed").arg(sha.left(12))));
    QCOMPARE(garbled->verdict(), VerifyReport::Verdict::DigestDiffers);

    // Gone entirely: its text is missing, a failure.
    QVERIFY(QFile::remove(path));
    const auto missing = GoldVerifier::verifyProject(*fixture->store, QString(), false);
    QVERIFY(missing.ok());
    QCOMPARE(missing->problems.size(), 1);
    QVERIFY2(missing->problems.front().contains(QStringLiteral("is missing or unreadable")), qPrintable(missing->problems.front()));
    QVERIFY(missing->changedDocuments.empty());
    QCOMPARE(missing->verdict(), VerifyReport::Verdict::Failed);
}

void TestGoldVerify::exportVerifiesAgainstItsPdfs()
{
    const QString folder = exportVersion();
    QVERIFY(!folder.isEmpty());
    const auto report = GoldVerifier::verifyExport(folder, documentsFolder());
    QVERIFY2(report.ok(), qPrintable(report.error()));
    QCOMPARE(report->tally.counts.exact, 6);
    QCOMPARE(report->actualDigest, report->expectedDigest);
    QCOMPARE(report->verdict(), VerifyReport::Verdict::Ok);
}

void TestGoldVerify::exportAgainstADifferentPdfFails()
{
    const QString folder = exportVersion();
    const QString documents =
        documentsFolder({{QStringLiteral("acmart-sample-sigconf.pdf"), QStringLiteral("llncsdoc.pdf")}});
    const auto report = GoldVerifier::verifyExport(folder, documents);
    QVERIFY(report.ok());
    QCOMPARE(report->tally.counts.lost, 2); // q03 and q06 live in acmart
    QCOMPARE(checkOf(report->tally, QStringLiteral("q03"))->result.outcome, AnchorOutcome::Lost);
    QCOMPARE(report->problems.size(), 1);
    QVERIFY(report->problems.front().contains(m_fixture->sha256.value(QStringLiteral("acmart-sample-sigconf.pdf")).left(12)));
    QCOMPARE(report->verdict(), VerifyReport::Verdict::Failed);
    // A missing PDF is the same failure.
    QVERIFY(QFile::remove(QDir(documents).filePath(m_fixture->sha256.value(QStringLiteral("pypdf-minimal-document.pdf"))
                                                   + QStringLiteral(".pdf"))));
    const auto missing = GoldVerifier::verifyExport(folder, documents);
    QCOMPARE(missing->problems.size(), 2);
    QCOMPARE(missing->tally.counts.lost, 3);
}

void TestGoldVerify::damagedExportFileFails()
{
    const QString folder = exportVersion();
    QFile qrels(QDir(folder).filePath(QStringLiteral("qrels.txt")));
    QVERIFY(qrels.open(QIODevice::Append));
    qrels.write("q99 0 x 3\n");
    qrels.close();
    const auto report = GoldVerifier::verifyExport(folder, documentsFolder());
    QVERIFY(report.ok());
    QCOMPARE(report->tally.counts.lost, 0);
    QCOMPARE(report->problems, QStringList{QStringLiteral("qrels.txt: its sha256 does not match the manifest")});
    QCOMPARE(report->verdict(), VerifyReport::Verdict::Failed);
}

void TestGoldVerify::survivalCountsEachOutcome()
{
    const QString folder = exportVersion();
    const QString texts = m_dir->filePath(QStringLiteral("texts"));
    QDir().mkpath(texts);
    auto write = [&](const QString &file, const QString &content) {
        QFile out(QDir(texts).filePath(m_fixture->sha256.value(file) + QStringLiteral(".txt")));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(content.toUtf8());
    };
    QString llncs = text(QStringLiteral("llncsdoc.pdf"));
    // q01 another parser's case; q02 hyphenated at a line end and with
    // Windows line ends; q04 one letter wrong.
    llncs.replace(QStringLiteral("Copy llncs.cls to a directory that is searched by LATEX"),
                  QStringLiteral("COPY LLNCS.CLS TO A DIRECTORY THAT IS SEARCHED BY LATEX"));
    llncs.replace(QStringLiteral("to 122 mm horizontally"), QStringLiteral("to 122 mm hori-\r\nzontally"));
    llncs.replace(QStringLiteral("The llncs class is an extension of the standard LATEX article class"),
                  QStringLiteral("The llncs class is an extension of the standard LATEX articel class"));
    write(QStringLiteral("llncsdoc.pdf"), llncs);
    // q03 gone from the text, q06 as it was.
    QString acm = text(QStringLiteral("acmart-sample-sigconf.pdf"));
    acm.remove(QStringLiteral("Seattle Mariners at Spring Training, 2010"));
    write(QStringLiteral("acmart-sample-sigconf.pdf"), acm);
    // No text at all for the lorem ipsum document (q05).
    const auto report = SpanSurvival::measure(folder, texts);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    const AnchorTally &tally = report->tally;
    QCOMPARE(checkOf(tally, QStringLiteral("q01"))->result.outcome, AnchorOutcome::Normalized);
    QCOMPARE(checkOf(tally, QStringLiteral("q02"))->result.outcome, AnchorOutcome::Normalized);
    QCOMPARE(checkOf(tally, QStringLiteral("q04"))->result.outcome, AnchorOutcome::Fuzzy);
    QCOMPARE(checkOf(tally, QStringLiteral("q03"))->result.outcome, AnchorOutcome::Lost);
    QCOMPARE(checkOf(tally, QStringLiteral("q06"))->result.outcome, AnchorOutcome::Exact);
    QCOMPARE(checkOf(tally, QStringLiteral("q05"))->result.outcome, AnchorOutcome::Lost);
    QCOMPARE(report->missingTexts, QStringList{m_fixture->sha256.value(QStringLiteral("pypdf-minimal-document.pdf"))});
    QCOMPARE(tally.counts.exact, 1);
    QCOMPARE(tally.counts.normalized, 2);
    QCOMPARE(tally.counts.fuzzy, 1);
    QCOMPARE(tally.counts.lost, 2);
    QCOMPARE(tally.byStratum.at(QStringLiteral("lexical")).normalized, 2);
    QCOMPARE(tally.byStratum.at(QStringLiteral("paraphrase")).lost, 1);
    QCOMPARE(tally.byStratum.at(QStringLiteral("paraphrase")).fuzzy, 1);
    const QJsonObject shares = report->toJson().value(QStringLiteral("counts")).toObject().value(QStringLiteral("shares")).toObject();
    QCOMPARE(shares.value(QStringLiteral("exact")).toDouble(), 1.0 / 6.0);
    QCOMPARE(shares.value(QStringLiteral("exact_or_normalized")).toDouble(), 3.0 / 6.0);
    QCOMPARE(shares.value(QStringLiteral("found")).toDouble(), 4.0 / 6.0);
    QCOMPARE(shares.value(QStringLiteral("lost")).toDouble(), 2.0 / 6.0);
    QVERIFY(report->toText().contains(QStringLiteral("lost: question q03")));
}

void TestGoldVerify::survivalInPdftotextOutput()
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        QSKIP("pdftotext (poppler-utils) is not installed");
    const QString folder = exportVersion();
    const QString texts = m_dir->filePath(QStringLiteral("pdftotext"));
    QDir().mkpath(texts);
    for (auto it = m_fixture->sha256.constBegin(); it != m_fixture->sha256.constEnd(); ++it) {
        QVERIFY(QProcess::execute(pdftotext, {QStringLiteral("-enc"), QStringLiteral("UTF-8"), corpusFile(it.key()),
                                              QDir(texts).filePath(it.value() + QStringLiteral(".txt"))}) == 0);
    }
    const auto report = SpanSurvival::measure(folder, texts);
    QVERIFY2(report.ok(), qPrintable(report.error()));
    // Another layout engine over the same text layer: every quote of the
    // standard questions is still there in some form.
    QCOMPARE(report->tally.counts.total(), 6);
    QCOMPARE(report->tally.counts.lost, 0);
    QVERIFY(report->missingTexts.isEmpty());
}

QTEST_GUILESS_MAIN(TestGoldVerify)
#include "tst_goldverify.moc"
