#pragma once

#include "metrics/result.h"
#include "runfile.h"
#include "runstore.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace touchstone {

class ProjectStore;

struct RunImportOptions
{
    QString name;       // unique in the project
    QString version;    // a frozen golden-set version
    QString configPath; // optional JSON file with the run's configuration
};

struct RunImportReport
{
    RunInfo run;
    // The imported lists, in run_questions order: evaluation can start
    // without reading a million rows back.
    std::vector<RunStore::QuestionLists> lists;
    int questionsWithResults = 0;
    int anchoredFromText = 0;  // passages given as text and anchored
    int ambiguousText = 0;     // of those, texts found in more than one place (first taken)
    // The project holds this run already (same name, file sha256, version
    // and configuration): `run` is the stored one and nothing was written.
    bool alreadyPresent = false;
    QStringList warnings;
};

// Imports a run file (runfile.h) into a project, against a frozen version:
// question ids must be questions of that version, documents must resolve
// (sha256, id given at ingest, or file name; DocumentStore::resolve),
// offsets must lie inside the document's canonical text, and passage text
// must anchor with the QuoteMatcher like any quote. Every problem is one
// line "FILE:LINE: reason" and nothing is written: the whole run is one
// transaction. The configuration (an inline first line or --config) is
// stored as canonical JSON with its sha256.
//
// Imports are idempotent: a run is its name and its content, the sha256 of
// the file's bytes with the version and the configuration it was imported
// against. The same again is already present (nothing written, the stored
// run returned); the name with other content is refused, naming what
// differs and asking for a new name.
class RunImporter
{
    Q_DECLARE_TR_FUNCTIONS(RunImporter)

public:
    RunImporter(const ProjectStore &store, QString actor = {});

    Result<RunImportReport> import(const QString &path, const RunImportOptions &options) const;
    // The same for a file already read (tests, benchmarks).
    Result<RunImportReport> import(RunFile file, const RunImportOptions &options) const;

private:
    const ProjectStore &m_store;
    QString m_actor;
};

} // namespace touchstone
