#pragma once

#include <QString>

namespace touchstone {

enum class AnnotatorRole { Annotator, Lead, Engineer };

// A person who labels, adjudicates or evaluates. The uuid travels with
// annotator packages and exports; the name is what people see.
struct Annotator
{
    qint64 id = 0;
    QString uuid;
    QString name;
    AnnotatorRole role = AnnotatorRole::Annotator;
};

QString annotatorRoleKey(AnnotatorRole role);          // "annotator", "lead", "engineer"
bool annotatorRoleFromKey(const QString &key, AnnotatorRole *role);

} // namespace touchstone
