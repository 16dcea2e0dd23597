#pragma once

#include "annotation/projectstore.h"

#include <QFutureWatcher>
#include <QtConcurrent>

#include <functional>
#include <utility>

namespace touchstone {

// One piece of work on a project store, run off the UI thread, whose result
// comes back on the UI thread to `context` (KeePassXC's runThenCallback,
// with the store in mind):
// - the work runs with its own SQLite connection (ProjectStore::database()
//   is per thread) and closes it before the pool thread is reused;
// - the watcher is a child of `context`: when the context goes away first,
//   its destructor waits for the work — which reads the store the context's
//   owner keeps alive — and the callback is never called on a dead object.
// Work that cannot be interrupted (a freeze is one transaction) is waited
// for; cancel() only drops its result.
template <typename T>
class StoreTask : public QFutureWatcher<T>
{
public:
    using QFutureWatcher<T>::QFutureWatcher;

    ~StoreTask() override
    {
        this->disconnect();
        this->waitForFinished();
    }

    // Runs `work(store)` on `pool` (nullptr: the global pool) and
    // `done(result)` on the context's thread; returns the task (owned by
    // `context`, deleted after `done`).
    static StoreTask *start(QObject *context, const ProjectStore &store, std::function<T(const ProjectStore &)> work,
                            std::function<void(const T &)> done, QThreadPool *pool = nullptr)
    {
        auto *task = new StoreTask(context);
        QObject::connect(task, &QFutureWatcherBase::finished, context, [task, done = std::move(done)] {
            if (!task->isCanceled() && task->future().resultCount() > 0)
                done(task->result());
            task->deleteLater();
        });
        task->setFuture(QtConcurrent::run(pool ? pool : QThreadPool::globalInstance(), [&store, work = std::move(work)] {
            T result = work(store);
            store.releaseThreadConnection();
            return result;
        }));
        return task;
    }
};

} // namespace touchstone
