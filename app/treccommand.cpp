// `touchstone trec`: a drop-in for NIST trec_eval 10.0 (metrics/treceval.h).
//
// The arguments follow trec_eval's getopt_long() syntax, not
// QCommandLineParser's, so that a script can swap one program for the other:
// attached values (-l2, -M100, -mndcg_cut.10,20), clustered flags (-qc),
// long options with unique prefixes (--measure=P.5, --level_for_rel 2),
// options after the file names, and "--" to end options.

#include "cliio.h"
#include "commandregistry.h"

#include "metrics/treceval.h"
#include "metrics/argtext.h"

#include <QCoreApplication>

#include <charconv>
#include <optional>

namespace touchstone {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

const char kUsage[] =
    "Usage: touchstone trec [-q] [-c] [-n] [-J] [-l LEVEL] [-M DEPTH] [-N DOCS]\n"
    "                       [-m MEASURE[.PARAMS]]... [--gain linear|exponential]\n"
    "                       [--strict] QRELS RUN\n"
    "Evaluates RUN against QRELS and prints what NIST trec_eval 10.0 prints.\n"
    "  -q             also print the measures of every topic\n"
    "  -c             score qrels topics missing from RUN as 0 (otherwise an error)\n"
    "  -n             no summary lines\n"
    "  -J             evaluate judged documents only\n"
    "  -l LEVEL       lowest grade that counts as relevant (default 1)\n"
    "  -M DEPTH       evaluate only the top DEPTH documents of each topic\n"
    "  -N DOCS        documents in the collection (utility only)\n"
    "  -m MEASURE     a measure, P.5,10 style cutoffs, or official / set / all_trec\n"
    "  --gain G       linear (trec_eval, default) or exponential (2^g-1) for ndcg,\n"
    "                 ndcg_cut, ndcg_rel, Rndcg and G; exponential names end in @exp\n"
    "  --strict       refuse fields trec_eval misreads (exit 2) instead of warning\n"
    "Fields are read as trec_eval reads them: a grade by its leading integer\n"
    "(\"1.9\" is 1), a score as C atof() reads it (\"0.45abc\" is 0.45, \"0x10\" is 16),\n"
    "and of two '#' lines in a row in QRELS the second is a judgment. Each such\n"
    "field prints \"touchstone: FILE:LINE: warning: ...\" on stderr.\n"
    "If a topic cannot be evaluated (a docno twice, or missing without -c), the\n"
    "topics before it are printed, then the error (exit 2).\n"
    "Not supported (an error if selected): rbp, rbp_resid (trec_eval's rbp reads\n"
    "uninitialised memory), the prefs, qrels_jg and yaap measures, -R other than\n"
    "qrels, -T other than trec_results, -Z, -D and -o.\n";

// --strict has no short form: a code no short option can spell.
constexpr char kStrictOption = '\x01';

struct LongOption
{
    const char *name;
    char shortName;
    bool takesValue;
};

// trec_eval's long options, plus --gain (no short form).
const LongOption kLongOptions[] = {
    {"help", 'h', false}, {"version", 'v', false}, {"query_eval_wanted", 'q', false},
    {"measure", 'm', true}, {"complete_rel_info_wanted", 'c', false},
    {"level_for_rel", 'l', true}, {"nosummary", 'n', false}, {"Debug_level", 'D', true},
    {"Judged_docs_only", 'J', false}, {"Number_docs_in_coll", 'N', true},
    {"Max_retrieved_per_topic", 'M', true}, {"Rel_info_format", 'R', true},
    {"Results_format", 'T', true}, {"Output_old_results_format", 'o', false},
    {"Zscore", 'Z', true}, {"gain", 'g', true}, {"strict", kStrictOption, false},
};

bool shortTakesValue(char c)
{
    return QByteArray("mlDNMRTZ").contains(c);
}

std::optional<long> parseInteger(const QString &text)
{
    const QByteArray bytes = text.toLatin1();
    long value = 0;
    const char *begin = bytes.constData() + (bytes.startsWith('+') ? 1 : 0);
    const auto result = std::from_chars(begin, bytes.constData() + bytes.size(), value);
    if (result.ec != std::errc() || result.ptr != bytes.constData() + bytes.size() || bytes.isEmpty())
        return std::nullopt;
    return value;
}

class Arguments
{
public:
    TrecEvalOptions options;
    QStringList files;
    bool help = false;
    bool version = false;

    // One line on failure.
    QString parse(const QStringList &arguments);

private:
    QString apply(char option, const QString &value);
    QString parseLong(const QStringList &arguments, int &index);
};

QString Arguments::apply(char option, const QString &value)
{
    switch (option) {
    case 'h': help = true; return {};
    case 'v': version = true; return {};
    case 'q': options.perTopic = true; return {};
    case 'c': options.complete = true; return {};
    case 'n': options.summary = false; return {};
    case 'J': options.judgedOnly = true; return {};
    case 'm': options.measures << value; return {};
    case kStrictOption: options.strict = true; return {};
    case 'l': {
        // Any integer, as trec_eval's atol() takes it (-l-1 included).
        const std::optional<long> number = parseInteger(value);
        if (!number || *number > INT_MAX || *number < INT_MIN)
            return tr("-l needs an integer, not '%1'").arg(argText(value));
        options.relevanceLevel = int(*number);
        return {};
    }
    case 'M': case 'N': {
        const std::optional<long> number = parseInteger(value);
        const long minimum = 0;
        if (!number || *number < minimum)
            return tr("-%1 needs an integer of at least %2, not '%3'")
                .arg(argText(QLatin1Char(option)), argText(minimum), argText(value));
        if (option == 'M')
            options.maxRetrieved = *number;
        else
            options.numDocsInCollection = *number;
        return {};
    }
    case 'R':
        return value == QLatin1String("qrels")
                   ? QString() : tr("rel_info format '%1' is not supported (only qrels)").arg(value);
    case 'T':
        return value == QLatin1String("trec_results")
                   ? QString() : tr("results format '%1' is not supported (only trec_results)").arg(value);
    case 'g':
        if (value == QLatin1String("linear"))
            options.gain = GainFunction::Linear;
        else if (value == QLatin1String("exponential"))
            options.gain = GainFunction::Exponential;
        else
            return tr("--gain must be linear or exponential, not '%1'").arg(value);
        return {};
    default:
        return tr("option -%1 is not supported").arg(QLatin1Char(option));
    }
}

QString Arguments::parseLong(const QStringList &arguments, int &index)
{
    const QString argument = arguments[index].mid(2);
    const int equals = argument.indexOf(QLatin1Char('='));
    const QString name = equals < 0 ? argument : argument.left(equals);
    const LongOption *match = nullptr;
    int prefixMatches = 0;
    for (const LongOption &option : kLongOptions) {
        const QString full = QLatin1String(option.name);
        if (full == name) {
            match = &option;
            prefixMatches = 1;
            break;
        }
        if (full.startsWith(name)) {
            match = &option;
            ++prefixMatches;
        }
    }
    if (!match || prefixMatches != 1)
        return tr("unknown or ambiguous option '--%1'").arg(name);
    QString value;
    if (match->takesValue) {
        if (equals >= 0)
            value = argument.mid(equals + 1);
        else if (index + 1 < arguments.size())
            value = arguments[++index];
        else
            return tr("option '--%1' needs a value").arg(QLatin1String(match->name));
    } else if (equals >= 0) {
        return tr("option '--%1' takes no value").arg(QLatin1String(match->name));
    }
    return apply(match->shortName, value);
}

QString Arguments::parse(const QStringList &arguments)
{
    for (int i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (argument == QLatin1String("--")) {
            files += arguments.mid(i + 1);
            break;
        }
        if (argument.startsWith(QLatin1String("--"))) {
            if (QString error = parseLong(arguments, i); !error.isEmpty())
                return error;
            continue;
        }
        if (!argument.startsWith(QLatin1Char('-')) || argument.size() == 1) {
            files << argument;
            continue;
        }
        for (int j = 1; j < argument.size(); ++j) {
            const char option = argument[j].toLatin1();
            QString value;
            if (shortTakesValue(option)) {
                if (j + 1 < argument.size())
                    value = argument.mid(j + 1);
                else if (i + 1 < arguments.size())
                    value = arguments[++i];
                else
                    return tr("option -%1 needs a value").arg(QLatin1Char(option));
                j = int(argument.size());
            }
            if (QString error = apply(option, value); !error.isEmpty())
                return error;
        }
    }
    if (!help && !version && files.size() != 2)
        return tr("expected QRELS and RUN, got %1 file arguments").arg(files.size());
    return {};
}

int runTrec(const QStringList &arguments)
{
    Arguments parsed;
    if (const QString error = parsed.parse(arguments); !error.isEmpty()) {
        cli::printError(QStringLiteral("trec: ") + error);
        return cli::InputError;
    }
    if (parsed.help) {
        cli::printOut(QByteArray(kUsage));
        return cli::Success;
    }
    if (parsed.version) {
        cli::printOut("touchstone trec " TOUCHSTONE_VERSION " (trec_eval 10.0 compatible)\n");
        return cli::Success;
    }
    parsed.options.qrelsPath = parsed.files[0];
    parsed.options.runPath = parsed.files[1];
    const TrecEvalReport report = TrecEval::evaluate(parsed.options);
    for (const QString &warning : report.warnings)
        cli::printError(warning);
    // The topics evaluated before a failure are printed, as trec_eval does.
    if (!report.output.isEmpty())
        cli::printOut(report.output);
    if (!report.ok()) {
        cli::printError(report.error);
        return cli::InputError;
    }
    return cli::Success;
}

const CommandRegistration registration({QStringLiteral("trec"),
    QStringLiteral("trec [-q] [-c] [-n] [-J] [-l L] [-M D] [-N DOCS] [-m MEASURE[.PARAMS]]... [--gain linear|exponential] "
                   "[--strict] QRELS RUN"),
    &runTrec});

} // namespace
} // namespace touchstone
