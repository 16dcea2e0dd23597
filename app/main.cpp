#include "commandregistry.h"
#include "cliio.h"
#include "guiapplication.h"
#include "localization.h"

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
    return command.run(arguments);
}

int printUsage()
{
    QByteArray text = "Usage: touchstone [PROJECT] | --screenshot FILE [PROJECT] | COMMAND ...\n\nCommands:\n";
    for (const CommandSpec &command : CommandRegistry::instance().commands()) {
        if (!command.name.startsWith(QLatin1Char('_'))) // test helpers stay out of the usage
            text += "  " + command.synopsis.toUtf8() + '\n';
    }
    cli::printOut(text);
    return cli::Success;
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
        cli::printError(QCoreApplication::translate("CommandLine", "unknown command '%1' (touchstone help lists them)")
                            .arg(word));
    else
        cli::printError(QCoreApplication::translate("CommandLine", "unknown command '%1' (did you mean '%2'?)")
                            .arg(word, nearest));
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
        if (first == QLatin1String("help")) {
            QCoreApplication app(argc, argv);
            return printUsage();
        }
        if (looksLikeCommand(first))
            return unknownCommand(argc, argv, first);
    }
    return runGuiApplication(argc, argv);
}
