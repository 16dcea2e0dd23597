#include "transaction.h"
#include "sqlhelpers.h"

#include <QHash>
#include <QMutex>
#include <QSqlError>
#include <QSqlQuery>

namespace touchstone {

namespace {

// Open transactions per connection name. A connection belongs to one thread
// (ProjectStore::database), but the table is shared by all threads.
QMutex &depthMutex()
{
    static QMutex mutex;
    return mutex;
}

QHash<QString, int> &depths()
{
    static QHash<QString, int> table;
    return table;
}

int depthOf(const QString &connection)
{
    QMutexLocker locker(&depthMutex());
    return depths().value(connection, 0);
}

void addDepth(const QString &connection, int delta)
{
    QMutexLocker locker(&depthMutex());
    const int depth = depths().value(connection, 0) + delta;
    if (depth <= 0)
        depths().remove(connection);
    else
        depths().insert(connection, depth);
}

} // namespace

Transaction::Transaction(const QSqlDatabase &database)
    : m_database(database)
    , m_connection(m_database.connectionName())
{
    const int depth = depthOf(m_connection);
    QSqlQuery begin(m_database);
    if (depth == 0) {
        m_active = begin.exec(QStringLiteral("BEGIN IMMEDIATE"));
    } else {
        m_savepoint = QStringLiteral("touchstone_%1").arg(depth);
        m_active = begin.exec(QStringLiteral("SAVEPOINT ") + m_savepoint);
    }
    if (m_active)
        addDepth(m_connection, 1);
    else
        m_error = sql::errorText(begin.lastError());
}

Transaction::~Transaction()
{
    if (m_active)
        rollback();
}

void Transaction::finish()
{
    m_active = false;
    addDepth(m_connection, -1);
}

bool Transaction::commit()
{
    if (!m_active)
        return false;
    QSqlQuery commit(m_database);
    const QString statement = isNested() ? QStringLiteral("RELEASE SAVEPOINT ") + m_savepoint
                                         : QStringLiteral("COMMIT");
    if (!commit.exec(statement)) {
        m_error = sql::errorText(commit.lastError());
        rollback();
        return false;
    }
    finish();
    return true;
}

void Transaction::rollback()
{
    if (!m_active)
        return;
    QSqlQuery rollback(m_database);
    if (isNested()) {
        // ROLLBACK TO keeps the savepoint open; RELEASE closes it.
        rollback.exec(QStringLiteral("ROLLBACK TO SAVEPOINT ") + m_savepoint);
        rollback.exec(QStringLiteral("RELEASE SAVEPOINT ") + m_savepoint);
    } else {
        rollback.exec(QStringLiteral("ROLLBACK"));
    }
    finish();
}

} // namespace touchstone
