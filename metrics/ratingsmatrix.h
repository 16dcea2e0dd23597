#pragma once

#include "result.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace touchstone {

// One rating: a coder (annotator) gave a grade to a unit (a (query,
// passage) pair, a token position, ...). Not annotation/judgment.h's
// Judgment, which is a label as the project store holds it.
struct Rating
{
    QString unit;
    QString annotator;
    int grade = 0;
};

// Ratings of units by coders, the input of every agreement measure of
// metrics/ (Cohen, Fleiss, Krippendorff, Gwet, percent agreement).
//
// Dense units × coders matrix of small integers: each cell holds the POSITION
// of the grade in the declared category list, or Missing. Built once from the
// rating rows; a live view then updates single cells with setGrade() and
// recomputes, without rebuilding. Rows are contiguous (row-major), so a
// measure walks the matrix once, in order.
//
// The declared category list is strictly increasing (e.g. the grades 0–3).
// Weighted measures weight on positions in this list, and a category that
// nobody used still counts (declared, not observed).
class RatingsMatrix
{
public:
    using Cell = std::int16_t;
    static constexpr Cell Missing = -1;

    RatingsMatrix() = default;

    // An all-missing matrix with generated ids ("1", "2", ... for units,
    // "A", "B", ... for coders, or `coderIds` when given). Fails when the
    // categories are not strictly increasing or exceed 32767 entries.
    static Result<RatingsMatrix> create(std::vector<int> categories, int unitCount,
                                        int coderCount, const QStringList &coderIds = {});

    // From rating rows. Units and coders are numbered in order of first
    // appearance. An empty `categories` means the sorted distinct grades.
    // Fails, naming the row, on a grade outside `categories` or a second
    // rating of the same unit by the same coder.
    static Result<RatingsMatrix> fromRatings(const std::vector<Rating> &ratings, std::vector<int> categories);

    // From coders × units rows as in the agreement case files (nullopt =
    // not rated). When `categories` is empty, the sorted distinct values are
    // used. Fails on rows of different length or a value outside `categories`.
    static Result<RatingsMatrix> fromCoderRows(const std::vector<std::vector<std::optional<int>>> &rows,
                                               std::vector<int> categories,
                                               const QStringList &coderIds = {});

    int unitCount() const { return m_unitCount; }
    int coderCount() const { return m_coderCount; }
    int categoryCount() const { return int(m_categories.size()); }
    const std::vector<int> &categories() const { return m_categories; }

    // Position of `grade` in the category list, or -1.
    int categoryIndex(int grade) const;

    Cell cell(int unit, int coder) const { return m_cells[size_t(unit) * size_t(m_coderCount) + size_t(coder)]; }
    const Cell *row(int unit) const { return m_cells.data() + size_t(unit) * size_t(m_coderCount); }
    std::optional<int> grade(int unit, int coder) const;

    // Sets or clears (nullopt) one rating. Fails on a grade outside the list.
    Status setGrade(int unit, int coder, std::optional<int> grade);

    const QStringList &unitIds() const { return m_unitIds; }
    const QStringList &coderIds() const { return m_coderIds; }
    int unitIndex(const QString &id) const { return m_unitIndex.value(id, -1); }
    int coderIndex(const QString &id) const { return m_coderIndex.value(id, -1); }

    // Appends an all-missing unit or coder and returns its index; an existing
    // id returns the index it already has.
    int addUnit(const QString &id);
    int addCoder(const QString &id);

    // A matrix of the given units, in that order; an index may repeat (the
    // bootstrap draws with replacement). Ids are kept.
    RatingsMatrix selectUnits(const std::vector<int> &units) const;
    // A matrix of the given coders, in that order.
    RatingsMatrix selectCoders(const std::vector<int> &coders) const;

    // Number of ratings (non-missing cells) in a unit.
    int ratingCount(int unit) const;

private:
    void rebuildIndexes();

    std::vector<int> m_categories;
    std::vector<Cell> m_cells;
    int m_unitCount = 0;
    int m_coderCount = 0;
    QStringList m_unitIds;
    QStringList m_coderIds;
    QHash<QString, int> m_unitIndex;
    QHash<QString, int> m_coderIndex;
};

} // namespace touchstone
