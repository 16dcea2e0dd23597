// `touchstone reports list|show`: the reports a project keeps (every
// `report` command and the run browser store theirs), listed and reopened
// exactly as they were written.
//
//   reports list PROJECT [--json]
//   reports show PROJECT ID [--out DIR]
//
// ID is the number `reports list` shows (and `report` prints as report_id)
// or the report's uuid. show without --out prints the stored JSON rendering
// on stdout; with --out it writes DIR/<kind>.{html,json,csv} as `report
// --out` does, through the same output-path checks.

#include "cliio.h"
#include "commandregistry.h"
#include "evalcli.h"

#include "annotation/projectstore.h"
#include "annotation/reportstore.h"
#include "annotation/runstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace touchstone {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

struct ReportRun
{
    QString uuid;
    QString name; // empty when the run was removed since (the report keeps its copy)
};

std::vector<ReportRun> reportRuns(const ReportRecord &report, const QHash<QString, QString> &runNames)
{
    std::vector<ReportRun> runs;
    for (const QString &uuid : report.runIds.split(QLatin1Char(','), Qt::SkipEmptyParts))
        runs.push_back({uuid, runNames.value(uuid)});
    return runs;
}

QJsonObject listEntry(const ReportRecord &report, const std::vector<ReportRun> &runs)
{
    QJsonArray runArray;
    for (const ReportRun &run : runs)
        runArray.append(
            QJsonObject{{QStringLiteral("uuid"), run.uuid},
                        {QStringLiteral("name"), run.name.isEmpty() ? QJsonValue() : QJsonValue(run.name)}});
    return QJsonObject{{QStringLiteral("id"), report.id},
                       {QStringLiteral("uuid"), report.uuid},
                       {QStringLiteral("kind"), report.kind},
                       {QStringLiteral("title"), report.title},
                       {QStringLiteral("created_at"), report.createdAt.toString(Qt::ISODateWithMs)},
                       {QStringLiteral("runs"), runArray},
                       {QStringLiteral("bytes"), report.storedBytes}};
}

QString sizeText(qint64 bytes)
{
    if (bytes < 1024)
        return tr("%1 B").arg(bytes);
    if (bytes < 1024 * 1024)
        return tr("%1 KiB").arg(QString::number(double(bytes) / 1024.0, 'f', 1));
    return tr("%1 MiB").arg(QString::number(double(bytes) / (1024.0 * 1024.0), 'f', 1));
}

int runList(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of a table.")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("reports list"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 1) {
        cli::printError(tr("reports list: expected PROJECT"));
        return cli::InputError;
    }
    auto store = cli::openProject(QStringLiteral("reports list"), parser.positionalArguments().at(0),
                                  ProjectStore::Access::ReadWriteOrReadOnly);
    if (!store)
        return cli::InputError;
    QHash<QString, QString> runNames;
    for (const RunInfo &run : RunStore(*store).runs())
        runNames.insert(run.uuid, run.name);
    const std::vector<ReportRecord> reports = ReportStore(*store).list();
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const ReportRecord &report : reports)
            array.append(listEntry(report, reportRuns(report, runNames)));
        cli::printJson(QJsonDocument(QJsonObject{{QStringLiteral("reports"), array}}));
        return cli::Success;
    }
    if (reports.empty()) {
        cli::printOut(tr("no stored reports (touchstone report retrieval|judge makes one)").toUtf8() + '\n');
        return cli::Success;
    }
    QByteArray text;
    for (const ReportRecord &report : reports) {
        QStringList names;
        for (const ReportRun &run : reportRuns(report, runNames))
            names << (run.name.isEmpty() ? tr("%1 (removed)").arg(run.uuid.left(8)) : run.name);
        const QString runs = names.isEmpty() ? QStringLiteral("-") : names.join(QStringLiteral(", "));
        // Tab-separated, so that a script can cut a column out of it.
        text += QStringList{QString::number(report.id), report.kind,        report.createdAt.toString(Qt::ISODate),
                            cli::oneLine(report.title), cli::oneLine(runs), sizeText(report.storedBytes)}
                    .join(QLatin1Char('\t'))
                    .toUtf8()
            + '\n';
    }
    cli::printOut(text);
    return cli::Success;
}

int runShow(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("ID"), tr("The report's number (reports list) or uuid."));
    parser.addOption({QStringLiteral("out"),
                      tr("Folder to write the report's .html, .json and .csv to (named by its "
                         "kind, as report --out names them)."),
                      QStringLiteral("DIR")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("reports show"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        cli::printError(tr("reports show: expected PROJECT ID [--out DIR]"));
        return cli::InputError;
    }
    auto store =
        cli::openProject(QStringLiteral("reports show"), positional.at(0), ProjectStore::Access::ReadWriteOrReadOnly);
    if (!store)
        return cli::InputError;
    const QString id = positional.at(1);
    const ReportStore reports(*store);
    bool isNumber = false;
    const qint64 number = id.toLongLong(&isNumber);
    const auto report = isNumber ? reports.byId(number) : reports.byUuid(id);
    if (!report) {
        cli::printError(
            tr("reports show: %1: no report “%2” (touchstone reports list %1 lists them)").arg(positional.at(0), id));
        return cli::InputError;
    }
    const QString out = parser.value(QStringLiteral("out"));
    if (out.isEmpty()) {
        cli::printOut(report->json.endsWith('\n') ? report->json : report->json + '\n');
        return cli::Success;
    }
    if (const Status written = ReportStore::writeFiles(*report, out, report->kind); !written) {
        cli::printError(tr("reports show: %1").arg(written.error()));
        return cli::InputError;
    }
    QJsonArray files;
    for (const char *suffix : {".html", ".json", ".csv"})
        files.append(QDir(out).filePath(report->kind + QLatin1String(suffix)));
    cli::printJson(QJsonDocument(QJsonObject{{QStringLiteral("report"), report->uuid},
                                             {QStringLiteral("report_id"), report->id},
                                             {QStringLiteral("title"), report->title},
                                             {QStringLiteral("files"), files}}));
    return cli::Success;
}

int runReports(const QStringList &arguments)
{
    const QString verb = arguments.value(0);
    if (verb == QLatin1String("list"))
        return runList(arguments.mid(1));
    if (verb == QLatin1String("show"))
        return runShow(arguments.mid(1));
    cli::printError(tr("reports: expected list or show"));
    return cli::InputError;
}

const CommandRegistration registration({QStringLiteral("reports"),
                                        QStringLiteral("reports list PROJECT [--json] | "
                                                       "reports show PROJECT ID [--out DIR]"),
                                        &runReports});

} // namespace
} // namespace touchstone
