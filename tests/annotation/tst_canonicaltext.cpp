#include "common/shareddata.h"

#include "annotation/canonicaltext.h"
#include "annotation/canonicaltextbuilder.h"
#include "annotation/pdfdocument.h"
#include "annotation/readingorder.h"
#include "annotation/spananchor.h"
#include "annotation/textextraction.h"
#include "annotation/textlayercheck.h"

#include <QFile>
#include <QList>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace touchstone;

namespace {

std::u32string u32(const QString &text)
{
    const QList<uint> ucs4 = text.toUcs4();
    return std::u32string(ucs4.begin(), ucs4.end());
}

CanonicalText extract(const QString &file)
{
    PdfOpenResult opened = PdfDocument::open(testing::corpusFile(file));
    if (!opened.ok())
        return {};
    return CanonicalText(TextExtraction::extractAll(*opened.document));
}

PdfWord word(const QString &text, double x, double y, double w, double h, bool lineEnd, bool spaceAfter = true)
{
    PdfWord result;
    result.text = text;
    result.box = QRectF(x, y, w, h);
    const qsizetype n = text.toUcs4().size();
    for (qsizetype i = 0; i < n; ++i)
        result.charBoxes.push_back(QRectF(x + w * double(i) / double(n), y, w / double(n), h));
    result.lineEnd = lineEnd;
    result.spaceAfter = spaceAfter && !lineEnd;
    return result;
}

// A one-page PDF whose content draws `lines` lines of `perLine` letters in
// 1 pt Helvetica (each glyph well under 3 × 3 pt), with a correct xref.
QByteArray tinyTextPdf(int lines, int perLine)
{
    QByteArray content = "BT /F1 1 Tf 1 0 0 1 10 780 Tm 1 TL\n";
    const QByteArray line = "(" + QByteArray(perLine / 2, 'a').replace("a", "a ") + ") '\n";
    for (int i = 0; i < lines; ++i)
        content += line;
    content += "ET\n";
    const QList<QByteArray> objects{
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> "
        "/Contents 5 0 R >>",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        "<< /Length " + QByteArray::number(content.size()) + " >>\nstream\n" + content + "endstream",
    };
    QByteArray pdf = "%PDF-1.4\n";
    QList<qsizetype> offsets;
    for (int i = 0; i < objects.size(); ++i) {
        offsets << pdf.size();
        pdf += QByteArray::number(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
    }
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
    for (const qsizetype offset : offsets)
        pdf += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R >>\nstartxref\n"
           + QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

} // namespace

class TestCanonicalText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void geometryRoundTripsThroughStorage();
    void everyOffsetMapsToItsBoxAndBack();
    void randomSpansCoverTheirCharacters();
    void ligatureBoxIsSplitAcrossLetters();
    void rightToLeftVisualOrderBecomesLogical();
    void columnWiseTableIsReadByRows();
    void twoColumnProseKeepsColumnOrder();
    void runningHeadsStartThePage();
    void runningHeadsOfTheCorpusAreNotBetweenColumns();
    void garbledLayersAreDetected();
    void pagesAreJoinedByFormFeed();
    void formFieldValuesAreFlagged();
    void tinyTextPastThePdfLibrarysCapIsReported();
};

void TestCanonicalText::geometryRoundTripsThroughStorage()
{
    const CanonicalText text = extract(QStringLiteral("acmart-sample-sigconf.pdf"));
    QVERIFY(text.pageCount() == 6);
    for (int p = 0; p < text.pageCount(); ++p) {
        const PageText &page = text.page(p);
        PageText copy;
        copy.text = page.text;
        QVERIFY(copy.unpackGeometry(page.packGeometry(), page.size()));
        for (int i = 0; i < page.size(); ++i) {
            QVERIFY(std::abs(copy.boxes[size_t(i)].left - page.boxes[size_t(i)].left) < 2e-5f);
            QVERIFY(std::abs(copy.boxes[size_t(i)].bottom - page.boxes[size_t(i)].bottom) < 2e-5f);
            QCOMPARE(copy.flags[size_t(i)], page.flags[size_t(i)]);
        }
    }
    PageText wrong;
    wrong.text = U"abc";
    QVERIFY(!wrong.unpackGeometry(QByteArray(10, '\0'), 3));
}

void TestCanonicalText::everyOffsetMapsToItsBoxAndBack()
{
    const CanonicalText text = extract(QStringLiteral("pypdf-minimal-document.pdf"));
    QVERIFY(text.size() > 500);
    int checked = 0;
    int roundTrips = 0;
    for (int offset = 0; offset < text.size(); ++offset) {
        const CharBox box = text.boxAt(offset);
        if (box.isEmpty())
            continue;
        ++checked;
        // A point in the left half of a glyph puts the caret before it.
        const QPointF point(box.left + (box.right - box.left) * 0.3, (box.top + box.bottom) / 2);
        roundTrips += text.offsetAt(text.pageOf(offset), point) == offset ? 1 : 0;
    }
    QVERIFY(checked > 500);
    QCOMPARE(roundTrips, checked);
}

void TestCanonicalText::randomSpansCoverTheirCharacters()
{
    const CanonicalText text = extract(QStringLiteral("acmart-sample-sigconf.pdf"));
    QRandomGenerator random(20240601);
    for (int trial = 0; trial < 300; ++trial) {
        const int start = int(random.bounded(text.size() - 200));
        const int end = start + 1 + int(random.bounded(180));
        const std::vector<CanonicalText::PageRects> rects = text.rectsFor(start, end);
        for (int i = start; i < end; ++i) {
            const CharBox box = text.boxAt(i);
            if (box.isEmpty())
                continue;
            const QPointF centre((box.left + box.right) / 2, (box.top + box.bottom) / 2);
            bool covered = false;
            for (const CanonicalText::PageRects &page : rects) {
                if (page.page != text.pageOf(i))
                    continue;
                for (const QRectF &rect : page.rects)
                    covered = covered || rect.adjusted(-1e-4, -1e-4, 1e-4, 1e-4).contains(centre);
            }
            QVERIFY2(covered, qPrintable(QStringLiteral("offset %1 of span %2-%3").arg(i).arg(start).arg(end)));
        }
    }
}

void TestCanonicalText::ligatureBoxIsSplitAcrossLetters()
{
    std::vector<PdfWord> words{word(QStringLiteral("de\uFB01ning"), 0, 0, 70, 10, true)};
    const PageText page = CanonicalTextBuilder::build(words, QSizeF(100, 100));
    QCOMPARE(QString::fromUcs4(page.text.data(), qsizetype(page.text.size())), QStringLiteral("defining"));
    // 'f' and 'i' share the ligature glyph, one half each, and are flagged.
    QVERIFY(page.flags[2] & CharFlag::Normalized);
    QVERIFY(page.flags[3] & CharFlag::Normalized);
    QVERIFY(!(page.flags[4] & CharFlag::Normalized));
    QCOMPARE(page.boxes[2].right, page.boxes[3].left);
    QVERIFY(std::abs(page.boxes[2].left - 0.2f) < 1e-6f);
    QVERIFY(std::abs(page.boxes[3].right - 0.3f) < 1e-6f);
}

void TestCanonicalText::rightToLeftVisualOrderBecomesLogical()
{
    // Logical "אבג דה 123" is displayed (and extracted word by word) as
    // "123 הד גבא": visual order, letters reversed.
    std::u32string text = u32(QStringLiteral("123 \u05D4\u05D3 \u05D2\u05D1\u05D0"));
    std::vector<CharBox> boxes(text.size());
    std::vector<std::uint8_t> flags(text.size());
    for (size_t i = 0; i < boxes.size(); ++i)
        boxes[i].left = float(i);
    CanonicalTextBuilder::restoreLogicalOrder(text, boxes, flags);
    QCOMPARE(QString::fromUcs4(text.data(), qsizetype(text.size())),
             QStringLiteral("\u05D0\u05D1\u05D2 \u05D3\u05D4 123"));
    // Boxes travel with their letters: alef was drawn rightmost.
    QCOMPARE(boxes.front().left, float(text.size() - 1));

    std::u32string latin = U"plain text";
    std::vector<CharBox> latinBoxes(latin.size());
    std::vector<std::uint8_t> latinFlags(latin.size());
    CanonicalTextBuilder::restoreLogicalOrder(latin, latinBoxes, latinFlags);
    QCOMPARE(latin, std::u32string(U"plain text"));
}

void TestCanonicalText::columnWiseTableIsReadByRows()
{
    // Cells arrive column by column, as Poppler emits a booktabs table.
    std::vector<PdfWord> words{
        word(QStringLiteral("Austria"), 78, 165, 32, 9, true),  word(QStringLiteral("Belgium"), 78, 177, 36, 9, true),
        word(QStringLiteral("Denmark"), 78, 189, 40, 9, true),  word(QStringLiteral("8.9"), 204, 165, 13, 9, true),
        word(QStringLiteral("11.5"), 201, 177, 18, 9, true),    word(QStringLiteral("5.8"), 204, 189, 13, 9, true),
        word(QStringLiteral("Vienna"), 356, 165, 31, 9, true),  word(QStringLiteral("Brussels"), 354, 177, 35, 9, true),
        word(QStringLiteral("Copenhagen"), 345, 189, 53, 9, true),
    };
    const PageText page = CanonicalTextBuilder::build(words, QSizeF(595, 842));
    QCOMPARE(page.toQString(), QStringLiteral("Austria\n8.9\nVienna\nBelgium\n11.5\nBrussels\nDenmark\n5.8\nCopenhagen"));
}

void TestCanonicalText::twoColumnProseKeepsColumnOrder()
{
    std::vector<PdfWord> words;
    for (int line = 0; line < 6; ++line)
        words.push_back(word(QStringLiteral("left column line %1 with enough words to be prose").arg(line), 54, 100 + line * 11, 240, 9, true));
    for (int line = 0; line < 6; ++line)
        words.push_back(word(QStringLiteral("right column line %1 with enough words to be prose").arg(line), 318, 100 + line * 11, 240, 9, true));
    const PageText page = CanonicalTextBuilder::build(words, QSizeF(612, 792));
    const QStringList lines = page.toQString().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 12);
    QVERIFY(lines.at(5).startsWith(QStringLiteral("left column line 5")));
    QVERIFY(lines.at(6).startsWith(QStringLiteral("right column line 0")));
}

// The library reads a running head as part of the column it stands over:
// here the right-hand head comes after the left column, as "Trovato et al."
// did on acmart's page 2. A title high on the page, with the next line right
// under it, is body and stays.
void TestCanonicalText::runningHeadsStartThePage()
{
    std::vector<PdfWord> words;
    words.push_back(word(QStringLiteral("Conference acronym"), 54, 62, 160, 7, true));
    for (int line = 0; line < 6; ++line)
        words.push_back(word(QStringLiteral("left column line %1 with enough words to be prose").arg(line), 54, 100 + line * 11, 240, 9, true));
    words.push_back(word(QStringLiteral("Trovato et al."), 520, 62, 40, 7, true));
    for (int line = 0; line < 6; ++line)
        words.push_back(word(QStringLiteral("right column line %1 with enough words to be prose").arg(line), 318, 100 + line * 11, 240, 9, true));
    words.push_back(word(QStringLiteral("7"), 300, 750, 6, 9, true));
    words.push_back(word(QStringLiteral("right column last line"), 318, 166, 240, 9, true));
    const QStringList lines = CanonicalTextBuilder::build(words, QSizeF(612, 792)).toQString().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 16);
    QCOMPARE(lines.at(0), QStringLiteral("Conference acronym"));
    QCOMPARE(lines.at(1), QStringLiteral("Trovato et al."));
    QVERIFY(lines.at(7).startsWith(QStringLiteral("left column line 5")));
    QVERIFY(lines.at(8).startsWith(QStringLiteral("right column line 0")));
    QCOMPARE(lines.at(14), QStringLiteral("right column last line"));
    QCOMPARE(lines.at(15), QStringLiteral("7")); // the folio ends the page

    std::vector<PdfWord> title;
    title.push_back(word(QStringLiteral("A Title Set High"), 54, 40, 300, 14, true));
    for (int line = 0; line < 4; ++line)
        title.push_back(word(QStringLiteral("body line %1").arg(line), 54, 56 + line * 11, 240, 9, true));
    std::vector<TextLine> titleLines = ReadingOrder::groupLines(title);
    QCOMPARE(ReadingOrder::moveRunningHeadsToEdges(titleLines, QSizeF(612, 792)), 0);
}

// Every page of the corpus's two-column papers: a running head is read
// before the columns, never between them; and the corpus quotes still match
// (tst_quotes::everyQuote runs them all over the same text).
void TestCanonicalText::runningHeadsOfTheCorpusAreNotBetweenColumns()
{
    const CanonicalText acmart = extract(QStringLiteral("acmart-sample-sigconf.pdf"));
    QCOMPARE(acmart.pageCount(), 6);
    for (int p = 1; p < acmart.pageCount(); ++p) {
        const QString page = acmart.slice(acmart.pageStart(p), acmart.pageStart(p) + acmart.page(p).size());
        const QStringList lines = page.split(QLatin1Char('\n'));
        QVERIFY2(lines.size() > 10, qPrintable(QString::number(p)));
        // Even pages: "Conference acronym …" then "Trovato et al."; odd:
        // the short title then the conference.
        const QStringList head = lines.mid(0, 2);
        QVERIFY2(head.contains(QStringLiteral("Trovato et al.")) || head.join(QLatin1Char(' ')).contains(QStringLiteral("Woodstock")),
                 qPrintable(QStringLiteral("page %1 starts: %2").arg(p + 1).arg(head.join(QStringLiteral(" | ")))));
        for (qsizetype i = 2; i < lines.size(); ++i) {
            QVERIFY2(lines.at(i) != QStringLiteral("Trovato et al.") && !lines.at(i).startsWith(QStringLiteral("Conference acronym")),
                     qPrintable(QStringLiteral("page %1 line %2: %3").arg(p + 1).arg(i + 1).arg(lines.at(i))));
        }
    }
}

void TestCanonicalText::garbledLayersAreDetected()
{
    const PageText mojibake = CanonicalTextBuilder::build(
        {word(QStringLiteral("ÎÃËÀÂËÅÍÈÅ"), 0, 0, 90, 10, true), word(QStringLiteral("Íàñòðàèâàåìûå êîëîíòèòóëû"), 0, 20, 140, 10, true)},
        QSizeF(600, 800));
    QCOMPARE(mojibake.status, TextLayerStatus::Garbled);
    QVERIFY(mojibake.flags[0] & CharFlag::Unusable);

    const PageText french = CanonicalTextBuilder::build(
        {word(QStringLiteral("Le français est une langue indo-européenne de la famille des langues romanes"), 0, 0, 400, 10, true)},
        QSizeF(600, 800));
    QCOMPARE(french.status, TextLayerStatus::Usable);

    const PageText controls = CanonicalTextBuilder::build({word(QStringLiteral("\u0019\u0012"), 0, 0, 10, 10, true)}, QSizeF(100, 100));
    QCOMPARE(controls.status, TextLayerStatus::Garbled);
    QVERIFY(controls.text.find(U'\u0019') == std::u32string::npos); // control codes never reach the text

    const PageText scan = CanonicalTextBuilder::build({}, QSizeF(100, 100));
    QCOMPARE(scan.status, TextLayerStatus::NoText);

    // One line with private-use code points in an otherwise good page: the
    // page stays usable, that line cannot anchor spans.
    std::vector<PdfWord> mixed;
    for (int i = 0; i < 8; ++i)
        mixed.push_back(word(QStringLiteral("an ordinary line of readable text"), 0, i * 12, 300, 10, true));
    mixed.push_back(word(QStringLiteral("\uE001\uE002 broken"), 0, 120, 60, 10, true));
    const PageText pua = CanonicalTextBuilder::build(mixed, QSizeF(600, 800));
    QCOMPARE(pua.status, TextLayerStatus::Usable);
    QVERIFY(pua.flags.back() & CharFlag::Unusable);
    QVERIFY(!(pua.flags.front() & CharFlag::Unusable));
}

void TestCanonicalText::pagesAreJoinedByFormFeed()
{
    const CanonicalText text = extract(QStringLiteral("pypdf-habibi-rotated-arabic.pdf"));
    QCOMPARE(text.pageCount(), 4);
    for (int p = 1; p < text.pageCount(); ++p) {
        QCOMPARE(text.text()[size_t(text.pageStart(p) - 1)], U'\f');
        QCOMPARE(text.pageOf(text.pageStart(p)), p);
        QCOMPARE(text.pageOf(text.pageStart(p) - 1), p - 1);
    }
    QVERIFY(text.slice(0, text.size()).contains(QStringLiteral("habibi")));
}

void TestCanonicalText::formFieldValuesAreFlagged()
{
    const CanonicalText text = extract(QStringLiteral("pypdf-libreoffice-form.pdf"));
    const QString all = text.slice(0, text.size());
    const int alice = int(all.indexOf(QStringLiteral("Alice")));
    const int label = int(all.indexOf(QStringLiteral("First Name")));
    QVERIFY(alice >= 0 && label >= 0);
    const Result<SpanAnchor> value = SpanAnchor::fromRange(text, 1, alice, alice + 5);
    QVERIFY(value.ok());
    QVERIFY(value->formContent); // the field's value
    const Result<SpanAnchor> printed = SpanAnchor::fromRange(text, 1, label, label + 10);
    QVERIFY(printed.ok());
    QVERIFY(!printed->formContent); // the printed label beside it
}

// Poppler's text output keeps the first 50,000 characters under 3 × 3 pt
// of a page, spaces included, and drops the rest silently
// (TextPage::addChar): a page of 70,000 such letters, each followed by a
// space, keeps 25,000 of them, and the page says so instead of passing for
// complete.
void TestCanonicalText::tinyTextPastThePdfLibrarysCapIsReported()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("tiny.pdf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(tinyTextPdf(700, 200)); // 700 lines of 100 letters and 100 spaces
    file.close();
    PdfOpenResult opened = PdfDocument::open(path);
    QVERIFY2(opened.ok(), qPrintable(opened.message));
    const PdfDocument::PageWords words = opened.document->words(0);
    QVERIFY(words.tinyCharactersCapped);
    qsizetype letters = 0;
    for (const PdfWord &word : words.words)
        letters += word.text.size();
    QVERIFY2(letters < 70000, qPrintable(QString::number(letters))); // the library did drop text
    QVERIFY(letters >= 20000);
    const PageText page = TextExtraction::extractPage(*opened.document, 0);
    QVERIFY(page.textCapped);
    QCOMPARE(page.status, TextLayerStatus::Damaged);
    QVERIFY2(page.statusDetail.contains(QStringLiteral("3 pt")), qPrintable(page.statusDetail));

    // Under the cap nothing is said.
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(tinyTextPdf(200, 200)); // 20,000 letters and 20,000 spaces: under the cap
    file.close();
    PdfOpenResult small = PdfDocument::open(path);
    QVERIFY(small.ok());
    const PageText complete = TextExtraction::extractPage(*small.document, 0);
    QVERIFY(!complete.textCapped);
    QCOMPARE(complete.status, TextLayerStatus::Usable);
    QCOMPARE(complete.toQString().count(QLatin1Char('a')), 20000);
}

QTEST_GUILESS_MAIN(TestCanonicalText)
#include "tst_canonicaltext.moc"
