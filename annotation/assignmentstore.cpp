#include "assignmentstore.h"

#include "projectstore.h"
#include "sqlhelpers.h"
#include "transaction.h"
#include "metrics/argtext.h"

#include <QCryptographicHash>
#include <QHash>
#include <QSet>
#include <QtEndian>

#include <cmath>

namespace touchstone {

namespace {

const QString kOverlapKey = QStringLiteral("assignment.overlap_fraction");
const QString kSeedKey = QStringLiteral("assignment.seed");

// A rank that depends only on the seed and the question, never on the
// order of the list or on the Qt version (qHash may use AES per machine).
quint64 overlapRank(quint64 seed, const QString &uuid)
{
    const QByteArray digest = QCryptographicHash::hash(QByteArray::number(seed) + ':' + uuid.toUtf8(),
                                                       QCryptographicHash::Sha256);
    return qFromBigEndian<quint64>(digest.constData());
}

std::vector<qint64> ids(QSqlQuery &query)
{
    std::vector<qint64> values;
    while (query.next())
        values.push_back(query.value(0).toLongLong());
    return values;
}

} // namespace

AssignmentStore::AssignmentStore(const ProjectStore &store, QString actor)
    : m_store(store)
    , m_actor(std::move(actor))
{
}

QSqlDatabase AssignmentStore::database() const
{
    return m_store.database();
}

QString AssignmentStore::setting(const QString &key) const
{
    QSqlQuery query(m_store.database());
    if (sql::exec(query, QStringLiteral("SELECT value FROM settings WHERE key = ?"), {key}) && query.next())
        return query.value(0).toString();
    return QString();
}

bool AssignmentStore::writeSetting(const QString &key, const QString &value) const
{
    QSqlQuery query(m_store.database());
    return sql::exec(query, QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?) "
                                           "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
                     {key, value});
}

double AssignmentStore::overlapFraction() const
{
    bool ok = false;
    const double value = setting(kOverlapKey).toDouble(&ok);
    return ok ? value : kDefaultOverlap;
}

quint64 AssignmentStore::seed() const
{
    return setting(kSeedKey).toULongLong();
}

std::vector<qint64> AssignmentStore::questionsOf(qint64 annotatorId) const
{
    QSqlQuery query(m_store.database());
    sql::exec(query, QStringLiteral("SELECT question_id FROM assignments WHERE annotator_id = ? ORDER BY question_id"),
              {annotatorId});
    return ids(query);
}

std::vector<qint64> AssignmentStore::annotatorsOf(qint64 questionId) const
{
    QSqlQuery query(m_store.database());
    sql::exec(query, QStringLiteral("SELECT annotator_id FROM assignments WHERE question_id = ? ORDER BY annotator_id"),
              {questionId});
    return ids(query);
}

std::vector<qint64> AssignmentStore::unassignedQuestions() const
{
    QSqlQuery query(m_store.database());
    query.exec(QStringLiteral("SELECT id FROM questions WHERE id NOT IN (SELECT question_id FROM assignments) "
                              "ORDER BY id"));
    return ids(query);
}

int AssignmentStore::assignedCount() const
{
    QSqlQuery query(m_store.database());
    query.exec(QStringLiteral("SELECT count(DISTINCT question_id) FROM assignments"));
    return query.next() ? query.value(0).toInt() : 0;
}

int AssignmentStore::overlappedCount() const
{
    QSqlQuery query(m_store.database());
    query.exec(QStringLiteral("SELECT count(*) FROM (SELECT question_id FROM assignments GROUP BY question_id "
                              "HAVING count(*) >= 2)"));
    return query.next() ? query.value(0).toInt() : 0;
}

std::optional<double> AssignmentStore::achievedOverlap() const
{
    const int assigned = assignedCount();
    if (assigned == 0)
        return std::nullopt;
    return double(overlappedCount()) / assigned;
}

bool AssignmentStore::insert(qint64 questionId, qint64 annotatorId, const QString &now) const
{
    QSqlQuery query(m_store.database());
    return sql::exec(query, QStringLiteral("INSERT OR IGNORE INTO assignments (question_id, annotator_id, assigned_by, "
                                           "assigned_at) VALUES (?, ?, ?, ?)"),
                     {questionId, annotatorId, sql::text(m_actor), now});
}

Status AssignmentStore::assign(qint64 questionId, qint64 annotatorId) const
{
    Transaction transaction(m_store.database());
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    if (!insert(questionId, annotatorId, sql::now()))
        return Status::failure(tr("cannot assign question %1 to annotator %2").arg(argText(questionId), argText(annotatorId)));
    m_store.audit(m_actor, QStringLiteral("assignment.add"), QStringLiteral("question"), QString::number(questionId),
                  QStringLiteral("annotator %1").arg(annotatorId));
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

Status AssignmentStore::unassign(qint64 questionId, qint64 annotatorId) const
{
    Transaction transaction(m_store.database());
    if (!transaction.isActive())
        return Status::failure(transaction.error());
    QSqlQuery query(m_store.database());
    if (!sql::exec(query, QStringLiteral("DELETE FROM assignments WHERE question_id = ? AND annotator_id = ?"),
                   {questionId, annotatorId}))
        return Status::failure(sql::errorText(query.lastError()));
    m_store.audit(m_actor, QStringLiteral("assignment.remove"), QStringLiteral("question"),
                  QString::number(questionId), QStringLiteral("annotator %1").arg(annotatorId));
    if (!transaction.commit())
        return Status::failure(transaction.error());
    return Status::success();
}

namespace {

qint64 leastLoaded(const std::vector<qint64> &people, const QHash<qint64, int> &load, qint64 exclude)
{
    qint64 best = 0;
    int bestLoad = std::numeric_limits<int>::max();
    for (qint64 person : people) {
        if (person != exclude && load.value(person) < bestLoad) {
            best = person;
            bestLoad = load.value(person);
        }
    }
    return best;
}

// Which of `fresh` (question id, uuid) get a second annotator: the `count`
// with the smallest seeded rank.
QSet<qint64> chooseOverlap(const std::vector<std::pair<qint64, QString>> &fresh, int count, quint64 seed)
{
    std::vector<std::pair<quint64, qint64>> ranked;
    for (const auto &[id, uuid] : fresh)
        ranked.push_back({overlapRank(seed, uuid), id});
    std::sort(ranked.begin(), ranked.end());
    QSet<qint64> chosen;
    for (int i = 0; i < count && i < int(ranked.size()); ++i)
        chosen.insert(ranked[size_t(i)].second);
    return chosen;
}

// The annotators that exist, each once, in the given order.
bool distinctAnnotators(const QSqlDatabase &database, const std::vector<qint64> &annotatorIds,
                        std::vector<qint64> *people, QString *error)
{
    for (qint64 id : annotatorIds) {
        QSqlQuery exists(database);
        sql::exec(exists, QStringLiteral("SELECT 1 FROM annotators WHERE id = ?"), {id});
        if (!exists.next()) {
            *error = AssignmentStore::tr("there is no annotator %1").arg(id);
            return false;
        }
        if (std::find(people->begin(), people->end(), id) == people->end())
            people->push_back(id);
    }
    if (people->empty()) {
        *error = AssignmentStore::tr("choose at least one annotator");
        return false;
    }
    return true;
}

// The questions of `questionIds` without annotators, as (id, uuid), each once.
bool unassigned(const AssignmentStore &assignments, const std::vector<qint64> &questionIds,
                std::vector<std::pair<qint64, QString>> *fresh, int *alreadyAssigned, QString *error)
{
    QSet<qint64> seen;
    for (qint64 id : questionIds) {
        QSqlQuery question(assignments.database());
        sql::exec(question, QStringLiteral("SELECT uuid FROM questions WHERE id = ?"), {id});
        if (!question.next()) {
            *error = AssignmentStore::tr("there is no question %1").arg(id);
            return false;
        }
        if (seen.contains(id))
            continue;
        seen.insert(id);
        if (!assignments.annotatorsOf(id).empty())
            ++*alreadyAssigned;
        else
            fresh->push_back({id, question.value(0).toString()});
    }
    return true;
}

} // namespace

Result<AssignmentStore::Outcome> AssignmentStore::assignBalanced(const std::vector<qint64> &questionIds,
                                                                 const std::vector<qint64> &annotatorIds,
                                                                 double overlapFraction, quint64 seed) const
{
    using R = Result<Outcome>;
    if (!(overlapFraction >= 0.0 && overlapFraction <= 1.0))
        return R::failure(tr("the overlap fraction must lie between 0 and 1"));
    std::vector<qint64> people;
    QString error;
    if (!distinctAnnotators(m_store.database(), annotatorIds, &people, &error))
        return R::failure(error);
    Outcome outcome;
    std::vector<std::pair<qint64, QString>> fresh;
    if (!unassigned(*this, questionIds, &fresh, &outcome.alreadyAssigned, &error))
        return R::failure(error);
    QHash<qint64, int> load;
    QSqlQuery loads(m_store.database());
    loads.exec(QStringLiteral("SELECT annotator_id, count(*) FROM assignments GROUP BY annotator_id"));
    while (loads.next())
        load.insert(loads.value(0).toLongLong(), loads.value(1).toInt());

    // The standing share: overlapped questions stay at round(f × all assigned).
    const int target = int(std::lround(overlapFraction * (assignedCount() + int(fresh.size()))));
    const int extra = people.size() < 2 ? 0 : std::clamp(target - overlappedCount(), 0, int(fresh.size()));
    const QSet<qint64> overlapped = chooseOverlap(fresh, extra, seed);

    Transaction transaction(m_store.database());
    if (!transaction.isActive())
        return R::failure(transaction.error());
    if (!writeSetting(kOverlapKey, QString::number(overlapFraction, 'g', 17))
        || !writeSetting(kSeedKey, QString::number(seed)))
        return R::failure(tr("cannot store the overlap setting"));
    const QString now = sql::now();
    for (const auto &entry : fresh) {
        const qint64 first = leastLoaded(people, load, 0);
        bool ok = insert(entry.first, first, now);
        ++load[first];
        if (overlapped.contains(entry.first)) {
            const qint64 second = leastLoaded(people, load, first);
            ok = ok && insert(entry.first, second, now);
            ++load[second];
            ++outcome.overlapped;
        }
        if (!ok)
            return R::failure(tr("cannot assign question %1").arg(entry.first));
        ++outcome.assigned;
    }
    m_store.audit(m_actor, QStringLiteral("assignment.balance"), QStringLiteral("assignments"), QString(),
                  QStringLiteral("%1 questions, %2 overlapped, overlap %3, seed %4")
                      .arg(argText(outcome.assigned), argText(outcome.overlapped), argText(overlapFraction), argText(seed)));
    if (!transaction.commit())
        return R::failure(transaction.error());
    return outcome;
}

Result<AssignmentStore::Outcome> AssignmentStore::assignNew(const std::vector<qint64> &annotatorIds) const
{
    return assignBalanced(unassignedQuestions(), annotatorIds, overlapFraction(), seed());
}

} // namespace touchstone
