#pragma once

// The main window opened on a fresh test project, as the widget tests that
// drive the whole window need it: one corpus PDF, annotator "Ann", one
// question, the first page on screen.

#include "common/testproject.h"

#include "widgets/mainwindow.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

namespace touchstone::testing {

struct WindowFixture
{
    std::unique_ptr<TestProject> project;
    std::unique_ptr<MainWindow> window;

    // QVERIFY-style: call as QVERIFY(fixture.open(...)).
    bool open(const QString &corpusFile, const QString &question, const QSize &size)
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        project = makeTestProject({corpusFile});
        if (!project)
            return false;
        project->addAnnotator(QStringLiteral("Ann"));
        project->addQuestion(QStringLiteral("q1"), question);
        const QString folder = project->session->folder();
        project->session.reset(); // the window opens the project itself (one writer at a time)
        window = std::make_unique<MainWindow>();
        window->setInteractive(false);
        window->resize(size);
        window->show();
        QSignalSpy ready(window.get(), &MainWindow::ready);
        if (!window->openProject(folder))
            return false;
        return (ready.wait(15000) || ready.count() > 0) && QTest::qWaitForWindowExposed(window.get());
    }
};

} // namespace touchstone::testing
