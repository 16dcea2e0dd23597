#pragma once

#include "annotator.h"
#include "metrics/result.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// The people of a project. Every change is one transaction with an audit row.
class AnnotatorStore
{
    Q_DECLARE_TR_FUNCTIONS(AnnotatorStore)

public:
    AnnotatorStore(const ProjectStore &store, QString actor = {});

    std::vector<Annotator> all() const;
    std::optional<Annotator> byId(qint64 id) const;
    std::optional<Annotator> byName(const QString &name) const;
    std::optional<Annotator> byUuid(const QString &uuid) const;

    // A new person; `uuid` may be given when the person comes from another
    // copy of the project (a package).
    Result<Annotator> add(const QString &name, AnnotatorRole role, const QString &uuid = {}) const;
    Status setRole(qint64 id, AnnotatorRole role) const;

private:
    std::optional<Annotator> one(const QString &where, const QVariant &value) const;

    const ProjectStore &m_store;
    QString m_actor;
};

} // namespace touchstone
