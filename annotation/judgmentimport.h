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
// Unknown annotators are created with the role "annotator". A line whose
// uuid is already in the project is skipped (idempotent re-import). The
// first problem gives "FILE:LINE: reason" and rolls the transaction back, so
// nothing of the file is imported. Memory does not grow with the file: one
// line is held at a time, and the project's questions, annotators,
// documents and rubrics are looked up once each.
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
        int imported = 0;
        int skipped = 0;          // uuid already in the project
        int reanchored = 0;       // offsets did not hold the quote; found by the quote
        int passagesCreated = 0;
        QStringList annotatorsCreated;
        QStringList ignoredKeys;
        QStringList warnings;     // one line each, "FILE:LINE: ..."
    };

    static Result<Report> run(const ProjectStore &store, const QString &path, const QString &actor);
};

} // namespace touchstone
