// `touchstone runs import|list|holes|remove`: eval runs of a project.
//
//   runs import PROJECT FILE --name NAME --version V [--config FILE]
//   runs list PROJECT
//   runs holes PROJECT RUN [-k 10] [--queue]
//   runs remove PROJECT RUN
//
// import reads a TREC or JSONL run (annotation/runfile.h), stores it in one
// transaction against the frozen version, evaluates it with the default
// settings and prints one line of JSON. holes lists the unjudged items in
// the top k and with --queue queues them in passage mode as "pool:<run>".

#include "cliio.h"
#include "commandregistry.h"
#include "evalcli.h"

#include "annotation/documentstore.h"
#include "annotation/projectstore.h"
#include "annotation/retrievalreport.h"
#include "annotation/runevaluator.h"
#include "annotation/runimporter.h"
#include "metrics/numberformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace touchstone {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

QJsonValue number(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject headline(const RunEvaluation &evaluation)
{
    const auto mean = [&](const QString &name) {
        const int c = evaluation.metricIndex(name);
        return c >= 0 ? number(evaluation.overall.metrics[size_t(c)].mean) : QJsonValue(QJsonValue::Null);
    };
    QJsonObject metrics;
    for (const QString &name : {QStringLiteral("recall@10"), QStringLiteral("precision@10"), QStringLiteral("success@10"),
                                QStringLiteral("mrr@10"), QStringLiteral("ndcg@10"), QStringLiteral("map"),
                                QStringLiteral("bpref"), QStringLiteral("judged@10")})
        metrics.insert(name, mean(name));
    return QJsonObject{{QStringLiteral("settings"), evaluation.settings.key()},
                       {QStringLiteral("answerable"), evaluation.overall.answerable},
                       {QStringLiteral("unanswerable"), evaluation.overall.unanswerable},
                       {QStringLiteral("means"), metrics},
                       {QStringLiteral("judged_warning"), evaluation.overall.judgedWarning}};
}

int runImport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("A TREC run file or a JSONL run."));
    parser.addOption({QStringLiteral("name"), tr("Name of the run (unique in the project)."), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("version"), tr("The frozen golden-set version the run answers."), QStringLiteral("V")});
    parser.addOption({QStringLiteral("config"), tr("JSON file with the run's configuration."), QStringLiteral("FILE")});
    cli::addEvaluationOptions(parser);
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("runs import"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || !parser.isSet(QStringLiteral("name")) || !parser.isSet(QStringLiteral("version"))) {
        cli::printError(tr("runs import: expected PROJECT FILE --name NAME --version V"));
        return cli::InputError;
    }
    auto store = cli::openProject(QStringLiteral("runs import"), positional.at(0));
    if (!store)
        return cli::InputError;
    RunImportOptions options{parser.value(QStringLiteral("name")), parser.value(QStringLiteral("version")),
                             parser.value(QStringLiteral("config"))};
    auto report = RunImporter(*store).import(positional.at(1), options);
    if (!report) {
        cli::printError(tr("runs import: %1").arg(report.error()));
        return cli::InputError;
    }
    if (report->alreadyPresent) {
        cli::printNotice(tr("runs import: run “%1” is in the project already with the same file, version and "
                            "configuration; nothing imported")
                             .arg(report->run.name));
        cli::printJson(QJsonDocument(QJsonObject{{QStringLiteral("run"), report->run.name},
                                                 {QStringLiteral("uuid"), report->run.uuid},
                                                 {QStringLiteral("version"), report->run.version},
                                                 {QStringLiteral("items"), report->run.itemCount},
                                                 {QStringLiteral("file_sha256"), report->run.fileSha256},
                                                 {QStringLiteral("config_sha256"), report->run.configSha256},
                                                 {QStringLiteral("already_present"), true}}));
        return cli::Success;
    }
    for (const QString &warning : report->warnings)
        cli::printWarning(warning);
    QJsonObject json{{QStringLiteral("run"), report->run.name},
                     {QStringLiteral("already_present"), false},
                     {QStringLiteral("uuid"), report->run.uuid},
                     {QStringLiteral("version"), report->run.version},
                     {QStringLiteral("format"), runFormatKey(report->run.format)},
                     {QStringLiteral("level"), runLevelKey(report->run.level)},
                     {QStringLiteral("items"), report->run.itemCount},
                     {QStringLiteral("questions"), report->run.questionCount},
                     {QStringLiteral("questions_with_results"), report->questionsWithResults},
                     {QStringLiteral("has_prererank"), report->run.hasPrererank},
                     {QStringLiteral("anchored_from_text"), report->anchoredFromText},
                     {QStringLiteral("file_sha256"), report->run.fileSha256},
                     {QStringLiteral("config_sha256"), report->run.configSha256}};
    const auto settings = cli::evaluationSettings(parser, *store, report->run);
    if (!settings) {
        cli::printError(tr("runs import: %1").arg(settings.error()));
        return cli::InputError;
    }
    const RunEvaluator evaluator(*store);
    auto evaluation = evaluator.evaluate(report->run, report->lists, *settings);
    if (!evaluation || !evaluator.store(*evaluation)) {
        cli::printError(tr("runs import: the run is stored, but its evaluation failed: %1")
                            .arg(evaluation ? tr("cannot store it") : evaluation.error()));
        return cli::InputError;
    }
    for (const QString &warning : evaluation->warnings)
        cli::printWarning(warning);
    json.insert(QStringLiteral("evaluation"), headline(*evaluation));
    cli::printJson(QJsonDocument(json));
    return cli::Success;
}

int runList(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("runs list"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 1) {
        cli::printError(tr("runs list: expected PROJECT"));
        return cli::InputError;
    }
    auto store = cli::openProject(QStringLiteral("runs list"), parser.positionalArguments().at(0),
                                  ProjectStore::Access::ReadWriteOrReadOnly);
    if (!store)
        return cli::InputError;
    QJsonArray runs;
    for (const RunListEntry &entry : RunStore(*store).list()) {
        runs.append(QJsonObject{{QStringLiteral("name"), entry.run.name},
                                {QStringLiteral("version"), entry.run.version},
                                {QStringLiteral("level"), runLevelKey(entry.run.level)},
                                {QStringLiteral("items"), entry.run.itemCount},
                                {QStringLiteral("imported_at"), entry.run.importedAt.toString(Qt::ISODate)},
                                {QStringLiteral("settings"), entry.settings},
                                {QStringLiteral("primary_metric"), entry.primaryMetric},
                                {QStringLiteral("primary"), number(entry.primary)},
                                {QStringLiteral("recall@10"), number(entry.recallAt10)},
                                {QStringLiteral("judged@10"), number(entry.judgedAt10)},
                                {QStringLiteral("judged_warning"), entry.judgedWarning}});
    }
    cli::printJson(QJsonDocument(QJsonObject{{QStringLiteral("runs"), runs}}));
    return cli::Success;
}

int runHoles(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("RUN"), tr("The run's name."));
    parser.addOption({QStringLiteral("k"), tr("Depth of the top looked at (default 10)."), QStringLiteral("K"),
                      QStringLiteral("10")});
    parser.addOption({QStringLiteral("queue"), tr("Queue the unjudged passages for judging in passage mode.")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("runs holes"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    bool ok = false;
    const int k = parser.value(QStringLiteral("k")).toInt(&ok);
    if (positional.size() != 2 || !ok || k <= 0) {
        cli::printError(tr("runs holes: expected PROJECT RUN [-k K] with K a positive integer"));
        return cli::InputError;
    }
    auto store = cli::openProject(QStringLiteral("runs holes"), positional.at(0));
    if (!store)
        return cli::InputError;
    const auto run = cli::findRun(*store, positional.at(1));
    if (!run) {
        cli::printError(tr("runs holes: %1").arg(run.error()));
        return cli::InputError;
    }
    const RunEvaluator evaluator(*store);
    const auto holes = evaluator.holes(*run, k);
    if (!holes) {
        cli::printError(tr("runs holes: %1").arg(holes.error()));
        return cli::InputError;
    }
    const DocumentStore documents(*store);
    std::map<qint64, QString> shas;
    QJsonArray list;
    int unjudged = 0;
    for (const RunHole &hole : *holes) {
        if (!shas.count(hole.documentId)) {
            const auto document = documents.document(hole.documentId);
            shas[hole.documentId] = document ? document->sha256 : QString();
        }
        unjudged += hole.status == HitStatus::Unjudged ? 1 : 0;
        QJsonObject entry{{QStringLiteral("question_id"), hole.externalId},
                          {QStringLiteral("stage"), runStageKey(hole.stage)},
                          {QStringLiteral("rank"), hole.rank},
                          {QStringLiteral("document_sha256"), shas[hole.documentId]},
                          {QStringLiteral("status"), hitStatusKey(hole.status)}};
        if (hole.start >= 0) {
            entry.insert(QStringLiteral("start"), hole.start);
            entry.insert(QStringLiteral("end"), hole.end);
        }
        list.append(entry);
    }
    QJsonObject json{{QStringLiteral("run"), run->name}, {QStringLiteral("k"), k}, {QStringLiteral("holes"), list},
                     {QStringLiteral("unjudged"), unjudged},
                     {QStringLiteral("pending"), int(holes->size()) - unjudged}};
    if (parser.isSet(QStringLiteral("queue"))) {
        const auto queued = evaluator.queueHoles(*run, *holes);
        if (!queued) {
            cli::printError(tr("runs holes: %1").arg(queued.error()));
            return cli::InputError;
        }
        for (const QString &line : queued->skipped)
            cli::printNotice(line);
        json.insert(QStringLiteral("queued"), queued->queued);
        json.insert(QStringLiteral("already_queued"), queued->already);
        json.insert(QStringLiteral("skipped"), queued->skipped.size());
        json.insert(QStringLiteral("source"), QStringLiteral("pool:") + run->name);
    }
    cli::printJson(QJsonDocument(json));
    return cli::Success;
}

int runRemove(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("RUN"), tr("The run's name."));
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("runs remove"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 2) {
        cli::printError(tr("runs remove: expected PROJECT RUN"));
        return cli::InputError;
    }
    auto store = cli::openProject(QStringLiteral("runs remove"), parser.positionalArguments().at(0));
    if (!store)
        return cli::InputError;
    const auto run = cli::findRun(*store, parser.positionalArguments().at(1));
    if (!run) {
        cli::printError(tr("runs remove: %1").arg(run.error()));
        return cli::InputError;
    }
    if (const Status removed = RunStore(*store).remove(run->id); !removed) {
        cli::printError(tr("runs remove: %1").arg(removed.error()));
        return cli::InputError;
    }
    cli::printNotice(tr("Removed run %1").arg(run->name));
    return cli::Success;
}

int runRuns(const QStringList &arguments)
{
    const QString verb = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    if (verb == QLatin1String("import"))
        return runImport(rest);
    if (verb == QLatin1String("list"))
        return runList(rest);
    if (verb == QLatin1String("holes"))
        return runHoles(rest);
    if (verb == QLatin1String("remove"))
        return runRemove(rest);
    cli::printError(tr("runs: expected import, list, holes or remove"));
    return cli::InputError;
}

const CommandRegistration registration({QStringLiteral("runs"),
                                        QStringLiteral("runs import PROJECT FILE --name N --version V [--config F] "
                                                       "[--gain exponential|linear] [--relevance N] [--cutoffs K,...] "
                                                       "[--metric M] [-k K] | "
                                                       "runs list PROJECT | runs holes PROJECT RUN [-k K] [--queue] | "
                                                       "runs remove PROJECT RUN"),
                                        &runRuns});

} // namespace
} // namespace touchstone
