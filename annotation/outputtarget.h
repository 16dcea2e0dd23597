#pragma once

#include "metrics/result.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace touchstone {

// Where a command may write a file or a folder, checked before anything is
// written and after resolving symbolic links: a typed path (the project
// folder, ".", its database, a link to one of them) must never be
// overwritten by an export. A target may not be a project folder, contain
// one, or lie inside one, except as a new entry under that project's
// exports/ folder; a folder is replaced only when a caller recognises it
// (a previous export, by its manifest), and never through a link.
class OutputTarget
{
    Q_DECLARE_TR_FUNCTIONS(OutputTarget)

public:
    // A file about to be created or replaced.
    static Status checkFile(const QString &path);

    // A folder about to be created, or filled when it exists and is empty.
    // With `replace`, an existing non-empty folder is accepted when
    // `isReplaceable` recognises it.
    using Recogniser = std::function<bool(const QString &folder)>;
    static Status checkFolder(const QString &path, bool replace = false, const Recogniser &isReplaceable = {});

    // The project folder that is `path` or holds it, after resolving links;
    // empty when there is none.
    static QString enclosingProject(const QString &path);

    // `path` made absolute with every link in its existing part resolved.
    static QString resolved(const QString &path);
};

} // namespace touchstone
