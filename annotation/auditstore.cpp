#include "auditstore.h"

#include "projectstore.h"
#include "sqlhelpers.h"

#include <QSqlQuery>

#include <limits>

namespace touchstone {

Result<std::vector<AuditEntry>> AuditStore::page(qint64 beforeId, int count) const
{
    using R = Result<std::vector<AuditEntry>>;
    QSqlQuery query(m_store.database());
    if (const Status read = sql::select(query,
                                        QStringLiteral("SELECT id, at, actor, action, entity || ' ' || entity_id, "
                                                       "detail FROM audit WHERE id < ? ORDER BY id DESC LIMIT ?"),
                                        {beforeId > 0 ? beforeId : std::numeric_limits<qint64>::max(), count});
        !read)
        return R::failure(read.error());
    std::vector<AuditEntry> entries;
    while (query.next()) {
        entries.push_back({query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString(),
                           query.value(3).toString(), query.value(4).toString(), query.value(5).toString()});
    }
    if (const Status done = sql::finished(query); !done)
        return R::failure(done.error());
    return entries;
}

} // namespace touchstone
