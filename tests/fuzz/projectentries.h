#pragma once

// Fuzz entry points of the importers that read into a project: questions
// (CSV and JSONL), judgments, lead decisions, judge verdicts and
// calibration labels, eval runs (TREC and JSONL) and annotator packages.
// Each runs the whole import against a fixture project (fuzzfixtures.h):
// a refused file must leave every table as it was, with a one-line reason;
// an accepted one is undone before the next input.

#include "fuzz/fileentries.h"
#include "fuzz/fuzzfixtures.h"

#include "annotation/adjudicationfile.h"
#include "annotation/annotatorpackage.h"
#include "annotation/documentstore.h"
#include "annotation/judgeverdictstore.h"
#include "annotation/judgmentimport.h"
#include "annotation/packagemerge.h"
#include "annotation/questionimport.h"
#include "annotation/runimporter.h"

namespace touchstone::fuzz {

inline const QString kActor = QStringLiteral("fuzz");

inline Outcome fuzzQuestions(const QByteArray &data, const QString &fileName)
{
    const QString path = scratch().write(fileName, data);
    return labelProject().import([&](const ProjectStore &store) { return QuestionImport::run(store, path, kActor); });
}

inline Outcome fuzzQuestionsCsv(const QByteArray &data)
{
    return fuzzQuestions(data, QStringLiteral("questions.csv"));
}

inline Outcome fuzzQuestionsJsonl(const QByteArray &data)
{
    return fuzzQuestions(data, QStringLiteral("questions.jsonl"));
}

inline Outcome fuzzJudgments(const QByteArray &data)
{
    const QString path = scratch().write(QStringLiteral("judgments.jsonl"), data);
    return labelProject().import([&](const ProjectStore &store) { return JudgmentImport::run(store, path, kActor); });
}

inline Outcome fuzzAdjudications(const QByteArray &data)
{
    return labelProject().import([&](const ProjectStore &store) {
        return AdjudicationFile::importBytes(store, data, QStringLiteral("adjudications.jsonl"), kActor);
    });
}

// The same bytes as judge verdicts and as calibration labels.
inline Outcome fuzzJudgeVerdicts(const QByteArray &data)
{
    const QString path = scratch().write(QStringLiteral("verdicts.jsonl"), data);
    Outcome outcome = labelProject().import(
        [&](const ProjectStore &store) { return JudgeVerdictStore(store, kActor).importVerdicts(path); });
    const Outcome calibration = labelProject().import(
        [&](const ProjectStore &store) { return JudgeVerdictStore(store, kActor).importCalibration(path); });
    combine(outcome, calibration);
    outcome.ok = outcome.ok || calibration.ok;
    return outcome;
}

// A run file imported against frozen version v1 (the format is taken from
// the content, TREC or JSONL).
inline Outcome fuzzRunFile(const QByteArray &data)
{
    const QString path = scratch().write(QStringLiteral("run.txt"), data);
    RunImportOptions options;
    options.name = QStringLiteral("fuzz-run");
    options.version = QStringLiteral("v1");
    return goldProject().import([&](const ProjectStore &store) { return RunImporter(store, kActor).import(path, options); });
}

// A package folder: package.json from the input, the label project's PDFs
// under documents/ as a lead's package holds them; read, then merged.
inline Outcome fuzzAnnotatorPackage(const QByteArray &data)
{
    static const QString folder = [] {
        const QString path = scratch().path(QStringLiteral("package"));
        QDir().mkpath(path + QStringLiteral("/documents"));
        for (const DocumentRecord &document : DocumentStore(labelProject().store()).documents())
            QFile::copy(labelProject().store().documentPath(document.sha256),
                        QStringLiteral("%1/documents/%2.pdf").arg(path, document.sha256));
        return path;
    }();
    scratch().write(QStringLiteral("package/package.json"), data);
    const Result<Package> package = AnnotatorPackage::read(folder);
    Outcome outcome = outcomeOf(package);
    if (!package)
        return outcome;
    return labelProject().import([&](const ProjectStore &store) { return PackageMerge::merge(store, *package, kActor); });
}

} // namespace touchstone::fuzz
