#pragma once

#include "goldset.h"
#include "hitrule.h"
#include "metrics/result.h"
#include "retrievalevaluation.h"
#include "runstore.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// The pooled passages graded in passage mode, per question uuid, and the
// sha256 that names that state of the pool in every evaluation.
struct GradedPool
{
    QHash<QString, std::vector<GradedPassage>> byQuestion;
    QString sha256;

    const std::vector<GradedPassage> &forQuestion(const QString &uuid) const;
};

// An unjudged retrieved passage in a run's top k: a hole in the judgments.
struct RunHole
{
    QString questionUuid;
    QString externalId;
    RunStage stage = RunStage::Final;
    int rank = 0;
    qint64 documentId = 0;
    int start = -1; // -1 for a document-level item
    int end = -1;
    HitStatus status = HitStatus::Unjudged; // Unjudged, or Pending (graded, awaiting a version)
};

struct HoleQueueReport
{
    int holes = 0;    // unjudged items offered
    int queued = 0;   // new passages in passage mode
    int already = 0;  // already queued for the question
    QStringList skipped; // one line each: why a hole could not be queued
};

// A retrieved item of one question with its judgment, for the run browser.
struct RunItemDetail
{
    RunItem item;
    ItemJudgment judgment;
    bool relevant = false;          // grade >= relevance level
    std::vector<int> overlappingSpans; // indexes into QuestionDetail::gold.spans
};

struct QuestionDetail
{
    GoldQuestion gold;                 // spans with project document ids
    std::vector<RunItemDetail> final;  // by rank
    std::vector<RunItemDetail> prererank;
    std::optional<QuestionResult> scores; // from the evaluation, when one exists
};

// Evaluates runs against their frozen versions and stores the results
// (evaluations + eval_values; the eval_results view reads them back one row
// per run x question x metric x trial with the instrument of §14.4).
class RunEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(RunEvaluator)

public:
    explicit RunEvaluator(const ProjectStore &store);

    GradedPool gradedPool() const;

    // The settings an EvaluationSettings::key() names ("gain=linear;
    // relevance=2;cutoffs=1,5,10,20"), normalized; empty for anything else.
    // The primary metric is not part of the key: it is `primaryMetric`.
    static std::optional<EvaluationSettings> settingsFromKey(const QString &key,
                                                             const QString &primaryMetric = QStringLiteral("ndcg@10"));

    // Computes from the stored items.
    Result<RunEvaluation> evaluate(const RunInfo &run, EvaluationSettings settings) const;
    // Computes from lists already in memory (just imported), in run_questions order.
    Result<RunEvaluation> evaluate(const RunInfo &run, const std::vector<RunStore::QuestionLists> &lists,
                                   EvaluationSettings settings) const;
    // The stored evaluation of these settings when it is still current
    // (same metric version and pool), else evaluate() and store().
    Result<RunEvaluation> current(const RunInfo &run, EvaluationSettings settings) const;

    // Replaces the stored evaluation of the same run and settings.
    Status store(const RunEvaluation &evaluation) const;

    // Unjudged items in the top k of both lists (deduplicated by document
    // and range, final list first).
    Result<std::vector<RunHole>> holes(const RunInfo &run, int k) const;
    // Queues the Unjudged holes of a passage run in passage mode, source
    // "pool:<run name>", one transaction per question.
    Result<HoleQueueReport> queueHoles(const RunInfo &run, const std::vector<RunHole> &holes,
                                       const QString &actor = {}) const;

    // One question of a run: gold spans, both lists with hit / miss.
    Result<QuestionDetail> detail(const RunInfo &run, const QString &questionUuid,
                                  EvaluationSettings settings = {}) const;

private:
    Result<RunEvaluation> compute(const RunInfo &run, const GoldSet &gold,
                                  const std::vector<RunStore::QuestionLists> &lists, const GradedPool &pool,
                                  const EvaluationSettings &settings) const;
    std::optional<RunEvaluation> loadStored(const RunInfo &run, const GoldSet &gold,
                                            const EvaluationSettings &settings, const QString &poolSha256) const;

    const ProjectStore &m_store;
};

} // namespace touchstone
