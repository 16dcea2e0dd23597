#pragma once

// trec_eval's qrels format, "qid iter docno rel" (iter is ignored), read into
// per-topic judgment tables for fast docno lookup.
//
// What is accepted, and how it compares with trec_eval 10.0 (get_qrels.c,
// form_res_rels.c):
//  * Fields are separated by any run of C whitespace (space, tab, \v, \f,
//    \r): CRLF line ends read exactly like LF, as in trec_eval. Leading and
//    trailing whitespace is allowed. A last line without '\n' is accepted.
//  * A line whose first byte is '#' is a comment, but as in trec_eval only one
//    at a time: a comment line right after a skipped comment line is read as
//    a judgment (for topic "#"), with a warning. A '#' anywhere else is data
//    (docnos such as "msmarco_doc_00#4" are common).
//  * Grades are read as trec_eval's atol() reads them: the leading integer
//    ("1.9" is 1, "3x" is 3, "x" is 0); a grade that is not wholly an
//    integer gets a warning naming the line and the value assumed.
//  * Error (exit 2, "FILE:LINE: reason"), where trec_eval also refuses the
//    file: an empty file; a line with other than 4 fields, including an empty
//    line; a file without any judgment.
//  * The same docno twice for a topic is an error (trec_eval: "duplicate
//    docs"), but, as in trec_eval, only when that topic is evaluated: the
//    topics before it are printed first (topicError()).
//  * Error: a NUL byte (trec_eval would cut the line there); a grade outside
//    +-1,000,000 (trec_eval sizes a table by the highest grade).
//  * Negative grades mean "in the pool but not judged" (trec_eval's
//    RELVALUE_UNJUDGED): such items are neither relevant nor non-relevant and
//    are not counted in any grade level.
//  * Files of 2 GB and more are read like any other (trec_eval's qrels reader
//    fails on them: it keeps the size in an int).
// Topics are ordered by strcmp() of their ids, the order trec_eval prints.

#include "metrics/result.h"
#include "metrics/retrievalmetrics.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>
#include <vector>

namespace touchstone {

class TrecQrels
{
public:
    static Result<TrecQrels> read(const QString &path);

    int topicCount() const { return int(m_topics.size()); }
    QByteArray topicId(int topic) const;
    // Index of the topic with this id, or -1.
    int findTopic(const char *id, size_t length) const;
    // Grade of docno in topic: >= 0, RelevanceCode::PoolUnjudged for a
    // negative grade, RelevanceCode::NotInPool if the docno is not judged.
    // `hash` is TrecText::hashBytes(docno, length).
    int gradeOf(int topic, const char *docno, size_t length, uint64_t hash) const;
    // Number of judged items per grade (index = grade >= 0) of a topic.
    const GradeCounts &relLevels(int topic) const { return m_topics[size_t(topic)].levels; }
    long judgmentCount() const { return long(m_judgments.size()); }
    // Lines with a grade above 0, duplicates included: trec_eval's summary
    // num_rel under -c.
    long positiveJudgmentCount() const { return m_positiveJudgments; }
    // The error that evaluating this topic meets (a docno judged twice), or
    // an empty string.
    QString topicError(int topic) const;
    // "FILE:LINE: warning: ..." lines, one per field trec_eval misreads
    // silently, in file order.
    const QStringList &warnings() const { return m_warnings; }

private:
    struct Judgment
    {
        uint64_t docOffset;
        uint32_t hash;
        uint32_t docLength;
        int grade;
        qint64 line;
    };
    struct Topic
    {
        uint64_t idOffset;
        uint32_t idLength;
        size_t slotBegin;
        uint32_t slotMask;
        GradeCounts levels;
    };
    struct Builder;

    std::string m_text;               // topic ids and docnos, back to back
    std::vector<Judgment> m_judgments;
    std::vector<uint32_t> m_slots;    // open addressing, judgment index + 1
    std::vector<Topic> m_topics;      // strcmp order
    std::vector<std::pair<int, QString>> m_topicErrors; // (topic, error), few
    QStringList m_warnings;
    long m_positiveJudgments = 0;
};

} // namespace touchstone
