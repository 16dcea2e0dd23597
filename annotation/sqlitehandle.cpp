#include "sqlitehandle.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace touchstone {

sqlite3 *sqliteHandle(const QSqlDatabase &database)
{
    const QSqlDriver *driver = database.driver();
    if (!driver)
        return nullptr;
    const QVariant handle = driver->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(handle.constData());
}

bool sqliteInTransaction(const QSqlDatabase &database)
{
    sqlite3 *handle = sqliteHandle(database);
    return handle && sqlite3_get_autocommit(handle) == 0;
}

} // namespace touchstone
