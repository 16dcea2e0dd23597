#include "jsonlreader.h"

#include "importfile.h"
#include "regularfile.h"
#include "metrics/argtext.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

#include <unistd.h>

namespace touchstone {

JsonlReader::JsonlReader(QString path)
    : m_path(std::move(path))
{
}

JsonlReader::~JsonlReader() = default;

bool JsonlReader::fail(int line, const QString &reason)
{
    m_error = ImportFile::located(m_path, line, reason);
    m_device.reset();
    return false;
}

bool JsonlReader::open()
{
    if (!QFileInfo::exists(m_path))
        return fail(0, ImportFile::tr("file not found"));
    auto file = std::make_unique<QFile>(m_path);
    // A Qt resource (the sample project's files) has no descriptor to check.
    if (m_path.startsWith(QLatin1Char(':'))) {
        if (!file->open(QIODevice::ReadOnly))
            return fail(0, ImportFile::tr("cannot read the file (%1)").arg(file->errorString()));
    } else {
        const Result<int> descriptor = RegularFile::openDescriptor(m_path, RegularFile::kMaxImportBytes);
        if (!descriptor)
            return fail(0, ImportFile::tr("cannot read the file (%1)").arg(descriptor.error()));
        if (!file->open(*descriptor, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
            ::close(*descriptor);
            return fail(0, ImportFile::tr("cannot read the file (%1)").arg(file->errorString()));
        }
    }
    if (file->peek(3) == QByteArrayLiteral("\xEF\xBB\xBF"))
        file->skip(3);
    m_device = std::move(file);
    return true;
}

qint64 JsonlReader::position() const
{
    return m_device ? m_device->pos() : 0;
}

qint64 JsonlReader::size() const
{
    return m_device ? m_device->size() : 0;
}

namespace {

int hexEscape(const QByteArray &json, qsizetype at)
{
    if (at + 6 > json.size() || json[at] != '\\' || json[at + 1] != 'u')
        return -1;
    bool ok = false;
    const int value = json.mid(at + 2, 4).toInt(&ok, 16);
    return ok ? value : -1;
}

} // namespace

qsizetype JsonlReader::loneSurrogateAt(const QByteArray &json)
{
    for (qsizetype i = 0; i < json.size(); ++i) {
        if (json[i] != '\\')
            continue;
        const int value = hexEscape(json, i);
        if (value < 0) {
            ++i; // another escape: skip its second character (it may be a backslash)
            continue;
        }
        if (value >= 0xD800 && value <= 0xDBFF) {
            const int low = hexEscape(json, i + 6);
            if (low < 0xDC00 || low > 0xDFFF)
                return i;
            i += 11;
        } else if (value >= 0xDC00 && value <= 0xDFFF) {
            return i;
        } else {
            i += 5;
        }
    }
    return -1;
}

bool JsonlReader::next(Line *line)
{
    if (!m_device)
        return false;
    for (;;) {
        if (m_device->atEnd())
            return false;
        m_buffer = m_device->readLine();
        ++m_line;
        const bool hadNewline = m_buffer.endsWith('\n');
        if (hadNewline)
            m_buffer.chop(1);
        if (m_buffer.endsWith('\r'))
            m_buffer.chop(1);
        if (m_buffer.trimmed().isEmpty())
            continue;
        if (!QByteArrayView(m_buffer).isValidUtf8())
            return fail(m_line, ImportFile::tr("the line is not valid UTF-8"));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(m_buffer, &error);
        if (error.error != QJsonParseError::NoError) {
            if (!hadNewline && m_device->atEnd())
                return fail(m_line, ImportFile::tr("the last line is truncated (%1 at byte %2)")
                                        .arg(argText(error.errorString()), argText(error.offset + 1)));
            return fail(m_line, ImportFile::tr("malformed JSON: %1 at byte %2")
                                    .arg(argText(error.errorString()), argText(error.offset + 1)));
        }
        if (!document.isObject())
            return fail(m_line, ImportFile::tr("expected one JSON object on the line"));
        line->line = m_line;
        line->object = document.object();
        line->warning.clear();
        if (m_buffer.contains("\\u")) {
            if (const qsizetype at = loneSurrogateAt(m_buffer); at >= 0)
                line->warning = ImportFile::located(
                    m_path, m_line,
                    ImportFile::tr("%1 at byte %2 is half of a UTF-16 surrogate pair, not a character; it is "
                                   "stored as U+FFFD")
                        .arg(QString::fromLatin1(m_buffer.mid(at, 6)), QString::number(at + 1)));
        }
        return true;
    }
}

} // namespace touchstone
