#include "treclinereader.h"
#include "argtext.h"

#include <algorithm>

namespace touchstone {

namespace TrecText {

namespace {
constexpr std::array<unsigned char, 256> makeByteClasses()
{
    std::array<unsigned char, 256> table{};
    for (unsigned char c : {' ', '\t', '\n', '\v', '\f', '\r'})
        table[c] = Space;
    table[0] = Nul;
    return table;
}
} // namespace

const std::array<unsigned char, 256> kByteClass = makeByteClasses();

qint64 lineNumberAt(const QString &path, qint64 offset)
{
    TrecLineReader reader(path);
    if (!reader.open())
        return 0;
    // The number of lines that start at or before `offset`.
    qint64 lines = 0;
    const Status status = reader.forEachLine(0, std::min(offset + 1, reader.size()),
                                             [&lines](const char *, const char *, qint64) {
                                                 ++lines;
                                                 return true;
                                             });
    Q_UNUSED(status);
    return std::max<qint64>(lines, 1);
}

std::vector<qint64> lineNumbersAt(const QString &path, const std::vector<qint64> &offsets)
{
    std::vector<qint64> lines(offsets.size(), 0);
    if (offsets.empty())
        return lines;
    TrecLineReader reader(path);
    if (!reader.open())
        return lines;
    qint64 line = 0;
    size_t next = 0;
    const Status status = reader.forEachLine(0, std::min(offsets.back() + 1, reader.size()),
        [&](const char *, const char *, qint64 at) {
            ++line;
            // Offsets inside this line (it starts at `at`) belong to it
            // until the next line starts; resolved when that one is seen.
            while (next < offsets.size() && offsets[next] < at)
                lines[next++] = line - 1;
            return true;
        });
    Q_UNUSED(status);
    while (next < offsets.size())
        lines[next++] = line;
    return lines;
}

QString errorAt(const QString &path, qint64 line, const QString &message)
{
    return QStringLiteral("%1:%2: %3").arg(argText(path), argText(line), argText(message));
}

QString warningAt(const QString &path, qint64 line, const QString &message)
{
    return QStringLiteral("%1:%2: warning: %3").arg(argText(path), argText(line), argText(message));
}

} // namespace TrecText

Status TrecLineReader::open()
{
    m_file.setFileName(m_path);
    if (!m_file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return Status::failure(QStringLiteral("%1: cannot open: %2").arg(m_path, m_file.errorString()));
    m_size = m_file.size();
    return Status::success();
}

Status TrecLineReader::readInto(char *target, qint64 count, qint64 *got)
{
    *got = 0;
    while (*got < count) {
        const qint64 n = m_file.read(target + *got, count - *got);
        if (n < 0)
            return Status::failure(QStringLiteral("%1: cannot read: %2").arg(m_path, m_file.errorString()));
        if (n == 0)
            break;
        *got += n;
    }
    if (*got == 0)
        return Status::failure(QStringLiteral("%1: cannot read: unexpected end of file").arg(m_path));
    return Status::success();
}

qint64 TrecLineReader::nextLineStart(qint64 offset)
{
    if (offset <= 0)
        return 0;
    if (offset >= m_size || !m_file.seek(offset - 1))
        return m_size;
    char chunk[65536];
    qint64 position = offset - 1;
    while (position < m_size) {
        const qint64 n = m_file.read(chunk, sizeof chunk);
        if (n <= 0)
            return m_size;
        if (const void *newline = std::memchr(chunk, '\n', size_t(n)))
            return position + (static_cast<const char *>(newline) - chunk) + 1;
        position += n;
    }
    return m_size;
}

} // namespace touchstone
