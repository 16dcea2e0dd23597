#include "annotatorstore.h"

#include "projectstore.h"
#include "sqlhelpers.h"
#include "transaction.h"

namespace touchstone {

namespace {

Annotator readAnnotator(const QSqlQuery &query)
{
    Annotator annotator;
    annotator.id = query.value(0).toLongLong();
    annotator.uuid = query.value(1).toString();
    annotator.name = query.value(2).toString();
    annotatorRoleFromKey(query.value(3).toString(), &annotator.role);
    return annotator;
}

const QString kColumns = QStringLiteral("SELECT id, uuid, name, role FROM annotators");

} // namespace

AnnotatorStore::AnnotatorStore(const ProjectStore &store, QString actor)
    : m_store(store)
    , m_actor(std::move(actor))
{
}

std::vector<Annotator> AnnotatorStore::all() const
{
    std::vector<Annotator> annotators;
    QSqlQuery query(m_store.database());
    query.exec(kColumns + QStringLiteral(" ORDER BY name COLLATE NOCASE"));
    while (query.next())
        annotators.push_back(readAnnotator(query));
    return annotators;
}

std::optional<Annotator> AnnotatorStore::one(const QString &where, const QVariant &value) const
{
    QSqlQuery query(m_store.database());
    if (sql::exec(query, kColumns + QStringLiteral(" WHERE ") + where + QStringLiteral(" = ?"), {value})
        && query.next())
        return readAnnotator(query);
    return std::nullopt;
}

std::optional<Annotator> AnnotatorStore::byId(qint64 id) const
{
    return one(QStringLiteral("id"), id);
}

std::optional<Annotator> AnnotatorStore::byName(const QString &name) const
{
    return one(QStringLiteral("name"), name);
}

std::optional<Annotator> AnnotatorStore::byUuid(const QString &uuid) const
{
    return one(QStringLiteral("uuid"), uuid);
}

Result<Annotator> AnnotatorStore::add(const QString &name, AnnotatorRole role, const QString &uuid) const
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return Result<Annotator>::failure(tr("an annotator needs a name"));
    if (byName(trimmed))
        return Result<Annotator>::failure(tr("there is already an annotator named “%1”").arg(trimmed));
    Annotator annotator;
    annotator.uuid = uuid.isEmpty() ? sql::newUuid() : uuid;
    annotator.name = trimmed;
    annotator.role = role;
    Transaction transaction(m_store.database());
    if (!transaction.isActive())
        return Result<Annotator>::failure(transaction.error());
    QSqlQuery insert(m_store.database());
    if (!sql::exec(insert, QStringLiteral("INSERT INTO annotators (uuid, name, role, created_at) VALUES (?, ?, ?, ?)"),
                   {annotator.uuid, annotator.name, annotatorRoleKey(role), sql::now()}))
        return Result<Annotator>::failure(tr("cannot add the annotator: %1").arg(sql::errorText(insert.lastError())));
    annotator.id = insert.lastInsertId().toLongLong();
    m_store.audit(m_actor, QStringLiteral("annotator.add"), QStringLiteral("annotator"), annotator.uuid,
                  annotator.name + QLatin1Char(' ') + annotatorRoleKey(role));
    if (!transaction.commit())
        return Result<Annotator>::failure(transaction.error());
    return annotator;
}

Status AnnotatorStore::setRole(qint64 id, AnnotatorRole role) const
{
    const auto annotator = byId(id);
    if (!annotator)
        return Status::failure(tr("no annotator %1").arg(id));
    Transaction transaction(m_store.database());
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    QSqlQuery update(m_store.database());
    if (!sql::exec(update, QStringLiteral("UPDATE annotators SET role = ? WHERE id = ?"), {annotatorRoleKey(role), id}))
        return Status::failure(sql::errorText(update.lastError()));
    m_store.audit(m_actor, QStringLiteral("annotator.role"), QStringLiteral("annotator"), annotator->uuid,
                  annotatorRoleKey(annotator->role) + QStringLiteral(" -> ") + annotatorRoleKey(role));
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

} // namespace touchstone
