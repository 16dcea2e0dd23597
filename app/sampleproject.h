#pragma once

#include "metrics/result.h"

#include <QString>

namespace touchstone {

// The bundled sample project (resources/sample), seeded into a writable
// folder on first start so that `touchstone` with no argument opens a
// living project.
class SampleProject
{
public:
    // Where the sample lives: <AppDataLocation>/Sample Project.
    static QString defaultFolder();

    // Returns `folder`, seeding it first when it does not hold a project.
    // Seeding happens in a temporary folder that is renamed into place, so
    // an interrupted first start leaves no half-made project.
    static Result<QString> ensure(const QString &folder = defaultFolder());

    // Fills an empty project folder with the sample's documents, questions
    // and labels.
    static Status seed(const QString &folder);
};

} // namespace touchstone
