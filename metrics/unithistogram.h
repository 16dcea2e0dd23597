#pragma once

#include "ratingsmatrix.h"

#include <vector>

namespace touchstone {

// Category counts of one unit's ratings, for the measures that walk a ratings
// matrix unit by unit (Krippendorff's α, Gwet's AC, percent agreement). The
// working arrays are sized once per pass, so the hot loop allocates nothing,
// and only the categories a unit touched are visited and reset.
class UnitHistogram
{
public:
    UnitHistogram(int categories, int coders)
        : m_counts(size_t(categories), 0)
        , m_touched(size_t(coders), 0)
    {
    }

    // Resets the previous unit and counts the ratings of `row`; returns their
    // number (m_u, r_i).
    int count(const RatingsMatrix::Cell *row, int coders)
    {
        for (int i = 0; i < m_distinct; ++i)
            m_counts[size_t(m_touched[size_t(i)])] = 0;
        m_distinct = 0;
        int ratings = 0;
        for (int c = 0; c < coders; ++c) {
            const RatingsMatrix::Cell value = row[c];
            if (value == RatingsMatrix::Missing)
                continue;
            if (m_counts[size_t(value)]++ == 0)
                m_touched[size_t(m_distinct++)] = value;
            ++ratings;
        }
        return ratings;
    }

    // Distinct categories of the unit, in order of first appearance.
    int distinct() const { return m_distinct; }
    int category(int i) const { return m_touched[size_t(i)]; }
    // Ratings of the unit in a category (0 for one it did not touch).
    int countOf(int category) const { return m_counts[size_t(category)]; }

private:
    std::vector<int> m_counts;
    std::vector<int> m_touched;
    int m_distinct = 0;
};

} // namespace touchstone
