#pragma once

#include "hitrule.h"
#include "metrics/result.h"
#include "retrievalevaluation.h"
#include "runtypes.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <map>
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
    // The overall mean of every metric column of that evaluation ("mrr@10",
    // "map", ...); an undefined mean is present without a value.
    std::map<QString, std::optional<double>> means;

    std::optional<double> mean(const QString &metric) const;
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
    std::optional<double> maximum; // only questions with sortMetric value <= maximum
    bool answerableOnly = false;
    // "Failing" questions: the value of failingMetric is at most
    // failingMaximum (success@10 <= 0: nothing relevant in the top 10;
    // ndcg@10 <= 0.3: below a threshold), or (judgeFail) some judge gave an
    // answer to the question the verdict FAIL. With both, either one
    // suffices; with neither (failingMetric empty, judgeFail false) there is
    // no such filter. Judge verdicts name questions and answers, not runs,
    // so every stored verdict on the question counts.
    QString failingMetric;
    double failingMaximum = 0.0;
    bool judgeFail = false;
    QStringList columns;      // more metrics to read for each row (RunQuestionRow::columns)
    bool withTotal = true;    // false: total is left at -1 (a later page of the same query)
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
    std::optional<double> value; // of sortMetric (ndcg@10 when sorted by id)
    std::optional<double> judged;
    std::vector<std::optional<double>> columns; // aligned with RunQuestionQuery::columns
    int judgeVerdicts = 0; // stored judge verdicts on the question (any judge, any answer)
    int judgeFails = 0;    // of which FAIL
};

struct RunQuestionPage
{
    int total = 0;    // rows matching the filter; -1 when not counted
    QString settings; // the evaluation read; empty when the run has none
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

    // One page of a run's questions. A run's questions have consecutive
    // ids in external-id order (RunImporter), so its rows are read as a
    // range of the integer key, in order, without touching other runs:
    // the first page of a million-question run sorted by id costs
    // milliseconds; a sort on a metric reads every value of that metric
    // once per page (no index on values), about a second per million.
    RunQuestionPage questions(const RunQuestionQuery &query) const;

    // Deletes a run with its items and evaluations (reports keep their copy).
    Status remove(qint64 runId, const QString &actor = {}) const;

private:
    std::vector<RunInfo> select(const QString &where, const QVariantList &values) const;

    const ProjectStore &m_store;
};

} // namespace touchstone
