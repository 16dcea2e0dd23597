#include "commandregistry.h"
#include "cliio.h"
#include "guiapplication.h"
#include "localization.h"

#include <QCoreApplication>
#include <QStringList>

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
    }
    return runGuiApplication(argc, argv);
}
