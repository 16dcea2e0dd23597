#pragma once

// What every fuzz entry point shares: the outcome it reports, the contract
// it checks (a failure is one non-empty line; a refused import changes
// nothing), scratch files, and fixture projects that are put back after an
// input that imported something, so that every input meets the same project.
//
// Used by the libFuzzer harnesses (tests/fuzz/fuzz_*.cpp) and by the normal
// test tests/annotation/tst_fuzzregressions.cpp, which replays the committed
// regression inputs through the same functions.

#include "common/labelfixture.h"
#include "common/shareddata.h"

#include "annotation/projectstore.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>

namespace touchstone::fuzz {

// What one input did. `violation` is set when the product broke its own
// contract (the harness aborts on it, the regression test fails on it).
struct Outcome
{
    bool ok = false;
    QString error;
    QString violation;
};

// A failure must say what went wrong. (That the command line prints it as
// one line is cli::printError's part: messages quote input values, which
// may hold line breaks.)
inline QString messageProblem(const QString &error)
{
    if (error.trimmed().isEmpty())
        return QStringLiteral("a failure without a message");
    return QString();
}

template <typename T>
Outcome outcomeOf(const Result<T> &result)
{
    Outcome outcome;
    outcome.ok = result.ok();
    if (!outcome.ok) {
        outcome.error = result.error();
        outcome.violation = messageProblem(result.error());
    }
    return outcome;
}

// Keeps the first violation of a sequence of checks.
inline void combine(Outcome &into, const Outcome &step)
{
    if (into.violation.isEmpty())
        into.violation = step.violation;
}

// Qt's SQL drivers are plugins found through the application object.
inline void ensureApplication()
{
    if (QCoreApplication::instance())
        return;
    static int argc = 1;
    static char name[] = "touchstone-fuzz";
    static char *argv[] = {name, nullptr};
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QCoreApplication application(argc, argv);
}

[[noreturn]] inline void setupFailure(const QString &what)
{
    std::fprintf(stderr, "fuzz setup: %s\n", qPrintable(what));
    std::abort();
}

// A folder for the files an input is written to, reused by every input.
class Scratch
{
public:
    Scratch()
    {
        if (!m_dir.isValid())
            setupFailure(QStringLiteral("no temporary folder"));
    }

    QString path(const QString &name) const { return m_dir.filePath(name); }

    QString write(const QString &name, const QByteArray &bytes) const
    {
        const QString file = path(name);
        QDir().mkpath(QFileInfo(file).path());
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(bytes) != bytes.size())
            setupFailure(QStringLiteral("cannot write ") + file);
        return file;
    }

private:
    QTemporaryDir m_dir;
};

inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        setupFailure(QStringLiteral("cannot read ") + path);
    return file.readAll();
}

// A project made once by `build` into a template folder; inputs run against
// a working copy, which is put back from the template after every input
// that changed it (an import that succeeded).
class FixtureProject
{
public:
    using Builder = std::function<void(const QString &folder)>;

    explicit FixtureProject(const Builder &build)
    {
        m_template = m_dir.filePath(QStringLiteral("template"));
        m_live = m_dir.filePath(QStringLiteral("live"));
        build(m_template); // leaves the template closed (WAL folded in)
        if (!testing::copyFolder(m_template, m_live))
            setupFailure(QStringLiteral("cannot copy the fixture project"));
        reopen();
    }

    const ProjectStore &store() const { return *m_store; }
    QString folder() const { return m_live; }

    // Row count of every table: a refused import must leave it unchanged.
    std::map<QString, qint64> counts() const
    {
        std::map<QString, qint64> counts;
        QSqlQuery tables(m_store->database());
        tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"));
        QStringList names;
        while (tables.next())
            names << tables.value(0).toString();
        for (const QString &name : std::as_const(names)) {
            QSqlQuery count(m_store->database());
            count.exec(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(name));
            counts[name] = count.next() ? count.value(0).toLongLong() : -1;
        }
        return counts;
    }

    // Runs an import: a failure must be one line and leave every table as
    // it was; a success is undone by restoring the working copy.
    template <typename Import>
    Outcome import(Import &&run)
    {
        const auto before = counts();
        const auto result = run(store());
        Outcome outcome = outcomeOf(result);
        if (outcome.ok) {
            restore();
        } else if (outcome.violation.isEmpty() && counts() != before) {
            outcome.violation = QStringLiteral("a refused import changed the project: ") + outcome.error;
            restore();
        }
        return outcome;
    }

    // Only the database changes under an import (the documents an import
    // or a merge may name are the fixture's own): copying it back is enough.
    void restore()
    {
        m_store.reset();
        const QString database = QDir(m_live).filePath(QStringLiteral("project.sqlite"));
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(database + suffix);
        if (!QFile::copy(QDir(m_template).filePath(QStringLiteral("project.sqlite")), database))
            setupFailure(QStringLiteral("cannot restore the fixture project"));
        reopen();
    }

private:
    void reopen()
    {
        auto opened = ProjectStore::open(m_live);
        if (!opened)
            setupFailure(opened.error());
        m_store = std::move(*opened);
    }

    QTemporaryDir m_dir;
    QString m_template;
    QString m_live;
    std::unique_ptr<ProjectStore> m_store;
};

} // namespace touchstone::fuzz
