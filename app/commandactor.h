#pragma once

#include <QString>

namespace touchstone::cli {

// Who the audit trail names for a headless command: the login name, since
// the command line has no annotator session.
inline QString actor()
{
    const QString user = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    return user.isEmpty() ? QStringLiteral("cli") : QStringLiteral("cli:") + user;
}

} // namespace touchstone::cli
