#include "parallelranges.h"

#include <algorithm>
#include <thread>
#include <vector>

namespace touchstone {

int resolveThreadCount(int threads)
{
    if (threads > 0)
        return threads;
    return std::max(1, int(std::thread::hardware_concurrency()));
}

void runInParallelRanges(qint64 count, int threads, qint64 minimumRange,
                         const std::function<void(qint64, qint64)> &work)
{
    if (count <= 0)
        return;
    const qint64 byRange = std::max<qint64>(1, count / std::max<qint64>(1, minimumRange));
    const qint64 parts = std::min<qint64>(resolveThreadCount(threads), byRange);
    if (parts <= 1) {
        work(0, count);
        return;
    }
    std::vector<std::thread> workers;
    workers.reserve(std::size_t(parts - 1));
    for (qint64 part = 1; part < parts; ++part) {
        const qint64 begin = count * part / parts;
        const qint64 end = count * (part + 1) / parts;
        workers.emplace_back(work, begin, end);
    }
    work(0, count / parts);
    for (std::thread &worker : workers)
        worker.join();
}

} // namespace touchstone
