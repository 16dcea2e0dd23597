#include "goldmanifest.h"

#include "canonicaljson.h"

#include <QJsonArray>

#include <array>
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

// The manifest's three figures and the ProjectAgreement keys they are, per
// kind of unit (DESIGN.md "Agreement units"). The top-level figures are
// always the item-level ones, the seed's κ (§3.7): (question, passage)
// items, pooled passages and highlight groups with "not marked" = 0. κ
// graded is quadratic-weighted, the usual weighting for ordinal grades,
// everywhere in Touchstone. The strict items leave out highlight groups
// only one rater marked; on tokens, "binary" is inside any highlight or not.
struct UnitKind
{
    QLatin1String name;
    std::array<QLatin1String, 3> keys; // kappa_binary, kappa_graded, alpha_ordinal
};

const std::array<QLatin1String, 3> kFigures{QLatin1String("kappa_binary"), QLatin1String("kappa_graded"),
                                            QLatin1String("alpha_ordinal")};
const UnitKind kItems{QLatin1String("items"),
                      {QLatin1String("kappa_binary"), QLatin1String("kappa_quadratic"), QLatin1String("alpha_ordinal")}};
const UnitKind kItemsStrict{QLatin1String("items_strict"),
                            {QLatin1String("kappa_binary_strict"), QLatin1String("kappa_quadratic_strict"),
                             QLatin1String("alpha_ordinal_strict")}};
const UnitKind kTokens{QLatin1String("tokens"),
                       {QLatin1String("token_kappa_binary"), QLatin1String("token_kappa_quadratic"),
                        QLatin1String("token_alpha_ordinal")}};

const AgreementNumber *findNumber(const std::vector<AgreementNumber> &numbers, QLatin1String key)
{
    for (const AgreementNumber &number : numbers) {
        if (number.key == key)
            return &number;
    }
    return nullptr;
}

QJsonValue optional(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

// One figure: the dashboard's value (null when undefined or on fewer units
// than the minimum), its interval, the units behind it and the questions
// the bootstrap resamples.
QJsonObject figureJson(const AgreementNumber *number, int questions)
{
    const bool interval = number && number->interval;
    return QJsonObject{{QStringLiteral("estimate"), optional(number ? number->value : std::nullopt)},
                       {QStringLiteral("lower"), optional(interval ? number->interval->lower : std::nullopt)},
                       {QStringLiteral("upper"), optional(interval ? number->interval->upper : std::nullopt)},
                       {QStringLiteral("units"), number ? double(number->n) : 0.0},
                       {QStringLiteral("questions"), questions},
                       {QStringLiteral("status"),
                        agreementStatusKey(number ? number->status : AgreementStatus::Undefined)}};
}

QJsonObject figureWithStrata(const AgreementDashboard &dashboard, QLatin1String key)
{
    QJsonObject figure = figureJson(findNumber(dashboard.overall, key), dashboard.questions);
    QJsonObject strata;
    for (const AgreementStratumNumbers &stratum : dashboard.strata)
        strata.insert(stratum.stratum, figureJson(findNumber(stratum.numbers, key), stratum.questions));
    figure.insert(QStringLiteral("by_stratum"), strata);
    return figure;
}

QJsonObject unitFigures(const AgreementDashboard &dashboard, const UnitKind &kind)
{
    QJsonObject figures;
    for (size_t i = 0; i < kFigures.size(); ++i)
        figures.insert(kFigures[i], figureWithStrata(dashboard, kind.keys[i]));
    return figures;
}

QJsonObject methodJson(const AgreementOptions &options)
{
    QJsonObject measures;
    for (const UnitKind *kind : {&kItems, &kItemsStrict, &kTokens}) {
        QJsonObject keys;
        for (size_t i = 0; i < kFigures.size(); ++i)
            keys.insert(kFigures[i], kind->keys[i]);
        measures.insert(kind->name, keys);
    }
    return QJsonObject{
        {QStringLiteral("source"), QStringLiteral("touchstone agreement PROJECT --json")},
        {QStringLiteral("measures"), measures},
        {QStringLiteral("binary_threshold"), 2},
        {QStringLiteral("token_binary"), QStringLiteral("inside_any_highlight")},
        {QStringLiteral("kappa_graded_weights"), QStringLiteral("quadratic")},
        {QStringLiteral("not_marked"), QStringLiteral("grade_0")},
        {QStringLiteral("raters"), QStringLiteral("annotators")},
        {QStringLiteral("kappa_more_than_two_annotators"), QStringLiteral("mean_pairwise_cohen")},
        {QStringLiteral("alpha_level"), QStringLiteral("ordinal")},
        {QStringLiteral("token_units"), QStringLiteral("icu_word_boundaries")},
        {QStringLiteral("min_units"), options.minUnits},
        {QStringLiteral("interval"),
         QJsonObject{{QStringLiteral("method"), QStringLiteral("percentile_bootstrap")},
                     {QStringLiteral("resampling_unit"), QStringLiteral("question")},
                     {QStringLiteral("resamples"), options.resamples},
                     {QStringLiteral("confidence"), options.confidence},
                     {QStringLiteral("seed"), double(options.seed)}}}};
}

// Which unit each figure counts, and how many items there were.
QJsonObject unitsJson(const AgreementDashboard &dashboard)
{
    return QJsonObject{{QStringLiteral("kappa_binary"), kItems.name},
                       {QStringLiteral("kappa_graded"), kItems.name},
                       {QStringLiteral("alpha_ordinal"), kItems.name},
                       {QStringLiteral("items"), double(dashboard.items)},
                       {QStringLiteral("pooled_passages"), double(dashboard.passageUnits)},
                       {QStringLiteral("highlight_groups"), double(dashboard.highlightItems)},
                       {QStringLiteral("marked_by_one_rater"), double(dashboard.singleMarkedItems)},
                       {QStringLiteral("tokens"), double(dashboard.tokens)}};
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
    for (const Document &document : documents) {
        QJsonObject entry{{QStringLiteral("sha256"), document.sha256},
                          {QStringLiteral("text_sha256"), document.textSha256},
                          {QStringLiteral("pages"), document.pages}};
        if (!document.fileName.isEmpty())
            entry.insert(QStringLiteral("file_name"), document.fileName);
        documentArray.append(entry);
    }
    QJsonArray rubricArray;
    for (const RubricRef &rubric : rubrics)
        rubricArray.append(QJsonObject{{QStringLiteral("version"), rubric.version},
                                       {QStringLiteral("sha256"), rubric.sha256}});
    const QJsonObject figures = unitFigures(agreement, kItems);
    const QJsonObject agreementObject{{QStringLiteral("method"), methodJson(agreement.options)},
                                      {kItems.name, figures},
                                      {kItemsStrict.name, unitFigures(agreement, kItemsStrict)},
                                      {kTokens.name, unitFigures(agreement, kTokens)}};
    const QJsonObject values{
        {QStringLiteral("format"), QStringLiteral("touchstone-golden-set")},
        {QStringLiteral("format_version"), kFormatVersion},
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
        {QStringLiteral("kappa_graded_weights"), QStringLiteral("quadratic")},
        {QStringLiteral("alpha_ordinal"), figures.value(QStringLiteral("alpha_ordinal"))},
        {QStringLiteral("agreement_units"), unitsJson(agreement)},
        {QStringLiteral("agreement"), agreementObject},
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
    // The files are this tool's: a version frozen under format 2 exports
    // format-3 annotations, so the export says 3.
    manifest.insert(QStringLiteral("format_version"), kFormatVersion);
    return manifest;
}

} // namespace touchstone
