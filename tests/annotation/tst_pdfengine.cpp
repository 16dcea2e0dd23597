// PdfDocument renders and reads text through Poppler's core with one output
// device kept across pages (PdfEngine). Poppler-qt6 is the reference: on
// every corpus PDF that opens, the pixels of each checked page must be the
// ones Poppler::Page::renderToImage gives with the same hints, and the words,
// boxes and spacing the ones Poppler::Page::textList gives — the canonical
// text, built from those words, is then the same byte for byte.

#include "annotation/pdfdocument.h"
#include "common/corpus.h"

#include <poppler/qt6/poppler-qt6.h>

#include <QtTest>

#include <memory>

using namespace touchstone;

namespace {

// Every page of a short document, an even spread of a long one.
QList<int> pagesToCheck(int pageCount)
{
    constexpr int kMost = 24;
    QList<int> pages;
    if (pageCount <= kMost) {
        for (int i = 0; i < pageCount; ++i)
            pages.append(i);
        return pages;
    }
    for (int i = 0; i < kMost; ++i)
        pages.append(int(qint64(i) * (pageCount - 1) / (kMost - 1)));
    return pages;
}

QByteArray userPassword(const QJsonObject &entry)
{
    return entry.value(QStringLiteral("password")).toObject().value(QStringLiteral("user")).toString().toUtf8();
}

} // namespace

class tst_PdfEngine : public QObject
{
    Q_OBJECT

private slots:
    void matchesPopplerQt_data();
    void matchesPopplerQt();
    void everyReadableCorpusFileWasCompared();
    void aCopyRendersWhatTheOriginalRenders();

private:
    int m_compared = 0;
    int m_expected = 0;
};

void tst_PdfEngine::matchesPopplerQt_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("password");
    const QJsonArray files = testing::corpusFiles();
    QVERIFY2(files.size() >= 20, "the corpus manifest lists the PDFs");
    for (const QJsonValue &value : files) {
        const QJsonObject entry = value.toObject();
        const QString name = entry.value(QStringLiteral("file")).toString();
        QTest::newRow(qPrintable(name)) << testing::corpusFile(name) << userPassword(entry);
    }
}

void tst_PdfEngine::matchesPopplerQt()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, password);
    PdfOpenResult opened = PdfDocument::open(path, password);
    std::unique_ptr<Poppler::Document> reference = Poppler::Document::load(path, password, password);
    if (!opened.ok()) {
        // Damaged beyond reading: Poppler-qt6 cannot give pages either.
        QVERIFY(!reference || reference->isLocked() || reference->numPages() <= 0
                || opened.status == PdfOpenStatus::NoPages);
        return;
    }
    ++m_expected;
    QVERIFY(reference && !reference->isLocked());
    reference->setRenderHint(Poppler::Document::Antialiasing, true);
    reference->setRenderHint(Poppler::Document::TextAntialiasing, true);
    const PdfDocument &document = *opened.document;
    QCOMPARE(reference->numPages(), document.pageCount());

    for (int index : pagesToCheck(document.pageCount())) {
        if (!document.pageInfo(index).readable)
            continue;
        std::unique_ptr<Poppler::Page> page = reference->page(index);
        QVERIFY(page);
        const QString where = QStringLiteral("%1 page %2").arg(QFileInfo(path).fileName()).arg(index + 1);

        const double dpi = document.cappedDpi(index, 40, 32'000'000);
        const QImage ours = document.render(index, 40);
        const QImage theirs = page->renderToImage(dpi, dpi);
        QVERIFY2(!ours.isNull(), qPrintable(where));
        QCOMPARE(ours.format(), QImage::Format_RGB32);
        QCOMPARE(ours.size(), theirs.size());
        QVERIFY2(ours == theirs.convertToFormat(QImage::Format_RGB32), qPrintable(where + QStringLiteral(": pixels differ")));

        const std::vector<PdfWord> words = document.words(index).words;
        const std::vector<std::unique_ptr<Poppler::TextBox>> boxes = page->textList();
        QCOMPARE(words.size(), boxes.size());
        for (size_t w = 0; w < words.size(); ++w) {
            const PdfWord &word = words[w];
            const Poppler::TextBox &box = *boxes[w];
            QCOMPARE(word.text, box.text());
            QCOMPARE(word.box, box.boundingBox());
            QCOMPARE(word.spaceAfter, box.hasSpaceAfter());
            QCOMPARE(word.lineEnd, box.nextWord() == nullptr);
            QCOMPARE(qsizetype(word.charBoxes.size()), word.text.toUcs4().size());
            for (size_t c = 0; c < word.charBoxes.size(); ++c)
                QCOMPARE(word.charBoxes[c], box.charBoundingBox(int(c)));
        }
    }
    ++m_compared;
}

void tst_PdfEngine::everyReadableCorpusFileWasCompared()
{
    // Most of the corpus opens; a comparison that quietly did nothing is a failure.
    QVERIFY2(m_expected >= 25, qPrintable(QString::number(m_expected)));
    QCOMPARE(m_compared, m_expected);
}

void tst_PdfEngine::aCopyRendersWhatTheOriginalRenders()
{
    PdfOpenResult opened = PdfDocument::open(testing::corpusFile(QStringLiteral("acmart-sample-sigconf.pdf")));
    QVERIFY(opened.ok());
    std::unique_ptr<PdfDocument> copy = opened.document->clone();
    QVERIFY(copy);
    for (int index = 0; index < copy->pageCount(); ++index) {
        // The copy's output device is warm from the pages before; the
        // original renders each page after another dpi.
        const QImage warm = copy->render(index, 72);
        const QImage other = opened.document->render(index, 50);
        QVERIFY(!other.isNull());
        QCOMPARE(warm, opened.document->render(index, 72));
        QCOMPARE(copy->words(index).words.size(), opened.document->words(index).words.size());
    }
    int calls = 0;
    QVERIFY(copy->render(0, 72, 32'000'000, [&calls] { return ++calls > 1; }).isNull());
    QVERIFY(calls > 1);
}

QTEST_GUILESS_MAIN(tst_PdfEngine)
#include "tst_pdfengine.moc"
