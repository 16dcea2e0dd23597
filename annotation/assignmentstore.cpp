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

Result<QString> AssignmentStore::setting(const QString &key) const
{
    const Result<QVariant> value =
        sql::scalar(m_store.database(), QStringLiteral("SELECT value FROM settings WHERE key = ?"), {key});
    if (!value)
        return Result<QString>::failure(tr("cannot read the setting %1: %2").arg(key, value.error()));
    return value->toString();
}

Status AssignmentStore::writeSetting(const QString &key, const QString &value) const
{
    QSqlQuery query(m_store.database());
    return sql::run(query, QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?) "
                                          "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
                    {key, value});
}

Result<double> AssignmentStore::overlapFraction() const
{
    const Result<QString> text = setting(kOverlapKey);
    if (!text)
        return Result<double>::failure(text.error());
    bool ok = false;
    const double value = text->toDouble(&ok);
    return ok ? value : kDefaultOverlap;
}

Result<quint64> AssignmentStore::seed() const
{
    const Result<QString> text = setting(kSeedKey);
    if (!text)
        return Result<quint64>::failure(text.error());
    return text->toULongLong();
}

Result<std::vector<qint64>> AssignmentStore::ids(const QString &statement, const QVariantList &values) const
{
    using R = Result<std::vector<qint64>>;
    QSqlQuery query(m_store.database());
    if (const Status read = sql::select(query, statement, values); !read)
        return R::failure(tr("cannot read the assignments: %1").arg(read.error()));
    std::vector<qint64> found;
    while (query.next())
        found.push_back(query.value(0).toLongLong());
    if (const Status done = sql::finished(query); !done)
        return R::failure(tr("cannot read the assignments: %1").arg(done.error()));
    return found;
}

Result<std::vector<qint64>> AssignmentStore::questionsOf(qint64 annotatorId) const
{
    return ids(QStringLiteral("SELECT question_id FROM assignments WHERE annotator_id = ? ORDER BY question_id"),
               {annotatorId});
}

Result<std::vector<qint64>> AssignmentStore::annotatorsOf(qint64 questionId) const
{
    return ids(QStringLiteral("SELECT annotator_id FROM assignments WHERE question_id = ? ORDER BY annotator_id"),
               {questionId});
}

Result<std::vector<qint64>> AssignmentStore::unassignedQuestions() const
{
    return ids(QStringLiteral("SELECT id FROM questions WHERE id NOT IN (SELECT question_id FROM assignments) "
                              "ORDER BY id"));
}

Result<int> AssignmentStore::assignedCount() const
{
    const Result<QVariant> count = sql::scalar(m_store.database(),
                                               QStringLiteral("SELECT count(DISTINCT question_id) FROM assignments"));
    if (!count)
        return Result<int>::failure(tr("cannot read the assignments: %1").arg(count.error()));
    return count->toInt();
}

Result<int> AssignmentStore::overlappedCount() const
{
    const Result<QVariant> count = sql::scalar(m_store.database(),
                                               QStringLiteral("SELECT count(*) FROM (SELECT question_id FROM "
                                                              "assignments GROUP BY question_id HAVING count(*) >= 2)"));
    if (!count)
        return Result<int>::failure(tr("cannot read the assignments: %1").arg(count.error()));
    return count->toInt();
}

Result<std::optional<double>> AssignmentStore::achievedOverlap() const
{
    using R = Result<std::optional<double>>;
    const Result<int> assigned = assignedCount();
    if (!assigned)
        return R::failure(assigned.error());
    if (*assigned == 0)
        return std::optional<double>();
    const Result<int> overlapped = overlappedCount();
    if (!overlapped)
        return R::failure(overlapped.error());
    return std::optional<double>(double(*overlapped) / *assigned);
}

Status AssignmentStore::insert(qint64 questionId, qint64 annotatorId, const QString &now) const
{
    QSqlQuery query(m_store.database());
    return sql::run(query, QStringLiteral("INSERT OR IGNORE INTO assignments (question_id, annotator_id, assigned_by, "
                                          "assigned_at) VALUES (?, ?, ?, ?)"),
                    {questionId, annotatorId, sql::text(m_actor), now});
}

Status AssignmentStore::audit(const QString &action, const QString &entity, const QString &entityId,
                              const QString &detail) const
{
    if (!m_store.audit(m_actor, action, entity, entityId, detail))
        return Status::failure(tr("cannot write the audit row"));
    return Status::success();
}

Status AssignmentStore::assign(qint64 questionId, qint64 annotatorId) const
{
    return inTransaction(m_store.database(), [&]() -> Status {
        if (const Status inserted = insert(questionId, annotatorId, sql::now()); !inserted)
            return Status::failure(tr("cannot assign question %1 to annotator %2: %3")
                                       .arg(argText(questionId), argText(annotatorId), argText(inserted.error())));
        return audit(QStringLiteral("assignment.add"), QStringLiteral("question"), QString::number(questionId),
                     QStringLiteral("annotator %1").arg(annotatorId));
    });
}

Status AssignmentStore::unassign(qint64 questionId, qint64 annotatorId) const
{
    return inTransaction(m_store.database(), [&]() -> Status {
        QSqlQuery query(m_store.database());
        if (const Status removed = sql::run(query, QStringLiteral("DELETE FROM assignments WHERE question_id = ? AND "
                                                                  "annotator_id = ?"),
                                            {questionId, annotatorId});
            !removed)
            return removed;
        return audit(QStringLiteral("assignment.remove"), QStringLiteral("question"), QString::number(questionId),
                     QStringLiteral("annotator %1").arg(annotatorId));
    });
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
        if (const Status read = sql::select(exists, QStringLiteral("SELECT 1 FROM annotators WHERE id = ?"), {id});
            !read) {
            *error = read.error();
            return false;
        }
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
        if (const Status read = sql::select(question, QStringLiteral("SELECT uuid FROM questions WHERE id = ?"), {id});
            !read) {
            *error = read.error();
            return false;
        }
        if (!question.next()) {
            *error = AssignmentStore::tr("there is no question %1").arg(id);
            return false;
        }
        if (seen.contains(id))
            continue;
        seen.insert(id);
        const Result<std::vector<qint64>> annotators = assignments.annotatorsOf(id);
        if (!annotators) {
            *error = annotators.error();
            return false;
        }
        if (!annotators->empty())
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
    if (const Status read = sql::select(loads, QStringLiteral("SELECT annotator_id, count(*) FROM assignments GROUP BY "
                                                              "annotator_id"));
        !read)
        return R::failure(tr("cannot read the assignments: %1").arg(read.error()));
    while (loads.next())
        load.insert(loads.value(0).toLongLong(), loads.value(1).toInt());
    if (const Status read = sql::finished(loads); !read)
        return R::failure(tr("cannot read the assignments: %1").arg(read.error()));
    const Result<int> assigned = assignedCount();
    const Result<int> overlappedNow = overlappedCount();
    if (!assigned || !overlappedNow)
        return R::failure(!assigned ? assigned.error() : overlappedNow.error());

    // The standing share: overlapped questions stay at round(f × all assigned).
    const int target = int(std::lround(overlapFraction * (*assigned + int(fresh.size()))));
    const int extra = people.size() < 2 ? 0 : std::clamp(target - *overlappedNow, 0, int(fresh.size()));
    const QSet<qint64> overlapped = chooseOverlap(fresh, extra, seed);

    return inTransaction(m_store.database(), [&]() -> R {
        if (!writeSetting(kOverlapKey, QString::number(overlapFraction, 'g', 17))
            || !writeSetting(kSeedKey, QString::number(seed)))
            return R::failure(tr("cannot store the overlap setting"));
        const QString now = sql::now();
        for (const auto &entry : fresh) {
            const qint64 first = leastLoaded(people, load, 0);
            bool ok = insert(entry.first, first, now).ok();
            ++load[first];
            if (overlapped.contains(entry.first)) {
                const qint64 second = leastLoaded(people, load, first);
                ok = ok && insert(entry.first, second, now).ok();
                ++load[second];
                ++outcome.overlapped;
            }
            if (!ok)
                return R::failure(tr("cannot assign question %1").arg(entry.first));
            ++outcome.assigned;
        }
        if (const Status audited = audit(QStringLiteral("assignment.balance"), QStringLiteral("assignments"), QString(),
                                         QStringLiteral("%1 questions, %2 overlapped, overlap %3, seed %4")
                                             .arg(argText(outcome.assigned), argText(outcome.overlapped),
                                                  argText(overlapFraction), argText(seed)));
            !audited)
            return R::failure(audited.error());
        return outcome;
    });
}

Result<AssignmentStore::Outcome> AssignmentStore::assignNew(const std::vector<qint64> &annotatorIds) const
{
    const Result<std::vector<qint64>> questions = unassignedQuestions();
    const Result<double> fraction = overlapFraction();
    const Result<quint64> standing = seed();
    if (!questions || !fraction || !standing)
        return Result<Outcome>::failure(!questions ? questions.error() : !fraction ? fraction.error() : standing.error());
    return assignBalanced(*questions, annotatorIds, *fraction, *standing);
}

} // namespace touchstone
