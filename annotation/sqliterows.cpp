#include "sqliterows.h"
#include "sqlitehandle.h"

#include <QCoreApplication>
#include <QVariant>

#include <sqlite3.h>

namespace touchstone {

SqliteRows::SqliteRows(const QSqlDatabase &database, const QString &statement, const QVariantList &values)
    : m_database(sqliteHandle(database))
{
    if (!m_database) {
        m_error = QCoreApplication::translate("SqliteRows", "the database is not an open SQLite database");
        return;
    }
    const QByteArray utf8 = statement.toUtf8();
    if (sqlite3_prepare_v2(m_database, utf8.constData(), int(utf8.size()), &m_statement, nullptr) != SQLITE_OK) {
        fail(QString());
        return;
    }
    bindAll(values);
}

bool SqliteRows::bindAll(const QVariantList &values)
{
    for (int i = 0; i < int(values.size()); ++i) {
        const QVariant &value = values[i];
        int result = SQLITE_OK;
        switch (value.typeId()) {
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::ULongLong:
        case QMetaType::Bool:
            result = sqlite3_bind_int64(m_statement, i + 1, value.toLongLong());
            break;
        case QMetaType::Double:
            result = sqlite3_bind_double(m_statement, i + 1, value.toDouble());
            break;
        default:
            if (value.isNull()) {
                result = sqlite3_bind_null(m_statement, i + 1);
            } else {
                const QString text = value.toString();
                result = sqlite3_bind_text16(m_statement, i + 1, text.utf16(), int(text.size() * 2), SQLITE_TRANSIENT);
            }
        }
        if (result != SQLITE_OK) {
            fail(QString());
            return false;
        }
    }
    return true;
}

bool SqliteRows::rerun(const QVariantList &values)
{
    if (!m_statement)
        return false;
    m_error.clear();
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
    return bindAll(values);
}

SqliteRows::~SqliteRows()
{
    if (m_statement)
        sqlite3_finalize(m_statement);
}

void SqliteRows::fail(const QString &what)
{
    if (m_error.isEmpty())
        m_error = what.isEmpty() ? QString::fromUtf8(sqlite3_errmsg(m_database)) : what;
}

bool SqliteRows::next()
{
    if (!m_statement || !m_error.isEmpty())
        return false;
    const int result = sqlite3_step(m_statement);
    if (result == SQLITE_ROW)
        return true;
    if (result != SQLITE_DONE)
        fail(QString());
    return false;
}

qint64 SqliteRows::integer(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

bool SqliteRows::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

QString SqliteRows::text(int column) const
{
    const void *data = sqlite3_column_text16(m_statement, column);
    if (!data)
        return QString();
    const int bytes = sqlite3_column_bytes16(m_statement, column);
    return QString(reinterpret_cast<const QChar *>(data), bytes / 2);
}

} // namespace touchstone

namespace touchstone {

QByteArrayView SqliteRows::utf8(int column) const
{
    const unsigned char *data = sqlite3_column_text(m_statement, column);
    if (!data)
        return QByteArrayView();
    return QByteArrayView(reinterpret_cast<const char *>(data), sqlite3_column_bytes(m_statement, column));
}

} // namespace touchstone
