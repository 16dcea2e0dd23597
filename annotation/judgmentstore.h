#pragma once

#include "judgment.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QSqlDatabase>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// The labels of a project. Every verb is one transaction with an audit row,
// so a killed process loses at most the action in flight. The undo commands
// of models/ call these verbs; remove() and restore() are exact inverses
// (the uuid survives).
class JudgmentStore
{
    Q_DECLARE_TR_FUNCTIONS(JudgmentStore)

public:
    JudgmentStore(const ProjectStore &store, QString actor = {});

    // A highlight with its grade. `uuid`/`createdAt` come from an import.
    Result<Judgment> addSpan(qint64 annotatorId, qint64 questionId, const SpanAnchor &span, int grade,
                             const QString &note = {}, qint64 rubricId = 0, const QString &uuid = {}) const;
    // The annotator's grade of a candidate passage (one per passage).
    Result<Judgment> gradePassage(qint64 annotatorId, qint64 questionId, qint64 passageId, int grade,
                                  const QString &note = {}, qint64 rubricId = 0) const;
    // "No answer in the corpus" for this question, by this annotator.
    Result<Judgment> markUnanswerable(qint64 annotatorId, qint64 questionId, const QString &note = {},
                                      qint64 rubricId = 0, const QString &uuid = {}) const;

    Status setGrade(qint64 judgmentId, int grade) const;
    Status setNote(qint64 judgmentId, const QString &note) const;
    Status setSpan(qint64 judgmentId, const SpanAnchor &span) const;
    Status remove(qint64 judgmentId) const;
    // Puts back a removed judgment exactly (same uuid, grade, span, times).
    Result<Judgment> restore(const Judgment &judgment) const;

    // Stores a judgment that comes from another copy of the project or an
    // interchange file, as given: uuid, kind, span or passage, grade, note,
    // rubric and both times. Called inside an import's outer Transaction it
    // becomes part of that one all-or-nothing unit.
    Result<Judgment> insertImported(Judgment judgment) const;
    // Replaces the span, grade, note, rubric and updated_at of the stored
    // judgment with the same uuid by those of `incoming` (a newer edit of it
    // from an annotator package). The annotator, question and kind must agree.
    Status overwrite(const Judgment &incoming) const;

    std::optional<Judgment> byId(qint64 id) const;
    std::optional<Judgment> byUuid(const QString &uuid) const;
    // `annotatorId` 0: every annotator.
    std::vector<Judgment> forQuestion(qint64 questionId, qint64 annotatorId = 0) const;
    std::vector<Judgment> forAnnotator(qint64 annotatorId) const;
    std::vector<Judgment> all() const;
    int count() const;

    static bool isValidGrade(int grade) { return grade >= 0 && grade <= 3; }

private:
    std::vector<Judgment> select(const QString &where, const QVariantList &values) const;
    bool insertSpan(QSqlDatabase &database, const SpanAnchor &span, const QString &uuid, qint64 *spanId,
                    QString *error) const;
    Result<Judgment> insert(Judgment judgment, const QString &auditAction) const;
    bool passageSpan(qint64 passageId, qint64 questionId, qint64 *spanId) const;
    Status update(qint64 judgmentId, const QString &column, const QVariant &value, const QString &action,
                  const QString &detail) const;

    const ProjectStore &m_store;
    QString m_actor;
};

} // namespace touchstone
