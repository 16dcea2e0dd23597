// Key conversions of the label value types (annotator.h, question.h,
// judgment.h): the keys are stored in the database and in interchange
// files, so they are never translated.

#include "annotator.h"
#include "judgment.h"
#include "question.h"

namespace touchstone {

QString annotatorRoleKey(AnnotatorRole role)
{
    switch (role) {
    case AnnotatorRole::Annotator: return QStringLiteral("annotator");
    case AnnotatorRole::Lead: return QStringLiteral("lead");
    case AnnotatorRole::Engineer: return QStringLiteral("engineer");
    }
    return QStringLiteral("annotator");
}

bool annotatorRoleFromKey(const QString &key, AnnotatorRole *role)
{
    for (AnnotatorRole candidate : {AnnotatorRole::Annotator, AnnotatorRole::Lead, AnnotatorRole::Engineer}) {
        if (key == annotatorRoleKey(candidate)) {
            *role = candidate;
            return true;
        }
    }
    return false;
}

QString splitKey(Split split)
{
    switch (split) {
    case Split::Dev: return QStringLiteral("dev");
    case Split::Test: return QStringLiteral("test");
    case Split::Unassigned: break;
    }
    return QString();
}

bool splitFromKey(const QString &key, Split *split)
{
    if (key.isEmpty()) {
        *split = Split::Unassigned;
        return true;
    }
    if (key == QLatin1String("dev")) {
        *split = Split::Dev;
        return true;
    }
    if (key == QLatin1String("test")) {
        *split = Split::Test;
        return true;
    }
    return false;
}

const std::vector<QString> &builtinStrata()
{
    static const std::vector<QString> strata{
        QStringLiteral("lexical"),  QStringLiteral("paraphrase"), QStringLiteral("multi_hop"),
        QStringLiteral("long_tail"), QStringLiteral("tabular"),   QStringLiteral("negative"),
        QStringLiteral("temporal")};
    return strata;
}

QString judgmentKindKey(JudgmentKind kind)
{
    switch (kind) {
    case JudgmentKind::Span: return QStringLiteral("span");
    case JudgmentKind::Passage: return QStringLiteral("passage");
    case JudgmentKind::Unanswerable: return QStringLiteral("unanswerable");
    }
    return QStringLiteral("span");
}

bool judgmentKindFromKey(const QString &key, JudgmentKind *kind)
{
    for (JudgmentKind candidate : {JudgmentKind::Span, JudgmentKind::Passage, JudgmentKind::Unanswerable}) {
        if (key == judgmentKindKey(candidate)) {
            *kind = candidate;
            return true;
        }
    }
    return false;
}

} // namespace touchstone
