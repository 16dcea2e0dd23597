#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace touchstone {

// A headless subcommand of the touchstone executable. Each command lives in
// its own file and registers itself with a static CommandRegistration, so
// main() never needs to know the list.
struct CommandSpec
{
    QString name;      // first word on the command line: "trec", "ingest", ...
    QString synopsis;  // one line for --help, untranslated command syntax
    // Receives the arguments after the command name. Returns the exit code:
    // 0 success, 1 negative result, 2 usage or input error, 3 warning.
    std::function<int(const QStringList &arguments)> run;

    // The usage forms of the synopsis ("runs import PROJECT FILE ...",
    // "runs list PROJECT", ...), each starting with the name.
    QStringList forms() const;
    // The verbs of a command group ("import", "list", ...): the second word
    // of every form when each is a lower-case word; empty for a command
    // without subcommands.
    QStringList subcommands() const;
};

class CommandRegistry
{
public:
    static CommandRegistry &instance();

    void add(CommandSpec spec);
    const CommandSpec *find(const QString &name) const;
    const std::vector<CommandSpec> &commands() const { return m_commands; }

private:
    std::vector<CommandSpec> m_commands;
};

struct CommandRegistration
{
    explicit CommandRegistration(CommandSpec spec)
    {
        CommandRegistry::instance().add(std::move(spec));
    }
};

} // namespace touchstone
