// `touchstone init` and `touchstone ingest`: create a project, add PDFs.

#include "cliio.h"
#include "commandregistry.h"

#include "annotation/ingest.h"
#include "annotation/projectstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

int runInit(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("Folder of the new project."));
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("init"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 1) {
        cli::printError(tr("init: expected one project folder"));
        return cli::InputError;
    }
    const auto store = ProjectStore::create(parser.positionalArguments().constFirst());
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }
    cli::printNotice(tr("Created project %1").arg((*store)->folder()));
    return cli::Success;
}

const char *outcomeKey(IngestOutcome::Kind kind)
{
    switch (kind) {
    case IngestOutcome::Added: return "added";
    case IngestOutcome::AlreadyPresent: return "already_present";
    case IngestOutcome::Failed: return "failed";
    case IngestOutcome::NeedsPassword: return "needs_password";
    case IngestOutcome::Cancelled: return "cancelled";
    }
    return "failed";
}

int runIngest(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("PDF"), tr("PDF files to add."), QStringLiteral("PDF..."));
    parser.addOption({QStringLiteral("password"), tr("Password of encrypted PDFs."), QStringLiteral("PW")});
    parser.addOption({QStringLiteral("id"), tr("An id for the document, as run files name it (one PDF only)."),
                      QStringLiteral("ID")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("ingest"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    QStringList files = parser.positionalArguments();
    if (files.size() < 2) {
        cli::printError(tr("ingest: expected a project folder and at least one PDF"));
        return cli::InputError;
    }
    const QString project = files.takeFirst();
    if (parser.isSet(QStringLiteral("id")) && files.size() != 1) {
        cli::printError(tr("ingest: --id names one document; give one PDF"));
        return cli::InputError;
    }
    const auto store = ProjectStore::open(project);
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }

    Ingest::Options options;
    options.password = parser.value(QStringLiteral("password")).toUtf8();
    options.userId = parser.value(QStringLiteral("id"));
    options.threads = std::max(1, QThread::idealThreadCount());
    Ingest::Callbacks callbacks;
    int lastPercent = -1;
    callbacks.progress = [&](int file, int fileCount, int done, int total) {
        const int percent = total > 0 ? done * 100 / total : 100;
        if (percent == lastPercent)
            return;
        lastPercent = percent;
        cli::printProgress(tr("[%1/%2] %3: %4% (%5/%6 pages)")
                               .arg(QString::number(file + 1), QString::number(fileCount),
                                    QFileInfo(files.value(file)).fileName(), QString::number(percent),
                                    QString::number(done), QString::number(total)));
    };
    const IngestReport report = Ingest::run(**store, files, options, callbacks);

    int exitCode = cli::Success;
    QJsonArray results;
    for (const IngestOutcome &outcome : report.files) {
        QJsonObject item;
        item.insert(QStringLiteral("file"), outcome.path);
        item.insert(QStringLiteral("status"), QString::fromLatin1(outcomeKey(outcome.kind)));
        if (!outcome.sha256.isEmpty())
            item.insert(QStringLiteral("sha256"), outcome.sha256);
        if (outcome.pages > 0)
            item.insert(QStringLiteral("pages"), outcome.pages);
        if (outcome.unusablePages > 0)
            item.insert(QStringLiteral("pages_without_usable_text"), outcome.unusablePages);
        if (!outcome.message.isEmpty())
            item.insert(QStringLiteral("message"), outcome.message);
        results.append(item);
        if (outcome.kind == IngestOutcome::Failed || outcome.kind == IngestOutcome::NeedsPassword) {
            cli::printError(outcome.message);
            exitCode = cli::InputError;
        } else if (!outcome.message.isEmpty()) {
            cli::printNotice(outcome.message.startsWith(outcome.path)
                                 ? outcome.message
                                 : outcome.path + QStringLiteral(": ") + outcome.message);
        }
    }
    cli::printJson(QJsonDocument(results));
    return exitCode;
}

const CommandRegistration initRegistration({QStringLiteral("init"), QStringLiteral("init PROJECT"), &runInit});
const CommandRegistration ingestRegistration(
    {QStringLiteral("ingest"), QStringLiteral("ingest PROJECT PDF... [--password PW] [--id ID]"), &runIngest});

} // namespace

} // namespace touchstone
