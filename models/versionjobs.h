#pragma once

#include "storetask.h"

#include "annotation/goldfreezer.h"
#include "annotation/goldverifier.h"
#include "annotation/goldversiondiff.h"

#include <QCoreApplication>

#include <atomic>
#include <functional>
#include <memory>

namespace touchstone {

class LabelEditor;
class ProjectSession;

// What a freeze came back with, in one shape whether the freezer reports
// its blockers in FreezeReport or in a failure's message (one per line).
struct FreezeOutcome
{
    QStringList blockers;                   // refused: one offender per line, nothing was written
    QString error;                          // failed for another reason (database, options)
    std::optional<GoldVersionInfo> version; // frozen
    int newlyAssignedSplits = 0;

    bool frozen() const { return version.has_value(); }
    static FreezeOutcome from(const Result<FreezeReport> &report);
};

// The golden-set verbs that take long, off the UI thread (StoreTask): each
// returns at once and calls `done` on the context's thread later, unless
// the context is gone by then. `pool` nullptr: the global thread pool.
struct VersionJobs
{
    Q_DECLARE_TR_FUNCTIONS(VersionJobs)

public:
    // Freezes a version as the editor's annotator (built_by). After a
    // freeze the undo stack is cleared — an undone question edit would give
    // a question back the split it had before the freeze, and splits stay
    // put across versions — and every view reloads (LabelEditor::reloadAll:
    // questions now carry their split).
    static void freeze(QObject *context, LabelEditor &editor, FreezeOptions options,
                       std::function<void(const FreezeOutcome &)> done);

    // Re-anchors every span of `version` (GoldVerifier::verifyProject).
    // Setting `cancel` stops it before the next document; `done` then gets
    // GoldVerifier::cancelledMessage().
    static void verify(QObject *context, ProjectSession &session, const QString &version, bool reparse,
                       std::function<void(const Result<VerifyReport> &)> done, QThreadPool *pool = nullptr,
                       std::shared_ptr<std::atomic_bool> cancel = {});

    // The diff from one version to another.
    static void diff(QObject *context, ProjectSession &session, const QString &from, const QString &to,
                     std::function<void(const Result<GoldVersionDiff> &)> done);
};

} // namespace touchstone
