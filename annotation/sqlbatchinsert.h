#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <vector>

namespace touchstone {

// Inserts many rows into one table with multi-row INSERT statements
// (`rowsPerStatement` rows per execution), inside the caller's transaction.
// One execution per row would spend most of an import of a million run
// items in statement overhead.
class SqlBatchInsert
{
public:
    // `rowTemplate` is one row of the VALUES list, "(?, ?, ...)" by default;
    // a template with literals ("(?, 'final', ?)") binds fewer values per row.
    SqlBatchInsert(const QSqlDatabase &database, const QString &table, const QStringList &columns,
                   const QString &rowTemplate = {}, int rowsPerStatement = 128);

    // Values of the next row, one call per placeholder in order. A full
    // statement executes as soon as its last value arrives; an SQL error is
    // kept and reported by finish().
    void add(const QVariant &value);
    // Executes whatever is pending (a shorter last statement); false on the
    // first SQL error of the whole batch.
    bool finish();
    QString error() const { return m_error; }

private:
    bool flush();
    QString statement(int rows) const;
    bool execute(QSqlQuery &query, int rows);

    QSqlDatabase m_database;
    QString m_table;
    QStringList m_columns;
    QString m_rowTemplate;
    int m_valuesPerRow = 0;
    int m_rowsPerStatement;
    std::vector<QVariant> m_pending;
    QSqlQuery m_full;
    bool m_fullPrepared = false;
    QString m_error;
};

} // namespace touchstone
