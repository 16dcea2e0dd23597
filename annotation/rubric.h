#pragma once

#include <QJsonObject>
#include <QString>

namespace touchstone {

// The grading rubric: definitions of grades 0–3 with worked examples.
// Versioned by the sha256 of its canonical JSON; every judgment records
// the version it was made under.
struct Rubric
{
    qint64 id = 0;
    int version = 0;
    QString sha256;
    QJsonObject content; // {"grades": [{"grade", "label", "definition", "examples": [...]}], "notes"}

    // The sha256 of `content` in canonical form (compact, keys sorted).
    static QString digest(const QJsonObject &content);
    // The rubric a new project starts with (DESIGN.md grade meanings).
    static QJsonObject defaultContent();
};

} // namespace touchstone
