#pragma once

#include "categoryweights.h"
#include "cohenkappa.h"
#include "gwetac.h"
#include "krippendorffalpha.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace touchstone {

// Additive sufficient statistics of the multi-coder agreement measures
// (Cohen's κ per coder pair, Krippendorff's α, Fleiss' κ, Gwet's AC1/AC2).
//
// Why: a live dashboard and a bootstrap over QUESTIONS need the measures of
// many unions of groups of units (all questions, a stratum, a resample that
// draws a question twice). Every one of these measures is a function of
// sums over units, so a tally per group can be added up instead of
// rebuilding and rescanning a ratings matrix:
//   Cohen       the q × q table of each coder pair (units rated by both);
//   Krippendorff integer pair counts per m_u (as KrippendorffAlpha builds
//               them), divided by m_u − 1 only when read, so the
//               coincidence matrix of a sum is bit-identical to the one of
//               the union matrix;
//   Fleiss      per number of raters m: items, Σ_j n_ij², Σ_i n_ij and the
//               number of units with m ratings (to choose the common m as
//               FleissKappa::commonRaterCount does);
//   Gwet        Σ of the per-unit agreement (one sum per weighting), Σ_i
//               r_ik / r_i, units rated at least once and twice.
// A unit may carry an integer weight: it then counts as `weight` identical
// units (a run of tokens with the same labels, for token-level agreement).
//
// The values are computed by the formulas of cohenkappa.h,
// krippendorffalpha.h, fleisskappa.h and gwetac.h; CohenKappa::kappa and
// KrippendorffAlpha::alpha are called as they are. tests/metrics/
// tst_agreementtally.cpp checks every value against the matrix-based
// measures on the reference cases and on random matrices, and that a sum of
// tallies equals the tally of the union.
class AgreementTally
{
public:
    using Cell = std::int16_t;  // position in the declared category list
    static constexpr Cell Missing = -1;

    AgreementTally() = default;
    // An empty tally for `coders` coders over the declared, strictly
    // increasing `categories`.
    AgreementTally(int coders, std::vector<int> categories);

    int coderCount() const { return m_coders; }
    int categoryCount() const { return int(m_categories.size()); }
    const std::vector<int> &categories() const { return m_categories; }

    // Adds one unit: `row` holds coderCount() cells (a category position or
    // Missing); the unit counts `weight` times.
    void addUnit(const Cell *row, long long weight = 1);

    // Adds `other` (same categories), whose coder c is this tally's coder
    // coderMap[c]; without a map, coder c is coder c.
    void add(const AgreementTally &other, const std::vector<int> &coderMap);
    void add(const AgreementTally &other);
    // Back to all zeros, keeping the shape.
    void clear();

    // One non-zero count of a tally as add() would add it into this tally:
    // `slot` numbers this tally's counts (units, pair tables, α pair counts,
    // Fleiss and Gwet sums, in that order); integer counts are carried as
    // doubles, exact below 2^53.
    struct Entry
    {
        std::uint32_t slot = 0;
        double amount = 0;
    };
    // Appends the non-zero counts of `other` mapped as add(other, coderMap)
    // maps them (nothing when add() would add nothing). Adding them with
    // addEntries() changes this tally exactly as add(other, coderMap) does —
    // bit for bit, as the double sums are added in the same order — at the
    // cost of the non-zero counts only, read from one contiguous list: for a
    // bootstrap that adds the same tallies thousands of times.
    void appendEntries(const AgreementTally &other, const std::vector<int> &coderMap,
                       std::vector<Entry> &entries) const;
    void addEntries(const Entry *first, const Entry *last);

    // The same sums kept flat: one double per slot of appendEntries
    // (slotCount() of them; integer counts are exact in a double below
    // 2^53). addEntries(first, last, sums) adds entries with one indexed add
    // each, no search for the slot's table; assignSlots(sums) then makes
    // this tally's counts those sums. clear(), addEntries(...) and
    // assignSlots() of flat sums added from zero in the same order give the
    // same tally, bit for bit (the double sums see the same additions in
    // the same order; integer sums are exact either way).
    size_t slotCount() const;
    static void addEntries(const Entry *first, const Entry *last, double *sums)
    {
        for (; first != last; ++first)
            sums[first->slot] += first->amount;
    }
    void assignSlots(const double *sums);

    // Units added (with weights), units with at least one and two ratings.
    long long units() const { return m_units; }
    long long unitsRated() const;
    long long unitsRatedTwice() const;

    // Cohen: the table of coders a and b (rows a), over units both rated.
    ContingencyTable pairTable(int a, int b) const;
    long long pairUnits(int a, int b) const;
    std::optional<double> cohenKappa(int a, int b, Weighting weighting) const;
    // Unweighted κ on "category value ≥ threshold".
    std::optional<double> cohenKappaBinary(int a, int b, int threshold = 2) const;

    // Krippendorff: the coincidence matrix of the units with m_u ≥ 2.
    CoincidenceMatrix coincidences() const;
    std::optional<double> alpha(AlphaLevel level) const;

    // Fleiss: the common number of raters (as FleissKappa::commonRaterCount:
    // the most frequent m ≥ 2, the larger on a tie; 0 without such units)
    // and κ over the units with exactly that many ratings (or `raters`).
    int fleissRaterCount() const;
    long long fleissItems(std::optional<int> raters = std::nullopt) const;
    std::optional<double> fleissKappa(std::optional<int> raters = std::nullopt) const;

    // Gwet: p_a, p_e and AC1 (Unweighted) / AC2 (other weightings).
    GwetAC::Components gwetComponents(Weighting weighting) const;
    std::optional<double> gwet(Weighting weighting) const;

private:
    static constexpr int kWeightings = 4;
    size_t pairIndex(int a, int b) const;  // a < b
    size_t qq() const { return m_categories.size() * m_categories.size(); }

    int m_coders = 0;
    std::vector<int> m_categories;
    long long m_units = 0;
    std::vector<long long> m_pairTables;     // pairs × q × q, rows = lower coder
    std::vector<long long> m_pairCounts;     // (coders + 1) × q × q: α pair counts per m_u
    std::vector<long long> m_unitsByCount;   // coders + 1: units with m ratings
    std::vector<long long> m_squaresByCount; // coders + 1: Σ_j n_ij² of those units
    std::vector<long long> m_totalsByCount;  // (coders + 1) × q: Σ_i n_ij of those units
    std::array<double, kWeightings> m_gwetAgreement{};  // Σ unit agreement, per Weighting
    std::vector<double> m_gwetPi;            // q: Σ_i r_ik / r_i
    std::array<std::vector<double>, kWeightings> m_weights;  // agreement weights, per Weighting
};

} // namespace touchstone
