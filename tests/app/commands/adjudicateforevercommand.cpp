// `touchstone _adjudicate-forever PROJECT --lead NAME`: for tests only.
// Decides adjudication units through AdjudicationStore in a loop, as a lead
// clicking fast would (accept one rater's label, regrade, reject a span
// group, mark a question unanswerable or answerable), and prints the uuid
// of every decision row after its transaction committed (flushed at once),
// so that a test can kill the process at any moment and check that every
// printed decision survived.

#include "cliio.h"
#include "commandregistry.h"

#include "annotation/adjudicationqueue.h"
#include "annotation/adjudicationstore.h"
#include "annotation/annotatorstore.h"
#include "annotation/projectlabels.h"
#include "annotation/projectstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRandomGenerator>

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("AdjudicateForeverCommand", text);
}

// One decision on `unit`; the verb depends on the unit's kind and `choice`.
// Refusals (a verb that does not fit the unit) are not errors: the caller
// picks another unit.
Result<std::vector<Decision>> decide(const AdjudicationStore &decisions, const ProjectLabels &labels,
                                     const AdjudicationUnit &unit, DecisionRequest request, quint32 choice)
{
    if (unit.kind == AdjudicationUnitKind::Answerability) {
        request.reason = {QStringLiteral("annotator_error"), {}};
        return choice % 2 ? decisions.markUnanswerable(request) : decisions.markAnswerable(request);
    }
    if (choice % 4 == 3 && unit.kind != AdjudicationUnitKind::Passage)
        return decisions.rejectSpan(request);
    if (choice % 4 == 2)
        return decisions.setGrade(request, int(choice / 4 % 4));
    for (size_t i = 0; i < unit.votes.size(); ++i) {
        const UnitVote &vote = unit.votes[(i + choice) % unit.votes.size()];
        if (vote.grade >= 0 || !vote.spans.empty())
            return decisions.acceptAnnotator(request, labels.annotators()[size_t(vote.annotator)].id);
    }
    return decisions.rejectSpan(request);
}

int runAdjudicateForever(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("A project with labels to adjudicate."));
    parser.addOption({QStringLiteral("lead"), tr("The lead who decides (an annotator with the role lead)."),
                      QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("count"), tr("Stop after N decisions (default: never)."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("seed"), tr("Seed of the choices."), QStringLiteral("S")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("_adjudicate-forever"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 1) {
        cli::printError(tr("_adjudicate-forever: expected a project folder"));
        return cli::InputError;
    }
    const auto store = ProjectStore::open(parser.positionalArguments().constFirst());
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }
    const auto lead = AnnotatorStore(**store).byName(parser.value(QStringLiteral("lead")));
    ProjectLabels labels;
    labels.setTokenizing(false);
    const Status loaded = labels.load(**store);
    const std::vector<AdjudicationUnit> units = loaded ? AdjudicationQueue::units(labels) : std::vector<AdjudicationUnit>();
    if (!lead || !loaded || units.empty()) {
        cli::printError(!lead ? tr("_adjudicate-forever: no such lead") : !loaded ? loaded.error()
                                                                                   : tr("_adjudicate-forever: nothing to decide"));
        return cli::InputError;
    }
    QRandomGenerator random(parser.value(QStringLiteral("seed")).toUInt());
    const AdjudicationStore decisions(**store, lead->name);
    const qint64 limit = parser.value(QStringLiteral("count")).toLongLong();
    for (qint64 made = 0, attempts = 0; limit <= 0 || made < limit; ++attempts) {
        const AdjudicationUnit &unit = units[random.bounded(quint32(units.size()))];
        DecisionRequest request;
        request.questionId = unit.questionId;
        request.unitKey = unit.key;
        request.leadId = lead->id;
        request.reason = {QStringLiteral("span_boundary"), {}};
        request.note = QStringLiteral("decision %1").arg(made);
        const auto decided = decide(decisions, labels, unit, request, random.generate());
        if (!decided) {
            if (attempts > 1000 && made == 0) { // nothing fits: the project is not what the test meant
                cli::printError(decided.error());
                return cli::InputError;
            }
            continue;
        }
        QByteArray uuids;
        for (const Decision &decision : *decided)
            uuids += decision.uuid.toLatin1() + '\n';
        cli::printOut(uuids);
        ++made;
    }
    return cli::Success;
}

const CommandRegistration registration(
    {QStringLiteral("_adjudicate-forever"),
     QStringLiteral("_adjudicate-forever PROJECT --lead NAME [--count N] [--seed S]   (for tests: decides in a loop "
                    "until killed)"),
     &runAdjudicateForever});

} // namespace

} // namespace touchstone
