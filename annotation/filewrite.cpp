#include "filewrite.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

namespace touchstone {

namespace {

thread_local int t_lastWriteErrno = 0;

} // namespace

bool FileWrite::writeAll(QFileDevice &file, const QByteArray &bytes, QString *reason)
{
    errno = 0;
    const qint64 written = file.write(bytes);
    const int error = errno;
    if (written == bytes.size())
        return true;
    t_lastWriteErrno = error;
    *reason = reasonOf(file);
    return false;
}

QString FileWrite::reasonOf(const QFileDevice &file)
{
    if (file.error() != QFileDevice::NoError && file.errorString() != QLatin1String("Unknown error"))
        return file.errorString();
    if (t_lastWriteErrno != 0)
        return QString::fromLocal8Bit(std::strerror(t_lastWriteErrno));
    return file.errorString();
}

bool FileWrite::saveReplacing(const QString &path, const QByteArray &bytes, QString *reason)
{
    const QFileInfo existing(path);
    if ((existing.isSymLink() || (existing.exists() && !existing.isFile())) && !QFile::remove(path)) {
        *reason = QString::fromLocal8Bit(std::strerror(errno));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered) || !writeAll(file, bytes, reason) || !file.commit()) {
        if (reason->isEmpty())
            *reason = reasonOf(file);
        return false;
    }
    return true;
}

} // namespace touchstone
