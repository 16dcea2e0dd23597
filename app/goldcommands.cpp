// `touchstone freeze`, `touchstone diff` and `touchstone export`: golden-set
// versions (DESIGN.md, "Golden-set versions and exports").

#include "cliio.h"
#include "commandregistry.h"

#include "annotation/annotatorstore.h"
#include "annotation/atomicfolder.h"
#include "annotation/goldexporter.h"
#include "annotation/goldfreezer.h"
#include "annotation/goldversiondiff.h"
#include "annotation/goldversionstore.h"
#include "annotation/outputtarget.h"
#include "annotation/projectstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <pwd.h>
#include <unistd.h>

namespace touchstone {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("touchstone", text, disambiguation, n);
}

std::unique_ptr<ProjectStore> openProject(const QString &folder, ProjectStore::Access access)
{
    auto store = ProjectStore::open(folder, access);
    if (!store) {
        cli::printError(store.error());
        return nullptr;
    }
    return std::move(*store);
}

bool parseFreezeOptions(const QCommandLineParser &parser, FreezeOptions &options)
{
    bool ok = true;
    if (parser.isSet(QStringLiteral("seed")))
        options.seed = parser.value(QStringLiteral("seed")).toLongLong(&ok);
    if (!ok) {
        cli::printError(tr("freeze: --seed takes a whole number"));
        return false;
    }
    if (parser.isSet(QStringLiteral("test-fraction")))
        options.testFraction = parser.value(QStringLiteral("test-fraction")).toDouble(&ok);
    if (!ok) {
        cli::printError(tr("freeze: --test-fraction takes a number between 0 and 1"));
        return false;
    }
    if (parser.isSet(QStringLiteral("gain")))
        options.gain = parser.value(QStringLiteral("gain"));
    options.allowSingleAnnotatorDev = parser.isSet(QStringLiteral("allow-single-annotator-dev"));
    options.actor = parser.value(QStringLiteral("by"));
    return true;
}

// built_by is provenance: --by must name a lead of the project, and without
// it the freeze records the operating-system user who ran it.
Status checkBuilder(const ProjectStore &store, FreezeOptions &options)
{
    if (options.actor.isEmpty()) {
        const struct passwd *user = ::getpwuid(::geteuid());
        options.actor = user ? QString::fromLocal8Bit(user->pw_name) : qEnvironmentVariable("USER");
        return Status::success();
    }
    const std::optional<Annotator> person = AnnotatorStore(store).byName(options.actor);
    if (!person || person->role != AnnotatorRole::Lead)
        return Status::failure(tr("--by “%1” is not a lead of the project; a version is frozen by a lead")
                                   .arg(options.actor));
    return Status::success();
}

int runFreeze(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("VERSION"), tr("Name of the new version (letters, digits, . _ -)."));
    parser.addOption({QStringLiteral("allow-single-annotator-dev"),
                      tr("Let questions labeled by one annotator only into the dev split.")});
    parser.addOption({QStringLiteral("seed"), tr("Seed of the split and of the agreement intervals."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("test-fraction"), tr("Share of each stratum in the test split (default 0.5)."),
                      QStringLiteral("F")});
    parser.addOption({QStringLiteral("gain"), tr("nDCG gain evaluations use: exponential (default) or linear."),
                      QStringLiteral("G")});
    parser.addOption({QStringLiteral("by"), tr("Who freezes (recorded as built_by)."), QStringLiteral("NAME")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("freeze"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 2) {
        cli::printError(tr("freeze: expected a project folder and a version name"));
        return cli::InputError;
    }
    FreezeOptions options;
    options.version = parser.positionalArguments().at(1);
    if (!parseFreezeOptions(parser, options))
        return cli::InputError;
    const auto store = openProject(parser.positionalArguments().at(0), ProjectStore::Access::ReadWrite);
    if (!store)
        return cli::InputError;
    if (const Status builder = checkBuilder(*store, options); !builder) {
        cli::printError(tr("freeze: %1").arg(builder.error()));
        return cli::InputError;
    }
    cli::printProgress(tr("freezing %1").arg(options.version));
    const auto report = GoldFreezer(*store).freeze(options);
    if (!report) {
        cli::printError(tr("freeze: %1").arg(report.error()));
        return cli::InputError;
    }
    if (!report->blockers.isEmpty()) {
        for (const QString &blocker : report->blockers)
            cli::printError(blocker);
        cli::printNotice(tr("freeze refused: %n problem(s); nothing was written", nullptr, int(report->blockers.size())));
        return cli::InputError;
    }
    const GoldVersionInfo &version = *report->version;
    cli::printJson(QJsonDocument(QJsonObject{
        {QStringLiteral("dataset_version"), version.version},
        {QStringLiteral("parent"), version.parent.isEmpty() ? QJsonValue() : QJsonValue(version.parent)},
        {QStringLiteral("built_at"), version.builtAt},
        {QStringLiteral("built_by"), version.builtBy},
        {QStringLiteral("n_queries"), version.questionCount},
        {QStringLiteral("splits"), version.manifest.value(QStringLiteral("splits"))},
        {QStringLiteral("newly_assigned_splits"), report->newlyAssignedSplits},
        {QStringLiteral("corpus_digest"), version.corpusDigest},
        {QStringLiteral("content_sha256"), version.contentSha256}}));
    return cli::Success;
}

int runDiff(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("V1"), tr("The older version."));
    parser.addPositionalArgument(QStringLiteral("V2"), tr("The newer version."));
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of text.")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("diff"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3) {
        cli::printError(tr("diff: expected a project folder and two versions"));
        return cli::InputError;
    }
    const auto store = openProject(positional.at(0), ProjectStore::Access::ReadOnly);
    if (!store)
        return cli::InputError;
    const GoldVersionStore versions(*store);
    const auto from = versions.goldSet(positional.at(1));
    const auto to = versions.goldSet(positional.at(2));
    if (!from || !to) {
        cli::printError(tr("diff: %1").arg(!from ? from.error() : to.error()));
        return cli::InputError;
    }
    const GoldVersionDiff diff = GoldVersionDiff::compute(*from, *to);
    if (parser.isSet(QStringLiteral("json")))
        cli::printJson(QJsonDocument(diff.toJson()));
    else
        cli::printOut(diff.toText().toUtf8());
    return cli::Success;
}

int runExport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("VERSION"), tr("The frozen version to export."));
    parser.addPositionalArgument(QStringLiteral("OUTDIR"), tr("The export folder (created; must be new or empty)."));
    parser.addOption({QStringLiteral("force"), tr("Replace a previous export in OUTDIR.")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("export"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3) {
        cli::printError(tr("export: expected a project folder, a version and an output folder"));
        return cli::InputError;
    }
    const auto store = openProject(positional.at(0), ProjectStore::Access::ReadOnly);
    if (!store)
        return cli::InputError;
    const QString folder = QFileInfo(positional.at(2)).absoluteFilePath();
    const bool replace = parser.isSet(QStringLiteral("force"));
    AtomicFolder::Hooks hooks;
    hooks.isReplaceable = &GoldExporter::isExportFolder;
    if (const Status safe = OutputTarget::checkFolder(folder, replace, hooks.isReplaceable); !safe) {
        cli::printError(tr("export: %1").arg(safe.error()));
        return cli::InputError;
    }
    const auto files = GoldExporter::build(*store, positional.at(1));
    if (!files) {
        cli::printError(tr("export: %1").arg(files.error()));
        return cli::InputError;
    }
    cli::printProgress(tr("writing %1 files into %2").arg(QString::number(files->size()), folder));
    if (const Status written = AtomicFolder::publish(folder, *files, replace, hooks); !written) {
        cli::printError(tr("export: %1").arg(written.error()));
        return cli::InputError;
    }
    cli::printJson(QJsonDocument(QJsonObject{{QStringLiteral("dataset_version"), positional.at(1)},
                                             {QStringLiteral("folder"), folder}}));
    return cli::Success;
}

const CommandRegistration freezeRegistration(
    {QStringLiteral("freeze"),
     QStringLiteral("freeze PROJECT VERSION [--allow-single-annotator-dev] [--seed N] [--test-fraction F] "
                    "[--gain exponential|linear] [--by NAME]"),
     &runFreeze});
const CommandRegistration diffRegistration({QStringLiteral("diff"), QStringLiteral("diff PROJECT V1 V2 [--json]"), &runDiff});
const CommandRegistration exportRegistration(
    {QStringLiteral("export"), QStringLiteral("export PROJECT VERSION OUTDIR [--force]"), &runExport});

} // namespace

} // namespace touchstone
