// Every corpus PDF, and hostile PDFs made here, through everything a
// document goes through: ingest (with the documented outcome of each broken
// file), rendering of every page at low dpi under a deadline (the giant page
// capped, and aborted when the deadline passes), the stored canonical text,
// and quote search. Meant for the sanitizer build (.ci/sanitize.sh), where a
// read out of bounds in any of it is a failure; in every build: no crash, no
// operation longer than 30 s, a clear message or a usable document.

#include "common/corpus.h"

#include "annotation/documentstore.h"
#include "annotation/ingest.h"
#include "annotation/pdfdocument.h"
#include "annotation/projectstore.h"
#include "annotation/quotematcher.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace touchstone;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kRenderDeadlineMs = 10000; // then the abort callback says stop
constexpr qint64 kLimitMs = 30000;          // no single operation may take longer
constexpr double kDpi = 12.0;
constexpr qint64 kMaxPixels = 2'000'000;

// Objects 1..n of a PDF, with a correct cross-reference table unless told
// otherwise: the hostile files break one thing at a time.
struct PdfBuilder
{
    QList<QByteArray> objects; // bodies of objects 1..n
    qint64 xrefShift = 0;      // added to every offset in the table
    qint64 startxrefShift = 0;

    QByteArray build() const
    {
        QByteArray pdf = "%PDF-1.7\n%\xE2\xE3\xCF\xD3\n";
        QList<qint64> offsets;
        for (qsizetype i = 0; i < objects.size(); ++i) {
            offsets << pdf.size();
            pdf += QByteArray::number(i + 1) + " 0 obj\n" + objects[i] + "\nendobj\n";
        }
        const qint64 xref = pdf.size();
        pdf += "xref\n0 " + QByteArray::number(objects.size() + 1) + "\n0000000000 65535 f \n";
        for (const qint64 offset : offsets)
            pdf += QByteArray::number(offset + xrefShift).rightJustified(10, '0') + " 00000 n \n";
        pdf += "trailer\n<< /Size " + QByteArray::number(objects.size() + 1) + " /Root 1 0 R >>\nstartxref\n"
            + QByteArray::number(xref + startxrefShift) + "\n%%EOF\n";
        return pdf;
    }
};

QByteArray stream(const QByteArray &content, const QByteArray &extra = {})
{
    return "<< /Length " + QByteArray::number(content.size()) + extra + " >>\nstream\n" + content + "\nendstream";
}

// Catalog, one page tree node, one page with a text line: objects 1 to 5.
PdfBuilder onePage(const QByteArray &pageExtra = {}, const QByteArray &content = "BT /F1 12 Tf 20 100 Td (Hello hostile world) Tj ET")
{
    PdfBuilder pdf;
    pdf.objects << "<< /Type /Catalog /Pages 2 0 R >>"
                << "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"
                << "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R "
                   "/Resources << /Font << /F1 5 0 R >> >>" + pageExtra + " >>"
                << stream(content) << "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";
    return pdf;
}

QByteArray nested(const QByteArray &open, const QByteArray &close, int depth, const QByteArray &inner = "0")
{
    return open.repeated(depth) + inner + close.repeated(depth);
}

// The hostile files: name → bytes.
QList<QPair<QString, QByteArray>> hostilePdfs()
{
    QList<QPair<QString, QByteArray>> files;
    files << qMakePair(u"control"_s, onePage().build());
    files << qMakePair(u"deep-arrays"_s, onePage(" /Junk " + nested("[", "]", 200000)).build());
    files << qMakePair(u"deep-dictionaries"_s, onePage(" /Junk " + nested("<< /A ", " >>", 100000)).build());
    files << qMakePair(u"deep-content-arrays"_s,
                       onePage({}, "BT /F1 12 Tf 20 100 Td " + nested("[", "]", 100000, "(x)") + " TJ ET").build());
    files << qMakePair(u"deep-graphics-state"_s,
                       onePage({}, QByteArray("q ").repeated(100000) + "BT /F1 12 Tf 20 100 Td (deep) Tj ET"
                                       + QByteArray(" Q").repeated(100000))
                           .build());
    {
        // 200,000 objects, 2,000 pages sharing one content stream.
        PdfBuilder pdf = onePage();
        QByteArray kids;
        const int firstPage = 6;
        for (int i = 0; i < 2000; ++i) {
            pdf.objects << "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R "
                           "/Resources << /Font << /F1 5 0 R >> >> >>";
            kids += QByteArray::number(firstPage + i) + " 0 R ";
        }
        pdf.objects[1] = "<< /Type /Pages /Kids [" + kids + "] /Count 2000 >>";
        while (pdf.objects.size() < 200000)
            pdf.objects << "null";
        files << qMakePair(u"huge-object-count"_s, pdf.build());
    }
    {
        PdfBuilder pdf = onePage();
        pdf.objects[1] = "<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>"; // a node that is its own kid
        files << qMakePair(u"page-tree-self-loop"_s, pdf.build());
        pdf.objects[1] = "<< /Type /Pages /Kids [6 0 R] /Count 1 >>";
        pdf.objects << "<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>"; // two nodes in a cycle
        files << qMakePair(u"page-tree-cycle"_s, pdf.build());
    }
    {
        PdfBuilder pdf = onePage(" /Annots 6 0 R /Group 7 0 R");
        pdf.objects << "6 0 R" << "8 0 R" << "7 0 R"; // references that lead back to themselves
        pdf.objects[3] = "<< /Length 9 0 R >>\nstream\nBT /F1 12 Tf 20 100 Td (loop) Tj ET\nendstream";
        pdf.objects << "9 0 R";
        files << qMakePair(u"recursive-references"_s, pdf.build());
    }
    {
        // A form XObject that draws itself.
        PdfBuilder pdf = onePage({}, "/Fm1 Do");
        pdf.objects[2] = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R "
                         "/Resources << /XObject << /Fm1 6 0 R >> /Font << /F1 5 0 R >> >> >>";
        pdf.objects << stream("BT /F1 12 Tf 20 100 Td (form) Tj ET /Fm1 Do",
                              " /Type /XObject /Subtype /Form /BBox [0 0 200 200] /Resources << /XObject << /Fm1 6 0 R >> "
                              "/Font << /F1 5 0 R >> >>");
        files << qMakePair(u"self-drawing-form"_s, pdf.build());
    }
    {
        PdfBuilder pdf = onePage();
        pdf.objects[3] = "<< /Length 999999 >>\nstream\nBT /F1 12 Tf 20 100 Td (too long) Tj ET\nendstream";
        files << qMakePair(u"stream-length-too-long"_s, pdf.build());
        pdf.objects[3] = "<< /Length 3 >>\nstream\nBT /F1 12 Tf 20 100 Td (too short) Tj ET\nendstream";
        files << qMakePair(u"stream-length-too-short"_s, pdf.build());
        pdf.objects[3] = "<< /Length -40 >>\nstream\nBT /F1 12 Tf 20 100 Td (negative) Tj ET\nendstream";
        files << qMakePair(u"stream-length-negative"_s, pdf.build());
    }
    {
        PdfBuilder pdf = onePage();
        pdf.xrefShift = 10'000'000;
        files << qMakePair(u"xref-outside-the-file"_s, pdf.build());
        pdf.xrefShift = 0;
        pdf.startxrefShift = 50'000'000;
        files << qMakePair(u"startxref-outside-the-file"_s, pdf.build());
        pdf.startxrefShift = -5;
        files << qMakePair(u"startxref-off-by-five"_s, pdf.build());
    }
    {
        PdfBuilder pdf = onePage();
        pdf.objects[2] = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1e30 1e30] /Contents 4 0 R "
                         "/Resources << /Font << /F1 5 0 R >> >> >>";
        files << qMakePair(u"astronomical-media-box"_s, pdf.build());
        pdf.objects[2] = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 14400 14400] /UserUnit 75000 /Contents 4 0 R "
                         "/Resources << /Font << /F1 5 0 R >> >> >>";
        files << qMakePair(u"giant-user-unit"_s, pdf.build());
        pdf.objects[2] = "<< /Type /Page /Parent 2 0 R /MediaBox [200 200 0 0] /Rotate 45 /Contents 4 0 R "
                         "/Resources << /Font << /F1 5 0 R >> >> >>";
        files << qMakePair(u"inverted-media-box-odd-rotation"_s, pdf.build());
    }
    {
        const QByteArray control = onePage().build();
        files << qMakePair(u"header-only"_s, QByteArray("%PDF-1.7\n"));
        files << qMakePair(u"cut-in-half"_s, control.left(control.size() / 2));
        files << qMakePair(u"no-trailer"_s, control.left(control.indexOf("trailer")));
        files << qMakePair(u"binary-noise"_s, QByteArray("%PDF-1.4\n") + QByteArray(4096, '\xA5'));
    }
    return files;
}

// What one document did: the first problem, or empty.
struct Sweep
{
    QString problem;
    int pagesRendered = 0;
    int pagesAborted = 0;
    int pagesCapped = 0;

    void require(bool condition, const QString &what)
    {
        if (!condition && problem.isEmpty())
            problem = what;
    }
};

// Renders `pages` (every page when empty) at low dpi, each under a
// deadline, timing each render.
Sweep renderPages(const PdfDocument &pdf, QList<int> pages = {})
{
    Sweep sweep;
    if (pages.isEmpty())
        for (int i = 0; i < pdf.pageCount(); ++i)
            pages << i;
    for (const int index : std::as_const(pages)) {
        QElapsedTimer timer;
        timer.start();
        const PdfDocument::AbortCheck abort = [&timer] { return timer.elapsed() > kRenderDeadlineMs; };
        const QImage image = pdf.render(index, kDpi, kMaxPixels, abort);
        const qint64 took = timer.elapsed();
        sweep.require(took < kLimitMs, u"page %1 took %2 ms to render"_s.arg(index + 1).arg(took));
        if (pdf.cappedDpi(index, kDpi, kMaxPixels) < kDpi)
            ++sweep.pagesCapped;
        if (!image.isNull()) {
            ++sweep.pagesRendered;
            sweep.require(qint64(image.width()) * image.height() <= kMaxPixels + 2 * (image.width() + image.height()) + 1,
                          u"page %1: a %2×%3 image beyond the cap"_s.arg(index + 1).arg(image.width()).arg(image.height()));
        } else if (took > kRenderDeadlineMs) {
            ++sweep.pagesAborted;
        }
    }
    return sweep;
}

} // namespace

class TestCorpusSweep : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void corpusFile_data();
    void corpusFile();
    void hostileFile_data();
    void hostileFile();

private:
    static void checkGiantPage(const PdfDocument &pdf);
    // Ingests `path`; for an added document, checks its canonical text and
    // finds a quote of every (sampled) page in it again.
    QString ingestAndSearch(const QString &path, const QByteArray &password, IngestOutcome *outcome);

    QTemporaryDir m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

void TestCorpusSweep::initTestCase()
{
    QVERIFY2(!testing::corpusFiles().isEmpty(), "corpus.json not found; set TOUCHSTONE_SHARED");
    auto store = ProjectStore::create(m_dir.filePath(u"project"_s));
    QVERIFY2(store.ok(), qPrintable(store.error()));
    m_store = std::move(*store);
}

QString TestCorpusSweep::ingestAndSearch(const QString &path, const QByteArray &password, IngestOutcome *outcome)
{
    Ingest::Options options;
    options.password = password;
    QElapsedTimer timer;
    timer.start();
    const IngestReport report = Ingest::run(*m_store, {path}, options);
    if (report.files.size() != 1)
        return u"ingest reported %1 files"_s.arg(report.files.size());
    *outcome = report.files.front();
    if (outcome->kind != IngestOutcome::Added && outcome->kind != IngestOutcome::AlreadyPresent)
        return outcome->message.trimmed().isEmpty() ? u"a refusal without a message"_s : QString();
    const auto text = DocumentStore(*m_store).canonicalText(outcome->documentId);
    if (!text)
        return text.error();
    if (text->pageCount() != outcome->pages)
        return u"%1 pages of text for %2 pages"_s.arg(text->pageCount()).arg(outcome->pages);
    const QuoteMatcher matcher(*text);
    const int step = std::max(1, text->pageCount() / 40); // 40 pages of a long manual are enough
    for (int index = 0; index < text->pageCount(); index += step) {
        if (text->page(index).status != TextLayerStatus::Usable)
            continue;
        // Six words from the middle of the page, exactly as the text holds
        // them (line breaks included), where a span may be made: the quote
        // must be found again.
        const std::u32string &all = text->text();
        const int pageStart = text->pageStart(index);
        const int pageEnd = text->pageStart(index + 1);
        int start = pageStart + (pageEnd - pageStart) / 2;
        while (start > pageStart && !QChar::isSpace(char32_t(all[size_t(start - 1)])))
            --start;
        int end = start;
        for (int words = 0; words < 6 && end < pageEnd; ++words) {
            while (end < pageEnd && !QChar::isSpace(char32_t(all[size_t(end)])))
                ++end;
            while (words < 5 && end < pageEnd && QChar::isSpace(char32_t(all[size_t(end)])))
                ++end;
        }
        if (end - start < 12 || !text->isAnchorable(start, end))
            continue;
        const QString quote = text->slice(start, end);
        const QuoteMatch match = matcher.find(QuoteQuery{quote});
        if (!match.found)
            return u"page %1: its own text “%2” is not found: %3"_s.arg(index + 1).arg(quote, match.reason);
    }
    if (timer.elapsed() > kLimitMs * 10)
        return u"ingest and search took %1 ms"_s.arg(timer.elapsed());
    return {};
}

// The giant page at 100 % zoom (72 dpi, about 8400 × 8400 px) is rendered
// at the capped size; and a render whose deadline passes at once returns
// no image, within the time limit.
void TestCorpusSweep::checkGiantPage(const PdfDocument &pdf)
{
    constexpr qint64 kSmallCap = 1'000'000;
    QVERIFY(pdf.cappedDpi(0, 72.0, kSmallCap) < 72.0);
    QElapsedTimer timer;
    timer.start();
    const QImage capped = pdf.render(0, 72.0, kSmallCap);
    QVERIFY(!capped.isNull());
    QVERIFY2(qint64(capped.width()) * capped.height() <= kSmallCap + 2 * (capped.width() + capped.height()),
             qPrintable(u"%1×%2"_s.arg(capped.width()).arg(capped.height())));
    qInfo("the giant page capped to %d×%d px in %lld ms", capped.width(), capped.height(), timer.elapsed());
    timer.restart();
    const QImage aborted = pdf.render(0, 72.0, kSmallCap, [&timer] { return timer.elapsed() > 100; });
    QVERIFY(aborted.isNull());
    QVERIFY2(timer.elapsed() < kLimitMs, qPrintable(u"an aborted render returned after %1 ms"_s.arg(timer.elapsed())));
    qInfo("a render aborted after 100 ms returned after %lld ms", timer.elapsed());
}

void TestCorpusSweep::corpusFile_data()
{
    QTest::addColumn<QJsonObject>("entry");
    for (const QJsonValue &value : testing::corpusFiles()) {
        const QJsonObject entry = value.toObject();
        QTest::newRow(qPrintable(entry.value(u"file"_s).toString())) << entry;
    }
}

void TestCorpusSweep::corpusFile()
{
    QFETCH(QJsonObject, entry);
    const QString path = testing::corpusFile(entry.value(u"file"_s).toString());
    const QJsonObject observed = entry.value(u"observed_with_poppler_22_12"_s).toObject();
    const QByteArray password = entry.value(u"password"_s).toObject().value(u"user"_s).toString().toUtf8();
    const bool loads = observed.value(u"qt6_document_load"_s).toString() == QLatin1String("ok");
    const int pages = observed.value(u"qt6_num_pages"_s).toInt(-1);
    const bool firstPageNull = observed.value(u"qt6_first_page_null"_s).toBool();

    // Opening: the documented message for each broken file.
    QElapsedTimer timer;
    timer.start();
    const PdfOpenResult opened = PdfDocument::open(path, password);
    QVERIFY2(timer.elapsed() < kLimitMs, qPrintable(u"open took %1 ms"_s.arg(timer.elapsed())));
    if (!loads) {
        QCOMPARE(opened.status, PdfOpenStatus::Unreadable);
        QVERIFY2(opened.message.contains(u"not a valid or readable PDF"_s), qPrintable(opened.message));
    } else if (pages == 0) {
        QCOMPARE(opened.status, PdfOpenStatus::NoPages);
        QVERIFY2(opened.message.contains(u"incomplete or damaged"_s), qPrintable(opened.message));
    } else if (firstPageNull && pages == 1) {
        QCOMPARE(opened.status, PdfOpenStatus::NoPages);
        QVERIFY2(opened.message.contains(u"damaged"_s), qPrintable(opened.message));
    } else {
        QVERIFY2(opened.ok(), qPrintable(opened.message));
        QCOMPARE(opened.document->pageCount(), pages);
        const Sweep sweep = renderPages(*opened.document);
        QVERIFY2(sweep.problem.isEmpty(), qPrintable(sweep.problem));
        if (entry.value(u"stresses"_s).toArray().contains(u"huge-page"_s))
            checkGiantPage(*opened.document);
        qInfo("%d pages: %d rendered, %d aborted at the deadline, %d capped", pages, sweep.pagesRendered,
              sweep.pagesAborted, sweep.pagesCapped);
    }

    IngestOutcome outcome;
    const QString problem = ingestAndSearch(path, password, &outcome);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(outcome.kind == IngestOutcome::Added || outcome.kind == IngestOutcome::AlreadyPresent, opened.ok());
}

void TestCorpusSweep::hostileFile_data()
{
    QTest::addColumn<QString>("path");
    for (const auto &[name, bytes] : hostilePdfs()) {
        const QString path = m_dir.filePath(name + u".pdf"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size());
        QTest::newRow(qPrintable(name)) << path;
    }
}

void TestCorpusSweep::hostileFile()
{
    QFETCH(QString, path);
    QElapsedTimer timer;
    timer.start();
    const PdfOpenResult opened = PdfDocument::open(path);
    QVERIFY2(timer.elapsed() < kLimitMs, qPrintable(u"open took %1 ms"_s.arg(timer.elapsed())));
    if (!opened.ok()) {
        QVERIFY2(opened.message.contains(QFileInfo(path).fileName()), qPrintable(opened.message));
    } else {
        // A bounded sample of pages: the first ten and the last.
        QList<int> pages;
        for (int i = 0; i < std::min(10, opened.document->pageCount()); ++i)
            pages << i;
        pages << opened.document->pageCount() - 1;
        const Sweep sweep = renderPages(*opened.document, pages);
        QVERIFY2(sweep.problem.isEmpty(), qPrintable(sweep.problem));
        for (const int index : std::as_const(pages)) {
            QElapsedTimer words;
            words.start();
            opened.document->words(index, [&words] { return words.elapsed() > kRenderDeadlineMs; });
            QVERIFY2(words.elapsed() < kLimitMs, qPrintable(u"text of page %1: %2 ms"_s.arg(index + 1).arg(words.elapsed())));
        }
    }
    IngestOutcome outcome;
    const QString problem = ingestAndSearch(path, {}, &outcome);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // Opened here means added there, and refused here means refused there,
    // with the same one-line message.
    QCOMPARE(outcome.kind == IngestOutcome::Added || outcome.kind == IngestOutcome::AlreadyPresent, opened.ok());
    if (!opened.ok())
        QCOMPARE(outcome.message, opened.message);
    qInfo("%s: %s", qPrintable(QFileInfo(path).fileName()),
          qPrintable(opened.ok() ? u"usable, %1 pages"_s.arg(outcome.pages) : opened.message));
}

QTEST_GUILESS_MAIN(TestCorpusSweep)
#include "tst_corpussweep.moc"
