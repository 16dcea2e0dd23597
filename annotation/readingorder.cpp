#include "readingorder.h"

#include <algorithm>
#include <iterator>
#include <numeric>

namespace touchstone {

namespace {

bool isVertical(const TextLine &line)
{
    return line.codePoints >= 3 && line.box.height() > 2.5 * line.box.width();
}

double verticalOverlap(const QRectF &a, const QRectF &b)
{
    return std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top());
}

// Lines share a row when they overlap by half the smaller height.
bool sameRow(const QRectF &a, const QRectF &b)
{
    const double minHeight = std::min(a.height(), b.height());
    return minHeight > 0 && verticalOverlap(a, b) >= 0.5 * minHeight;
}

// Sorts `lines[begin, end)` into rows, top to bottom, each row left to right.
void sortIntoRows(std::vector<TextLine> &lines, size_t begin, size_t end)
{
    std::vector<TextLine> region(lines.begin() + long(begin), lines.begin() + long(end));
    std::stable_sort(region.begin(), region.end(), [](const TextLine &a, const TextLine &b) {
        return a.box.center().y() < b.box.center().y();
    });
    std::vector<std::vector<TextLine>> rows;
    for (TextLine &line : region) {
        if (!rows.empty() && sameRow(rows.back().front().box, line.box))
            rows.back().push_back(std::move(line));
        else
            rows.push_back({std::move(line)});
    }
    size_t out = begin;
    for (std::vector<TextLine> &row : rows) {
        std::stable_sort(row.begin(), row.end(),
                         [](const TextLine &a, const TextLine &b) { return a.box.left() < b.box.left(); });
        for (TextLine &line : row)
            lines[out++] = std::move(line);
    }
}

// Whether line `i` of the window has a neighbour in the same row, close by
// horizontally: true for a table cell, false for prose beside a table.
bool hasRowPartner(const std::vector<TextLine> &lines, size_t begin, size_t end, size_t i, double maxGap)
{
    for (size_t j = begin; j < end; ++j) {
        if (j == i || !sameRow(lines[i].box, lines[j].box))
            continue;
        const double gap = std::max(lines[j].box.left() - lines[i].box.right(),
                                    lines[i].box.left() - lines[j].box.right());
        if (gap <= maxGap)
            return true;
    }
    return false;
}

// A table read column by column moves back up and to the right at each new
// column; prose in two columns does that once per page, with long lines.
bool looksLikeColumnWiseTable(const std::vector<TextLine> &lines, size_t begin, size_t end)
{
    if (end - begin < 6)
        return false;
    int jumps = 0;
    int codePoints = 0;
    for (size_t i = begin; i < end; ++i) {
        codePoints += lines[i].codePoints;
        if (i == begin)
            continue;
        const QRectF &previous = lines[i - 1].box;
        const QRectF &current = lines[i].box;
        if (current.top() < previous.top() - 0.5 * previous.height() && current.left() > previous.left())
            ++jumps;
    }
    const double averageLength = double(codePoints) / double(end - begin);
    return jumps >= 2 && averageLength <= 16.0;
}

} // namespace

std::vector<TextLine> ReadingOrder::groupLines(const std::vector<PdfWord> &words)
{
    std::vector<TextLine> lines;
    TextLine current;
    for (int i = 0; i < int(words.size()); ++i) {
        const PdfWord &word = words[size_t(i)];
        current.words.push_back(i);
        current.box = current.box.isNull() ? word.box : current.box.united(word.box);
        current.codePoints += int(word.charBoxes.size());
        if (word.lineEnd || i + 1 == int(words.size())) {
            lines.push_back(std::move(current));
            current = TextLine();
        }
    }
    return lines;
}

void ReadingOrder::refine(std::vector<TextLine> &lines, const QSizeF &pageSize)
{
    if (!orderVerticalText(lines)) {
        moveRunningHeadsToEdges(lines, pageSize);
        orderTableRows(lines, pageSize);
    }
}

int ReadingOrder::moveRunningHeadsToEdges(std::vector<TextLine> &lines, const QSizeF &pageSize)
{
    if (lines.size() < 3 || pageSize.height() <= 0)
        return 0;
    // The page's rows, top to bottom, as indexes into `lines`.
    std::vector<size_t> order(lines.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return lines[a].box.center().y() < lines[b].box.center().y(); });
    struct Row
    {
        std::vector<size_t> lines;
        QRectF box;
    };
    std::vector<Row> rows;
    for (size_t index : order) {
        if (!rows.empty() && sameRow(lines[rows.back().lines.front()].box, lines[index].box)) {
            rows.back().lines.push_back(index);
            rows.back().box = rows.back().box.united(lines[index].box);
        } else {
            rows.push_back({{index}, lines[index].box});
        }
    }
    if (rows.size() < 3)
        return 0;
    // A running head is the topmost rows, in the top tenth of the page (LaTeX
    // classes set them there: acmart at 8.7 %), down to the first row that
    // stands clear of the next by its own height; folios and running feet
    // the same from the bottom.
    const auto clearGap = [&](size_t upper, size_t lower) {
        const double height = std::max(rows[upper].box.height(), rows[lower].box.height());
        return rows[lower].box.top() - rows[upper].box.bottom() >= height;
    };
    size_t headRows = 0;
    for (size_t r = 0; r + 1 < rows.size() && rows[r].box.bottom() <= 0.1 * pageSize.height(); ++r) {
        if (clearGap(r, r + 1)) {
            headRows = r + 1;
            break;
        }
    }
    size_t footRows = 0;
    for (size_t r = rows.size() - 1; r > headRows && rows[r].box.top() >= 0.9 * pageSize.height(); --r) {
        if (clearGap(r - 1, r)) {
            footRows = rows.size() - r;
            break;
        }
    }
    if (headRows == 0 && footRows == 0)
        return 0;
    // Moved as the library ordered them among themselves: only their place
    // relative to the body changes, so pages whose margins were already read
    // first and last keep their text.
    enum Place : char { Body, Head, Foot };
    std::vector<Place> place(lines.size(), Body);
    for (size_t r = 0; r < headRows; ++r) {
        for (size_t index : rows[r].lines)
            place[index] = Head;
    }
    for (size_t r = rows.size() - footRows; r < rows.size(); ++r) {
        for (size_t index : rows[r].lines)
            place[index] = Foot;
    }
    std::vector<TextLine> ordered;
    ordered.reserve(lines.size());
    for (const Place wanted : {Head, Body, Foot}) {
        for (size_t i = 0; i < lines.size(); ++i) {
            if (place[i] == wanted)
                ordered.push_back(std::move(lines[i]));
        }
    }
    const int moved = int(lines.size() - size_t(std::count(place.begin(), place.end(), Body)));
    lines = std::move(ordered);
    return moved;
}

bool ReadingOrder::orderVerticalText(std::vector<TextLine> &lines)
{
    int verticalCodePoints = 0;
    int allCodePoints = 0;
    for (const TextLine &line : lines) {
        allCodePoints += line.codePoints;
        if (isVertical(line))
            verticalCodePoints += line.codePoints;
    }
    if (allCodePoints == 0 || verticalCodePoints < 0.6 * allCodePoints)
        return false;

    // Bands: groups of lines whose vertical extents overlap.
    std::vector<size_t> order(lines.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return lines[a].box.top() < lines[b].box.top(); });
    std::vector<int> band(lines.size(), 0);
    int currentBand = -1;
    double bandBottom = 0;
    for (size_t index : order) {
        const QRectF &box = lines[index].box;
        if (currentBand < 0 || box.top() > bandBottom) {
            ++currentBand;
            bandBottom = box.bottom();
        } else {
            bandBottom = std::max(bandBottom, box.bottom());
        }
        band[index] = currentBand;
    }
    std::vector<size_t> reading(lines.size());
    std::iota(reading.begin(), reading.end(), 0);
    std::stable_sort(reading.begin(), reading.end(), [&](size_t a, size_t b) {
        if (band[a] != band[b])
            return band[a] < band[b];
        return lines[a].box.center().x() > lines[b].box.center().x();
    });
    std::vector<TextLine> reordered;
    reordered.reserve(lines.size());
    for (size_t index : reading)
        reordered.push_back(std::move(lines[index]));
    lines = std::move(reordered);
    return true;
}

int ReadingOrder::orderTableRows(std::vector<TextLine> &lines, const QSizeF &pageSize)
{
    const double shortWidth = 0.3 * pageSize.width();
    const double maxGap = 0.25 * pageSize.width();
    int regions = 0;
    size_t begin = 0;
    while (begin < lines.size()) {
        size_t end = begin;
        while (end < lines.size() && lines[end].box.width() <= shortWidth && lines[end].codePoints <= 40)
            ++end;
        if (end == begin) {
            ++begin;
            continue;
        }
        size_t first = begin;
        size_t last = end;
        while (first < last && !hasRowPartner(lines, first, last, first, maxGap))
            ++first;
        while (last > first && !hasRowPartner(lines, first, last, last - 1, maxGap))
            --last;
        if (looksLikeColumnWiseTable(lines, first, last)) {
            sortIntoRows(lines, first, last);
            ++regions;
        }
        begin = end;
    }
    return regions;
}

} // namespace touchstone
