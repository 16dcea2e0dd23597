// `touchstone agreement CASE.json`: the agreement measures of metrics/ on a
// reference case (format: testdata/agreement/README.md), printed as one line
// of JSON whose keys are the family's expected keys.
//
// `touchstone agreement PROJECT [--stratum S] [--by-pair] [--json] [--min-n N]
// [--seed N] [--resamples N] [--ratings-out FILE] [--gate] [--set-targets B,G]`:
// the numbers of the agreement dashboard (annotation/projectagreement.h) — a
// table by default, one JSON object with --json. Items are (question,
// passage) items: pooled passages and highlight groups (AgreementUnits).
// --ratings-out writes the item × rater grade matrix as an agreement case
// (annotation/ratingscase.h): with two raters a cohen_kappa case (κ binary,
// linear, quadratic), with more a krippendorff_alpha case (α); with
// --by-pair also one cohen_kappa case per annotator pair, FILE's name with
// ".pair-I-J" before ".json" (I, J: 1-based positions of the annotators in
// the project's list, names inside the file), so that `touchstone
// agreement` on those files recomputes the project's α and κ.
//
// --gate: the seed's rule "agreement before volume" (§3.7) for CI. The
// headline POINT ESTIMATES kappa_binary and kappa_graded (= kappa_quadratic)
// against the project's targets (AgreementTargets, default 0.7 and 0.6):
// exit 0 when both reach their target, 1 when one is under it, 3 when one
// cannot be judged (too few items, or undefined). The interval's lower
// bound is printed beside it, not gated on: with the few questions of a
// pilot it is wide enough to fail every set. --set-targets stores new
// targets first (one transaction; bad values change nothing).

#include "cliio.h"
#include "commandactor.h"
#include "commandregistry.h"

#include "annotation/agreementtargets.h"
#include "annotation/outputtarget.h"
#include "annotation/projectagreement.h"
#include "annotation/projectlabels.h"
#include "annotation/projectstore.h"
#include "annotation/ratingscase.h"
#include "metrics/agreementcase.h"
#include "metrics/numberformat.h"
#include "metrics/argtext.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace touchstone {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

int runCaseAgreement(const QString &path)
{
    const Result<AgreementCase> agreementCase = AgreementCase::read(path);
    if (!agreementCase) {
        cli::printError(u"agreement: "_s + agreementCase.error());
        return cli::InputError;
    }
    const Result<std::vector<AgreementCaseValue>> values = agreementCase->compute();
    if (!values) {
        cli::printError(u"agreement: "_s + values.error());
        return cli::InputError;
    }
    cli::printOut(AgreementCase::toJsonLine(*values) + '\n');
    return cli::Success;
}

QJsonValue optionalJson(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QJsonObject numberJson(const AgreementNumber &number)
{
    QJsonObject object{{u"value"_s, optionalJson(number.value)},
                       {u"status"_s, agreementStatusKey(number.status)},
                       {u"n"_s, double(number.n)},
                       {u"computed"_s, optionalJson(number.computed)}};
    if (number.interval) {
        object.insert(u"interval"_s, QJsonObject{{u"lower"_s, optionalJson(number.interval->lower)},
                                                 {u"upper"_s, optionalJson(number.interval->upper)},
                                                 {u"undefined_resamples"_s, number.interval->undefinedResamples}});
    } else {
        object.insert(u"interval"_s, QJsonValue(QJsonValue::Null));
    }
    return object;
}

QJsonObject numbersJson(const std::vector<AgreementNumber> &numbers)
{
    QJsonObject object;
    for (const AgreementNumber &number : numbers)
        object.insert(number.key, numberJson(number));
    return object;
}

QJsonObject dashboardJson(const QString &project, const ProjectLabels &labels, const AgreementDashboard &dashboard,
                          bool byPair)
{
    QJsonArray annotators;
    for (const LabelAnnotator &annotator : labels.annotators())
        annotators.append(annotator.name);
    QJsonObject strata;
    for (const AgreementStratumNumbers &stratum : dashboard.strata)
        strata.insert(stratum.stratum, QJsonObject{{u"questions"_s, stratum.questions},
                                                   {u"measures"_s, numbersJson(stratum.numbers)}});
    QJsonObject object{
        {u"project"_s, project},
        {u"stratum"_s, dashboard.filter.stratum.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(dashboard.filter.stratum)},
        {u"min_n"_s, dashboard.options.minUnits},
        {u"seed"_s, QString::number(dashboard.options.seed)},
        {u"resamples"_s, dashboard.options.resamples},
        {u"confidence"_s, dashboard.options.confidence},
        {u"questions"_s, dashboard.questions},
        {u"items"_s, double(dashboard.items)},
        {u"passage_units"_s, double(dashboard.passageUnits)},
        {u"highlight_items"_s, double(dashboard.highlightItems)},
        {u"items_marked_by_one_rater"_s, double(dashboard.singleMarkedItems)},
        {u"kappa_graded"_s, u"kappa_quadratic"_s},
        {u"tokens"_s, double(dashboard.tokens)},
        {u"highlights"_s, double(dashboard.highlights)},
        {u"annotators"_s, annotators},
        {u"overall"_s, numbersJson(dashboard.overall)},
        {u"strata"_s, strata},
    };
    if (byPair) {
        QJsonArray pairs;
        for (const AgreementPairNumbers &pair : dashboard.pairs)
            pairs.append(QJsonObject{{u"a"_s, labels.annotators()[size_t(pair.annotatorA)].name},
                                     {u"b"_s, labels.annotators()[size_t(pair.annotatorB)].name},
                                     {u"measures"_s, numbersJson(pair.numbers)}});
        object.insert(u"pairs"_s, pairs);
    }
    return object;
}

QString cell(const AgreementNumber &number, const AgreementOptions &options)
{
    switch (number.status) {
    case AgreementStatus::TooFewUnits:
        return tr("too few units (%1 < %2)").arg(argText(number.n), argText(options.minUnits));
    case AgreementStatus::Undefined:
        return tr("undefined (n = %1)").arg(number.n);
    case AgreementStatus::Value:
        break;
    }
    QString text = QString::fromLatin1(formatFixed(*number.value, 4)).leftJustified(9);
    if (number.interval && number.interval->lower && number.interval->upper)
        text += u"[%1, %2]"_s.arg(QString::fromLatin1(formatFixed(*number.interval->lower, 4)),
                                 QString::fromLatin1(formatFixed(*number.interval->upper, 4)));
    return text.leftJustified(28) + u"n = "_s + QString::number(number.n);
}

QString table(const std::vector<AgreementNumber> &numbers, const AgreementOptions &options)
{
    QString text;
    for (const AgreementNumber &number : numbers)
        text += u"  "_s + ProjectAgreement::title(number.key).leftJustified(34) + cell(number, options) + u'\n';
    return text;
}

QString dashboardText(const QString &project, const ProjectLabels &labels, const AgreementDashboard &dashboard,
                      bool byPair)
{
    const AgreementOptions &options = dashboard.options;
    QString text = tr("Agreement of %1 (%2): %3 questions with two or more raters, %4 items (%5 pooled passages, "
                      "%6 highlight groups, %7 of them marked by one rater only), %8 tokens, %9 highlights\n")
                       .arg(argText(project), argText(dashboard.filter.stratum.isEmpty() ? tr("all strata") : dashboard.filter.stratum), argText(dashboard.questions), argText(dashboard.items), argText(dashboard.passageUnits), argText(dashboard.highlightItems), argText(dashboard.singleMarkedItems), argText(dashboard.tokens), argText(dashboard.highlights));
    text += tr("Minimum %1 units; %2 % intervals from %3 bootstrap resamples over questions (seed %4)\n\n")
                .arg(argText(options.minUnits), argText(options.confidence * 100.0), argText(options.resamples), argText(options.seed));
    text += table(dashboard.overall, options);
    for (const AgreementStratumNumbers &stratum : dashboard.strata)
        text += u'\n' + tr("Stratum %1 (%2 questions)").arg(argText(stratum.stratum), argText(stratum.questions)) + u'\n'
            + table(stratum.numbers, options);
    if (byPair) {
        for (const AgreementPairNumbers &pair : dashboard.pairs)
            text += u'\n' + tr("%1 and %2").arg(labels.annotators()[size_t(pair.annotatorA)].name,
                                                labels.annotators()[size_t(pair.annotatorB)].name)
                + u'\n' + table(pair.numbers, options);
    }
    return text;
}

bool writeJsonFile(const QString &path, const QJsonObject &object)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(QJsonDocument(object).toJson(QJsonDocument::Indented));
    return file.commit();
}

QString pairPath(const QString &path, int a, int b)
{
    const QString base = path.endsWith(u".json"_s) ? path.chopped(5) : path;
    return u"%1.pair-%2-%3.json"_s.arg(argText(base), argText(a + 1), argText(b + 1));
}

int writeRatings(const QString &path, const ProjectLabels &labels, const AgreementDashboard &dashboard, bool byPair)
{
    if (!writeJsonFile(path, RatingsCase::forRaters(labels, dashboard.filter))) {
        cli::printError(tr("agreement: %1: cannot write the ratings").arg(path));
        return cli::InputError;
    }
    if (!byPair)
        return cli::Success;
    for (const AgreementPairNumbers &pair : dashboard.pairs) {
        const QString file = pairPath(path, pair.annotatorA, pair.annotatorB);
        if (!writeJsonFile(file, RatingsCase::cohen(labels, pair.annotatorA, pair.annotatorB, dashboard.filter))) {
            cli::printError(tr("agreement: %1: cannot write the ratings").arg(file));
            return cli::InputError;
        }
    }
    return cli::Success;
}

bool readOptions(const QCommandLineParser &parser, AgreementOptions &options)
{
    bool ok = true;
    if (parser.isSet(u"min-n"_s))
        options.minUnits = parser.value(u"min-n"_s).toInt(&ok);
    if (ok && parser.isSet(u"resamples"_s))
        options.resamples = parser.value(u"resamples"_s).toInt(&ok);
    if (ok && parser.isSet(u"seed"_s))
        options.seed = parser.value(u"seed"_s).toULongLong(&ok);
    return ok && options.minUnits >= 0 && options.resamples >= 0;
}

struct GateLine
{
    QString key;
    double target = 0;
};

// The gate's verdict on the headline numbers (see the top of the file).
int gate(const AgreementDashboard &dashboard, const AgreementTargets &targets)
{
    const GateLine lines[] = {{u"kappa_binary"_s, targets.kappaBinary}, {u"kappa_quadratic"_s, targets.kappaGraded}};
    int verdict = cli::Success;
    QString text;
    for (const GateLine &line : lines) {
        const AgreementNumber *number = dashboard.find(line.key);
        const QString name = ProjectAgreement::title(line.key);
        if (!number || number->status == AgreementStatus::TooFewUnits) {
            text += tr("gate: %1: too few items (%2 < %3), cannot judge\n")
                        .arg(argText(name), argText(number ? number->n : 0), argText(dashboard.options.minUnits));
            verdict = cli::Warning;
            continue;
        }
        if (number->status == AgreementStatus::Undefined) {
            text += tr("gate: %1: undefined on %2 items (a single category), cannot judge\n").arg(argText(name), argText(number->n));
            verdict = cli::Warning;
            continue;
        }
        const bool reached = *number->value >= line.target;
        const QString lower = number->interval && number->interval->lower
            ? QString::fromLatin1(formatFixed(*number->interval->lower, 4))
            : tr("none");
        text += tr("gate: %1 = %2 (lower bound %3, n = %4) %5 target %6\n")
                    .arg(argText(name), argText(QString::fromLatin1(formatFixed(*number->value, 4))), argText(lower), argText(number->n), argText(reached ? tr("reaches") : tr("is under")), argText(QString::fromLatin1(formatFixed(line.target, 2))));
        if (!reached && verdict == cli::Success)
            verdict = cli::Negative;
    }
    text += verdict == cli::Success ? tr("gate: PASS\n")
        : verdict == cli::Negative  ? tr("gate: FAIL\n")
                                    : tr("gate: too few items\n");
    for (const QString &line : text.split(u'\n', Qt::SkipEmptyParts))
        cli::printNotice(line);
    return verdict;
}

bool parseTargets(const QString &text, AgreementTargets *targets)
{
    const QStringList parts = text.split(u',');
    if (parts.size() != 2)
        return false;
    bool okBinary = false;
    bool okGraded = false;
    targets->kappaBinary = parts[0].trimmed().toDouble(&okBinary);
    targets->kappaGraded = parts[1].trimmed().toDouble(&okGraded);
    return okBinary && okGraded;
}

int runProjectAgreement(const QString &path, const QCommandLineParser &parser)
{
    if (!ProjectStore::isProject(path)) {
        cli::printError(tr("agreement: %1: not a Touchstone project (and not a case file)").arg(path));
        return cli::InputError;
    }
    AgreementOptions options;
    if (!readOptions(parser, options)) {
        cli::printError(tr("agreement: --min-n, --resamples and --seed take non-negative whole numbers"));
        return cli::InputError;
    }
    AgreementTargets newTargets;
    const bool settingTargets = parser.isSet(u"set-targets"_s);
    if (settingTargets && !parseTargets(parser.value(u"set-targets"_s), &newTargets)) {
        cli::printError(tr("agreement: --set-targets takes two numbers, BINARY,GRADED (e.g. 0.7,0.6)"));
        return cli::InputError;
    }
    const auto store = ProjectStore::open(path, settingTargets ? ProjectStore::Access::ReadWrite
                                                               : ProjectStore::Access::ReadOnly);
    if (!store) {
        cli::printError(u"agreement: "_s + store.error());
        return cli::InputError;
    }
    if (settingTargets) {
        if (const Status written = AgreementTargets::write(**store, newTargets, cli::actor()); !written) {
            cli::printError(u"agreement: %1: %2"_s.arg(path, written.error()));
            return cli::InputError;
        }
    }
    ProjectLabels labels;
    // The numbers, the ratings files and the JSON name questions, passages
    // and annotators, never a label or its quote.
    labels.setLoadingTexts(false);
    labels.setLoadingUuids(false);
    if (const Status loaded = labels.load(**store); !loaded) {
        cli::printError(u"agreement: %1: %2"_s.arg(path, loaded.error()));
        return cli::InputError;
    }
    AgreementFilter filter{parser.value(u"stratum"_s)};
    ProjectAgreement agreement(labels);
    agreement.rebuild();
    const AgreementDashboard dashboard = agreement.compute(filter, options);
    const bool byPair = parser.isSet(u"by-pair"_s);
    if (parser.isSet(u"ratings-out"_s)) {
        if (const Status safe = OutputTarget::checkFile(parser.value(u"ratings-out"_s)); !safe) {
            cli::printError(u"agreement: "_s + safe.error());
            return cli::InputError;
        }
        if (const int written = writeRatings(parser.value(u"ratings-out"_s), labels, dashboard, byPair); written != 0)
            return written;
    }
    const AgreementTargets targets = AgreementTargets::read(**store);
    if (parser.isSet(u"json"_s)) {
        QJsonObject json = dashboardJson(path, labels, dashboard, byPair);
        json.insert(u"targets"_s, QJsonObject{{u"kappa_binary"_s, targets.kappaBinary},
                                              {u"kappa_graded"_s, targets.kappaGraded}});
        cli::printJson(QJsonDocument(json));
    } else {
        cli::printOut(dashboardText(path, labels, dashboard, byPair).toUtf8());
    }
    return parser.isSet(u"gate"_s) ? gate(dashboard, targets) : cli::Success;
}

int runAgreement(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"CASE.json|PROJECT"_s, tr("An agreement reference case, or a project folder."));
    parser.addOption({u"stratum"_s, tr("Only the questions of this stratum (project)."), u"S"_s});
    parser.addOption({u"by-pair"_s, tr("Also every annotator pair (project).")});
    parser.addOption({u"json"_s, tr("One JSON object instead of a table (project).")});
    parser.addOption({u"min-n"_s, tr("Fewer units than this: “too few units” (default 20)."), u"N"_s});
    parser.addOption({u"seed"_s, tr("Seed of the bootstrap over questions."), u"N"_s});
    parser.addOption({u"resamples"_s, tr("Bootstrap resamples (default 200; 0: no intervals)."), u"N"_s});
    parser.addOption({u"ratings-out"_s, tr("Write the item grades as an agreement case file."), u"FILE"_s});
    parser.addOption({u"gate"_s, tr("Exit 1 when κ binary or κ graded is under the project's target, 3 when too few "
                                    "items (project).")});
    parser.addOption({u"set-targets"_s, tr("Store the project's targets for κ binary and κ graded first (default "
                                           "0.7,0.6)."),
                      u"BINARY,GRADED"_s});
    const cli::ParseOutcome outcome = cli::parseArguments(parser, u"agreement"_s, arguments);
    if (outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        cli::printError(tr("agreement: expected one argument, CASE.json or PROJECT"));
        return cli::InputError;
    }
    const QString path = positional.constFirst();
    if (QFileInfo(path).isDir())
        return runProjectAgreement(path, parser);
    return runCaseAgreement(path);
}

const CommandRegistration registration(
    {u"agreement"_s,
     u"agreement CASE.json | agreement PROJECT [--stratum S] [--by-pair] [--json] [--min-n N] [--seed N] "
     u"[--resamples N] [--ratings-out FILE] [--gate] [--set-targets BINARY,GRADED]"_s,
     &runAgreement});

} // namespace
} // namespace touchstone
