// `touchstone reasons list PROJECT`, `reasons add PROJECT CODE LABEL`: the
// reason codes adjudications may give, without the GUI. A write is one
// transaction (ReasonCodeStore); bad input is one line, exit 2, the project
// unchanged.

#include "cliio.h"
#include "commandactor.h"
#include "commandregistry.h"

#include "annotation/projectstore.h"
#include "annotation/reasoncodestore.h"

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

QJsonObject reasonJson(const ReasonCode &code)
{
    return QJsonObject{{u"code"_s, code.code},
                       {u"label"_s, code.label},
                       {u"builtin"_s, code.builtin},
                       {u"retired"_s, code.retired}};
}

int runReasons(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"VERB"_s, tr("list or add."));
    parser.addPositionalArgument(u"PROJECT"_s, tr("The project folder."));
    parser.addPositionalArgument(u"CODE"_s, tr("add: the code ([a-z0-9_]+) and the label people see."),
                                 u"[CODE LABEL]"_s);
    if (const auto outcome = cli::parseArguments(parser, u"reasons"_s, arguments); outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    const QString verb = positional.value(0);
    if (verb != u"list"_s && verb != u"add"_s) {
        cli::printError(tr("reasons: expected list or add"));
        return cli::InputError;
    }
    if (positional.size() != (verb == u"list"_s ? 2 : 4)) {
        cli::printError(verb == u"list"_s ? tr("reasons list: expected PROJECT")
                                          : tr("reasons add: expected PROJECT CODE LABEL"));
        return cli::InputError;
    }
    const auto store = ProjectStore::open(positional.at(1), verb == u"list"_s ? ProjectStore::Access::ReadOnly
                                                                             : ProjectStore::Access::ReadWrite);
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }
    const ReasonCodeStore reasons(**store, cli::actor());
    if (verb == u"list"_s) {
        QJsonArray list;
        for (const ReasonCode &code : reasons.all())
            list.append(reasonJson(code));
        cli::printJson(QJsonDocument(QJsonObject{{u"reasons"_s, list}}));
        return cli::Success;
    }
    const auto added = reasons.add(positional.at(2), positional.at(3));
    if (!added) {
        cli::printError(u"reasons add: "_s + added.error());
        return cli::InputError;
    }
    cli::printJson(QJsonDocument(reasonJson(*added)));
    return cli::Success;
}

const CommandRegistration registration(
    {u"reasons"_s, u"reasons list PROJECT | reasons add PROJECT CODE LABEL"_s, &runReasons});

} // namespace

} // namespace touchstone
