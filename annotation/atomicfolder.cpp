#include "atomicfolder.h"

#include "outputtarget.h"

#include "filewrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace touchstone {

namespace {

QString partialPrefix(const QString &name)
{
    return QLatin1Char('.') + name + QStringLiteral(".partial-");
}

bool syncPath(const QString &path, int flags)
{
    const int fd = ::open(QFile::encodeName(path).constData(), flags);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

bool processRuns(qint64 pid)
{
    return pid > 0 && (::kill(pid_t(pid), 0) == 0 || errno != ESRCH);
}

void removeStaleLeftovers(const QString &folder)
{
    const QFileInfo info(folder);
    const QRegularExpression pattern(QLatin1Char('^') + QRegularExpression::escape(partialPrefix(info.fileName()))
                                     + QStringLiteral("(\\d+)-"));
    for (const QString &path : AtomicFolder::leftovers(folder)) {
        const QRegularExpressionMatch match = pattern.match(QFileInfo(path).fileName());
        if (match.hasMatch() && !processRuns(match.captured(1).toLongLong()))
            QDir(path).removeRecursively();
    }
}

bool cancelled(const AtomicFolder::Hooks &hooks)
{
    return hooks.isCancelled && hooks.isCancelled();
}

// Messages name the target folder: the temporary one is gone by then.
Status writeFiles(const QString &directory, const QString &target, const AtomicFolder::Files &files,
                  const AtomicFolder::Hooks &hooks)
{
    int written = 0;
    for (const auto &[name, bytes] : files) {
        if (cancelled(hooks))
            return Status::failure(AtomicFolder::cancelledMessage());
        QFile file(QDir(directory).filePath(name));
        QString reason;
        if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered) || !FileWrite::writeAll(file, bytes, &reason)
            || ::fsync(file.handle()) != 0)
            return Status::failure(AtomicFolder::tr("%1: cannot write %2: %3")
                                       .arg(target, name, reason.isEmpty() ? FileWrite::reasonOf(file) : reason));
        if (hooks.fileWritten)
            hooks.fileWritten(++written, int(files.size()), name);
    }
    if (!syncPath(directory, O_RDONLY | O_DIRECTORY))
        return Status::failure(AtomicFolder::tr("%1: cannot sync the folder").arg(directory));
    return Status::success();
}

bool isEmptyFolder(const QString &folder)
{
    return QDir(folder).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
}

// Puts `staged` in place of the non-empty `folder`; `staged` then holds the old content.
Status swapInto(const QString &staged, const QString &folder)
{
    const QByteArray from = QFile::encodeName(staged);
    const QByteArray to = QFile::encodeName(folder);
#ifdef RENAME_EXCHANGE
    if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_EXCHANGE) == 0)
        return Status::success();
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP)
        return Status::failure(AtomicFolder::tr("%1: cannot replace: %2").arg(folder, QString::fromLocal8Bit(std::strerror(errno))));
#endif
    // No atomic exchange here: move the old folder aside, then the new one in.
    const QString aside = staged + QStringLiteral("-old");
    if (::rename(to.constData(), QFile::encodeName(aside).constData()) != 0)
        return Status::failure(AtomicFolder::tr("%1: cannot move the old folder aside: %2")
                                   .arg(folder, QString::fromLocal8Bit(std::strerror(errno))));
    if (::rename(from.constData(), to.constData()) != 0) {
        const QString reason = QString::fromLocal8Bit(std::strerror(errno));
        ::rename(QFile::encodeName(aside).constData(), to.constData());
        return Status::failure(AtomicFolder::tr("%1: cannot move the new folder in: %2").arg(folder, reason));
    }
    ::rename(QFile::encodeName(aside).constData(), from.constData());
    return Status::success();
}

} // namespace

QStringList AtomicFolder::leftovers(const QString &folder)
{
    const QFileInfo info(QFileInfo(folder).absoluteFilePath());
    QStringList paths;
    const QDir parent = info.dir();
    const QStringList names = parent.entryList({partialPrefix(info.fileName()) + QLatin1Char('*')},
                                               QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QString &name : names)
        paths << parent.filePath(name);
    return paths;
}

QString AtomicFolder::cancelledMessage()
{
    return tr("cancelled; nothing was written");
}

Status AtomicFolder::publish(const QString &folder, const Files &files, bool replace)
{
    return publish(folder, files, replace, Hooks{});
}

Status AtomicFolder::publish(const QString &folder, const Files &files, bool replace, const Hooks &hooks)
{
    if (const Status safe = OutputTarget::checkFolder(folder, replace, hooks.isReplaceable); !safe)
        return safe;
    const QFileInfo target(OutputTarget::resolved(folder));
    const bool replacing = target.exists() && !isEmptyFolder(target.filePath());
    errno = 0;
    if (!QDir().mkpath(target.path()))
        return Status::failure(tr("%1: cannot create the folder: %2")
                                   .arg(target.path(), QString::fromLocal8Bit(std::strerror(errno))));
    removeStaleLeftovers(target.filePath());

    QTemporaryDir staged(QDir(target.path()).filePath(partialPrefix(target.fileName())
                                                      + QString::number(QCoreApplication::applicationPid())
                                                      + QStringLiteral("-XXXXXX")));
    if (!staged.isValid())
        return Status::failure(tr("%1: cannot create a temporary folder: %2").arg(target.path(), staged.errorString()));
    // QTemporaryDir makes the folder private; an export is as readable as
    // any folder the user makes.
    const mode_t mask = ::umask(0);
    ::umask(mask);
    ::chmod(QFile::encodeName(staged.path()).constData(), 0777 & ~mask);
    if (const Status written = writeFiles(staged.path(), target.filePath(), files, hooks); !written)
        return written;
    if (cancelled(hooks))
        return Status::failure(cancelledMessage());
    if (!replacing) {
        // rename(2) replaces an empty folder in the same step.
        if (::rename(QFile::encodeName(staged.path()).constData(), QFile::encodeName(target.filePath()).constData()) != 0)
            return Status::failure(tr("%1: cannot move the export into place: %2")
                                       .arg(target.filePath(), QString::fromLocal8Bit(std::strerror(errno))));
    } else if (const Status swapped = swapInto(staged.path(), target.filePath()); !swapped) {
        return swapped;
    }
    // After a swap the temporary folder holds the old content: QTemporaryDir
    // deletes it. After a plain rename it no longer exists.
    syncPath(target.path(), O_RDONLY | O_DIRECTORY);
    return Status::success();
}

} // namespace touchstone
