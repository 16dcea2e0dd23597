#pragma once

#include "metrics/result.h"
#include "question.h"

#include <QCoreApplication>
#include <QSqlDatabase>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

// The questions of a project with their nuggets. Every change is one
// transaction with an audit row; insertMany() takes a whole file in one.
class QuestionStore
{
    Q_DECLARE_TR_FUNCTIONS(QuestionStore)

public:
    QuestionStore(const ProjectStore &store, QString actor = {});

    std::vector<Question> all() const;
    std::optional<Question> byId(qint64 id) const;
    std::optional<Question> byExternalId(const QString &externalId) const;
    std::optional<Question> byUuid(const QString &uuid) const;
    int count() const;

    std::vector<QString> strata() const;
    Status addStratum(const QString &name, const QString &description = {}) const;

    // Checks a question before it is stored: text, id and stratum present,
    // stratum known (or `allowNewStratum`), nuggets non-empty.
    Status validate(const Question &question, bool allowNewStratum = false) const;

    // Adds a question (a new uuid unless one is given; its id when non-zero,
    // for undo); unknown strata are
    // added as user-defined ones.
    Result<Question> add(Question question) const;
    // All or nothing: the questions of one import file.
    Result<std::vector<Question>> addMany(std::vector<Question> questions) const;
    Status update(const Question &question) const;
    // Refuses while judgments refer to the question.
    Status remove(qint64 id) const;

    int judgmentCount(qint64 questionId) const;

private:
    bool insert(QSqlDatabase &database, Question &question, QString *error) const;
    bool writeNuggets(QSqlDatabase &database, const Question &question, QString *error) const;
    std::vector<Question> select(const QString &where, const QVariantList &values) const;

    const ProjectStore &m_store;
    QString m_actor;
};

} // namespace touchstone
