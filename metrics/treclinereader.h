#pragma once

// Reads a byte range of a text file in large blocks and hands out complete
// lines, without holding the file in memory (a 332 MB run file is read
// through one 4 MiB buffer). Used by the qrels and run parsers of
// `touchstone trec`. Also: character classes of trec_eval's field splitting
// and the docno hash of the judgment tables.

#include "metrics/result.h"

#include <QFile>
#include <QString>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <vector>

namespace touchstone {

namespace TrecText {

// Byte classes: trec_eval splits fields with C isspace() (space, \t, \n, \v,
// \f, \r: so CRLF line ends are plain whitespace), and a NUL byte ends a C
// string, which Touchstone reports as an error instead.
enum : unsigned char { Field = 0, Space = 1, Nul = 2 };
extern const std::array<unsigned char, 256> kByteClass;

inline unsigned char classOf(char c) { return kByteClass[static_cast<unsigned char>(c)]; }

// 64-bit hash of a byte string (docnos, topic ids).
inline uint64_t hashBytes(const char *p, size_t n)
{
    uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
    while (n >= 8) {
        uint64_t v;
        std::memcpy(&v, p, 8);
        h = (h ^ v) * 0xff51afd7ed558ccdull;
        h ^= h >> 32;
        p += 8;
        n -= 8;
    }
    uint64_t v = 0;
    std::memcpy(&v, p, n);
    h = (h ^ v) * 0xc4ceb9fe1a85ec53ull;
    h ^= h >> 29;
    return h;
}

// strcmp() order of two byte strings without NUL (unsigned bytes, a proper
// prefix sorts first): < 0, 0 or > 0.
inline int compareBytes(const char *a, size_t na, const char *b, size_t nb)
{
    const int c = std::memcmp(a, b, na < nb ? na : nb);
    if (c != 0)
        return c;
    return na < nb ? -1 : (na > nb ? 1 : 0);
}

// 1-based line number of the byte at `offset` (errors found after a file
// was split between threads carry offsets, not line numbers).
qint64 lineNumberAt(const QString &path, qint64 offset);

// Line numbers of several offsets (ascending) in one reading of the file.
std::vector<qint64> lineNumbersAt(const QString &path, const std::vector<qint64> &offsets);

// "path:line: message", the one-line error of every input problem.
QString errorAt(const QString &path, qint64 line, const QString &message);
// "path:line: warning: message", for a field trec_eval misreads silently
// (read the same way, and reported).
QString warningAt(const QString &path, qint64 line, const QString &message);

} // namespace TrecText

class TrecLineReader
{
public:
    static constexpr qint64 DefaultBlockSize = 4 << 20;
    // A longer line is an error (a file without newlines must not be read
    // into memory whole).
    static constexpr size_t MaxLineBytes = size_t(64) << 20;

    explicit TrecLineReader(QString path) : m_path(std::move(path)) {}

    // Opens the file; size() is known afterwards.
    Status open();
    qint64 size() const { return m_size; }
    // Offset just past the first '\n' at or after `offset` (or size()).
    qint64 nextLineStart(qint64 offset);

    // Calls onLine(lineBegin, lineEnd, byteOffsetOfLine) for every line that
    // starts in [begin, end), lineEnd excluding the '\n'. Stops early when
    // onLine returns false. Only read errors are returned here.
    template <typename OnLine>
    Status forEachLine(qint64 begin, qint64 end, OnLine onLine);

private:
    Status readInto(char *target, qint64 count, qint64 *got);

    QString m_path;
    QFile m_file;
    qint64 m_size = 0;
};

template <typename OnLine>
Status TrecLineReader::forEachLine(qint64 begin, qint64 end, OnLine onLine)
{
    if (begin >= end)
        return Status::success();
    if (!m_file.seek(begin))
        return Status::failure(QStringLiteral("%1: cannot read: %2").arg(m_path, m_file.errorString()));
    std::vector<char> buffer(static_cast<size_t>(DefaultBlockSize));
    size_t carried = 0;
    qint64 position = begin;
    qint64 lineOffset = begin;
    while (position < end) {
        if (carried == buffer.size()) {
            if (buffer.size() >= MaxLineBytes)
                return Status::failure(TrecText::errorAt(m_path, TrecText::lineNumberAt(m_path, lineOffset),
                                                         QStringLiteral("line longer than 64 MiB")));
            buffer.resize(buffer.size() * 2); // a line longer than the buffer
        }
        const qint64 wanted = std::min<qint64>(qint64(buffer.size() - carried), end - position);
        qint64 got = 0;
        const Status read = readInto(buffer.data() + carried, wanted, &got);
        if (!read)
            return read;
        position += got;
        const char *p = buffer.data();
        const char *stop = buffer.data() + carried + size_t(got);
        while (const char *newline = static_cast<const char *>(std::memchr(p, '\n', size_t(stop - p)))) {
            if (!onLine(p, newline, lineOffset))
                return Status::success();
            lineOffset += newline + 1 - p;
            p = newline + 1;
        }
        carried = size_t(stop - p);
        std::memmove(buffer.data(), p, carried);
    }
    if (carried > 0)
        onLine(buffer.data(), buffer.data() + carried, lineOffset);
    return Status::success();
}

} // namespace touchstone
