#pragma once

// Shared by the eval-run commands (runs, compare, report): opening the
// project and reading the evaluation settings from the command line.

#include "annotation/projectstore.h"
#include "annotation/retrievalevaluation.h"
#include "annotation/runstore.h"
#include "metrics/result.h"

#include <QString>

#include <memory>

class QCommandLineParser;

namespace touchstone {

class ProjectStore;

namespace cli {

// Opens a project folder; prints the error (prefixed with `command`) and
// returns null when it cannot.
std::unique_ptr<ProjectStore> openProject(const QString &command, const QString &folder,
                                          ProjectStore::Access access = ProjectStore::Access::ReadWrite);

// --gain, --relevance, --cutoffs, --metric, -k.
void addEvaluationOptions(QCommandLineParser &parser);

// The settings the options ask for. The gain defaults to the one the run's
// golden-set manifest names, else exponential. `metric` and `k` make the
// primary metric: "ndcg" + 10 -> "ndcg@10"; a name with "@" is kept; "map"
// and "bpref" take no k.
Result<EvaluationSettings> evaluationSettings(const QCommandLineParser &parser, const ProjectStore &store,
                                              const RunInfo &run);

// A run by name, or an error line.
Result<RunInfo> findRun(const ProjectStore &store, const QString &name);

} // namespace cli
} // namespace touchstone
