// `touchstone compare PROJECT RUN_A RUN_B [--metric M] [--min-effect X] [-k K] [--json]`:
// the CI gate. RUN_A is the baseline, RUN_B the candidate; the comparison is
// paired over the questions of their common frozen version (methodology
// §13, §14.2). Exit code: 0 PASS, 1 FAIL, 3 WARN, 2 on a usage or input error.

#include "cliio.h"
#include "commandregistry.h"
#include "evalcli.h"

#include "annotation/projectstore.h"
#include "annotation/reportjson.h"
#include "annotation/retrievalreport.h"
#include "annotation/runcomparison.h"
#include "annotation/runevaluator.h"
#include "metrics/numberformat.h"
#include "metrics/argtext.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace touchstone {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

QString show(const std::optional<double> &value, int decimals = 4)
{
    if (!value)
        return tr("undefined");
    return QString::fromLatin1(formatFixed(*value, decimals));
}

QString signedShow(const std::optional<double> &value)
{
    if (!value)
        return tr("undefined");
    return (*value > 0 ? QStringLiteral("+") : QString()) + QString::fromLatin1(formatFixed(*value, 4));
}

QByteArray text(const RunComparison &c)
{
    const PairedComparison &s = c.stats;
    const PairedBootstrapResult &b = s.bootstrap;
    QStringList lines;
    lines << tr("baseline: %1   candidate: %2   (version %3, %4 paired questions)")
                 .arg(argText(c.baseline), argText(c.candidate), argText(c.version), argText(s.n));
    lines << tr("instrument: hit rule %1, judged rule %2, gain %3, relevant at grade ≥ %4")
                 .arg(argText(c.hitRule), argText(c.judgedRule), argText(c.gain), argText(c.relevanceLevel));
    lines << tr("%1: baseline %2, candidate %3, delta %4, %5% interval [%6, %7], p %8")
                 .arg(argText(c.metric), argText(show(s.meanA)), argText(show(s.meanB)), argText(signedShow(b.delta)), argText(b.confidence * 100), argText(signedShow(b.intervalLow)), argText(signedShow(b.intervalHigh)), argText(show(b.p)));
    lines << tr("wins %1, losses %2, ties %3; minimum detectable effect at n = %4: %5")
                 .arg(argText(b.counts.wins), argText(b.counts.losses), argText(b.counts.ties), argText(s.n), argText(show(s.minimumDetectableEffect)));
    if (c.candidateRerank || c.baselineRerank) {
        for (const auto &[name, movement] : {std::make_pair(c.baseline, c.baselineRerank),
                                             std::make_pair(c.candidate, c.candidateRerank)}) {
            if (movement)
                lines << tr("rerank movement of %1 at %2: rescued %3, broke %4, kept %5, missed both %6")
                             .arg(argText(name), argText(c.rerankK), argText(movement->rescued), argText(movement->broke), argText(movement->kept), argText(movement->missedBoth));
        }
    }
    for (const QString &warning : c.warnings)
        lines << tr("warning: %1").arg(warning);
    lines << tr("gate (minimum effect %1): %2 — %3")
                 .arg(argText(c.minimumEffect), argText(gateVerdictName(s.gate.verdict)), argText(s.gate.reason));
    return lines.join(QLatin1Char('\n')).toUtf8() + '\n';
}

int exitCodeOf(GateVerdict verdict)
{
    switch (verdict) {
    case GateVerdict::Pass: return cli::Success;
    case GateVerdict::Fail: return cli::Negative;
    case GateVerdict::Warn: return cli::Warning;
    }
    return cli::InputError;
}

int runCompare(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("RUN_A"), tr("The baseline run."));
    parser.addPositionalArgument(QStringLiteral("RUN_B"), tr("The candidate run."));
    parser.addOption({QStringLiteral("min-effect"), tr("Minimum meaningful effect (default 0.02)."), QStringLiteral("X"),
                      QStringLiteral("0.02")});
    parser.addOption({QStringLiteral("seed"), tr("Seed of the bootstrap (default 0)."), QStringLiteral("S"),
                      QStringLiteral("0")});
    parser.addOption({QStringLiteral("json"), tr("Print the comparison as JSON.")});
    cli::addEvaluationOptions(parser);
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("compare"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    bool effectOk = false, seedOk = false;
    const double minimumEffect = parser.value(QStringLiteral("min-effect")).toDouble(&effectOk);
    const quint64 seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
    if (positional.size() != 3 || !effectOk || minimumEffect < 0 || !seedOk) {
        cli::printError(tr("compare: expected PROJECT RUN_A RUN_B [--metric M] [--min-effect X >= 0] [-k K]"));
        return cli::InputError;
    }
    auto store = cli::openProject(QStringLiteral("compare"), positional.at(0));
    if (!store)
        return cli::InputError;
    const auto baseline = cli::findRun(*store, positional.at(1));
    const auto candidate = cli::findRun(*store, positional.at(2));
    if (!baseline || !candidate) {
        cli::printError(tr("compare: %1").arg(!baseline ? baseline.error() : candidate.error()));
        return cli::InputError;
    }
    const auto settings = cli::evaluationSettings(parser, *store, *baseline);
    if (!settings) {
        cli::printError(tr("compare: %1").arg(settings.error()));
        return cli::InputError;
    }
    const RunEvaluator evaluator(*store);
    const auto a = evaluator.current(*baseline, *settings);
    const auto b = evaluator.current(*candidate, *settings);
    if (!a || !b) {
        cli::printError(tr("compare: %1").arg(!a ? a.error() : b.error()));
        return cli::InputError;
    }
    RunComparisonOptions options;
    options.metric = settings->primaryMetric;
    options.minimumEffect = minimumEffect;
    options.paired.bootstrap.seed = seed;
    options.paired.randomization.seed = seed;
    auto comparison = RunComparator::compare(*a, *b, options);
    if (!comparison) {
        cli::printError(tr("compare: %1").arg(comparison.error()));
        return cli::InputError;
    }
    if (parser.isSet(QStringLiteral("json")))
        cli::printOut(ReportJson::write(RetrievalReport::comparisonJson(*comparison), ReportJson::Style::Compact) + '\n');
    else
        cli::printOut(text(*comparison));
    return exitCodeOf(comparison->stats.gate.verdict);
}

const CommandRegistration registration({QStringLiteral("compare"),
                                        QStringLiteral("compare PROJECT RUN_A RUN_B [--min-effect X] [--seed S] [--json] "
                                                       "[--gain exponential|linear] [--relevance N] [--cutoffs K,...] "
                                                       "[--metric M] [-k K]"),
                                        &runCompare});

} // namespace
} // namespace touchstone
