#include "textextraction.h"

#include "canonicaltextbuilder.h"
#include "pdfdocument.h"

#include <atomic>
#include <memory>
#include <thread>

namespace touchstone {

PageText TextExtraction::extractPage(const PdfDocument &document, int index, const AbortCheck &abort)
{
    const PdfPageInfo &info = document.pageInfo(index);
    PageText page;
    if (!info.readable) {
        page.status = TextLayerStatus::Unreadable;
        page.statusDetail = tr("the page cannot be read (the file is damaged)");
    } else {
        PdfDocument::PageWords words = document.words(index, abort);
        if (words.aborted)
            return {};
        page = CanonicalTextBuilder::build(words.words, info.sizePoints, words.warnings, words.formFields);
        if (words.tinyCharactersCapped) {
            page.textCapped = true;
            if (page.status == TextLayerStatus::Usable) {
                page.status = TextLayerStatus::Damaged;
                page.statusDetail = tr("the page holds %L1 or more characters smaller than 3 pt; the PDF library "
                                       "reads only the first %L1, so part of its text is likely missing")
                                        .arg(PdfDocument::kTinyCharacterCap);
            }
        }
    }
    page.sizePoints = info.sizePoints;
    page.rotation = info.rotation;
    return page;
}

std::vector<PageText> TextExtraction::extractAll(const PdfDocument &document, int threads,
                                                 const Progress &progress, const AbortCheck &abort)
{
    const int pageCount = document.pageCount();
    std::vector<PageText> pages(size_t(std::max(pageCount, 0)));
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    std::atomic<bool> aborted{false};

    auto work = [&](const PdfDocument &own) {
        for (int index = next++; index < pageCount; index = next++) {
            if (aborted || (abort && abort())) {
                aborted = true;
                return;
            }
            pages[size_t(index)] = extractPage(own, index, abort);
            const int finished = ++done;
            if (progress)
                progress(finished, pageCount);
        }
    };

    threads = std::clamp(threads, 1, std::max(1, pageCount));
    std::vector<std::unique_ptr<PdfDocument>> copies;
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t) {
        if (std::unique_ptr<PdfDocument> copy = document.clone()) {
            copies.push_back(std::move(copy));
            const PdfDocument *own = copies.back().get();
            workers.emplace_back([&work, own] { work(*own); });
        }
    }
    work(document);
    for (std::thread &worker : workers)
        worker.join();
    if (aborted)
        return {};
    return pages;
}

} // namespace touchstone
