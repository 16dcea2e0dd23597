// `touchstone schema manifest|record|provenance|qrels-span|annotations`:
// prints the JSON Schema (draft 2020-12) that a golden-set export's
// manifest.json, records.jsonl lines, provenance.jsonl lines,
// qrels-spans.jsonl lines or annotations.jsonld conform to — the files of
// resources/schemas, embedded in the executable, byte for byte.

#include "cliio.h"
#include "commandregistry.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

using namespace Qt::StringLiterals;

namespace touchstone {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

const QStringList &schemaNames()
{
    static const QStringList names{u"manifest"_s, u"record"_s, u"provenance"_s, u"qrels-span"_s, u"annotations"_s};
    return names;
}

int runSchema(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"NAME"_s, tr("Which schema: %1.").arg(schemaNames().join(u", "_s)));
    if (const auto outcome = cli::parseArguments(parser, u"schema"_s, arguments); outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || !schemaNames().contains(positional.constFirst())) {
        cli::printError(tr("schema: expected one of %1").arg(schemaNames().join(u", "_s)));
        return cli::InputError;
    }
    QFile file(u":/schemas/gold-%1.schema.json"_s.arg(positional.constFirst()));
    if (!file.open(QIODevice::ReadOnly)) {
        cli::printError(tr("schema: %1 is not built into this executable").arg(file.fileName()));
        return cli::InputError;
    }
    cli::printOut(file.readAll());
    return cli::Success;
}

const CommandRegistration registration({u"schema"_s, u"schema manifest|record|provenance|qrels-span|annotations"_s,
                                        &runSchema});

} // namespace
} // namespace touchstone
