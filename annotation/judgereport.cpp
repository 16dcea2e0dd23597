#include "judgereport.h"

#include "goldsetloader.h"
#include "metrics/cohenkappa.h"
#include "metrics/ratingsmatrix.h"
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

HumanAgreement fromJudgments(const ProjectStore &store)
{
    // Coder rows rather than RatingsMatrix::fromJudgments: metrics/ and
    // annotation/ each declare a touchstone::Judgment, and a translation
    // unit of this library must not instantiate code for the other one.
    HumanAgreement human;
    human.source = QStringLiteral("none");
    QHash<qint64, int> unitIndex;
    QHash<QString, int> coderIndex;
    std::vector<std::vector<std::optional<int>>> rows;
    QSqlQuery query(store.database());
    query.exec(QStringLiteral("SELECT j.passage_id, a.name, j.grade FROM judgments j JOIN annotators a ON a.id = "
                              "j.annotator_id WHERE j.kind = 'passage' AND j.passage_id IN (SELECT passage_id FROM "
                              "judgments WHERE kind = 'passage' GROUP BY passage_id HAVING count(*) >= 2) "
                              "ORDER BY j.passage_id, a.name"));
    while (query.next()) {
        const qint64 passage = query.value(0).toLongLong();
        const QString coder = query.value(1).toString();
        if (!unitIndex.contains(passage)) {
            unitIndex.insert(passage, int(unitIndex.size()));
            for (auto &row : rows)
                row.emplace_back();
        }
        if (!coderIndex.contains(coder)) {
            coderIndex.insert(coder, int(rows.size()));
            rows.emplace_back(size_t(unitIndex.size()));
        }
        rows[size_t(coderIndex.value(coder))][size_t(unitIndex.value(passage))] = query.value(2).toInt();
    }
    if (rows.empty())
        return human;
    const auto matrix = RatingsMatrix::fromCoderRows(rows, {0, 1, 2, 3});
    if (!matrix)
        return human;
    double sum = 0.0;
    int pairs = 0;
    for (int a = 0; a < matrix->coderCount(); ++a) {
        for (int b = a + 1; b < matrix->coderCount(); ++b) {
            const AgreementResult pair = CohenKappa::computeBinary(*matrix, a, b, 2);
            if (pair.value && pair.n > 0) {
                sum += *pair.value;
                ++pairs;
            }
        }
    }
    human.source = QStringLiteral("judgments");
    human.units = matrix->unitCount();
    if (pairs > 0)
        human.estimate = sum / pairs;
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
        const QJsonValue kappa = ref->manifest.value(QStringLiteral("kappa_binary"));
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
        if ((options.judgeModel.isEmpty() || judge.judgeModel == options.judgeModel)
            && (options.rubricSha256.isEmpty() || judge.rubricSha256 == options.rubricSha256))
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
