#pragma once

// Where the reference data of ../shared lives, for tests and benchmarks.
// The path is fixed at configure time (tests/CMakeLists.txt) and can be
// overridden at run time with $TOUCHSTONE_SHARED.

#include <QDir>
#include <QString>

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

} // namespace touchstone::testing
