#include "commandregistry.h"
#include "cliio.h"
#include "guiapplication.h"
#include "localization.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QStringList>

#include <algorithm>
#include <vector>

using namespace touchstone;

namespace {

int runCommand(const CommandSpec &command, int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("Touchstone"));
    QCoreApplication::setOrganizationName(QStringLiteral("Touchstone"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TOUCHSTONE_VERSION));
    installTranslator(app, languageFromEnvironment());
    QStringList arguments = app.arguments();
    arguments.remove(0, 2); // program name and command name
    const QString first = arguments.value(0);
    // A group's own --help lists its subcommands; a subcommand's --help is
    // its parser's.
    if ((first == QLatin1String("--help") || first == QLatin1String("-h")) && !command.subcommands().isEmpty()) {
        cli::printGroupUsage(command.name, command.synopsis);
        return cli::Success;
    }
    return command.run(arguments);
}

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

int printUsage()
{
    QByteArray text = "Usage: touchstone [--lang LANG] [PROJECT]\n"
                      "       touchstone --screenshot FILE [--lang LANG] [PROJECT]\n"
                      "       touchstone --version\n"
                      "       touchstone COMMAND ...\n"
                      "       touchstone help [COMMAND [SUBCOMMAND]]\n\n";
    text += tr("Without a command Touchstone opens the GUI on PROJECT (default: the last project, or the sample).\n"
               "  --screenshot FILE  Render the main window to a PNG file and exit.\n"
               "  --lang LANG        User interface language (de, ja, en).\n"
               "\n"
               "Commands (touchstone COMMAND --help shows one):\n")
                .toUtf8();
    for (const CommandSpec &command : CommandRegistry::instance().commands()) {
        if (command.name.startsWith(QLatin1Char('_'))) // test helpers stay out of the usage
            continue;
        for (const QString &form : command.forms())
            text += "  " + form.toUtf8() + '\n';
    }
    cli::printOut(text);
    return cli::Success;
}

// `touchstone help COMMAND [SUBCOMMAND]` is `touchstone COMMAND [SUBCOMMAND] --help`.
int printHelp(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    installTranslator(app, languageFromEnvironment());
    const QStringList words = app.arguments().mid(2);
    if (words.isEmpty())
        return printUsage();
    const CommandSpec *command = CommandRegistry::instance().find(words.front());
    if (!command || command->name.startsWith(QLatin1Char('_'))) {
        cli::printError(tr("help: unknown command '%1' (touchstone help lists them)").arg(words.front()));
        return cli::InputError;
    }
    if (words.size() == 1 && !command->subcommands().isEmpty()) {
        cli::printGroupUsage(command->name, command->synopsis);
        return cli::Success;
    }
    QStringList arguments = words.mid(1);
    arguments << QStringLiteral("--help");
    return command->run(arguments);
}

// Optimal string alignment distance: edits, plus swapping two neighbours
// ("agreemnet"), each one step.
int editDistance(const QString &a, const QString &b)
{
    const int n = int(a.size());
    const int m = int(b.size());
    std::vector<std::vector<int>> d(size_t(n + 1), std::vector<int>(size_t(m + 1)));
    for (int i = 0; i <= n; ++i)
        d[size_t(i)][0] = i;
    for (int j = 0; j <= m; ++j)
        d[0][size_t(j)] = j;
    for (int i = 1; i <= n; ++i) {
        for (int j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            int best = std::min({d[size_t(i - 1)][size_t(j)] + 1, d[size_t(i)][size_t(j - 1)] + 1,
                                 d[size_t(i - 1)][size_t(j - 1)] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                best = std::min(best, d[size_t(i - 2)][size_t(j - 2)] + 1);
            d[size_t(i)][size_t(j)] = best;
        }
    }
    return d[size_t(n)][size_t(m)];
}

// A word that is neither a command nor something on disk is a mistyped
// command, not a project for the GUI to open: say so, with the nearest
// command when one is close.
int unknownCommand(int argc, char **argv, const QString &word)
{
    QCoreApplication app(argc, argv);
    installTranslator(app, languageFromEnvironment());
    QString nearest;
    int nearestDistance = std::max(2, int(word.size()) / 3) + 1;
    for (const CommandSpec &command : CommandRegistry::instance().commands()) {
        if (command.name.startsWith(QLatin1Char('_')))
            continue;
        const int distance = editDistance(word.toLower(), command.name);
        if (distance < nearestDistance) {
            nearest = command.name;
            nearestDistance = distance;
        }
    }
    if (nearest.isEmpty())
        cli::printError(tr("unknown command '%1' (touchstone help lists them)").arg(word));
    else
        cli::printError(tr("unknown command '%1' (did you mean '%2'?)").arg(word, nearest));
    return cli::InputError;
}

// The GUI's options (runGuiApplication) checked before a QApplication
// exists: a mistyped option is a usage error in the command line's format,
// exit 2, and needs no display; --help anywhere shows the full usage.
int checkGuiArguments(int argc, char **argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser parser;
    parser.addOptions({{QStringLiteral("screenshot"), QString(), QStringLiteral("FILE")},
                       {QStringLiteral("lang"), QString(), QStringLiteral("LANG")},
                       {{QStringLiteral("h"), QStringLiteral("help")}, QString()},
                       {{QStringLiteral("v"), QStringLiteral("version")}, QString()}});
    parser.addPositionalArgument(QStringLiteral("PROJECT"), QString());
    const bool parsed = parser.parse(arguments);
    if (parsed && !parser.isSet(QStringLiteral("help")))
        return -1;
    QCoreApplication app(argc, argv);
    installTranslator(app, languageFromEnvironment());
    if (parsed)
        return printUsage();
    QString reason;
    if (!parser.unknownOptionNames().isEmpty()) {
        const QString name = parser.unknownOptionNames().constFirst();
        reason = tr("unknown option '%1'").arg((name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name);
    } else {
        reason = parser.errorText();
        if (reason.endsWith(QLatin1Char('.')))
            reason.chop(1);
        if (!reason.isEmpty())
            reason[0] = reason[0].toLower();
    }
    cli::printError(tr("%1 (touchstone --help shows the usage)").arg(reason));
    return cli::InputError;
}

bool looksLikeCommand(const QString &word)
{
    if (word.isEmpty() || word.startsWith(QLatin1Char('-')) || word.contains(QLatin1Char('/'))
        || word.contains(QLatin1Char('.')) || QFileInfo::exists(word))
        return false;
    return std::all_of(word.begin(), word.end(),
                       [](QChar c) { return c.isLetter() || c == QLatin1Char('-') || c == QLatin1Char('_'); });
}

} // namespace

int main(int argc, char **argv)
{
    // Decide between a headless command and the GUI before any application
    // object exists: commands must run without a display.
    if (argc > 1) {
        const QString first = QString::fromLocal8Bit(argv[1]);
        if (const CommandSpec *command = CommandRegistry::instance().find(first))
            return runCommand(*command, argc, argv);
        if (first == QLatin1String("help"))
            return printHelp(argc, argv);
        if (looksLikeCommand(first))
            return unknownCommand(argc, argv, first);
        if (const int exitCode = checkGuiArguments(argc, argv); exitCode >= 0)
            return exitCode;
    }
    return runGuiApplication(argc, argv);
}
