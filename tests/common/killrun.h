#pragma once

// A touchstone process a kill test ends with SIGKILL: started, watched
// (its complete stdout lines, a notice on stderr), killed at a chosen
// moment, reaped. Kill moments are counted from a point the test can name
// (the first line the process printed, a notice), not only from the start,
// so that a loaded machine — a slow start — does not turn every trial into
// a kill before the work began.

#include "common/shareddata.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

#include <algorithm>

namespace touchstone::testing {

class KillRun
{
public:
    explicit KillRun(const QStringList &arguments)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("TOUCHSTONE_PROGRESS"), QStringLiteral("1")); // kills are timed from it
        m_process.setProcessEnvironment(environment);
        m_timer.start();
        m_process.start(executableFor(arguments), arguments);
    }

    ~KillRun()
    {
        if (m_process.state() != QProcess::NotRunning)
            kill();
    }

    bool started() { return m_process.waitForStarted(30000); }
    bool running() const { return m_process.state() == QProcess::Running; }
    qint64 elapsed() const { return m_timer.elapsed(); }

    // Reads output for `ms` milliseconds or until the process ends; true
    // while it still runs.
    bool runFor(qint64 ms)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < ms && running()) {
            m_process.waitForReadyRead(int(std::max<qint64>(1, ms - timer.elapsed())));
            collect();
        }
        collect();
        return running();
    }

    // Waits until stdout holds `lines` complete lines (or stderr holds
    // `notice`, when given) or `timeoutMs` passed; true when it did.
    bool waitForLines(int lines, int timeoutMs = 60000)
    {
        return waitUntil([&] { return completeLines().size() >= lines; }, timeoutMs);
    }
    bool waitForNotice(const QByteArray &notice, int timeoutMs = 60000)
    {
        return waitUntil([&] { return m_err.contains(notice); }, timeoutMs);
    }

    // SIGKILL: no destructor, no rollback, no checkpoint.
    void kill()
    {
        m_process.kill();
        m_process.waitForFinished(30000);
        collect();
    }

    bool finishWithin(int ms)
    {
        // waitForFinished() is false for a process that has already ended.
        const bool finished = m_process.state() == QProcess::NotRunning || m_process.waitForFinished(ms);
        collect();
        return finished;
    }
    int exitCode() const { return m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -1; }

    // The stdout lines that ended with '\n': what the process reported
    // before it died (the last piece without a newline was not reported).
    QStringList completeLines() const
    {
        QStringList lines;
        const QList<QByteArray> pieces = m_out.split('\n');
        for (qsizetype i = 0; i + 1 < pieces.size(); ++i)
            lines << QString::fromUtf8(pieces[i]);
        return lines;
    }
    const QByteArray &err() const { return m_err; }

private:
    template <typename Condition>
    bool waitUntil(Condition condition, int timeoutMs)
    {
        QElapsedTimer timer;
        timer.start();
        collect();
        while (!condition() && running() && timer.elapsed() < timeoutMs) {
            m_process.waitForReadyRead(50);
            collect();
        }
        return condition();
    }

    void collect()
    {
        m_out += m_process.readAllStandardOutput();
        m_err += m_process.readAllStandardError();
    }

    QProcess m_process;
    QElapsedTimer m_timer;
    QByteArray m_out;
    QByteArray m_err;
};

} // namespace touchstone::testing
