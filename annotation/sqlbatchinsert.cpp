#include "sqlbatchinsert.h"
#include "sqlhelpers.h"

#include <QSqlError>

namespace touchstone {

SqlBatchInsert::SqlBatchInsert(const QSqlDatabase &database, const QString &table, const QStringList &columns,
                               const QString &rowTemplate, int rowsPerStatement)
    : m_database(database)
    , m_table(table)
    , m_columns(columns)
    , m_rowTemplate(rowTemplate)
    , m_rowsPerStatement(std::max(1, rowsPerStatement))
    , m_full(m_database)
{
    if (m_rowTemplate.isEmpty()) {
        QStringList marks;
        for (qsizetype c = 0; c < columns.size(); ++c)
            marks << QStringLiteral("?");
        m_rowTemplate = QLatin1Char('(') + marks.join(QLatin1Char(',')) + QLatin1Char(')');
    }
    m_valuesPerRow = int(m_rowTemplate.count(QLatin1Char('?')));
    m_pending.reserve(size_t(m_rowsPerStatement) * size_t(m_valuesPerRow));
}

QString SqlBatchInsert::statement(int rows) const
{
    const QString &row = m_rowTemplate;
    QString text = QStringLiteral("INSERT INTO ") + m_table + QStringLiteral(" (") + m_columns.join(QLatin1Char(','))
                   + QStringLiteral(") VALUES ");
    for (int r = 0; r < rows; ++r) {
        if (r > 0)
            text += QLatin1Char(',');
        text += row;
    }
    return text;
}

void SqlBatchInsert::add(const QVariant &value)
{
    m_pending.push_back(value);
    if (m_pending.size() == size_t(m_rowsPerStatement) * size_t(m_valuesPerRow))
        flush();
}

bool SqlBatchInsert::execute(QSqlQuery &query, int rows)
{
    const int count = rows * m_valuesPerRow;
    for (int i = 0; i < count; ++i)
        query.bindValue(i, m_pending[size_t(i)]);
    if (!query.exec()) {
        m_error = sql::errorText(query.lastError());
        return false;
    }
    m_pending.erase(m_pending.begin(), m_pending.begin() + count);
    return true;
}

bool SqlBatchInsert::flush()
{
    if (!m_error.isEmpty())
        return false;
    const size_t fullSize = size_t(m_rowsPerStatement) * size_t(m_valuesPerRow);
    while (m_pending.size() >= fullSize) {
        if (!m_fullPrepared) {
            if (!m_full.prepare(statement(m_rowsPerStatement))) {
                m_error = sql::errorText(m_full.lastError());
                return false;
            }
            m_fullPrepared = true;
        }
        if (!execute(m_full, m_rowsPerStatement))
            return false;
    }
    return true;
}

bool SqlBatchInsert::finish()
{
    if (!flush())
        return false;
    const int rows = m_valuesPerRow > 0 ? int(m_pending.size() / size_t(m_valuesPerRow)) : 0;
    if (rows == 0)
        return true;
    QSqlQuery last(m_database);
    if (!last.prepare(statement(rows))) {
        m_error = sql::errorText(last.lastError());
        return false;
    }
    return execute(last, rows);
}

} // namespace touchstone
