// `touchstone annotators add PROJECT NAME [--role annotator|lead|engineer]`,
// `annotators list PROJECT`, `annotators role PROJECT NAME ROLE`: the people
// of a project without the GUI, so that a headless team can make a lead
// (adjudications import needs one) and raters.
//
// Agreement counts the labels of role "annotator" only (AgreementUnits): a
// lead who also labels as a rater does so under a second person of role
// annotator ("Lea Fischer (rater)"), so that her checks as a lead never
// enter κ.
//
// Every write is one transaction (AnnotatorStore); bad input is one line on
// stderr, exit 2, and the project unchanged.

#include "cliio.h"
#include "commandactor.h"
#include "commandregistry.h"

#include "annotation/annotatorstore.h"
#include "annotation/projectstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

QJsonObject annotatorJson(const Annotator &annotator)
{
    return QJsonObject{{u"name"_s, annotator.name},
                       {u"role"_s, annotatorRoleKey(annotator.role)},
                       {u"uuid"_s, annotator.uuid},
                       {u"rater"_s, annotator.role == AnnotatorRole::Annotator}};
}

bool roleOf(const QString &key, AnnotatorRole *role)
{
    if (annotatorRoleFromKey(key.trimmed().toLower(), role))
        return true;
    cli::printError(tr("annotators: unknown role “%1” (valid: annotator, lead, engineer)").arg(key));
    return false;
}

int runAnnotators(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"VERB"_s, tr("add, list or role."));
    parser.addPositionalArgument(u"PROJECT"_s, tr("The project folder."));
    parser.addPositionalArgument(u"NAME"_s, tr("The person (add, role)."), u"[NAME [ROLE]]"_s);
    parser.addOption({u"role"_s, tr("Role of a new person: annotator (default; counts in agreement), lead or engineer."),
                      u"ROLE"_s});
    if (const auto outcome = cli::parseArguments(parser, u"annotators"_s, arguments); outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    const QString verb = positional.value(0);
    const qsizetype expected = verb == u"list"_s ? 2 : verb == u"add"_s ? 3 : verb == u"role"_s ? 4 : -1;
    if (expected < 0) {
        cli::printError(tr("annotators: expected add, list or role"));
        return cli::InputError;
    }
    if (positional.size() != expected) {
        cli::printError(verb == u"list"_s   ? tr("annotators list: expected PROJECT")
                        : verb == u"add"_s  ? tr("annotators add: expected PROJECT NAME")
                                            : tr("annotators role: expected PROJECT NAME ROLE"));
        return cli::InputError;
    }
    AnnotatorRole role = AnnotatorRole::Annotator;
    if (verb == u"add"_s && parser.isSet(u"role"_s) && !roleOf(parser.value(u"role"_s), &role))
        return cli::InputError;
    if (verb == u"role"_s && !roleOf(positional.at(3), &role))
        return cli::InputError;
    const auto store = ProjectStore::open(positional.at(1), verb == u"list"_s ? ProjectStore::Access::ReadOnly
                                                                             : ProjectStore::Access::ReadWrite);
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }
    const AnnotatorStore annotators(**store, cli::actor());
    if (verb == u"list"_s) {
        QJsonArray list;
        for (const Annotator &annotator : annotators.all())
            list.append(annotatorJson(annotator));
        cli::printJson(QJsonDocument(QJsonObject{{u"annotators"_s, list}}));
        return cli::Success;
    }
    if (verb == u"add"_s) {
        const auto added = annotators.add(positional.at(2), role);
        if (!added) {
            cli::printError(u"annotators add: "_s + added.error());
            return cli::InputError;
        }
        cli::printJson(QJsonDocument(annotatorJson(*added)));
        return cli::Success;
    }
    const auto person = annotators.byName(positional.at(2).trimmed());
    if (!person) {
        cli::printError(tr("annotators role: the project has no person “%1”").arg(positional.at(2)));
        return cli::InputError;
    }
    if (const Status changed = annotators.setRole(person->id, role); !changed) {
        cli::printError(u"annotators role: "_s + changed.error());
        return cli::InputError;
    }
    cli::printJson(QJsonDocument(annotatorJson(*annotators.byId(person->id))));
    return cli::Success;
}

const CommandRegistration registration(
    {u"annotators"_s,
     u"annotators add PROJECT NAME [--role annotator|lead|engineer] | annotators list PROJECT | "
     u"annotators role PROJECT NAME ROLE"_s,
     &runAnnotators});

} // namespace

} // namespace touchstone
