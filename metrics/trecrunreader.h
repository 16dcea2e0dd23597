#pragma once

// trec_eval's run ("results") format, "qid iter docno rank score runid",
// parsed as a stream of topic blocks: a block is a maximal sequence of lines
// of one topic. Only the current block is held in memory, so a 10M-line run
// is parsed in bounded memory when its topics are contiguous (TrecEval falls
// back to holding all topics when they are not).
//
// What is accepted, and how it compares with trec_eval 10.0
// (get_trec_results.c, form_res_rels.c):
//  * Fields are separated by C whitespace; CRLF reads like LF. Blank lines
//    and lines whose first non-blank byte is '#' are skipped. Fields after
//    the sixth are ignored. The iter and rank columns and the file order are
//    ignored: ranks come from sorting by score. All as in trec_eval.
//  * The run tag printed as "runid" is the sixth field of the last content
//    line of the file, as in trec_eval.
//  * Lines of topics that are not in the qrels are checked for syntax and
//    otherwise ignored, as in trec_eval.
//  * Error ("FILE:LINE: reason"), where trec_eval also refuses the file: an
//    empty file; a content line with fewer than 6 fields.
//  * Scores are read as trec_eval's atof() reads them (strtod in the C
//    locale): 1e400 is inf, 1e-400 is 0, "nan" is NaN (ranked the way
//    trec_eval's qsort ranks it, see treceval.cpp). Where atof reads only a
//    prefix or a hexadecimal number ("0.45abc" is 0.45, "high" is 0, "0x10"
//    is 16), the line gets a warning naming the value assumed.
//  * Error, where trec_eval cuts the line: a NUL byte.
//  * The same docno twice within the -M depth of one evaluated topic is an
//    error, met (as in trec_eval) when that topic is evaluated.
//  * Files of 2 GB and more are read in blocks like any other.

#include "metrics/result.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace touchstone {

class TrecQrels;

struct TrecRunEntry
{
    double score = 0.0;
    qint64 offset = 0;      // byte offset of the line, for error messages
    uint32_t docOffset = 0; // into TrecTopicBlock::docnos
    uint32_t hash = 0;
    int rel = 0;            // grade or RelevanceCode
    uint32_t docLength = 0;
};

struct TrecTopicBlock
{
    int topic = -1; // index in TrecQrels
    std::vector<TrecRunEntry> entries;
    std::string docnos;
    bool startsRange = false; // began with the first content line of the range
    bool endsRange = false;   // ended with the last content line of the range

    void clear();
    // Appends another block of the same topic.
    void append(const TrecTopicBlock &other);
};

// A problem found at a byte offset; the line number is computed afterwards.
struct TrecInputError
{
    qint64 offset = -1;
    QString message;
    bool isSet() const { return offset >= 0; }
};

class TrecRunReader
{
public:
    // Called for every block of a qrels topic, when it ends.
    using Sink = std::function<bool(TrecTopicBlock &block)>;

    TrecRunReader(QString path, const TrecQrels &qrels) : m_path(std::move(path)), m_qrels(qrels) {}

    // Parses the lines that start in [begin, end). Returns read errors; input
    // errors are in error() (the first one in the range). A false from the
    // sink stops reading.
    Status read(qint64 begin, qint64 end, const Sink &sink);

    const TrecInputError &error() const { return m_error; }
    bool hasContent() const { return m_hasContent; }
    const std::string &lastRunid() const { return m_runid; }
    // Number of blocks seen per topic.
    const std::vector<uint32_t> &blockCounts() const { return m_blockCounts; }
    // (line offset, message) of every score trec_eval misreads silently.
    const std::vector<std::pair<qint64, QString>> &warnings() const { return m_warnings; }

private:
    bool parseLine(const char *begin, const char *end, qint64 offset);
    bool flush(bool endsRange);
    bool fail(qint64 offset, const QString &message);

    QString m_path;
    const TrecQrels &m_qrels;
    const Sink *m_sink = nullptr;
    TrecTopicBlock m_block;
    std::string m_qid;
    int m_topic = -1;
    bool m_inBlock = false;
    bool m_firstContent = true;
    bool m_hasContent = false;
    std::string m_runid;
    std::vector<uint32_t> m_blockCounts;
    TrecInputError m_error;
    std::vector<std::pair<qint64, QString>> m_warnings;
};

} // namespace touchstone
