#pragma once

#include "metrics/result.h"
#include "rubric.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// Rubric versions. A change makes a new version; old versions stay, since
// judgments refer to the version they were made under.
class RubricStore
{
    Q_DECLARE_TR_FUNCTIONS(RubricStore)

public:
    RubricStore(const ProjectStore &store, QString actor = {});

    // The newest version; creates version 1 from the default content the
    // first time (on a writable project).
    Result<Rubric> current() const;
    std::optional<Rubric> byId(qint64 id) const;
    std::optional<Rubric> bySha256(const QString &sha256) const;
    std::vector<Rubric> versions() const;

    // Stores `content` as the next version, or returns the existing version
    // with the same digest (`*created` says which).
    Result<Rubric> save(const QJsonObject &content, bool *created = nullptr) const;
    // Makes `content` the current rubric: a new version, or nothing when it
    // is the current one already. The content of an older version is
    // refused: versions are never renumbered, and a rubric's digest names
    // one version.
    Result<Rubric> makeCurrent(const QJsonObject &content, bool *created) const;

    // A new version with one more worked example under `grade` (in a
    // Markdown rubric, under "grades" beside the text).
    Result<Rubric> addExample(int grade, const QJsonObject &example) const;

private:
    std::optional<Rubric> one(const QString &where, const QVariant &value) const;

    const ProjectStore &m_store;
    QString m_actor;
};

} // namespace touchstone
