#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

struct sqlite3;
struct sqlite3_stmt;

namespace touchstone {

// Inserts many rows into one table through SQLite's own C API, inside the
// caller's transaction: one single-row statement prepared once, values
// bound as plain numbers and text (no QVariant per value, no statement
// text per batch). QSqlQuery spends most of a million-row import in
// QVariant conversions and in binding; this writes the same rows (same
// storage classes: integers as INTEGER, doubles as REAL, text as TEXT) at a
// fraction of the cost.
//
// The database must be a QSQLITE connection (its sqlite3 handle is taken
// from QSqlDriver::handle()); isValid() says whether the statement could be
// prepared, error() why not.
//
//   SqliteBulkInsert items(database, "run_items", {"run_question_id", "rank"}, "(?, ?)");
//   items.bind(id); items.bind(rank); items.endRow();
//   ...; if (!items.finish()) error = items.error();
class SqliteBulkInsert
{
public:
    // `rowTemplate` is the VALUES row, "(?, ?, ...)" by default; literals in
    // it ("(?, 'final', ?)") bind fewer values per row.
    SqliteBulkInsert(const QSqlDatabase &database, const QString &table, const QStringList &columns,
                     const QString &rowTemplate = {});
    ~SqliteBulkInsert();
    SqliteBulkInsert(const SqliteBulkInsert &) = delete;
    SqliteBulkInsert &operator=(const SqliteBulkInsert &) = delete;

    bool isValid() const { return m_statement != nullptr && m_error.isEmpty(); }

    // The next value of the current row, in placeholder order.
    void bind(qint64 value);
    void bind(int value) { bind(qint64(value)); }
    void bind(double value);
    void bind(const QString &text);
    // Text already in UTF-8 (the database's encoding): stored as it is,
    // without the conversions a QString costs.
    void bindUtf8(const QByteArray &text);
    void bindNull();
    // Writes the current row. After the first failure nothing more is
    // written and finish() returns false.
    bool endRow();
    // False when a row (or the preparation) failed.
    bool finish();
    QString error() const { return m_error; }
    qint64 rowsWritten() const { return m_rows; }
    // The rowid of the row endRow() wrote last (on this connection).
    qint64 lastRowId() const;

private:
    void fail(const QString &what);

    sqlite3 *m_database = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    int m_next = 1;  // SQLite's parameters count from 1
    qint64 m_rows = 0;
    QString m_error;
};

} // namespace touchstone
