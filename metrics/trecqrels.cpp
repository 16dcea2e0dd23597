#include "trecqrels.h"

#include "retrievalmetrics.h"
#include "treclinereader.h"
#include "argtext.h"

#include <QCoreApplication>

#include <algorithm>
#include <charconv>
#include <climits>
#include <numeric>
#include <unordered_map>

namespace touchstone {

namespace {

constexpr long kMaxGrade = 1000000;

struct Field
{
    const char *begin;
    const char *end;
    size_t size() const { return size_t(end - begin); }
    QString text() const { return QString::fromUtf8(begin, int(size())); }
};

// Splits at whitespace; returns the number of fields found (at most max + 1,
// so that "too many" is visible), or -1 if the line holds a NUL byte.
int splitFields(const char *p, const char *end, Field *fields, int max)
{
    int count = 0;
    while (p < end) {
        while (p < end && TrecText::classOf(*p) == TrecText::Space)
            ++p;
        if (p == end)
            break;
        const char *start = p;
        while (p < end && TrecText::classOf(*p) == TrecText::Field)
            ++p;
        if (p < end && TrecText::classOf(*p) == TrecText::Nul)
            return -1;
        if (count <= max)
            fields[count] = {start, p};
        ++count;
    }
    return std::min(count, max + 1);
}

QString tr(const char *text)
{
    return QCoreApplication::translate("TrecQrels", text);
}

} // namespace

struct TrecQrels::Builder
{
    QString path;
    TrecQrels qrels;
    std::vector<int> topicOfJudgment; // provisional topic index per judgment
    std::vector<std::string> provisionalIds;
    std::unordered_map<std::string, int> provisionalIndex;
    QString error;
    bool previousSkipped = false;

    bool addLine(const char *begin, const char *end, qint64 line);
    void warn(qint64 line, const QString &message)
    {
        qrels.m_warnings << TrecText::warningAt(path, line, message);
    }
    int provisionalTopic(const Field &id);
    Status finish();
    Status buildTables(const std::vector<int> &finalOf);
};

int TrecQrels::Builder::provisionalTopic(const Field &id)
{
    if (!provisionalIds.empty()) {
        const std::string &last = provisionalIds[size_t(topicOfJudgment.back())];
        if (last.size() == id.size() && std::memcmp(last.data(), id.begin, id.size()) == 0)
            return topicOfJudgment.back();
    }
    const auto [it, inserted] = provisionalIndex.try_emplace(std::string(id.begin, id.size()),
                                                             int(provisionalIds.size()));
    if (inserted)
        provisionalIds.push_back(it->first);
    return it->second;
}

// atol(): optional sign, then the leading digits (none: 0). *clean tells
// whether that was the whole field; *overflow whether it left [-2^63, 2^63).
static long leadingInteger(const char *p, const char *end, bool *clean, bool *overflow)
{
    bool negative = false;
    if (p < end && (*p == '+' || *p == '-'))
        negative = *p++ == '-';
    const char *digits = p;
    unsigned long long value = 0;
    *overflow = false;
    for (; p < end && *p >= '0' && *p <= '9'; ++p) {
        if (value > (ULLONG_MAX - 9) / 10)
            *overflow = true;
        else
            value = value * 10 + unsigned(*p - '0');
    }
    *clean = p == end && p != digits;
    if (value > (unsigned long long)(LLONG_MAX))
        *overflow = true;
    const long magnitude = *overflow ? LONG_MAX : long(value);
    return negative ? -magnitude : magnitude;
}

bool TrecQrels::Builder::addLine(const char *begin, const char *end, qint64 line)
{
    // get_qrels.c skips a '#' line and then parses the next line whatever it
    // is, so of two comment lines in a row the second is a judgment.
    const bool hash = begin < end && *begin == '#';
    if (hash && !previousSkipped) {
        previousSkipped = true;
        return true;
    }
    previousSkipped = false;
    Field fields[5];
    const int count = splitFields(begin, end, fields, 4);
    if (count < 0) {
        error = TrecText::errorAt(path, line, tr("NUL byte in line"));
        return false;
    }
    if (count != 4) {
        error = TrecText::errorAt(path, line, count == 0
            ? tr("empty line (expected: qid iter docno rel)")
            : tr("expected 4 fields (qid iter docno rel), found %1").arg(count > 4 ? QStringLiteral("more") : QString::number(count)));
        return false;
    }
    const Field &grade = fields[3];
    bool clean = false;
    bool overflow = false;
    const long value = leadingInteger(grade.begin, grade.end, &clean, &overflow);
    if (overflow || value > kMaxGrade || value < -kMaxGrade) {
        error = TrecText::errorAt(path, line, tr("grade %1 is outside [-%2, %2]").arg(grade.text(), argText(kMaxGrade)));
        return false;
    }
    if (hash) {
        warn(line, tr("a comment line right after a comment line is read as a judgment for topic '%1', as trec_eval reads it")
                       .arg(fields[0].text()));
    } else if (!clean) {
        warn(line, tr("grade '%1' read as %2, as trec_eval reads it (the leading integer)")
                       .arg(grade.text(), argText(value)));
    }
    if (value > 0)
        ++qrels.m_positiveJudgments;
    const int topic = provisionalTopic(fields[0]);
    const Field &docno = fields[2];
    Judgment judgment;
    judgment.docOffset = qrels.m_text.size();
    judgment.hash = uint32_t(TrecText::hashBytes(docno.begin, docno.size()));
    judgment.docLength = uint32_t(docno.size());
    judgment.grade = int(value);
    judgment.line = line;
    qrels.m_text.append(docno.begin, docno.size());
    qrels.m_judgments.push_back(judgment);
    topicOfJudgment.push_back(topic);
    return true;
}

Status TrecQrels::Builder::finish()
{
    // Topics in strcmp order (std::string compares bytes as unsigned, like strcmp).
    std::vector<int> order(provisionalIds.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [this](int a, int b) { return provisionalIds[size_t(a)] < provisionalIds[size_t(b)]; });
    std::vector<int> finalOf(order.size());
    for (size_t i = 0; i < order.size(); ++i)
        finalOf[size_t(order[i])] = int(i);
    qrels.m_topics.resize(order.size());
    for (size_t i = 0; i < order.size(); ++i) {
        const std::string &id = provisionalIds[size_t(order[i])];
        qrels.m_topics[i].idOffset = qrels.m_text.size();
        qrels.m_topics[i].idLength = uint32_t(id.size());
        qrels.m_text += id;
    }
    return buildTables(finalOf);
}

Status TrecQrels::Builder::buildTables(const std::vector<int> &finalOf)
{
    // Group judgments by topic, keeping file order inside a topic.
    const size_t topics = qrels.m_topics.size();
    std::vector<size_t> start(topics + 1, 0);
    for (int provisional : topicOfJudgment)
        ++start[size_t(finalOf[size_t(provisional)]) + 1];
    std::partial_sum(start.begin(), start.end(), start.begin());
    std::vector<Judgment> grouped(qrels.m_judgments.size());
    std::vector<size_t> next(start.begin(), start.end() - 1);
    for (size_t i = 0; i < qrels.m_judgments.size(); ++i)
        grouped[next[size_t(finalOf[size_t(topicOfJudgment[i])])]++] = qrels.m_judgments[i];
    qrels.m_judgments = std::move(grouped);

    for (size_t t = 0; t < topics; ++t) {
        Topic &topic = qrels.m_topics[t];
        const size_t count = start[t + 1] - start[t];
        size_t capacity = 4;
        while (capacity < 2 * count)
            capacity *= 2;
        topic.slotBegin = qrels.m_slots.size();
        topic.slotMask = uint32_t(capacity - 1);
        qrels.m_slots.resize(qrels.m_slots.size() + capacity, 0);
        std::vector<int> grades;
        grades.reserve(count);
        for (size_t i = start[t]; i < start[t + 1]; ++i) {
            const Judgment &j = qrels.m_judgments[i];
            const char *docno = qrels.m_text.data() + j.docOffset;
            const int existing = qrels.gradeOf(int(t), docno, j.docLength,
                                               TrecText::hashBytes(docno, j.docLength));
            if (existing != RelevanceCode::NotInPool) {
                const auto first = std::find_if(qrels.m_judgments.begin() + long(start[t]),
                                                qrels.m_judgments.begin() + long(i), [&](const Judgment &o) {
                    return o.docLength == j.docLength
                           && std::memcmp(qrels.m_text.data() + o.docOffset, docno, j.docLength) == 0;
                });
                if (qrels.m_topicErrors.empty() || qrels.m_topicErrors.back().first != int(t)) {
                    qrels.m_topicErrors.emplace_back(int(t), TrecText::errorAt(path, j.line,
                        tr("document '%1' judged twice for topic '%2' (also on line %3)")
                            .arg(argText(QString::fromUtf8(docno, int(j.docLength))), argText(QString::fromUtf8(qrels.topicId(int(t)))), argText(first->line))));
                }
                continue;
            }
            uint32_t slot = j.hash & topic.slotMask;
            while (qrels.m_slots[topic.slotBegin + slot] != 0)
                slot = (slot + 1) & topic.slotMask;
            qrels.m_slots[topic.slotBegin + slot] = uint32_t(i + 1);
            grades.push_back(j.grade);
        }
        topic.levels = countGrades(std::move(grades));
    }
    return Status::success();
}

Result<TrecQrels> TrecQrels::read(const QString &path)
{
    TrecLineReader reader(path);
    if (const Status opened = reader.open(); !opened)
        return Result<TrecQrels>::failure(opened.error());
    if (reader.size() == 0)
        return Result<TrecQrels>::failure(TrecText::errorAt(path, 1, tr("empty file")));
    Builder builder;
    builder.path = path;
    qint64 line = 0;
    const Status read = reader.forEachLine(0, reader.size(),
        [&](const char *begin, const char *end, qint64) {
            return builder.addLine(begin, end, ++line);
        });
    if (!read)
        return Result<TrecQrels>::failure(read.error());
    if (!builder.error.isEmpty())
        return Result<TrecQrels>::failure(builder.error);
    if (builder.qrels.m_judgments.empty())
        return Result<TrecQrels>::failure(TrecText::errorAt(path, line, tr("no judgments in file")));
    if (const Status built = builder.finish(); !built)
        return Result<TrecQrels>::failure(built.error());
    return std::move(builder.qrels);
}

QString TrecQrels::topicError(int topic) const
{
    for (const auto &[t, message] : m_topicErrors) {
        if (t == topic)
            return message;
    }
    return {};
}

QByteArray TrecQrels::topicId(int topic) const
{
    const Topic &t = m_topics[size_t(topic)];
    return QByteArray(m_text.data() + t.idOffset, t.idLength);
}

int TrecQrels::findTopic(const char *id, size_t length) const
{
    const auto it = std::lower_bound(m_topics.begin(), m_topics.end(), 0,
        [&](const Topic &t, int) {
            return TrecText::compareBytes(m_text.data() + t.idOffset, t.idLength, id, length) < 0;
        });
    if (it == m_topics.end()
        || TrecText::compareBytes(m_text.data() + it->idOffset, it->idLength, id, length) != 0)
        return -1;
    return int(it - m_topics.begin());
}

int TrecQrels::gradeOf(int topic, const char *docno, size_t length, uint64_t hash) const
{
    const Topic &t = m_topics[size_t(topic)];
    const uint32_t hash32 = uint32_t(hash);
    for (uint32_t slot = hash32 & t.slotMask;; slot = (slot + 1) & t.slotMask) {
        const uint32_t entry = m_slots[t.slotBegin + slot];
        if (entry == 0)
            return RelevanceCode::NotInPool;
        const Judgment &j = m_judgments[entry - 1];
        if (j.hash == hash32 && j.docLength == length
            && std::memcmp(m_text.data() + j.docOffset, docno, length) == 0)
            return j.grade >= 0 ? j.grade : RelevanceCode::PoolUnjudged;
    }
}

} // namespace touchstone
