#include "rubric.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace touchstone {

QString Rubric::digest(const QJsonObject &content)
{
    const QJsonValue markdown = content.value(QStringLiteral("markdown"));
    // QJsonObject keeps keys sorted, so compact output is canonical.
    const QByteArray canonical = content.size() == 1 && markdown.isString()
                                     ? markdown.toString().toUtf8()
                                     : QJsonDocument(content).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex());
}

QJsonObject Rubric::markdownContent(const QString &text)
{
    return QJsonObject{{QStringLiteral("markdown"), text}};
}

QString Rubric::markdown() const
{
    return content.value(QStringLiteral("markdown")).toString();
}

QJsonObject Rubric::defaultContent()
{
    auto grade = [](int value, const char *label, const char *definition) {
        return QJsonObject{{QStringLiteral("grade"), value},
                           {QStringLiteral("label"), QCoreApplication::translate("Rubric", label)},
                           {QStringLiteral("definition"), QCoreApplication::translate("Rubric", definition)},
                           {QStringLiteral("examples"), QJsonArray()}};
    };
    QJsonArray grades{
        grade(0, QT_TRANSLATE_NOOP("Rubric", "Irrelevant"),
              QT_TRANSLATE_NOOP("Rubric", "The passage has nothing to do with the question.")),
        grade(1, QT_TRANSLATE_NOOP("Rubric", "Related"),
              QT_TRANSLATE_NOOP("Rubric", "On the topic of the question, but it does not answer any part of it.")),
        grade(2, QT_TRANSLATE_NOOP("Rubric", "Partially answers"),
              QT_TRANSLATE_NOOP("Rubric", "Answers part of the question, or answers it only with facts from "
                                          "elsewhere.")),
        grade(3, QT_TRANSLATE_NOOP("Rubric", "Fully answers"),
              QT_TRANSLATE_NOOP("Rubric", "A reader could answer the question completely from this passage alone.")),
    };
    return QJsonObject{
        {QStringLiteral("grades"), grades},
        {QStringLiteral("notes"),
         QCoreApplication::translate("Rubric", "Grades belong to the (question, passage) pair. Binary relevance is "
                                               "grade 2 or more. Highlight the smallest span that carries the "
                                               "answer.")}};
}

} // namespace touchstone
