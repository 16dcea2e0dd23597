#pragma once

#include <QByteArrayView>
#include <QSqlDatabase>
#include <QString>
#include <QVariantList>

struct sqlite3;
struct sqlite3_stmt;

namespace touchstone {

// Reads the rows of one SELECT through SQLite's own C API, forward only:
// the reading counterpart of SqliteBulkInsert. QSqlQuery makes a QVariant
// of every value it hands out; on the million labels of a large project
// that is most of the time a load takes, several times what SQLite itself
// spends on the statement.
//
// The database must be a QSQLITE connection (its sqlite3 handle is taken
// from QSqlDriver::handle()). Values bound are integers, doubles, text or
// NULL. next() is false at the end and after an error; error() says which.
//
//   SqliteRows rows(database, "SELECT id, name FROM t WHERE x = ?", {x});
//   while (rows.next()) use(rows.integer(0), rows.text(1));
//   if (!rows.error().isEmpty()) ...
class SqliteRows
{
public:
    SqliteRows(const QSqlDatabase &database, const QString &statement, const QVariantList &values = {});
    ~SqliteRows();
    SqliteRows(const SqliteRows &) = delete;
    SqliteRows &operator=(const SqliteRows &) = delete;

    bool next();
    // Runs the statement again with other values: a lookup made once per
    // line of an import is prepared once, not per line.
    bool rerun(const QVariantList &values);
    // The column's value as QSqlQuery::value(column).toLongLong() /
    // .toInt() / .toString() would give it (NULL: 0, an empty string).
    qint64 integer(int column) const;
    int number(int column) const { return int(integer(column)); }
    bool isNull(int column) const;
    QString text(int column) const;
    // The column's text as SQLite holds it (UTF-8), valid until the next
    // next(): for values parsed on the spot, with no QString made.
    QByteArrayView utf8(int column) const;
    QString error() const { return m_error; }

private:
    void fail(const QString &what);
    bool bindAll(const QVariantList &values);

    sqlite3 *m_database = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    QString m_error;
};

} // namespace touchstone
