#pragma once

#include "metrics/result.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

#include <memory>

class QLockFile;

namespace touchstone {

// A project folder: project.sqlite (WAL, foreign keys, numbered migrations),
// documents/<sha256>.pdf (content-addressed copies) and exports/. One writer
// at a time: the first instance holds project.lock; a second one opens the
// project read-only or is refused.
class ProjectStore
{
    Q_DECLARE_TR_FUNCTIONS(ProjectStore)

public:
    enum class Access {
        ReadWrite,          // refuse when another instance holds the lock
        ReadWriteOrReadOnly, // fall back to read-only when the lock is held
        ReadOnly,
    };

    ~ProjectStore();

    // Creates the folder layout and the database. Refuses a folder that
    // already holds a project or other files.
    static Result<std::unique_ptr<ProjectStore>> create(const QString &folder);
    static Result<std::unique_ptr<ProjectStore>> open(const QString &folder,
                                                      Access access = Access::ReadWrite);
    // True when `folder` looks like a project (holds project.sqlite).
    static bool isProject(const QString &folder);

    QString folder() const { return m_folder; }
    QString databasePath() const;
    QString documentsPath() const;
    QString exportsPath() const;
    QString documentPath(const QString &sha256) const;
    bool isReadOnly() const { return m_readOnly; }
    // Opened read-only because nothing can be written where the project
    // lies (a read-only mount, a folder without write permission), not
    // because another Touchstone holds it.
    bool isOnReadOnlyMedium() const { return m_readOnlyMedium; }
    QString projectId() const { return m_projectId; }

    // The SQLite connection of the calling thread (opened on first use).
    // SQLite connections must not cross threads; workers call this too.
    QSqlDatabase database() const;
    // Closes the calling thread's connection; a worker thread calls this
    // before it ends.
    void releaseThreadConnection() const;

    // Appends to the audit trail (part of the caller's transaction).
    bool audit(const QString &actor, const QString &action, const QString &entity = {},
               const QString &entityId = {}, const QString &detail = {}) const;

private:
    ProjectStore() = default;
    static Result<std::unique_ptr<ProjectStore>> openExisting(const QString &folder, Access access);
    QString connectionName() const;
    Status checkIntegrity() const;

    QString m_folder;
    QString m_projectId;
    QString m_instanceKey;
    bool m_readOnly = false;
    bool m_readOnlyMedium = false;
    // The database opened as immutable: on a read-only medium without the
    // WAL's shared-memory file, which SQLite cannot create there.
    bool m_immutable = false;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace touchstone
