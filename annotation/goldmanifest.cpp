#include "goldmanifest.h"

#include "canonicaljson.h"

#include <QJsonArray>

#include <map>

namespace touchstone {

namespace {

QJsonArray toArray(const QStringList &list)
{
    QJsonArray array;
    for (const QString &item : list)
        array.append(item);
    return array;
}

QJsonObject counts(const std::vector<GoldQuestion> &questions, QJsonObject *strata)
{
    std::map<QString, int> byStratum;
    int dev = 0;
    int test = 0;
    int answerable = 0;
    int spans = 0;
    int relevant = 0;
    for (const GoldQuestion &question : questions) {
        ++byStratum[question.stratum];
        dev += question.split == Split::Dev ? 1 : 0;
        test += question.split == Split::Test ? 1 : 0;
        answerable += question.answerable ? 1 : 0;
        spans += int(question.spans.size());
        for (const GoldSpan &span : question.spans)
            relevant += span.grade >= 2 ? 1 : 0;
    }
    for (const auto &[stratum, count] : byStratum)
        strata->insert(stratum, count);
    return QJsonObject{{QStringLiteral("n_queries"), int(questions.size())},
                       {QStringLiteral("n_answerable"), answerable},
                       {QStringLiteral("n_unanswerable"), int(questions.size()) - answerable},
                       {QStringLiteral("n_spans"), spans},
                       {QStringLiteral("n_relevant_spans"), relevant},
                       {QStringLiteral("splits"), QJsonObject{{QStringLiteral("dev"), dev}, {QStringLiteral("test"), test}}}};
}

QJsonObject emptyFigures()
{
    return AgreementFigures().toJson();
}

} // namespace

QString GoldManifest::toolVersion()
{
    return QStringLiteral(TOUCHSTONE_VERSION);
}

QJsonObject GoldManifest::frozenJson(const std::vector<GoldQuestion> &questions) const
{
    QJsonObject strata;
    QJsonObject manifest = counts(questions, &strata);
    QJsonArray documentArray;
    for (const Document &document : documents)
        documentArray.append(QJsonObject{{QStringLiteral("sha256"), document.sha256},
                                         {QStringLiteral("text_sha256"), document.textSha256},
                                         {QStringLiteral("pages"), document.pages}});
    QJsonArray rubricArray;
    for (const RubricRef &rubric : rubrics)
        rubricArray.append(QJsonObject{{QStringLiteral("version"), rubric.version},
                                       {QStringLiteral("sha256"), rubric.sha256}});
    const AgreementFigures *primary = agreement.primary();
    const QJsonObject figures = primary ? primary->toJson() : emptyFigures();
    const QString primaryUnits = agreement.primaryUnits();
    const QJsonObject values{
        {QStringLiteral("format"), QStringLiteral("touchstone-golden-set")},
        {QStringLiteral("format_version"), 1},
        {QStringLiteral("dataset_version"), version},
        {QStringLiteral("version_uuid"), versionUuid},
        {QStringLiteral("parent"), parent.isEmpty() ? QJsonValue() : QJsonValue(parent)},
        {QStringLiteral("built_at"), builtAt},
        {QStringLiteral("built_by"), builtBy},
        {QStringLiteral("frozen_with_tool_version"), toolVersion()},
        {QStringLiteral("corpus_digest"), corpusDigest},
        {QStringLiteral("documents"), documentArray},
        {QStringLiteral("strata"), strata},
        {QStringLiteral("split"), QJsonObject{{QStringLiteral("method"), QStringLiteral("stratified_seeded_stable")},
                                              {QStringLiteral("seed"), double(seed)},
                                              {QStringLiteral("test_fraction"), testFraction}}},
        {QStringLiteral("single_annotator_dev"),
         QJsonObject{{QStringLiteral("allowed"), allowSingleAnnotatorDev},
                     {QStringLiteral("questions"), singleAnnotatorDevQuestions}}},
        {QStringLiteral("label_type"), QStringLiteral("graded_0_3")},
        {QStringLiteral("relevance_threshold"), 2},
        {QStringLiteral("hit_rule"), QStringLiteral("any_overlap")},
        {QStringLiteral("gain"), gain},
        {QStringLiteral("annotators"), toArray(annotators)},
        {QStringLiteral("adjudicators"), toArray(adjudicators)},
        {QStringLiteral("kappa_binary"), figures.value(QStringLiteral("kappa_binary"))},
        {QStringLiteral("kappa_graded"), figures.value(QStringLiteral("kappa_graded"))},
        {QStringLiteral("alpha_ordinal"), figures.value(QStringLiteral("alpha_ordinal"))},
        {QStringLiteral("agreement_units"), primaryUnits.isEmpty() ? QJsonValue() : QJsonValue(primaryUnits)},
        {QStringLiteral("agreement"), agreement.toJson()},
        {QStringLiteral("overlap_fraction"), overlapFraction ? QJsonValue(*overlapFraction) : QJsonValue()},
        {QStringLiteral("rubric"), rubrics.empty() ? QJsonValue() : rubricArray.last()},
        {QStringLiteral("rubrics"), rubricArray},
        {QStringLiteral("content_sha256"), contentSha256},
        {QStringLiteral("changes_from_parent"),
         changesFromParent.isEmpty() ? QJsonValue() : QJsonValue(changesFromParent)},
    };
    for (auto it = values.constBegin(); it != values.constEnd(); ++it)
        manifest.insert(it.key(), it.value());
    return manifest;
}

QJsonObject GoldManifest::exportJson(const QJsonObject &frozen, const std::vector<std::pair<QString, QByteArray>> &files)
{
    QJsonObject manifest = frozen;
    QJsonObject hashes;
    for (const auto &[name, bytes] : files)
        hashes.insert(name, QJsonObject{{QStringLiteral("sha256"), CanonicalJson::sha256(bytes)},
                                        {QStringLiteral("bytes"), double(bytes.size())}});
    manifest.insert(QStringLiteral("files"), hashes);
    manifest.insert(QStringLiteral("tool_version"), toolVersion());
    return manifest;
}

} // namespace touchstone
