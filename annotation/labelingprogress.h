#pragma once

#include "metrics/result.h"

#include <QHash>
#include <QString>

#include <vector>

namespace touchstone {

class ProjectStore;

// How far labeling has come, read for the progress views: per annotator,
// per question, and one annotator's labels on each question.
class LabelingProgress
{
public:
    struct Annotator
    {
        QString name;
        QString role;  // the stored key: "annotator" or "lead"
        int assigned = 0;
        int questionsLabeled = 0;
        int spans = 0;
        int unanswerable = 0;
        int passageGrades = 0;
        QString lastLabel;  // ISO 8601 of the newest change, empty without labels
    };
    struct Question
    {
        QString externalId;
        QString stratum;
        QString split;  // empty when unassigned
        int annotators = 0;
        int labels = 0;
    };
    struct Counts
    {
        int spans = 0;
        int passageGrades = 0;
        bool unanswerable = false;
    };

    explicit LabelingProgress(const ProjectStore &store)
        : m_store(store)
    {
    }

    // Every annotator, by name (case-insensitive).
    Result<std::vector<Annotator>> byAnnotator() const;
    // Every question, by external id.
    Result<std::vector<Question>> byQuestion() const;
    // Annotator `annotatorId`'s labels on each question it labeled (only on
    // `questionId` when it is not 0), by question id.
    Result<QHash<qint64, Counts>> countsOf(qint64 annotatorId, qint64 questionId = 0) const;

private:
    const ProjectStore &m_store;
};

} // namespace touchstone
