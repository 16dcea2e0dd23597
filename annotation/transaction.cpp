#include "transaction.h"

#include <QSqlError>
#include <QSqlQuery>

namespace touchstone {

Transaction::Transaction(QSqlDatabase database)
    : m_database(std::move(database))
{
    QSqlQuery begin(m_database);
    m_active = begin.exec(QStringLiteral("BEGIN IMMEDIATE"));
    if (!m_active)
        m_error = begin.lastError().text();
}

Transaction::~Transaction()
{
    if (m_active)
        rollback();
}

bool Transaction::commit()
{
    if (!m_active)
        return false;
    QSqlQuery commit(m_database);
    if (!commit.exec(QStringLiteral("COMMIT"))) {
        m_error = commit.lastError().text();
        rollback();
        return false;
    }
    m_active = false;
    return true;
}

void Transaction::rollback()
{
    if (!m_active)
        return;
    QSqlQuery rollback(m_database);
    rollback.exec(QStringLiteral("ROLLBACK"));
    m_active = false;
}

} // namespace touchstone
