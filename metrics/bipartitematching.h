#pragma once

#include <vector>

namespace touchstone {

// Maximum-cardinality matching in a bipartite graph by Hopcroft–Karp
// (Hopcroft, J. E., Karp, R. M. (1973). An n^{5/2} algorithm for maximum
// matchings in bipartite graphs. SIAM J. Comput. 2(4), 225–231),
// O(E √V). Span agreement uses it so that a match taken early can never block
// a larger matching, as a greedy pass can.
struct BipartiteMatching
{
    // `adjacency[i]` lists the right vertices (0 … rightCount − 1) that left
    // vertex i may be matched to. Returns, for every left vertex, its partner
    // or −1. The number of partners ≠ −1 is the maximum matching size.
    static std::vector<int> maximumMatching(int rightCount, const std::vector<std::vector<int>> &adjacency);

    // Number of matched left vertices in a result of maximumMatching().
    static int size(const std::vector<int> &matchOfLeft);
};

} // namespace touchstone
