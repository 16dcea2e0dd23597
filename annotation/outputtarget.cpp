#include "outputtarget.h"

#include "projectstore.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

namespace touchstone {

namespace {

// A previous export is a handful of files; a folder holding more is not one,
// and is not searched further.
constexpr int kMaxEntriesSearched = 10000;

QString absoluteClean(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

bool isWithin(const QString &path, const QString &folder)
{
    return path.startsWith(folder + QLatin1Char('/'));
}

bool isEmptyFolder(const QString &folder)
{
    return QDir(folder).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
}

// The first project found inside `folder` (links not followed), or "" when
// there is none; "…" when the folder is too large to tell.
QString projectInside(const QString &folder)
{
    QDirIterator it(folder, QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    for (int seen = 0; it.hasNext(); ++seen) {
        const QString dir = it.next();
        if (seen >= kMaxEntriesSearched)
            return QStringLiteral("…");
        if (!it.fileInfo().isSymLink() && ProjectStore::isProject(dir))
            return dir;
    }
    return QString();
}

// Inside a project only an entry of its exports/ folder may be written, and
// (`mayExist` false) only a new one.
Status checkAgainstProject(const QString &target, bool mayExist)
{
    const QString project = OutputTarget::enclosingProject(target);
    if (project.isEmpty())
        return Status::success();
    const QString exports = QDir(project).filePath(QStringLiteral("exports"));
    if (target == project)
        return Status::failure(OutputTarget::tr("%1 is a project folder; write outside it or into a new folder "
                                                "under its exports/").arg(target));
    if (!isWithin(target, exports) || (QFileInfo::exists(target) && !mayExist))
        return Status::failure(OutputTarget::tr("%1 is part of the project %2; write outside it or into a new "
                                                "folder under its exports/").arg(target, project));
    return Status::success();
}

} // namespace

QString OutputTarget::resolved(const QString &path)
{
    const QString absolute = absoluteClean(path);
    QString existing = absolute;
    QStringList rest;
    while (!QFileInfo::exists(existing) && existing != QDir::rootPath()) {
        rest.prepend(QFileInfo(existing).fileName());
        existing = QFileInfo(existing).path();
    }
    const QString canonical = QFileInfo(existing).canonicalFilePath();
    if (canonical.isEmpty())
        return absolute;
    rest.prepend(canonical);
    return QDir::cleanPath(rest.join(QLatin1Char('/')));
}

QString OutputTarget::enclosingProject(const QString &path)
{
    for (QString dir = resolved(path);; dir = QFileInfo(dir).path()) {
        if (QFileInfo(dir).isDir() && ProjectStore::isProject(dir))
            return dir;
        if (dir == QDir::rootPath() || dir.isEmpty())
            return QString();
    }
}

Status OutputTarget::checkFile(const QString &path)
{
    // Both the name as typed (with its folder resolved) and what a link there
    // points to must be safe: one write replaces the link, another its target.
    const QString named = QDir(resolved(QFileInfo(absoluteClean(path)).path())).filePath(QFileInfo(path).fileName());
    const QString target = resolved(path);
    for (const QString &candidate : {named, target}) {
        if (QFileInfo(candidate).isDir())
            return Status::failure(tr("%1 is a folder; name a file to write").arg(candidate));
        if (const Status safe = checkAgainstProject(candidate, false); !safe)
            return safe;
    }
    return Status::success();
}

Status OutputTarget::checkFolder(const QString &path, bool replace, const Recogniser &isReplaceable)
{
    const QString absolute = absoluteClean(path);
    if (QFileInfo(absolute).isSymLink())
        return Status::failure(tr("%1 is a symbolic link; name the folder itself").arg(absolute));
    const QString target = resolved(absolute);
    const QFileInfo info(target);
    if (info.exists() && !info.isDir())
        return Status::failure(tr("%1 exists and is not a folder").arg(target));
    if (const Status safe = checkAgainstProject(target, true); !safe)
        return safe;
    if (!info.exists() || isEmptyFolder(target))
        return Status::success();
    if (!replace)
        return Status::failure(tr("%1 is not empty; pass --force to replace a previous export").arg(target));
    if (const QString inside = projectInside(target); !inside.isEmpty())
        return Status::failure(tr("%1 holds a project (%2); --force replaces only a previous export").arg(target, inside));
    if (!isReplaceable || !isReplaceable(target))
        return Status::failure(tr("%1 is not a previous export (no export manifest); --force replaces only a "
                                  "folder an export wrote").arg(target));
    return Status::success();
}

} // namespace touchstone
