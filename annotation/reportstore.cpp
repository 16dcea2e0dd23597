#include "reportstore.h"

#include "outputtarget.h"
#include "projectstore.h"
#include "sqlhelpers.h"
#include "transaction.h"

#include <QDir>
#include <QSaveFile>

namespace touchstone {

ReportStore::ReportStore(const ProjectStore &store, QString actor)
    : m_store(store)
    , m_actor(std::move(actor))
{
}

Result<ReportRecord> ReportStore::add(ReportRecord report) const
{
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Result<ReportRecord>::failure(transaction.error());
    report.uuid = sql::newUuid();
    report.createdAt = QDateTime::currentDateTimeUtc();
    QSqlQuery query(database);
    if (!sql::exec(query,
                   QStringLiteral("INSERT INTO reports (uuid, kind, title, created_at, run_ids, json, csv, html) "
                                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                   {report.uuid, report.kind, report.title, report.createdAt.toString(Qt::ISODateWithMs),
                    sql::text(report.runIds), QString::fromUtf8(report.json), QString::fromUtf8(report.csv),
                    QString::fromUtf8(report.html)}))
        return Result<ReportRecord>::failure(sql::errorText(query.lastError()));
    report.id = query.lastInsertId().toLongLong();
    m_store.audit(m_actor, QStringLiteral("report.add"), QStringLiteral("report"), report.uuid, report.title);
    if (!transaction.commit())
        return Result<ReportRecord>::failure(transaction.error());
    return report;
}

std::vector<ReportRecord> ReportStore::list(const QString &kind) const
{
    std::vector<ReportRecord> reports;
    QSqlQuery query(m_store.database());
    const QString where = kind.isEmpty() ? QString() : QStringLiteral(" WHERE kind = ?");
    sql::exec(query,
              QStringLiteral("SELECT id, uuid, kind, title, created_at, run_ids, length(CAST(json AS BLOB)) + "
                             "length(CAST(csv AS BLOB)) + length(CAST(html AS BLOB)) FROM reports")
                  + where
                  + QStringLiteral(" ORDER BY created_at DESC, id DESC"),
              kind.isEmpty() ? QVariantList{} : QVariantList{kind});
    while (query.next()) {
        ReportRecord report;
        report.id = query.value(0).toLongLong();
        report.uuid = query.value(1).toString();
        report.kind = query.value(2).toString();
        report.title = query.value(3).toString();
        report.createdAt = sql::parseTime(query.value(4));
        report.runIds = query.value(5).toString();
        report.storedBytes = query.value(6).toLongLong();
        reports.push_back(std::move(report));
    }
    return reports;
}

std::optional<ReportRecord> ReportStore::byUuid(const QString &uuid) const
{
    return one(QStringLiteral("uuid = ?"), uuid);
}

std::optional<ReportRecord> ReportStore::byId(qint64 id) const
{
    return one(QStringLiteral("id = ?"), id);
}

std::optional<ReportRecord> ReportStore::one(const QString &where, const QVariant &value) const
{
    QSqlQuery query(m_store.database());
    sql::exec(query,
              QStringLiteral("SELECT id, uuid, kind, title, created_at, run_ids, json, csv, html FROM reports WHERE ")
                  + where,
              {value});
    if (!query.next())
        return std::nullopt;
    ReportRecord report;
    report.id = query.value(0).toLongLong();
    report.uuid = query.value(1).toString();
    report.kind = query.value(2).toString();
    report.title = query.value(3).toString();
    report.createdAt = sql::parseTime(query.value(4));
    report.runIds = query.value(5).toString();
    report.json = query.value(6).toString().toUtf8();
    report.csv = query.value(7).toString().toUtf8();
    report.html = query.value(8).toString().toUtf8();
    report.storedBytes = report.json.size() + report.csv.size() + report.html.size();
    return report;
}

Status ReportStore::writeFiles(const ReportRecord &report, const QString &directory, const QString &baseName)
{
    for (const char *suffix : {".html", ".json", ".csv"}) {
        if (const Status safe = OutputTarget::checkFile(QDir(directory).filePath(baseName + QLatin1String(suffix)));
            !safe)
            return safe;
    }
    if (!QDir().mkpath(directory))
        return Status::failure(tr("%1: cannot create the folder").arg(directory));
    const std::pair<const char *, const QByteArray *> files[] = {
        {".html", &report.html}, {".json", &report.json}, {".csv", &report.csv}};
    for (const auto &[suffix, bytes] : files) {
        const QString path = QDir(directory).filePath(baseName + QLatin1String(suffix));
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(*bytes) != bytes->size() || !file.commit())
            return Status::failure(tr("%1: cannot write: %2").arg(path, file.errorString()));
    }
    return Status::success();
}

} // namespace touchstone
