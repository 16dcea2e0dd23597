#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

class QCommandLineParser;
class QJsonDocument;

namespace touchstone::cli {

// Exit codes shared by every subcommand (DESIGN.md, "Command line").
enum ExitCode : int {
    Success = 0,
    Negative = 1,    // quote not found, verification failed, gate FAIL
    InputError = 2,  // usage or input error
    Warning = 3,     // gate WARN
};

// One line on stderr: "touchstone: <message>", line breaks and other control
// characters of the message written as escapes (\n, \r, \xNN).
void printError(const QString &message);
QString oneLine(const QString &message);
// Notices on stderr, never mixed into machine-readable stdout.
void printNotice(const QString &message);
// A warning in the error format, so that scripts parse both alike:
// "touchstone: FILE:LINE: warning: reason" when the message starts with a
// "FILE:LINE: " location (as importers' warnings do), else
// "touchstone: warning: reason".
void printWarning(const QString &message);
QString warningLine(const QString &message);
// Progress ("freezing v1", "writing 6 files into …", ingest's pages): on
// stderr when it is a terminal, or when TOUCHSTONE_PROGRESS=1 asks for it
// (tests that time a kill from a progress line), so that a failing command
// prints only its one line of error to a script.
void printProgress(const QString &message);
// Raw bytes on stdout (already UTF-8).
void printOut(const QByteArray &bytes);
// Compact JSON object on one line of stdout.
void printJson(const QJsonDocument &document);

enum class ParseOutcome { Proceed, HelpShown, UsageError };

// Parses `arguments` (the words after the command name) with `parser`. On a
// usage error prints one line; on --help prints the help text.
ParseOutcome parseArguments(QCommandLineParser &parser, const QString &command,
                            const QStringList &arguments);

// The exit code for a parse outcome that is not Proceed.
int exitCodeFor(ParseOutcome outcome);

// `touchstone GROUP --help` for a command with subcommands: one usage line
// per " | "-separated form of `synopsis`, each naming `touchstone`.
void printGroupUsage(const QString &group, const QString &synopsis);
// The usage forms of a synopsis, each starting with the command's name.
QStringList usageForms(const QString &name, const QString &synopsis);

} // namespace touchstone::cli
