#pragma once

#include <QSqlDatabase>

namespace touchstone {

// While alive, the connection's SQLite page cache may grow to 256 MiB, then
// it is set back to the project's usual 64 MiB. An import of a million
// labels inserts into half a dozen indexes keyed by random UUIDs; with
// SQLite's default 2 MiB cache every insert re-read index pages from the
// file and the import took twice as long. Pages are only allocated as they
// are used, so a small import stays small.
class BulkWriteCache
{
public:
    static constexpr int kUsualKiB = 64 * 1024;
    static constexpr int kBulkKiB = 256 * 1024;

    explicit BulkWriteCache(const QSqlDatabase &database);
    ~BulkWriteCache();
    BulkWriteCache(const BulkWriteCache &) = delete;
    BulkWriteCache &operator=(const BulkWriteCache &) = delete;

    // "PRAGMA cache_size = -KiB" on `database`.
    static void setCacheKiB(QSqlDatabase &database, int kib);

private:
    QSqlDatabase m_database;
};

} // namespace touchstone
