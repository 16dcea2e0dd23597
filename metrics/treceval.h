#pragma once

// trec_eval 10.0 as a library: evaluates a run file against a qrels file and
// returns exactly the text trec_eval prints (see the README of
// shared/testdata/trec_eval and trecmeasures.h for the definitions).
//
// Semantics kept from trec_eval:
//  * Each topic's results are sorted by score (a double) descending, ties
//    broken by docno in descending strcmp() order; then -M truncates.
//  * The evaluated topics are the qrels topics. Run topics absent from the
//    qrels are ignored. With `complete` (-c) a qrels topic absent from the
//    run is scored on trec_eval's one-document dummy ranking (everything 0)
//    and counts in the means.
//  * Topics are evaluated and printed in topic order (strcmp of the ids);
//    a topic that cannot be evaluated (a docno judged twice, retrieved twice
//    within the -M depth, or, without -c, absent from the run) ends the
//    evaluation there: the topics before it are printed, then the error, as
//    trec_eval does (for the absent topic trec_eval reads a stale or
//    uninitialised pointer; Touchstone stops instead).
//  * Means divide by the number of evaluated topics, summing topic values
//    in topic order.
//  * 0/0 stays NaN where trec_eval divides 0 by 0 (interpolated precision of
//    an empty ranking under -J or -M0), printed "-nan" as glibc prints it.
// Differences: every input problem is one line "FILE:LINE: reason" (see
// trecqrels.h and trecrunreader.h for what is refused), never a crash; every
// field trec_eval misreads silently is read the same way and reported as a
// warning ("FILE:LINE: warning: ..."), an error with `strict`.
//
// Speed: the run is split at a line boundary into one byte range per thread
// (two by default); each thread parses its range in 4 MiB blocks and
// evaluates every topic as soon as its block of lines ends, so memory holds
// one topic per thread. If a topic's lines are not contiguous in the file,
// the run is read again holding every topic until the end (correct, slower,
// more memory).

#include "metrics/result.h"
#include "metrics/retrievalmetrics.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <climits>

namespace touchstone {

struct TrecEvalOptions
{
    QString qrelsPath;
    QString runPath;
    QStringList measures;          // -m arguments in order; empty = "official"
    bool perTopic = false;         // -q
    bool complete = false;         // -c
    bool summary = true;           // false with -n
    bool judgedOnly = false;       // -J: drop unjudged retrieved items first
    int relevanceLevel = 1;        // -l (any integer, as trec_eval's atol)
    long maxRetrieved = LONG_MAX;  // -M (>= 0)
    long numDocsInCollection = 0;  // -N (utility only)
    GainFunction gain = GainFunction::Linear;
    bool strict = false;           // a misread field is an error, not a warning
    int threads = 2;
    // Each thread gets at least this many bytes of the run (tests lower it
    // to exercise the joins between ranges on small files).
    qint64 minBytesPerThread = 4 << 20;
};

// What one evaluation printed: stdout (also the topics printed before a
// failure), the one-line error if it failed, and the warnings.
struct TrecEvalReport
{
    QByteArray output;
    QString error;       // empty on success
    QStringList warnings; // "FILE:LINE: warning: ..."
    bool ok() const { return error.isEmpty(); }
};

class TrecEval
{
public:
    static TrecEvalReport evaluate(const TrecEvalOptions &options);
    // The text trec_eval would print, or a one-line error (warnings dropped).
    static Result<QByteArray> run(const TrecEvalOptions &options);
};

} // namespace touchstone
