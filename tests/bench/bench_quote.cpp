// Quote lookup in a corpus of about 10 million code points.
//
//   build/bench/bench_quote [--quotes N]
//
// Builds canonical texts of real corpus documents (repeated as separate
// documents until the corpus holds >= 10 M code points), builds one
// QuoteMatcher per document (the find bar and find-quote keep them), then
// looks up quotes taken from the texts (random passages of 20-200 code
// points) across the whole corpus, as "search all documents" does.
// Target: <= 5 ms median per quote.

#include "common/shareddata.h"

#include "annotation/pdfdocument.h"
#include "annotation/quotematcher.h"
#include "annotation/textextraction.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

using namespace touchstone;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int quoteCount = 200;
    const QStringList arguments = app.arguments();
    const int at = int(arguments.indexOf(QStringLiteral("--quotes")));
    if (at >= 0 && at + 1 < arguments.size())
        quoteCount = std::max(1, arguments.at(at + 1).toInt());

    std::vector<std::shared_ptr<CanonicalText>> sources;
    for (const char *file : {"octave-manual.pdf", "lshort-bg.pdf", "lshort-zh-cn.pdf", "govdocs-275884-frequency-tables.pdf",
                             "opf-fonts-not-embedded-56p.pdf", "govdocs-268346-crlf-damaged-tables.pdf"}) {
        PdfOpenResult opened = PdfDocument::open(testing::corpusFile(QString::fromLatin1(file)));
        if (!opened.ok()) {
            std::fprintf(stderr, "%s\n", qPrintable(opened.message));
            return 2;
        }
        sources.push_back(std::make_shared<CanonicalText>(TextExtraction::extractAll(*opened.document, 2)));
    }
    std::vector<std::shared_ptr<CanonicalText>> corpus;
    qint64 total = 0;
    while (total < 10'000'000) {
        for (const auto &text : sources) {
            corpus.push_back(text);
            total += text->size();
        }
    }
    QElapsedTimer build;
    build.start();
    std::vector<std::unique_ptr<QuoteMatcher>> matchers;
    for (const auto &text : corpus)
        matchers.push_back(std::make_unique<QuoteMatcher>(*text));
    std::printf("corpus: %zu documents, %lld code points; matchers built in %.0f ms (once per document)\n",
                corpus.size(), total, double(build.nsecsElapsed()) / 1e6);

    QRandomGenerator random(20240601);
    std::vector<double> times;
    int found = 0;
    for (int q = 0; q < quoteCount; ++q) {
        const CanonicalText &text = *sources[random.bounded(int(sources.size()))];
        const int length = 20 + int(random.bounded(181));
        const int start = int(random.bounded(std::max(1, text.size() - length)));
        QuoteQuery query;
        query.quote = text.slice(start, start + length);
        QElapsedTimer timer;
        timer.start();
        bool hit = false;
        for (const auto &matcher : matchers)
            hit = matcher->find(query).found || hit;
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
        found += hit ? 1 : 0;
    }
    std::sort(times.begin(), times.end());
    std::printf("quotes: %d (%d found; the rest cross unusable text or page ends)\n", quoteCount, found);
    std::printf("lookup across the corpus: median %.2f ms, p90 %.2f ms, max %.2f ms  (target median <= 5 ms)\n",
                times[times.size() / 2], times[times.size() * 9 / 10], times.back());
    return 0;
}
