#pragma once

#include "metrics/result.h"

#include <QString>

#include <vector>

namespace touchstone {

class ProjectStore;

struct AuditEntry
{
    qint64 id = 0;
    QString at;      // ISO 8601, UTC, as written
    QString actor;
    QString action;  // e.g. "judgment.grade"
    QString entity;  // the entity's kind and id, "judgment 5f0c…"
    QString detail;
};

// Reads the audit trail ProjectStore::audit appends to, newest first and a
// page at a time, so a long history opens at once.
class AuditStore
{
public:
    explicit AuditStore(const ProjectStore &store)
        : m_store(store)
    {
    }

    // Up to `count` entries older than entry `beforeId` (0: from the
    // newest), newest first; the read's error when it fails.
    Result<std::vector<AuditEntry>> page(qint64 beforeId, int count) const;

private:
    const ProjectStore &m_store;
};

} // namespace touchstone
