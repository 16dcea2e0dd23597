#include "cliio.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>

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

QString warningLine(const QString &message)
{
    static const QRegularExpression located(QStringLiteral("^(.+?:\\d+): (.*)$"),
                                            QRegularExpression::DotMatchesEverythingOption);
    const QString warning = QCoreApplication::translate("CommandLine", "warning: %1");
    if (const QRegularExpressionMatch match = located.match(message); match.hasMatch())
        return match.captured(1) + QStringLiteral(": ") + warning.arg(match.captured(2));
    return warning.arg(message);
}

void printWarning(const QString &message)
{
    printError(warningLine(message));
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

namespace {

// QCommandLineParser's errors read "Unknown option 'x'."; ours are
// lower-case clauses without a full stop, with where to look next.
QString usageError(const QCommandLineParser &parser, const QString &command)
{
    const QString hint = command.isEmpty() ? QStringLiteral("touchstone --help")
                                           : QStringLiteral("touchstone %1 --help").arg(command);
    if (!parser.unknownOptionNames().isEmpty()) {
        const QString name = parser.unknownOptionNames().constFirst();
        return QCoreApplication::translate("CommandLine", "unknown option '%1' (%2 lists the options)")
            .arg((name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name, hint);
    }
    QString text = parser.errorText();
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    if (!text.isEmpty())
        text[0] = text[0].toLower();
    return QCoreApplication::translate("CommandLine", "%1 (see %2)").arg(text, hint);
}

} // namespace

ParseOutcome parseArguments(QCommandLineParser &parser, const QString &command,
                            const QStringList &arguments)
{
    if (parser.applicationDescription().isEmpty())
        parser.setApplicationDescription(command);
    parser.addHelpOption();
    QStringList argv = arguments;
    argv.prepend(QStringLiteral("touchstone ") + command);
    if (!parser.parse(argv)) {
        printError(QStringLiteral("%1: %2").arg(command, usageError(parser, command)));
        return ParseOutcome::UsageError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        // The help text names the program by argv[0], a path such as
        // build/app/touchstone; the user types "touchstone COMMAND".
        QString text = parser.helpText();
        const QString program = QCoreApplication::arguments().value(0);
        const qsizetype lineEnd = text.indexOf(QLatin1Char('\n'));
        const qsizetype at = program.isEmpty() ? -1 : text.indexOf(program);
        if (at >= 0 && (lineEnd < 0 || at < lineEnd))
            text.replace(at, program.size(), QStringLiteral("touchstone ") + command);
        printOut(text.toUtf8());
        return ParseOutcome::HelpShown;
    }
    return ParseOutcome::Proceed;
}

int exitCodeFor(ParseOutcome outcome)
{
    return outcome == ParseOutcome::HelpShown ? Success : InputError;
}

QStringList usageForms(const QString &name, const QString &synopsis)
{
    QStringList forms;
    for (const QString &part : synopsis.split(QStringLiteral(" | "))) {
        const QString form = part.trimmed();
        forms << (form == name || form.startsWith(name + QLatin1Char(' ')) ? form : name + QLatin1Char(' ') + form);
    }
    return forms;
}

void printGroupUsage(const QString &group, const QString &synopsis)
{
    QByteArray text;
    const QStringList forms = usageForms(group, synopsis);
    for (int i = 0; i < forms.size(); ++i)
        text += (i == 0 ? "Usage: touchstone " : "       touchstone ") + forms.at(i).toUtf8() + '\n';
    text += '\n'
        + QCoreApplication::translate("CommandLine", "'touchstone %1 COMMAND --help' shows the options of one command.")
              .arg(group)
              .toUtf8()
        + '\n';
    printOut(text);
}

} // namespace touchstone::cli
