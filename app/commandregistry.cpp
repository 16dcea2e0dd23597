#include "commandregistry.h"

#include "cliio.h"

#include <QRegularExpression>

#include <algorithm>

namespace touchstone {

QStringList CommandSpec::forms() const
{
    return cli::usageForms(name, synopsis);
}

QStringList CommandSpec::subcommands() const
{
    static const QRegularExpression verb(QStringLiteral("^[a-z][a-z-]*$"));
    QStringList verbs;
    for (const QString &form : forms()) {
        const QString second = form.section(QLatin1Char(' '), 1, 1);
        if (!verb.match(second).hasMatch())
            return {};
        if (!verbs.contains(second))
            verbs << second;
    }
    return verbs;
}

CommandRegistry &CommandRegistry::instance()
{
    static CommandRegistry registry;
    return registry;
}

void CommandRegistry::add(CommandSpec spec)
{
    m_commands.push_back(std::move(spec));
    std::sort(m_commands.begin(), m_commands.end(),
              [](const CommandSpec &a, const CommandSpec &b) { return a.name < b.name; });
}

const CommandSpec *CommandRegistry::find(const QString &name) const
{
    const auto it = std::find_if(m_commands.begin(), m_commands.end(),
                                 [&](const CommandSpec &c) { return c.name == name; });
    return it == m_commands.end() ? nullptr : &*it;
}

} // namespace touchstone
