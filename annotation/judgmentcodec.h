#pragma once

#include "judgment.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QSet>
#include <QString>

#include <optional>

namespace touchstone {

class JsonRow;

// One line of a judgments file (DESIGN.md, "Interchange formats") as read,
// before its names and ids are resolved against a project.
struct JudgmentRecord
{
    QString uuid;            // optional: keys idempotent re-import
    QString annotator;       // name
    QString questionId;      // external id
    QString questionUuid;    // packages only
    bool unanswerable = false;
    QString documentSha256;
    QString quote;
    QString prefix;          // optional context that tells occurrences apart
    QString suffix;
    std::optional<int> start; // canonical code points, [start, end)
    std::optional<int> end;
    std::optional<int> page;  // 1-based
    int grade = -1;
    QString note;
    QDateTime time;           // created
    QDateTime updatedAt;      // optional; defaults to `time`
    QString rubricSha256;     // optional
    QString passageUuid;      // optional: the grade of a candidate passage
    QString passageSource;
};

// The judgment interchange format, both ways. Keys:
//   annotator, question_id, document_sha256, quote and/or start + end,
//   page (1-based), grade (0–3), note, time (ISO 8601), and optionally uuid,
//   prefix, suffix, updated_at, rubric_sha256, passage_uuid, passage_source;
//   or annotator, question_id, unanswerable: true (+ optional note, time,
//   uuid, updated_at, rubric_sha256).
// "time" is required on graded labels and optional on "unanswerable" ones
// (the import time then); a time without a UTC offset is read as UTC. A
// uuid may be written with or without braces. Packages add question_uuid.
class JudgmentCodec
{
    Q_DECLARE_TR_FUNCTIONS(JudgmentCodec)

public:
    // Reads one object; the reason on failure has no file or line.
    static Result<JudgmentRecord> fromJson(const QJsonObject &object);
    static QSet<QString> knownKeys();

    // What the writer needs besides the judgment itself.
    struct Names
    {
        QString annotator;
        QString questionId;
        QString questionUuid; // written only when not empty (packages)
        QString documentSha256;
        QString rubricSha256;
        QString passageUuid;
        QString passageSource;
    };
    static QJsonObject toJson(const Judgment &judgment, const Names &names);

    // ISO 8601 in; a time without offset is read as UTC.
    static QDateTime parseTime(const QString &text);
    static QString formatTime(const QDateTime &time);

private:
    static bool readSpanKeys(JsonRow &row, JudgmentRecord &record, QString *error);
};

} // namespace touchstone
