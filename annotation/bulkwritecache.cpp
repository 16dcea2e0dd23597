#include "bulkwritecache.h"

#include <QSqlQuery>

namespace touchstone {

BulkWriteCache::BulkWriteCache(const QSqlDatabase &database)
    : m_database(database)
{
    setCacheKiB(m_database, kBulkKiB);
}

BulkWriteCache::~BulkWriteCache()
{
    setCacheKiB(m_database, kUsualKiB);
}

void BulkWriteCache::setCacheKiB(QSqlDatabase &database, int kib)
{
    QSqlQuery pragma(database);
    pragma.exec(QStringLiteral("PRAGMA cache_size = -%1").arg(kib));
}

} // namespace touchstone
