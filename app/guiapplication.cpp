#include "guiapplication.h"

#include "cliio.h"
#include "localization.h"

#include "widgets/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

namespace touchstone {

int runGuiApplication(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Touchstone"));
    QApplication::setOrganizationName(QStringLiteral("Touchstone"));
    QApplication::setApplicationVersion(QStringLiteral(TOUCHSTONE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("touchstone", "Build and check RAG golden sets."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("touchstone", "Render the main window to a PNG file and exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        QCoreApplication::translate("touchstone", "User interface language (de, ja, en)."),
        QStringLiteral("LANG"));
    parser.addOption(screenshotOption);
    parser.addOption(langOption);
    parser.addPositionalArgument(
        QStringLiteral("project"),
        QCoreApplication::translate("touchstone", "Project folder to open."), QStringLiteral("[PROJECT]"));
    parser.process(app);

    installTranslator(app, parser.isSet(langOption) ? parser.value(langOption) : languageFromEnvironment());

    MainWindow window;
    window.show();

    if (parser.isSet(screenshotOption)) {
        const QString file = parser.value(screenshotOption);
        int exitCode = cli::Success;
        QTimer::singleShot(0, &window, [&]() {
            if (!window.grab().save(file, "PNG")) {
                cli::printError(QCoreApplication::translate("touchstone", "%1: cannot write the screenshot").arg(file));
                exitCode = cli::InputError;
            }
            QApplication::exit(exitCode);
        });
        return QApplication::exec();
    }
    return QApplication::exec();
}

} // namespace touchstone
