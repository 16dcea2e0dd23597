#pragma once

// Retrieval metrics on in-memory data: one topic at a time, a ranked list of
// retrieved items (each with a relevance grade or "unjudged") plus the topic's
// judged pool.
//
// Two layers:
//  * RankedJudgments and the trec_eval-exact measure functions below. Every
//    function reproduces the definition of the measure of the same name in
//    NIST trec_eval 10.0 (usnistgov/trec_eval, m_<name>.c), including its
//    conventions for empty cases (0 rather than undefined) and its rounding-
//    relevant order of floating-point operations. `touchstone trec` prints
//    these values; tests/metrics/tst_trecevalupstream.cpp checks them against
//    trec_eval's own expected outputs.
//  * evaluateRetrieval(): the structured per-topic report used by Touchstone's
//    own retrieval reports (DESIGN.md, "Runs, reports, browsing"), where
//    values that are undefined (a topic without relevant items) are empty
//    optionals, and where the gain function is carried in the result.
//
// Conventions shared by both layers (methodology §8.1, trec_eval README):
//  * Binary relevance: an item is relevant when its grade >= the relevance
//    threshold (trec_eval -l, default 1). Unjudged items are never relevant.
//  * Ranks start at 1; the discount of rank r is 1 / log2(r + 1).
//  * Linear gain is the grade itself (trec_eval); exponential gain is
//    2^grade - 1 (methodology §8.1, "Burges"). The threshold never changes
//    gains: nDCG always uses the grade.
//  * The ideal ranking for nDCG holds every judged item of the topic with a
//    positive gain, retrieved or not, sorted by gain.

#include <QByteArray>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace touchstone {

// Relevance codes of a retrieved item that has no usable grade, as trec_eval
// assigns them (trec_eval.h RELVALUE_NONPOOL / RELVALUE_UNJUDGED).
namespace RelevanceCode {
// The item is not in the judged pool (the usual "unjudged" item).
constexpr int NotInPool = -1;
// The item is in the pool with a negative grade in the qrels: pooled but not
// judged (infAP's sampled pools). Only infAP and relstring tell it apart.
constexpr int PoolUnjudged = -2;
} // namespace RelevanceCode

enum class GainFunction { Linear, Exponential };

// "linear" or "exponential", the name written into every report and manifest.
QString gainFunctionName(GainFunction gain);
// Gain of grade g: g (linear) or 2^g - 1 (exponential). Callers skip items
// whose gain is not positive, as trec_eval does.
double gainOfGrade(long grade, GainFunction gain);

// One topic, ready for evaluation: the retrieved items' relevance codes in
// rank order plus the judged pool's grade counts.
// The number of judged items (retrieved or not) of one grade.
struct GradeCount
{
    long grade = 0;
    long count = 0;
};
// Ascending grade, only the grades present. Sparse, so that one grade near a
// million costs no more than a grade of 3 (a dense count per level was a
// million-entry table per topic; fuzz_trecqrels timed out on it under ASan).
using GradeCounts = std::vector<GradeCount>;
// Counts the grades >= 0 of a pool, in any order.
GradeCounts countGrades(std::vector<int> grades);

struct RankedJudgments
{
    // rels[i] is the grade (>= 0) of the item at rank i + 1, or a RelevanceCode.
    std::vector<int> rels;
    GradeCounts relLevels;
    int relevanceLevel = 1;

    long numRet = 0;            // rels.size()
    long numRel = 0;            // judged items with grade >= relevanceLevel
    long numRelRet = 0;         // retrieved relevant items
    long numNonpool = 0;        // retrieved items with RelevanceCode::NotInPool
    long numUnjudgedInPool = 0; // retrieved items with RelevanceCode::PoolUnjudged

    // Fills the counts from rels, relLevels and the threshold.
    static RankedJudgments make(std::vector<int> rels, GradeCounts relLevels,
                                int relevanceLevel);
    // trec_eval's test (`rel >= relevance_level`): with a negative level
    // (trec -l-1) even unjudged items count, as they do in trec_eval.
    bool isRelevant(int rel) const { return rel >= relevanceLevel; }
    // Number of judged items with a grade below the threshold (bpref's N).
    long numNonrel() const;
};

// Gain assigned to each grade level present in the pool, after optional
// "level=gain" overrides (trec_eval -m ndcg.1=3,2=9). Sorted by increasing
// gain the way trec_eval sorts it (setup_gains in gain_init.c).
struct GainLevel
{
    long level = 0;
    long count = 0;
    double gain = 0.0;
};
using GainOverrides = std::vector<std::pair<long, double>>;
std::vector<GainLevel> gainTable(const RankedJudgments &judgments, GainFunction gain,
                                 const GainOverrides &overrides = {});

// --- trec_eval measures of one topic (same names as trec_eval) -------------
// Cutoff lists must be sorted ascending, positive, without duplicates.

// map: sum of precision at each relevant retrieved rank / numRel.
double averagePrecision(const RankedJudgments &j);
// gm_map's per-topic value: log(max(AP, 0.00001)); averaged, then exp().
double logAveragePrecision(const RankedJudgments &j);
// Rprec: precision after numRel items; 0 when nothing is retrieved or relevant.
double rPrecision(const RankedJudgments &j);
// bpref (Buckley & Voorhees 2004): unjudged items are skipped entirely;
// each relevant item scores 1 - min(nonrel above, R) / min(N, R).
double bpref(const RankedJudgments &j);
double logBpref(const RankedJudgments &j); // gm_bpref's per-topic value
// recip_rank: 1 / rank of the first relevant item, 0 if none.
double reciprocalRank(const RankedJudgments &j);
// infAP (Yilmaz & Aslam, CIKM 2006) as trec_eval computes it.
double inferredAveragePrecision(const RankedJudgments &j);
// iprec_at_recall: interpolated precision at the recall levels (fractions).
std::vector<double> interpolatedPrecision(const RankedJudgments &j,
                                          const std::vector<double> &recallLevels);
// 11pt_avg: mean of interpolatedPrecision over the given levels.
double elevenPointAverage(const RankedJudgments &j, const std::vector<double> &recallLevels);
// P_k: relevant in the top k / k (always divides by k).
std::vector<double> precisionAt(const RankedJudgments &j, const std::vector<long> &cutoffs);
// recall_k: relevant in the top k / numRel (0 without relevant items).
std::vector<double> recallAt(const RankedJudgments &j, const std::vector<long> &cutoffs);
// success_k: 1 if a relevant item is in the top k.
std::vector<double> successAt(const RankedJudgments &j, const std::vector<long> &cutoffs);
// map_cut_k: average precision of the top k, divided by numRel.
std::vector<double> averagePrecisionAt(const RankedJudgments &j, const std::vector<long> &cutoffs);
// relative_P_k: relevant in the top k / min(k, numRel).
std::vector<double> relativePrecisionAt(const RankedJudgments &j, const std::vector<long> &cutoffs);
// Rprec_mult_x: precision after x * numRel items (rounded as trec_eval does).
std::vector<double> rPrecisionMultiples(const RankedJudgments &j,
                                        const std::vector<double> &multiples);
// unj_k: share of the top k without a judgment, dividing by k.
std::vector<double> unjudgedAt(const RankedJudgments &j, const std::vector<long> &cutoffs);
// judged_k (no trec_eval counterpart; methodology §3.6): share of the
// retrieved items among the top k that carry a judgment, i.e. judged in the
// top k / min(k, numRet). Empty when nothing is retrieved.
std::vector<std::optional<double>> judgedAt(const RankedJudgments &j,
                                            const std::vector<long> &cutoffs);
// ndcg_cut_k: DCG of the top k over the ideal DCG of k items. Gains are the
// grades (linear) or 2^grade - 1; -l never changes them. 0 if the ideal is 0.
std::vector<double> ndcgAt(const RankedJudgments &j, const std::vector<long> &cutoffs,
                           GainFunction gain = GainFunction::Linear);
// ndcg over the whole ranking, with trec_eval's gain table (overrides allowed).
double ndcg(const RankedJudgments &j, const std::vector<GainLevel> &gains);
// ndcg_rel: nDCG averaged at every relevant (positive gain) item.
double ndcgRel(const RankedJudgments &j, const std::vector<GainLevel> &gains);
// Rndcg: nDCG averaged at the rank boundaries of the ideal gain levels.
double rNdcg(const RankedJudgments &j, const std::vector<GainLevel> &gains);
// G: gain discounted by the shortfall against the ideal (experimental).
double normalizedGain(const RankedJudgments &j, const std::vector<GainLevel> &gains);
// binG: binary G, 1 / log2(2 + nonrelevant items above) averaged over numRel.
double binaryGain(const RankedJudgments &j);
// utility: c0*a + c1*b + c2*c + c3*d over the retrieval contingency table.
double utility(const RankedJudgments &j, const std::vector<double> &coefficients,
               long numDocsInCollection);
// Unranked set measures over all retrieved items.
double setPrecision(const RankedJudgments &j);
double setRelativePrecision(const RankedJudgments &j);
double setRecall(const RankedJudgments &j);
double setAveragePrecision(const RankedJudgments &j); // set_map = P * R
double setF(const RankedJudgments &j, double beta);   // (b+1)PR / (bP + R)
// Judged non-relevant retrieved items.
long numNonrelJudgedRetrieved(const RankedJudgments &j);
// relstring: one character per item of the top `length` ('0'-'9', '>' for
// grades above 9, '-' not in pool, '.' pooled but unjudged).
QByteArray relevanceString(const RankedJudgments &j, long length);

// --- Structured report of one topic ----------------------------------------

// A retrieved item's grade, or Unjudged.
constexpr int UnjudgedGrade = RelevanceCode::NotInPool;

struct RetrievalTopic
{
    // Grades of the retrieved items in rank order; UnjudgedGrade where the
    // item has no judgment.
    std::vector<int> rankedGrades;
    // Grades (>= 0) of every judged item of the topic, retrieved or not.
    std::vector<int> poolGrades;
};

struct RetrievalOptions
{
    int relevanceThreshold = 1;
    GainFunction gain = GainFunction::Linear;
    std::vector<long> cutoffs = {1, 5, 10, 20, 100}; // sorted ascending, positive
};

struct RetrievalCutoffScores
{
    long k = 0;
    double precision = 0.0;              // P@k, divides by k
    std::optional<double> recall;        // empty without relevant items
    std::optional<double> success;       // empty without relevant items
    std::optional<double> ndcg;          // empty when the ideal DCG is 0
    std::optional<double> judged;        // empty when nothing is retrieved
};

struct RetrievalTopicScores
{
    QString gain; // gainFunctionName(options.gain)
    int relevanceThreshold = 1;
    long numRet = 0;
    long numRel = 0;
    long numRelRet = 0;
    std::optional<double> reciprocalRank;   // empty without relevant items
    std::optional<double> averagePrecision; // empty without relevant items
    std::optional<double> ndcg;             // empty when the ideal DCG is 0
    std::optional<double> bpref;            // empty without relevant items
    std::vector<RetrievalCutoffScores> atCutoffs;
};

// Builds the trec_eval-style input of one topic from the structured form.
RankedJudgments rankedJudgments(const RetrievalTopic &topic, int relevanceThreshold);
// Every measure of RetrievalTopicScores for one topic.
RetrievalTopicScores evaluateRetrieval(const RetrievalTopic &topic,
                                       const RetrievalOptions &options);

} // namespace touchstone
