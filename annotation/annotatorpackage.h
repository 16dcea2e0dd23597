#pragma once

#include "annotator.h"
#include "judgmentcodec.h"
#include "metrics/result.h"
#include "question.h"
#include "rubric.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace touchstone {

class ProjectStore;

struct PackagePassage
{
    QString uuid;
    QString documentSha256;
    QString quote;
    QString prefix;
    QString suffix;
    int start = 0;
    int end = 0;
    std::optional<int> page; // 1-based
    QString source;
};

struct PackageQuestion
{
    Question question; // with its uuid
    std::vector<PackagePassage> passages;
};

struct PackageDocument
{
    QString sha256;
    QString fileName;
    int pages = 0;
    QString path; // absolute, checked to lie inside the package folder
};

// What a package holds, read and checked (AnnotatorPackage::read).
struct Package
{
    QString folder;
    int formatVersion = 0;
    QString projectId;       // the project that wrote the package
    QString originProjectId; // the lead's project it derives from
    Annotator annotator;
    QString rubricSha256;    // the current rubric of the writing project
    std::vector<Rubric> rubrics;
    std::vector<PackageQuestion> questions;
    std::vector<PackageDocument> documents;
    std::vector<JudgmentRecord> judgments;
};

// Annotator packages: distributed labeling without a server. A lead writes
// one folder per annotator; the annotator opens it as a project of their
// own (PackageMerge::open), labels, writes a package back from that
// project, and the lead merges it (PackageMerge::merge).
//
// Layout: package.json and documents/<sha256>.pdf. package.json:
//   format "touchstone-annotator-package", format_version 1, project_id,
//   origin_project_id, exported_at, tool,
//   annotator {uuid, name, role},
//   rubric_sha256 (the current rubric) and rubrics [{version, sha256,
//   content}] (the current one and every one the judgments name),
//   questions [the question interchange object + uuid + passages [{uuid,
//   document_sha256, start, end, page, quote, prefix, suffix, source}]],
//   documents [{sha256, file_name, pages, path}],
//   judgments [the judgment interchange object + question_uuid].
class AnnotatorPackage
{
    Q_DECLARE_TR_FUNCTIONS(AnnotatorPackage)

public:
    static constexpr int kFormatVersion = 1;
    static QString formatName() { return QStringLiteral("touchstone-annotator-package"); }

    struct Options
    {
        // Only the documents the package's passages and judgments name,
        // instead of the whole corpus (free highlighting needs all of it).
        bool referencedDocumentsOnly = false;
    };

    struct Written
    {
        QString folder;
        int questions = 0;
        int documents = 0;
        int judgments = 0;
    };

    // Writes the package of `annotatorId` to `outFolder`, which must not
    // exist or be empty: everything goes to a temporary sibling folder that
    // is renamed into place at the end, so a package folder is complete or
    // absent. The questions are those assigned to the annotator and those
    // they have labeled.
    static Result<Written> write(const ProjectStore &store, qint64 annotatorId, const QString &outFolder,
                                 const Options &options);
    static Result<Written> write(const ProjectStore &store, qint64 annotatorId, const QString &outFolder)
    {
        return write(store, annotatorId, outFolder, Options());
    }

    // Reads package.json and checks the package: a known format version,
    // well-formed JSON of the expected shape, every path inside the folder
    // (no "..", no absolute path, no symlink leading out) and every
    // document's bytes matching its sha256. Fails with one line.
    static Result<Package> read(const QString &folder);

    // The project a copy derives from: its origin_project_id, or its own id.
    static QString originOf(const ProjectStore &store);
    // The questions a package for `annotatorId` is issued with: those
    // assigned to them and those they labeled.
    static Result<std::vector<qint64>> issuedQuestionIds(const ProjectStore &store, qint64 annotatorId);
    static bool setOrigin(const ProjectStore &store, const QString &originProjectId);
};

} // namespace touchstone
