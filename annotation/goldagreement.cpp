#include "goldagreement.h"
#include "sqlhelpers.h"

#include "documentstore.h"
#include "projectstore.h"
#include "wordtokens.h"

#include "metrics/cohenkappa.h"
#include "metrics/krippendorffalpha.h"

#include <QHash>
#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <array>

namespace touchstone {

namespace {

constexpr int kGrades = 4; // 0–3
constexpr int kCells = kGrades * kGrades;
const std::vector<int> kCategories{0, 1, 2, 3};

// A weighted cell of a question's contribution: pair table `pair`, cell
// `cell` (row: the annotator with the smaller id), or, with pair −1, a cell
// of the coincidence matrix.
struct Entry
{
    int pair = -1;
    int cell = 0;
    double weight = 0;
};

struct QuestionUnits
{
    std::vector<Entry> entries;
    double units = 0;
};

// One kind of unit over all questions of the version, the cells of every
// question in one array (the bootstrap walks them a thousand times).
struct UnitKind
{
    std::vector<Entry> entries;
    std::vector<size_t> offsets{0}; // question q: entries[offsets[q], offsets[q + 1])
    std::vector<double> units;      // per question

    void append(const QuestionUnits &question)
    {
        entries.insert(entries.end(), question.entries.begin(), question.entries.end());
        offsets.push_back(entries.size());
        units.push_back(question.units);
    }
};

struct Rating
{
    qint64 annotator = 0;
    int grade = 0;
};

// Collects the units of one question into sparse weighted cells.
class UnitCollector
{
public:
    explicit UnitCollector(QHash<QPair<qint64, qint64>, int> &pairs) : m_pairs(pairs) {}

    // One unit: the ratings sorted by annotator id, one per annotator.
    void add(const std::vector<Rating> &ratings, double weight)
    {
        const size_t m = ratings.size();
        if (m < 2 || weight <= 0)
            return;
        m_units += weight;
        for (size_t i = 0; i < m; ++i) {
            for (size_t j = 0; j < m; ++j) {
                if (i == j)
                    continue;
                m_cells[{-1, ratings[i].grade * kGrades + ratings[j].grade}] += weight / double(m - 1);
                if (i < j) {
                    const auto key = qMakePair(ratings[i].annotator, ratings[j].annotator);
                    const int pair = m_pairs.contains(key) ? m_pairs.value(key) : int(m_pairs.size());
                    m_pairs.insert(key, pair);
                    m_cells[{pair, ratings[i].grade * kGrades + ratings[j].grade}] += weight;
                }
            }
        }
    }

    QuestionUnits take()
    {
        QuestionUnits units;
        units.units = m_units;
        for (const auto &[key, weight] : m_cells)
            units.entries.push_back({key.first, key.second, weight});
        m_cells.clear();
        m_units = 0;
        return units;
    }

private:
    QHash<QPair<qint64, qint64>, int> &m_pairs;
    std::map<std::pair<int, int>, double> m_cells;
    double m_units = 0;
};

struct JudgmentRow
{
    qint64 annotator = 0;
    QString kind;
    int grade = -1;
    qint64 passage = 0;
    qint64 document = 0;
    int start = 0;
    int end = 0;
};

void passageUnits(const std::vector<JudgmentRow> &rows, UnitCollector &collector)
{
    std::map<qint64, std::vector<Rating>> byPassage;
    for (const JudgmentRow &row : rows) {
        if (row.kind == QLatin1String("passage") && row.grade >= 0)
            byPassage[row.passage].push_back({row.annotator, row.grade});
    }
    for (auto &[passage, ratings] : byPassage) {
        std::sort(ratings.begin(), ratings.end(), [](const Rating &a, const Rating &b) { return a.annotator < b.annotator; });
        collector.add(ratings, 1.0);
    }
}

// Word tokens of the documents, extracted once per document.
class TokenCache
{
public:
    explicit TokenCache(const ProjectStore &store) : m_documents(store) {}

    Result<const std::vector<std::pair<int, int>> *> tokens(qint64 documentId)
    {
        auto it = m_tokens.find(documentId);
        if (it == m_tokens.end()) {
            const auto text = m_documents.canonicalText(documentId);
            if (!text)
                return Result<const std::vector<std::pair<int, int>> *>::failure(text.error());
            const WordTokens words = WordTokens::of(text->text());
            std::vector<std::pair<int, int>> ranges;
            ranges.reserve(size_t(words.count()));
            for (int i = 0; i < words.count(); ++i)
                ranges.emplace_back(words.starts[size_t(i)], words.ends[size_t(i)]);
            it = m_tokens.emplace(documentId, std::move(ranges)).first;
        }
        return &it->second;
    }

private:
    DocumentStore m_documents;
    std::map<qint64, std::vector<std::pair<int, int>>> m_tokens;
};

// Free-highlighting units of one question in one document.
void documentTokenUnits(const std::vector<std::pair<int, int>> &tokens, const std::vector<qint64> &coders,
                        const std::vector<const JudgmentRow *> &spans, UnitCollector &collector)
{
    // Tokens any span touches get their own unit; the rest are all 0.
    std::vector<int> touched;
    for (const JudgmentRow *span : spans) {
        auto first = std::lower_bound(tokens.begin(), tokens.end(), span->start,
                                      [](const std::pair<int, int> &token, int start) { return token.second <= start; });
        for (auto it = first; it != tokens.end() && it->first < span->end; ++it)
            touched.push_back(int(it - tokens.begin()));
    }
    std::sort(touched.begin(), touched.end());
    touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
    std::vector<Rating> ratings(coders.size());
    for (const int index : touched) {
        const auto &token = tokens[size_t(index)];
        for (size_t c = 0; c < coders.size(); ++c) {
            ratings[c] = {coders[c], 0};
            for (const JudgmentRow *span : spans) {
                if (span->annotator == coders[c] && span->start < token.second && token.first < span->end)
                    ratings[c].grade = std::max(ratings[c].grade, span->grade);
            }
        }
        collector.add(ratings, 1.0);
    }
    for (size_t c = 0; c < coders.size(); ++c)
        ratings[c] = {coders[c], 0};
    collector.add(ratings, double(tokens.size() - touched.size()));
}

Status tokenUnits(const std::vector<JudgmentRow> &rows, TokenCache &cache, UnitCollector &collector)
{
    std::vector<qint64> coders;
    std::map<qint64, std::vector<const JudgmentRow *>> spansByDocument;
    for (const JudgmentRow &row : rows) {
        if (row.kind == QLatin1String("span"))
            spansByDocument[row.document].push_back(&row);
        if (row.kind == QLatin1String("span") || row.kind == QLatin1String("unanswerable"))
            coders.push_back(row.annotator);
    }
    std::sort(coders.begin(), coders.end());
    coders.erase(std::unique(coders.begin(), coders.end()), coders.end());
    if (coders.size() < 2)
        return Status::success();
    for (const auto &[document, spans] : spansByDocument) {
        const auto tokens = cache.tokens(document);
        if (!tokens)
            return Status::failure(tokens.error());
        documentTokenUnits(**tokens, coders, spans, collector);
    }
    return Status::success();
}

// Sums of the cells of the drawn questions.
struct Tables
{
    std::vector<double> pairs; // pairCount × 16
    std::array<double, kCells> coincidence{};

    void reset(int pairCount)
    {
        pairs.assign(size_t(pairCount) * kCells, 0.0);
        coincidence.fill(0.0);
    }
    void add(const UnitKind &kind, size_t question)
    {
        for (size_t e = kind.offsets[question]; e < kind.offsets[question + 1]; ++e) {
            const Entry &entry = kind.entries[e];
            if (entry.pair < 0)
                coincidence[size_t(entry.cell)] += entry.weight;
            else
                pairs[size_t(entry.pair) * kCells + size_t(entry.cell)] += entry.weight;
        }
    }
};

using Triple = std::array<std::optional<double>, 3>;

std::optional<double> meanOf(const std::vector<double> &values)
{
    if (values.empty())
        return std::nullopt;
    double sum = 0;
    for (const double value : values)
        sum += value;
    return sum / double(values.size());
}

Triple measures(const Tables &tables, int pairCount)
{
    std::vector<double> binary;
    std::vector<double> graded;
    for (int p = 0; p < pairCount; ++p) {
        ContingencyTable table;
        table.q = kGrades;
        table.counts.assign(tables.pairs.begin() + long(p) * kCells, tables.pairs.begin() + long(p + 1) * kCells);
        for (const double count : table.counts)
            table.n += count;
        if (table.n <= 0)
            continue;
        if (const auto value = CohenKappa::kappa(CohenKappa::binaryTable(table, kCategories, 2), Weighting::Unweighted))
            binary.push_back(*value);
        if (const auto value = CohenKappa::kappa(table, Weighting::Linear))
            graded.push_back(*value);
    }
    CoincidenceMatrix coincidences;
    coincidences.q = kGrades;
    coincidences.o.assign(tables.coincidence.begin(), tables.coincidence.end());
    coincidences.marginals.assign(kGrades, 0.0);
    for (int c = 0; c < kGrades; ++c)
        for (int k = 0; k < kGrades; ++k)
            coincidences.marginals[size_t(c)] += coincidences.at(c, k);
    for (const double marginal : coincidences.marginals)
        coincidences.n += marginal;
    coincidences.values = kCategories;
    return {meanOf(binary), meanOf(graded), KrippendorffAlpha::alpha(coincidences, AlphaLevel::Ordinal)};
}

// The three figures over the questions `members` (indexes into the input questions).
std::vector<AgreementFigure> figures(const UnitKind &kind, const std::vector<int> &members, int pairCount,
                                     const BootstrapOptions &options)
{
    std::vector<int> groups;
    double units = 0;
    for (const int member : members) {
        if (kind.units[size_t(member)] > 0) {
            groups.push_back(member);
            units += kind.units[size_t(member)];
        }
    }
    std::vector<AgreementFigure> result(3);
    for (AgreementFigure &figure : result) {
        figure.units = units;
        figure.questions = int(groups.size());
    }
    if (groups.empty())
        return result;
    Tables tables;
    std::vector<Triple> draws;
    // Bootstrap::interval calls the statistic once on all groups (the
    // estimate), then once per resample: one pass yields all three measures.
    Bootstrap::interval(int(groups.size()), [&](const std::vector<int> &drawn) {
        tables.reset(pairCount);
        for (const int g : drawn)
            tables.add(kind, size_t(groups[size_t(g)]));
        draws.push_back(measures(tables, pairCount));
        return draws.back()[0];
    }, options);
    const double tail = (1.0 - options.confidence) / 2.0;
    for (size_t m = 0; m < 3; ++m) {
        result[m].estimate = draws.front()[m];
        std::vector<double> values;
        for (size_t r = 1; r < draws.size(); ++r) {
            if (draws[r][m])
                values.push_back(*draws[r][m]);
        }
        std::sort(values.begin(), values.end());
        result[m].lower = Bootstrap::quantile(values, tail);
        result[m].upper = Bootstrap::quantile(values, 1.0 - tail);
    }
    return result;
}

AgreementFigures allFigures(const UnitKind &kind, const std::vector<GoldAgreement::QuestionRef> &questions,
                            int pairCount, const BootstrapOptions &options)
{
    AgreementFigures result;
    std::vector<int> everyone(questions.size());
    std::map<QString, std::vector<int>> byStratum;
    for (size_t i = 0; i < questions.size(); ++i) {
        everyone[i] = int(i);
        byStratum[questions[i].stratum].push_back(int(i));
    }
    const std::vector<AgreementFigure> overall = figures(kind, everyone, pairCount, options);
    result.kappaBinary = overall[0];
    result.kappaGraded = overall[1];
    result.alphaOrdinal = overall[2];
    for (const auto &[stratum, members] : byStratum)
        result.byStratum[stratum] = figures(kind, members, pairCount, options);
    return result;
}

Result<std::map<qint64, std::vector<JudgmentRow>>> readJudgments(const ProjectStore &store)
{
    using R = Result<std::map<qint64, std::vector<JudgmentRow>>>;
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT j.question_id, j.annotator_id, j.kind, j.grade, j.passage_id, "
                                   "s.document_id, s.start_offset, s.end_offset FROM judgments j "
                                   "LEFT JOIN spans s ON s.id = j.span_id ORDER BY j.question_id, j.id")))
        return R::failure(sql::errorText(query.lastError()));
    std::map<qint64, std::vector<JudgmentRow>> rows;
    while (query.next()) {
        JudgmentRow row;
        row.annotator = query.value(1).toLongLong();
        row.kind = query.value(2).toString();
        row.grade = query.value(3).isNull() ? -1 : query.value(3).toInt();
        row.passage = query.value(4).toLongLong();
        row.document = query.value(5).toLongLong();
        row.start = query.value(6).toInt();
        row.end = query.value(7).toInt();
        rows[query.value(0).toLongLong()].push_back(row);
    }
    return rows;
}

} // namespace

QJsonObject AgreementFigure::toJson() const
{
    auto number = [](const std::optional<double> &value) { return value ? QJsonValue(*value) : QJsonValue(); };
    return QJsonObject{{QStringLiteral("estimate"), number(estimate)},
                       {QStringLiteral("lower"), number(lower)},
                       {QStringLiteral("upper"), number(upper)},
                       {QStringLiteral("units"), units},
                       {QStringLiteral("questions"), questions}};
}

QJsonObject AgreementFigures::toJson() const
{
    const char *names[] = {"kappa_binary", "kappa_graded", "alpha_ordinal"};
    const AgreementFigure *overall[] = {&kappaBinary, &kappaGraded, &alphaOrdinal};
    QJsonObject object;
    for (size_t m = 0; m < 3; ++m) {
        QJsonObject figure = overall[m]->toJson();
        QJsonObject strata;
        for (const auto &[stratum, figures] : byStratum)
            strata.insert(stratum, figures[m].toJson());
        figure.insert(QStringLiteral("by_stratum"), strata);
        object.insert(QLatin1String(names[m]), figure);
    }
    return object;
}

QString GoldAgreementReport::primaryUnits() const
{
    if (pooledPassages.hasUnits())
        return QStringLiteral("pooled_passages");
    if (tokens.hasUnits())
        return QStringLiteral("tokens");
    return QString();
}

const AgreementFigures *GoldAgreementReport::primary() const
{
    if (pooledPassages.hasUnits())
        return &pooledPassages;
    if (tokens.hasUnits())
        return &tokens;
    return nullptr;
}

QJsonObject GoldAgreementReport::toJson() const
{
    const QString primaryKind = primaryUnits();
    const QJsonObject method{
        {QStringLiteral("binary_threshold"), 2},
        {QStringLiteral("kappa_graded_weights"), QStringLiteral("linear")},
        {QStringLiteral("kappa_more_than_two_annotators"), QStringLiteral("mean_pairwise_cohen")},
        {QStringLiteral("alpha_level"), QStringLiteral("ordinal")},
        {QStringLiteral("token_units"), QStringLiteral("icu_word_boundaries")},
        {QStringLiteral("interval"),
         QJsonObject{{QStringLiteral("method"), QStringLiteral("percentile_bootstrap")},
                     {QStringLiteral("resampling_unit"), QStringLiteral("question")},
                     {QStringLiteral("resamples"), bootstrap.resamples},
                     {QStringLiteral("confidence"), bootstrap.confidence},
                     {QStringLiteral("seed"), double(bootstrap.seed)}}}};
    return QJsonObject{
        {QStringLiteral("method"), method},
        {QStringLiteral("primary_units"), primaryKind.isEmpty() ? QJsonValue() : QJsonValue(primaryKind)},
        {QStringLiteral("pooled_passages"), pooledPassages.toJson()},
        {QStringLiteral("tokens"), tokens.toJson()},
    };
}

Result<GoldAgreementReport> GoldAgreement::compute(const ProjectStore &store, const std::vector<QuestionRef> &questions,
                                                   const BootstrapOptions &bootstrap)
{
    using R = Result<GoldAgreementReport>;
    const auto judgments = readJudgments(store);
    if (!judgments)
        return R::failure(judgments.error());
    QHash<QPair<qint64, qint64>, int> passagePairs;
    QHash<QPair<qint64, qint64>, int> tokenPairs;
    UnitCollector passages(passagePairs);
    UnitCollector tokens(tokenPairs);
    TokenCache cache(store);
    UnitKind passageKind;
    UnitKind tokenKind;
    const std::vector<JudgmentRow> none;
    for (const QuestionRef &question : questions) {
        const auto it = judgments->find(question.id);
        const std::vector<JudgmentRow> &rows = it == judgments->end() ? none : it->second;
        passageUnits(rows, passages);
        if (const Status status = tokenUnits(rows, cache, tokens); !status)
            return R::failure(tr("agreement of question %1: %2").arg(question.id).arg(status.error()));
        passageKind.append(passages.take());
        tokenKind.append(tokens.take());
    }
    GoldAgreementReport report;
    report.bootstrap = bootstrap;
    report.pooledPassages = allFigures(passageKind, questions, int(passagePairs.size()), bootstrap);
    report.tokens = allFigures(tokenKind, questions, int(tokenPairs.size()), bootstrap);
    return report;
}

} // namespace touchstone
