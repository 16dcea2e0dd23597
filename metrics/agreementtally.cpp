#include "agreementtally.h"

#include <algorithm>

namespace touchstone {

namespace {

constexpr Weighting kAllWeightings[] = {Weighting::Unweighted, Weighting::Linear, Weighting::Quadratic,
                                        Weighting::Ordinal};

} // namespace

AgreementTally::AgreementTally(int coders, std::vector<int> categories)
    : m_coders(std::max(coders, 0))
    , m_categories(std::move(categories))
{
    const size_t q = m_categories.size();
    const size_t c = size_t(m_coders);
    m_pairTables.assign(c * (c > 0 ? c - 1 : 0) / 2 * q * q, 0);
    m_pairCounts.assign((c + 1) * q * q, 0);
    m_unitsByCount.assign(c + 1, 0);
    m_squaresByCount.assign(c + 1, 0);
    m_totalsByCount.assign((c + 1) * q, 0);
    m_gwetPi.assign(q, 0.0);
    for (const Weighting weighting : kAllWeightings)
        m_weights[size_t(weighting)] = agreementWeights(weighting, int(q));
}

size_t AgreementTally::pairIndex(int a, int b) const
{
    // Row-major upper triangle without the diagonal.
    return size_t(a) * size_t(2 * m_coders - a - 1) / 2 + size_t(b - a - 1);
}

void AgreementTally::addUnit(const Cell *row, long long weight)
{
    if (weight <= 0 || m_coders == 0)
        return;
    m_units += weight;
    const size_t q = m_categories.size();
    // Histogram of the unit over the categories it touches.
    Cell touched[64];
    int counts[64];
    std::vector<Cell> touchedLarge;
    std::vector<int> countsLarge;
    Cell *distinct = touched;
    int *countOf = counts;
    if (m_coders > 64) {
        touchedLarge.resize(size_t(m_coders));
        countsLarge.resize(size_t(m_coders));
        distinct = touchedLarge.data();
        countOf = countsLarge.data();
    }
    int kinds = 0;
    int m = 0;
    for (int c = 0; c < m_coders; ++c) {
        const Cell value = row[c];
        if (value == Missing)
            continue;
        ++m;
        int i = 0;
        while (i < kinds && distinct[i] != value)
            ++i;
        if (i == kinds) {
            distinct[kinds] = value;
            countOf[kinds++] = 0;
        }
        ++countOf[i];
    }
    m_unitsByCount[size_t(m)] += weight;
    for (int a = 0; a < m_coders; ++a) {
        if (row[a] == Missing)
            continue;
        for (int b = a + 1; b < m_coders; ++b) {
            if (row[b] != Missing)
                m_pairTables[pairIndex(a, b) * q * q + size_t(row[a]) * q + size_t(row[b])] += weight;
        }
    }
    for (int i = 0; i < kinds; ++i)
        m_gwetPi[size_t(distinct[i])] += double(weight) * double(countOf[i]) / double(m);
    if (m < 2)
        return;
    long long *block = m_pairCounts.data() + size_t(m) * q * q;
    long long squares = 0;
    for (int i = 0; i < kinds; ++i) {
        const long long hc = countOf[i];
        const size_t c = size_t(distinct[i]);
        squares += hc * hc;
        m_totalsByCount[size_t(m) * q + c] += weight * hc;
        for (int j = 0; j < kinds; ++j) {
            const size_t k = size_t(distinct[j]);
            block[c * q + k] += weight * (c == k ? hc * (hc - 1) : hc * countOf[j]);
        }
    }
    m_squaresByCount[size_t(m)] += weight * squares;
    for (const Weighting weighting : kAllWeightings) {
        const std::vector<double> &w = m_weights[size_t(weighting)];
        double sum = 0;  // Σ_k r_ik (r*_ik − 1), as GwetAC::components
        for (int i = 0; i < kinds; ++i) {
            double weighted = 0;
            for (int j = 0; j < kinds; ++j)
                weighted += w[size_t(distinct[i]) * q + size_t(distinct[j])] * countOf[j];
            sum += countOf[i] * (weighted - 1.0);
        }
        m_gwetAgreement[size_t(weighting)] += double(weight) * sum / (double(m) * double(m - 1));
    }
}

void AgreementTally::add(const AgreementTally &other)
{
    std::vector<int> identity(size_t(other.m_coders));
    for (int c = 0; c < other.m_coders; ++c)
        identity[size_t(c)] = c;
    add(other, identity);
}

void AgreementTally::add(const AgreementTally &other, const std::vector<int> &coderMap)
{
    if (other.m_units == 0 || other.m_categories != m_categories || other.m_coders > m_coders)
        return;
    const size_t q = m_categories.size();
    const size_t cells = q * q;
    m_units += other.m_units;
    for (int a = 0; a < other.m_coders; ++a) {
        for (int b = a + 1; b < other.m_coders; ++b) {
            const long long *from = other.m_pairTables.data() + other.pairIndex(a, b) * cells;
            const int ga = coderMap[size_t(a)];
            const int gb = coderMap[size_t(b)];
            long long *to = m_pairTables.data() + pairIndex(std::min(ga, gb), std::max(ga, gb)) * cells;
            if (ga < gb) {
                for (size_t i = 0; i < cells; ++i)
                    to[i] += from[i];
            } else {
                for (size_t i = 0; i < q; ++i)
                    for (size_t j = 0; j < q; ++j)
                        to[j * q + i] += from[i * q + j];
            }
        }
    }
    for (size_t i = 0; i < other.m_pairCounts.size(); ++i)
        m_pairCounts[i] += other.m_pairCounts[i];
    for (size_t m = 0; m < other.m_unitsByCount.size(); ++m) {
        m_unitsByCount[m] += other.m_unitsByCount[m];
        m_squaresByCount[m] += other.m_squaresByCount[m];
    }
    for (size_t i = 0; i < other.m_totalsByCount.size(); ++i)
        m_totalsByCount[i] += other.m_totalsByCount[i];
    for (size_t w = 0; w < m_gwetAgreement.size(); ++w)
        m_gwetAgreement[w] += other.m_gwetAgreement[w];
    for (size_t k = 0; k < q; ++k)
        m_gwetPi[k] += other.m_gwetPi[k];
}

void AgreementTally::appendEntries(const AgreementTally &other, const std::vector<int> &coderMap,
                                   std::vector<Entry> &entries) const
{
    if (other.m_units == 0 || other.m_categories != m_categories || other.m_coders > m_coders)
        return;
    const size_t q = m_categories.size();
    const size_t cells = q * q;
    auto put = [&entries](size_t slot, double amount) {
        if (amount != 0.0)
            entries.push_back({std::uint32_t(slot), amount});
    };
    put(0, double(other.m_units));
    size_t base = 1;
    for (int a = 0; a < other.m_coders; ++a) {
        for (int b = a + 1; b < other.m_coders; ++b) {
            const long long *from = other.m_pairTables.data() + other.pairIndex(a, b) * cells;
            const int ga = coderMap[size_t(a)];
            const int gb = coderMap[size_t(b)];
            const size_t to = base + pairIndex(std::min(ga, gb), std::max(ga, gb)) * cells;
            for (size_t i = 0; i < q; ++i)
                for (size_t j = 0; j < q; ++j)
                    put(to + (ga < gb ? i * q + j : j * q + i), double(from[i * q + j]));
        }
    }
    base += m_pairTables.size();
    for (size_t i = 0; i < other.m_pairCounts.size(); ++i)
        put(base + i, double(other.m_pairCounts[i]));
    base += m_pairCounts.size();
    for (size_t m = 0; m < other.m_unitsByCount.size(); ++m)
        put(base + m, double(other.m_unitsByCount[m]));
    base += m_unitsByCount.size();
    for (size_t m = 0; m < other.m_squaresByCount.size(); ++m)
        put(base + m, double(other.m_squaresByCount[m]));
    base += m_squaresByCount.size();
    for (size_t i = 0; i < other.m_totalsByCount.size(); ++i)
        put(base + i, double(other.m_totalsByCount[i]));
    base += m_totalsByCount.size();
    for (size_t w = 0; w < other.m_gwetAgreement.size(); ++w)
        put(base + w, other.m_gwetAgreement[w]);
    base += m_gwetAgreement.size();
    for (size_t k = 0; k < q; ++k)
        put(base + k, other.m_gwetPi[k]);
}

void AgreementTally::addEntries(const Entry *first, const Entry *last)
{
    // The slot ranges of appendEntries, in the same order.
    const size_t pairTables = 1;
    const size_t pairCounts = pairTables + m_pairTables.size();
    const size_t unitsByCount = pairCounts + m_pairCounts.size();
    const size_t squaresByCount = unitsByCount + m_unitsByCount.size();
    const size_t totalsByCount = squaresByCount + m_squaresByCount.size();
    const size_t gwetAgreement = totalsByCount + m_totalsByCount.size();
    const size_t gwetPi = gwetAgreement + m_gwetAgreement.size();
    for (const Entry *entry = first; entry != last; ++entry) {
        const size_t slot = entry->slot;
        const auto count = static_cast<long long>(entry->amount);
        if (slot >= gwetPi)
            m_gwetPi[slot - gwetPi] += entry->amount;
        else if (slot >= gwetAgreement)
            m_gwetAgreement[slot - gwetAgreement] += entry->amount;
        else if (slot >= totalsByCount)
            m_totalsByCount[slot - totalsByCount] += count;
        else if (slot >= squaresByCount)
            m_squaresByCount[slot - squaresByCount] += count;
        else if (slot >= unitsByCount)
            m_unitsByCount[slot - unitsByCount] += count;
        else if (slot >= pairCounts)
            m_pairCounts[slot - pairCounts] += count;
        else if (slot >= pairTables)
            m_pairTables[slot - pairTables] += count;
        else
            m_units += count;
    }
}

size_t AgreementTally::slotCount() const
{
    return 1 + m_pairTables.size() + m_pairCounts.size() + m_unitsByCount.size() + m_squaresByCount.size()
           + m_totalsByCount.size() + m_gwetAgreement.size() + m_gwetPi.size();
}

void AgreementTally::assignSlots(const double *sums)
{
    const auto counts = [&sums](std::vector<long long> &into) {
        for (long long &count : into)
            count = static_cast<long long>(*sums++);
    };
    m_units = static_cast<long long>(*sums++);
    counts(m_pairTables);
    counts(m_pairCounts);
    counts(m_unitsByCount);
    counts(m_squaresByCount);
    counts(m_totalsByCount);
    for (double &sum : m_gwetAgreement)
        sum = *sums++;
    for (double &sum : m_gwetPi)
        sum = *sums++;
}

void AgreementTally::clear()
{
    m_units = 0;
    std::fill(m_pairTables.begin(), m_pairTables.end(), 0);
    std::fill(m_pairCounts.begin(), m_pairCounts.end(), 0);
    std::fill(m_unitsByCount.begin(), m_unitsByCount.end(), 0);
    std::fill(m_squaresByCount.begin(), m_squaresByCount.end(), 0);
    std::fill(m_totalsByCount.begin(), m_totalsByCount.end(), 0);
    m_gwetAgreement.fill(0.0);
    std::fill(m_gwetPi.begin(), m_gwetPi.end(), 0.0);
}

long long AgreementTally::unitsRated() const
{
    long long rated = 0;
    for (size_t m = 1; m < m_unitsByCount.size(); ++m)
        rated += m_unitsByCount[m];
    return rated;
}

long long AgreementTally::unitsRatedTwice() const
{
    long long twice = 0;
    for (size_t m = 2; m < m_unitsByCount.size(); ++m)
        twice += m_unitsByCount[m];
    return twice;
}

ContingencyTable AgreementTally::pairTable(int a, int b) const
{
    ContingencyTable table;
    table.q = categoryCount();
    const size_t q = size_t(table.q);
    table.counts.assign(q * q, 0.0);
    if (a == b || a < 0 || b < 0 || a >= m_coders || b >= m_coders)
        return table;
    const long long *cells = m_pairTables.data() + pairIndex(std::min(a, b), std::max(a, b)) * q * q;
    long long n = 0;
    for (size_t i = 0; i < q; ++i) {
        for (size_t j = 0; j < q; ++j) {
            const long long count = cells[i * q + j];
            table.counts[a < b ? i * q + j : j * q + i] = double(count);
            n += count;
        }
    }
    table.n = double(n);
    return table;
}

long long AgreementTally::pairUnits(int a, int b) const
{
    return (long long)pairTable(a, b).n;
}

std::optional<double> AgreementTally::cohenKappa(int a, int b, Weighting weighting) const
{
    return CohenKappa::kappa(pairTable(a, b), weighting);
}

std::optional<double> AgreementTally::cohenKappaBinary(int a, int b, int threshold) const
{
    return CohenKappa::kappa(CohenKappa::binaryTable(pairTable(a, b), m_categories, threshold), Weighting::Unweighted);
}

CoincidenceMatrix AgreementTally::coincidences() const
{
    const int q = categoryCount();
    const size_t cells = size_t(q) * size_t(q);
    CoincidenceMatrix coincidence;
    coincidence.q = q;
    coincidence.o.assign(cells, 0.0);
    coincidence.marginals.assign(size_t(q), 0.0);
    // Same order of operations as KrippendorffAlpha::coincidences.
    for (int m = 2; m <= m_coders; ++m) {
        const long long *block = m_pairCounts.data() + size_t(m) * cells;
        for (size_t i = 0; i < cells; ++i)
            if (block[i] != 0)
                coincidence.o[i] += double(block[i]) / double(m - 1);
    }
    for (int c = 0; c < q; ++c)
        for (int k = 0; k < q; ++k)
            coincidence.marginals[size_t(c)] += coincidence.at(c, k);
    coincidence.values = m_categories;
    long long pairable = 0;
    long long values = 0;
    for (int m = 2; m <= m_coders; ++m) {
        pairable += m_unitsByCount[size_t(m)];
        values += m_unitsByCount[size_t(m)] * m;
    }
    coincidence.pairableUnits = int(pairable);
    coincidence.n = double(values);
    return coincidence;
}

std::optional<double> AgreementTally::alpha(AlphaLevel level) const
{
    return KrippendorffAlpha::alpha(coincidences(), level);
}

int AgreementTally::fleissRaterCount() const
{
    int best = 0;
    for (int m = 2; m <= m_coders; ++m)
        if (m_unitsByCount[size_t(m)] > 0 && m_unitsByCount[size_t(m)] >= m_unitsByCount[size_t(best)])
            best = m;
    return best;
}

long long AgreementTally::fleissItems(std::optional<int> raters) const
{
    const int m = raters ? *raters : fleissRaterCount();
    return m >= 2 && m <= m_coders ? m_unitsByCount[size_t(m)] : 0;
}

std::optional<double> AgreementTally::fleissKappa(std::optional<int> raters) const
{
    const int m = raters ? *raters : fleissRaterCount();
    if (m < 2 || m > m_coders)
        return std::nullopt;
    const long long items = m_unitsByCount[size_t(m)];
    if (items == 0)
        return std::nullopt;
    const size_t q = m_categories.size();
    long long totalSquares = 0;  // Σ_j (Σ_i n_ij)²
    for (size_t j = 0; j < q; ++j) {
        const long long total = m_totalsByCount[size_t(m) * q + j];
        totalSquares += total * total;
    }
    const long long all = items * m;
    if (totalSquares == all * all)  // P_e = 1, decided on integers
        return std::nullopt;
    const double nm = double(items) * double(m);
    const double pBar = (double(m_squaresByCount[size_t(m)]) - nm) / (nm * double(m - 1));
    const double pE = double(totalSquares) / (nm * nm);
    return (pBar - pE) / (1.0 - pE);
}

GwetAC::Components AgreementTally::gwetComponents(Weighting weighting) const
{
    GwetAC::Components out;
    const int q = categoryCount();
    const long long rated = unitsRated();
    const long long twice = unitsRatedTwice();
    out.unitsRated = int(rated);
    out.unitsRatedTwice = int(twice);
    if (twice > 0)
        out.pa = m_gwetAgreement[size_t(weighting)] / double(twice);
    if (rated > 0 && q >= 2) {
        double totalWeight = 0;
        for (const double w : m_weights[size_t(weighting)])
            totalWeight += w;
        double spread = 0;
        for (const double sum : m_gwetPi) {
            const double p = sum / double(rated);
            spread += p * (1.0 - p);
        }
        out.pe = totalWeight * spread / (double(q) * double(q - 1));
    }
    return out;
}

std::optional<double> AgreementTally::gwet(Weighting weighting) const
{
    const GwetAC::Components parts = gwetComponents(weighting);
    if (parts.pa && parts.pe && *parts.pe < 1.0)
        return (*parts.pa - *parts.pe) / (1.0 - *parts.pe);
    return std::nullopt;
}

} // namespace touchstone
