// `touchstone package export|import|open`: annotator packages, for
// labeling on machines that share no server.

#include "cliio.h"
#include "commandactor.h"
#include "commandregistry.h"

#include "annotation/annotatorpackage.h"
#include "annotation/annotatorstore.h"
#include "annotation/packagemerge.h"
#include "annotation/projectstore.h"
#include "metrics/argtext.h"

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

// Parses `arguments` expecting exactly `count` positional arguments.
bool parse(QCommandLineParser &parser, const QString &command, const QStringList &arguments, int count,
           int *exitCode)
{
    const auto outcome = cli::parseArguments(parser, command, arguments);
    if (outcome != cli::ParseOutcome::Proceed) {
        *exitCode = cli::exitCodeFor(outcome);
        return false;
    }
    if (parser.positionalArguments().size() != count) {
        cli::printError(tr("%1: expected %2 arguments (see --help)").arg(argText(command), argText(count)));
        *exitCode = cli::InputError;
        return false;
    }
    return true;
}

int runExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("ANNOTATOR"), tr("The annotator's name or uuid."));
    parser.addPositionalArgument(QStringLiteral("OUTDIR"), tr("The package folder to write (new or empty)."));
    parser.addOption({QStringLiteral("referenced-documents"),
                      tr("Only the documents the annotator's passages and labels name, not the whole corpus.")});
    int exitCode = 0;
    if (!parse(parser, QStringLiteral("package export"), arguments, 3, &exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    const auto store = ProjectStore::open(positional.at(0), ProjectStore::Access::ReadWriteOrReadOnly);
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }
    const AnnotatorStore annotators(**store);
    auto annotator = annotators.byName(positional.at(1).trimmed());
    if (!annotator)
        annotator = annotators.byUuid(positional.at(1).trimmed());
    if (!annotator) {
        cli::printError(tr("package export: the project has no annotator “%1”").arg(positional.at(1)));
        return cli::InputError;
    }
    AnnotatorPackage::Options options;
    options.referencedDocumentsOnly = parser.isSet(QStringLiteral("referenced-documents"));
    const auto written = AnnotatorPackage::write(**store, annotator->id, positional.at(2), options);
    if (!written) {
        cli::printError(written.error());
        return cli::InputError;
    }
    cli::printJson(QJsonDocument(QJsonObject{{QStringLiteral("package"), written->folder},
                                             {QStringLiteral("annotator"), annotator->name},
                                             {QStringLiteral("questions"), written->questions},
                                             {QStringLiteral("documents"), written->documents},
                                             {QStringLiteral("judgments"), written->judgments}}));
    return cli::Success;
}

void printReport(const PackageMerge::Report &report, const QString &project)
{
    for (const QString &warning : report.warnings)
        cli::printWarning(warning);
    cli::printJson(QJsonDocument(QJsonObject{{QStringLiteral("project"), project},
                                             {QStringLiteral("annotator"), report.annotator},
                                             {QStringLiteral("annotator_added"), report.annotatorAdded},
                                             {QStringLiteral("rubrics_added"), report.rubricsAdded},
                                             {QStringLiteral("documents_added"), report.documentsAdded},
                                             {QStringLiteral("questions_added"), report.questionsAdded},
                                             {QStringLiteral("passages_added"), report.passagesAdded},
                                             {QStringLiteral("judgments_added"), report.judgmentsAdded},
                                             {QStringLiteral("judgments_updated"), report.judgmentsUpdated},
                                             {QStringLiteral("judgments_unchanged"), report.judgmentsUnchanged},
                                             {QStringLiteral("judgments_kept_newer"), report.judgmentsKeptNewer},
                                             {QStringLiteral("judgments_duplicate"), report.judgmentsDuplicate},
                                             {QStringLiteral("changed"), report.changed()}}));
}

int runImport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("PACKAGE_DIR"), tr("A package folder to merge."));
    int exitCode = 0;
    if (!parse(parser, QStringLiteral("package import"), arguments, 2, &exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    const auto package = AnnotatorPackage::read(positional.at(1));
    if (!package) {
        cli::printError(package.error());
        return cli::InputError;
    }
    const auto store = ProjectStore::open(positional.at(0));
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }
    const auto report = PackageMerge::merge(**store, *package, cli::actor());
    if (!report) {
        cli::printError(report.error());
        return cli::InputError;
    }
    printReport(*report, (*store)->folder());
    return cli::Success;
}

int runOpen(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PACKAGE_DIR"), tr("The package folder."));
    parser.addPositionalArgument(QStringLiteral("NEWPROJECT"), tr("The project folder to create."));
    int exitCode = 0;
    if (!parse(parser, QStringLiteral("package open"), arguments, 2, &exitCode))
        return exitCode;
    const QStringList positional = parser.positionalArguments();
    const auto package = AnnotatorPackage::read(positional.at(0));
    if (!package) {
        cli::printError(package.error());
        return cli::InputError;
    }
    const auto report = PackageMerge::open(*package, positional.at(1));
    if (!report) {
        cli::printError(report.error());
        return cli::InputError;
    }
    printReport(*report, positional.at(1));
    return cli::Success;
}

int runPackage(const QStringList &arguments)
{
    const QString verb = arguments.value(0);
    if (verb == QLatin1String("export"))
        return runExport(arguments.mid(1));
    if (verb == QLatin1String("import"))
        return runImport(arguments.mid(1));
    if (verb == QLatin1String("open"))
        return runOpen(arguments.mid(1));
    if (verb == QLatin1String("--help") || verb == QLatin1String("-h")) {
        cli::printOut("Usage: touchstone package export PROJECT ANNOTATOR OUTDIR [--referenced-documents]\n"
                      "       touchstone package import PROJECT PACKAGE_DIR\n"
                      "       touchstone package open PACKAGE_DIR NEWPROJECT\n");
        return cli::Success;
    }
    cli::printError(tr("package: expected export, import or open (see package --help)"));
    return cli::InputError;
}

const CommandRegistration registration(
    {QStringLiteral("package"),
     QStringLiteral("package export PROJECT ANNOTATOR OUTDIR [--referenced-documents] | import PROJECT PACKAGE_DIR | open PACKAGE_DIR NEWPROJECT"),
     &runPackage});

} // namespace

} // namespace touchstone
