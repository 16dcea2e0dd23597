#include "projectlabels.h"

#include "isotime.h"
#include "projectstore.h"
#include "sqlhelpers.h"
#include "sqlitehandle.h"
#include "sqliterows.h"
#include "storedtexts.h"
#include "metrics/parallelranges.h"

#include <algorithm>

namespace touchstone {

namespace {

// Milliseconds since the epoch of a stored ISO 8601 timestamp, 0 where it
// is unreadable (as julianday()'s NULL was when SQLite converted them: in
// SQL the conversion cost a third of the label query).
qint64 epochMs(const SqliteRows &rows, int column)
{
    return IsoTime::parseMs(rows.utf8(column)).value_or(0);
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

Status ProjectLabels::tokenize(const ProjectStore &store)
{
    m_tokenizing = true;
    return tokenizeTouchedDocuments(store, 0);
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
    if (!query.exec(QStringLiteral("SELECT id, sha256, code_points, text_sha256 FROM documents")))
        return Status::failure(tr("cannot read the documents: %1").arg(sql::errorText(query.lastError())));
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        m_documents.insert(id, {id, query.value(1).toString(), query.value(2).toInt(), query.value(3).toString()});
    }
    return Status::success();
}

Status ProjectLabels::readPassages(const ProjectStore &store, qint64 questionId)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    const QString texts = m_loadingTexts ? QStringLiteral("s.exact, s.prefix, s.suffix") : QStringLiteral("'', '', ''");
    if (!sql::exec(query,
                   QStringLiteral("SELECT p.id, p.uuid, p.question_id, p.span_id, s.document_id, s.start_offset, "
                                  "s.end_offset, s.page, p.position, %1 FROM passages p "
                                  "JOIN spans s ON s.id = p.span_id").arg(texts)
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
        if (m_loadingTexts) {
            passage.exact = query.value(9).toString();
            passage.prefix = query.value(10).toString();
            passage.suffix = query.value(11).toString();
        }
        m_passages.insert(passage.id, std::move(passage));
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

// Each question's label list at its final size before the labels are read:
// a million labels appended one by one spent a fifth of the load growing
// and moving the lists.
Status ProjectLabels::reserveLabels(const ProjectStore &store, qint64 questionId)
{
    SqliteRows counts(store.database(),
                      QStringLiteral("SELECT question_id, count(*) FROM judgments")
                          + whereQuestion(questionId, QStringLiteral("question_id"))
                          + QStringLiteral(" GROUP BY question_id"),
                      bindQuestion(questionId));
    while (counts.next()) {
        const int question = questionIndex(counts.integer(0));
        if (question >= 0)
            m_questions[size_t(question)].labels.reserve(m_questions[size_t(question)].labels.size()
                                                         + size_t(counts.integer(1)));
    }
    if (!counts.error().isEmpty())
        return Status::failure(tr("cannot read the labels: %1").arg(counts.error()));
    return Status::success();
}

namespace {

// The connection's data_version (SQLite: it changes when another connection
// commits), or -1 when it cannot be read.
qint64 dataVersion(const QSqlDatabase &database)
{
    SqliteRows version(database, QStringLiteral("PRAGMA data_version"));
    return version.next() ? version.integer(0) : -1;
}

} // namespace

Status ProjectLabels::readLabels(const ProjectStore &store, qint64 questionId)
{
    const QString texts = m_loadingTexts ? QStringLiteral("s.exact, s.prefix, s.suffix") : QStringLiteral("'', '', ''");
    // The kind as the LabelKind's number, -1 for NULL grades: no string
    // per row to convert and compare.
    static_assert(int(LabelKind::Span) == 0 && int(LabelKind::Passage) == 1 && int(LabelKind::Unanswerable) == 2);
    const QString columns =
        QStringLiteral("SELECT j.id, %2, j.annotator_id, j.question_id, "
                       "CASE j.kind WHEN 'span' THEN 0 WHEN 'passage' THEN 1 ELSE 2 END, j.passage_id, j.span_id, "
                       "s.document_id, s.start_offset, s.end_offset, coalesce(j.grade, -1), j.rubric_id, j.created_at, "
                       "j.updated_at, s.page, %1 FROM judgments j LEFT JOIN spans s ON s.id = j.span_id")
            .arg(texts, m_loadingUuids ? QStringLiteral("j.uuid") : QStringLiteral("''"));
    if (const Status reserved = reserveLabels(store, questionId); !reserved)
        return reserved;
    const QSqlDatabase database = store.database();
    const int threads = resolveThreadCount(0);
    // A whole project on every core, each thread on its own connection
    // reading the questions whose id it owns (id modulo the thread count),
    // so each question's list is filled by one thread, in id order. The
    // threads' read transactions start apart: when no commit came between
    // the first data_version and the last, every thread read the project as
    // it was at the first, else it is read again on one connection. A
    // caller inside a transaction sees rows no other connection does.
    if (questionId == 0 && threads > 1 && !sqliteInTransaction(database)) {
        const qint64 before = dataVersion(database);
        std::vector<QString> errors(static_cast<size_t>(threads));
        runInParallelRanges(threads, threads, 1, [&](qint64 begin, qint64 end) {
            for (qint64 part = begin; part < end; ++part) {
                const bool worker = part != 0;  // the calling thread takes range 0
                errors[size_t(part)] = readLabelRows(store.database(),
                                                     columns + QStringLiteral(" WHERE j.question_id % ? = ? ORDER BY j.id"),
                                                     {threads, part});
                if (worker)
                    store.releaseThreadConnection();
            }
        });
        for (const QString &error : errors) {
            if (!error.isEmpty())
                return Status::failure(tr("cannot read the labels: %1").arg(error));
        }
        if (before >= 0 && dataVersion(database) == before)
            return Status::success();
        for (LabelQuestion &question : m_questions)
            question.labels.clear();
    }
    const QString error = readLabelRows(database, columns + whereQuestion(questionId, QStringLiteral("j.question_id"))
                                                      + QStringLiteral(" ORDER BY j.id"),
                                        bindQuestion(questionId));
    if (!error.isEmpty())
        return Status::failure(tr("cannot read the labels: %1").arg(error));
    return Status::success();
}

QString ProjectLabels::readLabelRows(const QSqlDatabase &database, const QString &statement, const QVariantList &values)
{
    // Through SQLite's C API: a QVariant per value was most of the load.
    SqliteRows query(database, statement, values);
    // Labels come in id order, which an import leaves in runs of one
    // question and one annotator: look an id up only when it changes.
    qint64 lastQuestionId = 0;
    qint64 lastAnnotatorId = 0;
    int question = -1;
    int annotator = -1;
    while (query.next()) {
        if (const qint64 id = query.integer(3); id != lastQuestionId || question < 0) {
            lastQuestionId = id;
            question = questionIndex(id);
        }
        if (const qint64 id = query.integer(2); id != lastAnnotatorId || annotator < 0) {
            lastAnnotatorId = id;
            annotator = annotatorIndex(id);
        }
        if (question < 0 || annotator < 0)
            continue;
        LabelRecord label;
        label.id = query.integer(0);
        if (m_loadingUuids)
            label.uuid = query.text(1);
        label.annotator = annotator;
        label.kind = LabelKind(query.number(4));
        label.passageId = query.integer(5);
        label.spanId = query.integer(6);
        label.documentId = query.integer(7);
        label.start = query.number(8);
        label.end = query.number(9);
        label.grade = query.number(10);
        label.rubricId = query.integer(11);
        label.createdMs = epochMs(query, 12);
        label.updatedMs = epochMs(query, 13);
        label.page = query.number(14);
        if (m_loadingTexts) {
            label.exact = query.text(15);
            label.prefix = query.text(16);
            label.suffix = query.text(17);
        }
        m_questions[size_t(question)].labels.push_back(std::move(label));
    }
    return query.error();
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
    // The texts are read on this thread (the connection's), without their
    // geometry, as many at a time as there are cores; ICU splits them on
    // every core. Documents with the same text (the same text_sha256) are
    // split once.
    const StoredTexts documents(store);
    const size_t batch = size_t(std::max(1, resolveThreadCount(0)));
    QHash<QString, std::shared_ptr<const WordTokens>> bySha;
    for (size_t first = 0; first < missing.size();) {
        std::vector<std::u32string> texts;
        std::vector<qint64> tokenized;  // the documents of `texts`, in order
        std::vector<qint64> shared;     // documents whose text an earlier one has
        for (; first < missing.size() && texts.size() < batch; ++first) {
            const qint64 documentId = missing[first];
            const QString sha = m_documents.value(documentId).textSha256;
            if (!sha.isEmpty() && bySha.contains(sha)) {
                shared.push_back(documentId);
                continue;
            }
            Result<CanonicalText> text = documents.text(documentId);
            if (!text)
                return Status::failure(text.error());
            if (!sha.isEmpty())
                bySha.insert(sha, nullptr);
            texts.push_back(text->text());
            tokenized.push_back(documentId);
        }
        std::vector<std::shared_ptr<const WordTokens>> tokens(texts.size());
        runInParallelRanges(qint64(texts.size()), 0, 1, [&](qint64 begin, qint64 end) {
            for (qint64 i = begin; i < end; ++i)
                tokens[size_t(i)] = std::make_shared<const WordTokens>(WordTokens::of(texts[size_t(i)]));
        });
        for (size_t i = 0; i < tokenized.size(); ++i) {
            m_tokens.insert(tokenized[i], tokens[i]);
            const QString sha = m_documents.value(tokenized[i]).textSha256;
            if (!sha.isEmpty())
                bySha.insert(sha, tokens[i]);
        }
        for (const qint64 documentId : shared) {
            // The same text may still be in this batch: then its tokens
            // were filled just above.
            m_tokens.insert(documentId, bySha.value(m_documents.value(documentId).textSha256));
        }
    }
    return Status::success();
}

} // namespace touchstone
