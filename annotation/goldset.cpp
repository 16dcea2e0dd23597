#include "goldset.h"

#include "canonicaljson.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("GoldQuestion", text);
}

QJsonArray toArray(const QStringList &list)
{
    QJsonArray array;
    for (const QString &item : list)
        array.append(item);
    return array;
}

QStringList toStringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list << item.toString();
    return list;
}

} // namespace

QJsonObject GoldQuestion::toRecord() const
{
    QJsonArray nuggetArray;
    for (const Nugget &nugget : nuggets)
        nuggetArray.append(QJsonObject{{QStringLiteral("text"), nugget.text}, {QStringLiteral("vital"), nugget.vital}});
    QJsonArray spanArray;
    for (const GoldSpan &span : spans) {
        spanArray.append(QJsonObject{{QStringLiteral("document_sha256"), span.documentSha256},
                                     {QStringLiteral("page"), span.page + 1},
                                     {QStringLiteral("start"), span.start},
                                     {QStringLiteral("end"), span.end},
                                     {QStringLiteral("exact"), span.exact},
                                     {QStringLiteral("prefix"), span.prefix},
                                     {QStringLiteral("suffix"), span.suffix},
                                     {QStringLiteral("grade"), span.grade}});
    }
    return QJsonObject{
        {QStringLiteral("id"), externalId},
        {QStringLiteral("uuid"), uuid},
        {QStringLiteral("question"), text},
        {QStringLiteral("stratum"), stratum},
        {QStringLiteral("split"), splitKey(split)},
        {QStringLiteral("answerable"), answerable},
        {QStringLiteral("reference_answer"), referenceAnswer},
        {QStringLiteral("nuggets"), nuggetArray},
        {QStringLiteral("relevant_spans"), spanArray},
        {QStringLiteral("source"), source},
        {QStringLiteral("date"), date},
        {QStringLiteral("provenance"), QJsonObject{{QStringLiteral("labeled_by"), toArray(labeledBy)},
                                                   {QStringLiteral("adjudicated_by"), toArray(adjudicatedBy)}}},
    };
}

QByteArray GoldQuestion::recordLine() const
{
    using Object = CanonicalJson::Object;
    const auto strings = [](const QStringList &list) {
        std::vector<QByteArray> items;
        for (const QString &item : list)
            items.push_back(CanonicalJson::string(item));
        return CanonicalJson::array(items);
    };
    std::vector<QByteArray> nuggetItems;
    for (const Nugget &nugget : nuggets)
        nuggetItems.push_back(Object().string(QLatin1String("text"), nugget.text).boolean(QLatin1String("vital"), nugget.vital).write());
    std::vector<QByteArray> spanItems;
    for (const GoldSpan &span : spans) {
        spanItems.push_back(Object()
                                .string(QLatin1String("document_sha256"), span.documentSha256)
                                .number(QLatin1String("page"), span.page + 1)
                                .number(QLatin1String("start"), span.start)
                                .number(QLatin1String("end"), span.end)
                                .string(QLatin1String("exact"), span.exact)
                                .string(QLatin1String("prefix"), span.prefix)
                                .string(QLatin1String("suffix"), span.suffix)
                                .number(QLatin1String("grade"), span.grade)
                                .write());
    }
    return Object()
        .string(QLatin1String("id"), externalId)
        .string(QLatin1String("uuid"), uuid)
        .string(QLatin1String("question"), text)
        .string(QLatin1String("stratum"), stratum)
        .string(QLatin1String("split"), splitKey(split))
        .boolean(QLatin1String("answerable"), answerable)
        .string(QLatin1String("reference_answer"), referenceAnswer)
        .raw(QLatin1String("nuggets"), CanonicalJson::array(nuggetItems))
        .raw(QLatin1String("relevant_spans"), CanonicalJson::array(spanItems))
        .string(QLatin1String("source"), source)
        .string(QLatin1String("date"), date)
        .raw(QLatin1String("provenance"), Object()
                                              .raw(QLatin1String("labeled_by"), strings(labeledBy))
                                              .raw(QLatin1String("adjudicated_by"), strings(adjudicatedBy))
                                              .write())
        .write();
}

Result<GoldQuestion> GoldQuestion::fromRecord(const QJsonObject &record)
{
    using R = Result<GoldQuestion>;
    auto need = [&](const char *key, QJsonValue::Type type) {
        const QJsonValue value = record.value(QLatin1String(key));
        return value.type() == type;
    };
    for (const char *key : {"id", "question", "stratum"}) {
        if (!need(key, QJsonValue::String))
            return R::failure(tr("key “%1” is missing or not a string").arg(QLatin1String(key)));
    }
    if (!need("answerable", QJsonValue::Bool))
        return R::failure(tr("key “answerable” is missing or not true/false"));
    if (!need("relevant_spans", QJsonValue::Array))
        return R::failure(tr("key “relevant_spans” is missing or not a list"));

    GoldQuestion question;
    question.externalId = record.value(QStringLiteral("id")).toString();
    question.uuid = record.value(QStringLiteral("uuid")).toString();
    question.text = record.value(QStringLiteral("question")).toString();
    question.stratum = record.value(QStringLiteral("stratum")).toString();
    if (!splitFromKey(record.value(QStringLiteral("split")).toString(), &question.split))
        return R::failure(tr("split “%1” is neither dev nor test").arg(record.value(QStringLiteral("split")).toString()));
    question.answerable = record.value(QStringLiteral("answerable")).toBool();
    question.referenceAnswer = record.value(QStringLiteral("reference_answer")).toString();
    question.source = record.value(QStringLiteral("source")).toString();
    question.date = record.value(QStringLiteral("date")).toString();
    for (const QJsonValue &value : record.value(QStringLiteral("nuggets")).toArray()) {
        const QJsonObject nugget = value.toObject();
        question.nuggets.push_back({nugget.value(QStringLiteral("text")).toString(),
                                    nugget.value(QStringLiteral("vital")).toBool()});
    }
    for (const QJsonValue &value : record.value(QStringLiteral("relevant_spans")).toArray()) {
        const QJsonObject object = value.toObject();
        GoldSpan span;
        span.documentSha256 = object.value(QStringLiteral("document_sha256")).toString();
        span.page = object.value(QStringLiteral("page")).toInt() - 1;
        span.start = object.value(QStringLiteral("start")).toInt(-1);
        span.end = object.value(QStringLiteral("end")).toInt(-1);
        span.exact = object.value(QStringLiteral("exact")).toString();
        span.prefix = object.value(QStringLiteral("prefix")).toString();
        span.suffix = object.value(QStringLiteral("suffix")).toString();
        span.grade = object.value(QStringLiteral("grade")).toInt(-1);
        if (span.documentSha256.size() != 64 || span.start < 0 || span.end <= span.start || span.grade < 0
            || span.grade > 3)
            return R::failure(tr("a relevant span of question %1 is malformed").arg(question.externalId));
        question.spans.push_back(span);
    }
    const QJsonObject provenance = record.value(QStringLiteral("provenance")).toObject();
    question.labeledBy = toStringList(provenance.value(QStringLiteral("labeled_by")));
    question.adjudicatedBy = toStringList(provenance.value(QStringLiteral("adjudicated_by")));
    return question;
}

int GoldQuestion::documentGrade(const QString &documentSha256) const
{
    int grade = -1;
    for (const GoldSpan &span : spans) {
        if (span.documentSha256 == documentSha256)
            grade = std::max(grade, span.grade);
    }
    return grade;
}

} // namespace touchstone
