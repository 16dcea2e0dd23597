#include "judgmentcodec.h"

#include "jsonrow.h"

#include <QTimeZone>
#include <QUuid>

namespace touchstone {

namespace {

const QString kUnanswerable = QStringLiteral("unanswerable");

bool readUuid(JsonRow &row, const QString &key, QString *out, QString *error)
{
    QString text;
    if (!row.text(key, &text, false)) {
        *error = row.error();
        return false;
    }
    if (text.isEmpty())
        return true;
    const QUuid uuid = QUuid::fromString(text);
    if (uuid.isNull()) {
        *error = JudgmentCodec::tr("“%1” is not a UUID: “%2”").arg(key, text);
        return false;
    }
    *out = uuid.toString(QUuid::WithoutBraces);
    return true;
}

bool readTime(JsonRow &row, const QString &key, bool required, QDateTime *out, QString *error)
{
    QString text;
    if (!row.text(key, &text, required)) {
        *error = row.error();
        return false;
    }
    if (text.isEmpty())
        return true;
    *out = JudgmentCodec::parseTime(text);
    if (!out->isValid()) {
        *error = JudgmentCodec::tr("“%1” is not an ISO 8601 date and time: “%2”").arg(key, text);
        return false;
    }
    return true;
}

} // namespace

QSet<QString> JudgmentCodec::knownKeys()
{
    return {QStringLiteral("uuid"),         QStringLiteral("annotator"),     QStringLiteral("question_id"),
            QStringLiteral("question_uuid"), kUnanswerable,                  QStringLiteral("document_sha256"),
            QStringLiteral("quote"),        QStringLiteral("prefix"),        QStringLiteral("suffix"),
            QStringLiteral("start"),        QStringLiteral("end"),           QStringLiteral("page"),
            QStringLiteral("grade"),        QStringLiteral("note"),          QStringLiteral("time"),
            QStringLiteral("updated_at"),   QStringLiteral("rubric_sha256"), QStringLiteral("passage_uuid"),
            QStringLiteral("passage_source")};
}

QDateTime JudgmentCodec::parseTime(const QString &text)
{
    QDateTime time = QDateTime::fromString(text.trimmed(), Qt::ISODateWithMs);
    if (!time.isValid())
        return time;
    if (time.timeSpec() == Qt::LocalTime)
        time = QDateTime(time.date(), time.time(), QTimeZone::utc());
    return time.toUTC();
}

QString JudgmentCodec::formatTime(const QDateTime &time)
{
    return time.toUTC().toString(Qt::ISODateWithMs);
}

bool JudgmentCodec::readSpanKeys(JsonRow &row, JudgmentRecord &record, QString *error)
{
    int value = 0;
    if (!row.text(QStringLiteral("document_sha256"), &record.documentSha256, true)
        || !row.text(QStringLiteral("quote"), &record.quote, false)
        || !row.text(QStringLiteral("prefix"), &record.prefix, false)
        || !row.text(QStringLiteral("suffix"), &record.suffix, false)
        || !row.integer(QStringLiteral("grade"), &record.grade, true)) {
        *error = row.error();
        return false;
    }
    for (auto [key, target] : {std::pair{QStringLiteral("start"), &record.start},
                               std::pair{QStringLiteral("end"), &record.end}}) {
        if (!row.integer(key, &value, false)) {
            *error = row.error();
            return false;
        }
        if (row.has(key))
            *target = value;
    }
    if (record.start.has_value() != record.end.has_value()) {
        *error = tr("“start” and “end” go together");
        return false;
    }
    if (!record.start && record.quote.trimmed().isEmpty()) {
        *error = tr("a judgment needs a “quote” or “start” and “end”");
        return false;
    }
    if (record.grade < 0 || record.grade > 3) {
        *error = tr("grade %1 is not one of 0, 1, 2, 3").arg(record.grade);
        return false;
    }
    record.documentSha256 = record.documentSha256.trimmed().toLower();
    return true;
}

Result<JudgmentRecord> JudgmentCodec::fromJson(const QJsonObject &object)
{
    using R = Result<JudgmentRecord>;
    JsonRow row(object);
    JudgmentRecord record;
    QString error;
    if (!row.text(QStringLiteral("annotator"), &record.annotator, true)
        || !row.text(QStringLiteral("question_id"), &record.questionId, true)
        || !row.boolean(kUnanswerable, &record.unanswerable, false)
        || !row.text(QStringLiteral("note"), &record.note, false)
        || !row.text(QStringLiteral("rubric_sha256"), &record.rubricSha256, false)
        || !row.text(QStringLiteral("passage_source"), &record.passageSource, false))
        return R::failure(row.error());
    if (!readUuid(row, QStringLiteral("uuid"), &record.uuid, &error)
        || !readUuid(row, QStringLiteral("question_uuid"), &record.questionUuid, &error)
        || !readUuid(row, QStringLiteral("passage_uuid"), &record.passageUuid, &error)
        || !readTime(row, QStringLiteral("updated_at"), false, &record.updatedAt, &error))
        return R::failure(error);
    record.annotator = record.annotator.trimmed();
    record.questionId = record.questionId.trimmed();
    if (record.annotator.isEmpty())
        return R::failure(tr("“annotator” is empty"));
    if (record.questionId.isEmpty())
        return R::failure(tr("“question_id” is empty"));
    if (record.unanswerable) {
        for (const QString &key : {QStringLiteral("document_sha256"), QStringLiteral("quote"), QStringLiteral("start"),
                                   QStringLiteral("end"), QStringLiteral("grade"), QStringLiteral("passage_uuid")}) {
            if (row.has(key))
                return R::failure(tr("an “unanswerable” label has no “%1”").arg(key));
        }
    } else {
        int page = 0;
        if (!readSpanKeys(row, record, &error))
            return R::failure(error);
        if (!row.integer(QStringLiteral("page"), &page, false))
            return R::failure(row.error());
        if (row.has(QStringLiteral("page")))
            record.page = page;
    }
    // Graded labels carry the time they were made; "unanswerable" may omit it.
    if (!readTime(row, QStringLiteral("time"), !record.unanswerable, &record.time, &error))
        return R::failure(error);
    if (!record.updatedAt.isValid())
        record.updatedAt = record.time;
    record.rubricSha256 = record.rubricSha256.trimmed().toLower();
    return record;
}

QJsonObject JudgmentCodec::toJson(const Judgment &judgment, const Names &names)
{
    QJsonObject object;
    object.insert(QStringLiteral("uuid"), judgment.uuid);
    object.insert(QStringLiteral("annotator"), names.annotator);
    object.insert(QStringLiteral("question_id"), names.questionId);
    if (!names.questionUuid.isEmpty())
        object.insert(QStringLiteral("question_uuid"), names.questionUuid);
    if (judgment.kind == JudgmentKind::Unanswerable) {
        object.insert(kUnanswerable, true);
    } else if (judgment.span) {
        const SpanAnchor &span = *judgment.span;
        object.insert(QStringLiteral("document_sha256"), names.documentSha256);
        object.insert(QStringLiteral("start"), span.start);
        object.insert(QStringLiteral("end"), span.end);
        object.insert(QStringLiteral("page"), span.page + 1);
        object.insert(QStringLiteral("quote"), span.exact);
        object.insert(QStringLiteral("prefix"), span.prefix);
        object.insert(QStringLiteral("suffix"), span.suffix);
        object.insert(QStringLiteral("grade"), judgment.grade);
    }
    if (!names.passageUuid.isEmpty()) {
        object.insert(QStringLiteral("passage_uuid"), names.passageUuid);
        object.insert(QStringLiteral("passage_source"), names.passageSource);
    }
    object.insert(QStringLiteral("note"), judgment.note);
    object.insert(QStringLiteral("time"), formatTime(judgment.createdAt));
    object.insert(QStringLiteral("updated_at"), formatTime(judgment.updatedAt));
    if (!names.rubricSha256.isEmpty())
        object.insert(QStringLiteral("rubric_sha256"), names.rubricSha256);
    return object;
}

} // namespace touchstone
