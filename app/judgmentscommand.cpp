// `touchstone judgments import PROJECT FILE` and
// `touchstone judgments export PROJECT [FILE]`: labels as JSONL.

#include "cliio.h"
#include "commandactor.h"
#include "commandregistry.h"

#include "annotation/judgmentexport.h"
#include "annotation/judgmentimport.h"
#include "annotation/projectstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

int runImport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Judgments as JSONL."));
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("judgments import"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 2) {
        cli::printError(tr("judgments import: expected a project folder and a file"));
        return cli::InputError;
    }
    const auto store = ProjectStore::open(parser.positionalArguments().at(0));
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }
    const QString file = parser.positionalArguments().at(1);
    const auto report = JudgmentImport::run(**store, file, cli::actor());
    if (!report) {
        cli::printError(report.error());
        return cli::InputError;
    }
    for (const QString &warning : report->warnings)
        cli::printWarning(warning);
    cli::printJson(QJsonDocument(QJsonObject{
        {QStringLiteral("file"), file},
        {QStringLiteral("lines"), report->lines},
        {QStringLiteral("imported"), report->imported},
        {QStringLiteral("added"), report->added},
        {QStringLiteral("updated"), report->updated},
        {QStringLiteral("already_present"), report->alreadyPresent},
        {QStringLiteral("conflicting"), report->conflicting},
        {QStringLiteral("skipped_existing"), report->skipped},
        {QStringLiteral("reanchored"), report->reanchored},
        {QStringLiteral("passages_created"), report->passagesCreated},
        {QStringLiteral("annotators_created"), QJsonArray::fromStringList(report->annotatorsCreated)},
        {QStringLiteral("ignored_keys"), QJsonArray::fromStringList(report->ignoredKeys)}}));
    return cli::Success;
}

int runExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Where to write (default: standard output)."),
                                 QStringLiteral("[FILE]"));
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("judgments export"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty() || positional.size() > 2) {
        cli::printError(tr("judgments export: expected a project folder and at most one file"));
        return cli::InputError;
    }
    const auto store = ProjectStore::open(positional.at(0), ProjectStore::Access::ReadWriteOrReadOnly);
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }
    if (positional.size() == 1) {
        cli::printOut(JudgmentExport::toJsonl(JudgmentExport::objects(**store)));
        return cli::Success;
    }
    const Result<int> written = JudgmentExport::write(**store, positional.at(1));
    if (!written) {
        cli::printError(written.error());
        return cli::InputError;
    }
    cli::printJson(QJsonDocument(QJsonObject{{QStringLiteral("file"), positional.at(1)},
                                             {QStringLiteral("judgments"), *written}}));
    return cli::Success;
}

int runJudgments(const QStringList &arguments)
{
    const QString verb = arguments.value(0);
    if (verb == QLatin1String("import"))
        return runImport(arguments.mid(1));
    if (verb == QLatin1String("export"))
        return runExport(arguments.mid(1));
    if (verb == QLatin1String("--help") || verb == QLatin1String("-h")) {
        cli::printOut("Usage: touchstone judgments import PROJECT FILE | judgments export PROJECT [FILE]\n");
        return cli::Success;
    }
    cli::printError(tr("judgments: expected “import PROJECT FILE” or “export PROJECT [FILE]”"));
    return cli::InputError;
}

const CommandRegistration registration({QStringLiteral("judgments"),
                                        QStringLiteral("judgments import PROJECT FILE | export PROJECT [FILE]"),
                                        &runJudgments});

} // namespace

} // namespace touchstone
