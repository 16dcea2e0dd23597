#include "migrations.h"

#include "transaction.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

namespace touchstone {

namespace {

std::vector<Migrations::Migration> buildMigrations()
{
    std::vector<Migrations::Migration> migrations;
    migrations.push_back({1, "documents and their canonical text", {
        QStringLiteral("CREATE TABLE project_info ("
                       " key TEXT PRIMARY KEY,"
                       " value TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE documents ("
                       " id INTEGER PRIMARY KEY,"
                       " sha256 TEXT NOT NULL UNIQUE CHECK (length(sha256) = 64),"
                       " file_name TEXT NOT NULL,"
                       " user_id TEXT UNIQUE,"
                       " title TEXT NOT NULL DEFAULT '',"
                       " page_count INTEGER NOT NULL CHECK (page_count > 0),"
                       " bytes INTEGER NOT NULL,"
                       " encrypted INTEGER NOT NULL DEFAULT 0,"
                       " copy_allowed INTEGER NOT NULL DEFAULT 1,"
                       " text_sha256 TEXT NOT NULL,"
                       " code_points INTEGER NOT NULL,"
                       " load_warnings TEXT NOT NULL DEFAULT '',"
                       " added_at TEXT NOT NULL)"),
        QStringLiteral("CREATE TABLE pages ("
                       " document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,"
                       " page_index INTEGER NOT NULL,"
                       " width_pt REAL NOT NULL,"
                       " height_pt REAL NOT NULL,"
                       " rotation INTEGER NOT NULL,"
                       " text_status TEXT NOT NULL,"
                       " status_detail TEXT NOT NULL DEFAULT '',"
                       " start_offset INTEGER NOT NULL,"
                       " code_points INTEGER NOT NULL,"
                       " text TEXT NOT NULL,"
                       " geometry BLOB NOT NULL,"
                       " PRIMARY KEY (document_id, page_index))"),
        QStringLiteral("CREATE TABLE audit ("
                       " id INTEGER PRIMARY KEY,"
                       " at TEXT NOT NULL,"
                       " actor TEXT NOT NULL DEFAULT '',"
                       " action TEXT NOT NULL,"
                       " entity TEXT NOT NULL DEFAULT '',"
                       " entity_id TEXT NOT NULL DEFAULT '',"
                       " detail TEXT NOT NULL DEFAULT '')"),
        QStringLiteral("CREATE INDEX audit_entity ON audit (entity, entity_id)"),
    }});
    return migrations;
}

bool execAll(QSqlDatabase &database, const QStringList &statements, QString *error)
{
    for (const QString &statement : statements) {
        QSqlQuery query(database);
        if (!query.exec(statement)) {
            *error = query.lastError().text();
            return false;
        }
    }
    return true;
}

} // namespace

const std::vector<Migrations::Migration> &Migrations::all()
{
    static const std::vector<Migration> migrations = buildMigrations();
    return migrations;
}

int Migrations::latestVersion()
{
    return all().back().version;
}

int Migrations::currentVersion(const QSqlDatabase &database, QString *error)
{
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"))) {
        if (error)
            *error = query.lastError().text();
        return -1;
    }
    query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'"));
    if (!query.next()) {
        query.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table'"));
        if (query.next() && query.value(0).toInt() > 0) {
            if (error)
                *error = tr("the database holds tables but no Touchstone schema");
            return -1;
        }
        return 0;
    }
    if (!query.exec(QStringLiteral("SELECT coalesce(max(version), 0) FROM schema_migrations")) || !query.next()) {
        if (error)
            *error = query.lastError().text();
        return -1;
    }
    return query.value(0).toInt();
}

Status Migrations::apply(QSqlDatabase database)
{
    QString error;
    const int current = currentVersion(database, &error);
    if (current < 0)
        return Status::failure(error);
    if (current > latestVersion())
        return Status::failure(tr("the project was written by a newer Touchstone (schema %1; this one knows %2)")
                                   .arg(current).arg(latestVersion()));
    if (current == 0) {
        QSqlQuery create(database);
        if (!create.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS schema_migrations ("
                                        " version INTEGER PRIMARY KEY,"
                                        " name TEXT NOT NULL,"
                                        " applied_at TEXT NOT NULL)")))
            return Status::failure(create.lastError().text());
    }
    for (const Migration &migration : all()) {
        if (migration.version <= current)
            continue;
        Transaction transaction(database);
        if (!transaction.isActive())
            return Status::failure(transaction.error());
        if (!execAll(database, migration.statements, &error))
            return Status::failure(tr("migration %1 (%2) failed: %3")
                                       .arg(migration.version).arg(QString::fromUtf8(migration.name), error));
        QSqlQuery record(database);
        record.prepare(QStringLiteral("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)"));
        record.addBindValue(migration.version);
        record.addBindValue(QString::fromUtf8(migration.name));
        record.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
        if (!record.exec() || !transaction.commit())
            return Status::failure(tr("migration %1 could not be recorded: %2")
                                       .arg(migration.version)
                                       .arg(record.lastError().text() + transaction.error()));
    }
    return Status::success();
}

} // namespace touchstone
