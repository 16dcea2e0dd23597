#pragma once

#include <QSqlDatabase>

struct sqlite3;

namespace touchstone {

// The sqlite3 handle behind a QSQLITE connection, for the code that talks to
// SQLite's C API directly (SqliteBulkInsert, SqliteRows); nullptr when the
// connection is not an open SQLite one.
sqlite3 *sqliteHandle(const QSqlDatabase &database);

// Whether the connection is inside a transaction (SQLite's autocommit mode
// is off); false for a connection that is not an open SQLite one.
bool sqliteInTransaction(const QSqlDatabase &database);

} // namespace touchstone
