#pragma once

#include "annotatorpackage.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QStringList>

namespace touchstone {

class ProjectStore;

// Merges an annotator package (AnnotatorPackage::read) into a project,
// keyed by UUIDs, so that merging the same package twice changes nothing:
// the annotator, rubrics, questions, passages and documents the project
// lacks are added; a label the project lacks is added, a label it has is
// replaced when the package's copy is newer (updated_at) and kept
// otherwise. Labels deleted in one copy are not deleted in the other.
//
// The whole merge, new documents included (stored as Ingest stores them),
// is one transaction. It refuses with one line, changing nothing, when the
// package comes from another project, or an id collides: an annotator uuid with another name (or the
// name with another uuid), a question uuid with another id or text (or the
// id with another uuid), a passage uuid on another question or place, a
// label uuid that belongs to another annotator, question or kind; and when
// a label does not anchor in the project's canonical text (SpanResolver).
class PackageMerge
{
    Q_DECLARE_TR_FUNCTIONS(PackageMerge)

public:
    struct Report
    {
        QString annotator;
        bool annotatorAdded = false;
        int rubricsAdded = 0;
        int documentsAdded = 0;
        int questionsAdded = 0;
        int passagesAdded = 0;
        int judgmentsAdded = 0;
        int judgmentsUpdated = 0;
        int judgmentsUnchanged = 0;
        int judgmentsKeptNewer = 0; // the project's copy was edited later
        int judgmentsDuplicate = 0; // another uuid, but the same label as one stored or earlier in the package
        QStringList warnings;

        bool changed() const
        {
            return annotatorAdded || rubricsAdded || documentsAdded || questionsAdded || passagesAdded
                || judgmentsAdded || judgmentsUpdated;
        }
    };

    // A lead merging a returned package, or an annotator an updated one.
    static Result<Report> merge(const ProjectStore &store, const Package &package, const QString &actor);
    // Creates the project `folder` from the package: the annotator, their
    // questions (assigned to them), rubrics, documents and labels, all
    // with their uuids. Nothing is left behind when it fails.
    static Result<Report> open(const Package &package, const QString &folder);
};

} // namespace touchstone
