#pragma once

#include "metrics/result.h"
#include "question.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace touchstone {

// A relevant span of a frozen golden set, as records.jsonl carries it.
struct GoldSpan
{
    QString documentSha256;
    qint64 documentId = 0; // in this project; 0 when read from an export alone
    int page = 0;          // 0-based here; 1-based in JSON
    int start = 0;         // canonical code points, [start, end)
    int end = 0;
    QString exact;
    QString prefix;
    QString suffix;
    int grade = 0;
};

// One question of a frozen golden set: one line of records.jsonl.
struct GoldQuestion
{
    QString uuid;
    QString externalId;
    QString text;
    QString stratum;
    Split split = Split::Unassigned;
    bool answerable = true;
    QString referenceAnswer;
    std::vector<Nugget> nuggets;
    QString source;
    QString date;
    std::vector<GoldSpan> spans; // sorted by document, start, end
    QStringList labeledBy;       // annotator names
    QStringList adjudicatedBy;   // lead names

    // The records.jsonl object (keys as DESIGN.md lists them).
    QJsonObject toRecord() const;
    // CanonicalJson::write(toRecord()), byte for byte, written without
    // building the QJsonObject: one line of records.jsonl.
    QByteArray recordLine() const;
    // Reads a records.jsonl object; the message names the missing or
    // mistyped key.
    static Result<GoldQuestion> fromRecord(const QJsonObject &record);

    // A document's grade for the question: the highest grade of its spans
    // (qrels.txt is document level). -1 when the document has no span.
    int documentGrade(const QString &documentSha256) const;
};

// A frozen golden-set version as runs are evaluated against it.
struct GoldSet
{
    QString version;
    QString corpusDigest;
    QString hitRule = QStringLiteral("any_overlap");
    QString gain = QStringLiteral("exponential");
    std::vector<GoldQuestion> questions; // in external-id order
};

} // namespace touchstone
