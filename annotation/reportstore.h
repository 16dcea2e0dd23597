#pragma once

#include "metrics/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QVariant>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// A report as the `reports` table keeps it: the three renderings side by
// side, so a past report reopens exactly as it was written.
struct ReportRecord
{
    qint64 id = 0;
    QString uuid;
    QString kind;  // "retrieval", "judge", "compare"
    QString title;
    QDateTime createdAt;
    QString runIds; // comma-separated run uuids, or empty
    QByteArray json;
    QByteArray csv;
    QByteArray html;
    qint64 storedBytes = 0; // UTF-8 bytes of json, csv and html together; list() fills it without them
};

class ReportStore
{
    Q_DECLARE_TR_FUNCTIONS(ReportStore)

public:
    ReportStore(const ProjectStore &store, QString actor = {});

    // Stores a report (uuid, id and time are filled in) in one transaction.
    Result<ReportRecord> add(ReportRecord report) const;
    // Newest first, without the bodies; `kind` empty lists every kind.
    std::vector<ReportRecord> list(const QString &kind = {}) const;
    std::optional<ReportRecord> byUuid(const QString &uuid) const;
    std::optional<ReportRecord> byId(qint64 id) const;

    // Writes <directory>/<baseName>.html, .json and .csv (each replaced
    // atomically); creates the directory.
    static Status writeFiles(const ReportRecord &report, const QString &directory, const QString &baseName);

private:
    std::optional<ReportRecord> one(const QString &where, const QVariant &value) const;

    const ProjectStore &m_store;
    QString m_actor;
};

} // namespace touchstone
