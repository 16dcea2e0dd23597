#pragma once

#include "metrics/result.h"
#include "runtypes.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <future>
#include <optional>
#include <vector>

namespace touchstone {

// One retrieved item of a run file, before its question and document are
// looked up in a project.
struct RunFileItem
{
    int line = 0;          // 1-based line of the file
    int question = -1;     // index into RunFile::questionIds
    int document = -1;     // index into RunFile::documentRefs
    RunStage stage = RunStage::Final;
    int rank = 0;          // 1-based
    std::optional<double> score;
    int start = -1;        // canonical code points [start, end); -1 when not given
    int end = -1;
    QString text;          // passage text to anchor (JSONL "text"), or empty
    int pageHint = -1;     // 0-based page hint for the text; -1 when not given
};

// A run file as read, checked for syntax, types and duplicates; questions
// and documents are still the strings the file names.
struct RunFile
{
    QString path;
    RunFormat format = RunFormat::Jsonl;
    RunLevel level = RunLevel::Passage;
    // sha256 of the file's bytes. Hashing a large file costs as much as
    // storing it, so it runs on its own thread while the file is parsed and
    // imported; sha256() waits for it.
    std::shared_future<QString> pendingSha256;
    QString sha256() const { return pendingSha256.valid() ? pendingSha256.get() : QString(); }
    QStringList questionIds;         // in order of first appearance
    QStringList documentRefs;        // sha256, id given at ingest, or file name
    std::vector<int> questionLines;  // first line naming each question
    std::vector<int> documentLines;  // first line naming each document
    std::vector<RunFileItem> items;  // file order
    std::optional<QJsonObject> config; // a first line {"config": {...}} of a JSONL file
    QString tag;                     // TREC: the run tag of the last line
    bool hasPrererank = false;
    QStringList warnings;            // unknown keys and the like, one line each
};

// Reads the two run formats (DESIGN.md "Runs, reports, browsing"):
//
// TREC: `qid Q0 docno rank score tag`, whitespace-separated, '#' comments
// and blank lines skipped, fields after the sixth ignored. As in trec_eval
// the rank column is not used: a question's ranking is its lines sorted by
// score, descending, ties by docno in descending byte order, so a document
// run scores exactly as `touchstone trec` scores the same file. A docno
// twice for one question is an error. Always document level.
//
// JSONL: one object per line and per retrieved item:
//   question_id  (string, or integer)      required
//   rank         (integer >= 1)            required, unique per question and stage
//   score        (number or null)          optional
//   document_sha256 | document_id (string) one of them; document_id is the id
//                                          given at ingest (or the file name)
//   start, end   (integers, code points of the canonical text) } a passage,
//   text         (string, anchored like a quote; page: 1-based hint) } or neither:
//                                          a document-level item
//   stage        ("final" | "prererank")   optional, default "final"
// An optional first line {"config": {...}} carries the run's configuration.
// All items of a file are of one level. Unknown keys are ignored with a
// warning. Any other problem is an error "FILE:LINE: reason".
//
// The format is taken from the content: a file whose first non-blank,
// non-comment byte is '{' is JSONL, anything else TREC.
class RunFileReader
{
    Q_DECLARE_TR_FUNCTIONS(RunFileReader)

public:
    static Result<RunFile> read(const QString &path);
    // `name` stands for the file in messages.
    static Result<RunFile> parse(const QByteArray &bytes, const QString &name);

private:
    static Status parseTrec(const QByteArray &bytes, RunFile &run);
    static Status parseJsonl(const QByteArray &bytes, RunFile &run);
    static Status checkRanks(RunFile &run);
};

} // namespace touchstone
