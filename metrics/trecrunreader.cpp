#include "trecrunreader.h"

#include "treclinereader.h"
#include "trecqrels.h"

#include <QCoreApplication>

#include <charconv>
#include <clocale>
#include <cmath>
#include <cstdlib>
#include <locale.h>

namespace touchstone {

namespace {

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

// trec_eval's atof(): strtod in the C locale (trec_eval never calls
// setlocale; this process may have). *misread is set when that is not what
// the field says in decimal: atof read only a prefix ("0.45abc", "high") or
// a hexadecimal number ("0x10").
double parseScore(const Span &field, bool *misread)
{
    *misread = false;
    const char *p = field.begin;
    if (p < field.end && *p == '+')
        ++p;
    // The common case, exactly as strtod rounds it (from_chars takes no '+').
    if (p == field.begin || (p < field.end && *p != '+' && *p != '-')) {
        double value = 0.0;
        const auto result = std::from_chars(p, field.end, value);
        if (result.ec == std::errc() && result.ptr == field.end)
            return value;
    }
    static const locale_t cLocale = newlocale(LC_ALL_MASK, "C", locale_t(nullptr));
    const std::string text(field.begin, field.size());
    char *stop = nullptr;
    const double value = strtod_l(text.c_str(), &stop, cLocale);
    const bool hex = text.find_first_of("xX") != std::string::npos;
    *misread = stop != text.c_str() + text.size() || (hex && stop != text.c_str());
    return value;
}

QString numberText(double value)
{
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QString::fromLatin1(buffer, int(result.ptr - buffer));
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
    bool misread = false;
    const double score = parseScore(fields[4], &misread);
    if (misread) {
        m_warnings.emplace_back(offset, tr("score '%1' read as %2, as trec_eval reads it (atof)")
                                            .arg(fields[4].text(), numberText(score)));
    }
    const Span &docno = fields[2];

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
    entry.docLength = uint32_t(docno.size());
    m_block.docnos.append(docno.begin, docno.size());
    m_block.entries.push_back(entry);
    return true;
}

} // namespace touchstone
