#include "judgmentrowwriter.h"

#include "isotime.h"
#include "judgmentstore.h"
#include "projectstore.h"
#include "sqlhelpers.h"


namespace touchstone {

namespace {

QString nonNull(const QString &text)
{
    return text.isNull() ? QString::fromLatin1("") : text;
}

} // namespace

JudgmentRowWriter::JudgmentRowWriter(const ProjectStore &store)
    : m_spans(store.database(), QStringLiteral("spans"),
              {QStringLiteral("uuid"), QStringLiteral("document_id"), QStringLiteral("start_offset"),
               QStringLiteral("end_offset"), QStringLiteral("page"), QStringLiteral("exact"), QStringLiteral("prefix"),
               QStringLiteral("suffix"), QStringLiteral("form_content")})
    , m_judgments(store.database(), QStringLiteral("judgments"),
                  {QStringLiteral("uuid"), QStringLiteral("annotator_id"), QStringLiteral("question_id"),
                   QStringLiteral("kind"), QStringLiteral("span_id"), QStringLiteral("passage_id"),
                   QStringLiteral("grade"), QStringLiteral("note"), QStringLiteral("rubric_id"),
                   QStringLiteral("created_at"), QStringLiteral("updated_at")},
                  QStringLiteral("(?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?)"))
{
    for (const SqliteBulkInsert *statement : {&m_spans, &m_judgments}) {
        if (!statement->isValid() && m_error.isEmpty())
            m_error = statement->error();
    }
}

bool JudgmentRowWriter::fail(const SqliteBulkInsert &statement)
{
    m_error = tr("cannot store the label: %1").arg(statement.error());
    return false;
}

bool JudgmentRowWriter::write(Judgment &judgment)
{
    if (!isValid())
        return false;
    const bool unanswerable = judgment.kind == JudgmentKind::Unanswerable;
    if (!unanswerable && (judgment.kind != JudgmentKind::Span || !judgment.span)) {
        m_error = tr("a span label needs a span");
        return false;
    }
    if (!unanswerable && !JudgmentStore::isValidGrade(judgment.grade)) {
        m_error = tr("grade %1 is not one of 0, 1, 2, 3").arg(judgment.grade);
        return false;
    }
    if (judgment.uuid.isEmpty())
        judgment.uuid = sql::newUuid();
    judgment.spanId = 0;
    if (!unanswerable) {
        const SpanAnchor &span = *judgment.span;
        m_spans.bind(judgment.uuid);
        m_spans.bind(span.documentId);
        m_spans.bind(span.start);
        m_spans.bind(span.end);
        m_spans.bind(span.page);
        m_spans.bind(nonNull(span.exact));
        m_spans.bind(nonNull(span.prefix));
        m_spans.bind(nonNull(span.suffix));
        m_spans.bind(qint64(span.formContent ? 1 : 0));
        if (!m_spans.endRow())
            return fail(m_spans);
        judgment.spanId = m_spans.lastRowId();
    }
    m_judgments.bind(judgment.uuid);
    m_judgments.bind(judgment.annotatorId);
    m_judgments.bind(judgment.questionId);
    m_judgments.bind(judgmentKindKey(judgment.kind));
    if (unanswerable)
        m_judgments.bindNull();
    else
        m_judgments.bind(judgment.spanId);
    if (unanswerable)
        m_judgments.bindNull();
    else
        m_judgments.bind(judgment.grade);
    m_judgments.bind(nonNull(judgment.note));
    if (judgment.rubricId > 0)
        m_judgments.bind(judgment.rubricId);
    else
        m_judgments.bindNull();
    // IsoTime writes what toUTC().toString(Qt::ISODateWithMs) writes, at a
    // fraction of the cost that showed in a profile of a million labels.
    const QString created = IsoTime::utc(judgment.createdAt.toMSecsSinceEpoch());
    m_judgments.bind(created);
    m_judgments.bind(judgment.updatedAt == judgment.createdAt ? created
                                                              : IsoTime::utc(judgment.updatedAt.toMSecsSinceEpoch()));
    if (!m_judgments.endRow())
        return fail(m_judgments);
    judgment.id = m_judgments.lastRowId();
    return true;
}

} // namespace touchstone
