#include "goldversionstore.h"

#include "projectstore.h"
#include "sqlhelpers.h"

#include <QJsonDocument>

#include <algorithm>

namespace touchstone {

GoldVersionStore::GoldVersionStore(const ProjectStore &store)
    : m_store(store)
{
}

std::vector<GoldVersionInfo> GoldVersionStore::select(const QString &where, const QVariantList &values) const
{
    std::vector<GoldVersionInfo> versions;
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    sql::exec(query,
              QStringLiteral("SELECT v.id, v.uuid, v.version, p.version, v.built_at, v.built_by, v.seed, "
                             "v.allow_single_annotator_dev, v.corpus_digest, v.content_sha256, v.manifest, "
                             "(SELECT count(*) FROM golden_records r WHERE r.version_id = v.id) "
                             "FROM golden_versions v LEFT JOIN golden_versions p ON p.id = v.parent_id ")
                  + where,
              values);
    while (query.next()) {
        GoldVersionInfo info;
        info.id = query.value(0).toLongLong();
        info.uuid = query.value(1).toString();
        info.version = query.value(2).toString();
        info.parent = query.value(3).toString();
        info.builtAt = query.value(4).toString();
        info.builtBy = query.value(5).toString();
        info.seed = query.value(6).toLongLong();
        info.allowSingleAnnotatorDev = query.value(7).toBool();
        info.corpusDigest = query.value(8).toString();
        info.contentSha256 = query.value(9).toString();
        info.manifest = QJsonDocument::fromJson(query.value(10).toString().toUtf8()).object();
        info.questionCount = query.value(11).toInt();
        versions.push_back(std::move(info));
    }
    return versions;
}

std::vector<GoldVersionInfo> GoldVersionStore::versions() const
{
    return select(QStringLiteral("ORDER BY v.id"), {});
}

std::optional<GoldVersionInfo> GoldVersionStore::byName(const QString &version) const
{
    auto found = select(QStringLiteral("WHERE v.version = ?"), {version});
    return found.empty() ? std::nullopt : std::optional<GoldVersionInfo>(std::move(found.front()));
}

std::optional<GoldVersionInfo> GoldVersionStore::newest() const
{
    auto found = select(QStringLiteral("ORDER BY v.id DESC LIMIT 1"), {});
    return found.empty() ? std::nullopt : std::optional<GoldVersionInfo>(std::move(found.front()));
}

bool GoldVersionStore::idLess(const QString &a, const QString &b)
{
    return a.toUtf8() < b.toUtf8();
}

Result<std::vector<GoldVersionRecord>> GoldVersionStore::records(qint64 versionId) const
{
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    if (!sql::exec(query, QStringLiteral("SELECT question_uuid, external_id, record, provenance FROM golden_records "
                                         "WHERE version_id = ?"),
                   {versionId}))
        return Result<std::vector<GoldVersionRecord>>::failure(sql::errorText(query.lastError()));
    std::vector<GoldVersionRecord> records;
    while (query.next()) {
        records.push_back({query.value(0).toString(), query.value(1).toString(), query.value(2).toString().toUtf8(),
                           query.value(3).toString().toUtf8()});
    }
    std::sort(records.begin(), records.end(), [](const GoldVersionRecord &a, const GoldVersionRecord &b) {
        return idLess(a.externalId, b.externalId);
    });
    return records;
}

Result<GoldSet> GoldVersionStore::goldSet(const QString &version) const
{
    const auto info = byName(version);
    if (!info)
        return Result<GoldSet>::failure(tr("no golden-set version “%1” in this project").arg(version));
    const auto rows = records(info->id);
    if (!rows)
        return Result<GoldSet>::failure(tr("version %1: %2").arg(version, rows.error()));
    GoldSet set;
    set.version = info->version;
    set.corpusDigest = info->corpusDigest;
    set.hitRule = info->manifest.value(QStringLiteral("hit_rule")).toString(set.hitRule);
    set.gain = info->manifest.value(QStringLiteral("gain")).toString(set.gain);
    for (const GoldVersionRecord &row : *rows) {
        auto question = GoldQuestion::fromRecord(QJsonDocument::fromJson(row.record).object());
        if (!question)
            return Result<GoldSet>::failure(tr("version %1, question %2: %3").arg(version, row.externalId,
                                                                                  question.error()));
        set.questions.push_back(std::move(*question));
    }
    return set;
}

bool GoldVersionStore::isFrozenRefusal(const QString &sqlError)
{
    return sqlError.contains(QLatin1String("a frozen golden-set version cannot be"));
}

QString GoldVersionStore::frozenMessage(const QString &version)
{
    return tr("golden-set version “%1” is frozen and cannot be changed; freeze a new version instead").arg(version);
}

} // namespace touchstone
