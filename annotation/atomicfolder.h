#pragma once

#include "metrics/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>
#include <utility>
#include <vector>

namespace touchstone {

// Publishes a folder of files all at once: the files are written (and
// synced) into a hidden temporary folder next to the target,
// ".<name>.partial-<pid>-<random>", which is then renamed into place. A
// failure or a killed process therefore never leaves a half-written folder
// under the target's name: the target either does not exist, is the old
// folder, or is the complete new one.
//
// The target is checked by OutputTarget first: never a project, part of
// one or a link. An existing empty target is replaced by the rename itself.
// An existing non-empty target is refused unless `replace` and the hooks'
// `isReplaceable` recognises it (a previous export); then the two folders are
// swapped in one step (renameat2 RENAME_EXCHANGE; where the file system
// lacks it, the old folder is renamed aside first) and the old one is
// deleted. Leftover temporary folders of processes that no longer run are
// removed on the next publish to the same target.
class AtomicFolder
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFolder)

public:
    using Files = std::vector<std::pair<QString, QByteArray>>; // file name, bytes

    static Status publish(const QString &folder, const Files &files, bool replace);

    // Hooks of a publish that reports progress and can be cancelled.
    struct Hooks
    {
        std::function<void(int written, int total, const QString &name)> fileWritten; // after each file
        // Asked before each file and once more before the rename: a true
        // answer removes the temporary folder and leaves the target as it
        // was (absent, empty, or the old folder). After the rename the
        // publish is complete and is no longer asked.
        std::function<bool()> isCancelled;
        // Whether an existing non-empty target may be replaced; without it none may.
        std::function<bool(const QString &folder)> isReplaceable;
    };
    // publish() with hooks; a cancelled publish fails with cancelledMessage().
    static Status publish(const QString &folder, const Files &files, bool replace, const Hooks &hooks);
    static QString cancelledMessage();

    // The hidden temporary folders of `folder` that are on disk now.
    static QStringList leftovers(const QString &folder);
};

} // namespace touchstone
