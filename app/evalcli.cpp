#include "evalcli.h"

#include "cliio.h"

#include "annotation/goldsetloader.h"
#include "annotation/projectstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace touchstone::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

} // namespace

std::unique_ptr<ProjectStore> openProject(const QString &command, const QString &folder, ProjectStore::Access access)
{
    auto store = ProjectStore::open(folder, access);
    if (!store) {
        printError(command + QStringLiteral(": ") + store.error());
        return nullptr;
    }
    return std::move(*store);
}

void addEvaluationOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("gain"), tr("nDCG gain: exponential (2^g − 1) or linear (g); default: the golden "
                                                 "set's manifest, else exponential."),
                      QStringLiteral("G")});
    parser.addOption({QStringLiteral("relevance"), tr("Lowest grade that counts as relevant (default 2)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("cutoffs"), tr("Cutoffs k, comma-separated (default 1,5,10,20)."),
                      QStringLiteral("K,...")});
    parser.addOption({QStringLiteral("metric"), tr("Metric: recall, precision, success, mrr, ndcg, judged (at "
                                                   "-k), map, bpref, or a full name such as ndcg@10 (default ndcg)."),
                      QStringLiteral("M")});
    parser.addOption({QStringLiteral("k"), tr("Cutoff of the metric (default 10)."), QStringLiteral("K")});
}

Result<EvaluationSettings> evaluationSettings(const QCommandLineParser &parser, const ProjectStore &store,
                                              const RunInfo &run)
{
    using R = Result<EvaluationSettings>;
    EvaluationSettings settings;
    QString gain = parser.value(QStringLiteral("gain"));
    if (gain.isEmpty()) {
        const auto version = GoldSetLoader(store).versionById(run.versionId);
        gain = version ? version->manifest.value(QStringLiteral("gain")).toString(QStringLiteral("exponential"))
                       : QStringLiteral("exponential");
    }
    if (gain == QLatin1String("exponential"))
        settings.gain = GainFunction::Exponential;
    else if (gain == QLatin1String("linear"))
        settings.gain = GainFunction::Linear;
    else
        return R::failure(tr("--gain must be exponential or linear, not “%1”").arg(gain));
    if (parser.isSet(QStringLiteral("relevance"))) {
        bool ok = false;
        settings.relevanceLevel = parser.value(QStringLiteral("relevance")).toInt(&ok);
        if (!ok || settings.relevanceLevel < 1 || settings.relevanceLevel > 3)
            return R::failure(tr("--relevance must be 1, 2 or 3"));
    }
    if (parser.isSet(QStringLiteral("cutoffs"))) {
        settings.cutoffs.clear();
        for (const QString &part : parser.value(QStringLiteral("cutoffs")).split(QLatin1Char(','))) {
            bool ok = false;
            const long k = part.trimmed().toLong(&ok);
            if (!ok || k <= 0)
                return R::failure(tr("--cutoffs takes positive integers separated by commas"));
            settings.cutoffs.push_back(k);
        }
    }
    QString metric = parser.value(QStringLiteral("metric"));
    if (metric.isEmpty())
        metric = QStringLiteral("ndcg");
    long k = 10;
    if (parser.isSet(QStringLiteral("k"))) {
        bool ok = false;
        k = parser.value(QStringLiteral("k")).toLong(&ok);
        if (!ok || k <= 0)
            return R::failure(tr("-k must be a positive integer"));
    }
    if (metric.contains(QLatin1Char('@'))) {
        bool ok = false;
        k = metric.section(QLatin1Char('@'), 1).toLong(&ok);
        if (!ok || k <= 0)
            return R::failure(tr("unknown metric “%1”").arg(metric));
        metric = metric.section(QLatin1Char('@'), 0, 0);
    }
    const QStringList atK{QStringLiteral("recall"), QStringLiteral("precision"), QStringLiteral("success"),
                          QStringLiteral("mrr"), QStringLiteral("ndcg"), QStringLiteral("judged")};
    if (metric == QLatin1String("map") || metric == QLatin1String("bpref")) {
        settings.primaryMetric = metric;
    } else if (atK.contains(metric)) {
        settings.primaryMetric = metric + QLatin1Char('@') + QString::number(k);
        settings.cutoffs.push_back(k);
    } else {
        return R::failure(tr("unknown metric “%1” (recall, precision, success, mrr, ndcg, judged, map, bpref)")
                              .arg(metric));
    }
    settings.normalize();
    return settings;
}

Result<RunInfo> findRun(const ProjectStore &store, const QString &name)
{
    const auto run = RunStore(store).byName(name);
    if (!run)
        return Result<RunInfo>::failure(tr("no run named “%1” in this project").arg(name));
    return *run;
}

} // namespace touchstone::cli
