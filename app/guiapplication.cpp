#include "guiapplication.h"

#include "cliio.h"
#include "localization.h"
#include "sampleproject.h"

#include "annotation/outputtarget.h"
#include "annotation/projectstore.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>
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

    const bool screenshot = parser.isSet(screenshotOption);
    if (screenshot) {
        if (const Status safe = OutputTarget::checkFile(parser.value(screenshotOption)); !safe) {
            cli::printError(safe.error());
            return cli::InputError;
        }
    }
    MainWindow window;
    window.setInteractive(!screenshot);
    window.show();

    QString project = parser.positionalArguments().value(0);
    if (project.isEmpty())
        project = QSettings().value(QStringLiteral("lastProject")).toString();
    if (project.isEmpty() || !ProjectStore::isProject(project)) {
        if (parser.positionalArguments().isEmpty()) {
            // First start: a living sample project rather than an empty window.
            const Result<QString> sample = SampleProject::ensure();
            if (sample)
                project = *sample;
            else
                cli::printError(sample.error());
        }
    }
    if (!project.isEmpty() && !ProjectStore::isProject(project) && !parser.positionalArguments().isEmpty()) {
        cli::printError(QCoreApplication::translate("touchstone", "%1: not a Touchstone project").arg(project));
        return cli::InputError;
    }
    const bool opened = !project.isEmpty() && window.openProject(project);

    if (screenshot) {
        const QString file = parser.value(screenshotOption);
        int exitCode = cli::Success;
        auto take = [&]() {
            if (!window.grab().save(file, "PNG")) {
                cli::printError(QCoreApplication::translate("touchstone", "%1: cannot write the screenshot").arg(file));
                exitCode = cli::InputError;
            }
            QApplication::exit(exitCode);
        };
        // Wait for the first page to be painted, but never forever.
        if (opened)
            QObject::connect(&window, &MainWindow::ready, &window, [&] { QTimer::singleShot(300, &window, take); });
        else
            QTimer::singleShot(300, &window, take);
        QTimer::singleShot(20000, &window, take);
        return QApplication::exec();
    }
    return QApplication::exec();
}

} // namespace touchstone
