#include "labelingprogress.h"

#include "projectstore.h"
#include "sqlhelpers.h"

#include <QSqlQuery>

namespace touchstone {

Result<std::vector<LabelingProgress::Annotator>> LabelingProgress::byAnnotator() const
{
    using R = Result<std::vector<Annotator>>;
    QSqlQuery query(m_store.database());
    if (const Status read = sql::select(
            query,
            QStringLiteral(
                "SELECT a.name, a.role, "
                " (SELECT count(*) FROM assignments s WHERE s.annotator_id = a.id), "
                " (SELECT count(DISTINCT question_id) FROM judgments j WHERE j.annotator_id = a.id), "
                " (SELECT count(*) FROM judgments j WHERE j.annotator_id = a.id AND j.kind = 'span'), "
                " (SELECT count(*) FROM judgments j WHERE j.annotator_id = a.id AND j.kind = 'unanswerable'), "
                " (SELECT count(*) FROM judgments j WHERE j.annotator_id = a.id AND j.kind = 'passage'), "
                " (SELECT max(updated_at) FROM judgments j WHERE j.annotator_id = a.id) "
                "FROM annotators a ORDER BY a.name COLLATE NOCASE"));
        !read)
        return R::failure(read.error());
    std::vector<Annotator> annotators;
    while (query.next()) {
        annotators.push_back({query.value(0).toString(), query.value(1).toString(), query.value(2).toInt(),
                              query.value(3).toInt(), query.value(4).toInt(), query.value(5).toInt(),
                              query.value(6).toInt(), query.value(7).toString()});
    }
    if (const Status done = sql::finished(query); !done)
        return R::failure(done.error());
    return annotators;
}

Result<std::vector<LabelingProgress::Question>> LabelingProgress::byQuestion() const
{
    using R = Result<std::vector<Question>>;
    QSqlQuery query(m_store.database());
    if (const Status read = sql::select(
            query, QStringLiteral("SELECT q.external_id, q.stratum, coalesce(q.split, ''), count(DISTINCT "
                                  "j.annotator_id), count(j.id) FROM questions q LEFT JOIN judgments j ON "
                                  "j.question_id = q.id GROUP BY q.id ORDER BY q.external_id"));
        !read)
        return R::failure(read.error());
    std::vector<Question> questions;
    while (query.next()) {
        questions.push_back({query.value(0).toString(), query.value(1).toString(), query.value(2).toString(),
                             query.value(3).toInt(), query.value(4).toInt()});
    }
    if (const Status done = sql::finished(query); !done)
        return R::failure(done.error());
    return questions;
}

Result<QHash<qint64, LabelingProgress::Counts>> LabelingProgress::countsOf(qint64 annotatorId, qint64 questionId) const
{
    using R = Result<QHash<qint64, Counts>>;
    // One statement for every question: the question list must open fast
    // on projects with many questions and labels.
    QSqlQuery query(m_store.database());
    const Status read = questionId == 0
        ? sql::select(query,
                      QStringLiteral("SELECT question_id, kind, count(*) FROM judgments WHERE annotator_id = ? "
                                     "GROUP BY question_id, kind"),
                      {annotatorId})
        : sql::select(query,
                      QStringLiteral("SELECT question_id, kind, count(*) FROM judgments WHERE annotator_id = ? AND "
                                     "question_id = ? GROUP BY question_id, kind"),
                      {annotatorId, questionId});
    if (!read)
        return R::failure(read.error());
    QHash<qint64, Counts> counts;
    while (query.next()) {
        Counts &question = counts[query.value(0).toLongLong()];
        const QString kind = query.value(1).toString();
        const int count = query.value(2).toInt();
        if (kind == QLatin1String("span"))
            question.spans = count;
        else if (kind == QLatin1String("passage"))
            question.passageGrades = count;
        else
            question.unanswerable = count > 0;
    }
    if (const Status done = sql::finished(query); !done)
        return R::failure(done.error());
    return counts;
}

} // namespace touchstone
