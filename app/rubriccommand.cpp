// `touchstone rubric set PROJECT FILE.md` and `touchstone rubric show PROJECT
// [--json]`: the project's grading rubric as a Markdown text, the rubric an
// LLM judge is given. set stores the file as a new rubric version and prints
// its version and sha256 (the sha256 of the text, what `sha256sum FILE.md`
// prints for a file without a byte order mark), which judge verdict files
// name in "rubric_sha256"; the same file again is the current version
// already and changes nothing.

#include "cliio.h"
#include "commandactor.h"
#include "commandregistry.h"
#include "evalcli.h"

#include "annotation/importfile.h"
#include "annotation/projectstore.h"
#include "annotation/rubricstore.h"

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

const QString kSynopsis = QStringLiteral("rubric set PROJECT FILE.md | rubric show PROJECT [--json]");

int runSet(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addPositionalArgument(QStringLiteral("FILE.md"), tr("The rubric as Markdown (UTF-8, at most 1 MiB)."));
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("rubric set"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        cli::printError(tr("rubric set: expected PROJECT FILE.md"));
        return cli::InputError;
    }
    // The file is read before the project is opened: a refused file never
    // takes the project's write lock.
    const QString path = positional.at(1);
    const Result<QString> text = ImportFile::readText(path, Rubric::kMaxMarkdownBytes);
    if (!text) {
        cli::printError(tr("rubric set: %1").arg(text.error()));
        return cli::InputError;
    }
    if (text->trimmed().isEmpty()) {
        cli::printError(tr("rubric set: %1: the rubric is empty").arg(path));
        return cli::InputError;
    }
    auto store = cli::openProject(QStringLiteral("rubric set"), positional.at(0));
    if (!store)
        return cli::InputError;
    bool created = false;
    const Result<Rubric> rubric = RubricStore(*store, cli::actor()).makeCurrent(Rubric::markdownContent(*text), &created);
    if (!rubric) {
        cli::printError(tr("rubric set: %1: %2").arg(path, rubric.error()));
        return cli::InputError;
    }
    if (!created)
        cli::printNotice(tr("rubric set: %1 is the current rubric already (version %2); nothing changed")
                             .arg(path, QString::number(rubric->version)));
    cli::printJson(QJsonDocument(QJsonObject{{QStringLiteral("file"), path},
                                             {QStringLiteral("version"), rubric->version},
                                             {QStringLiteral("sha256"), rubric->sha256},
                                             {QStringLiteral("created"), created}}));
    return cli::Success;
}

int runShow(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project folder."));
    parser.addOption({QStringLiteral("json"), tr("Print one JSON object instead of the text.")});
    if (const auto outcome = cli::parseArguments(parser, QStringLiteral("rubric show"), arguments);
        outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    if (parser.positionalArguments().size() != 1) {
        cli::printError(tr("rubric show: expected PROJECT"));
        return cli::InputError;
    }
    // Read-only: showing the rubric of a project another process writes is
    // fine, and a project without a rubric yet gets none made by a look.
    auto store = cli::openProject(QStringLiteral("rubric show"), parser.positionalArguments().at(0),
                                  ProjectStore::Access::ReadOnly);
    if (!store)
        return cli::InputError;
    const Result<Rubric> rubric = RubricStore(*store).current();
    if (!rubric) {
        cli::printError(tr("rubric show: %1 (touchstone rubric set PROJECT FILE.md makes one)").arg(rubric.error()));
        return cli::Negative;
    }
    const QString markdown = rubric->markdown();
    // A rubric of grade definitions (the default, or one with worked
    // examples) is its JSON; a Markdown rubric its text.
    const QString text = !markdown.isEmpty() && rubric->content.size() == 1
                             ? markdown
                             : QString::fromUtf8(QJsonDocument(rubric->content).toJson(QJsonDocument::Indented));
    if (parser.isSet(QStringLiteral("json"))) {
        cli::printJson(QJsonDocument(QJsonObject{
            {QStringLiteral("version"), rubric->version},
            {QStringLiteral("sha256"), rubric->sha256},
            {QStringLiteral("format"), markdown.isEmpty() ? QStringLiteral("grades") : QStringLiteral("markdown")},
            {QStringLiteral("markdown"), markdown.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(markdown)},
            {QStringLiteral("content"), rubric->content}}));
        return cli::Success;
    }
    QByteArray out = tr("Rubric version %1").arg(rubric->version).toUtf8() + '\n';
    out += "sha256 " + rubric->sha256.toLatin1() + "\n\n";
    out += text.toUtf8();
    if (!out.endsWith('\n'))
        out += '\n';
    cli::printOut(out);
    return cli::Success;
}

int runRubric(const QStringList &arguments)
{
    const QString verb = arguments.value(0);
    if (verb == QLatin1String("set"))
        return runSet(arguments.mid(1));
    if (verb == QLatin1String("show"))
        return runShow(arguments.mid(1));
    cli::printError(tr("rubric: expected “set PROJECT FILE.md” or “show PROJECT”"));
    return cli::InputError;
}

const CommandRegistration registration({QStringLiteral("rubric"), kSynopsis, &runRubric});

} // namespace
} // namespace touchstone
