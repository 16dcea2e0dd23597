#include "trecmeasures.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

namespace touchstone {

namespace {

using Id = TrecMeasures::Id;

enum class Params { None, LongCutoffs, DoubleCutoffs, DoubleParams, GainPairs };
enum class Printing { Double, Long, Runid, Relstring };
enum class Summary { Mean, Sum, Geometric, QueryCount, None };

struct Spec
{
    const char *name;
    Id id;
    Params params;
    Printing printing;
    Summary summary;
    bool perTopic;  // printed for each topic with -q
    bool gainBased; // takes the "@exp" suffix with exponential gain
    std::vector<long> longDefaults;
    std::vector<double> doubleDefaults;
};

const std::vector<long> kDepthCutoffs = {5, 10, 15, 20, 30, 100, 200, 500, 1000};
const std::vector<double> kRecallLevels = {0.0, 0.1, 0.2, 0.3, 0.4, 0.5,
                                           0.6, 0.7, 0.8, 0.9, 1.0};

// In trec_eval's internal order (measures.c), which is the printing order.
const std::vector<Spec> &catalogue()
{
    static const std::vector<Spec> specs = {
        {"runid", Id::Runid, Params::None, Printing::Runid, Summary::None, false, false, {}, {}},
        {"num_q", Id::NumQ, Params::None, Printing::Long, Summary::QueryCount, false, false, {}, {}},
        {"num_ret", Id::NumRet, Params::None, Printing::Long, Summary::Sum, true, false, {}, {}},
        {"num_rel", Id::NumRel, Params::None, Printing::Long, Summary::Sum, true, false, {}, {}},
        {"num_rel_ret", Id::NumRelRet, Params::None, Printing::Long, Summary::Sum, true, false, {}, {}},
        {"map", Id::Map, Params::None, Printing::Double, Summary::Mean, true, false, {}, {}},
        {"gm_map", Id::GmMap, Params::None, Printing::Double, Summary::Geometric, false, false, {}, {}},
        {"Rprec", Id::Rprec, Params::None, Printing::Double, Summary::Mean, true, false, {}, {}},
        {"bpref", Id::Bpref, Params::None, Printing::Double, Summary::Mean, true, false, {}, {}},
        {"recip_rank", Id::RecipRank, Params::None, Printing::Double, Summary::Mean, true, false, {}, {}},
        {"iprec_at_recall", Id::IprecAtRecall, Params::DoubleCutoffs, Printing::Double,
         Summary::Mean, true, false, {}, kRecallLevels},
        {"P", Id::P, Params::LongCutoffs, Printing::Double, Summary::Mean, true, false,
         kDepthCutoffs, {}},
        {"relstring", Id::Relstring, Params::DoubleParams, Printing::Relstring, Summary::None,
         true, false, {}, {10.0}},
        {"recall", Id::Recall, Params::LongCutoffs, Printing::Double, Summary::Mean, true, false,
         kDepthCutoffs, {}},
        {"infAP", Id::InfAP, Params::None, Printing::Double, Summary::Mean, true, false, {}, {}},
        {"gm_bpref", Id::GmBpref, Params::None, Printing::Double, Summary::Geometric, false,
         false, {}, {}},
        {"Rprec_mult", Id::RprecMult, Params::DoubleCutoffs, Printing::Double, Summary::Mean,
         true, false, {}, {0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0}},
        {"utility", Id::Utility, Params::DoubleParams, Printing::Double, Summary::Mean, true,
         false, {}, {1.0, -1.0, 0.0, 0.0}},
        {"11pt_avg", Id::ElevenPtAvg, Params::DoubleParams, Printing::Double, Summary::Mean, true,
         false, {}, kRecallLevels},
        {"binG", Id::BinG, Params::None, Printing::Double, Summary::Mean, true, false, {}, {}},
        {"G", Id::G, Params::GainPairs, Printing::Double, Summary::Mean, true, true, {}, {}},
        {"ndcg", Id::Ndcg, Params::GainPairs, Printing::Double, Summary::Mean, true, true, {}, {}},
        {"ndcg_rel", Id::NdcgRel, Params::GainPairs, Printing::Double, Summary::Mean, true, true,
         {}, {}},
        {"Rndcg", Id::Rndcg, Params::GainPairs, Printing::Double, Summary::Mean, true, true, {}, {}},
        {"ndcg_cut", Id::NdcgCut, Params::LongCutoffs, Printing::Double, Summary::Mean, true,
         true, kDepthCutoffs, {}},
        {"map_cut", Id::MapCut, Params::LongCutoffs, Printing::Double, Summary::Mean, true, false,
         kDepthCutoffs, {}},
        {"relative_P", Id::RelativeP, Params::LongCutoffs, Printing::Double, Summary::Mean, true,
         false, kDepthCutoffs, {}},
        {"success", Id::Success, Params::LongCutoffs, Printing::Double, Summary::Mean, true,
         false, {1, 5, 10}, {}},
        {"set_P", Id::SetP, Params::None, Printing::Double, Summary::Mean, true, false, {}, {}},
        {"set_relative_P", Id::SetRelativeP, Params::None, Printing::Double, Summary::Mean, true,
         false, {}, {}},
        {"set_recall", Id::SetRecall, Params::None, Printing::Double, Summary::Mean, true, false,
         {}, {}},
        {"set_map", Id::SetMap, Params::None, Printing::Double, Summary::Mean, true, false, {}, {}},
        {"set_F", Id::SetF, Params::DoubleParams, Printing::Double, Summary::Mean, true, false,
         {}, {1.0}},
        {"num_nonrel_judged_ret", Id::NumNonrelJudgedRet, Params::None, Printing::Long,
         Summary::Sum, true, false, {}, {}},
        {"unj", Id::Unj, Params::LongCutoffs, Printing::Double, Summary::Mean, true, false,
         {5, 10, 20}, {}},
        {"judged", Id::Judged, Params::LongCutoffs, Printing::Double, Summary::Mean, true, false,
         {5, 10, 20}, {}},
    };
    return specs;
}

const Spec &specOf(Id id)
{
    return catalogue()[size_t(id)];
}

const Spec *findSpec(const QByteArray &name)
{
    for (const Spec &spec : catalogue()) {
        if (name == spec.name)
            return &spec;
    }
    return nullptr;
}

struct Nickname
{
    const char *name;
    std::vector<const char *> members;
};

const std::vector<Nickname> &nicknames()
{
    static const std::vector<Nickname> list = {
        {"official", {"runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map",
                      "Rprec", "bpref", "recip_rank", "iprec_at_recall", "P"}},
        {"set", {"runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "utility", "set_P",
                 "set_recall", "set_relative_P", "set_map", "set_F"}},
        // trec_eval's all_trec without rbp and rbp_resid (see the header).
        {"all_trec", {"runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map", "gm_map",
                      "Rprec", "bpref", "recip_rank", "iprec_at_recall", "P", "relstring",
                      "recall", "unj", "infAP", "gm_bpref", "utility", "11pt_avg", "ndcg",
                      "relative_P", "Rprec_mult", "success", "map_cut", "ndcg_cut", "ndcg_rel",
                      "Rndcg", "binG", "G", "set_P", "set_recall", "set_relative_P", "set_map",
                      "set_F", "num_nonrel_judged_ret"}},
    };
    return list;
}

// trec_eval measures and nicknames Touchstone does not implement.
bool isUnsupported(const QByteArray &name)
{
    static const char *const names[] = {
        "all_prefs", "prefs", "qrels_jg", "rbp", "rbp_resid", "yaap", "map_avgjg", "P_avgjg",
        "Rprec_mult_avgjg", "prefs_num_prefs_poss", "prefs_num_prefs_ful",
        "prefs_num_prefs_ful_ret", "prefs_simp", "prefs_pair", "prefs_avgjg",
        "prefs_avgjg_Rnonrel", "prefs_simp_ret", "prefs_pair_ret", "prefs_avgjg_ret",
        "prefs_avgjg_Rnonrel_ret", "prefs_simp_imp", "prefs_pair_imp", "prefs_avgjg_imp"};
    return std::any_of(std::begin(names), std::end(names),
                       [&name](const char *n) { return name == n; });
}

// atol(): optional blanks and sign, then digits; anything else ends it.
long prefixLong(const QByteArray &text)
{
    const char *p = text.constData();
    while (*p == ' ' || *p == '\t')
        ++p;
    bool negative = false;
    if (*p == '+' || *p == '-')
        negative = *p++ == '-';
    long value = 0;
    for (; *p >= '0' && *p <= '9'; ++p)
        value = value * 10 + (*p - '0');
    return negative ? -value : value;
}

// atof() without the locale: the longest decimal prefix, 0 if there is none.
double prefixDouble(const QByteArray &text)
{
    const char *p = text.constData();
    const char *end = p + text.size();
    while (p < end && (*p == ' ' || *p == '\t'))
        ++p;
    bool negative = false;
    if (p < end && (*p == '+' || *p == '-'))
        negative = *p++ == '-';
    if (p < end && *p == '-')
        return 0.0;
    double value = 0.0;
    std::from_chars(p, end, value);
    return negative ? -value : value;
}

// trec_eval's interpolated precision starts from num_rel_ret / num_ret,
// which is 0/0 when nothing is retrieved (-J without a judged retrieved item,
// -M0): every recall level whose count of relevant items rounds to 0 or less
// takes that NaN, and 11pt_avg's sum with it. retrievalmetrics answers 0
// there (useful for reports); trec's output follows trec_eval.
int firstEmptyRankingLevel(const RankedJudgments &j, const std::vector<double> &levels)
{
    if (j.numRet != 0)
        return -1;
    for (size_t i = 0; i < levels.size(); ++i) {
        if (std::lround(levels[i] * double(j.numRel)) <= 0)
            return int(i);
    }
    return -1;
}

bool markEmptyRankingLevels(const RankedJudgments &j, const std::vector<double> &levels, double *out)
{
    const int first = firstEmptyRankingLevel(j, levels);
    if (first < 0)
        return false;
    // Computed, not a constant, so that the NaN (and its sign) is the one
    // this machine's division makes, as in trec_eval.
    volatile double zero = double(j.numRelRet);
    const double nan = zero / double(j.numRet);
    for (size_t i = 0; i < levels.size(); ++i) {
        if (std::lround(levels[i] * double(j.numRel)) <= 0)
            out[i] = nan;
    }
    return true;
}

QByteArray fixedText(double value, int decimals, int width)
{
    char buffer[64];
    if (!std::isfinite(value)) {
        // glibc's printf spelling; trec_eval prints its 0/0 values (-J or -M0
        // with nothing retrieved) as "-nan", the sign bit of x86's default NaN.
        QByteArray text = std::isnan(value) ? QByteArrayLiteral("nan") : QByteArrayLiteral("inf");
        if (std::signbit(value))
            text.prepend('-');
        if (text.size() < width)
            text.prepend(QByteArray(width - text.size(), ' '));
        return text;
    }
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value,
                                      std::chars_format::fixed, decimals);
    QByteArray text(buffer, int(result.ptr - buffer));
    if (text.size() < width)
        text.prepend(QByteArray(width - text.size(), ' '));
    return text;
}

QByteArray paddedName(const QByteArray &name)
{
    // "%-22s"
    return name.size() >= 22 ? name : name + QByteArray(22 - name.size(), ' ');
}

void appendLine(QByteArray &out, const QByteArray &name, const QByteArray &topic,
                const QByteArray &value)
{
    out += paddedName(name);
    out += '\t';
    out += topic;
    out += '\t';
    out += value;
    out += '\n';
}

bool isValidInteger(const QByteArray &text)
{
    int i = (text.startsWith('-') || text.startsWith('+')) ? 1 : 0;
    if (i >= text.size())
        return false;
    for (; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9')
            return false;
    }
    return true;
}

} // namespace

struct TrecMeasures::Selected
{
    Id id = Id::Runid;
    std::vector<long> cutoffs;
    std::vector<double> doubles;
    GainOverrides gains;
    QByteArray printable; // the parameters as given on the command line
    int first = 0;
    int count = 0;
};

TrecMeasures::TrecMeasures() = default;
TrecMeasures::~TrecMeasures() = default;
TrecMeasures::TrecMeasures(const TrecMeasures &) = default;
TrecMeasures::TrecMeasures(TrecMeasures &&) noexcept = default;
TrecMeasures &TrecMeasures::operator=(const TrecMeasures &) = default;
TrecMeasures &TrecMeasures::operator=(TrecMeasures &&) noexcept = default;

namespace {

QString quoted(const QByteArray &name)
{
    return QLatin1Char('\'') + QString::fromUtf8(name) + QLatin1Char('\'');
}

// The parameters of one measure, parsed as trec_eval's meas_init.c does.
Status parseParams(const Spec &spec, const QByteArray &text, std::vector<long> &cutoffs,
                   std::vector<double> &doubles, GainOverrides &gains)
{
    const QList<QByteArray> parts = text.split(',');
    const QString name = quoted(spec.name);
    switch (spec.params) {
    case Params::None:
        return Status::success();
    case Params::LongCutoffs:
        cutoffs.clear();
        for (const QByteArray &part : parts)
            cutoffs.push_back(prefixLong(part));
        std::sort(cutoffs.begin(), cutoffs.end());
        if (cutoffs.front() <= 0)
            return Status::failure(QStringLiteral("measure %1: cutoffs must be positive").arg(name));
        if (std::adjacent_find(cutoffs.begin(), cutoffs.end()) != cutoffs.end())
            return Status::failure(QStringLiteral("measure %1: duplicate cutoffs").arg(name));
        return Status::success();
    case Params::DoubleCutoffs:
        doubles.clear();
        for (const QByteArray &part : parts)
            doubles.push_back(prefixDouble(part));
        std::sort(doubles.begin(), doubles.end());
        if (std::adjacent_find(doubles.begin(), doubles.end()) != doubles.end())
            return Status::failure(QStringLiteral("measure %1: duplicate cutoffs").arg(name));
        return Status::success();
    case Params::DoubleParams:
        doubles.clear();
        for (const QByteArray &part : parts)
            doubles.push_back(prefixDouble(part));
        if (spec.id == Id::Utility && doubles.size() != 4)
            return Status::failure(
                QStringLiteral("measure %1 needs four coefficients").arg(name));
        return Status::success();
    case Params::GainPairs:
        gains.clear();
        for (const QByteArray &part : parts) {
            const int equals = part.indexOf('=');
            if (equals <= 0 || equals != part.lastIndexOf('='))
                return Status::failure(
                    QStringLiteral("measure %1: malformed pair parameters '%2' (want level=gain,...)")
                        .arg(name, QString::fromUtf8(text)));
            // trec_eval ignores pairs whose level is not an integer.
            const QByteArray level = part.left(equals);
            if (isValidInteger(level))
                gains.emplace_back(prefixLong(level), prefixDouble(part.mid(equals + 1)));
        }
        return Status::success();
    }
    return Status::success();
}

} // namespace

Result<TrecMeasures> TrecMeasures::select(const QStringList &specs, GainFunction gain)
{
    std::vector<std::pair<QByteArray, QByteArray>> arguments; // name, parameters
    std::vector<bool> marked(size_t(Id::Count), false);
    QStringList all = specs.isEmpty() ? QStringList{QStringLiteral("official")} : specs;
    for (const QString &specText : all) {
        const QByteArray spec = specText.toUtf8();
        const int dot = spec.indexOf('.');
        const QByteArray name = dot < 0 ? spec : spec.left(dot);
        if (dot >= 0) {
            if (dot + 1 >= spec.size())
                return Result<TrecMeasures>::failure(
                    QStringLiteral("improper measure in parameter %1").arg(quoted(name)));
            arguments.emplace_back(name, spec.mid(dot + 1));
        }
        const auto nickname = std::find_if(nicknames().begin(), nicknames().end(),
                                           [&name](const Nickname &n) { return name == n.name; });
        if (nickname != nicknames().end()) {
            for (const char *member : nickname->members)
                marked[size_t(findSpec(member)->id)] = true;
            continue;
        }
        if (isUnsupported(name))
            return Result<TrecMeasures>::failure(
                QStringLiteral("measure %1 is not supported").arg(quoted(name)));
        const Spec *found = findSpec(name);
        if (!found)
            return Result<TrecMeasures>::failure(
                QStringLiteral("unknown measure %1").arg(quoted(name)));
        marked[size_t(found->id)] = true;
    }

    TrecMeasures measures;
    measures.m_gain = gain;
    for (const Spec &spec : catalogue()) {
        if (!marked[size_t(spec.id)])
            continue;
        Selected selected;
        selected.id = spec.id;
        selected.cutoffs = spec.longDefaults;
        selected.doubles = spec.doubleDefaults;
        const auto argument = std::find_if(arguments.begin(), arguments.end(),
                                           [&spec](const auto &a) { return a.first == spec.name; });
        if (argument != arguments.end()) {
            const Status parsed = parseParams(spec, argument->second, selected.cutoffs,
                                              selected.doubles, selected.gains);
            if (!parsed)
                return Result<TrecMeasures>::failure(parsed.error());
            if (spec.params != Params::None)
                selected.printable = argument->second;
        }
        selected.first = measures.m_valueCount;
        const QByteArray suffix = spec.gainBased && gain == GainFunction::Exponential
                                      ? QByteArrayLiteral("@exp")
                                      : QByteArray();
        const QByteArray base(spec.name);
        switch (spec.params) {
        case Params::LongCutoffs:
            for (long cutoff : selected.cutoffs)
                measures.addValue(selected, base + '_' + QByteArray::number(qlonglong(cutoff)) + suffix);
            break;
        case Params::DoubleCutoffs:
            for (double cutoff : selected.doubles)
                measures.addValue(selected, base + '_' + fixedText(cutoff, 2, 3) + suffix);
            break;
        default:
            measures.addValue(selected, (selected.printable.isEmpty()
                                             ? base
                                             : base + '_' + selected.printable) + suffix);
        }
        measures.m_selected.push_back(selected);
    }
    return measures;
}

void TrecMeasures::addValue(Selected &measure, QByteArray name)
{
    m_names.push_back(std::move(name));
    ++measure.count;
    ++m_valueCount;
}

bool TrecMeasures::wants(Id id) const
{
    return std::any_of(m_selected.begin(), m_selected.end(),
                       [id](const Selected &s) { return s.id == id; });
}

void TrecMeasures::evaluate(const RankedJudgments &j, long numDocs, double *out,
                            QByteArray *relstring) const
{
    for (const Selected &m : m_selected)
        computeOne(m, j, numDocs, out + m.first, relstring);
}

void TrecMeasures::computeOne(const Selected &m, const RankedJudgments &j, long numDocs,
                              double *out, QByteArray *relstring) const
{
    auto copy = [out](const std::vector<double> &values) {
        std::copy(values.begin(), values.end(), out);
    };
    switch (m.id) {
    case Id::Runid: case Id::Count: break;
    case Id::NumQ: out[0] = 1.0; break;
    case Id::NumRet: out[0] = double(j.numRet); break;
    case Id::NumRel: out[0] = double(j.numRel); break;
    case Id::NumRelRet: out[0] = double(j.numRelRet); break;
    case Id::Map: out[0] = averagePrecision(j); break;
    case Id::GmMap: out[0] = logAveragePrecision(j); break;
    case Id::Rprec: out[0] = rPrecision(j); break;
    case Id::Bpref: out[0] = bpref(j); break;
    case Id::RecipRank: out[0] = reciprocalRank(j); break;
    case Id::IprecAtRecall:
        copy(interpolatedPrecision(j, m.doubles));
        markEmptyRankingLevels(j, m.doubles, out);
        break;
    case Id::P: copy(precisionAt(j, m.cutoffs)); break;
    case Id::Relstring:
        if (relstring)
            *relstring = relevanceString(j, long(m.doubles.empty() ? 10.0 : m.doubles.front()));
        break;
    case Id::Recall: copy(recallAt(j, m.cutoffs)); break;
    case Id::InfAP: out[0] = inferredAveragePrecision(j); break;
    case Id::GmBpref: out[0] = logBpref(j); break;
    case Id::RprecMult: copy(rPrecisionMultiples(j, m.doubles)); break;
    case Id::Utility: out[0] = utility(j, m.doubles, numDocs); break;
    case Id::ElevenPtAvg: {
        out[0] = elevenPointAverage(j, m.doubles);
        std::vector<double> levels(m.doubles.size(), 0.0);
        if (markEmptyRankingLevels(j, m.doubles, levels.data()))
            out[0] = levels[size_t(firstEmptyRankingLevel(j, m.doubles))];
        break;
    }
    case Id::BinG: out[0] = binaryGain(j); break;
    case Id::G: out[0] = normalizedGain(j, gainTable(j, m_gain, m.gains)); break;
    case Id::Ndcg: out[0] = ndcg(j, gainTable(j, m_gain, m.gains)); break;
    case Id::NdcgRel: out[0] = ndcgRel(j, gainTable(j, m_gain, m.gains)); break;
    case Id::Rndcg: out[0] = rNdcg(j, gainTable(j, m_gain, m.gains)); break;
    case Id::NdcgCut: copy(ndcgAt(j, m.cutoffs, m_gain)); break;
    case Id::MapCut: copy(averagePrecisionAt(j, m.cutoffs)); break;
    case Id::RelativeP: copy(relativePrecisionAt(j, m.cutoffs)); break;
    case Id::Success: copy(successAt(j, m.cutoffs)); break;
    case Id::SetP: out[0] = setPrecision(j); break;
    case Id::SetRelativeP: out[0] = setRelativePrecision(j); break;
    case Id::SetRecall: out[0] = setRecall(j); break;
    case Id::SetMap: out[0] = setAveragePrecision(j); break;
    case Id::SetF: out[0] = setF(j, m.doubles.empty() ? 1.0 : m.doubles.front()); break;
    case Id::NumNonrelJudgedRet: out[0] = double(numNonrelJudgedRetrieved(j)); break;
    case Id::Unj: copy(unjudgedAt(j, m.cutoffs)); break;
    case Id::Judged: {
        const auto values = judgedAt(j, m.cutoffs);
        for (size_t i = 0; i < values.size(); ++i)
            out[i] = values[i].value_or(0.0); // trec-style text has no "undefined"
        break;
    }
    }
}

void TrecMeasures::clearForMissingTopic(double *values, QByteArray *relstring) const
{
    for (const Selected &m : m_selected) {
        const bool clear = m.id == Id::NumRet || m.id == Id::Unj || m.id == Id::Judged
                           // trec_eval matches the value name "utility" exactly.
                           || (m.id == Id::Utility && m.printable.isEmpty());
        if (clear)
            std::fill(values + m.first, values + m.first + m.count, 0.0);
        if (m.id == Id::Relstring && relstring)
            relstring->clear();
    }
}

void TrecMeasures::appendTopicLines(QByteArray &out, const QByteArray &topic,
                                    const double *values, const QByteArray &relstring) const
{
    for (const Selected &m : m_selected) {
        const Spec &spec = specOf(m.id);
        if (!spec.perTopic)
            continue;
        for (int i = m.first; i < m.first + m.count; ++i) {
            switch (spec.printing) {
            case Printing::Long:
                appendLine(out, m_names[size_t(i)], topic,
                           QByteArray::number(qlonglong(values[i])));
                break;
            case Printing::Relstring:
                appendLine(out, m_names[size_t(i)], topic, '\'' + relstring + '\'');
                break;
            default:
                appendLine(out, m_names[size_t(i)], topic, formatTrecValue(values[i]));
            }
        }
    }
}

void TrecMeasures::appendSummaryLines(QByteArray &out, const std::vector<double> &sums,
                                      long numQueries, const QByteArray &runid,
                                      long completeNumRel) const
{
    const QByteArray all = QByteArrayLiteral("all");
    for (const Selected &m : m_selected) {
        const Spec &spec = specOf(m.id);
        if (spec.printing == Printing::Runid) {
            appendLine(out, QByteArrayLiteral("runid"), all, runid);
            continue;
        }
        if (spec.summary == Summary::None)
            continue;
        for (int i = m.first; i < m.first + m.count; ++i) {
            double value = sums[size_t(i)];
            if (spec.summary == Summary::Mean && numQueries)
                value /= double(numQueries);
            else if (spec.summary == Summary::Geometric && numQueries > 0)
                value = std::exp(value / double(numQueries));
            else if (spec.summary == Summary::QueryCount)
                value = double(numQueries);
            if (m.id == Id::NumRel && completeNumRel >= 0)
                value = double(completeNumRel);
            if (spec.printing == Printing::Long)
                appendLine(out, m_names[size_t(i)], all, QByteArray::number(qlonglong(value)));
            else
                appendLine(out, m_names[size_t(i)], all, formatTrecValue(value));
        }
    }
}

QByteArray formatTrecValue(double value)
{
    return fixedText(value, 4, 6);
}

} // namespace touchstone
