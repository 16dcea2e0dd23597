#include "spanrows.h"

#include "sqlhelpers.h"

namespace touchstone {

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

qint64 SpanRows::insert(QSqlDatabase &database, const SpanAnchor &span, const QString &uuid, QString *error)
{
    QSqlQuery insert(database);
    if (!sql::exec(insert, QStringLiteral("INSERT INTO spans (uuid, document_id, start_offset, end_offset, page, exact, "
                                          "prefix, suffix, form_content) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                   {uuid, span.documentId, span.start, span.end, span.page, span.exact, sql::text(span.prefix),
                    sql::text(span.suffix), span.formContent})) {
        *error = sql::errorText(insert.lastError());
        return 0;
    }
    return insert.lastInsertId().toLongLong();
}

bool SpanRows::update(QSqlDatabase &database, qint64 spanId, const SpanAnchor &span, QString *error)
{
    QSqlQuery update(database);
    if (!sql::exec(update, QStringLiteral("UPDATE spans SET document_id = ?, start_offset = ?, end_offset = ?, page = ?, "
                                          "exact = ?, prefix = ?, suffix = ?, form_content = ? WHERE id = ?"),
                   {span.documentId, span.start, span.end, span.page, span.exact, sql::text(span.prefix),
                    sql::text(span.suffix), span.formContent, spanId})) {
        *error = sql::errorText(update.lastError());
        return false;
    }
    return true;
}

} // namespace touchstone
