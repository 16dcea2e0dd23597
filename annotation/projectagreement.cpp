#include "projectagreement.h"

#include "metrics/bipartitematching.h"
#include "metrics/bootstrapset.h"
#include "metrics/parallelranges.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <tuple>

namespace touchstone {

namespace {

const std::vector<int> kGrades = {0, 1, 2, 3};
const std::vector<int> kBinary = {0, 1};
// Items, strict items, tokens graded, tokens binary: the tallies a Total
// sums, in PackedGroups' order.
constexpr size_t kTallyKinds = 4;

// What a number is computed from: the sum of the tallies of some questions,
// over the project's annotators.
struct Total
{
    AgreementTally items;
    AgreementTally itemsStrict;
    AgreementTally tokensGraded;
    AgreementTally tokensBinary;
    std::vector<ProjectAgreement::QuestionTally::SpanPair> spanPairs;  // by global pair index
    long long highlights = 0;
    long long pooledItems = 0;
    long long highlightItems = 0;
    long long singleMarked = 0;
    int coders = 0;
    std::array<std::vector<double>, kTallyKinds> slotSums;  // PackedGroups::fill's scratch

    explicit Total(int annotators)
        : items(annotators, kGrades)
        , itemsStrict(annotators, kGrades)
        , tokensGraded(annotators, kGrades)
        , tokensBinary(annotators, kBinary)
        , spanPairs(size_t(annotators) * size_t(std::max(annotators - 1, 0)) / 2)
        , coders(annotators)
    {
    }

    size_t pairIndex(int a, int b) const { return size_t(a) * size_t(2 * coders - a - 1) / 2 + size_t(b - a - 1); }

    void clear()
    {
        items.clear();
        itemsStrict.clear();
        tokensGraded.clear();
        tokensBinary.clear();
        std::fill(spanPairs.begin(), spanPairs.end(), ProjectAgreement::QuestionTally::SpanPair());
        highlights = 0;
        pooledItems = 0;
        highlightItems = 0;
        singleMarked = 0;
    }

    void add(const Total &other)
    {
        items.add(other.items);
        itemsStrict.add(other.itemsStrict);
        tokensGraded.add(other.tokensGraded);
        tokensBinary.add(other.tokensBinary);
        for (size_t i = 0; i < spanPairs.size(); ++i) {
            spanPairs[i].exact += other.spanPairs[i].exact;
            spanPairs[i].overlap += other.spanPairs[i].overlap;
            spanPairs[i].spansA += other.spanPairs[i].spansA;
            spanPairs[i].spansB += other.spanPairs[i].spansB;
        }
        highlights += other.highlights;
        pooledItems += other.pooledItems;
        highlightItems += other.highlightItems;
        singleMarked += other.singleMarked;
    }

    void add(const ProjectAgreement::QuestionTally &question)
    {
        items.add(question.items, question.raters);
        itemsStrict.add(question.itemsStrict, question.raters);
        tokensGraded.add(question.tokensGraded, question.raters);
        tokensBinary.add(question.tokensBinary, question.raters);
        for (const auto &pair : question.spanPairs) {
            const int a = question.raters[size_t(pair.a)];
            const int b = question.raters[size_t(pair.b)];
            auto &into = spanPairs[pairIndex(std::min(a, b), std::max(a, b))];
            into.exact += pair.exact;
            into.overlap += pair.overlap;
            into.spansA += a < b ? pair.spansA : pair.spansB;
            into.spansB += a < b ? pair.spansB : pair.spansA;
        }
        highlights += question.highlights;
        pooledItems += question.pooledItems;
        highlightItems += question.highlightItems;
        singleMarked += question.singleMarked;
    }
};

struct Computed
{
    std::optional<double> value;
    long long n = 0;
};

std::optional<double> f1(long long matches, long long spansA, long long spansB)
{
    if (spansA + spansB == 0)
        return std::nullopt;
    return 2.0 * double(matches) / double(spansA + spansB);
}

Computed pairValue(const Total &total, int key, int a, int b)
{
    const auto &spans = total.spanPairs[total.pairIndex(a, b)];
    const long long items = total.items.pairUnits(a, b);
    const long long strict = total.itemsStrict.pairUnits(a, b);
    switch (key) {
    case 0: return {total.items.cohenKappaBinary(a, b), items};
    case 1: return {total.items.cohenKappa(a, b, Weighting::Linear), items};
    case 2: return {total.items.cohenKappa(a, b, Weighting::Quadratic), items};
    case 3: return {total.itemsStrict.cohenKappaBinary(a, b), strict};
    case 4: return {total.itemsStrict.cohenKappa(a, b, Weighting::Quadratic), strict};
    case 5: return {f1(spans.exact, spans.spansA, spans.spansB), spans.spansA + spans.spansB};
    case 6: return {f1(spans.overlap, spans.spansA, spans.spansB), spans.spansA + spans.spansB};
    case 7: return {total.tokensBinary.cohenKappa(a, b, Weighting::Unweighted), total.tokensBinary.pairUnits(a, b)};
    case 8: return {total.tokensGraded.cohenKappa(a, b, Weighting::Linear), total.tokensGraded.pairUnits(a, b)};
    case 9: return {total.tokensGraded.cohenKappa(a, b, Weighting::Quadratic), total.tokensGraded.pairUnits(a, b)};
    }
    return {};
}

// Light's κ (and the span/token analogues): the mean of the pairwise values
// that are defined.
std::optional<double> meanOverPairs(const Total &total, int pairKey, const std::vector<std::pair<int, int>> &pairs)
{
    double sum = 0;
    int defined = 0;
    for (const auto &[a, b] : pairs) {
        if (const std::optional<double> value = pairValue(total, pairKey, a, b).value) {
            sum += *value;
            ++defined;
        }
    }
    return defined == 0 ? std::nullopt : std::optional<double>(sum / defined);
}

Computed overallValue(const Total &total, int key, const std::vector<std::pair<int, int>> &pairs)
{
    const long long items = total.items.unitsRatedTwice();
    const long long strict = total.itemsStrict.unitsRatedTwice();
    const long long tokens = total.tokensGraded.unitsRatedTwice();
    switch (key) {
    case 0: return {meanOverPairs(total, 0, pairs), items};
    case 1: return {meanOverPairs(total, 1, pairs), items};
    case 2: return {meanOverPairs(total, 2, pairs), items};
    case 3: return {total.items.alpha(AlphaLevel::Nominal), items};
    case 4: return {total.items.alpha(AlphaLevel::Ordinal), items};
    case 5: return {total.items.alpha(AlphaLevel::Interval), items};
    case 6: return {total.items.fleissKappa(), total.items.fleissItems()};
    case 7: return {total.items.gwet(Weighting::Quadratic), items};
    case 8: return {meanOverPairs(total, 3, pairs), strict};
    case 9: return {meanOverPairs(total, 4, pairs), strict};
    case 10: return {total.itemsStrict.alpha(AlphaLevel::Ordinal), strict};
    case 11: return {meanOverPairs(total, 5, pairs), total.highlights};
    case 12: return {meanOverPairs(total, 6, pairs), total.highlights};
    case 13: return {meanOverPairs(total, 7, pairs), tokens};
    case 14: return {meanOverPairs(total, 8, pairs), tokens};
    case 15: return {meanOverPairs(total, 9, pairs), tokens};
    case 16: return {total.tokensGraded.alpha(AlphaLevel::Ordinal), tokens};
    }
    return {};
}

AgreementNumber makeNumber(const QString &key, const Computed &computed, const AgreementOptions &options)
{
    AgreementNumber number;
    number.key = key;
    number.n = computed.n;
    number.computed = computed.value;
    if (computed.n < options.minUnits)
        number.status = AgreementStatus::TooFewUnits;
    else if (computed.value)
        number.status = AgreementStatus::Value;
    number.value = number.status == AgreementStatus::Value ? computed.value : std::nullopt;
    return number;
}

// The annotator pairs that share at least one unit of any kind.
std::vector<std::pair<int, int>> sharedPairs(const Total &total)
{
    std::vector<std::pair<int, int>> pairs;
    for (int a = 0; a < total.coders; ++a) {
        for (int b = a + 1; b < total.coders; ++b) {
            const auto &spans = total.spanPairs[total.pairIndex(a, b)];
            if (total.items.pairUnits(a, b) > 0 || total.tokensGraded.pairUnits(a, b) > 0
                || spans.spansA + spans.spansB > 0)
                pairs.emplace_back(a, b);
        }
    }
    return pairs;
}

// The tallies of every question (those `wanted` says; the others stay
// empty) on every core: each question's tally depends on its labels only,
// so every slot is filled as one thread would fill it.
std::vector<ProjectAgreement::QuestionTally> tallyAll(const ProjectLabels &labels, qint64 cutoffMs,
                                                      const std::function<bool(int)> &wanted = {})
{
    std::vector<ProjectAgreement::QuestionTally> tallies(labels.questions().size());
    runInParallelRanges(qint64(tallies.size()), 0, 256, [&](qint64 begin, qint64 end) {
        for (qint64 q = begin; q < end; ++q)
            if (!wanted || wanted(int(q)))
                tallies[size_t(q)] = ProjectAgreement::tallyQuestion(labels, int(q), cutoffMs);
    });
    return tallies;
}

using Groups = std::vector<const ProjectAgreement::QuestionTally *>;
using SpanPair = ProjectAgreement::QuestionTally::SpanPair;

void fillTotal(Total &total, const Groups &groups)
{
    total.clear();
    for (const ProjectAgreement::QuestionTally *question : groups)
        total.add(*question);
}

// The bootstrap's groups as one contiguous list per kind of count, already
// in the shape of the total (AgreementTally::appendEntries). Adding them
// gives the total Total::add gives, bit for bit.
//
// A resample's whole counts are a sum over groups of (times drawn) ×
// (count), so a batch of resamples is one sparse matrix product: each
// group's counts are read once per batch and multiplied into every
// resample's sums at once (a short loop the compiler vectorises), where
// summing resample by resample streamed every drawn group's counts from
// memory again for each resample and waited on memory, not on the adds.
struct PackedGroups
{
    // Resamples whose whole counts are accumulated together.
    static constexpr int kBatch = 32;

    // Slots whose every amount is a whole number ("whole": their sums are
    // exact in a double in any order, so a group drawn c times adds
    // c × amount once) go through the batch product; the others (Gwet's
    // fractional sums) are added in draw order, as Total::add does. Either
    // way each slot's sum is the one the draws in order give, bit for bit.
    struct WholeEntry
    {
        std::uint32_t slot;
        std::int32_t amount;
    };
    struct WholeCounts
    {
        std::vector<WholeEntry> entries;
        std::vector<size_t> offsets;  // group g: [offsets[g], offsets[g + 1])
        size_t slotTotal = 0;
    };
    // The four tallies' whole slots, then the span pairs' counts and the
    // highlights (four slots per pair in pairIndex order, then one).
    static constexpr size_t kSpanBlock = kTallyKinds;
    std::array<WholeCounts, kTallyKinds + 1> whole;
    std::array<size_t, kTallyKinds> slotCounts{};
    // The fractional slots, as (kind, slot), and each group's amounts for
    // them in one row (0 where the group has none: x + 0.0 is x, so adding
    // it changes no sum): a drawn group's row is one read, not four.
    std::vector<std::pair<size_t, std::uint32_t>> fractionalSlots;
    std::vector<double> fractional;  // group g: [g * fractionalSlots.size(), …)
    size_t pairCount = 0;
    size_t groupCount = 0;

    // One batch's whole sums, kept by each thread between calls.
    struct BatchSums
    {
        size_t width = 0;                                        // kBatch, or 1 for the estimate
        std::vector<double> times;                               // group g, resample b: [g * width + b]
        std::array<std::vector<double>, kTallyKinds + 1> sums;   // slot s, resample b: [s * width + b]
        std::vector<double> fractionalSums;
    };

    PackedGroups(const Total &shape, const Groups &groups)
        : pairCount(shape.spanPairs.size())
        , groupCount(groups.size())
    {
        const std::array<const AgreementTally *, kTallyKinds> into{&shape.items, &shape.itemsStrict,
                                                                   &shape.tokensGraded, &shape.tokensBinary};
        std::array<std::vector<AgreementTally::Entry>, kTallyKinds> entries;
        std::array<std::vector<size_t>, kTallyKinds> offsets;
        for (size_t k = 0; k < kTallyKinds; ++k) {
            offsets[k].push_back(0);
            slotCounts[k] = into[k]->slotCount();
            whole[k].slotTotal = slotCounts[k];
        }
        WholeCounts &spanCounts = whole[kSpanBlock];
        spanCounts.slotTotal = 4 * pairCount + 1;
        spanCounts.offsets.push_back(0);
        // Each question's entries on every core, then joined in order.
        std::vector<std::array<std::vector<AgreementTally::Entry>, kTallyKinds>> perGroup(groupCount);
        runInParallelRanges(qint64(groupCount), 0, 256, [&](qint64 begin, qint64 end) {
            for (qint64 g = begin; g < end; ++g) {
                const ProjectAgreement::QuestionTally &question = *groups[size_t(g)];
                const std::array<const AgreementTally *, kTallyKinds> from{
                    &question.items, &question.itemsStrict, &question.tokensGraded, &question.tokensBinary};
                for (size_t k = 0; k < kTallyKinds; ++k)
                    into[k]->appendEntries(*from[k], question.raters, perGroup[size_t(g)][k]);
            }
        });
        for (size_t g = 0; g < groupCount; ++g) {
            const ProjectAgreement::QuestionTally *question = groups[g];
            for (size_t k = 0; k < kTallyKinds; ++k) {
                entries[k].insert(entries[k].end(), perGroup[g][k].begin(), perGroup[g][k].end());
                perGroup[g][k] = {};
                offsets[k].push_back(entries[k].size());
            }
            for (const SpanPair &pair : question->spanPairs) {
                const int a = question->raters[size_t(pair.a)];
                const int b = question->raters[size_t(pair.b)];
                const auto slot = std::uint32_t(4 * shape.pairIndex(std::min(a, b), std::max(a, b)));
                const long long counts[4] = {pair.exact, pair.overlap, a < b ? pair.spansA : pair.spansB,
                                             a < b ? pair.spansB : pair.spansA};
                for (std::uint32_t field = 0; field < 4; ++field)
                    if (counts[field] != 0)
                        spanCounts.entries.push_back({slot + field, std::int32_t(counts[field])});
            }
            if (question->highlights != 0)
                spanCounts.entries.push_back({std::uint32_t(4 * pairCount), std::int32_t(question->highlights)});
            spanCounts.offsets.push_back(spanCounts.entries.size());
        }
        // Whole amounts whose sum over every draw stays below 2^53 are
        // exact in a double whatever the order: a resample draws
        // groupCount groups, so its sum is at most groupCount × the largest.
        const double limit = std::min(2147483647.0, 9007199254740992.0 / double(std::max<size_t>(groupCount, 1)));
        std::array<std::vector<int>, kTallyKinds> column;  // by slot: its place in a fractional row, or -1
        for (size_t k = 0; k < kTallyKinds; ++k) {
            std::vector<char> isWhole(slotCounts[k], 1);
            for (const AgreementTally::Entry &entry : entries[k])
                if (std::floor(entry.amount) != entry.amount || std::fabs(entry.amount) >= limit)
                    isWhole[entry.slot] = 0;
            column[k].assign(slotCounts[k], -1);
            for (size_t slot = 0; slot < slotCounts[k]; ++slot) {
                if (!isWhole[slot]) {
                    column[k][slot] = int(fractionalSlots.size());
                    fractionalSlots.push_back({k, std::uint32_t(slot)});
                }
            }
        }
        const size_t rowWidth = fractionalSlots.size();
        fractional.assign(groupCount * rowWidth, 0.0);
        for (size_t k = 0; k < kTallyKinds; ++k) {
            whole[k].offsets.push_back(0);
            for (size_t g = 0; g < groupCount; ++g) {
                for (size_t e = offsets[k][g]; e < offsets[k][g + 1]; ++e) {
                    const AgreementTally::Entry &entry = entries[k][e];
                    const int place = column[k][entry.slot];
                    if (place < 0)
                        whole[k].entries.push_back({entry.slot, std::int32_t(entry.amount)});
                    else
                        fractional[g * rowWidth + size_t(place)] += entry.amount;
                }
                whole[k].offsets.push_back(whole[k].entries.size());
            }
        }
    }

    // sums[s * width + b] += times[g * width + b] × amount, for every whole
    // entry (s, amount) of every group g.
    template <size_t width>
    void multiply(const WholeCounts &counts, const double *__restrict times, double *__restrict sums) const
    {
        const WholeEntry *const data = counts.entries.data();
        for (size_t g = 0; g < groupCount; ++g) {
            const double *__restrict drawn = times + g * width;
            for (const WholeEntry *entry = data + counts.offsets[g], *last = data + counts.offsets[g + 1];
                 entry != last; ++entry) {
                double *__restrict into = sums + size_t(entry->slot) * width;
                const double amount = double(entry->amount);
                for (size_t b = 0; b < width; ++b)
                    into[b] += drawn[b] * amount;
            }
        }
    }

    // The whole sums of up to kBatch resamples (one for the estimate).
    void accumulate(const std::vector<std::vector<int>> &draws, BatchSums &batch) const
    {
        batch.width = draws.size() == 1 ? 1 : size_t(kBatch);
        batch.times.assign(groupCount * batch.width, 0.0);
        for (size_t b = 0; b < draws.size(); ++b)
            for (const int g : draws[b])
                batch.times[size_t(g) * batch.width + b] += 1.0;
        for (size_t k = 0; k < whole.size(); ++k) {
            batch.sums[k].assign(whole[k].slotTotal * batch.width, 0.0);
            if (batch.width == 1)
                multiply<1>(whole[k], batch.times.data(), batch.sums[k].data());
            else
                multiply<size_t(kBatch)>(whole[k], batch.times.data(), batch.sums[k].data());
        }
    }

    // Resample b of the batch as a total (AgreementTally::assignSlots: the
    // same total as clear() and addEntries, bit for bit).
    void fill(Total &total, BatchSums &batch, size_t b, const std::vector<int> &drawn) const
    {
        total.clear();
        const std::array<AgreementTally *, kTallyKinds> into{&total.items, &total.itemsStrict, &total.tokensGraded,
                                                             &total.tokensBinary};
        for (size_t k = 0; k < kTallyKinds; ++k) {
            std::vector<double> &sums = total.slotSums[k];
            sums.resize(slotCounts[k]);
            const double *column = batch.sums[k].data() + b;
            for (size_t s = 0; s < sums.size(); ++s)
                sums[s] = column[s * batch.width];
        }
        // Fractional slots hold no whole amounts: their sums start from zero
        // and add the drawn rows in draw order.
        const size_t rowWidth = fractionalSlots.size();
        std::vector<double> &acc = batch.fractionalSums;
        acc.assign(rowWidth, 0.0);
        if (rowWidth > 0) {
            double *__restrict into = acc.data();
            for (const int g : drawn) {
                const double *__restrict row = fractional.data() + size_t(g) * rowWidth;
                for (size_t j = 0; j < rowWidth; ++j)
                    into[j] += row[j];
            }
        }
        for (size_t j = 0; j < rowWidth; ++j)
            total.slotSums[fractionalSlots[j].first][fractionalSlots[j].second] = acc[j];
        for (size_t k = 0; k < kTallyKinds; ++k)
            into[k]->assignSlots(total.slotSums[k].data());
        const double *spanColumn = batch.sums[kSpanBlock].data() + b;
        const auto spanSum = [&](size_t slot) { return static_cast<long long>(spanColumn[slot * batch.width]); };
        for (size_t p = 0; p < pairCount; ++p) {
            SpanPair &to = total.spanPairs[p];
            to.exact = spanSum(4 * p);
            to.overlap = spanSum(4 * p + 1);
            to.spansA = spanSum(4 * p + 2);
            to.spansB = spanSum(4 * p + 3);
        }
        total.highlights = static_cast<long long>(spanColumn[4 * pairCount * batch.width]);
    }
};

// Every statistic of one resample: the overall keys, then for each pair
// its keys.
std::vector<std::optional<double>> allValues(const Total &total, const std::vector<std::pair<int, int>> &pairs,
                                             bool withPairs)
{
    std::vector<std::optional<double>> values;
    const int overallCount = int(ProjectAgreement::overallKeys().size());
    const int pairCount = int(ProjectAgreement::pairKeys().size());
    values.reserve(size_t(overallCount) + (withPairs ? pairs.size() * size_t(pairCount) : 0));
    for (int key = 0; key < overallCount; ++key)
        values.push_back(overallValue(total, key, pairs).value);
    if (withPairs) {
        for (const auto &[a, b] : pairs)
            for (int key = 0; key < pairCount; ++key)
                values.push_back(pairValue(total, key, a, b).value);
    }
    return values;
}

// Intervals for the numbers that have a value (an interval around "too few
// units" would be a number in disguise).
void attachIntervals(Total &scratch, const Groups &groups, const std::vector<std::pair<int, int>> &pairs,
                     bool withPairs, const AgreementOptions &options, std::vector<AgreementNumber *> numbers)
{
    if (options.resamples <= 0 || groups.empty())
        return;
    BootstrapOptions bootstrap;
    bootstrap.resamples = options.resamples;
    bootstrap.confidence = options.confidence;
    bootstrap.seed = options.seed;
    const PackedGroups packed(scratch, groups);
    // The resamples on every core, each thread summing into its own total;
    // the draws, and so the intervals, are those of one thread.
    const int coders = scratch.coders;
    const BootstrapSet::BatchStatisticsFactory perThread = [&packed, &pairs, withPairs, coders] {
        auto total = std::make_shared<Total>(coders);
        auto batch = std::make_shared<PackedGroups::BatchSums>();
        return BootstrapSet::BatchStatistics(
            [total, batch, &packed, &pairs, withPairs](const std::vector<std::vector<int>> &draws) {
                packed.accumulate(draws, *batch);
                std::vector<std::vector<std::optional<double>>> values;
                values.reserve(draws.size());
                for (size_t b = 0; b < draws.size(); ++b) {
                    packed.fill(*total, *batch, b, draws[b]);
                    values.push_back(allValues(*total, pairs, withPairs));
                }
                return values;
            });
    };
    const std::vector<BootstrapInterval> intervals = BootstrapSet::batchIntervals(
        int(groups.size()), int(numbers.size()), perThread, bootstrap, 0, PackedGroups::kBatch);
    for (size_t i = 0; i < numbers.size(); ++i) {
        if (numbers[i]->status == AgreementStatus::Value)
            numbers[i]->interval = intervals[i];
    }
}

} // namespace

AgreementNumber ProjectAgreement::number(const QString &key, const std::optional<double> &value, long long n,
                                         const AgreementOptions &options)
{
    return makeNumber(key, {value, n}, options);
}

QString agreementStatusKey(AgreementStatus status)
{
    switch (status) {
    case AgreementStatus::Value: return QStringLiteral("ok");
    case AgreementStatus::Undefined: return QStringLiteral("undefined");
    case AgreementStatus::TooFewUnits: return QStringLiteral("too_few_units");
    }
    return QStringLiteral("undefined");
}

const AgreementNumber *AgreementDashboard::find(const QString &key) const
{
    for (const AgreementNumber &number : overall)
        if (number.key == key)
            return &number;
    return nullptr;
}

const AgreementPairNumbers *AgreementDashboard::pair(int annotatorA, int annotatorB) const
{
    for (const AgreementPairNumbers &numbers : pairs)
        if ((numbers.annotatorA == annotatorA && numbers.annotatorB == annotatorB)
            || (numbers.annotatorA == annotatorB && numbers.annotatorB == annotatorA))
            return &numbers;
    return nullptr;
}

const QStringList &ProjectAgreement::overallKeys()
{
    static const QStringList keys = {
        QStringLiteral("kappa_binary"),          QStringLiteral("kappa_linear"),         QStringLiteral("kappa_quadratic"),
        QStringLiteral("alpha_nominal"),         QStringLiteral("alpha_ordinal"),        QStringLiteral("alpha_interval"),
        QStringLiteral("fleiss_kappa"),          QStringLiteral("gwet_ac2"),             QStringLiteral("kappa_binary_strict"),
        QStringLiteral("kappa_quadratic_strict"), QStringLiteral("alpha_ordinal_strict"), QStringLiteral("span_f1_exact"),
        QStringLiteral("span_f1_overlap"),       QStringLiteral("token_kappa_binary"),   QStringLiteral("token_kappa_linear"),
        QStringLiteral("token_kappa_quadratic"), QStringLiteral("token_alpha_ordinal"),
    };
    return keys;
}

const QStringList &ProjectAgreement::pairKeys()
{
    static const QStringList keys = {
        QStringLiteral("kappa_binary"),        QStringLiteral("kappa_linear"),          QStringLiteral("kappa_quadratic"),
        QStringLiteral("kappa_binary_strict"), QStringLiteral("kappa_quadratic_strict"), QStringLiteral("span_f1_exact"),
        QStringLiteral("span_f1_overlap"),     QStringLiteral("token_kappa_binary"),     QStringLiteral("token_kappa_linear"),
        QStringLiteral("token_kappa_quadratic"),
    };
    return keys;
}

QString ProjectAgreement::title(const QString &key)
{
    static const QHash<QString, const char *> titles = {
        {QStringLiteral("kappa_binary"), QT_TR_NOOP("Cohen's κ, binary (grade ≥ 2)")},
        {QStringLiteral("kappa_linear"), QT_TR_NOOP("Cohen's κ, linear weights")},
        {QStringLiteral("kappa_quadratic"), QT_TR_NOOP("Cohen's κ, quadratic weights")},
        {QStringLiteral("alpha_nominal"), QT_TR_NOOP("Krippendorff's α, nominal")},
        {QStringLiteral("alpha_ordinal"), QT_TR_NOOP("Krippendorff's α, ordinal")},
        {QStringLiteral("alpha_interval"), QT_TR_NOOP("Krippendorff's α, interval")},
        {QStringLiteral("fleiss_kappa"), QT_TR_NOOP("Fleiss' κ")},
        {QStringLiteral("gwet_ac2"), QT_TR_NOOP("Gwet's AC2, quadratic weights")},
        // Strict: without the items only one rater marked (README, "Agreement: items and units").
        {QStringLiteral("kappa_binary_strict"), QT_TR_NOOP("Cohen's κ, binary, strict")},
        {QStringLiteral("kappa_quadratic_strict"), QT_TR_NOOP("Cohen's κ, quadratic, strict")},
        {QStringLiteral("alpha_ordinal_strict"), QT_TR_NOOP("Krippendorff's α, ordinal, strict")},
        {QStringLiteral("span_f1_exact"), QT_TR_NOOP("Span F1, exact match")},
        {QStringLiteral("span_f1_overlap"), QT_TR_NOOP("Span F1, overlap match")},
        {QStringLiteral("token_kappa_binary"), QT_TR_NOOP("Token κ, inside a span")},
        {QStringLiteral("token_kappa_linear"), QT_TR_NOOP("Token κ, linear weights")},
        {QStringLiteral("token_kappa_quadratic"), QT_TR_NOOP("Token κ, quadratic weights")},
        {QStringLiteral("token_alpha_ordinal"), QT_TR_NOOP("Token α, ordinal")},
    };
    const char *text = titles.value(key, nullptr);
    return text ? tr(text) : key;
}

ProjectAgreement::ProjectAgreement(const ProjectLabels &labels)
    : m_labels(labels)
{
}

ProjectAgreement::QuestionTally ProjectAgreement::tallyQuestion(const ProjectLabels &labels, int questionIndex,
                                                               qint64 cutoffMs)
{
    QuestionTally tally;
    const QuestionUnits units = AgreementUnits::of(labels, questionIndex, cutoffMs);
    tally.raters = units.raters;
    const int raters = int(units.raters.size());
    if (raters < 2)
        return tally;
    tally.items = AgreementTally(raters, kGrades);
    tally.itemsStrict = AgreementTally(raters, kGrades);
    std::vector<AgreementTally::Cell> row(static_cast<size_t>(raters));
    for (const QuestionUnits::Item &unit : units.items) {
        for (int r = 0; r < raters; ++r)
            row[size_t(r)] = AgreementTally::Cell(unit.grades[size_t(r)] < 0 ? AgreementTally::Missing : unit.grades[size_t(r)]);
        tally.items.addUnit(row.data());
        if (unit.markedByOne())
            ++tally.singleMarked;
        else
            tally.itemsStrict.addUnit(row.data());
        ++(unit.kind == QuestionUnits::Item::Kind::Pooled ? tally.pooledItems : tally.highlightItems);
    }
    tally.tokensGraded = AgreementTally(raters, kGrades);
    tally.tokensBinary = AgreementTally(raters, kBinary);
    for (const QuestionUnits::TokenDocument &document : units.tokenDocuments) {
        for (size_t s = 0; s < document.lengths.size(); ++s) {
            tally.tokensGraded.addUnit(document.graded.data() + s * size_t(raters), document.lengths[s]);
            tally.tokensBinary.addUnit(document.inside.data() + s * size_t(raters), document.lengths[s]);
        }
    }
    // Span F1 of every pair as SpanAgreement::match counts it, on each
    // rater's spans without duplicates, made once per document instead of
    // twice per pair: the spans come sorted by (start, end), so duplicates
    // are neighbours and exact matches meet in one merge.
    std::vector<std::vector<std::vector<Span>>> unique;  // document × rater
    unique.reserve(units.highlightDocuments.size());
    for (const QuestionUnits::HighlightDocument &highlights : units.highlightDocuments) {
        std::vector<std::vector<Span>> perRater(static_cast<size_t>(raters));
        for (int r = 0; r < raters; ++r) {
            for (const Span &span : highlights.spans[size_t(r)]) {
                std::vector<Span> &kept = perRater[size_t(r)];
                if (kept.empty() || kept.back().start != span.start || kept.back().end != span.end)
                    kept.push_back(span);
            }
            tally.highlights += qsizetype(perRater[size_t(r)].size());
        }
        unique.push_back(std::move(perRater));
    }
    std::vector<std::vector<int>> adjacency;
    for (int a = 0; a < raters; ++a) {
        for (int b = a + 1; b < raters; ++b) {
            QuestionTally::SpanPair pair{a, b, 0, 0, 0, 0};
            for (const std::vector<std::vector<Span>> &document : unique) {
                const std::vector<Span> &spansA = document[size_t(a)];
                const std::vector<Span> &spansB = document[size_t(b)];
                pair.spansA += qsizetype(spansA.size());
                pair.spansB += qsizetype(spansB.size());
                for (size_t i = 0, j = 0; i < spansA.size() && j < spansB.size();) {
                    if (spansA[i].start == spansB[j].start && spansA[i].end == spansB[j].end) {
                        ++pair.exact;
                        ++i;
                        ++j;
                    } else if (std::tie(spansA[i].start, spansA[i].end) < std::tie(spansB[j].start, spansB[j].end)) {
                        ++i;
                    } else {
                        ++j;
                    }
                }
                // Overlap: the maximum matching of the overlap graph (its
                // size does not depend on the order of the edges).
                adjacency.assign(spansA.size(), {});
                bool anyEdge = false;
                for (size_t i = 0; i < spansA.size(); ++i) {
                    for (size_t j = 0; j < spansB.size() && spansB[j].start < spansA[i].end; ++j) {
                        if (spansA[i].start < spansB[j].end) {
                            adjacency[i].push_back(int(j));
                            anyEdge = true;
                        }
                    }
                }
                if (anyEdge)
                    pair.overlap += BipartiteMatching::size(
                        BipartiteMatching::maximumMatching(int(spansB.size()), adjacency));
            }
            if (pair.spansA + pair.spansB > 0)
                tally.spanPairs.push_back(pair);
        }
    }
    return tally;
}

void ProjectAgreement::rebuild()
{
    m_tallies = tallyAll(m_labels, ProjectLabels::kNoCutoff);
}

void ProjectAgreement::updateQuestion(qint64 questionId)
{
    // A question added or removed shifts the indices: tally everything.
    if (m_tallies.size() != m_labels.questions().size()) {
        rebuild();
        return;
    }
    const int index = m_labels.questionIndex(questionId);
    if (index >= 0)
        m_tallies[size_t(index)] = tallyQuestion(m_labels, index);
}

AgreementDashboard ProjectAgreement::compute(const AgreementFilter &filter, const AgreementOptions &options) const
{
    if (m_tallies.size() != m_labels.questions().size())
        return computeFrom(tallyAll(m_labels, ProjectLabels::kNoCutoff), filter, options);
    return computeFrom(m_tallies, filter, options);
}

AgreementDashboard ProjectAgreement::computeAt(qint64 cutoffMs, const AgreementFilter &filter,
                                               const AgreementOptions &options) const
{
    const std::vector<QuestionTally> tallies = tallyAll(m_labels, cutoffMs, [&](int q) {
        return filter.stratum.isEmpty() || m_labels.questions()[size_t(q)].stratum == filter.stratum;
    });
    return computeFrom(tallies, filter, options);
}

AgreementDashboard ProjectAgreement::computeFrom(const std::vector<QuestionTally> &tallies,
                                                 const AgreementFilter &filter, const AgreementOptions &options) const
{
    AgreementDashboard dashboard;
    dashboard.filter = filter;
    dashboard.options = options;
    const int annotators = int(m_labels.annotators().size());
    Groups groups;
    std::map<QString, Groups> byStratum;
    for (size_t q = 0; q < tallies.size(); ++q) {
        const QString &stratum = m_labels.questions()[q].stratum;
        if (!tallies[q].contributes() || (!filter.stratum.isEmpty() && stratum != filter.stratum))
            continue;
        groups.push_back(&tallies[q]);
        byStratum[stratum].push_back(&tallies[q]);
    }
    // Strata first: the overall total is the sum of a few stratum totals.
    Total total(annotators);
    std::vector<std::unique_ptr<Total>> stratumTotals;
    for (const auto &[stratum, stratumGroups] : byStratum) {
        stratumTotals.push_back(std::make_unique<Total>(annotators));
        fillTotal(*stratumTotals.back(), stratumGroups);
        total.add(*stratumTotals.back());
    }
    const std::vector<std::pair<int, int>> pairs = sharedPairs(total);
    dashboard.questions = int(groups.size());
    dashboard.items = total.items.unitsRatedTwice();
    dashboard.passageUnits = total.pooledItems;
    dashboard.highlightItems = total.highlightItems;
    dashboard.singleMarkedItems = total.singleMarked;
    dashboard.tokens = total.tokensGraded.unitsRatedTwice();
    dashboard.highlights = total.highlights;

    std::vector<AgreementNumber *> numbers;
    for (int key = 0; key < int(overallKeys().size()); ++key)
        dashboard.overall.push_back(makeNumber(overallKeys().at(key), overallValue(total, key, pairs), options));
    for (const auto &[a, b] : pairs) {
        AgreementPairNumbers pair{a, b, {}};
        for (int key = 0; key < int(pairKeys().size()); ++key)
            pair.numbers.push_back(makeNumber(pairKeys().at(key), pairValue(total, key, a, b), options));
        dashboard.pairs.push_back(std::move(pair));
    }
    for (AgreementNumber &number : dashboard.overall)
        numbers.push_back(&number);
    for (AgreementPairNumbers &pair : dashboard.pairs)
        for (AgreementNumber &number : pair.numbers)
            numbers.push_back(&number);
    Total scratch(annotators);
    attachIntervals(scratch, groups, pairs, true, options, numbers);
    if (!filter.stratum.isEmpty())
        return dashboard;
    // A project with one stratum: its total, its groups in their order and
    // so its draws are the overall ones, and its numbers the overall ones.
    if (byStratum.size() == 1 && byStratum.begin()->second == groups) {
        dashboard.strata.push_back({byStratum.begin()->first, int(groups.size()), dashboard.overall});
        return dashboard;
    }
    size_t index = 0;
    for (const auto &[stratum, stratumGroups] : byStratum) {
        const Total &stratumTotal = *stratumTotals[index++];
        AgreementStratumNumbers entry{stratum, int(stratumGroups.size()), {}};
        const std::vector<std::pair<int, int>> stratumPairs = sharedPairs(stratumTotal);
        for (int key = 0; key < int(overallKeys().size()); ++key)
            entry.numbers.push_back(makeNumber(overallKeys().at(key), overallValue(stratumTotal, key, stratumPairs), options));
        std::vector<AgreementNumber *> stratumNumbers;
        for (AgreementNumber &number : entry.numbers)
            stratumNumbers.push_back(&number);
        attachIntervals(scratch, stratumGroups, stratumPairs, false, options, stratumNumbers);
        dashboard.strata.push_back(std::move(entry));
    }
    return dashboard;
}

} // namespace touchstone
