#include "versionjobs.h"

#include "labeleditor.h"
#include "projectsession.h"


#include <QUndoStack>

namespace touchstone {

FreezeOutcome FreezeOutcome::from(const Result<FreezeReport> &report)
{
    FreezeOutcome outcome;
    if (!report) {
        const QStringList lines = report.error().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        if (lines.size() > 1)
            outcome.blockers = lines;
        else
            outcome.error = report.error();
        return outcome;
    }
    outcome.blockers = report->blockers;
    if (report->blockers.isEmpty()) {
        outcome.version = report->version;
        outcome.newlyAssignedSplits = report->newlyAssignedSplits;
    }
    return outcome;
}

void VersionJobs::freeze(QObject *context, LabelEditor &editor, FreezeOptions options,
                         std::function<void(const FreezeOutcome &)> done)
{
    if (options.actor.isEmpty())
        options.actor = editor.actor();
    ProjectSession &session = editor.session();
    StoreTask<Result<FreezeReport>>::start(
        context, session.store(),
        [options](const ProjectStore &store) {
            return GoldFreezer(store).freeze(options);
        },
        [&editor, &session, done = std::move(done)](const Result<FreezeReport> &report) {
            const FreezeOutcome outcome = FreezeOutcome::from(report);
            if (outcome.frozen()) {
                session.undoStack()->clear();
                editor.reloadAll();
            }
            done(outcome);
        });
}

void VersionJobs::verify(QObject *context, ProjectSession &session, const QString &version, bool reparse,
                         std::function<void(const Result<VerifyReport> &)> done, QThreadPool *pool,
                         std::shared_ptr<std::atomic_bool> cancel)
{
    StoreTask<Result<VerifyReport>>::start(
        context, session.store(),
        [version, reparse, cancel](const ProjectStore &store) {
            std::function<bool()> isCancelled;
            if (cancel)
                isCancelled = [cancel] { return cancel->load(); };
            return GoldVerifier::verifyProject(store, version, reparse, isCancelled);
        },
        std::move(done), pool);
}

void VersionJobs::diff(QObject *context, ProjectSession &session, const QString &from, const QString &to,
                       std::function<void(const Result<GoldVersionDiff> &)> done)
{
    StoreTask<Result<GoldVersionDiff>>::start(
        context, session.store(),
        [from, to](const ProjectStore &store) -> Result<GoldVersionDiff> {
            const GoldVersionStore versions(store);
            const auto older = versions.goldSet(from);
            if (!older)
                return Result<GoldVersionDiff>::failure(older.error());
            const auto newer = versions.goldSet(to);
            if (!newer)
                return Result<GoldVersionDiff>::failure(newer.error());
            return GoldVersionDiff::compute(*older, *newer);
        },
        std::move(done));
}

} // namespace touchstone
