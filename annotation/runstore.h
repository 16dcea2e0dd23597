#pragma once

#include "hitrule.h"
#include "metrics/result.h"
#include "retrievalevaluation.h"
#include "runtypes.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// An imported run (a row of `runs`).
struct RunInfo
{
    qint64 id = 0;
    QString uuid;
    QString name;
    qint64 versionId = 0;
    QString version;
    RunFormat format = RunFormat::Jsonl;
    RunLevel level = RunLevel::Passage;
    QString sourceFile;
    QString fileSha256;
    QString tag;
    QString config;       // canonical JSON, or empty
    QString configSha256; // of `config`, or empty
    bool hasPrererank = false;
    int itemCount = 0;
    int questionCount = 0; // questions of the version
    QDateTime importedAt;
    QString importedBy;
};

// A run in the run browser's list, with the headline numbers of its latest
// stored evaluation (empty before the first evaluation).
struct RunListEntry
{
    RunInfo run;
    QString settings;  // EvaluationSettings::key() of the evaluation shown
    std::optional<double> primary;      // e.g. mean ndcg@10
    QString primaryMetric;
    std::optional<double> recallAt10;
    std::optional<double> judgedAt10;
    bool judgedWarning = false;
    int answerable = 0;
    int unanswerable = 0;
};

// One stored item of a run.
struct RunItem
{
    RunStage stage = RunStage::Final;
    int rank = 0;
    qint64 documentId = 0;
    int start = -1; // -1 for a document-level item
    int end = -1;
    std::optional<double> score;
    QString text;   // as the run file gave it, or empty
};

// A page of a run's questions for the run browser: sorted and filtered in
// SQL, so the browser reads only the rows it shows.
struct RunQuestionQuery
{
    qint64 runId = 0;
    QString settings;         // the evaluation whose values are shown and sorted on; empty: the latest
    QString sortMetric;       // a metric name ("ndcg@10") or "id"; values sort with undefined last
    bool descending = false;
    QString stratum;          // empty: every stratum
    QString search;           // substring of the external id
    std::optional<double> maximum; // only questions with sortMetric value <= maximum ("failing")
    bool answerableOnly = false;
    int offset = 0;
    int limit = 100;
};

struct RunQuestionRow
{
    qint64 runQuestionId = 0;
    QString questionUuid;
    QString externalId;
    QString stratum;
    bool answerable = true;
    int itemCount = 0;
    std::optional<double> value; // of sortMetric
    std::optional<double> judged;
};

struct RunQuestionPage
{
    int total = 0; // rows matching the filter
    std::vector<RunQuestionRow> rows;
};

// Reads runs and their items; the run browser's data source.
class RunStore
{
    Q_DECLARE_TR_FUNCTIONS(RunStore)

public:
    explicit RunStore(const ProjectStore &store);

    std::vector<RunInfo> runs() const; // import order
    std::optional<RunInfo> byName(const QString &name) const;
    std::optional<RunInfo> byId(qint64 id) const;
    // Every run with the headline numbers of its latest evaluation.
    std::vector<RunListEntry> list() const;

    // Every question's lists, keyed by question uuid order of run_questions
    // ids (ascending), for evaluation.
    struct QuestionLists
    {
        qint64 runQuestionId = 0;
        QString questionUuid;
        QuestionRun lists;
    };
    Result<std::vector<QuestionLists>> lists(qint64 runId) const;
    // The stored items of one question of a run, final list first, by rank.
    std::vector<RunItem> items(qint64 runId, const QString &questionUuid) const;

    RunQuestionPage questions(const RunQuestionQuery &query) const;

    // Deletes a run with its items and evaluations (reports keep their copy).
    Status remove(qint64 runId, const QString &actor = {}) const;

private:
    std::vector<RunInfo> select(const QString &where, const QVariantList &values) const;

    const ProjectStore &m_store;
};

} // namespace touchstone
