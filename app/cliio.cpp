#include "cliio.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

#include <cstdio>

namespace touchstone::cli {

void printError(const QString &message)
{
    const QByteArray line = "touchstone: " + message.toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    std::fflush(stderr);
}

void printNotice(const QString &message)
{
    const QByteArray line = message.toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    std::fflush(stderr);
}

void printOut(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void printJson(const QJsonDocument &document)
{
    printOut(document.toJson(QJsonDocument::Compact) + '\n');
}

ParseOutcome parseArguments(QCommandLineParser &parser, const QString &command,
                            const QStringList &arguments)
{
    parser.setApplicationDescription(command);
    parser.addHelpOption();
    QStringList argv = arguments;
    argv.prepend(QStringLiteral("touchstone ") + command);
    if (!parser.parse(argv)) {
        printError(QStringLiteral("%1: %2").arg(command, parser.errorText()));
        return ParseOutcome::UsageError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText().toUtf8());
        return ParseOutcome::HelpShown;
    }
    return ParseOutcome::Proceed;
}

int exitCodeFor(ParseOutcome outcome)
{
    return outcome == ParseOutcome::HelpShown ? Success : InputError;
}

} // namespace touchstone::cli
