#include "spanrows.h"

#include "sqlhelpers.h"

namespace touchstone {

namespace {

const QString kColumns = QStringLiteral("document_id, start_offset, end_offset, page, exact, prefix, suffix, form_content");

QString insertStatement()
{
    return QStringLiteral("INSERT INTO spans (uuid, ") + kColumns
           + QStringLiteral(") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
}

QString updateStatement()
{
    return QStringLiteral("UPDATE spans SET document_id = ?, start_offset = ?, end_offset = ?, page = ?, exact = ?, "
                          "prefix = ?, suffix = ?, form_content = ? WHERE id = ?");
}

QVariantList insertValues(const SpanAnchor &span, const QString &uuid)
{
    return {uuid, span.documentId, span.start, span.end, span.page, span.exact, sql::text(span.prefix),
            sql::text(span.suffix), span.formContent};
}

QVariantList updateValues(const SpanAnchor &span, qint64 spanId)
{
    return {span.documentId, span.start, span.end, span.page, span.exact, sql::text(span.prefix),
            sql::text(span.suffix), span.formContent, spanId};
}

} // namespace

SpanRows::SpanRows(QSqlDatabase database)
    : m_database(database)
{
}

SpanRows::~SpanRows() = default;

QString SpanRows::columns(const QString &alias)
{
    const QString a = alias + QLatin1Char('.');
    return a + QStringLiteral("document_id, ") + a + QStringLiteral("start_offset, ") + a + QStringLiteral("end_offset, ")
           + a + QStringLiteral("page, ") + a + QStringLiteral("exact, ") + a + QStringLiteral("prefix, ") + a
           + QStringLiteral("suffix, ") + a + QStringLiteral("form_content");
}

SpanAnchor SpanRows::read(const QSqlQuery &query, int first)
{
    SpanAnchor span;
    span.documentId = query.value(first).toLongLong();
    span.start = query.value(first + 1).toInt();
    span.end = query.value(first + 2).toInt();
    span.page = query.value(first + 3).toInt();
    span.exact = query.value(first + 4).toString();
    span.prefix = query.value(first + 5).toString();
    span.suffix = query.value(first + 6).toString();
    span.formContent = query.value(first + 7).toBool();
    return span;
}

Result<QSqlQuery *> SpanRows::prepared(std::unique_ptr<QSqlQuery> &query, const QString &statement)
{
    if (!query) {
        auto made = std::make_unique<QSqlQuery>(m_database);
        if (!made->prepare(statement))
            return Result<QSqlQuery *>::failure(sql::errorText(made->lastError()));
        query = std::move(made);
    }
    return query.get();
}

Status SpanRows::run(QSqlQuery &query, const QVariantList &values)
{
    for (int i = 0; i < int(values.size()); ++i)
        query.bindValue(i, values[i]);
    if (!query.exec())
        return Status::failure(sql::errorText(query.lastError()));
    return Status::success();
}

Result<qint64> SpanRows::insert(const SpanAnchor &span, const QString &uuid)
{
    const Result<QSqlQuery *> query = prepared(m_insert, insertStatement());
    if (!query)
        return Result<qint64>::failure(query.error());
    if (const Status done = run(**query, insertValues(span, uuid)); !done)
        return Result<qint64>::failure(done.error());
    return (*query)->lastInsertId().toLongLong();
}

Result<qint64> SpanRows::copy(qint64 spanId, const QString &uuid)
{
    const Result<QSqlQuery *> query = prepared(
        m_copy, QStringLiteral("INSERT INTO spans (uuid, ") + kColumns + QStringLiteral(") SELECT ?, ") + kColumns
                    + QStringLiteral(" FROM spans WHERE id = ?"));
    if (!query)
        return Result<qint64>::failure(query.error());
    if (const Status done = run(**query, {uuid, spanId}); !done)
        return Result<qint64>::failure(done.error());
    if ((*query)->numRowsAffected() != 1)
        return Result<qint64>::failure(QCoreApplication::translate("SpanRows", "there is no span %1").arg(spanId));
    return (*query)->lastInsertId().toLongLong();
}

Status SpanRows::update(qint64 spanId, const SpanAnchor &span)
{
    const Result<QSqlQuery *> query = prepared(m_update, updateStatement());
    if (!query)
        return Status::failure(query.error());
    return run(**query, updateValues(span, spanId));
}

Status SpanRows::remove(qint64 spanId)
{
    const Result<QSqlQuery *> query = prepared(m_remove, QStringLiteral("DELETE FROM spans WHERE id = ?"));
    if (!query)
        return Status::failure(query.error());
    return run(**query, {spanId});
}

qint64 SpanRows::insert(QSqlDatabase &database, const SpanAnchor &span, const QString &uuid, QString *error)
{
    const Result<qint64> id = SpanRows(database).insert(span, uuid);
    if (!id) {
        *error = id.error();
        return 0;
    }
    return *id;
}

bool SpanRows::update(QSqlDatabase &database, qint64 spanId, const SpanAnchor &span, QString *error)
{
    const Status done = SpanRows(database).update(spanId, span);
    if (!done)
        *error = done.error();
    return done.ok();
}

} // namespace touchstone
