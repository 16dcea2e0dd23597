#pragma once

#include <QSqlDatabase>
#include <QString>

namespace touchstone {

// One user action = one transaction. Begins IMMEDIATE (takes the write lock
// up front, so two writers never deadlock half-way), rolls back in the
// destructor unless commit() succeeded.
class Transaction
{
public:
    explicit Transaction(QSqlDatabase database);
    ~Transaction();

    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool isActive() const { return m_active; }
    // The SQLite message when begin or commit failed.
    QString error() const { return m_error; }

    bool commit();
    void rollback();

private:
    QSqlDatabase m_database;
    bool m_active = false;
    QString m_error;
};

} // namespace touchstone
