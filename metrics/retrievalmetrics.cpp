#include "retrievalmetrics.h"

#include <algorithm>
#include <cmath>

namespace touchstone {

namespace {

// trec_eval's geometric means clamp each topic's value here (MIN_GEO_MEAN).
constexpr double kMinGeometricMean = 0.00001;
// infAP's smoothing constant (INFAP_EPSILON).
constexpr double kInfApEpsilon = 0.00001;

double discount(long index) // index 0 = rank 1
{
    return std::log2(static_cast<double>(index + 2));
}

long numRelLevels(const RankedJudgments &j)
{
    return j.relLevels.empty() ? 0 : j.relLevels.back().grade + 1;
}

// trec_eval orders gain levels with qsort and a comparator that truncates
// the gain difference to int, so levels whose gains differ by less than 1
// compare equal. glibc's qsort is a stable top-down merge sort for arrays this
// small; reproducing both keeps ndcg with fractional gains identical.
void mergeSortGains(std::vector<GainLevel> &items, size_t begin, size_t end,
                    std::vector<GainLevel> &scratch)
{
    const size_t n = end - begin;
    if (n <= 1)
        return;
    const size_t middle = begin + n / 2;
    mergeSortGains(items, begin, middle, scratch);
    mergeSortGains(items, middle, end, scratch);
    scratch.clear();
    size_t a = begin;
    size_t b = middle;
    while (a < middle && b < end) {
        if (static_cast<int>(items[a].gain - items[b].gain) <= 0)
            scratch.push_back(items[a++]);
        else
            scratch.push_back(items[b++]);
    }
    scratch.insert(scratch.end(), items.begin() + long(a), items.begin() + long(middle));
    scratch.insert(scratch.end(), items.begin() + long(b), items.begin() + long(end));
    std::copy(scratch.begin(), scratch.end(), items.begin() + long(begin));
}

// The gain of each grade, found by binary search: the table can hold a level
// for every grade up to the highest, and the ranking asks once per item.
class GainLookup
{
public:
    explicit GainLookup(const std::vector<GainLevel> &gains)
    {
        m_byLevel.reserve(gains.size());
        for (const GainLevel &g : gains)
            m_byLevel.emplace_back(g.level, g.gain);
        // Stable: of a level overridden twice, the entry first in the table
        // wins, as a linear search of trec_eval's table finds it.
        std::stable_sort(m_byLevel.begin(), m_byLevel.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
    }
    double operator()(int rel) const
    {
        const auto it = std::lower_bound(m_byLevel.begin(), m_byLevel.end(), long(rel),
                                         [](const auto &entry, long level) { return entry.first < level; });
        return it != m_byLevel.end() && it->first == rel ? it->second : 0.0;
    }

private:
    std::vector<std::pair<long, double>> m_byLevel;
};

// trec_eval's comparator is exact when every gain is an integer whose
// differences fit an int: the merge sort is then a stable sort, and leaving
// out the grades nobody judged cannot move the others.
bool comparatorIsExact(const std::vector<GainLevel> &table, double largestDefaultGain)
{
    constexpr double kIntSafe = double(1 << 29);
    if (!(std::abs(largestDefaultGain) < kIntSafe))
        return false;
    return std::all_of(table.begin(), table.end(), [&](const GainLevel &g) {
        return std::abs(g.gain) < kIntSafe && std::floor(g.gain) == g.gain;
    });
}

// Walks the ideal ranking: the gain levels from the highest down, each
// repeated as many times as the pool holds items of that level.
class IdealGains
{
public:
    explicit IdealGains(const std::vector<GainLevel> &gains)
        : m_gains(gains), m_level(long(gains.size()) - 1)
    {
        m_current = m_level >= 0 ? gains[size_t(m_level)].gain : 0.0;
    }
    double current() const { return m_current; }
    // Moves to the next rank of the ideal ranking and returns its gain.
    double advance()
    {
        ++m_countAtLevel;
        while (m_level >= 0 && m_countAtLevel > m_gains[size_t(m_level)].count) {
            m_countAtLevel = 1;
            --m_level;
            m_current = m_level >= 0 ? m_gains[size_t(m_level)].gain : 0.0;
        }
        return m_current;
    }

private:
    const std::vector<GainLevel> &m_gains;
    long m_level;
    long m_countAtLevel = 0;
    double m_current = 0.0;
};

// Shared shape of the cutoff measures: value(relevantSoFar, rank) at each
// cutoff reached inside the ranking, then value(relevantSoFar, cutoff) for
// cutoffs beyond it.
template <typename Counter, typename Value>
std::vector<double> atCutoffs(const RankedJudgments &j, const std::vector<long> &cutoffs,
                              Counter counts, Value value)
{
    std::vector<double> values(cutoffs.size(), 0.0);
    size_t index = 0;
    long soFar = 0;
    for (long i = 0; i < j.numRet && index < cutoffs.size(); ++i) {
        if (i == cutoffs[index]) {
            values[index] = value(soFar, i);
            if (++index == cutoffs.size())
                break;
        }
        if (counts(j.rels[size_t(i)]))
            ++soFar;
    }
    for (; index < cutoffs.size(); ++index)
        values[index] = value(soFar, cutoffs[index]);
    return values;
}

double precisionOfAll(const RankedJudgments &j)
{
    // trec_eval divides 0 by 0 here; an empty ranking only arises with -J
    // or in-memory input, and 0 is the useful answer there.
    return j.numRet > 0 ? double(j.numRelRet) / double(j.numRet) : 0.0;
}

// Interpolated precision at each recall level, the loop shared by
// iprec_at_recall and 11pt_avg.
std::vector<double> interpolated(const RankedJudgments &j, const std::vector<double> &levels)
{
    // The recall level becomes a number of relevant items by rounding half up.
    // (Older trec_eval sources add 0.9 here; the expected outputs of trec_eval
    // 10.0's own test suite are only reproduced by rounding, which is what
    // upstream_test/out.test* pin down, e.g. topic 302 at 0.5 and 0.6.)
    std::vector<long> cutoffs(levels.size());
    for (size_t i = 0; i < levels.size(); ++i)
        cutoffs[i] = static_cast<long>(levels[i] * double(j.numRel) + 0.5);
    std::vector<double> values(levels.size(), 0.0);
    long current = long(levels.size()) - 1;
    while (current >= 0 && cutoffs[size_t(current)] > j.numRelRet)
        --current;
    double interpolatedPrecision = precisionOfAll(j);
    long relSoFar = j.numRelRet;
    for (long i = j.numRet; i > 0 && relSoFar > 0; --i) {
        const double precision = double(relSoFar) / double(i);
        interpolatedPrecision = std::max(interpolatedPrecision, precision);
        if (j.isRelevant(j.rels[size_t(i - 1)])) {
            while (current >= 0 && relSoFar == cutoffs[size_t(current)])
                values[size_t(current--)] = interpolatedPrecision;
            --relSoFar;
        }
    }
    while (current >= 0)
        values[size_t(current--)] = interpolatedPrecision;
    return values;
}

} // namespace

QString gainFunctionName(GainFunction gain)
{
    return gain == GainFunction::Exponential ? QStringLiteral("exponential")
                                             : QStringLiteral("linear");
}

double gainOfGrade(long grade, GainFunction gain)
{
    if (gain == GainFunction::Exponential)
        return std::exp2(static_cast<double>(grade)) - 1.0;
    return static_cast<double>(grade);
}

GradeCounts countGrades(std::vector<int> grades)
{
    grades.erase(std::remove_if(grades.begin(), grades.end(), [](int g) { return g < 0; }), grades.end());
    std::sort(grades.begin(), grades.end());
    GradeCounts counts;
    for (int grade : grades) {
        if (counts.empty() || counts.back().grade != grade)
            counts.push_back({grade, 0});
        ++counts.back().count;
    }
    return counts;
}

RankedJudgments RankedJudgments::make(std::vector<int> rels, GradeCounts relLevels,
                                      int relevanceLevel)
{
    RankedJudgments j;
    j.rels = std::move(rels);
    j.relLevels = std::move(relLevels);
    j.relevanceLevel = relevanceLevel;
    j.numRet = long(j.rels.size());
    for (int rel : j.rels) {
        if (rel == RelevanceCode::NotInPool)
            ++j.numNonpool;
        else if (rel == RelevanceCode::PoolUnjudged)
            ++j.numUnjudgedInPool;
        else if (j.isRelevant(rel))
            ++j.numRelRet;
    }
    for (const GradeCount &level : j.relLevels) {
        if (level.grade >= relevanceLevel)
            j.numRel += level.count;
    }
    return j;
}

long RankedJudgments::numNonrel() const
{
    long n = 0;
    for (const GradeCount &level : relLevels) {
        if (level.grade < relevanceLevel)
            n += level.count;
    }
    return n;
}

std::vector<GainLevel> gainTable(const RankedJudgments &j, GainFunction gain,
                                 const GainOverrides &overrides)
{
    // trec_eval's table: the overrides, then every level from 0 to the
    // highest grade judged that no override names.
    std::vector<GainLevel> table;
    for (const auto &[level, value] : overrides)
        table.push_back({level, 0, value});
    const auto overridden = long(table.size());
    auto overrideOf = [&](long level) {
        const auto end = table.begin() + overridden;
        const auto it = std::find_if(table.begin(), end, [level](const GainLevel &g) { return g.level == level; });
        return it != end ? &*it : nullptr;
    };
    const long levels = numRelLevels(j);
    const bool sparse = comparatorIsExact(table, gainOfGrade(std::max(levels - 1, 0L), gain));
    auto next = j.relLevels.begin();
    for (long level = 0; level < levels; ++level) {
        // Sparse: jump to the next grade judged, so the table is as long as
        // the grades present, not as the highest one (fuzz_trecqrels).
        if (sparse && next != j.relLevels.end() && next->grade > level)
            level = next->grade;
        const bool judged = next != j.relLevels.end() && next->grade == level;
        const long count = judged ? (next++)->count : 0;
        if (GainLevel *o = overrideOf(level))
            o->count = count;
        else if (judged || !sparse)
            table.push_back({level, count, gainOfGrade(level, gain)});
    }
    std::vector<GainLevel> scratch;
    scratch.reserve(table.size());
    mergeSortGains(table, 0, table.size(), scratch);
    return table;
}

double averagePrecision(const RankedJudgments &j)
{
    long relSoFar = 0;
    double sum = 0.0;
    for (long i = 0; i < j.numRet; ++i) {
        if (j.isRelevant(j.rels[size_t(i)])) {
            ++relSoFar;
            sum += double(relSoFar) / double(i + 1);
        }
    }
    return relSoFar ? sum / double(j.numRel) : 0.0;
}

double logAveragePrecision(const RankedJudgments &j)
{
    return std::log(std::max(averagePrecision(j), kMinGeometricMean));
}

double rPrecision(const RankedJudgments &j)
{
    const long depth = std::min(j.numRet, j.numRel);
    if (depth == 0)
        return 0.0;
    long relSoFar = 0;
    for (long i = 0; i < depth; ++i) {
        if (j.isRelevant(j.rels[size_t(i)]))
            ++relSoFar;
    }
    return double(relSoFar) / double(j.numRel);
}

double bpref(const RankedJudgments &j)
{
    const long numNonrel = j.numNonrel();
    long nonrelSoFar = 0;
    double sum = 0.0;
    for (int rel : j.rels) {
        if (rel < 0)
            continue; // unjudged: neither helps nor hurts (methodology §3.6)
        if (rel < j.relevanceLevel) {
            ++nonrelSoFar;
        } else if (nonrelSoFar > 0) {
            sum += 1.0 - double(std::min(nonrelSoFar, j.numRel))
                             / double(std::min(numNonrel, j.numRel));
        } else {
            sum += 1.0;
        }
    }
    return j.numRel ? sum / double(j.numRel) : sum;
}

double logBpref(const RankedJudgments &j)
{
    return std::log(std::max(bpref(j), kMinGeometricMean));
}

double reciprocalRank(const RankedJudgments &j)
{
    for (long i = 0; i < j.numRet; ++i) {
        if (j.isRelevant(j.rels[size_t(i)]))
            return 1.0 / double(i + 1);
    }
    return 0.0;
}

double inferredAveragePrecision(const RankedJudgments &j)
{
    long nonrelSoFar = 0;
    long relSoFar = 0;
    long poolUnjudgedSoFar = 0;
    double sum = 0.0;
    for (long i = 0; i < j.numRet; ++i) {
        const int rel = j.rels[size_t(i)];
        if (rel == RelevanceCode::NotInPool)
            continue;
        if (rel == RelevanceCode::PoolUnjudged) {
            ++poolUnjudgedSoFar;
            continue;
        }
        if (rel >= 0 && rel < j.relevanceLevel) {
            ++nonrelSoFar;
            continue;
        }
        ++relSoFar;
        if (i == 0) {
            sum += 1.0;
            continue;
        }
        const double fi = double(i);
        sum += 1.0 / (fi + 1.0)
               + (fi / (fi + 1.0))
                     * (double(relSoFar - 1 + nonrelSoFar + poolUnjudgedSoFar) / fi)
                     * ((double(relSoFar - 1) + kInfApEpsilon)
                        / (double(relSoFar - 1 + nonrelSoFar) + 2 * kInfApEpsilon));
    }
    return j.numRel ? sum / double(j.numRel) : sum;
}

std::vector<double> interpolatedPrecision(const RankedJudgments &j,
                                          const std::vector<double> &recallLevels)
{
    return interpolated(j, recallLevels);
}

double elevenPointAverage(const RankedJudgments &j, const std::vector<double> &recallLevels)
{
    if (recallLevels.empty())
        return 0.0;
    double sum = 0.0;
    // Summed from the highest level down, the order trec_eval adds them in.
    const std::vector<double> values = interpolated(j, recallLevels);
    for (auto it = values.rbegin(); it != values.rend(); ++it)
        sum += *it;
    return sum / double(recallLevels.size());
}

std::vector<double> precisionAt(const RankedJudgments &j, const std::vector<long> &cutoffs)
{
    return atCutoffs(j, cutoffs, [&j](int rel) { return j.isRelevant(rel); },
                     [](long soFar, long k) { return double(soFar) / double(k); });
}

std::vector<double> recallAt(const RankedJudgments &j, const std::vector<long> &cutoffs)
{
    if (j.numRel == 0)
        return std::vector<double>(cutoffs.size(), 0.0);
    return atCutoffs(j, cutoffs, [&j](int rel) { return j.isRelevant(rel); },
                     [&j](long soFar, long) { return double(soFar) / double(j.numRel); });
}

std::vector<double> successAt(const RankedJudgments &j, const std::vector<long> &cutoffs)
{
    return atCutoffs(j, cutoffs, [&j](int rel) { return j.isRelevant(rel); },
                     [](long soFar, long) { return soFar > 0 ? 1.0 : 0.0; });
}

std::vector<double> averagePrecisionAt(const RankedJudgments &j, const std::vector<long> &cutoffs)
{
    std::vector<double> values(cutoffs.size(), 0.0);
    if (j.numRel == 0)
        return values;
    size_t index = 0;
    long relSoFar = 0;
    double sum = 0.0;
    for (long i = 0; i < j.numRet && index < cutoffs.size(); ++i) {
        if (i == cutoffs[index]) {
            values[index] = sum / double(j.numRel);
            if (++index == cutoffs.size())
                break;
        }
        if (j.isRelevant(j.rels[size_t(i)])) {
            ++relSoFar;
            sum += double(relSoFar) / double(i + 1);
        }
    }
    for (; index < cutoffs.size(); ++index)
        values[index] = sum / double(j.numRel);
    return values;
}

std::vector<double> relativePrecisionAt(const RankedJudgments &j, const std::vector<long> &cutoffs)
{
    if (j.numRel == 0)
        return std::vector<double>(cutoffs.size(), 0.0);
    return atCutoffs(j, cutoffs, [&j](int rel) { return j.isRelevant(rel); },
                     [&j](long soFar, long k) {
                         return double(soFar) / double(k > j.numRel ? j.numRel : k);
                     });
}

std::vector<double> rPrecisionMultiples(const RankedJudgments &j,
                                        const std::vector<double> &multiples)
{
    std::vector<long> cutoffs(multiples.size());
    for (size_t i = 0; i < multiples.size(); ++i)
        cutoffs[i] = static_cast<long>(multiples[i] * double(j.numRel) + 0.9);
    std::vector<double> values(multiples.size(), 0.0);
    long current = long(multiples.size()) - 1;
    while (current >= 0 && cutoffs[size_t(current)] > j.numRet) {
        values[size_t(current)] = double(j.numRelRet) / double(cutoffs[size_t(current)]);
        --current;
    }
    long relSoFar = j.numRelRet;
    for (long i = j.numRet; i > 0 && relSoFar > 0; --i) {
        const double precision = double(relSoFar) / double(i);
        while (current >= 0 && i == cutoffs[size_t(current)])
            values[size_t(current--)] = precision;
        if (j.isRelevant(j.rels[size_t(i - 1)]))
            --relSoFar;
    }
    return values;
}

std::vector<double> unjudgedAt(const RankedJudgments &j, const std::vector<long> &cutoffs)
{
    return atCutoffs(j, cutoffs, [](int rel) { return rel < 0; },
                     [](long soFar, long k) { return double(soFar) / double(k); });
}

std::vector<std::optional<double>> judgedAt(const RankedJudgments &j,
                                            const std::vector<long> &cutoffs)
{
    std::vector<std::optional<double>> values;
    values.reserve(cutoffs.size());
    for (long k : cutoffs) {
        const long depth = std::min(k, j.numRet);
        if (depth <= 0) {
            values.emplace_back();
            continue;
        }
        const long judged = long(std::count_if(j.rels.begin(), j.rels.begin() + depth,
                                               [](int rel) { return rel >= 0; }));
        values.emplace_back(double(judged) / double(depth));
    }
    return values;
}

std::vector<double> ndcgAt(const RankedJudgments &j, const std::vector<long> &cutoffs,
                           GainFunction gain)
{
    std::vector<double> values(cutoffs.size(), 0.0);
    size_t index = 0;
    double dcg = 0.0;
    for (long i = 0; i < j.numRet && index < cutoffs.size(); ++i) {
        if (i == cutoffs[index]) {
            values[index] = dcg;
            if (++index == cutoffs.size())
                break;
        }
        const int rel = j.rels[size_t(i)];
        if (rel > 0)
            dcg += gainOfGrade(rel, gain) / discount(i);
    }
    for (; index < cutoffs.size(); ++index)
        values[index] = dcg;

    // The ideal ranking: grades from the highest level down, grade 0 ends it.
    index = 0;
    auto level = j.relLevels.rbegin();
    long countAtLevel = 0;
    double ideal = 0.0;
    for (long i = 0; index < cutoffs.size(); ++i) {
        ++countAtLevel;
        while (level != j.relLevels.rend() && level->grade > 0 && countAtLevel > level->count) {
            ++level;
            countAtLevel = 1;
        }
        if (level == j.relLevels.rend() || level->grade <= 0)
            break;
        if (i == cutoffs[index]) {
            if (ideal > 0.0)
                values[index] /= ideal;
            if (++index == cutoffs.size())
                break;
        }
        ideal += gainOfGrade(level->grade, gain) / discount(i);
    }
    for (; index < cutoffs.size(); ++index) {
        if (ideal > 0.0)
            values[index] /= ideal;
    }
    return values;
}

double ndcg(const RankedJudgments &j, const std::vector<GainLevel> &gains)
{
    const GainLookup gainOf(gains);
    IdealGains ideal(gains);
    double dcg = 0.0;
    double idealDcg = 0.0;
    long i = 0;
    for (; i < j.numRet; ++i) {
        const double gain = gainOf(j.rels[size_t(i)]);
        if (gain != 0.0)
            dcg += gain / discount(i);
        if (ideal.current() > 0.0 && ideal.advance() > 0.0)
            idealDcg += ideal.current() / discount(i);
    }
    for (; ideal.current() > 0.0; ++i) {
        if (ideal.advance() > 0.0)
            idealDcg += ideal.current() / discount(i);
    }
    return idealDcg > 0.0 ? dcg / idealDcg : 0.0;
}

double ndcgRel(const RankedJudgments &j, const std::vector<GainLevel> &gains)
{
    const GainLookup gainOf(gains);
    IdealGains ideal(gains);
    double dcg = 0.0;
    double idealDcg = 0.0;
    double sum = 0.0;
    long numRelRet = 0;
    long numRel = 0;
    long i = 0;
    bool idealActive = ideal.current() > 0.0;
    for (; i < j.numRet; ++i) {
        const double gain = gainOf(j.rels[size_t(i)]);
        if (gain != 0.0)
            dcg += gain / discount(i);
        if (idealActive) {
            if (ideal.advance() > 0.0) {
                ++numRel;
                idealDcg += ideal.current() / discount(i);
            }
            idealActive = ideal.current() > 0.0;
        }
        if (gain > 0.0) {
            sum += dcg / idealDcg;
            ++numRelRet;
        }
    }
    for (; ideal.current() > 0.0; ++i) {
        if (ideal.advance() > 0.0) {
            ++numRel;
            idealDcg += ideal.current() / discount(i);
        }
    }
    sum += double(numRel - numRelRet) * dcg / idealDcg;
    return sum > 0.0 ? sum / double(numRel) : 0.0;
}

double rNdcg(const RankedJudgments &j, const std::vector<GainLevel> &gains)
{
    if (j.numRel == 0)
        return 0.0;
    const GainLookup gainOf(gains);
    IdealGains ideal(gains);
    double dcg = 0.0;
    double idealDcg = 0.0;
    double sum = 0.0;
    long boundaries = 0;
    double previousGain = ideal.current();
    auto atBoundary = [&]() {
        if (previousGain != ideal.current()) {
            if (idealDcg > 0.0) {
                sum += dcg / idealDcg;
                ++boundaries;
            }
            previousGain = ideal.current();
        }
    };
    long i = 0;
    for (; i < j.numRet && ideal.current() > 0.0; ++i) {
        const double gain = gainOf(j.rels[size_t(i)]);
        ideal.advance();
        atBoundary();
        if (gain != 0.0)
            dcg += gain / discount(i);
        if (ideal.current() > 0.0)
            idealDcg += ideal.current() / discount(i);
    }
    if (i < j.numRet) {
        for (; i < j.numRet; ++i) {
            const double gain = gainOf(j.rels[size_t(i)]);
            if (gain != 0.0)
                dcg += gain / discount(i);
        }
        if (idealDcg > 0.0) {
            sum += dcg / idealDcg;
            ++boundaries;
        }
    }
    for (; ideal.current() > 0.0; ++i) {
        ideal.advance();
        atBoundary();
        if (ideal.current() > 0.0)
            idealDcg += ideal.current() / discount(i);
    }
    return sum / double(boundaries);
}

double normalizedGain(const RankedJudgments &j, const std::vector<GainLevel> &gains)
{
    const GainLookup gainOf(gains);
    constexpr double minCost = 1.0;
    IdealGains ideal(gains);
    double resultsG = 0.0;
    double sumResults = 0.0;
    double sumIdeal = 0.0;
    double sumCost = 0.0;
    long i = 0;
    for (; i < j.numRet && ideal.current() > 0.0; ++i) {
        const double gain = gainOf(j.rels[size_t(i)]);
        sumResults += gain;
        const double idealGain = ideal.advance();
        if (idealGain > 0.0)
            sumIdeal += idealGain;
        sumCost += idealGain >= minCost ? idealGain : minCost;
        if (gain != 0.0)
            resultsG += gain / std::log2(2.0 + sumCost - sumResults);
    }
    for (; i < j.numRet; ++i) {
        const double gain = gainOf(j.rels[size_t(i)]);
        sumResults += gain;
        sumCost += minCost;
        if (gain != 0.0)
            resultsG += gain / std::log2(2.0 + sumCost - sumResults);
    }
    while (ideal.current() > 0.0) {
        if (ideal.advance() > 0.0)
            sumIdeal += ideal.current();
    }
    return sumIdeal > 0.0 ? resultsG / sumIdeal : 0.0;
}

double binaryGain(const RankedJudgments &j)
{
    long relSoFar = 0;
    double sum = 0.0;
    for (long i = 0; i < j.numRet; ++i) {
        if (j.isRelevant(j.rels[size_t(i)])) {
            ++relSoFar;
            sum += 1.0 / std::log2(double(3 + i - relSoFar));
        }
    }
    return relSoFar ? sum / double(j.numRel) : 0.0;
}

double utility(const RankedJudgments &j, const std::vector<double> &c, long numDocsInCollection)
{
    if (c.size() != 4)
        return 0.0;
    return c[0] * double(j.numRelRet) + c[1] * double(j.numRet - j.numRelRet)
           + c[2] * double(j.numRel - j.numRelRet)
           + c[3] * double(numDocsInCollection + j.numRelRet - j.numRet - j.numRel);
}

double setPrecision(const RankedJudgments &j)
{
    return j.numRet ? double(j.numRelRet) / double(j.numRet) : 0.0;
}

double setRelativePrecision(const RankedJudgments &j)
{
    if (!j.numRet || !j.numRel)
        return 0.0;
    return double(j.numRelRet) / double(std::min(j.numRet, j.numRel));
}

double setRecall(const RankedJudgments &j)
{
    return j.numRel ? double(j.numRelRet) / double(j.numRel) : 0.0;
}

double setAveragePrecision(const RankedJudgments &j)
{
    if (!j.numRet || !j.numRel)
        return 0.0;
    return (double(j.numRelRet) * double(j.numRelRet)) / (double(j.numRet) * double(j.numRel));
}

double setF(const RankedJudgments &j, double beta)
{
    if (!j.numRelRet)
        return 0.0;
    const double p = double(j.numRelRet) / double(j.numRet);
    const double r = double(j.numRelRet) / double(j.numRel);
    return (beta + 1.0) * p * r / (beta * p + r);
}

long numNonrelJudgedRetrieved(const RankedJudgments &j)
{
    return j.numRet - j.numNonpool - j.numUnjudgedInPool - j.numRelRet;
}

QByteArray relevanceString(const RankedJudgments &j, long length)
{
    const long n = std::max(0L, std::min(length, j.numRet));
    QByteArray text(int(n), '\0');
    for (long i = 0; i < n; ++i) {
        const int rel = j.rels[size_t(i)];
        char c = '<';
        if (rel > 9)
            c = '>';
        else if (rel >= 0)
            c = char('0' + rel);
        else if (rel == RelevanceCode::NotInPool)
            c = '-';
        else if (rel == RelevanceCode::PoolUnjudged)
            c = '.';
        text[int(i)] = c;
    }
    return text;
}

RankedJudgments rankedJudgments(const RetrievalTopic &topic, int relevanceThreshold)
{
    std::vector<int> rels;
    rels.reserve(topic.rankedGrades.size());
    for (int grade : topic.rankedGrades)
        rels.push_back(grade >= 0 ? grade : RelevanceCode::NotInPool);
    return RankedJudgments::make(std::move(rels), countGrades(topic.poolGrades), relevanceThreshold);
}

RetrievalTopicScores evaluateRetrieval(const RetrievalTopic &topic,
                                       const RetrievalOptions &options)
{
    const RankedJudgments j = rankedJudgments(topic, options.relevanceThreshold);
    RetrievalTopicScores s;
    s.gain = gainFunctionName(options.gain);
    s.relevanceThreshold = options.relevanceThreshold;
    s.numRet = j.numRet;
    s.numRel = j.numRel;
    s.numRelRet = j.numRelRet;
    const bool hasRelevant = j.numRel > 0;
    const std::vector<GainLevel> gains = gainTable(j, options.gain);
    const bool hasIdeal = std::any_of(gains.begin(), gains.end(), [](const GainLevel &g) {
        return g.count > 0 && g.gain > 0.0;
    });
    if (hasRelevant) {
        s.reciprocalRank = reciprocalRank(j);
        s.averagePrecision = averagePrecision(j);
        s.bpref = bpref(j);
    }
    if (hasIdeal)
        s.ndcg = ndcg(j, gains);
    const std::vector<double> p = precisionAt(j, options.cutoffs);
    const std::vector<double> r = recallAt(j, options.cutoffs);
    const std::vector<double> success = successAt(j, options.cutoffs);
    const std::vector<double> n = ndcgAt(j, options.cutoffs, options.gain);
    const std::vector<std::optional<double>> judged = judgedAt(j, options.cutoffs);
    for (size_t i = 0; i < options.cutoffs.size(); ++i) {
        RetrievalCutoffScores c;
        c.k = options.cutoffs[i];
        c.precision = p[i];
        if (hasRelevant) {
            c.recall = r[i];
            c.success = success[i];
        }
        if (hasIdeal)
            c.ndcg = n[i];
        c.judged = judged[i];
        s.atCutoffs.push_back(c);
    }
    return s;
}

} // namespace touchstone
