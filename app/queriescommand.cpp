// `touchstone queries import PROJECT FILE`: the questions of a golden set
// from CSV or JSONL, all or nothing; `queries remove PROJECT ID`: a question
// nobody labeled (one imported by mistake, or too large to show).

#include "cliio.h"
#include "commandactor.h"
#include "commandregistry.h"

#include "annotation/projectstore.h"
#include "annotation/questionimport.h"
#include "annotation/questionstore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

int runImport(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Questions as CSV (header row required) or JSONL."));
    parser.addOption({QStringLiteral("format"), tr("csv or jsonl (default: by extension, else by content)."),
                      QStringLiteral("F")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("queries import"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 2) {
        cli::printError(tr("queries import: expected a project folder and a file"));
        return cli::InputError;
    }
    QuestionImport::Format format = QuestionImport::Format::Auto;
    const QString formatName = parser.value(QStringLiteral("format")).toLower();
    if (formatName == QLatin1String("csv"))
        format = QuestionImport::Format::Csv;
    else if (formatName == QLatin1String("jsonl"))
        format = QuestionImport::Format::Jsonl;
    else if (!formatName.isEmpty()) {
        cli::printError(tr("queries import: --format takes csv or jsonl"));
        return cli::InputError;
    }
    const auto store = ProjectStore::open(parser.positionalArguments().at(0));
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }
    const QString file = parser.positionalArguments().at(1);
    const auto report = QuestionImport::run(**store, file, cli::actor(), format);
    if (!report) {
        cli::printError(report.error());
        return cli::InputError;
    }
    for (const QString &warning : report->warnings)
        cli::printWarning(warning);
    QMap<QString, int> strata;
    for (const Question &question : report->questions)
        ++strata[question.stratum];
    QJsonObject perStratum;
    for (auto it = strata.constBegin(); it != strata.constEnd(); ++it)
        perStratum.insert(it.key(), it.value());
    cli::printJson(QJsonDocument(QJsonObject{
        {QStringLiteral("file"), file},
        {QStringLiteral("format"), QuestionImport::formatKey(report->format)},
        {QStringLiteral("imported"), int(report->questions.size())},
        {QStringLiteral("strata"), perStratum},
        {QStringLiteral("new_strata"), QJsonArray::fromStringList(report->newStrata)},
        {QStringLiteral("ignored_keys"), QJsonArray::fromStringList(report->ignoredKeys)}}));
    return cli::Success;
}

int runRemove(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("ID"), tr("The question's id (as imported)."));
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("queries remove"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 2) {
        cli::printError(tr("queries remove: expected a project folder and a question id"));
        return cli::InputError;
    }
    const auto store = ProjectStore::open(parser.positionalArguments().at(0));
    if (!store) {
        cli::printError(store.error());
        return cli::InputError;
    }
    const QString id = parser.positionalArguments().at(1);
    const QuestionStore questions(**store, cli::actor());
    const std::optional<Question> question = questions.byExternalId(id);
    if (!question) {
        cli::printError(tr("queries remove: no question “%1” in the project").arg(id));
        return cli::InputError;
    }
    if (const Status removed = questions.remove(question->id); !removed) {
        cli::printError(tr("queries remove: %1").arg(removed.error()));
        return cli::InputError;
    }
    cli::printJson(QJsonDocument(QJsonObject{{QStringLiteral("removed"), id}, {QStringLiteral("uuid"), question->uuid}}));
    return cli::Success;
}

const char kUsage[] = "queries import PROJECT FILE [--format csv|jsonl] | queries remove PROJECT ID";

int runQueries(const QStringList &arguments)
{
    if (arguments.value(0) == QLatin1String("import"))
        return runImport(arguments.mid(1));
    if (arguments.value(0) == QLatin1String("remove"))
        return runRemove(arguments.mid(1));
    if (arguments.value(0) == QLatin1String("--help") || arguments.value(0) == QLatin1String("-h")) {
        cli::printOut(QByteArray("Usage: touchstone ") + kUsage + '\n');
        return cli::Success;
    }
    cli::printError(tr("queries: expected “import PROJECT FILE” or “remove PROJECT ID”"));
    return cli::InputError;
}

const CommandRegistration registration({QStringLiteral("queries"), QString::fromLatin1(kUsage), &runQueries});

} // namespace

} // namespace touchstone
