#include "judgereport.h"

#include "goldsetloader.h"
#include "projectagreement.h"
#include "projectlabels.h"
#include "projectstore.h"
#include "reportjson.h"

#include <QCryptographicHash>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>

#include <algorithm>

namespace touchstone {

namespace {

std::optional<double> jsonNumber(const QJsonValue &value)
{
    return value.isDouble() ? std::optional<double>(value.toDouble()) : std::nullopt;
}

// The human–human ceiling from the labels themselves: the dashboard's
// item-level kappa_binary (ProjectAgreement: annotators only, pooled
// passages and highlight groups), shown at any n, since the report prints
// the n beside it.
HumanAgreement fromJudgments(const ProjectStore &store)
{
    HumanAgreement human;
    human.source = QStringLiteral("none");
    ProjectLabels labels;
    labels.setLoadingTexts(false);
    if (!labels.load(store))
        return human;
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    AgreementOptions options;
    options.minUnits = 0;
    const AgreementDashboard dashboard = agreement.compute({}, options);
    const AgreementNumber *kappa = dashboard.find(QStringLiteral("kappa_binary"));
    if (!kappa || dashboard.items == 0)
        return human;
    human.source = QStringLiteral("judgments");
    human.units = double(kappa->n);
    human.estimate = kappa->computed;
    if (kappa->interval) {
        human.lower = kappa->interval->lower;
        human.upper = kappa->interval->upper;
    }
    return human;
}

// Fixed halves: items ordered by the sha256 of their ids, alternately.
void assignSplit(std::vector<JudgeReportItem> &items)
{
    std::vector<std::pair<QByteArray, size_t>> keys;
    for (size_t i = 0; i < items.size(); ++i) {
        const QByteArray id = (items[i].questionUuid + QChar(0x1f) + items[i].answerId).toUtf8();
        keys.emplace_back(QCryptographicHash::hash(id, QCryptographicHash::Sha256), i);
    }
    std::sort(keys.begin(), keys.end());
    for (size_t rank = 0; rank < keys.size(); ++rank)
        items[keys[rank].second].fitSplit = rank % 2 == 0;
}

void escalation(JudgeEvaluation &evaluation, const JudgeReportOptions &options)
{
    std::vector<double> fitP, reportP;
    std::vector<HumanLabel> fitY, reportY;
    for (const JudgeReportItem &item : evaluation.items) {
        if (!item.probability)
            continue;
        (item.fitSplit ? fitP : reportP).push_back(*item.probability);
        (item.fitSplit ? fitY : reportY).push_back(item.human);
    }
    evaluation.fitItems = int(fitP.size());
    evaluation.reportItems = int(reportP.size());
    if (fitP.empty() || reportP.empty())
        return;
    const auto band = pickEscalationBand(fitP, fitY, options.budget);
    if (!band)
        return;
    evaluation.band = *band;
    if (auto outcome = applyEscalationBand(*band, reportP, reportY))
        evaluation.escalation = *outcome;
}

} // namespace

HumanAgreement JudgeReport::humanAgreement(const ProjectStore &store, const QString &version)
{
    const GoldSetLoader loader(store);
    const auto ref = version.isEmpty() ? loader.newest() : loader.version(version);
    if (ref) {
        // Format 1 put token-level κ under kappa_binary when no pooled
        // passage was shared: not the seed's ceiling, so not used.
        const bool tokens = ref->manifest.value(QStringLiteral("agreement_units")).toString() == QLatin1String("tokens");
        const QJsonValue kappa = tokens ? QJsonValue() : ref->manifest.value(QStringLiteral("kappa_binary"));
        HumanAgreement human;
        human.version = ref->version;
        human.source = QStringLiteral("manifest");
        if (kappa.isObject()) {
            const QJsonObject figure = kappa.toObject();
            human.estimate = jsonNumber(figure.value(QStringLiteral("estimate")));
            human.lower = jsonNumber(figure.value(QStringLiteral("lower")));
            human.upper = jsonNumber(figure.value(QStringLiteral("upper")));
            human.units = figure.value(QStringLiteral("units")).toDouble();
        } else {
            human.estimate = jsonNumber(kappa);
        }
        if (human.estimate)
            return human;
    }
    return fromJudgments(store);
}

JudgeEvaluation JudgeReport::evaluate(const JudgeIdentity &judge, std::vector<JudgeReportItem> items,
                                      const JudgeReportOptions &options)
{
    JudgeEvaluation evaluation;
    evaluation.judge = judge;
    assignSplit(items);
    evaluation.items = std::move(items);
    std::vector<JudgedItem> judged;
    std::vector<double> probabilities;
    std::vector<HumanLabel> labels;
    for (const JudgeReportItem &item : evaluation.items) {
        judged.push_back({item.human, item.judge});
        if (item.probability) {
            probabilities.push_back(*item.probability);
            labels.push_back(item.human);
        }
    }
    evaluation.agreement = judgeAgreement(judged);
    evaluation.kappaInterval = Bootstrap::interval(
        int(judged.size()),
        [&](const std::vector<int> &drawn) {
            std::vector<JudgedItem> sample;
            sample.reserve(drawn.size());
            for (const int i : drawn)
                sample.push_back(judged[size_t(i)]);
            return judgeAgreement(sample).kappa;
        },
        options.interval);
    evaluation.withProbability = int(probabilities.size());
    if (!probabilities.empty()) {
        if (auto reliability = judgeReliability(probabilities, labels, options.bins))
            evaluation.reliability = *reliability;
    }
    escalation(evaluation, options);
    const JudgeAgreement &a = evaluation.agreement;
    evaluation.mayGate = a.kappa && *a.kappa >= kJudgeKappaGate && a.fail.recall
                         && *a.fail.recall >= kJudgeFailRecallGate;
    return evaluation;
}

Result<JudgeReportData> JudgeReport::compute(const ProjectStore &store, const JudgeReportOptions &options)
{
    using R = Result<JudgeReportData>;
    const JudgeVerdictStore verdicts(store);
    JudgeReportData data;
    data.options = options;
    QHash<QString, HumanLabel> human;
    for (const HumanVerdictRecord &record : verdicts.humanVerdicts())
        human.insert(record.questionUuid + QChar(0x1f) + record.answerId, record.label);
    data.humanLabels = int(human.size());
    std::vector<JudgeIdentity> judges;
    for (const JudgeIdentity &judge : verdicts.judges()) {
        const bool rubric = options.rubricSha256.isEmpty() || judge.rubricSha256 == options.rubricSha256
                            || (options.rubricSha256 == QLatin1String("unknown") && judge.rubricSha256.isEmpty());
        if ((options.judgeModel.isEmpty() || judge.judgeModel == options.judgeModel) && rubric)
            judges.push_back(judge);
    }
    if (judges.empty())
        return R::failure(options.judgeModel.isEmpty()
                              ? tr("no judge verdicts in this project (touchstone judges import)")
                              : tr("no verdicts of judge “%1” in this project").arg(options.judgeModel));
    if (human.isEmpty())
        return R::failure(tr("no human labels to check the judge against (touchstone judges calibration)"));
    for (const JudgeIdentity &judge : judges) {
        std::vector<JudgeReportItem> items;
        int unlabeled = 0;
        QSet<QString> answered;
        for (const JudgeVerdictRecord &record : verdicts.verdicts(judge.judgeModel, judge.rubricSha256)) {
            const QString key = record.questionUuid + QChar(0x1f) + record.answerId;
            answered.insert(key);
            const auto label = human.constFind(key);
            if (label == human.cend()) {
                ++unlabeled;
                continue;
            }
            items.push_back({record.questionId, record.questionUuid, record.answerId, label.value(), record.verdict,
                             record.probability, false});
        }
        JudgeEvaluation evaluation = evaluate(judge, std::move(items), options);
        evaluation.unlabeledVerdicts = unlabeled;
        for (auto it = human.cbegin(); it != human.cend(); ++it)
            evaluation.labelsWithoutVerdict += answered.contains(it.key()) ? 0 : 1;
        data.judges.push_back(std::move(evaluation));
    }
    data.human = humanAgreement(store, options.version);
    return data;
}

} // namespace touchstone
