// `touchstone adjudications import PROJECT FILE.jsonl`, `adjudications export
// PROJECT [FILE]` and `adjudications sync PROJECT`: lead decisions as JSONL
// (format: annotation/adjudicationfile.h), and the automatic acceptance of
// full agreements (AdjudicationStore::syncAutomatic).

#include "cliio.h"
#include "commandregistry.h"

#include "annotation/adjudicationfile.h"
#include "annotation/adjudicationstore.h"
#include "annotation/outputtarget.h"
#include "annotation/projectstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace touchstone {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

Result<std::unique_ptr<ProjectStore>> openProject(const QString &path, ProjectStore::Access access)
{
    if (!ProjectStore::isProject(path))
        return Result<std::unique_ptr<ProjectStore>>::failure(tr("%1: not a Touchstone project").arg(path));
    return ProjectStore::open(path, access);
}

int runImport(const QStringList &positional)
{
    if (positional.size() != 3) {
        cli::printError(tr("adjudications import: expected PROJECT and FILE.jsonl"));
        return cli::InputError;
    }
    const auto store = openProject(positional.at(1), ProjectStore::Access::ReadWrite);
    if (!store) {
        cli::printError(u"adjudications import: "_s + store.error());
        return cli::InputError;
    }
    const auto imported = AdjudicationFile::import(**store, positional.at(2), qEnvironmentVariable("USER"));
    if (!imported) {
        cli::printError(imported.error());
        return cli::InputError;
    }
    for (const QString &warning : imported->warnings)
        cli::printWarning(warning);
    cli::printJson(QJsonDocument(QJsonObject{{u"decisions"_s, imported->decisions},
                                             {u"rows"_s, imported->rows},
                                             {u"added"_s, imported->added},
                                             {u"updated"_s, imported->updated},
                                             {u"already_present"_s, imported->alreadyPresent},
                                             {u"warnings"_s, int(imported->warnings.size())}}));
    return cli::Success;
}

int runExport(const QStringList &positional)
{
    if (positional.size() < 2 || positional.size() > 3) {
        cli::printError(tr("adjudications export: expected PROJECT and optionally FILE"));
        return cli::InputError;
    }
    const auto store = openProject(positional.at(1), ProjectStore::Access::ReadOnly);
    if (!store) {
        cli::printError(u"adjudications export: "_s + store.error());
        return cli::InputError;
    }
    const Result<QByteArray> lines = AdjudicationFile::exportLines(**store);
    if (!lines) {
        cli::printError(u"adjudications export: "_s + lines.error());
        return cli::InputError;
    }
    if (positional.size() == 2) {
        cli::printOut(*lines);
        return cli::Success;
    }
    if (const Status safe = OutputTarget::checkFile(positional.at(2)); !safe) {
        cli::printError(u"adjudications export: "_s + safe.error());
        return cli::InputError;
    }
    QSaveFile file(positional.at(2));
    if (!file.open(QIODevice::WriteOnly) || file.write(*lines) != lines->size() || !file.commit()) {
        cli::printError(tr("adjudications export: %1: cannot write: %2").arg(positional.at(2), file.errorString()));
        return cli::InputError;
    }
    return cli::Success;
}

int runSync(const QStringList &positional)
{
    if (positional.size() != 2) {
        cli::printError(tr("adjudications sync: expected PROJECT"));
        return cli::InputError;
    }
    const auto store = openProject(positional.at(1), ProjectStore::Access::ReadWrite);
    if (!store) {
        cli::printError(u"adjudications sync: "_s + store.error());
        return cli::InputError;
    }
    const Result<int> changes = AdjudicationStore(**store, qEnvironmentVariable("USER")).syncAutomatic();
    if (!changes) {
        cli::printError(u"adjudications sync: "_s + changes.error());
        return cli::InputError;
    }
    cli::printJson(QJsonDocument(QJsonObject{{u"changed_rows"_s, *changes}}));
    return cli::Success;
}

int runAdjudications(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"import|export|sync"_s, tr("What to do."));
    parser.addPositionalArgument(u"PROJECT"_s, tr("The project folder."));
    parser.addPositionalArgument(u"FILE"_s, tr("The JSONL file (export: standard output without it)."), u"[FILE]"_s);
    if (const auto outcome = cli::parseArguments(parser, u"adjudications"_s, arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    const QString verb = positional.value(0);
    if (verb == u"import"_s)
        return runImport(positional);
    if (verb == u"export"_s)
        return runExport(positional);
    if (verb == u"sync"_s)
        return runSync(positional);
    cli::printError(tr("adjudications: expected import, export or sync"));
    return cli::InputError;
}

const CommandRegistration registration(
    {u"adjudications"_s,
     u"adjudications import PROJECT FILE.jsonl | adjudications export PROJECT [FILE] | adjudications sync PROJECT"_s,
     &runAdjudications});

} // namespace
} // namespace touchstone
