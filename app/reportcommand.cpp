// `touchstone report retrieval|judge`: reports as self-contained HTML, JSON
// and CSV, stored in the project's `reports` table and, with --out DIR,
// written as DIR/retrieval.{html,json,csv} or DIR/judge.{html,json,csv}.
//
//   report retrieval PROJECT RUN... [--baseline RUN] [--out DIR] [--metric M] [-k K]
//                    [--min-effect X] [--gain G] [--relevance N] [--cutoffs K,...] [--title T]
//   report judge PROJECT [--model M] [--rubric SHA] [--version V] [--out DIR] [--bins N]
//                [--max-missed-fail X] [--max-false-fail X] [--title T]
//
// Prints one line of JSON: the stored report's uuid and number (report,
// report_id; `reports show` reopens it by either), the files written, and
// for a retrieval report each comparison's gate verdict.

#include "cliio.h"
#include "commandregistry.h"
#include "evalcli.h"

#include "annotation/judgereport.h"
#include "annotation/projectstore.h"
#include "annotation/reportstore.h"
#include "annotation/retrievalreport.h"
#include "annotation/runcomparison.h"
#include "annotation/runevaluator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace touchstone {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

int storeAndWrite(const ProjectStore &store, const ReportContent &content, const QString &kind,
                  const QString &runIds, const QString &outDirectory, QJsonObject json)
{
    ReportRecord record;
    record.kind = kind;
    record.title = content.title;
    record.runIds = runIds;
    record.json = content.json;
    record.csv = content.csv;
    record.html = content.html;
    auto stored = ReportStore(store).add(record);
    if (!stored) {
        cli::printError(tr("report %1: %2").arg(kind, stored.error()));
        return cli::InputError;
    }
    json.insert(QStringLiteral("report"), stored->uuid);
    // The number `reports list` shows and `reports show` takes: without
    // --out the stored copy is the only one.
    json.insert(QStringLiteral("report_id"), stored->id);
    json.insert(QStringLiteral("title"), stored->title);
    QJsonArray files;
    if (!outDirectory.isEmpty()) {
        if (const Status written = ReportStore::writeFiles(*stored, outDirectory, kind); !written) {
            cli::printError(tr("report %1: %2").arg(kind, written.error()));
            return cli::InputError;
        }
        for (const char *suffix : {".html", ".json", ".csv"})
            files.append(QDir(outDirectory).filePath(kind + QLatin1String(suffix)));
    }
    json.insert(QStringLiteral("files"), files);
    cli::printJson(QJsonDocument(json));
    return cli::Success;
}

int runRetrieval(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("RUN"), tr("Runs to report."), QStringLiteral("RUN..."));
    parser.addOption({QStringLiteral("baseline"), tr("Compare every other run with this one."), QStringLiteral("RUN")});
    parser.addOption({QStringLiteral("out"), tr("Folder to write retrieval.html, .json and .csv to."), QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("min-effect"), tr("Minimum meaningful effect of the gate (default 0.02)."),
                      QStringLiteral("X"), QStringLiteral("0.02")});
    parser.addOption({QStringLiteral("title"), tr("Title of the report."), QStringLiteral("T")});
    cli::addEvaluationOptions(parser);
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("report retrieval"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    QStringList names = parser.positionalArguments();
    bool ok = false;
    const double minimumEffect = parser.value(QStringLiteral("min-effect")).toDouble(&ok);
    if (names.size() < 2 || !ok || minimumEffect < 0) {
        cli::printError(tr("report retrieval: expected PROJECT RUN... [--baseline RUN] [--out DIR]"));
        return cli::InputError;
    }
    auto store = cli::openProject(QStringLiteral("report retrieval"), names.takeFirst());
    if (!store)
        return cli::InputError;
    const QString baselineName = parser.value(QStringLiteral("baseline"));
    if (!baselineName.isEmpty() && !names.contains(baselineName))
        names.prepend(baselineName);
    std::vector<RunInfo> runs;
    for (const QString &name : names) {
        const auto run = cli::findRun(*store, name);
        if (!run) {
            cli::printError(tr("report retrieval: %1").arg(run.error()));
            return cli::InputError;
        }
        runs.push_back(*run);
    }
    for (const RunInfo &run : runs) {
        if (run.versionId != runs.front().versionId) {
            cli::printError(tr("report retrieval: runs %1 and %2 answer different golden-set versions (%3, %4); a "
                               "report measures its runs with one instrument")
                                .arg(runs.front().name, run.name, runs.front().version, run.version));
            return cli::InputError;
        }
    }
    const auto settings = cli::evaluationSettings(parser, *store, runs.front());
    if (!settings) {
        cli::printError(tr("report retrieval: %1").arg(settings.error()));
        return cli::InputError;
    }
    RetrievalReportInput input;
    const RunEvaluator evaluator(*store);
    QStringList runIds;
    for (const RunInfo &run : runs) {
        auto evaluation = evaluator.current(run, *settings);
        if (!evaluation) {
            cli::printError(tr("report retrieval: %1").arg(evaluation.error()));
            return cli::InputError;
        }
        if (run.name == baselineName)
            input.baseline = input.runs.size();
        input.runs.push_back(std::move(*evaluation));
        runIds << run.uuid;
    }
    QJsonArray gates;
    if (input.baseline) {
        RunComparisonOptions options;
        options.metric = settings->primaryMetric;
        options.minimumEffect = minimumEffect;
        for (size_t i = 0; i < input.runs.size(); ++i) {
            if (i == *input.baseline)
                continue;
            auto comparison = RunComparator::compare(input.runs[*input.baseline], input.runs[i], options);
            if (!comparison) {
                cli::printError(tr("report retrieval: %1").arg(comparison.error()));
                return cli::InputError;
            }
            input.comparisons.push_back(std::move(*comparison));
        }
        if (const Status corrected = RunComparator::correct(input.comparisons); !corrected) {
            cli::printError(tr("report retrieval: %1").arg(corrected.error()));
            return cli::InputError;
        }
        for (const RunComparison &comparison : input.comparisons)
            gates.append(QJsonObject{{QStringLiteral("candidate"), comparison.candidate},
                                     {QStringLiteral("verdict"), gateVerdictName(comparison.stats.gate.verdict)}});
    }
    // The default title is written into the report's JSON, which reads the
    // same in every locale (the HTML's labels are translated, this is data).
    input.title = parser.isSet(QStringLiteral("title")) ? parser.value(QStringLiteral("title"))
                                                         : QStringLiteral("Retrieval report: %1").arg(names.join(QStringLiteral(", ")));
    for (const RunEvaluation &evaluation : input.runs) {
        for (const QString &warning : evaluation.warnings)
            cli::printNotice(evaluation.runName + QStringLiteral(": ") + warning);
    }
    const ReportContent content = RetrievalReport::build(input);
    return storeAndWrite(*store, content, QStringLiteral("retrieval"), runIds.join(QLatin1Char(',')),
                         parser.value(QStringLiteral("out")), QJsonObject{{QStringLiteral("gates"), gates}});
}

int runJudge(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addOption({QStringLiteral("model"), tr("Only this judge model."), QStringLiteral("M")});
    parser.addOption({QStringLiteral("rubric"), tr("Only this rubric sha256 (“unknown”: the verdicts without one)."), QStringLiteral("SHA")});
    parser.addOption({QStringLiteral("version"), tr("Golden-set version for the human–human κ (default: newest)."),
                      QStringLiteral("V")});
    parser.addOption({QStringLiteral("out"), tr("Folder to write judge.html, .json and .csv to."), QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("bins"), tr("Reliability bins (default 10)."), QStringLiteral("N"), QStringLiteral("10")});
    parser.addOption({QStringLiteral("max-missed-fail"), tr("Escalation budget: share of FAIL answers auto-passed "
                                                            "(default 0.02)."),
                      QStringLiteral("X"), QStringLiteral("0.02")});
    parser.addOption({QStringLiteral("max-false-fail"), tr("Escalation budget: share of PASS answers auto-failed "
                                                           "(default 0.02)."),
                      QStringLiteral("X"), QStringLiteral("0.02")});
    parser.addOption({QStringLiteral("title"), tr("Title of the report."), QStringLiteral("T")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("report judge"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    JudgeReportOptions options;
    bool binsOk = false, missedOk = false, falseOk = false;
    options.judgeModel = parser.value(QStringLiteral("model"));
    options.rubricSha256 = parser.value(QStringLiteral("rubric"));
    options.version = parser.value(QStringLiteral("version"));
    options.bins = parser.value(QStringLiteral("bins")).toInt(&binsOk);
    options.budget.maxMissedFail = parser.value(QStringLiteral("max-missed-fail")).toDouble(&missedOk);
    options.budget.maxFalseFail = parser.value(QStringLiteral("max-false-fail")).toDouble(&falseOk);
    if (parser.positionalArguments().size() != 1 || !binsOk || options.bins < 1 || !missedOk || !falseOk) {
        cli::printError(tr("report judge: expected PROJECT [--model M] [--out DIR] [--bins N >= 1]"));
        return cli::InputError;
    }
    auto store = cli::openProject(QStringLiteral("report judge"), parser.positionalArguments().at(0));
    if (!store)
        return cli::InputError;
    const auto data = JudgeReport::compute(*store, options);
    if (!data) {
        cli::printError(tr("report judge: %1").arg(data.error()));
        return cli::InputError;
    }
    // Untranslated: the title is data in the report's JSON (see above).
    const QString title = parser.isSet(QStringLiteral("title"))
                              ? parser.value(QStringLiteral("title"))
                              : QStringLiteral("Judge report%1").arg(options.judgeModel.isEmpty()
                                                             ? QString()
                                                             : QStringLiteral(": ") + options.judgeModel);
    QJsonArray judges;
    for (const JudgeEvaluation &judge : data->judges)
        judges.append(QJsonObject{{QStringLiteral("judge_model"), judge.judge.judgeModel},
                                  {QStringLiteral("rubric_sha256"), judge.judge.rubricSha256.isEmpty()
                                                                        ? QJsonValue(QJsonValue::Null)
                                                                        : QJsonValue(judge.judge.rubricSha256)},
                                  {QStringLiteral("may_gate"), judge.mayGate}});
    return storeAndWrite(*store, JudgeReport::render(*data, title), QStringLiteral("judge"), QString(),
                         parser.value(QStringLiteral("out")), QJsonObject{{QStringLiteral("judges"), judges}});
}

int runReport(const QStringList &arguments)
{
    const QString kind = arguments.value(0);
    if (kind == QLatin1String("retrieval"))
        return runRetrieval(arguments.mid(1));
    if (kind == QLatin1String("judge"))
        return runJudge(arguments.mid(1));
    cli::printError(tr("report: expected retrieval or judge"));
    return cli::InputError;
}

const CommandRegistration registration({QStringLiteral("report"),
                                        QStringLiteral("report retrieval PROJECT RUN... [--baseline RUN] [--out DIR] "
                                                       "[--min-effect X] [--title T] [--gain exponential|linear] "
                                                       "[--relevance N] [--cutoffs K,...] [--metric M] [-k K] | "
                                                       "report judge PROJECT [--model M] [--rubric SHA] [--version V] "
                                                       "[--out DIR] [--bins N] [--max-missed-fail X] "
                                                       "[--max-false-fail X] [--title T]"),
                                        &runReport});

} // namespace
} // namespace touchstone
