#include "questionstore.h"

#include "projectstore.h"
#include "sqlhelpers.h"
#include "transaction.h"

#include <QHash>

namespace touchstone {

QuestionStore::QuestionStore(const ProjectStore &store, QString actor)
    : m_store(store)
    , m_actor(std::move(actor))
{
}

std::vector<Question> QuestionStore::select(const QString &where, const QVariantList &values) const
{
    std::vector<Question> questions;
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    sql::exec(query,
              QStringLiteral("SELECT id, uuid, external_id, text, stratum, split, answerable, reference_answer, "
                             "source, date FROM questions ")
                  + where,
              values);
    QHash<qint64, size_t> byId;
    while (query.next()) {
        Question question;
        question.id = query.value(0).toLongLong();
        question.uuid = query.value(1).toString();
        question.externalId = query.value(2).toString();
        question.text = query.value(3).toString();
        question.stratum = query.value(4).toString();
        splitFromKey(query.value(5).toString(), &question.split);
        question.answerable = query.value(6).toBool();
        question.referenceAnswer = query.value(7).toString();
        question.source = query.value(8).toString();
        question.date = query.value(9).toString();
        byId.insert(question.id, questions.size());
        questions.push_back(std::move(question));
    }
    if (questions.empty())
        return questions;
    QSqlQuery nuggets(m_store.database());
    nuggets.setForwardOnly(true);
    const bool single = questions.size() == 1;
    sql::exec(nuggets,
              QStringLiteral("SELECT question_id, text, vital FROM nuggets ")
                  + (single ? QStringLiteral("WHERE question_id = ? ") : QString())
                  + QStringLiteral("ORDER BY question_id, position"),
              single ? QVariantList{questions.front().id} : QVariantList{});
    while (nuggets.next()) {
        const auto it = byId.constFind(nuggets.value(0).toLongLong());
        if (it != byId.constEnd())
            questions[*it].nuggets.push_back({nuggets.value(1).toString(), nuggets.value(2).toBool()});
    }
    return questions;
}

std::vector<Question> QuestionStore::all() const
{
    return select(QStringLiteral("ORDER BY id"), {});
}

std::optional<Question> QuestionStore::byId(qint64 id) const
{
    auto found = select(QStringLiteral("WHERE id = ?"), {id});
    return found.empty() ? std::nullopt : std::optional<Question>(std::move(found.front()));
}

std::optional<Question> QuestionStore::byExternalId(const QString &externalId) const
{
    auto found = select(QStringLiteral("WHERE external_id = ?"), {externalId});
    return found.empty() ? std::nullopt : std::optional<Question>(std::move(found.front()));
}

std::optional<Question> QuestionStore::byUuid(const QString &uuid) const
{
    auto found = select(QStringLiteral("WHERE uuid = ?"), {uuid});
    return found.empty() ? std::nullopt : std::optional<Question>(std::move(found.front()));
}

int QuestionStore::count() const
{
    QSqlQuery query(m_store.database());
    query.exec(QStringLiteral("SELECT count(*) FROM questions"));
    return query.next() ? query.value(0).toInt() : 0;
}

std::vector<QString> QuestionStore::strata() const
{
    std::vector<QString> names;
    QSqlQuery query(m_store.database());
    query.exec(QStringLiteral("SELECT name FROM strata ORDER BY builtin DESC, rowid"));
    while (query.next())
        names.push_back(query.value(0).toString());
    return names;
}

Status QuestionStore::addStratum(const QString &name, const QString &description) const
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return Status::failure(tr("a stratum needs a name"));
    Transaction transaction(m_store.database());
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    QSqlQuery insert(m_store.database());
    if (!sql::exec(insert, QStringLiteral("INSERT OR IGNORE INTO strata (name, description) VALUES (?, ?)"),
                   {trimmed, sql::text(description)}))
        return Status::failure(sql::errorText(insert.lastError()));
    m_store.audit(m_actor, QStringLiteral("stratum.add"), QStringLiteral("stratum"), trimmed);
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

Status QuestionStore::validate(const Question &question, bool allowNewStratum) const
{
    if (question.externalId.trimmed().isEmpty())
        return Status::failure(tr("the question has no id"));
    if (question.text.trimmed().isEmpty())
        return Status::failure(tr("question %1 has no text").arg(question.externalId));
    if (question.stratum.trimmed().isEmpty())
        return Status::failure(tr("question %1 has no stratum").arg(question.externalId));
    if (!allowNewStratum) {
        const std::vector<QString> known = strata();
        if (std::find(known.begin(), known.end(), question.stratum) == known.end())
            return Status::failure(tr("question %1: unknown stratum “%2”").arg(question.externalId, question.stratum));
    }
    for (const Nugget &nugget : question.nuggets) {
        if (nugget.text.trimmed().isEmpty())
            return Status::failure(tr("question %1 has an empty nugget").arg(question.externalId));
    }
    return Status::success();
}

bool QuestionStore::writeNuggets(QSqlDatabase &database, const Question &question, QString *error) const
{
    QSqlQuery remove(database);
    if (!sql::exec(remove, QStringLiteral("DELETE FROM nuggets WHERE question_id = ?"), {question.id})) {
        *error = sql::errorText(remove.lastError());
        return false;
    }
    QSqlQuery insert(database);
    insert.prepare(QStringLiteral("INSERT INTO nuggets (question_id, position, text, vital) VALUES (?, ?, ?, ?)"));
    for (int i = 0; i < int(question.nuggets.size()); ++i) {
        insert.addBindValue(question.id);
        insert.addBindValue(i);
        insert.addBindValue(question.nuggets[size_t(i)].text);
        insert.addBindValue(question.nuggets[size_t(i)].vital);
        if (!insert.exec()) {
            *error = sql::errorText(insert.lastError());
            return false;
        }
    }
    return true;
}

bool QuestionStore::insert(QSqlDatabase &database, Question &question, QString *error) const
{
    if (question.uuid.isEmpty())
        question.uuid = sql::newUuid();
    QSqlQuery stratum(database);
    sql::exec(stratum, QStringLiteral("INSERT OR IGNORE INTO strata (name) VALUES (?)"), {question.stratum});
    QSqlQuery insert(database);
    const QString now = sql::now();
    // A question put back by undo keeps its id, so labels and commands that
    // refer to it stay valid.
    if (!sql::exec(insert,
                   QStringLiteral("INSERT INTO questions (id, uuid, external_id, text, stratum, split, answerable, "
                                  "reference_answer, source, date, created_at, updated_at) "
                                  "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                   {question.id > 0 ? QVariant(question.id) : QVariant(), question.uuid, question.externalId, question.text, question.stratum,
                    question.split == Split::Unassigned ? QVariant() : QVariant(splitKey(question.split)),
                    question.answerable, sql::text(question.referenceAnswer), sql::text(question.source),
                    sql::text(question.date), now, now})) {
        *error = sql::errorText(insert.lastError()).contains(QStringLiteral("UNIQUE"))
            ? tr("question %1 already exists").arg(question.externalId)
            : sql::errorText(insert.lastError());
        return false;
    }
    question.id = insert.lastInsertId().toLongLong();
    if (!writeNuggets(database, question, error))
        return false;
    return m_store.audit(m_actor, QStringLiteral("question.add"), QStringLiteral("question"), question.uuid,
                         question.externalId);
}

Result<Question> QuestionStore::add(Question question) const
{
    if (const Status valid = validate(question, true); !valid)
        return Result<Question>::failure(valid.error());
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Result<Question>::failure(transaction.error());
    QString error;
    if (!insert(database, question, &error))
        return Result<Question>::failure(error);
    if (!transaction.commit())
        return Result<Question>::failure(transaction.error());
    return question;
}

Result<std::vector<Question>> QuestionStore::addMany(std::vector<Question> questions) const
{
    using R = Result<std::vector<Question>>;
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return R::failure(transaction.error());
    for (Question &question : questions) {
        if (const Status valid = validate(question, true); !valid)
            return R::failure(valid.error());
        QString error;
        if (!insert(database, question, &error))
            return R::failure(error);
    }
    if (!transaction.commit())
        return R::failure(transaction.error());
    return questions;
}

Status QuestionStore::update(const Question &question) const
{
    if (const Status valid = validate(question, true); !valid)
        return valid;
    const auto before = byId(question.id);
    if (!before)
        return Status::failure(tr("question %1 no longer exists").arg(question.externalId));
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    QSqlQuery stratum(database);
    sql::exec(stratum, QStringLiteral("INSERT OR IGNORE INTO strata (name) VALUES (?)"), {question.stratum});
    QSqlQuery update(database);
    if (!sql::exec(update,
                   QStringLiteral("UPDATE questions SET external_id = ?, text = ?, stratum = ?, split = ?, "
                                  "answerable = ?, reference_answer = ?, source = ?, date = ?, updated_at = ? "
                                  "WHERE id = ?"),
                   {question.externalId, question.text, question.stratum,
                    question.split == Split::Unassigned ? QVariant() : QVariant(splitKey(question.split)),
                    question.answerable, sql::text(question.referenceAnswer), sql::text(question.source),
                    sql::text(question.date), sql::now(), question.id}))
        return Status::failure(sql::errorText(update.lastError()).contains(QStringLiteral("UNIQUE"))
                                   ? tr("another question already has the id %1").arg(question.externalId)
                                   : sql::errorText(update.lastError()));
    QString error;
    if (!writeNuggets(database, question, &error))
        return Status::failure(error);
    m_store.audit(m_actor, QStringLiteral("question.edit"), QStringLiteral("question"), question.uuid,
                  question.externalId);
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

int QuestionStore::judgmentCount(qint64 questionId) const
{
    QSqlQuery query(m_store.database());
    sql::exec(query, QStringLiteral("SELECT count(*) FROM judgments WHERE question_id = ?"), {questionId});
    return query.next() ? query.value(0).toInt() : 0;
}

Status QuestionStore::remove(qint64 id) const
{
    const auto question = byId(id);
    if (!question)
        return Status::failure(tr("question %1 no longer exists").arg(id));
    if (const int labels = judgmentCount(id); labels > 0)
        return Status::failure(tr("question %1 has %n label(s); delete them first", nullptr, labels)
                                   .arg(question->externalId));
    QSqlDatabase database = m_store.database();
    Transaction transaction(database);
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    QSqlQuery remove(database);
    if (!sql::exec(remove, QStringLiteral("DELETE FROM questions WHERE id = ?"), {id}))
        return Status::failure(sql::errorText(remove.lastError()));
    m_store.audit(m_actor, QStringLiteral("question.delete"), QStringLiteral("question"), question->uuid,
                  question->externalId);
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

} // namespace touchstone
