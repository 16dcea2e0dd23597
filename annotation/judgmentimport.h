#pragma once

#include "metrics/result.h"

#include <QCoreApplication>
#include <QStringList>

namespace touchstone {

class ProjectStore;

// Imports judgments from JSONL (the format JudgmentCodec describes).
// Each line is read, resolved and anchored, then stored, one line at a time
// inside one transaction: the question must exist (by its external id), the
// document must be in the project (by sha256), a quote must anchor in the
// document's stored canonical text and offsets must be a usable range of it.
// Unknown annotators are created with the role "annotator". The first
// problem gives "FILE:LINE: reason" and rolls the transaction back, so
// nothing of the file is imported. Memory does not grow with the file: one
// line is held at a time, and the project's questions, annotators,
// documents and rubrics are looked up once each.
//
// Imports are idempotent. A line whose uuid is already in the project is
// that label and is skipped. A line without a known uuid is the same label
// as a stored one (or one an earlier line of the file wrote) when the
// annotator, the question and the place are the same: the anchored span's
// document and offsets, the candidate passage, or "unanswerable". With the
// same grade it is already present and nothing is written; with another
// grade the stored label is regraded (its note and rubric kept unless the
// line gives them), with a "judgment.grade" audit row naming the file and
// line. A line that gives a label an earlier line of the file gave
// another grade is ignored with a warning (the first grade is kept), so that
// importing the file again is still a no-op. One "judgments.import" audit
// row counts what was added, updated and already present.
//
// "rubric_sha256" links a label to the rubric version it was made under
// when the project holds that version; an unknown digest is stored as no
// version, with a warning; without the key no version is recorded.
class JudgmentImport
{
    Q_DECLARE_TR_FUNCTIONS(JudgmentImport)

public:
    struct Report
    {
        QString path;
        int lines = 0;
        int imported = 0;         // labels written: added + updated
        int added = 0;            // new labels
        int updated = 0;          // present labels regraded
        int alreadyPresent = 0;   // the same label is stored: nothing written (skipped included)
        int skipped = 0;          // of those, lines whose uuid is in the project
        int conflicting = 0;      // a label an earlier line gave another grade: ignored, with a warning
        int reanchored = 0;       // offsets did not hold the quote; found by the quote
        int passagesCreated = 0;
        QStringList annotatorsCreated;
        QStringList ignoredKeys;
        QStringList warnings;     // one line each, "FILE:LINE: ..."
    };

    static Result<Report> run(const ProjectStore &store, const QString &path, const QString &actor);
};

} // namespace touchstone
