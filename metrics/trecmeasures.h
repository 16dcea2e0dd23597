#pragma once

// The trec_eval 10.0 measure catalogue: selecting measures with trec_eval's
// `-m name[.params]` syntax, computing their per-topic values from
// RankedJudgments (retrievalmetrics.h), averaging them over topics, and
// printing them exactly as trec_eval does.
//
// Supported measures, in trec_eval's internal (printing) order:
//   runid num_q num_ret num_rel num_rel_ret map gm_map Rprec bpref recip_rank
//   iprec_at_recall P relstring recall infAP gm_bpref Rprec_mult utility
//   11pt_avg binG G ndcg ndcg_rel Rndcg ndcg_cut map_cut relative_P success
//   set_P set_relative_P set_recall set_map set_F num_nonrel_judged_ret unj
// plus Touchstone's `judged` (judged_k: share of the retrieved items in the
// top k that carry a judgment, methodology §3.6; trec_eval has no such
// measure), printed last and never part of a nickname.
// Nicknames: official (the default), set, all_trec. all_trec leaves out rbp
// and rbp_resid: trec_eval's rbp reads uninitialised memory (m_rbp.c), so its
// values are not reproducible. The preference (prefs, all_prefs), qrels_jg,
// rbp, rbp_resid and yaap measures are not supported: selecting one is an
// error.
//
// Printing (meas_print_single.c, meas_print_final.c):
//   "%-22s\t%s\t%6.4f\n" (measure name, topic id or "all", value);
//   num_ret, num_rel, num_rel_ret, num_nonrel_judged_ret, num_q as "%ld"
//   (summaries are sums, not means); runid only as a summary line with the run
//   tag; relstring only per topic, quoted; gm_map and gm_bpref only as
//   summaries (geometric mean with trec_eval's 0.00001 floor).
// Numbers are formatted without the C locale (std::to_chars), so output is the
// same under any LC_NUMERIC.
//
// Gain: with GainFunction::Exponential the gain-based measures (ndcg,
// ndcg_rel, Rndcg, G, ndcg_cut) use 2^grade - 1 and their printed names carry
// the suffix "@exp" (ndcg@exp, ndcg_cut_10@exp, ndcg_1=3@exp). With the default
// linear gain every line is byte-identical to trec_eval.

#include "metrics/result.h"
#include "metrics/retrievalmetrics.h"

#include <QByteArray>
#include <QStringList>

#include <vector>

namespace touchstone {

class TrecMeasures
{
public:
    enum class Id {
        Runid, NumQ, NumRet, NumRel, NumRelRet, Map, GmMap, Rprec, Bpref, RecipRank,
        IprecAtRecall, P, Relstring, Recall, InfAP, GmBpref, RprecMult, Utility,
        ElevenPtAvg, BinG, G, Ndcg, NdcgRel, Rndcg, NdcgCut, MapCut, RelativeP,
        Success, SetP, SetRelativeP, SetRecall, SetMap, SetF, NumNonrelJudgedRet,
        Unj, Judged, Count
    };

    // Selects measures from the -m arguments in command-line order ("P.5,10",
    // "all_trec", "ndcg.1=3,2=9"); none selects "official". Errors (unknown or
    // unsupported measure, malformed parameters) are one line.
    static Result<TrecMeasures> select(const QStringList &specs,
                                       GainFunction gain = GainFunction::Linear);

    // Number of values one topic produces, in printing order.
    int valueCount() const { return m_valueCount; }
    bool wants(Id id) const;
    bool needsRelstring() const { return wants(Id::Relstring); }
    GainFunction gain() const { return m_gain; }

    // Per-topic values into out[0 .. valueCount()); relstring (if selected)
    // into *relstring.
    void evaluate(const RankedJudgments &judgments, long numDocsInCollection, double *out,
                  QByteArray *relstring) const;
    // The adjustments trec_eval makes for a qrels topic missing from the run
    // under -c (it scores a one-document dummy ranking, then zeroes num_ret,
    // utility, unj and relstring).
    void clearForMissingTopic(double *values, QByteArray *relstring) const;

    // Lines of one topic (trec_eval -q).
    void appendTopicLines(QByteArray &out, const QByteArray &topic, const double *values,
                          const QByteArray &relstring) const;
    // Summary lines; `sums` holds the per-value sums over the evaluated
    // topics, added in topic order. With -c, trec_eval's summary num_rel is
    // not the sum but the number of qrels lines with a grade above 0,
    // whatever -l says (m_num_rel.c): pass it as completeNumRel (< 0: sum).
    void appendSummaryLines(QByteArray &out, const std::vector<double> &sums, long numQueries,
                            const QByteArray &runid, long completeNumRel = -1) const;

private:
    struct Selected;
    struct Param;
    std::vector<Selected> m_selected; // in printing order
    std::vector<QByteArray> m_names;  // one per value
    int m_valueCount = 0;
    GainFunction m_gain = GainFunction::Linear;

    void addValue(Selected &measure, QByteArray name);
    void computeOne(const Selected &m, const RankedJudgments &j, long numDocs, double *out,
                    QByteArray *relstring) const;

public:
    ~TrecMeasures();
    TrecMeasures();
    TrecMeasures(const TrecMeasures &);
    TrecMeasures(TrecMeasures &&) noexcept;
    TrecMeasures &operator=(const TrecMeasures &);
    TrecMeasures &operator=(TrecMeasures &&) noexcept;
};

// "%6.4f" without the locale: the text trec_eval prints for a value.
QByteArray formatTrecValue(double value);

} // namespace touchstone
