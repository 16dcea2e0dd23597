#include "goldsplit.h"

#include "metrics/prng.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace touchstone {

std::vector<Split> GoldSplit::assign(const std::vector<Item> &items, std::uint64_t seed, double testFraction)
{
    std::vector<Split> splits;
    splits.reserve(items.size());
    std::map<QString, std::vector<size_t>> byStratum;
    for (size_t i = 0; i < items.size(); ++i) {
        splits.push_back(items[i].split);
        byStratum[items[i].stratum].push_back(i);
    }
    Prng random(seed);
    const double fraction = std::clamp(testFraction, 0.0, 1.0);
    for (const auto &[stratum, members] : byStratum) {
        int existingTest = 0;
        std::vector<size_t> candidates;
        for (const size_t i : members) {
            if (items[i].split == Split::Test)
                ++existingTest;
            else if (items[i].split == Split::Unassigned && items[i].devOnly)
                splits[i] = Split::Dev;
            else if (items[i].split == Split::Unassigned)
                candidates.push_back(i);
        }
        std::sort(candidates.begin(), candidates.end(),
                  [&](size_t a, size_t b) { return items[a].uuid < items[b].uuid; });
        for (size_t k = candidates.size(); k > 1; --k)
            std::swap(candidates[k - 1], candidates[size_t(random.bounded(quint32(k)))]);
        const int target = int(std::floor(fraction * double(members.size()) + 0.5));
        const size_t toTest = size_t(std::clamp(target - existingTest, 0, int(candidates.size())));
        for (size_t k = 0; k < candidates.size(); ++k)
            splits[candidates[k]] = k < toTest ? Split::Test : Split::Dev;
    }
    return splits;
}

} // namespace touchstone
