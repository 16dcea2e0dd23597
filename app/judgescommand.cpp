// `touchstone judges import PROJECT FILE.jsonl` (LLM-judge verdicts) and
// `touchstone judges calibration PROJECT FILE.jsonl` (human labels of the
// same answers): formats in annotation/judgeverdictstore.h. All or nothing;
// a bad line is "FILE:LINE: reason" with exit code 2.

#include "cliio.h"
#include "commandregistry.h"
#include "evalcli.h"

#include "annotation/judgeverdictstore.h"
#include "annotation/projectstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace touchstone {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

int runImport(const QString &verb, const QStringList &arguments)
{
    const QString command = QStringLiteral("judges ") + verb;
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("A JSONL file."));
    if (const auto outcome = cli::parseArguments(parser, command, arguments); outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 2) {
        cli::printError(tr("%1: expected PROJECT FILE").arg(command));
        return cli::InputError;
    }
    auto store = cli::openProject(command, parser.positionalArguments().at(0));
    if (!store)
        return cli::InputError;
    const JudgeVerdictStore verdicts(*store);
    const QString path = parser.positionalArguments().at(1);
    const auto report = verb == QLatin1String("import") ? verdicts.importVerdicts(path) : verdicts.importCalibration(path);
    if (!report) {
        cli::printError(QStringLiteral("%1: %2").arg(command, report.error()));
        return cli::InputError;
    }
    for (const QString &warning : report->warnings)
        cli::printWarning(warning);
    cli::printJson(QJsonDocument(QJsonObject{{QStringLiteral("imported"), report->imported},
                                             {QStringLiteral("added"), report->added},
                                             {QStringLiteral("updated"), report->updated},
                                             {QStringLiteral("already_present"), report->alreadyPresent},
                                             {QStringLiteral("replaced"), report->replaced},
                                             {QStringLiteral("unknown_rubric"), report->unknownRubric},
                                             {QStringLiteral("warnings"), int(report->warnings.size())}}));
    return cli::Success;
}

int runJudges(const QStringList &arguments)
{
    const QString verb = arguments.value(0);
    if (verb == QLatin1String("import") || verb == QLatin1String("calibration"))
        return runImport(verb, arguments.mid(1));
    cli::printError(tr("judges: expected import or calibration"));
    return cli::InputError;
}

const CommandRegistration registration({QStringLiteral("judges"),
                                        QStringLiteral("judges import PROJECT FILE.jsonl | judges calibration PROJECT "
                                                       "FILE.jsonl"),
                                        &runJudges});

} // namespace
} // namespace touchstone
