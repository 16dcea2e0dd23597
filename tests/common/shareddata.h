#pragma once

// Where the reference data of ../shared lives, for tests and benchmarks.
// The path is fixed at configure time (tests/CMakeLists.txt) and can be
// overridden at run time with $TOUCHSTONE_SHARED.

#include <QDir>
#include <QString>
#include <QStringList>

namespace touchstone::testing {

inline QString sharedDir()
{
    const QString fromEnv = qEnvironmentVariable("TOUCHSTONE_SHARED");
    if (!fromEnv.isEmpty())
        return fromEnv;
    return QStringLiteral(TOUCHSTONE_SHARED_DIR);
}

inline QString sharedPath(const QString &relative)
{
    return QDir(sharedDir()).filePath(relative);
}

inline QString corpusFile(const QString &name)
{
    return sharedPath(QStringLiteral("corpus/") + name);
}

inline QString sourcePath(const QString &relative)
{
    return QDir(QStringLiteral(TOUCHSTONE_SOURCE_DIR)).filePath(relative);
}

inline QString touchstoneExecutable()
{
    return QStringLiteral(TOUCHSTONE_EXECUTABLE);
}

// touchstone with the test-only commands (their names start with '_'),
// which the product binary does not carry.
inline QString testDriverExecutable()
{
    return QStringLiteral(TOUCHSTONE_TEST_DRIVER);
}

// The binary that runs `arguments`: the test driver for a test-only command.
inline QString executableFor(const QStringList &arguments)
{
    return !arguments.isEmpty() && arguments.first().startsWith(QLatin1Char('_')) ? testDriverExecutable()
                                                                                  : touchstoneExecutable();
}

} // namespace touchstone::testing
