#include "projectstore.h"
#include "sqlhelpers.h"

#include "bulkwritecache.h"
#include "migrations.h"
#include "outputtarget.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QMutex>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUrl>
#include <QUuid>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace touchstone {

namespace {

const QString kDatabaseFile = QStringLiteral("project.sqlite");
const QString kLockFile = QStringLiteral("project.lock");

QMutex &connectionsMutex()
{
    static QMutex mutex;
    return mutex;
}

// Connection names per store instance, so the destructor can close them.
QHash<QString, QSet<QString>> &connectionsByInstance()
{
    static QHash<QString, QSet<QString>> connections;
    return connections;
}

// Whether nothing can be written in `folder`: a read-only mount (EROFS even
// for root) or a folder without write permission.
bool folderIsReadOnly(const QString &folder, QString *reason)
{
    if (::access(QFile::encodeName(folder).constData(), W_OK) == 0)
        return false;
    *reason = QString::fromLocal8Bit(std::strerror(errno));
    return true;
}

// Whether some process holds the lock file: QLockFile keeps an flock() on
// it for as long as the lock is held, and the kernel drops that lock when
// the process dies, however it dies.
bool lockFileHeld(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool held = ::flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK;
    ::close(fd); // also releases our probe lock
    return held;
}

// Takes the project lock. A process killed between creating project.lock
// and writing its PID into it leaves an empty file that QLockFile can
// never prove stale (it knows no PID to look for): without this, such a
// project could not be opened for writing again. Nobody holding the file's
// flock — twice, a moment apart, since a live process flocks right after
// creating it — means its owner is gone.
bool takeLock(QLockFile &lock, const QString &path)
{
    if (lock.tryLock(0))
        return true;
    qint64 pid = 0;
    QString host;
    QString application;
    if (lock.error() != QLockFile::LockFailedError || lock.getLockInfo(&pid, &host, &application))
        return false; // a readable lock: QLockFile has judged it already
    if (lockFileHeld(path))
        return false;
    QThread::msleep(50);
    if (lockFileHeld(path) || lock.getLockInfo(&pid, &host, &application))
        return false;
    lock.removeStaleLockFile();
    return lock.tryLock(0);
}

bool looksLikeSqlite(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    const QByteArray header = file.read(16);
    if (file.size() == 0)
        return true; // an empty file is a database SQLite will initialise
    if (header != QByteArrayLiteral("SQLite format 3\0").left(16)) {
        *error = ProjectStore::tr("%1 is not an SQLite database").arg(path);
        return false;
    }
    return true;
}

} // namespace

ProjectStore::~ProjectStore()
{
    QSet<QString> names;
    {
        QMutexLocker locker(&connectionsMutex());
        names = connectionsByInstance().take(m_instanceKey);
    }
    for (const QString &name : std::as_const(names)) {
        {
            QSqlDatabase database = QSqlDatabase::database(name, false);
            if (database.isOpen())
                database.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
}

bool ProjectStore::isProject(const QString &folder)
{
    return QFileInfo::exists(QDir(folder).filePath(kDatabaseFile));
}

QString ProjectStore::databasePath() const
{
    return QDir(m_folder).filePath(kDatabaseFile);
}

QString ProjectStore::documentsPath() const
{
    return QDir(m_folder).filePath(QStringLiteral("documents"));
}

QString ProjectStore::exportsPath() const
{
    return QDir(m_folder).filePath(QStringLiteral("exports"));
}

QString ProjectStore::documentPath(const QString &sha256) const
{
    return QDir(documentsPath()).filePath(sha256 + QStringLiteral(".pdf"));
}

Result<std::unique_ptr<ProjectStore>> ProjectStore::create(const QString &folder)
{
    const QString absolute = QFileInfo(folder).absoluteFilePath();
    QDir dir(absolute);
    if (isProject(absolute))
        return Result<std::unique_ptr<ProjectStore>>::failure(
            tr("%1: a project already exists here").arg(absolute));
    if (const QString outer = OutputTarget::enclosingProject(absolute); !outer.isEmpty())
        return Result<std::unique_ptr<ProjectStore>>::failure(
            tr("%1 is inside the project %2; a project cannot hold another").arg(absolute, outer));
    if (dir.exists() && !dir.isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden))
        return Result<std::unique_ptr<ProjectStore>>::failure(
            tr("%1: the folder is not empty; choose a new or empty folder").arg(absolute));
    if (!dir.mkpath(QStringLiteral(".")) || !dir.mkpath(QStringLiteral("documents"))
        || !dir.mkpath(QStringLiteral("exports")))
        return Result<std::unique_ptr<ProjectStore>>::failure(
            tr("%1: cannot create the project folder").arg(absolute));
    return openExisting(absolute, Access::ReadWrite);
}

Result<std::unique_ptr<ProjectStore>> ProjectStore::open(const QString &folder, Access access)
{
    const QString absolute = QFileInfo(folder).absoluteFilePath();
    if (!QFileInfo(absolute).isDir())
        return Result<std::unique_ptr<ProjectStore>>::failure(tr("%1: no such project folder").arg(absolute));
    if (!isProject(absolute))
        return Result<std::unique_ptr<ProjectStore>>::failure(
            tr("%1: not a Touchstone project (no project.sqlite)").arg(absolute));
    // SQLite would turn an empty file into a new, empty database: a project
    // whose database was cut to nothing would open as a project without
    // labels. Only create() starts from no database.
    if (QFileInfo(QDir(absolute).filePath(kDatabaseFile)).size() == 0)
        return Result<std::unique_ptr<ProjectStore>>::failure(
            tr("%1: project.sqlite is empty (0 bytes): the project's database is lost; restore it from a backup")
                .arg(absolute));
    return openExisting(absolute, access);
}

Result<std::unique_ptr<ProjectStore>> ProjectStore::openExisting(const QString &folder, Access access)
{
    using R = Result<std::unique_ptr<ProjectStore>>;
    std::unique_ptr<ProjectStore> store(new ProjectStore);
    store->m_folder = folder;
    store->m_instanceKey = QUuid::createUuid().toString(QUuid::WithoutBraces);

    QString readOnlyReason;
    store->m_readOnlyMedium = folderIsReadOnly(folder, &readOnlyReason);
    if (store->m_readOnlyMedium && access == Access::ReadWrite)
        return R::failure(tr("%1: the project's folder cannot be written (%2); this command saves to the project: "
                             "copy the folder somewhere writable")
                              .arg(folder, readOnlyReason));
    if (store->m_readOnlyMedium) {
        store->m_readOnly = true;
    } else if (access != Access::ReadOnly) {
        store->m_lock = std::make_unique<QLockFile>(QDir(folder).filePath(kLockFile));
        store->m_lock->setStaleLockTime(0); // held as long as the owning process lives
        if (!takeLock(*store->m_lock, QDir(folder).filePath(kLockFile))) {
            qint64 pid = 0;
            QString host;
            QString application;
            store->m_lock->getLockInfo(&pid, &host, &application);
            if (access == Access::ReadWrite || store->m_lock->error() != QLockFile::LockFailedError)
                return R::failure(tr("%1: the project is open in another Touchstone (process %2 on %3)")
                                      .arg(argText(folder), argText(pid), argText(host)));
            store->m_lock.reset();
            store->m_readOnly = true;
        }
    } else {
        store->m_readOnly = true;
    }

    QString error;
    if (QFileInfo::exists(store->databasePath()) && !looksLikeSqlite(store->databasePath(), &error))
        return R::failure(tr("%1: %2").arg(folder, error));
    // SQLite reads a WAL database through its -wal and -shm files, which it
    // cannot create on a read-only medium. Without a WAL to read, the file
    // alone is the whole database and is opened as immutable; with one, the
    // -shm index must be there too (immutable would hide committed changes).
    if (store->m_readOnlyMedium) {
        const bool walHoldsChanges = QFileInfo(store->databasePath() + QStringLiteral("-wal")).size() > 0;
        if (walHoldsChanges && !QFileInfo::exists(store->databasePath() + QStringLiteral("-shm")))
            return R::failure(tr("%1: the last changes are in project.sqlite-wal, which cannot be read on a read-only "
                                 "medium without project.sqlite-shm; copy the folder somewhere writable")
                                  .arg(folder));
        store->m_immutable = !walHoldsChanges;
    }
    if (store->m_readOnly && !QFileInfo::exists(store->databasePath()))
        return R::failure(tr("%1: not a Touchstone project (no project.sqlite)").arg(folder));

    QSqlDatabase database = store->database();
    if (!database.isOpen())
        return R::failure(tr("%1: cannot open the database: %2").arg(folder, sql::errorText(database.lastError())));
    if (const Status integrity = store->checkIntegrity(); !integrity)
        return R::failure(tr("%1: %2").arg(folder, integrity.error()));

    if (!store->m_readOnly) {
        if (const Status migrated = Migrations::apply(database); !migrated)
            return R::failure(tr("%1: %2").arg(folder, migrated.error()));
        QSqlQuery query(database);
        query.exec(QStringLiteral("SELECT value FROM project_info WHERE key = 'project_id'"));
        if (!query.next()) {
            Transaction transaction(database);
            QSqlQuery insert(database);
            insert.prepare(QStringLiteral("INSERT INTO project_info (key, value) VALUES ('project_id', ?), "
                                          "('created_at', ?), ('created_by', ?)"));
            insert.addBindValue(QUuid::createUuid().toString(QUuid::WithoutBraces));
            insert.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
            insert.addBindValue(QStringLiteral("Touchstone " TOUCHSTONE_VERSION));
            if (!insert.exec() || !transaction.commit())
                return R::failure(tr("%1: cannot write the database: %2").arg(folder, sql::errorText(insert.lastError())));
        }
    } else {
        const int version = Migrations::currentVersion(database, &error);
        if (version < 0)
            return R::failure(tr("%1: %2").arg(folder, error));
        // Newer: no read-write open will help (it refuses too); older: one will.
        if (version > Migrations::latestVersion())
            return R::failure(tr("%1: the project was written by a newer Touchstone (schema %2; this one knows %3)")
                                  .arg(argText(folder), argText(version), argText(Migrations::latestVersion())));
        if (version != Migrations::latestVersion())
            return R::failure(tr("%1: the project has schema %2 and this Touchstone %3; open it once read-write "
                                 "to upgrade it")
                                  .arg(argText(folder), argText(version), argText(Migrations::latestVersion())));
    }
    QSqlQuery id(database);
    id.exec(QStringLiteral("SELECT value FROM project_info WHERE key = 'project_id'"));
    if (id.next())
        store->m_projectId = id.value(0).toString();
    return R(std::move(store));
}

namespace {

// Above this size a full quick_check on every open costs seconds (it reads
// every page: at a million labels, over a second before any command could
// start); below it, it costs milliseconds.
constexpr qint64 kFullCheckBytes = qint64(64) << 20;

// The cheap part of the check for a large database: the header's page count
// (bytes 28–31, valid when bytes 92–95 repeat the change counter at 24–27)
// must fit in the file, which catches a file cut short. SQLite reads the
// header itself on the first statement and refuses anything that is not a
// database.
bool headerFitsFile(const QString &path, QString *problem)
{
    // With frames in the write-ahead log the file's header says nothing
    // yet: a checkpoint writes page 1 (and its new page count) before the
    // pages that extend the file, so a process killed mid-checkpoint leaves
    // a header ahead of the file while the log still holds every page, and
    // SQLite reads them from there (tst_killfreeze caught this).
    if (QFileInfo(path + QStringLiteral("-wal")).size() > 0)
        return true;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return true; // the open itself reports it
    const QByteArray header = file.read(100);
    if (header.size() < 100)
        return true;
    const auto word = [&](int at) {
        return quint32(quint8(header[at])) << 24 | quint32(quint8(header[at + 1])) << 16
               | quint32(quint8(header[at + 2])) << 8 | quint32(quint8(header[at + 3]));
    };
    quint32 pageSize = quint32(quint8(header[16])) << 8 | quint32(quint8(header[17]));
    if (pageSize == 1)
        pageSize = 65536;
    if (word(92) != word(24) || pageSize == 0)
        return true; // an old writer left the count invalid: nothing to compare
    const qint64 expected = qint64(word(28)) * pageSize;
    if (expected > file.size()) {
        *problem = ProjectStore::tr("project.sqlite is damaged (%1 bytes of %2 are missing)")
                       .arg(QString::number(expected - file.size()), QString::number(expected));
        return false;
    }
    return true;
}

} // namespace

Status ProjectStore::checkIntegrity() const
{
    QSqlQuery query(database());
    const bool large = QFileInfo(databasePath()).size() > kFullCheckBytes;
    QString problem;
    if (large && !headerFitsFile(databasePath(), &problem))
        return Status::failure(problem);
    // A large database gets quick_check's first look only: the schema read
    // (which fails for a damaged or foreign file).
    if (!query.exec(large ? QStringLiteral("SELECT count(*) FROM sqlite_schema") : QStringLiteral("PRAGMA quick_check")))
        return Status::failure(tr("project.sqlite is damaged or not a database (%1)").arg(sql::errorText(query.lastError())));
    if (!large && query.next() && query.value(0).toString() != QLatin1String("ok"))
        return Status::failure(tr("project.sqlite is damaged (%1)").arg(query.value(0).toString()));
    QString error;
    if (Migrations::currentVersion(database(), &error) < 0)
        return Status::failure(tr("project.sqlite is not a Touchstone database (%1)").arg(error));
    return Status::success();
}

QString ProjectStore::connectionName() const
{
    return QStringLiteral("touchstone-%1-%2")
        .arg(argText(m_instanceKey), argText(quintptr(QThread::currentThreadId())));
}

QSqlDatabase ProjectStore::database() const
{
    const QString name = connectionName();
    if (QSqlDatabase::contains(name))
        return QSqlDatabase::database(name);
    QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000");
    if (m_immutable) {
        QUrl uri = QUrl::fromLocalFile(databasePath());
        uri.setQuery(QStringLiteral("immutable=1"));
        database.setDatabaseName(uri.toString(QUrl::FullyEncoded));
        options += QStringLiteral(";QSQLITE_OPEN_URI");
    } else {
        database.setDatabaseName(databasePath());
    }
    if (m_readOnly)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    database.setConnectOptions(options);
    if (database.open()) {
        QSqlQuery pragma(database);
        if (!m_readOnly)
            pragma.exec(QStringLiteral("PRAGMA journal_mode = WAL"));
        pragma.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
        // WAL + NORMAL: a committed transaction survives a killed process.
        pragma.exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
        BulkWriteCache::setCacheKiB(database, BulkWriteCache::kUsualKiB);
    }
    QMutexLocker locker(&connectionsMutex());
    connectionsByInstance()[m_instanceKey].insert(name);
    return database;
}

void ProjectStore::releaseThreadConnection() const
{
    const QString name = connectionName();
    {
        QMutexLocker locker(&connectionsMutex());
        connectionsByInstance()[m_instanceKey].remove(name);
    }
    {
        QSqlDatabase database = QSqlDatabase::database(name, false);
        if (database.isOpen())
            database.close();
    }
    QSqlDatabase::removeDatabase(name);
}

bool ProjectStore::audit(const QString &actor, const QString &action, const QString &entity,
                         const QString &entityId, const QString &detail) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("INSERT INTO audit (at, actor, action, entity, entity_id, detail) "
                                 "VALUES (?, ?, ?, ?, ?, ?)"));
    query.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    for (const QString &value : {actor, action, entity, entityId, detail})
        query.addBindValue(value.isNull() ? QString::fromLatin1("") : value);
    return query.exec();
}

} // namespace touchstone
