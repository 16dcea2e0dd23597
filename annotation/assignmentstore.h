#pragma once

#include "metrics/result.h"

#include <QCoreApplication>
#include <QSqlDatabase>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// Which annotator labels which question. A lead distributes questions
// round-robin, keeping a standing overlap (DESIGN.md rule 3, "agreement
// before volume"): a seeded ~10 % of the questions get a second annotator,
// and questions added later keep receiving the same share, so κ/α stay
// measurable for the life of the project. The fraction and the seed live in
// the `settings` table.
class AssignmentStore
{
    Q_DECLARE_TR_FUNCTIONS(AssignmentStore)

public:
    static constexpr double kDefaultOverlap = 0.10;

    struct Outcome
    {
        int assigned = 0;         // questions that received annotators now
        int overlapped = 0;       // of those, with two annotators
        int alreadyAssigned = 0;  // kept their annotators
    };

    AssignmentStore(const ProjectStore &store, QString actor = {});

    // Assigns every question of `questionIds` that has no annotator yet:
    // one annotator each, the least loaded of `annotatorIds` (ties in the
    // given order, which makes it round-robin), and a second, different one
    // for as many questions as keep the overlapped share of all assigned
    // questions at round(overlapFraction × assigned). Which questions
    // overlap is decided by a hash of (seed, question uuid): stable for a
    // seed whatever the order of the list. Questions already assigned keep
    // their annotators. Stores the fraction and seed as the project's
    // standing overlap. One transaction.
    Result<Outcome> assignBalanced(const std::vector<qint64> &questionIds, const std::vector<qint64> &annotatorIds,
                                   double overlapFraction = kDefaultOverlap, quint64 seed = 0) const;
    // The same with the stored fraction and seed, for every question of the
    // project that has no annotator yet.
    Result<Outcome> assignNew(const std::vector<qint64> &annotatorIds) const;

    Status assign(qint64 questionId, qint64 annotatorId) const;
    Status unassign(qint64 questionId, qint64 annotatorId) const;

    // Reads return the database's error when they fail: an empty list is
    // always "none", never "could not read".
    Result<std::vector<qint64>> questionsOf(qint64 annotatorId) const; // question ids, ascending
    Result<std::vector<qint64>> annotatorsOf(qint64 questionId) const; // annotator ids, ascending
    Result<std::vector<qint64>> unassignedQuestions() const;

    // The standing overlap fraction (kDefaultOverlap until a lead sets one).
    Result<double> overlapFraction() const;
    Result<quint64> seed() const;
    // Questions with two or more annotators / questions with any; no value
    // when nothing is assigned yet.
    Result<std::optional<double>> achievedOverlap() const;
    Result<int> overlappedCount() const;
    Result<int> assignedCount() const;

    QSqlDatabase database() const;

private:
    Result<QString> setting(const QString &key) const;
    Status writeSetting(const QString &key, const QString &value) const;
    Status insert(qint64 questionId, qint64 annotatorId, const QString &now) const;
    Result<std::vector<qint64>> ids(const QString &statement, const QVariantList &values = {}) const;
    Status audit(const QString &action, const QString &entity, const QString &entityId, const QString &detail) const;

    const ProjectStore &m_store;
    QString m_actor;
};

} // namespace touchstone
