// `touchstone verify` (re-anchor every gold span) and `touchstone survival`
// (answer-span survival in another parser's text, seed §4.5).

#include "cliio.h"
#include "commandregistry.h"

#include "annotation/goldverifier.h"
#include "annotation/projectstore.h"
#include "annotation/spansurvival.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

Result<VerifyReport> verifyPath(const QCommandLineParser &parser, const QString &path)
{
    const QString documents = parser.value(QStringLiteral("documents"));
    if (ProjectStore::isProject(path)) {
        if (!documents.isEmpty())
            return Result<VerifyReport>::failure(tr("--documents is for export folders; a project has its own"));
        auto store = ProjectStore::open(path, ProjectStore::Access::ReadOnly);
        if (!store)
            return Result<VerifyReport>::failure(store.error());
        return GoldVerifier::verifyProject(**store, parser.value(QStringLiteral("version")),
                                           parser.isSet(QStringLiteral("reparse")));
    }
    if (!QFileInfo::exists(QDir(path).filePath(QStringLiteral("manifest.json"))))
        return Result<VerifyReport>::failure(tr("%1 is neither a project nor an export folder").arg(path));
    if (documents.isEmpty())
        return Result<VerifyReport>::failure(tr("an export folder needs --documents DIR holding <sha256>.pdf files"));
    if (parser.isSet(QStringLiteral("version")) || parser.isSet(QStringLiteral("reparse")))
        return Result<VerifyReport>::failure(tr("--version and --reparse are for projects"));
    return GoldVerifier::verifyExport(path, documents);
}

int runVerify(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PATH"), tr("A project folder or an export folder."));
    parser.addOption({QStringLiteral("documents"), tr("Folder of <sha256>.pdf files (export folders)."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("version"), tr("The version to verify (projects; default the newest)."),
                      QStringLiteral("V")});
    parser.addOption({QStringLiteral("reparse"), tr("Extract the texts from the PDFs again (projects).")});
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of text.")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("verify"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 1) {
        cli::printError(tr("verify: expected one project or export folder"));
        return cli::InputError;
    }
    const auto report = verifyPath(parser, parser.positionalArguments().constFirst());
    if (!report) {
        cli::printError(tr("verify: %1").arg(report.error()));
        return cli::InputError;
    }
    if (parser.isSet(QStringLiteral("json")))
        cli::printJson(QJsonDocument(report->toJson()));
    else
        cli::printOut(report->toText().toUtf8());
    switch (report->verdict()) {
    case VerifyReport::Verdict::Ok: return cli::Success;
    case VerifyReport::Verdict::DigestDiffers: return cli::Warning;
    case VerifyReport::Verdict::Failed: return cli::Negative;
    }
    return cli::Negative;
}

int runSurvival(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("EXPORT"), tr("An export folder."));
    parser.addOption({QStringLiteral("texts"), tr("Folder of <sha256>.txt files: another parser's text (UTF-8)."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of a table.")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("survival"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 1 || !parser.isSet(QStringLiteral("texts"))) {
        cli::printError(tr("survival: expected an export folder and --texts DIR"));
        return cli::InputError;
    }
    const auto report = SpanSurvival::measure(parser.positionalArguments().constFirst(), parser.value(QStringLiteral("texts")));
    if (!report) {
        cli::printError(tr("survival: %1").arg(report.error()));
        return cli::InputError;
    }
    if (parser.isSet(QStringLiteral("json")))
        cli::printJson(QJsonDocument(report->toJson()));
    else
        cli::printOut(report->toText().toUtf8());
    return cli::Success;
}

const CommandRegistration verifyRegistration(
    {QStringLiteral("verify"), QStringLiteral("verify PATH [--documents DIR] [--version V] [--reparse] [--json]"),
     &runVerify});
const CommandRegistration survivalRegistration(
    {QStringLiteral("survival"), QStringLiteral("survival EXPORT --texts DIR [--json]"), &runSurvival});

} // namespace

} // namespace touchstone
