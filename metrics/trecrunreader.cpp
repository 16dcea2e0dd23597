#include "trecrunreader.h"

#include "treclinereader.h"
#include "trecqrels.h"

#include <QCoreApplication>

#include <charconv>
#include <cmath>

namespace touchstone {

namespace {

constexpr size_t kMaxDocnoLength = 65535;
constexpr int kRunFields = 6;

QString tr(const char *text)
{
    return QCoreApplication::translate("TrecRunReader", text);
}

struct Span
{
    const char *begin;
    const char *end;
    size_t size() const { return size_t(end - begin); }
    QString text() const { return QString::fromUtf8(begin, int(size())); }
};

// A whole field as a double: optional sign, then what std::from_chars
// accepts (locale independent). NaN cannot be ranked and is refused.
bool parseScore(const Span &field, double *score)
{
    const char *p = field.begin;
    if (p < field.end && *p == '+')
        ++p;
    if (p < field.end && (*p == '+' || *p == '-') && p != field.begin)
        return false;
    const auto result = std::from_chars(p, field.end, *score);
    return result.ec == std::errc() && result.ptr == field.end && !std::isnan(*score);
}

} // namespace

void TrecTopicBlock::clear()
{
    topic = -1;
    entries.clear();
    docnos.clear();
    startsRange = false;
    endsRange = false;
}

void TrecTopicBlock::append(const TrecTopicBlock &other)
{
    const uint32_t shift = uint32_t(docnos.size());
    docnos += other.docnos;
    for (TrecRunEntry entry : other.entries) {
        entry.docOffset += shift;
        entries.push_back(entry);
    }
    endsRange = other.endsRange;
}

Status TrecRunReader::read(qint64 begin, qint64 end, const Sink &sink)
{
    m_sink = &sink;
    m_blockCounts.assign(size_t(m_qrels.topicCount()), 0);
    TrecLineReader reader(m_path);
    if (const Status opened = reader.open(); !opened)
        return opened;
    const Status status = reader.forEachLine(begin, end, [this](const char *b, const char *e, qint64 at) {
        return parseLine(b, e, at);
    });
    if (!status)
        return status;
    if (!m_error.isSet() && m_inBlock)
        flush(true);
    return Status::success();
}

bool TrecRunReader::fail(qint64 offset, const QString &message)
{
    m_error = {offset, message};
    return false;
}

bool TrecRunReader::flush(bool endsRange)
{
    m_inBlock = false;
    if (m_topic < 0)
        return true;
    ++m_blockCounts[size_t(m_topic)];
    m_block.topic = m_topic;
    m_block.endsRange = endsRange;
    const bool go = (*m_sink)(m_block);
    m_block.clear();
    return go;
}

bool TrecRunReader::parseLine(const char *p, const char *end, qint64 offset)
{
    using namespace TrecText;
    while (p < end && classOf(*p) == Space)
        ++p;
    if (p == end || *p == '#')
        return true; // blank or comment line
    Span fields[kRunFields];
    int count = 0;
    while (count < kRunFields) {
        while (p < end && classOf(*p) == Space)
            ++p;
        if (p == end)
            break;
        const char *start = p;
        while (p < end && classOf(*p) == Field)
            ++p;
        if (p < end && classOf(*p) == Nul)
            return fail(offset, tr("NUL byte in line"));
        fields[count++] = {start, p};
    }
    if (count < kRunFields)
        return fail(offset, tr("expected 6 fields (qid iter docno rank score runid), found %1").arg(count));
    double score = 0.0;
    if (!parseScore(fields[4], &score))
        return fail(offset, tr("score '%1' is not a number").arg(fields[4].text()));
    const Span &docno = fields[2];
    if (docno.size() > kMaxDocnoLength)
        return fail(offset, tr("docno longer than %1 bytes").arg(kMaxDocnoLength));

    const Span &runid = fields[5];
    if (m_runid.size() != runid.size() || std::memcmp(m_runid.data(), runid.begin, runid.size()) != 0)
        m_runid.assign(runid.begin, runid.size());
    m_hasContent = true;

    const Span &qid = fields[0];
    if (!m_inBlock || m_qid.size() != qid.size() || std::memcmp(m_qid.data(), qid.begin, qid.size()) != 0) {
        if (m_inBlock && !flush(false))
            return false;
        m_qid.assign(qid.begin, qid.size());
        m_topic = m_qrels.findTopic(qid.begin, qid.size());
        m_inBlock = true;
        m_block.startsRange = m_firstContent;
    }
    m_firstContent = false;
    if (m_topic < 0)
        return true;

    const uint64_t hash = hashBytes(docno.begin, docno.size());
    TrecRunEntry entry;
    entry.score = score;
    entry.offset = offset;
    entry.docOffset = uint32_t(m_block.docnos.size());
    entry.hash = uint32_t(hash);
    entry.rel = m_qrels.gradeOf(m_topic, docno.begin, docno.size(), hash);
    entry.docLength = uint16_t(docno.size());
    m_block.docnos.append(docno.begin, docno.size());
    m_block.entries.push_back(entry);
    return true;
}

} // namespace touchstone
