#include "agreementcase.h"

#include "cohenkappa.h"
#include "fleisskappa.h"
#include "krippendorffalpha.h"
#include "numberformat.h"
#include "ratingsmatrix.h"
#include "spanagreement.h"
#include "argtext.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace touchstone {

namespace {

using Ratings = std::vector<std::vector<std::optional<int>>>;

const QStringList &alphaLevelNames()
{
    static const QStringList names = {u"nominal"_s, u"ordinal"_s, u"interval"_s, u"ratio"_s};
    return names;
}

const QStringList &spanKeys()
{
    static const QStringList keys = {
        u"exact_matches"_s, u"exact_precision"_s, u"exact_recall"_s, u"exact_f1"_s,
        u"overlap_matches"_s, u"overlap_precision"_s, u"overlap_recall"_s, u"overlap_f1"_s,
        u"token_kappa_binary"_s, u"token_kappa_graded_linear"_s, u"token_kappa_graded_quadratic"_s,
        u"token_alpha_graded_ordinal"_s};
    return keys;
}

// Reads the inputs of one case and turns type errors into "FILE: where: what".
class InputReader
{
public:
    explicit InputReader(const AgreementCase &agreementCase) : m_case(agreementCase) {}

    QString fail(const QString &where, const QString &what) const
    {
        return u"%1: %2: %3"_s.arg(m_case.path, where, what);
    }

    Result<std::optional<int>> integerOrNull(const QJsonValue &value, const QString &where, bool allowNull) const
    {
        if (value.isNull() && allowNull)
            return std::optional<int>();
        const double number = value.toDouble(std::numeric_limits<double>::quiet_NaN());
        if (!value.isDouble() || std::floor(number) != number || std::abs(number) > 1e9)
            return Result<std::optional<int>>::failure(
                fail(where, allowNull ? u"expected an integer or null"_s : u"expected an integer"_s));
        return std::optional<int>(int(number));
    }

    Result<int> integer(const QString &key, std::optional<int> fallback = std::nullopt) const
    {
        const QJsonValue value = m_case.inputs.value(key);
        if (value.isUndefined() && fallback)
            return *fallback;
        const auto read = integerOrNull(value, u"inputs."_s + key, false);
        if (!read)
            return Result<int>::failure(read.error());
        return **read;
    }

    Result<std::vector<int>> integers(const QJsonValue &value, const QString &where) const
    {
        if (!value.isArray())
            return Result<std::vector<int>>::failure(fail(where, u"expected an array of integers"_s));
        std::vector<int> out;
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const auto read = integerOrNull(array.at(i), u"%1[%2]"_s.arg(argText(where), argText(i)), false);
            if (!read)
                return Result<std::vector<int>>::failure(read.error());
            out.push_back(**read);
        }
        return out;
    }

    // inputs.categories, or `fallback` when absent (empty: derive from data).
    Result<std::vector<int>> categories(const std::vector<int> &fallback) const
    {
        const QJsonValue value = m_case.inputs.value(u"categories"_s);
        if (value.isUndefined())
            return fallback;
        return integers(value, u"inputs.categories"_s);
    }

    Result<Ratings> ratings() const
    {
        const QJsonValue value = m_case.inputs.value(u"ratings"_s);
        if (!value.isArray())
            return Result<Ratings>::failure(fail(u"inputs.ratings"_s, u"expected an array of rating rows"_s));
        Ratings rows;
        const QJsonArray array = value.toArray();
        for (qsizetype r = 0; r < array.size(); ++r) {
            if (!array.at(r).isArray())
                return Result<Ratings>::failure(fail(u"inputs.ratings[%1]"_s.arg(r), u"expected an array"_s));
            std::vector<std::optional<int>> row;
            const QJsonArray cells = array.at(r).toArray();
            for (qsizetype i = 0; i < cells.size(); ++i) {
                const auto read = integerOrNull(cells.at(i), u"inputs.ratings[%1][%2]"_s.arg(argText(r), argText(i)), true);
                if (!read)
                    return Result<Ratings>::failure(read.error());
                row.push_back(*read);
            }
            rows.push_back(std::move(row));
        }
        return rows;
    }

    Result<RatingsMatrix> matrix(const std::vector<int> &categories) const
    {
        const Result<Ratings> rows = ratings();
        if (!rows)
            return Result<RatingsMatrix>::failure(rows.error());
        Result<RatingsMatrix> built = RatingsMatrix::fromCoderRows(*rows, categories);
        if (!built)
            return Result<RatingsMatrix>::failure(fail(u"inputs.ratings"_s, built.error()));
        return built;
    }

    Result<std::vector<Span>> spans(const QJsonValue &value, const QString &where) const;
    Result<std::vector<SpanDocument>> documents() const;

private:
    const AgreementCase &m_case;
};

Result<std::vector<Span>> InputReader::spans(const QJsonValue &value, const QString &where) const
{
    if (value.isUndefined())
        return std::vector<Span>();
    if (!value.isArray())
        return Result<std::vector<Span>>::failure(fail(where, u"expected an array of spans"_s));
    std::vector<Span> out;
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString at = u"%1[%2]"_s.arg(argText(where), argText(i));
        if (!array.at(i).isObject())
            return Result<std::vector<Span>>::failure(fail(at, u"expected {start, end, grade}"_s));
        const QJsonObject object = array.at(i).toObject();
        Span span;
        int *fields[] = {&span.start, &span.end, &span.grade};
        const QString names[] = {u"start"_s, u"end"_s, u"grade"_s};
        for (int f = 0; f < 3; ++f) {
            const auto read = integerOrNull(object.value(names[f]), at + u'.' + names[f], false);
            if (!read)
                return Result<std::vector<Span>>::failure(read.error());
            *fields[f] = **read;
        }
        out.push_back(span);
    }
    return out;
}

Result<std::vector<SpanDocument>> InputReader::documents() const
{
    using Documents = Result<std::vector<SpanDocument>>;
    QStringList annotators = {u"A"_s, u"B"_s};
    const QJsonValue names = m_case.inputs.value(u"annotators"_s);
    if (!names.isUndefined()) {
        if (!names.isArray() || names.toArray().size() != 2 || !names.toArray().at(0).isString()
            || !names.toArray().at(1).isString())
            return Documents::failure(fail(u"inputs.annotators"_s, u"expected two annotator names"_s));
        annotators = {names.toArray().at(0).toString(), names.toArray().at(1).toString()};
    }
    const QJsonValue value = m_case.inputs.value(u"documents"_s);
    if (!value.isArray())
        return Documents::failure(fail(u"inputs.documents"_s, u"expected an array of documents"_s));
    std::vector<SpanDocument> documents;
    const QJsonArray array = value.toArray();
    for (qsizetype d = 0; d < array.size(); ++d) {
        const QString at = u"inputs.documents[%1]"_s.arg(d);
        const QJsonObject object = array.at(d).toObject();
        if (!array.at(d).isObject() || !object.value(u"spans"_s).isObject())
            return Documents::failure(fail(at, u"expected {id, length, spans: {A: [...], B: [...]}}"_s));
        SpanDocument document;
        document.id = object.value(u"id"_s).toVariant().toString();
        const auto length = integerOrNull(object.value(u"length"_s), at + u".length"_s, false);
        if (!length)
            return Documents::failure(length.error());
        document.length = **length;
        const QJsonObject spans = object.value(u"spans"_s).toObject();
        auto a = this->spans(spans.value(annotators[0]), at + u".spans."_s + annotators[0]);
        auto b = this->spans(spans.value(annotators[1]), at + u".spans."_s + annotators[1]);
        if (!a || !b)
            return Documents::failure(!a ? a.error() : b.error());
        document.spansA = std::move(*a);
        document.spansB = std::move(*b);
        documents.push_back(std::move(document));
    }
    return documents;
}

using Values = Result<std::vector<AgreementCaseValue>>;

Values computeCohen(const AgreementCase &c, bool binaryFamily)
{
    const InputReader reader(c);
    const auto categories = reader.categories(binaryFamily ? std::vector<int>{0, 1} : std::vector<int>{});
    if (!categories)
        return Values::failure(categories.error());
    if (categories->empty())
        return Values::failure(reader.fail(u"inputs.categories"_s, u"missing: the declared category list is needed"_s));
    const auto threshold = reader.integer(u"binary_threshold"_s, binaryFamily ? 1 : 2);
    if (!threshold)
        return Values::failure(threshold.error());
    const Result<RatingsMatrix> matrix = reader.matrix(*categories);
    if (!matrix)
        return Values::failure(matrix.error());
    if (matrix->coderCount() != 2)
        return Values::failure(reader.fail(u"inputs.ratings"_s,
                                           u"expected two annotators, got %1"_s.arg(matrix->coderCount())));
    const ContingencyTable table = CohenKappa::table(*matrix, 0, 1);
    const std::optional<double> binary =
        binaryFamily ? CohenKappa::kappa(table, Weighting::Unweighted)
                     : CohenKappa::kappa(CohenKappa::binaryTable(table, *categories, *threshold), Weighting::Unweighted);
    if (binaryFamily)
        return std::vector<AgreementCaseValue>{{u"kappa_binary"_s, binary}};
    return std::vector<AgreementCaseValue>{
        {u"kappa_unweighted"_s, CohenKappa::kappa(table, Weighting::Unweighted)},
        {u"kappa_linear"_s, CohenKappa::kappa(table, Weighting::Linear)},
        {u"kappa_quadratic"_s, CohenKappa::kappa(table, Weighting::Quadratic)},
        {u"kappa_binary"_s, binary},
    };
}

// inputs.counts, when present, must be the per-item category counts of the
// ratings: a case whose two inputs disagree is refused, not half-used.
Status checkFleissCounts(const InputReader &reader, const QJsonValue &counts, const RatingsMatrix &matrix)
{
    if (counts.isUndefined())
        return Status::success();
    const QJsonArray rows = counts.toArray();
    if (!counts.isArray() || rows.size() != matrix.unitCount())
        return Status::failure(reader.fail(u"inputs.counts"_s, u"expected one row per item"_s));
    for (int u = 0; u < matrix.unitCount(); ++u) {
        const auto row = reader.integers(rows.at(u), u"inputs.counts[%1]"_s.arg(u));
        if (!row)
            return Status::failure(row.error());
        std::vector<int> histogram(size_t(matrix.categoryCount()), 0);
        for (int c = 0; c < matrix.coderCount(); ++c)
            if (matrix.cell(u, c) != RatingsMatrix::Missing)
                ++histogram[size_t(matrix.cell(u, c))];
        if (*row != histogram)
            return Status::failure(reader.fail(u"inputs.counts[%1]"_s.arg(u), u"disagrees with inputs.ratings"_s));
    }
    return Status::success();
}

Values computeFleiss(const AgreementCase &c)
{
    const InputReader reader(c);
    const auto categories = reader.categories({});
    if (!categories)
        return Values::failure(categories.error());
    const Result<RatingsMatrix> matrix = reader.matrix(*categories);
    if (!matrix)
        return Values::failure(matrix.error());
    if (const Status status = checkFleissCounts(reader, c.inputs.value(u"counts"_s), *matrix); !status)
        return Values::failure(status.error());
    return std::vector<AgreementCaseValue>{{u"fleiss_kappa"_s, FleissKappa::compute(*matrix).value}};
}

Values computeAlpha(const AgreementCase &c, const QStringList &keys)
{
    const InputReader reader(c);
    const auto categories = reader.categories({});
    if (!categories)
        return Values::failure(categories.error());
    const Result<RatingsMatrix> matrix = reader.matrix(*categories);
    if (!matrix)
        return Values::failure(matrix.error());
    const CoincidenceMatrix coincidences = KrippendorffAlpha::coincidences(*matrix);
    std::vector<AgreementCaseValue> values;
    for (const QString &key : keys) {
        const auto level = AlphaLevel(alphaLevelNames().indexOf(key.mid(6)));  // after "alpha_"
        values.push_back({key, KrippendorffAlpha::alpha(coincidences, level)});
    }
    return values;
}

Values computeSpans(const AgreementCase &c)
{
    const InputReader reader(c);
    const QJsonValue unit = c.inputs.value(u"unit"_s);
    if (!unit.isUndefined() && unit.toString() != u"token"_s && unit.toString() != u"char"_s)
        return Values::failure(reader.fail(u"inputs.unit"_s, u"expected \"token\" or \"char\""_s));
    const auto categories = reader.categories({0, 1, 2, 3});
    if (!categories)
        return Values::failure(categories.error());
    const auto documents = reader.documents();
    if (!documents)
        return Values::failure(documents.error());
    const Result<TokenAgreement> tokens = SpanAgreement::tokenAgreement(*documents, *categories);
    if (!tokens)
        return Values::failure(reader.fail(u"inputs.documents"_s, tokens.error()));
    std::vector<AgreementCaseValue> values;
    for (const SpanMatching rule : {SpanMatching::Exact, SpanMatching::Overlap}) {
        const QString prefix = rule == SpanMatching::Exact ? u"exact_"_s : u"overlap_"_s;
        const SpanMatchResult match = SpanAgreement::match(*documents, rule);
        values.push_back({prefix + u"matches"_s, double(match.matches), true});
        values.push_back({prefix + u"precision"_s, match.precision});
        values.push_back({prefix + u"recall"_s, match.recall});
        values.push_back({prefix + u"f1"_s, match.f1});
    }
    values.push_back({u"token_kappa_binary"_s, tokens->kappaBinary});
    values.push_back({u"token_kappa_graded_linear"_s, tokens->kappaLinear});
    values.push_back({u"token_kappa_graded_quadratic"_s, tokens->kappaQuadratic});
    values.push_back({u"token_alpha_graded_ordinal"_s, tokens->alphaOrdinal});
    return values;
}

} // namespace

QStringList AgreementCase::families()
{
    return {u"cohen_kappa"_s, u"cohen_kappa_binary"_s, u"fleiss_kappa"_s, u"krippendorff_alpha"_s,
            u"span_agreement"_s};
}

Result<AgreementCase> AgreementCase::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Result<AgreementCase>::failure(u"%1: cannot read: %2"_s.arg(path, file.errorString()));
    return parse(file.readAll(), path);
}

Result<AgreementCase> AgreementCase::parse(const QByteArray &json, const QString &path)
{
    using Read = Result<AgreementCase>;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return Read::failure(u"%1: invalid JSON at offset %2: %3"_s.arg(argText(path), argText(error.offset), argText(error.errorString())));
    if (!document.isObject())
        return Read::failure(u"%1: expected a JSON object"_s.arg(path));
    const QJsonObject root = document.object();
    AgreementCase agreementCase;
    agreementCase.path = path;
    agreementCase.id = root.value(u"id"_s).toString();
    agreementCase.family = root.value(u"family"_s).toString();
    if (!root.value(u"family"_s).isString())
        return Read::failure(u"%1: family: expected a string"_s.arg(path));
    if (!families().contains(agreementCase.family))
        return Read::failure(u"%1: family: unknown family \"%2\" (known: %3)"_s.arg(
            path, agreementCase.family, families().join(u", "_s)));
    if (!root.value(u"inputs"_s).isObject())
        return Read::failure(u"%1: inputs: expected an object"_s.arg(path));
    agreementCase.inputs = root.value(u"inputs"_s).toObject();
    const QJsonValue expected = root.value(u"expected"_s);
    if (!expected.isUndefined() && !expected.isObject())
        return Read::failure(u"%1: expected: expected an object"_s.arg(path));
    agreementCase.expected = expected.toObject();
    const QJsonValue tolerance = root.value(u"tolerance"_s).toObject().value(u"absolute"_s);
    if (tolerance.isDouble())
        agreementCase.tolerance = tolerance.toDouble();
    return agreementCase;
}

Result<QStringList> AgreementCase::keys() const
{
    if (family == u"cohen_kappa"_s)
        return QStringList{u"kappa_unweighted"_s, u"kappa_linear"_s, u"kappa_quadratic"_s, u"kappa_binary"_s};
    if (family == u"cohen_kappa_binary"_s)
        return QStringList{u"kappa_binary"_s};
    if (family == u"fleiss_kappa"_s)
        return QStringList{u"fleiss_kappa"_s};
    if (family == u"span_agreement"_s)
        return spanKeys();
    QStringList levels = alphaLevelNames();
    const QJsonValue given = inputs.value(u"levels"_s);
    if (!given.isUndefined()) {
        levels.clear();
        const QJsonArray array = given.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (!given.isArray() || !alphaLevelNames().contains(array.at(i).toString()))
                return Result<QStringList>::failure(u"%1: inputs.levels[%2]: expected one of %3"_s.arg(argText(path), argText(i), argText(alphaLevelNames().join(u", "_s))));
            levels.append(u"alpha_"_s + array.at(i).toString());
        }
        if (!given.isArray())
            return Result<QStringList>::failure(u"%1: inputs.levels: expected an array"_s.arg(path));
        return levels;
    }
    for (QString &level : levels)
        level.prepend(u"alpha_"_s);
    return levels;
}

Result<std::vector<AgreementCaseValue>> AgreementCase::compute() const
{
    const Result<QStringList> names = keys();
    if (!names)
        return Values::failure(names.error());
    if (family == u"cohen_kappa"_s || family == u"cohen_kappa_binary"_s)
        return computeCohen(*this, family == u"cohen_kappa_binary"_s);
    if (family == u"fleiss_kappa"_s)
        return computeFleiss(*this);
    if (family == u"krippendorff_alpha"_s)
        return computeAlpha(*this, *names);
    return computeSpans(*this);
}

QByteArray AgreementCase::toJsonLine(const std::vector<AgreementCaseValue> &values)
{
    QByteArray line = "{";
    for (size_t i = 0; i < values.size(); ++i) {
        if (i > 0)
            line += ',';
        // Keys are ASCII identifiers of the case format: no escaping needed,
        // but QJsonDocument gives the one correct quoting anyway.
        line += QJsonDocument(QJsonArray{values[i].key}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
        line += ':';
        const std::optional<double> &value = values[i].value;
        line += values[i].integer && value ? QByteArray::number(qint64(std::llround(*value)))
                                           : formatOptionalNumber(value);
    }
    line += '}';
    return line;
}

} // namespace touchstone
