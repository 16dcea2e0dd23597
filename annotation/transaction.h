#pragma once

#include "metrics/result.h"

#include <QSqlDatabase>
#include <QString>

#include <type_traits>
#include <utility>

namespace touchstone {

// One user action = one transaction. Begins IMMEDIATE (takes the write lock
// up front, so two writers never deadlock half-way), rolls back in the
// destructor unless commit() succeeded.
//
// Transactions nest: a Transaction begun while another one is active on the
// same connection is a SAVEPOINT inside it. Its commit() releases its work
// into the outer transaction (nothing is durable until the outermost one
// commits) and its rollback() undoes only its own work. This lets an import
// run many store verbs, each of which opens its own Transaction, as one
// all-or-nothing unit, while the same verbs called alone from the GUI stay
// one durable transaction each.
class Transaction
{
public:
    explicit Transaction(const QSqlDatabase &database);
    ~Transaction();

    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool isActive() const { return m_active; }
    // True when this transaction is a savepoint inside an outer one.
    bool isNested() const { return !m_savepoint.isEmpty(); }
    // The SQLite message when begin or commit failed.
    QString error() const { return m_error; }

    bool commit();
    void rollback();

private:
    void finish();

    QSqlDatabase m_database;
    QString m_connection;
    QString m_savepoint;
    bool m_active = false;
    QString m_error;
};

// Runs `work` (returning a Status or a Result<T>) in one Transaction:
// commits when it succeeds, rolls back when it fails or when the begin or
// the commit fails, and returns its outcome, or the transaction's error.
// The begin / check / commit of every store verb, written once.
template <typename Work>
auto inTransaction(const QSqlDatabase &database, Work &&work) -> decltype(work())
{
    using Outcome = decltype(work());
    Transaction transaction(database);
    if (!transaction.isActive())
        return Outcome::failure(transaction.error());
    Outcome outcome = std::forward<Work>(work)();
    if (!outcome)
        return outcome;
    if (!transaction.commit())
        return Outcome::failure(transaction.error());
    return outcome;
}

} // namespace touchstone
