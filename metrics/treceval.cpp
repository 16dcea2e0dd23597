#include "treceval.h"

#include "treclinereader.h"
#include "trecmeasures.h"
#include "trecqrels.h"
#include "trecrunreader.h"
#include "argtext.h"

#include <QCoreApplication>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <thread>

namespace touchstone {

namespace {

// Up to this many out-of-order neighbours, insertion sort beats std::sort
// (runs usually arrive in rank order, with only tie blocks to reorder).
constexpr long kInsertionSortDescents = 64;

QString tr(const char *text)
{
    return QCoreApplication::translate("TrecEval", text);
}

// Shared by the parsing threads; each topic's table are written by the one
// thread that claimed the topic.
struct Evaluation
{
    const TrecEvalOptions &options;
    const TrecQrels &qrels;
    const TrecMeasures &measures;
    std::vector<double> values; // topic * valueCount
    std::vector<QByteArray> relstrings;
    std::unique_ptr<std::atomic<bool>[]> claimed;
    std::vector<TrecInputError> topicErrors; // a docno retrieved twice within -M
    std::atomic<bool> notContiguous{false};
    QStringList warnings; // of the run, in file order

    Evaluation(const TrecEvalOptions &o, const TrecQrels &q, const TrecMeasures &m)
        : options(o), qrels(q), measures(m),
          values(size_t(q.topicCount()) * size_t(m.valueCount()), 0.0),
          relstrings(m.needsRelstring() ? size_t(q.topicCount()) : 0),
          claimed(new std::atomic<bool>[size_t(q.topicCount())]),
          topicErrors(size_t(q.topicCount()))
    {
        resetClaims();
    }
    void resetClaims()
    {
        for (int t = 0; t < qrels.topicCount(); ++t)
            claimed[size_t(t)] = false;
    }
    bool claim(int topic) { return !claimed[size_t(topic)].exchange(true); }
};

// glibc's qsort (msort.c: top-down merge sort, the left element first when
// the comparison is <= 0), which is what trec_eval's order is when the
// comparison is no strict weak order, i.e. with NaN scores.
template <typename Compare>
void glibcMergeSort(TrecRunEntry *b, size_t n, TrecRunEntry *tmp, const Compare &compare)
{
    if (n <= 1)
        return;
    size_t n1 = n / 2;
    size_t n2 = n - n1;
    TrecRunEntry *b1 = b;
    TrecRunEntry *b2 = b + n1;
    glibcMergeSort(b1, n1, tmp, compare);
    glibcMergeSort(b2, n2, tmp, compare);
    TrecRunEntry *out = tmp;
    while (n1 > 0 && n2 > 0) {
        if (compare(*b1, *b2) <= 0) {
            *out++ = *b1++;
            --n1;
        } else {
            *out++ = *b2++;
            --n2;
        }
    }
    std::copy(b1, b1 + n1, out);
    std::copy(tmp, tmp + (n - n2), b);
}

// trec_eval's ranking with NaN scores: a NaN compares neither greater nor
// less, so comp_sim_docno() falls back to the docnos and the result depends
// on the sort algorithm and its input order, which is the docno order that
// get_trec_results.c's own qsort left (stable, so equal docnos keep file
// order).
void rankWithNaN(std::vector<TrecRunEntry> &entries, const char *text)
{
    std::stable_sort(entries.begin(), entries.end(), [text](const TrecRunEntry &a, const TrecRunEntry &b) {
        return TrecText::compareBytes(text + a.docOffset, a.docLength, text + b.docOffset, b.docLength) < 0;
    });
    const auto compare = [text](const TrecRunEntry &a, const TrecRunEntry &b) {
        if (a.score > b.score)
            return -1;
        if (a.score < b.score)
            return 1;
        return TrecText::compareBytes(text + b.docOffset, b.docLength, text + a.docOffset, a.docLength);
    };
    std::vector<TrecRunEntry> tmp(entries.size());
    glibcMergeSort(entries.data(), entries.size(), tmp.data(), compare);
}

// score descending, then docno in descending strcmp() order (form_res_rels.c).
void rankEntries(std::vector<TrecRunEntry> &entries, const std::string &docnos)
{
    const char *text = docnos.data();
    for (const TrecRunEntry &e : entries) {
        if (std::isnan(e.score)) {
            rankWithNaN(entries, text);
            return;
        }
    }
    auto before = [text](const TrecRunEntry &a, const TrecRunEntry &b) {
        if (a.score != b.score)
            return a.score > b.score;
        return TrecText::compareBytes(text + a.docOffset, a.docLength, text + b.docOffset,
                                      b.docLength) > 0;
    };
    long descents = 0;
    for (size_t i = 1; i < entries.size() && descents <= kInsertionSortDescents; ++i)
        descents += before(entries[i], entries[i - 1]) ? 1 : 0;
    if (descents == 0)
        return;
    if (descents > kInsertionSortDescents) {
        std::sort(entries.begin(), entries.end(), before);
        return;
    }
    for (size_t i = 1; i < entries.size(); ++i) {
        if (!before(entries[i], entries[i - 1]))
            continue;
        const TrecRunEntry moving = entries[i];
        size_t j = i;
        for (; j > 0 && before(moving, entries[j - 1]); --j)
            entries[j] = entries[j - 1];
        entries[j] = moving;
    }
}

// The later of two lines with the same docno among the first `count`
// entries, or an unset error.
TrecInputError findDuplicate(const TrecTopicBlock &block, size_t count, const Evaluation &ev,
                             std::vector<uint32_t> &table)
{
    size_t capacity = 16;
    while (capacity < 2 * count)
        capacity *= 2;
    table.assign(capacity, 0);
    const uint32_t mask = uint32_t(capacity - 1);
    const char *text = block.docnos.data();
    for (size_t i = 0; i < count; ++i) {
        const TrecRunEntry &e = block.entries[i];
        uint32_t slot = e.hash & mask;
        for (; table[slot] != 0; slot = (slot + 1) & mask) {
            const TrecRunEntry &o = block.entries[table[slot] - 1];
            if (o.hash == e.hash && o.docLength == e.docLength
                && std::memcmp(text + o.docOffset, text + e.docOffset, e.docLength) == 0) {
                const TrecRunEntry &later = o.offset > e.offset ? o : e;
                const TrecRunEntry &earlier = o.offset > e.offset ? e : o;
                const qint64 firstLine = TrecText::lineNumberAt(ev.options.runPath, earlier.offset);
                return {later.offset, tr("document '%1' retrieved twice for topic '%2' (also on line %3)")
                                      .arg(argText(QString::fromUtf8(text + e.docOffset, int(e.docLength))), argText(QString::fromUtf8(ev.qrels.topicId(block.topic))), argText(firstLine))};
            }
        }
        table[slot] = uint32_t(i + 1);
    }
    return {};
}

void scoreTopic(Evaluation &ev, int topic, std::vector<int> rels, bool missing)
{
    const RankedJudgments judgments = RankedJudgments::make(
        std::move(rels), ev.qrels.relLevels(topic), ev.options.relevanceLevel);
    double *values = ev.values.data() + size_t(topic) * size_t(ev.measures.valueCount());
    QByteArray *relstring = ev.relstrings.empty() ? nullptr : &ev.relstrings[size_t(topic)];
    ev.measures.evaluate(judgments, ev.options.numDocsInCollection, values, relstring);
    if (missing)
        ev.measures.clearForMissingTopic(values, relstring);
}

// Ranks, cuts at -M, then checks for duplicates, in trec_eval's order (a
// docno retrieved twice below the depth is no error). A duplicate is this
// topic's error, met when the topics are printed in order.
void evaluateBlock(Evaluation &ev, TrecTopicBlock &block, std::vector<uint32_t> &table)
{
    rankEntries(block.entries, block.docnos);
    const size_t depth = size_t(std::min<long>(long(block.entries.size()), ev.options.maxRetrieved));
    if (TrecInputError duplicate = findDuplicate(block, depth, ev, table); duplicate.isSet()) {
        ev.topicErrors[size_t(block.topic)] = std::move(duplicate);
        return;
    }
    std::vector<int> rels;
    rels.reserve(depth);
    for (size_t i = 0; i < depth; ++i) {
        const int rel = block.entries[i].rel;
        if (!ev.options.judgedOnly || rel >= 0)
            rels.push_back(rel);
    }
    scoreTopic(ev, block.topic, std::move(rels), false);
}

struct RangeResult
{
    Status read = Status::success();
    TrecInputError error;     // the first malformed line of the range
    std::vector<TrecTopicBlock> pending; // first/last blocks, in file order
    std::vector<std::pair<qint64, QString>> warnings;
    bool hasContent = false;
    std::string runid;
};

// Parses one byte range, evaluating every block except those that may
// continue in the neighbouring ranges.
void parseRange(Evaluation &ev, qint64 begin, qint64 end, bool holdFirst, bool holdLast,
                RangeResult &out)
{
    TrecRunReader reader(ev.options.runPath, ev.qrels);
    std::vector<uint32_t> table;
    bool first = true;
    const TrecRunReader::Sink sink = [&](TrecTopicBlock &block) {
        const bool isFirst = first;
        first = false;
        if ((holdFirst && isFirst && block.startsRange) || (holdLast && block.endsRange)) {
            out.pending.push_back(std::move(block));
            return true;
        }
        if (ev.notContiguous.load(std::memory_order_relaxed))
            return false;
        if (!ev.claim(block.topic)) {
            ev.notContiguous = true;
            return false;
        }
        evaluateBlock(ev, block, table);
        return true;
    };
    out.read = reader.read(begin, end, sink);
    out.error = reader.error();
    out.hasContent = reader.hasContent();
    out.runid = reader.lastRunid();
    out.warnings = reader.warnings();
}

// Joins the blocks held at range boundaries and evaluates them.
void evaluatePending(Evaluation &ev, std::vector<RangeResult> &ranges)
{
    std::vector<TrecTopicBlock> blocks;
    for (RangeResult &range : ranges) {
        for (TrecTopicBlock &block : range.pending) {
            if (!blocks.empty() && blocks.back().endsRange && block.startsRange
                && blocks.back().topic == block.topic)
                blocks.back().append(block);
            else
                blocks.push_back(std::move(block));
        }
    }
    std::vector<uint32_t> table;
    for (TrecTopicBlock &block : blocks) {
        if (!ev.claim(block.topic)) {
            ev.notContiguous = true;
            return;
        }
        evaluateBlock(ev, block, table);
    }
}

// Interleaved topics: hold every topic until the end of the file.
TrecInputError evaluateHoldingAll(Evaluation &ev, qint64 size, RangeResult &out)
{
    std::vector<TrecTopicBlock> topics(size_t(ev.qrels.topicCount()));
    TrecRunReader reader(ev.options.runPath, ev.qrels);
    const TrecRunReader::Sink sink = [&topics](TrecTopicBlock &block) {
        TrecTopicBlock &all = topics[size_t(block.topic)];
        all.topic = block.topic;
        all.append(block);
        return true;
    };
    out.read = reader.read(0, size, sink);
    out.hasContent = reader.hasContent();
    out.runid = reader.lastRunid();
    out.warnings = reader.warnings();
    if (!out.read || reader.error().isSet())
        return reader.error();
    ev.resetClaims();
    for (TrecInputError &error : ev.topicErrors)
        error = TrecInputError();
    std::vector<uint32_t> table;
    for (TrecTopicBlock &block : topics) {
        if (block.topic < 0)
            continue;
        ev.claim(block.topic);
        evaluateBlock(ev, block, table);
        block = TrecTopicBlock();
    }
    return {};
}

QString describe(const TrecInputError &error, const QString &path)
{
    return TrecText::errorAt(path, TrecText::lineNumberAt(path, error.offset), error.message);
}

Result<std::vector<RangeResult>> parseRun(Evaluation &ev, qint64 size)
{
    const int threads = int(std::clamp<qint64>(size / std::max<qint64>(1, ev.options.minBytesPerThread), 1, std::max(1, ev.options.threads)));
    TrecLineReader splitter(ev.options.runPath);
    if (const Status opened = splitter.open(); !opened)
        return Result<std::vector<RangeResult>>::failure(opened.error());
    std::vector<qint64> bounds{0};
    for (int t = 1; t < threads; ++t)
        bounds.push_back(std::max(bounds.back(), splitter.nextLineStart(size * t / threads)));
    bounds.push_back(size);

    std::vector<RangeResult> ranges(static_cast<size_t>(threads));
    std::vector<std::thread> workers;
    for (int t = 1; t < threads; ++t) {
        workers.emplace_back(parseRange, std::ref(ev), bounds[size_t(t)], bounds[size_t(t) + 1],
                             true, t + 1 < threads, std::ref(ranges[size_t(t)]));
    }
    parseRange(ev, bounds[0], bounds[1], false, threads > 1, ranges[0]);
    for (std::thread &worker : workers)
        worker.join();
    return ranges;
}

// Every problem found, earliest in the file first.
Status firstProblem(const std::vector<RangeResult> &ranges, const QString &path)
{
    const TrecInputError *earliest = nullptr;
    for (const RangeResult &range : ranges) {
        if (!range.read)
            return range.read;
        if (range.error.isSet() && (!earliest || range.error.offset < earliest->offset))
            earliest = &range.error;
    }
    return earliest ? Status::failure(describe(*earliest, path)) : Status::success();
}

Result<QByteArray> evaluateRun(Evaluation &ev)
{
    const QString &path = ev.options.runPath;
    TrecLineReader probe(path);
    if (const Status opened = probe.open(); !opened)
        return Result<QByteArray>::failure(opened.error());
    if (probe.size() == 0)
        return Result<QByteArray>::failure(TrecText::errorAt(path, 1, tr("empty file")));

    Result<std::vector<RangeResult>> parsed = parseRun(ev, probe.size());
    if (!parsed)
        return Result<QByteArray>::failure(parsed.error());
    std::vector<RangeResult> &ranges = *parsed;
    // A range that stopped because topics interleave may hide an earlier
    // problem: then the second reading reports it.
    if (!ev.notContiguous) {
        if (const Status problem = firstProblem(ranges, path); !problem)
            return Result<QByteArray>::failure(problem.error());
        evaluatePending(ev, ranges);
    }
    if (ev.notContiguous) {
        RangeResult all;
        const TrecInputError error = evaluateHoldingAll(ev, probe.size(), all);
        if (!all.read)
            return Result<QByteArray>::failure(all.read.error());
        if (error.isSet())
            return Result<QByteArray>::failure(describe(error, path));
        ranges.assign(1, std::move(all));
    }
    QByteArray runid;
    bool hasContent = false;
    for (const RangeResult &range : ranges) {
        if (range.hasContent) {
            hasContent = true;
            runid = QByteArray::fromStdString(range.runid);
        }
    }
    if (!hasContent)
        return Result<QByteArray>::failure(
            TrecText::errorAt(path, TrecText::lineNumberAt(path, probe.size()), tr("no results in file")));
    std::vector<qint64> offsets;
    for (const RangeResult &range : ranges) {
        for (const auto &warning : range.warnings)
            offsets.push_back(warning.first);
    }
    const std::vector<qint64> lines = TrecText::lineNumbersAt(path, offsets);
    size_t w = 0;
    for (const RangeResult &range : ranges) {
        for (const auto &warning : range.warnings)
            ev.warnings << TrecText::warningAt(path, lines[w++], warning.second);
    }
    return runid;
}

} // namespace

// "FILE:LINE: warning: m" as the error --strict makes of it.
static QString strictError(const QString &warning)
{
    QString error = warning;
    error.replace(error.indexOf(QLatin1String(": warning: ")), 11, QStringLiteral(": "));
    return error + tr(" (an error with --strict)");
}

TrecEvalReport TrecEval::evaluate(const TrecEvalOptions &options)
{
    TrecEvalReport report;
    if (options.maxRetrieved < 0) {
        report.error = tr("maximum retrieved per topic must be 0 or more");
        return report;
    }
    Result<TrecMeasures> measures = TrecMeasures::select(options.measures, options.gain);
    if (!measures) {
        report.error = measures.error();
        return report;
    }
    Result<TrecQrels> qrels = TrecQrels::read(options.qrelsPath);
    if (!qrels) {
        report.error = qrels.error();
        return report;
    }
    report.warnings = qrels->warnings();
    if (options.strict && !report.warnings.isEmpty()) {
        report.error = strictError(report.warnings.front());
        report.warnings.clear();
        return report;
    }

    Evaluation ev(options, *qrels, *measures);
    const Result<QByteArray> runid = evaluateRun(ev);
    report.warnings += ev.warnings;
    if (!runid) {
        report.error = runid.error();
        return report;
    }
    if (options.strict && !ev.warnings.isEmpty()) {
        report.error = strictError(ev.warnings.front());
        report.warnings.clear();
        return report;
    }

    // trec_eval evaluates and prints the topics in order and stops at the
    // first one it cannot evaluate.
    const int topics = qrels->topicCount();
    int evaluated = topics;
    for (int t = 0; t < topics && evaluated == topics; ++t) {
        if (ev.topicErrors[size_t(t)].isSet()) {
            report.error = describe(ev.topicErrors[size_t(t)], options.runPath);
            evaluated = t;
        } else if (const QString error = qrels->topicError(t); !error.isEmpty()) {
            report.error = error;
            evaluated = t;
        } else if (!ev.claimed[size_t(t)]) {
            if (!options.complete) {
                report.error = tr("%1: no results for topic '%2' of %3 (use -c to score it 0)")
                                   .arg(options.runPath, QString::fromUtf8(qrels->topicId(t)), options.qrelsPath);
                evaluated = t;
                break;
            }
            // trec_eval's dummy ranking for a missing topic: one unjudged document.
            scoreTopic(ev, t, options.judgedOnly ? std::vector<int>{} : std::vector<int>{RelevanceCode::NotInPool}, true);
        }
    }

    const int count = measures->valueCount();
    std::vector<double> sums(size_t(count), 0.0);
    for (int t = 0; t < evaluated; ++t) {
        const double *values = ev.values.data() + size_t(t) * size_t(count);
        if (options.perTopic)
            measures->appendTopicLines(report.output, qrels->topicId(t), values,
                                       ev.relstrings.empty() ? QByteArray() : ev.relstrings[size_t(t)]);
        for (int v = 0; v < count; ++v)
            sums[size_t(v)] += values[v];
    }
    if (evaluated == topics && options.summary)
        measures->appendSummaryLines(report.output, sums, topics, *runid,
                                     options.complete ? qrels->positiveJudgmentCount() : -1);
    return report;
}

Result<QByteArray> TrecEval::run(const TrecEvalOptions &options)
{
    TrecEvalReport report = evaluate(options);
    if (!report.ok())
        return Result<QByteArray>::failure(report.error);
    return std::move(report.output);
}

} // namespace touchstone
