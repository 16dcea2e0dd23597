#include "cliio.h"

#include <unistd.h>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

#include <cstdio>
#include <unistd.h>

namespace touchstone::cli {

// Messages quote what the input said (a family name, a quote, a question
// id), and input may hold line breaks and other control characters: they
// are written as escapes so that an error stays the one line callers parse.
QString oneLine(const QString &message)
{
    QString line;
    line.reserve(message.size());
    for (const QChar c : message) {
        if (c == QLatin1Char('\n'))
            line += QStringLiteral("\\n");
        else if (c == QLatin1Char('\r'))
            line += QStringLiteral("\\r");
        else if (c.unicode() < 0x20 && c != QLatin1Char('\t'))
            line += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else if (c == QChar::LineSeparator || c == QChar::ParagraphSeparator)
            line += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            line += c;
    }
    return line;
}

void printError(const QString &message)
{
    const QByteArray line = "touchstone: " + oneLine(message).toUtf8() + '\n';
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    std::fflush(stderr);
}

void printProgress(const QString &message)
{
    static const bool wanted = ::isatty(STDERR_FILENO) == 1 || qEnvironmentVariableIntValue("TOUCHSTONE_PROGRESS") == 1;
    if (wanted)
        printNotice(message);
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
