#pragma once

#include "metrics/result.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QStringList>

#include <vector>

namespace touchstone {

// Numbered schema changes, recorded in the database itself (table
// schema_migrations). Each runs in its own transaction: a project is always
// at a whole version.
class Migrations
{
    Q_DECLARE_TR_FUNCTIONS(Migrations)

public:
    struct Migration
    {
        int version;
        const char *name;
        QStringList statements;
    };

    static const std::vector<Migration> &all();
    static int latestVersion();

    // The version a database is at (0 for an empty one); -1 with `error`
    // set when it is not a Touchstone database.
    static int currentVersion(const QSqlDatabase &database, QString *error = nullptr);

    // Brings `database` to the latest version. Refuses a database from a
    // newer Touchstone rather than touching it.
    static Status apply(QSqlDatabase database);
};

} // namespace touchstone
