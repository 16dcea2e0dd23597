#pragma once

// Runs the built touchstone executable, for command-line tests.

#include "common/shareddata.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace touchstone::testing {

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    bool finished = false;

    // The lines the program wrote on stderr, without Poppler's own chatter.
    QList<QByteArray> errorLines() const
    {
        QList<QByteArray> lines;
        for (const QByteArray &line : err.split('\n')) {
            if (line.startsWith("touchstone: "))
                lines.append(line);
        }
        return lines;
    }
};

inline CliRun runTouchstone(const QStringList &arguments, const QString &workingDirectory = {},
                            int timeoutMs = 120000, const QProcessEnvironment &extra = {})
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(extra);
    process.setProcessEnvironment(environment);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(executableFor(arguments), arguments);
    CliRun run;
    run.finished = process.waitForFinished(timeoutMs);
    if (!run.finished)
        process.kill();
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace touchstone::testing
