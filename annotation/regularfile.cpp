#include "regularfile.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace touchstone {

namespace {

QString kindOf(mode_t mode)
{
    if (S_ISDIR(mode))
        return RegularFile::tr("a folder");
    if (S_ISFIFO(mode))
        return RegularFile::tr("a FIFO");
    if (S_ISSOCK(mode))
        return RegularFile::tr("a socket");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return RegularFile::tr("a device");
    return RegularFile::tr("not a file");
}

QString megabytes(qint64 bytes)
{
    return QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

} // namespace

Result<QByteArray> RegularFile::read(const QString &path, qint64 maxBytes)
{
    using R = Result<QByteArray>;
    // A Qt resource (the sample project's PDFs) lives in the executable:
    // no descriptor, and always a plain file of known size.
    if (path.startsWith(QLatin1Char(':'))) {
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly))
            return R::failure(resource.errorString());
        if (resource.size() > maxBytes)
            return R::failure(tr("too large (%1 MB; at most %2 MB)").arg(megabytes(resource.size()), megabytes(maxBytes)));
        return resource.readAll();
    }
    const Result<int> opened = openDescriptor(path, maxBytes);
    if (!opened)
        return R::failure(opened.error());
    const int fd = *opened;
    struct stat info {};
    ::fstat(fd, &info);
    QByteArray bytes;
    bytes.resize(qsizetype(info.st_size));
    qint64 done = 0;
    // A file that grows while it is read is read up to its size at the open.
    while (done < info.st_size) {
        const ssize_t n = ::read(fd, bytes.data() + done, size_t(info.st_size - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const QString reason = QString::fromLocal8Bit(std::strerror(errno));
            ::close(fd);
            return R::failure(reason);
        }
        if (n == 0)
            break;
        done += n;
    }
    ::close(fd);
    bytes.truncate(qsizetype(done));
    return bytes;
}

Result<int> RegularFile::openDescriptor(const QString &path, qint64 maxBytes)
{
    using R = Result<int>;
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return R::failure(QString::fromLocal8Bit(std::strerror(errno)));
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        const QString kind = kindOf(info.st_mode);
        ::close(fd);
        return R::failure(tr("not a regular file (%1); only regular files are read").arg(kind));
    }
    if (info.st_size > maxBytes) {
        ::close(fd);
        return R::failure(tr("too large (%1 MB; at most %2 MB)").arg(megabytes(info.st_size), megabytes(maxBytes)));
    }
    return fd;
}

} // namespace touchstone
