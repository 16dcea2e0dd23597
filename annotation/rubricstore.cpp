#include "rubricstore.h"

#include "projectstore.h"
#include "sqlhelpers.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace touchstone {

namespace {

Rubric readRubric(const QSqlQuery &query)
{
    Rubric rubric;
    rubric.id = query.value(0).toLongLong();
    rubric.version = query.value(1).toInt();
    rubric.sha256 = query.value(2).toString();
    rubric.content = QJsonDocument::fromJson(query.value(3).toString().toUtf8()).object();
    return rubric;
}

const QString kSelect = QStringLiteral("SELECT id, version, sha256, content FROM rubrics");

} // namespace

RubricStore::RubricStore(const ProjectStore &store, QString actor)
    : m_store(store)
    , m_actor(std::move(actor))
{
}

std::optional<Rubric> RubricStore::one(const QString &where, const QVariant &value) const
{
    QSqlQuery query(m_store.database());
    if (sql::exec(query, kSelect + where, value.isValid() ? QVariantList{value} : QVariantList{}) && query.next())
        return readRubric(query);
    return std::nullopt;
}

Result<Rubric> RubricStore::current() const
{
    if (auto newest = one(QStringLiteral(" ORDER BY version DESC LIMIT 1"), QVariant()))
        return *newest;
    if (m_store.isReadOnly())
        return Result<Rubric>::failure(tr("the project has no rubric yet"));
    return save(Rubric::defaultContent());
}

std::optional<Rubric> RubricStore::byId(qint64 id) const
{
    return one(QStringLiteral(" WHERE id = ?"), id);
}

std::optional<Rubric> RubricStore::bySha256(const QString &sha256) const
{
    return one(QStringLiteral(" WHERE sha256 = ?"), sha256);
}

std::vector<Rubric> RubricStore::versions() const
{
    std::vector<Rubric> rubrics;
    QSqlQuery query(m_store.database());
    query.exec(kSelect + QStringLiteral(" ORDER BY version"));
    while (query.next())
        rubrics.push_back(readRubric(query));
    return rubrics;
}

Result<Rubric> RubricStore::save(const QJsonObject &content, bool *created) const
{
    if (created)
        *created = false;
    const QString sha256 = Rubric::digest(content);
    if (auto existing = bySha256(sha256))
        return *existing;
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Result<Rubric>::failure(transaction.error());
    QSqlQuery next(database);
    next.exec(QStringLiteral("SELECT coalesce(max(version), 0) + 1 FROM rubrics"));
    const int version = next.next() ? next.value(0).toInt() : 1;
    QSqlQuery insert(database);
    const QString json = QString::fromUtf8(QJsonDocument(content).toJson(QJsonDocument::Compact));
    if (!sql::exec(insert, QStringLiteral("INSERT INTO rubrics (version, sha256, content, created_at, created_by) "
                                          "VALUES (?, ?, ?, ?, ?)"),
                   {version, sha256, json, sql::now(), sql::text(m_actor)}))
        return Result<Rubric>::failure(tr("cannot store the rubric: %1").arg(sql::errorText(insert.lastError())));
    Rubric rubric;
    rubric.id = insert.lastInsertId().toLongLong();
    rubric.version = version;
    rubric.sha256 = sha256;
    rubric.content = content;
    m_store.audit(m_actor, QStringLiteral("rubric.version"), QStringLiteral("rubric"), sha256,
                  QStringLiteral("version %1").arg(version));
    if (!transaction.commit())
        return Result<Rubric>::failure(transaction.error());
    if (created)
        *created = true;
    return rubric;
}

Result<Rubric> RubricStore::makeCurrent(const QJsonObject &content, bool *created) const
{
    *created = false;
    const QString sha256 = Rubric::digest(content);
    if (const auto existing = bySha256(sha256)) {
        const auto newest = one(QStringLiteral(" ORDER BY version DESC LIMIT 1"), QVariant());
        if (newest && newest->id == existing->id)
            return *existing;
        return Result<Rubric>::failure(tr("this rubric is version %1 (sha256 %2), older than the current version %3; "
                                          "a change to the file makes a new version")
                                           .arg(argText(existing->version), argText(sha256),
                                                argText(newest ? newest->version : 0)));
    }
    return save(content, created);
}

Result<Rubric> RubricStore::addExample(int grade, const QJsonObject &example) const
{
    const Result<Rubric> base = current();
    if (!base)
        return base;
    QJsonObject content = base->content;
    QJsonArray grades = content.value(QStringLiteral("grades")).toArray();
    bool placed = false;
    for (int i = 0; i < grades.size(); ++i) {
        QJsonObject entry = grades.at(i).toObject();
        if (entry.value(QStringLiteral("grade")).toInt(-1) != grade)
            continue;
        QJsonArray examples = entry.value(QStringLiteral("examples")).toArray();
        examples.append(example);
        entry.insert(QStringLiteral("examples"), examples);
        grades.replace(i, entry);
        placed = true;
    }
    if (!placed && content.value(QStringLiteral("markdown")).isString()) {
        grades.append(QJsonObject{{QStringLiteral("grade"), grade}, {QStringLiteral("examples"), QJsonArray{example}}});
        placed = true;
    }
    if (!placed)
        return Result<Rubric>::failure(tr("the rubric has no grade %1").arg(grade));
    content.insert(QStringLiteral("grades"), grades);
    return save(content);
}

} // namespace touchstone
