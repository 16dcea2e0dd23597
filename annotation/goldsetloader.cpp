#include "goldsetloader.h"

#include "projectstore.h"
#include "sqlhelpers.h"

#include <QHash>
#include <QJsonDocument>

#include <algorithm>

namespace touchstone {

GoldSetLoader::GoldSetLoader(const ProjectStore &store)
    : m_store(store)
{
}

std::optional<GoldVersionRef> GoldSetLoader::select(const QString &where, const QVariantList &values) const
{
    QSqlQuery query(m_store.database());
    if (!sql::exec(query,
                   QStringLiteral("SELECT id, version, corpus_digest, built_at, manifest FROM golden_versions ")
                       + where,
                   values)
        || !query.next())
        return std::nullopt;
    GoldVersionRef ref;
    ref.id = query.value(0).toLongLong();
    ref.version = query.value(1).toString();
    ref.corpusDigest = query.value(2).toString();
    ref.builtAt = query.value(3).toString();
    ref.manifest = QJsonDocument::fromJson(query.value(4).toString().toUtf8()).object();
    return ref;
}

std::optional<GoldVersionRef> GoldSetLoader::version(const QString &name) const
{
    return select(QStringLiteral("WHERE version = ?"), {name});
}

std::optional<GoldVersionRef> GoldSetLoader::versionById(qint64 id) const
{
    return select(QStringLiteral("WHERE id = ?"), {id});
}

std::optional<GoldVersionRef> GoldSetLoader::newest() const
{
    return select(QStringLiteral("ORDER BY built_at DESC, id DESC LIMIT 1"), {});
}

Status GoldSetLoader::mapDocuments(const QString &version, GoldQuestion &question) const
{
    QSqlQuery query(m_store.database());
    for (GoldSpan &span : question.spans) {
        if (!sql::exec(query, QStringLiteral("SELECT id FROM documents WHERE sha256 = ?"), {span.documentSha256})
            || !query.next())
            return Status::failure(tr("version %1, question %2: document %3 is not in this project")
                                       .arg(version, question.externalId, span.documentSha256));
        span.documentId = query.value(0).toLongLong();
    }
    return Status::success();
}

Result<GoldSet> GoldSetLoader::load(const GoldVersionRef &ref) const
{
    using R = Result<GoldSet>;
    GoldSet set;
    set.version = ref.version;
    set.corpusDigest = ref.corpusDigest;
    set.hitRule = ref.manifest.value(QStringLiteral("hit_rule")).toString(set.hitRule);
    set.gain = ref.manifest.value(QStringLiteral("gain")).toString(set.gain);

    QHash<QString, qint64> documentIds;
    QSqlQuery documents(m_store.database());
    documents.exec(QStringLiteral("SELECT sha256, id FROM documents"));
    while (documents.next())
        documentIds.insert(documents.value(0).toString(), documents.value(1).toLongLong());

    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    if (!sql::exec(query,
                   QStringLiteral("SELECT question_uuid, external_id, record FROM golden_records WHERE version_id = ?"),
                   {ref.id}))
        return R::failure(tr("version %1: %2").arg(ref.version, sql::errorText(query.lastError())));
    while (query.next()) {
        const QString externalId = query.value(1).toString();
        auto question = GoldQuestion::fromRecord(QJsonDocument::fromJson(query.value(2).toString().toUtf8()).object());
        if (!question)
            return R::failure(tr("version %1, question %2: %3").arg(ref.version, externalId, question.error()));
        question->uuid = query.value(0).toString();
        for (GoldSpan &span : question->spans) {
            const auto found = documentIds.constFind(span.documentSha256);
            if (found == documentIds.cend())
                return R::failure(tr("version %1, question %2: document %3 is not in this project")
                                      .arg(ref.version, externalId, span.documentSha256));
            span.documentId = found.value();
        }
        set.questions.push_back(std::move(*question));
    }
    std::sort(set.questions.begin(), set.questions.end(), [](const GoldQuestion &a, const GoldQuestion &b) {
        return a.externalId.toUtf8() < b.externalId.toUtf8();
    });
    return set;
}

Result<GoldSet> GoldSetLoader::load(const QString &name) const
{
    const auto ref = version(name);
    if (!ref)
        return Result<GoldSet>::failure(tr("no frozen golden-set version “%1” in this project").arg(name));
    return load(*ref);
}

Result<GoldQuestion> GoldSetLoader::question(qint64 versionId, const QString &questionUuid) const
{
    using R = Result<GoldQuestion>;
    QSqlQuery query(m_store.database());
    if (!sql::exec(query, QStringLiteral("SELECT record FROM golden_records WHERE version_id = ? AND question_uuid = ?"),
                   {versionId, questionUuid})
        || !query.next())
        return R::failure(tr("question %1 is not in this golden-set version").arg(questionUuid));
    auto question = GoldQuestion::fromRecord(QJsonDocument::fromJson(query.value(0).toString().toUtf8()).object());
    if (!question)
        return question;
    question->uuid = questionUuid;
    const auto ref = versionById(versionId);
    if (const Status mapped = mapDocuments(ref ? ref->version : QString(), *question); !mapped)
        return R::failure(mapped.error());
    return question;
}

} // namespace touchstone
