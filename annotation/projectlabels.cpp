#include "projectlabels.h"

#include "documentstore.h"
#include "projectstore.h"
#include "sqlhelpers.h"

#include <algorithm>

namespace touchstone {

namespace {

// Milliseconds since the epoch from the stored ISO 8601 text, computed by
// SQLite (parsing 100,000 timestamps with QDateTime costs more than the
// whole query).
QString epochMs(const QString &column)
{
    return QStringLiteral("CAST(round((julianday(%1) - 2440587.5) * 86400000.0) AS INTEGER)").arg(column);
}

QString whereQuestion(qint64 questionId, const QString &column)
{
    return questionId == 0 ? QString() : QStringLiteral(" WHERE %1 = ?").arg(column);
}

QVariantList bindQuestion(qint64 questionId)
{
    return questionId == 0 ? QVariantList{} : QVariantList{questionId};
}

} // namespace

Status ProjectLabels::load(const ProjectStore &store)
{
    m_questions.clear();
    m_passages.clear();
    for (const auto &step : {&ProjectLabels::readAnnotators, &ProjectLabels::readDocuments}) {
        if (const Status status = (this->*step)(store); !status)
            return status;
    }
    if (const Status status = readPassages(store, 0); !status)
        return status;
    if (const Status status = readQuestions(store, 0); !status)
        return status;
    if (const Status status = readLabels(store, 0); !status)
        return status;
    return tokenizeTouchedDocuments(store, 0);
}

Status ProjectLabels::loadQuestion(const ProjectStore &store, qint64 questionId)
{
    m_questions.clear();
    m_questionIndex.clear();
    m_passages.clear();
    return reloadQuestion(store, questionId);
}

Status ProjectLabels::reloadQuestion(const ProjectStore &store, qint64 questionId)
{
    if (questionId == 0)
        return Status::failure(tr("no question given"));
    for (const auto &step : {&ProjectLabels::readAnnotators, &ProjectLabels::readDocuments}) {
        if (const Status status = (this->*step)(store); !status)
            return status;
    }
    if (const Status status = readPassages(store, questionId); !status)
        return status;
    if (const Status status = readQuestions(store, questionId); !status)
        return status;
    if (const Status status = readLabels(store, questionId); !status)
        return status;
    return tokenizeTouchedDocuments(store, questionId);
}

const LabelQuestion *ProjectLabels::question(qint64 questionId) const
{
    const int index = questionIndex(questionId);
    return index < 0 ? nullptr : &m_questions[size_t(index)];
}

const LabelPassage *ProjectLabels::passage(qint64 passageId) const
{
    const auto it = m_passages.constFind(passageId);
    return it == m_passages.constEnd() ? nullptr : &*it;
}

const LabelDocument *ProjectLabels::document(qint64 documentId) const
{
    const auto it = m_documents.constFind(documentId);
    return it == m_documents.constEnd() ? nullptr : &*it;
}

const WordTokens *ProjectLabels::tokens(qint64 documentId) const
{
    const auto it = m_tokens.constFind(documentId);
    return it == m_tokens.constEnd() ? nullptr : it->get();
}

int ProjectLabels::labelCount() const
{
    size_t count = 0;
    for (const LabelQuestion &question : m_questions)
        count += question.labels.size();
    return int(count);
}

std::vector<int> ProjectLabels::raters(int questionIndex, qint64 cutoffMs) const
{
    std::vector<int> result;
    if (questionIndex < 0 || questionIndex >= int(m_questions.size()))
        return result;
    for (const LabelRecord &label : m_questions[size_t(questionIndex)].labels) {
        if (label.updatedMs <= cutoffMs)
            result.push_back(label.annotator);
    }
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
    return result;
}

std::vector<int> ProjectLabels::agreementRaters(int questionIndex, qint64 cutoffMs) const
{
    std::vector<int> result = raters(questionIndex, cutoffMs);
    result.erase(std::remove_if(result.begin(), result.end(),
                                [this](int annotator) {
                                    return m_annotators[size_t(annotator)].role != AnnotatorRole::Annotator;
                                }),
                 result.end());
    return result;
}

Status ProjectLabels::readAnnotators(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, uuid, name, role FROM annotators ORDER BY id")))
        return Status::failure(tr("cannot read the annotators: %1").arg(sql::errorText(query.lastError())));
    m_annotators.clear();
    m_annotatorIndex.clear();
    while (query.next()) {
        LabelAnnotator annotator;
        annotator.id = query.value(0).toLongLong();
        annotator.uuid = query.value(1).toString();
        annotator.name = query.value(2).toString();
        annotatorRoleFromKey(query.value(3).toString(), &annotator.role);
        m_annotatorIndex.insert(annotator.id, int(m_annotators.size()));
        m_annotators.push_back(annotator);
    }
    return Status::success();
}

Status ProjectLabels::readDocuments(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT id, sha256, code_points FROM documents")))
        return Status::failure(tr("cannot read the documents: %1").arg(sql::errorText(query.lastError())));
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        m_documents.insert(id, {id, query.value(1).toString(), query.value(2).toInt()});
    }
    return Status::success();
}

Status ProjectLabels::readPassages(const ProjectStore &store, qint64 questionId)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    if (!sql::exec(query,
                   QStringLiteral("SELECT p.id, p.uuid, p.question_id, p.span_id, s.document_id, s.start_offset, "
                                  "s.end_offset, s.page, p.position, s.exact, s.prefix, s.suffix FROM passages p "
                                  "JOIN spans s ON s.id = p.span_id")
                       + whereQuestion(questionId, QStringLiteral("p.question_id")),
                   bindQuestion(questionId)))
        return Status::failure(tr("cannot read the passages: %1").arg(sql::errorText(query.lastError())));
    while (query.next()) {
        LabelPassage passage;
        passage.id = query.value(0).toLongLong();
        passage.uuid = query.value(1).toString();
        passage.questionId = query.value(2).toLongLong();
        passage.spanId = query.value(3).toLongLong();
        passage.documentId = query.value(4).toLongLong();
        passage.start = query.value(5).toInt();
        passage.end = query.value(6).toInt();
        passage.page = query.value(7).toInt();
        passage.position = query.value(8).toInt();
        passage.exact = query.value(9).toString();
        passage.prefix = query.value(10).toString();
        passage.suffix = query.value(11).toString();
        m_passages.insert(passage.id, passage);
    }
    return Status::success();
}

Status ProjectLabels::readQuestions(const ProjectStore &store, qint64 questionId)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    if (!sql::exec(query,
                   QStringLiteral("SELECT id, uuid, external_id, stratum, split, answerable FROM questions")
                       + whereQuestion(questionId, QStringLiteral("id")) + QStringLiteral(" ORDER BY id"),
                   bindQuestion(questionId)))
        return Status::failure(tr("cannot read the questions: %1").arg(sql::errorText(query.lastError())));
    if (questionId == 0)
        m_questions.clear();
    bool found = false;
    while (query.next()) {
        LabelQuestion question;
        question.id = query.value(0).toLongLong();
        question.uuid = query.value(1).toString();
        question.externalId = query.value(2).toString();
        question.stratum = query.value(3).toString();
        splitFromKey(query.value(4).toString(), &question.split);
        question.answerable = query.value(5).toBool();
        found = true;
        const int existing = questionId == 0 ? -1 : questionIndex(question.id);
        if (existing >= 0)
            m_questions[size_t(existing)] = std::move(question);
        else
            m_questions.push_back(std::move(question));
    }
    if (questionId != 0 && !found) {
        m_questions.erase(std::remove_if(m_questions.begin(), m_questions.end(),
                                         [&](const LabelQuestion &q) { return q.id == questionId; }),
                          m_questions.end());
    }
    if (questionId != 0)
        std::sort(m_questions.begin(), m_questions.end(),
                  [](const LabelQuestion &a, const LabelQuestion &b) { return a.id < b.id; });
    reindexQuestions();
    return Status::success();
}

void ProjectLabels::reindexQuestions()
{
    m_questionIndex.clear();
    m_questionIndex.reserve(qsizetype(m_questions.size()));
    for (size_t i = 0; i < m_questions.size(); ++i)
        m_questionIndex.insert(m_questions[i].id, int(i));
}

Status ProjectLabels::readLabels(const ProjectStore &store, qint64 questionId)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    const QString texts = m_loadingTexts ? QStringLiteral("s.exact, s.prefix, s.suffix") : QStringLiteral("'', '', ''");
    const QString statement =
        QStringLiteral("SELECT j.id, j.uuid, j.annotator_id, j.question_id, j.kind, j.passage_id, j.span_id, "
                       "s.document_id, s.start_offset, s.end_offset, j.grade, j.rubric_id, %1, %2, s.page, %3 "
                       "FROM judgments j LEFT JOIN spans s ON s.id = j.span_id")
            .arg(epochMs(QStringLiteral("j.created_at")), epochMs(QStringLiteral("j.updated_at")), texts)
        + whereQuestion(questionId, QStringLiteral("j.question_id")) + QStringLiteral(" ORDER BY j.id");
    if (!sql::exec(query, statement, bindQuestion(questionId)))
        return Status::failure(tr("cannot read the labels: %1").arg(sql::errorText(query.lastError())));
    const QString span = QStringLiteral("span");
    const QString passage = QStringLiteral("passage");
    while (query.next()) {
        const int question = questionIndex(query.value(3).toLongLong());
        const int annotator = annotatorIndex(query.value(2).toLongLong());
        if (question < 0 || annotator < 0)
            continue;
        LabelRecord label;
        label.id = query.value(0).toLongLong();
        label.uuid = query.value(1).toString();
        label.annotator = annotator;
        const QString kind = query.value(4).toString();
        label.kind = kind == span ? LabelKind::Span : kind == passage ? LabelKind::Passage : LabelKind::Unanswerable;
        label.passageId = query.value(5).toLongLong();
        label.spanId = query.value(6).toLongLong();
        label.documentId = query.value(7).toLongLong();
        label.start = query.value(8).toInt();
        label.end = query.value(9).toInt();
        label.grade = query.value(10).isNull() ? -1 : query.value(10).toInt();
        label.rubricId = query.value(11).toLongLong();
        label.createdMs = query.value(12).toLongLong();
        label.updatedMs = query.value(13).toLongLong();
        label.page = query.value(14).toInt();
        if (m_loadingTexts) {
            label.exact = query.value(15).toString();
            label.prefix = query.value(16).toString();
            label.suffix = query.value(17).toString();
        }
        m_questions[size_t(question)].labels.push_back(std::move(label));
    }
    return Status::success();
}

Status ProjectLabels::tokenizeTouchedDocuments(const ProjectStore &store, qint64 questionId)
{
    if (!m_tokenizing)
        return Status::success();
    std::vector<qint64> missing;
    for (const LabelQuestion &question : m_questions) {
        if (questionId != 0 && question.id != questionId)
            continue;
        for (const LabelRecord &label : question.labels) {
            if (label.kind == LabelKind::Span && !m_tokens.contains(label.documentId))
                missing.push_back(label.documentId);
        }
    }
    std::sort(missing.begin(), missing.end());
    missing.erase(std::unique(missing.begin(), missing.end()), missing.end());
    const DocumentStore documents(store);
    for (const qint64 documentId : missing) {
        const Result<CanonicalText> text = documents.canonicalText(documentId);
        if (!text)
            return Status::failure(text.error());
        m_tokens.insert(documentId, std::make_shared<const WordTokens>(WordTokens::of(text->text())));
    }
    return Status::success();
}

} // namespace touchstone
