#include "bootstrapset.h"

#include <algorithm>

namespace touchstone {

std::vector<BootstrapInterval> BootstrapSet::intervals(int groupCount, int count, const Statistics &statistics,
                                                       const BootstrapOptions &options)
{
    std::vector<BootstrapInterval> result(size_t(std::max(count, 0)));
    if (count <= 0)
        return result;
    // Call 0 is the estimate, calls 1 … R the resamples, in Bootstrap's order.
    std::vector<std::vector<std::optional<double>>> values;
    values.reserve(size_t(std::max(options.resamples, 0)) + 1);
    const BootstrapInterval first = Bootstrap::interval(
        groupCount,
        [&](const std::vector<int> &groups) {
            std::vector<std::optional<double>> all = statistics(groups);
            all.resize(size_t(count));
            values.push_back(all);
            return all.front();
        },
        options);
    result.front() = first;
    for (int k = 1; k < count; ++k) {
        BootstrapInterval &interval = result[size_t(k)];
        interval.confidence = first.confidence;
        interval.seed = first.seed;
        interval.resamples = first.resamples;
        interval.estimate = values.front()[size_t(k)];
        std::vector<double> defined;
        for (size_t r = 1; r < values.size(); ++r) {
            if (const std::optional<double> value = values[r][size_t(k)])
                defined.push_back(*value);
            else
                ++interval.undefinedResamples;
        }
        if (interval.resamples <= 0)
            continue;
        interval.undefinedShare = double(interval.undefinedResamples) / double(interval.resamples);
        std::sort(defined.begin(), defined.end());
        const double tail = (1.0 - options.confidence) / 2.0;
        interval.lower = Bootstrap::quantile(defined, tail);
        interval.upper = Bootstrap::quantile(defined, 1.0 - tail);
    }
    return result;
}

} // namespace touchstone
