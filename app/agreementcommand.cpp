// `touchstone agreement CASE.json`: the agreement measures of metrics/ on a
// reference case (format: testdata/agreement/README.md), printed as one line
// of JSON whose keys are the family's expected keys.
//
// The same command will take a project folder (DESIGN.md, "Command line":
// `agreement PROJECT [--stratum S] [--by-pair] [--json] [--ratings-out F]`).
// That mode needs the project store, which does not exist yet: a folder is
// reported as not available (exit 2) rather than half-handled.

#include "cliio.h"
#include "commandregistry.h"

#include "metrics/agreementcase.h"

#include <QCommandLineParser>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace touchstone {
namespace {

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

int runProjectAgreement(const QString &path)
{
    cli::printError(u"agreement: %1: project agreement is not available yet (only agreement CASE.json)"_s.arg(path));
    return cli::InputError;
}

int runAgreement(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"CASE.json"_s, u"An agreement reference case (testdata/agreement format)."_s);
    const cli::ParseOutcome outcome = cli::parseArguments(parser, u"agreement"_s, arguments);
    if (outcome != cli::ParseOutcome::Proceed)
        return cli::exitCodeFor(outcome);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        cli::printError(u"agreement: expected one argument, CASE.json"_s);
        return cli::InputError;
    }
    const QString path = positional.constFirst();
    if (QFileInfo(path).isDir())
        return runProjectAgreement(path);
    return runCaseAgreement(path);
}

const CommandRegistration registration({u"agreement"_s, u"agreement CASE.json"_s, &runAgreement});

} // namespace
} // namespace touchstone
