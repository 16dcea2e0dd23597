#pragma once

#include <QtGlobal>

#include <functional>

namespace touchstone {

// Splits [0, count) into contiguous ranges and runs work(begin, end) on each,
// one std::thread per range (the calling thread takes the first range).
// Used by the resampling statistics, whose every replicate draws from its own
// random stream (Prng::forStream), so their results are the same for any
// thread count. `threads` <= 0 means std::thread::hardware_concurrency();
// the count is capped so that no range is shorter than `minimumRange`.
void runInParallelRanges(qint64 count, int threads, qint64 minimumRange,
                         const std::function<void(qint64 begin, qint64 end)> &work);

// The thread count runInParallelRanges would use for a request of `threads`.
int resolveThreadCount(int threads);

} // namespace touchstone
