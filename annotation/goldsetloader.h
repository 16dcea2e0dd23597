#pragma once

#include "goldset.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// A row of golden_versions, as evaluation needs it.
struct GoldVersionRef
{
    qint64 id = 0;
    QString version;
    QString corpusDigest;
    QString builtAt;
    QJsonObject manifest;
};

// Reads a frozen golden-set version for evaluation: golden_versions plus its
// golden_records (one records.jsonl object per question), parsed with
// GoldQuestion::fromRecord, with every span's document mapped from its
// sha256 to this project's document id. Read-only: a frozen version is
// written once by `freeze` and guarded by the triggers of migration 4.
class GoldSetLoader
{
    Q_DECLARE_TR_FUNCTIONS(GoldSetLoader)

public:
    explicit GoldSetLoader(const ProjectStore &store);

    std::optional<GoldVersionRef> version(const QString &name) const;
    std::optional<GoldVersionRef> versionById(qint64 id) const;
    // The most recently built version, if any.
    std::optional<GoldVersionRef> newest() const;

    // The version's questions in external-id order (UTF-8 byte order, the
    // order of export files). The hit rule and gain come from the manifest
    // when it names them. Fails, naming version and question, on a record
    // that does not parse or a span whose document is not in the project.
    Result<GoldSet> load(const GoldVersionRef &version) const;
    Result<GoldSet> load(const QString &version) const;

    // One question of a version (for browsing a run item by item).
    Result<GoldQuestion> question(qint64 versionId, const QString &questionUuid) const;

private:
    std::optional<GoldVersionRef> select(const QString &where, const QVariantList &values) const;
    Status mapDocuments(const QString &version, GoldQuestion &question) const;

    const ProjectStore &m_store;
};

} // namespace touchstone
