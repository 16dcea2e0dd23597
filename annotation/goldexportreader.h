#pragma once

#include "goldset.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace touchstone {

// An export folder as written by GoldExporter, read back.
struct GoldExport
{
    QString folder;
    QJsonObject manifest;
    std::vector<GoldQuestion> questions; // records.jsonl order
    // Files whose bytes no longer match the manifest, or that are missing:
    // one line each.
    QStringList problems;

    QString version() const { return manifest.value(QStringLiteral("dataset_version")).toString(); }
};

class GoldExportReader
{
    Q_DECLARE_TR_FUNCTIONS(GoldExportReader)

public:
    // Fails (naming file and line) when manifest.json or records.jsonl
    // cannot be read; a file that does not match its hash is a problem,
    // not a failure, so that verify can report it with everything else.
    static Result<GoldExport> read(const QString &folder);
};

} // namespace touchstone
