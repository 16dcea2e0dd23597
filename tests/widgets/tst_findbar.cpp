#include "annotation/canonicaltext.h"
#include "annotation/pdfdocument.h"
#include "annotation/textextraction.h"
#include "common/shareddata.h"
#include "widgets/findbar.h"

#include <QElapsedTimer>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace touchstone;

namespace {

std::shared_ptr<const CanonicalText> extract(const char *name)
{
    PdfOpenResult opened = PdfDocument::open(testing::corpusFile(QString::fromLatin1(name)));
    if (!opened.ok())
        return nullptr;
    return std::make_shared<const CanonicalText>(TextExtraction::extractAll(*opened.document));
}

} // namespace

class TestFindBar : public QObject
{
    Q_OBJECT

private slots:
    void largeTextIsIndexedOffTheGuiThread();
    void startsAtTheCurrentPage();
    void withoutTextSaysSo();
};

// The Octave manual has about 2.5 million code points: building the matcher
// must not freeze the window, and searching it must still answer.
void TestFindBar::largeTextIsIndexedOffTheGuiThread()
{
    const auto text = extract("octave-manual.pdf");
    QVERIFY(text && text->size() > 2'000'000);
    FindBar bar;
    bar.show();
    QElapsedTimer timer;
    timer.start();
    bar.setText(text);
    bar.setQuery(QStringLiteral("cellfun"));
    QVERIFY2(timer.elapsed() < 100, "setText/setQuery blocked the GUI thread");
    QVERIFY(bar.isSearching());
    QCOMPARE(bar.statusText(), FindBar::tr("preparing search…"));
    QTRY_VERIFY_WITH_TIMEOUT(!bar.isSearching(), 60000);
    qInfo("matcher built and searched in %lld ms", timer.elapsed());
    QVERIFY(bar.matches().size() > 10);
    QCOMPARE(bar.statusText(), FindBar::tr("%1 of %2").arg(1).arg(bar.matches().size()));
    for (const QuoteMatch &match : bar.matches())
        QCOMPARE(text->slice(match.start, match.end).toCaseFolded(), QStringLiteral("cellfun"));
}

void TestFindBar::startsAtTheCurrentPage()
{
    const auto text = extract("acmart-sample-sigconf.pdf");
    FindBar bar;
    bar.show();
    bar.setText(text);
    bar.setStartOffset(text->pageStart(3)); // the view shows page 4
    QSignalSpy current(&bar, &FindBar::currentMatchChanged);
    bar.setQuery(QStringLiteral("acmart"));
    QTRY_COMPARE(current.count(), 1);
    const int index = current.first().at(0).toInt();
    QVERIFY(index > 0);
    QVERIFY(bar.matches()[size_t(index)].start >= text->pageStart(3));
    QVERIFY(bar.matches()[size_t(index - 1)].start < text->pageStart(3));

    // Shift+Enter in a fresh search goes to the last match before the page.
    auto *field = bar.findChild<QLineEdit *>();
    field->clear();
    QTest::keyClicks(field, QStringLiteral("ACM"));
    QTest::keyClick(field, Qt::Key_Return, Qt::ShiftModifier);
    QTRY_VERIFY(!bar.isSearching() && bar.currentIndex() >= 0);
    QVERIFY(bar.matches()[size_t(bar.currentIndex())].start < text->pageStart(3));
    QVERIFY(bar.matches()[size_t(bar.currentIndex()) + 1].start >= text->pageStart(3));

    QSignalSpy dismissed(&bar, &FindBar::dismissed);
    QTest::keyClick(field, Qt::Key_Escape);
    QCOMPARE(dismissed.count(), 1);
    QVERIFY(bar.isHidden());
    QVERIFY(bar.matches().empty());
}

void TestFindBar::withoutTextSaysSo()
{
    FindBar bar;
    bar.show();
    bar.setQuery(QStringLiteral("anything"));
    QCOMPARE(bar.statusText(), FindBar::tr("no text to search"));
    QVERIFY(bar.matches().empty());
    bar.findNext(); // nothing to step through, nothing breaks
    QCOMPARE(bar.currentIndex(), -1);
}

QTEST_MAIN(TestFindBar)
#include "tst_findbar.moc"
