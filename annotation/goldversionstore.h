#pragma once

#include "goldset.h"
#include "metrics/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// A frozen golden-set version as golden_versions stores it.
struct GoldVersionInfo
{
    qint64 id = 0;
    QString uuid;
    QString version;
    QString parent;  // the parent's version name; empty for the first version
    QString builtAt; // ISO 8601 UTC, seconds ("2026-08-12T09:14:03Z"), as exported
    QString builtBy;
    qint64 seed = 0;
    bool allowSingleAnnotatorDev = false;
    QString corpusDigest;
    QString contentSha256; // sha256 of records.jsonl
    QJsonObject manifest;  // the manifest as frozen, without the file hashes of an export
    int questionCount = 0;
};

// One question of a frozen version: its records.jsonl and provenance.jsonl
// lines, exactly as frozen (canonical JSON, one line each).
struct GoldVersionRecord
{
    QString questionUuid;
    QString externalId;
    QByteArray record;
    QByteArray provenance;
};

// Reads frozen versions. There is no verb that changes one: a version is
// written once, by GoldFreezer, and the triggers of migration 4 refuse every
// later UPDATE, DELETE or INSERT.
class GoldVersionStore
{
    Q_DECLARE_TR_FUNCTIONS(GoldVersionStore)

public:
    explicit GoldVersionStore(const ProjectStore &store);

    std::vector<GoldVersionInfo> versions() const; // oldest first
    std::optional<GoldVersionInfo> byName(const QString &version) const;
    std::optional<GoldVersionInfo> newest() const;

    // The records of a version in id order (Unicode code point order of the
    // external ids): the order of every export file.
    Result<std::vector<GoldVersionRecord>> records(qint64 versionId) const;
    // The version as evaluation reads it; the message names the version.
    Result<GoldSet> goldSet(const QString &version) const;

    // Sorts external ids as exports list them (code point order).
    static bool idLess(const QString &a, const QString &b);
    // True when `sqlError` is the refusal of a frozen-version trigger.
    static bool isFrozenRefusal(const QString &sqlError);
    // The one line shown for any attempt to change `version`.
    static QString frozenMessage(const QString &version);

private:
    std::vector<GoldVersionInfo> select(const QString &where, const QVariantList &values) const;

    const ProjectStore &m_store;
};

} // namespace touchstone
