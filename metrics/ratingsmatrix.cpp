#include "ratingsmatrix.h"
#include "argtext.h"

#include <algorithm>
#include <set>

using namespace Qt::StringLiterals;

namespace touchstone {

namespace {

Status checkCategories(const std::vector<int> &categories)
{
    if (categories.size() > size_t(32767))
        return Status::failure(u"more than 32767 categories"_s);
    for (size_t i = 1; i < categories.size(); ++i) {
        if (categories[i] <= categories[i - 1])
            return Status::failure(u"categories are not strictly increasing (%1 after %2)"_s
                                       .arg(argText(categories[i]), argText(categories[i - 1])));
    }
    return Status::success();
}

QString coderName(int index)
{
    // A, B, ..., Z, C27, C28, ...: short and stable for case files.
    return index < 26 ? QString(QChar(u'A' + index)) : u"C%1"_s.arg(index + 1);
}

} // namespace

Result<RatingsMatrix> RatingsMatrix::create(std::vector<int> categories, int unitCount,
                                            int coderCount, const QStringList &coderIds)
{
    if (const Status status = checkCategories(categories); !status)
        return Result<RatingsMatrix>::failure(status.error());
    if (unitCount < 0 || coderCount < 0)
        return Result<RatingsMatrix>::failure(u"negative matrix size"_s);
    if (!coderIds.isEmpty() && coderIds.size() != coderCount)
        return Result<RatingsMatrix>::failure(u"%1 coder ids for %2 coders"_s.arg(argText(coderIds.size()), argText(coderCount)));
    RatingsMatrix matrix;
    matrix.m_categories = std::move(categories);
    matrix.m_unitCount = unitCount;
    matrix.m_coderCount = coderCount;
    matrix.m_cells.assign(size_t(unitCount) * size_t(coderCount), Missing);
    for (int u = 0; u < unitCount; ++u)
        matrix.m_unitIds.append(QString::number(u + 1));
    for (int c = 0; c < coderCount; ++c)
        matrix.m_coderIds.append(coderIds.isEmpty() ? coderName(c) : coderIds.at(c));
    matrix.rebuildIndexes();
    return matrix;
}

Result<RatingsMatrix> RatingsMatrix::fromRatings(const std::vector<Rating> &ratings, std::vector<int> categories)
{
    if (categories.empty()) {
        std::set<int> distinct;
        for (const Rating &rating : ratings)
            distinct.insert(rating.grade);
        categories.assign(distinct.begin(), distinct.end());
    }
    Result<RatingsMatrix> created = create(std::move(categories), 0, 0);
    if (!created)
        return created;
    RatingsMatrix &matrix = *created;
    // Ids first, so the cell array is allocated once with its final stride.
    for (const Rating &rating : ratings) {
        if (!matrix.m_unitIndex.contains(rating.unit)) {
            matrix.m_unitIndex.insert(rating.unit, int(matrix.m_unitIds.size()));
            matrix.m_unitIds.append(rating.unit);
        }
        if (!matrix.m_coderIndex.contains(rating.annotator)) {
            matrix.m_coderIndex.insert(rating.annotator, int(matrix.m_coderIds.size()));
            matrix.m_coderIds.append(rating.annotator);
        }
    }
    matrix.m_unitCount = int(matrix.m_unitIds.size());
    matrix.m_coderCount = int(matrix.m_coderIds.size());
    matrix.m_cells.assign(size_t(matrix.m_unitCount) * size_t(matrix.m_coderCount), Missing);
    for (size_t i = 0; i < ratings.size(); ++i) {
        const Rating &rating = ratings[i];
        const int index = matrix.categoryIndex(rating.grade);
        if (index < 0)
            return Result<RatingsMatrix>::failure(
                u"rating %1: grade %2 is not a declared category"_s.arg(argText(i + 1), argText(rating.grade)));
        Cell &cell = matrix.m_cells[size_t(matrix.m_unitIndex.value(rating.unit)) * size_t(matrix.m_coderCount)
                                    + size_t(matrix.m_coderIndex.value(rating.annotator))];
        if (cell != Missing)
            return Result<RatingsMatrix>::failure(u"rating %1: annotator %2 already graded unit %3"_s.arg(argText(i + 1), argText(rating.annotator), argText(rating.unit)));
        cell = Cell(index);
    }
    return created;
}

Result<RatingsMatrix> RatingsMatrix::fromCoderRows(const std::vector<std::vector<std::optional<int>>> &rows,
                                                   std::vector<int> categories,
                                                   const QStringList &coderIds)
{
    const int units = rows.empty() ? 0 : int(rows.front().size());
    for (size_t c = 0; c < rows.size(); ++c) {
        if (int(rows[c].size()) != units)
            return Result<RatingsMatrix>::failure(
                u"coder %1 has %2 ratings, coder 1 has %3"_s.arg(argText(c + 1), argText(rows[c].size()), argText(units)));
    }
    if (categories.empty()) {
        std::set<int> distinct;
        for (const auto &row : rows)
            for (const auto &value : row)
                if (value)
                    distinct.insert(*value);
        categories.assign(distinct.begin(), distinct.end());
    }
    Result<RatingsMatrix> created = create(std::move(categories), units, int(rows.size()), coderIds);
    if (!created)
        return created;
    for (size_t c = 0; c < rows.size(); ++c) {
        for (int u = 0; u < units; ++u) {
            if (const Status status = created->setGrade(u, int(c), rows[c][size_t(u)]); !status)
                return Result<RatingsMatrix>::failure(
                    u"coder %1, unit %2: %3"_s.arg(argText(c + 1), argText(u + 1), argText(status.error())));
        }
    }
    return created;
}

int RatingsMatrix::categoryIndex(int grade) const
{
    const auto it = std::lower_bound(m_categories.begin(), m_categories.end(), grade);
    return it != m_categories.end() && *it == grade ? int(it - m_categories.begin()) : -1;
}

std::optional<int> RatingsMatrix::grade(int unit, int coder) const
{
    const Cell value = cell(unit, coder);
    if (value == Missing)
        return std::nullopt;
    return m_categories[size_t(value)];
}

Status RatingsMatrix::setGrade(int unit, int coder, std::optional<int> grade)
{
    if (unit < 0 || unit >= m_unitCount || coder < 0 || coder >= m_coderCount)
        return Status::failure(u"no cell (%1, %2)"_s.arg(argText(unit), argText(coder)));
    Cell value = Missing;
    if (grade) {
        const int index = categoryIndex(*grade);
        if (index < 0)
            return Status::failure(u"grade %1 is not a declared category"_s.arg(*grade));
        value = Cell(index);
    }
    m_cells[size_t(unit) * size_t(m_coderCount) + size_t(coder)] = value;
    return Status::success();
}

int RatingsMatrix::addUnit(const QString &id)
{
    if (const int existing = unitIndex(id); existing >= 0)
        return existing;
    m_cells.resize(m_cells.size() + size_t(m_coderCount), Missing);
    m_unitIndex.insert(id, m_unitCount);
    m_unitIds.append(id);
    return m_unitCount++;
}

int RatingsMatrix::addCoder(const QString &id)
{
    if (const int existing = coderIndex(id); existing >= 0)
        return existing;
    // Changes the row stride: a rebuild, but adding an annotator is rare.
    std::vector<Cell> cells(size_t(m_unitCount) * size_t(m_coderCount + 1), Missing);
    for (int u = 0; u < m_unitCount; ++u)
        std::copy(row(u), row(u) + m_coderCount, cells.begin() + std::ptrdiff_t(u) * (m_coderCount + 1));
    m_cells = std::move(cells);
    m_coderIndex.insert(id, m_coderCount);
    m_coderIds.append(id);
    return m_coderCount++;
}

RatingsMatrix RatingsMatrix::selectUnits(const std::vector<int> &units) const
{
    RatingsMatrix result;
    result.m_categories = m_categories;
    result.m_coderCount = m_coderCount;
    result.m_unitCount = int(units.size());
    result.m_coderIds = m_coderIds;
    result.m_cells.resize(units.size() * size_t(m_coderCount));
    result.m_unitIds.reserve(qsizetype(units.size()));
    auto out = result.m_cells.begin();
    for (const int unit : units) {
        out = std::copy(row(unit), row(unit) + m_coderCount, out);
        result.m_unitIds.append(m_unitIds.at(unit));
    }
    // A unit drawn twice keeps its id; the index maps it to its first copy.
    result.rebuildIndexes();
    return result;
}

RatingsMatrix RatingsMatrix::selectCoders(const std::vector<int> &coders) const
{
    RatingsMatrix result;
    result.m_categories = m_categories;
    result.m_unitCount = m_unitCount;
    result.m_coderCount = int(coders.size());
    result.m_unitIds = m_unitIds;
    for (const int coder : coders)
        result.m_coderIds.append(m_coderIds.at(coder));
    result.m_cells.resize(size_t(m_unitCount) * coders.size());
    size_t i = 0;
    for (int u = 0; u < m_unitCount; ++u)
        for (const int coder : coders)
            result.m_cells[i++] = cell(u, coder);
    result.rebuildIndexes();
    return result;
}

int RatingsMatrix::ratingCount(int unit) const
{
    const Cell *cells = row(unit);
    return int(std::count_if(cells, cells + m_coderCount, [](Cell c) { return c != Missing; }));
}

void RatingsMatrix::rebuildIndexes()
{
    m_unitIndex.clear();
    m_coderIndex.clear();
    for (int u = int(m_unitIds.size()) - 1; u >= 0; --u)
        m_unitIndex.insert(m_unitIds.at(u), u);
    for (int c = int(m_coderIds.size()) - 1; c >= 0; --c)
        m_coderIndex.insert(m_coderIds.at(c), c);
}

} // namespace touchstone
