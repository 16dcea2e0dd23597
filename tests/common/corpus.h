#pragma once

// The corpus manifest (../shared/corpus/corpus.json) and its quotes, read
// in place, so the tests follow whatever files the manifest lists.

#include "common/shareddata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace touchstone::testing {

inline QJsonArray readJsonArray(const QString &path, const QString &key = {})
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll());
    return key.isEmpty() ? document.array() : document.object().value(key).toArray();
}

inline QJsonArray corpusFiles()
{
    return readJsonArray(sharedPath(QStringLiteral("corpus/corpus.json")), QStringLiteral("files"));
}

inline QJsonArray corpusQuotes()
{
    return readJsonArray(sharedPath(QStringLiteral("corpus/quotes.json")));
}

} // namespace touchstone::testing
