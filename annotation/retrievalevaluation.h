#pragma once

#include "goldset.h"
#include "hitrule.h"
#include "metrics/bootstrap.h"
#include "metrics/rerankmovement.h"
#include "metrics/retrievalmetrics.h"
#include "runtypes.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace touchstone {

// What a retrieval evaluation is computed with. Every result row and report
// names these (methodology §14.3: version the metric definition).
struct EvaluationSettings
{
    GainFunction gain = GainFunction::Exponential; // nDCG gain: 2^g − 1 (default) or g
    int relevanceLevel = 2;                        // binary relevance: grade >= 2 (DESIGN.md)
    std::vector<long> cutoffs = {1, 5, 10, 20};    // sorted, positive; 10 is always added
    QString primaryMetric = QStringLiteral("ndcg@10"); // gets bootstrap intervals per stratum
    int rerankK = 10;                              // window of rerank movement
    BootstrapOptions interval;                     // for the primary metric's intervals

    // "gain=exponential;relevance=2;cutoffs=1,5,10,20": one stored
    // evaluation per run and key.
    QString key() const;
    // Cutoffs sorted, deduplicated, positive, with 10 and rerankK present.
    void normalize();
};

// Implementation version of the metric definitions, stored with every value.
// Bump it when a definition changes (methodology §14.3).
inline QString retrievalMetricVersion()
{
    return QStringLiteral("touchstone-retrieval/1 (trec_eval 10.0 definitions; any_overlap, one credit per gold span)");
}

// judged@10 below this is a warning (methodology §3.6).
constexpr double kJudgedWarningLevel = 0.8;
constexpr long kJudgedWarningK = 10;

enum class MetricFamily { Precision, Recall, Success, Mrr, Ndcg, Judged, Map, Bpref };

// One per-question metric: "recall@10", "map", "prererank:success@10", ...
struct MetricColumn
{
    MetricFamily family = MetricFamily::Map;
    long k = 0;              // 0 for map and bpref
    RunStage stage = RunStage::Final;
    QString name;
};

// The columns for these cutoffs: precision, recall, success, mrr, ndcg and
// judged at every k, then map and bpref; with a pre-rerank list also
// prererank:recall@k and prererank:success@k (rerank movement is derived
// from the two success@k).
std::vector<MetricColumn> metricColumns(const std::vector<long> &cutoffs, bool prererank);

// The retrieved lists of one question of a run.
struct QuestionRun
{
    qint64 runQuestionId = 0;
    std::vector<RetrievedItem> final;     // rank order
    std::vector<RetrievedItem> prererank; // rank order; empty without a pre-rerank list
};

struct QuestionResult
{
    qint64 runQuestionId = 0;
    QString uuid;
    QString externalId;
    QString stratum;
    bool answerable = true;
    int retrieved = 0; // items of the final list
    // Aligned with RunEvaluation::columns; undefined values are empty (an
    // unanswerable question has no value at all).
    std::vector<std::optional<double>> values;
    // The judged fraction behind each value: judged@k for a value at k,
    // judged over the whole list for map and bpref (methodology §14.4).
    std::vector<std::optional<double>> judged;
};

struct MetricAggregate
{
    std::optional<double> mean; // over the answerable questions where the value is defined
    int n = 0;
    std::optional<double> lower; // bootstrap percentile interval (primary metric only)
    std::optional<double> upper;
};

// Overall (stratum empty) or one stratum.
struct GroupSummary
{
    QString stratum;
    int questions = 0;
    int answerable = 0;
    int unanswerable = 0;     // counted apart, in no mean
    int withoutResults = 0;   // answerable, nothing retrieved: scored on an empty ranking
    std::vector<MetricAggregate> metrics; // aligned with columns
    std::optional<double> judgedAtWarningK; // mean judged@10
    int belowJudgedLevel = 0;              // answerable questions with judged@10 < 0.8
    bool judgedWarning = false;
    std::optional<RerankMovement> rerank;  // with a pre-rerank list
};

// A run evaluated against its frozen version.
struct RunEvaluation
{
    qint64 runId = 0;
    QString runName;
    RunLevel level = RunLevel::Passage;
    bool hasPrererank = false;
    QString version;
    QString corpusDigest;
    QString configSha256;
    QString metricVersion;
    QString hitRule;
    QString judgedRule;
    QString poolSha256; // of the pooled passage grades the judged rule read
    EvaluationSettings settings;
    std::vector<MetricColumn> columns;
    std::vector<QuestionResult> questions; // the version's questions, external-id order
    GroupSummary overall;
    std::vector<GroupSummary> strata;      // by name
    QStringList warnings;                  // one line each, translated

    int metricIndex(const QString &name) const;
    // Per-question values of one metric, aligned with `questions`.
    std::vector<std::optional<double>> column(int metric) const;
    // A question by uuid, or nullptr.
    const QuestionResult *question(const QString &uuid) const;
};

// The pure part of evaluation: no database.
class RetrievalEvaluation
{
    Q_DECLARE_TR_FUNCTIONS(RetrievalEvaluation)

public:
    // Scores one question's lists. `graded` are its pooled passages.
    static QuestionResult scoreQuestion(const GoldQuestion &question, RunLevel level, const QuestionRun &run,
                                        const std::vector<GradedPassage> &graded,
                                        const EvaluationSettings &settings, const std::vector<MetricColumn> &columns);
    // Means per stratum and overall, the primary metric's intervals, rerank
    // movement and the judged@10 warnings. `evaluation.questions` and
    // `columns` must be filled.
    static void summarize(RunEvaluation &evaluation);
};

QString metricFamilyKey(MetricFamily family); // "precision", "recall", "success", "mrr", "ndcg", "judged", "map", "bpref"

} // namespace touchstone
