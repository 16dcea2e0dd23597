#include "bipartitematching.h"

#include <algorithm>
#include <limits>

namespace touchstone {

namespace {

constexpr int Unreached = std::numeric_limits<int>::max();

class HopcroftKarp
{
public:
    HopcroftKarp(int rightCount, const std::vector<std::vector<int>> &adjacency)
        : m_adjacency(adjacency)
        , m_matchLeft(adjacency.size(), -1)
        , m_matchRight(size_t(rightCount), -1)
        , m_layer(adjacency.size(), Unreached)
        , m_next(adjacency.size(), 0)
    {
    }

    std::vector<int> run()
    {
        while (buildLayers()) {
            std::fill(m_next.begin(), m_next.end(), 0);
            for (size_t left = 0; left < m_adjacency.size(); ++left)
                if (m_matchLeft[left] < 0)
                    augment(int(left));
        }
        return m_matchLeft;
    }

private:
    // Breadth-first layers from the free left vertices; true when some
    // augmenting path exists.
    bool buildLayers()
    {
        std::vector<int> queue;
        queue.reserve(m_adjacency.size());
        for (size_t left = 0; left < m_adjacency.size(); ++left) {
            m_layer[left] = m_matchLeft[left] < 0 ? 0 : Unreached;
            if (m_layer[left] == 0)
                queue.push_back(int(left));
        }
        bool found = false;
        for (size_t head = 0; head < queue.size(); ++head) {
            const int left = queue[head];
            for (const int right : m_adjacency[size_t(left)]) {
                const int partner = m_matchRight[size_t(right)];
                if (partner < 0) {
                    found = true;
                } else if (m_layer[size_t(partner)] == Unreached) {
                    m_layer[size_t(partner)] = m_layer[size_t(left)] + 1;
                    queue.push_back(partner);
                }
            }
        }
        return found;
    }

    // Depth-first search along the layers for a vertex-disjoint augmenting
    // path; m_next makes every edge be tried once per phase.
    bool augment(int left)
    {
        const std::vector<int> &edges = m_adjacency[size_t(left)];
        for (int &i = m_next[size_t(left)]; i < int(edges.size()); ++i) {
            const int right = edges[size_t(i)];
            const int partner = m_matchRight[size_t(right)];
            if (partner < 0 || (m_layer[size_t(partner)] == m_layer[size_t(left)] + 1 && augment(partner))) {
                m_matchLeft[size_t(left)] = right;
                m_matchRight[size_t(right)] = left;
                return true;
            }
        }
        m_layer[size_t(left)] = Unreached;
        return false;
    }

    const std::vector<std::vector<int>> &m_adjacency;
    std::vector<int> m_matchLeft;
    std::vector<int> m_matchRight;
    std::vector<int> m_layer;
    std::vector<int> m_next;
};

} // namespace

std::vector<int> BipartiteMatching::maximumMatching(int rightCount, const std::vector<std::vector<int>> &adjacency)
{
    return HopcroftKarp(rightCount, adjacency).run();
}

int BipartiteMatching::size(const std::vector<int> &matchOfLeft)
{
    return int(std::count_if(matchOfLeft.begin(), matchOfLeft.end(), [](int right) { return right >= 0; }));
}

} // namespace touchstone
