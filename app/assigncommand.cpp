// `touchstone assign PROJECT ANNOTATOR...`: distributes the questions that
// have no annotator yet, keeping the project's standing overlap.

#include "cliio.h"
#include "commandactor.h"
#include "commandregistry.h"

#include "annotation/annotatorstore.h"
#include "annotation/assignmentstore.h"
#include "annotation/projectstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

int runAssign(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("ANNOTATOR"), tr("Names of the annotators to share the questions."),
                                 QStringLiteral("ANNOTATOR..."));
    parser.addOption({QStringLiteral("overlap"), tr("Share of questions labeled twice (default: the project's, "
                                                    "else 0.10)."), QStringLiteral("X")});
    parser.addOption({QStringLiteral("seed"), tr("Seed that picks the overlapped questions."), QStringLiteral("N")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("assign"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    QStringList names = parser.positionalArguments();
    if (names.size() < 2) {
        cli::printError(tr("assign: expected a project folder and at least one annotator"));
        return cli::InputError;
    }
    const auto store = ProjectStore::open(names.takeFirst());
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }
    const AnnotatorStore annotators(**store);
    std::vector<qint64> ids;
    for (const QString &name : std::as_const(names)) {
        const auto annotator = annotators.byName(name.trimmed());
        if (!annotator) {
            cli::printError(tr("assign: the project has no annotator “%1”").arg(name));
            return cli::InputError;
        }
        ids.push_back(annotator->id);
    }
    const AssignmentStore assignments(**store, cli::actor());
    const Result<double> standingOverlap = assignments.overlapFraction();
    const Result<quint64> standingSeed = assignments.seed();
    const Result<std::vector<qint64>> unassigned = assignments.unassignedQuestions();
    for (const QString &failure : {standingOverlap.error(), standingSeed.error(), unassigned.error()}) {
        if (!failure.isEmpty()) {
            cli::printError(tr("assign: %1").arg(failure));
            return cli::InputError;
        }
    }
    bool ok = true;
    const double overlap = parser.isSet(QStringLiteral("overlap"))
        ? parser.value(QStringLiteral("overlap")).toDouble(&ok) : *standingOverlap;
    bool seedOk = true;
    const quint64 seed = parser.isSet(QStringLiteral("seed")) ? parser.value(QStringLiteral("seed")).toULongLong(&seedOk)
                                                              : *standingSeed;
    if (!ok || !seedOk) {
        cli::printError(tr("assign: --overlap takes a number in [0, 1] and --seed a whole number"));
        return cli::InputError;
    }
    const auto outcome = assignments.assignBalanced(*unassigned, ids, overlap, seed);
    if (!outcome) {
        cli::printError(outcome.error());
        return cli::InputError;
    }
    const Result<std::optional<double>> achieved = assignments.achievedOverlap();
    if (!achieved) {
        cli::printError(tr("assign: %1").arg(achieved.error()));
        return cli::InputError;
    }
    cli::printJson(QJsonDocument(QJsonObject{
        {QStringLiteral("assigned"), outcome->assigned},
        {QStringLiteral("overlapped"), outcome->overlapped},
        {QStringLiteral("overlap_fraction"), overlap},
        {QStringLiteral("achieved_overlap"), QJsonValue::fromVariant(
             *achieved ? QVariant(**achieved) : QVariant())}}));
    return cli::Success;
}

const CommandRegistration registration(
    {QStringLiteral("assign"), QStringLiteral("assign PROJECT ANNOTATOR... [--overlap X] [--seed N]"), &runAssign});

} // namespace

} // namespace touchstone
