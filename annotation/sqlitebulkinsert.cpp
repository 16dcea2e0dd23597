#include "sqlitebulkinsert.h"
#include "sqlitehandle.h"
#include "sqlhelpers.h"

#include <QCoreApplication>
#include <QVariant>

#include <sqlite3.h>

namespace touchstone {

SqliteBulkInsert::SqliteBulkInsert(const QSqlDatabase &database, const QString &table, const QStringList &columns,
                                   const QString &rowTemplate)
    : m_database(sqliteHandle(database))
{
    if (!m_database) {
        m_error = QCoreApplication::translate("SqliteBulkInsert", "the database is not an open SQLite database");
        return;
    }
    QString row = rowTemplate;
    if (row.isEmpty()) {
        QStringList marks;
        for (qsizetype c = 0; c < columns.size(); ++c)
            marks << QStringLiteral("?");
        row = QLatin1Char('(') + marks.join(QLatin1Char(',')) + QLatin1Char(')');
    }
    const QByteArray statement = (QStringLiteral("INSERT INTO ") + table + QStringLiteral(" (")
                                  + columns.join(QLatin1Char(',')) + QStringLiteral(") VALUES ") + row)
                                     .toUtf8();
    if (sqlite3_prepare_v2(m_database, statement.constData(), int(statement.size()), &m_statement, nullptr) != SQLITE_OK)
        fail(QCoreApplication::translate("SqliteBulkInsert", "Unable to execute statement"));
}

SqliteBulkInsert::~SqliteBulkInsert()
{
    sqlite3_finalize(m_statement);
}

void SqliteBulkInsert::fail(const QString &what)
{
    // As the Qt driver words a failure (SQLite's message, then the
    // driver's), and a full or read-only disk said in words as for every
    // other statement.
    if (m_error.isEmpty())
        m_error = sql::errorText(QSqlError(what, QString::fromUtf8(sqlite3_errmsg(m_database)), QSqlError::StatementError,
                                           QString::number(sqlite3_extended_errcode(m_database))));
}

void SqliteBulkInsert::bind(qint64 value)
{
    if (m_statement)
        sqlite3_bind_int64(m_statement, m_next, value);
    ++m_next;
}

void SqliteBulkInsert::bind(double value)
{
    if (m_statement)
        sqlite3_bind_double(m_statement, m_next, value);
    ++m_next;
}

void SqliteBulkInsert::bind(const QString &text)
{
    // A null QString is NULL, as QSqlQuery binds it.
    if (m_statement && text.isNull())
        sqlite3_bind_null(m_statement, m_next);
    else if (m_statement)
        sqlite3_bind_text16(m_statement, m_next, text.utf16(), int(text.size() * 2), SQLITE_TRANSIENT);
    ++m_next;
}

void SqliteBulkInsert::bindUtf8(const QByteArray &text)
{
    if (m_statement)
        sqlite3_bind_text(m_statement, m_next, text.isNull() ? "" : text.constData(), int(text.size()),
                          SQLITE_TRANSIENT);
    ++m_next;
}

void SqliteBulkInsert::bindNull()
{
    if (m_statement)
        sqlite3_bind_null(m_statement, m_next);
    ++m_next;
}

bool SqliteBulkInsert::endRow()
{
    m_next = 1;
    if (!isValid())
        return false;
    if (sqlite3_step(m_statement) != SQLITE_DONE) {
        fail(QCoreApplication::translate("SqliteBulkInsert", "Unable to fetch row"));
        sqlite3_reset(m_statement);
        return false;
    }
    sqlite3_reset(m_statement);
    ++m_rows;
    return true;
}

qint64 SqliteBulkInsert::lastRowId() const
{
    return m_database ? qint64(sqlite3_last_insert_rowid(m_database)) : 0;
}

bool SqliteBulkInsert::finish()
{
    return isValid();
}

} // namespace touchstone
