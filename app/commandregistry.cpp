#include "commandregistry.h"

#include <algorithm>

namespace touchstone {

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
