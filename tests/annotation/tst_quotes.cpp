// Every quote of ../shared/corpus/quotes.json through the matcher that
// find-quote and the find bar use.

#include "common/corpus.h"
#include "common/shareddata.h"

#include "annotation/canonicaltext.h"
#include "annotation/pdfdocument.h"
#include "annotation/plaintext.h"
#include "annotation/quotematcher.h"
#include "annotation/textextraction.h"

#include <QHash>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <memory>

using namespace touchstone;

class TestQuotes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyQuote_data();
    void everyQuote();
    void repeatedTextNeedsThePageHint();
    void lineEndHyphenMatchesJoinedAndKept();
    void exactTextAcrossAHyphenatedLineEndFindsItself();
    void quoteStartingWithSeveralHyphens();
    void softHyphenAtALineEndJoinsTheWord();

private:
    const QuoteMatcher &matcherFor(const QString &file);
    QHash<QString, std::shared_ptr<CanonicalText>> m_texts;
    QHash<QString, std::shared_ptr<QuoteMatcher>> m_matchers;
};

const QuoteMatcher &TestQuotes::matcherFor(const QString &file)
{
    if (!m_matchers.contains(file)) {
        PdfOpenResult opened = PdfDocument::open(testing::corpusFile(file));
        auto text = std::make_shared<CanonicalText>(
            opened.ok() ? TextExtraction::extractAll(*opened.document) : std::vector<PageText>());
        m_texts.insert(file, text);
        m_matchers.insert(file, std::make_shared<QuoteMatcher>(*text));
    }
    return *m_matchers.value(file);
}

void TestQuotes::everyQuote_data()
{
    QTest::addColumn<QJsonObject>("entry");
    const QJsonArray quotes = testing::corpusQuotes();
    QVERIFY2(!quotes.isEmpty(), "quotes.json not found; set TOUCHSTONE_SHARED");
    int row = 0;
    for (const QJsonValue &value : quotes) {
        const QJsonObject entry = value.toObject();
        QTest::newRow(qPrintable(QStringLiteral("%1 %2 p%3").arg(++row).arg(entry.value(QStringLiteral("file")).toString()).arg(entry.value(QStringLiteral("page")).toInt())))
            << entry;
    }
}

// The normalization our basis (Poppler's word list) needed, or, where the
// word list's order fails (tables, vertical text, RTL words), the smallest
// any other extraction needed. Whitespace only is an exact match; anything
// more (NFKC, de-hyphenation, CJK spacing) is a normalized one.
static QString expectedKind(const QJsonObject &match, bool *unmatchable)
{
    const QString wordList = match.value(QStringLiteral("qt6_textlist")).toString();
    if (wordList != QLatin1String("no-match")) {
        *unmatchable = false;
        return wordList == QLatin1String("whitespace") ? QStringLiteral("exact") : QStringLiteral("normalized");
    }
    bool anyMatch = false;
    bool whitespaceOnly = false;
    for (auto it = match.begin(); it != match.end(); ++it) {
        const QString value = it.value().toString();
        if (value == QLatin1String("no-match"))
            continue;
        anyMatch = true;
        whitespaceOnly = whitespaceOnly || value == QLatin1String("whitespace");
    }
    *unmatchable = !anyMatch;
    return whitespaceOnly ? QStringLiteral("exact") : QStringLiteral("normalized");
}

void TestQuotes::everyQuote()
{
    QFETCH(QJsonObject, entry);
    const QString file = entry.value(QStringLiteral("file")).toString();
    const QString quote = entry.value(QStringLiteral("quote")).toString();
    const int page = entry.value(QStringLiteral("page")).toInt();
    const QString note = entry.value(QStringLiteral("note")).toString();
    bool unmatchable = false;
    const QString kind = expectedKind(entry.value(QStringLiteral("match")).toObject(), &unmatchable);

    const QuoteMatcher &matcher = matcherFor(file);
    QuoteQuery query;
    query.quote = quote;
    query.pageHint = page - 1;
    const QuoteMatch match = matcher.find(query);

    // The one documented exception: a Hebrew sentence across a comma that no
    // extraction reproduces because of run order. The note says a correct
    // app needs bidi-aware handling; ours restores logical order, so it is
    // found where it stands — never elsewhere.
    const bool bidiAcrossPunctuation = unmatchable && note.contains(QStringLiteral("bidi-aware"));
    if (unmatchable && !bidiAcrossPunctuation) {
        QVERIFY2(!match.found, qPrintable(QStringLiteral("anchored an unmatchable quote at %1–%2: %3")
                                              .arg(match.start).arg(match.end)
                                              .arg(m_texts.value(file)->slice(match.start, match.end))));
        QVERIFY(!match.reason.isEmpty());
        return;
    }
    QVERIFY2(match.found, qPrintable(match.reason));
    QCOMPARE(match.page + 1, page);
    if (!bidiAcrossPunctuation)
        QCOMPARE(QString::fromLatin1(matchKindKey(match.kind)), kind);
    // The anchored range reads as the quote once whitespace, hyphenation and
    // NFKC are set aside.
    const QString anchored = m_texts.value(file)->slice(match.start, match.end);
    const QRegularExpression hyphenation(QStringLiteral("-\\s*"));
    QCOMPARE(MatchForm::ofQuote(QString(anchored).remove(hyphenation)),
             MatchForm::ofQuote(QString(quote).remove(hyphenation)));
}

void TestQuotes::repeatedTextNeedsThePageHint()
{
    const QString header = QStringLiteral("FY00 Medical SAS");
    const QuoteMatcher &matcher = matcherFor(QStringLiteral("govdocs-275884-frequency-tables.pdf"));
    const std::vector<QuoteMatch> all = matcher.findAll(header);
    QVERIFY(all.size() > 5); // the header repeats on many pages
    for (int hint : {3, 40, 90}) {
        QuoteQuery query;
        query.quote = header;
        query.pageHint = hint;
        const QuoteMatch match = matcher.find(query);
        QVERIFY(match.found);
        int nearest = 1 << 30;
        for (const QuoteMatch &m : all)
            nearest = std::min(nearest, std::abs(m.page - hint));
        QCOMPARE(std::abs(match.page - hint), nearest);
        QCOMPARE(match.occurrences, int(all.size()));
    }
}

void TestQuotes::lineEndHyphenMatchesJoinedAndKept()
{
    const QuoteMatcher &matcher = matcherFor(QStringLiteral("acmart-sample-sigconf.pdf"));
    QuoteQuery joined;
    joined.quote = QStringLiteral("in a conference proceedings or journal");
    QVERIFY(matcher.find(joined).found);
    QuoteQuery wrong;
    wrong.quote = QStringLiteral("in a conference proceed-ings or journal");
    QVERIFY(matcher.find(wrong).found); // the hyphen as printed is also accepted
    QuoteQuery kept;
    kept.quote = QStringLiteral("a “camera-ready” journal article");
    QVERIFY(matcher.find(kept).found);
    QuoteQuery dropped;
    dropped.quote = QStringLiteral("a “cameraready” journal article");
    const QuoteMatch droppedMatch = matcher.find(dropped);
    QVERIFY(droppedMatch.found);
    QCOMPARE(droppedMatch.kind, MatchKind::Normalized);
}

// A span's exact text is a slice of the canonical text, line breaks
// included: across a line-end hyphenation it reads "classi-\nfied", and it
// must anchor the span again (re-anchoring, judgment import, verify).
// Found by the corpus sweep (tst_corpussweep).
void TestQuotes::exactTextAcrossAHyphenatedLineEndFindsItself()
{
    const CanonicalText text = PlainText::canonical(QStringLiteral("Some business are those classi-\nfied in the\n"
                                                                   "survey; a real line-end dash-\n2 stays."));
    const QuoteMatcher matcher(text);
    for (const QString &quote : {QStringLiteral("those classi-\nfied in"), QStringLiteral("those classi- \r\n fied in"),
                                 QStringLiteral("those classified in"), QStringLiteral("those classi-fied in"),
                                 QStringLiteral("dash-\n2 stays")}) {
        QuoteQuery query;
        query.quote = quote;
        const QuoteMatch match = matcher.find(query);
        QVERIFY2(match.found, qPrintable(quote + QStringLiteral(": ") + match.reason));
    }
    QuoteQuery spaced; // typed with a space, not a line break: the hyphen is literal
    spaced.quote = QStringLiteral("those classi- fied in");
    QVERIFY(!matcher.find(spaced).found);
}

// "--- (" (an em dash typed as three hyphens, as LaTeX sources show it) was
// never found: the hyphen-free index let a match start one hyphen early at
// most. Found by the corpus sweep on lshort-zh-cn.pdf.
void TestQuotes::quoteStartingWithSeveralHyphens()
{
    const CanonicalText text = PlainText::canonical(QStringLiteral("--- (long dash), 14\n-- (short dash), 12"));
    const QuoteMatcher matcher(text);
    for (const auto &[quote, start] : {std::pair{QStringLiteral("--- (long"), 0}, std::pair{QStringLiteral("-- (long"), 1},
                                       std::pair{QStringLiteral("- (long"), 2}, std::pair{QStringLiteral("-- (short"), 20}}) {
        QuoteQuery query;
        query.quote = quote;
        const QuoteMatch match = matcher.find(query);
        QVERIFY2(match.found, qPrintable(quote + QStringLiteral(": ") + match.reason));
        QCOMPARE(match.start, start);
    }
}

// Word processors break words at line ends with a soft hyphen (U+00AD)
// that the text layer keeps: "the classi\u00AD" / "fication guide". The
// match form dropped the soft hyphen but kept the line break as a space, so
// "classification" never matched. tests/data/soft_hyphen/make_pdf.py writes
// the PDF the way such exports look (the hyphen drawn, ToUnicode U+00AD).
void TestQuotes::softHyphenAtALineEndJoinsTheWord()
{
    PdfOpenResult opened = PdfDocument::open(testing::sourcePath(QStringLiteral("tests/data/soft_hyphen/soft-hyphen.pdf")));
    QVERIFY2(opened.ok(), qPrintable(opened.message));
    const CanonicalText text(TextExtraction::extractAll(*opened.document));
    const QString all = text.slice(0, text.size());
    QVERIFY2(all.contains(QStringLiteral("classi\u00AD\nfication")), qPrintable(all.left(120)));
    const QuoteMatcher matcher(text);
    for (const QString &quote : {QStringLiteral("then the classification guide"), QStringLiteral("every decision she takes"),
                                 QStringLiteral("then the classi-fication guide")}) {
        QuoteQuery query;
        query.quote = quote;
        const QuoteMatch match = matcher.find(query);
        QVERIFY2(match.found, qPrintable(quote + QStringLiteral(": ") + match.reason));
        QCOMPARE(text.slice(match.start, match.end).remove(QChar(0x00AD)).remove(QLatin1Char('\n')),
                 QString(quote).remove(QLatin1Char('-')));
    }
    // A span's exact text across the break (soft hyphen and line break in
    // it) anchors the span again.
    const int start = int(all.indexOf(QStringLiteral("the classi")));
    const int end = int(all.indexOf(QStringLiteral("guide"))) + 5;
    QuoteQuery exact;
    exact.quote = text.slice(start, end);
    const QuoteMatch match = matcher.find(exact);
    QVERIFY2(match.found, qPrintable(match.reason));
    QCOMPARE(match.start, start);
    QCOMPARE(match.end, end);

    // The same in plain text.
    const CanonicalText plain = PlainText::canonical(QStringLiteral("the classi\u00AD\nfication guide"));
    QuoteQuery typed;
    typed.quote = QStringLiteral("the classification guide");
    QVERIFY(QuoteMatcher(plain).find(typed).found);
}

QTEST_GUILESS_MAIN(TestQuotes)
#include "tst_quotes.moc"
