#include "sampleproject.h"

#include "annotation/adjudicationfile.h"
#include "annotation/adjudicationstore.h"
#include "annotation/annotatorstore.h"
#include "annotation/goldfreezer.h"
#include "annotation/ingest.h"
#include "annotation/projectstore.h"
#include "annotation/questionimport.h"
#include "annotation/judgmentimport.h"
#include "annotation/runevaluator.h"
#include "annotation/runimporter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("touchstone", text);
}

} // namespace

QString SampleProject::defaultFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("Sample Project"));
}

Result<QString> SampleProject::ensure(const QString &folder)
{
    if (ProjectStore::isProject(folder))
        return folder;
    const QFileInfo info(folder);
    if (!QDir().mkpath(info.absolutePath()))
        return Result<QString>::failure(tr("%1: cannot create the folder").arg(info.absolutePath()));
    QTemporaryDir staging(info.absolutePath() + QStringLiteral("/.sample-XXXXXX"));
    if (!staging.isValid())
        return Result<QString>::failure(tr("%1: cannot write here").arg(info.absolutePath()));
    const QString project = staging.filePath(QStringLiteral("project"));
    if (const Status seeded = seed(project); !seeded)
        return Result<QString>::failure(seeded.error());
    if (QFileInfo::exists(folder) && !QDir(folder).removeRecursively())
        return Result<QString>::failure(tr("%1: cannot replace the folder").arg(folder));
    if (!QDir().rename(project, folder))
        return Result<QString>::failure(tr("%1: cannot move the sample project into place").arg(folder));
    return folder;
}

Status SampleProject::seed(const QString &folder)
{
    auto store = ProjectStore::create(folder);
    if (!store)
        return Status::failure(store.error());
    QStringList documents;
    const QDir resources(QStringLiteral(":/sample/documents"));
    for (const QString &name : resources.entryList({QStringLiteral("*.pdf")}, QDir::Files, QDir::Name))
        documents << resources.filePath(name);
    const IngestReport report = Ingest::run(**store, documents, {});
    for (const IngestOutcome &outcome : report.files) {
        if (outcome.kind != IngestOutcome::Added)
            return Status::failure(outcome.message);
    }
    // The lead who adjudicates; the two annotators arrive with their labels.
    if (const auto lead = AnnotatorStore(**store, QStringLiteral("sample")).add(QStringLiteral("Lea Fischer"), AnnotatorRole::Lead);
        !lead)
        return Status::failure(lead.error());
    if (const auto questions = QuestionImport::run(**store, QStringLiteral(":/sample/questions.jsonl"),
                                                   QStringLiteral("sample"));
        !questions)
        return Status::failure(questions.error());
    if (const auto labels = JudgmentImport::run(**store, QStringLiteral(":/sample/judgments.jsonl"),
                                                QStringLiteral("sample"));
        !labels)
        return Status::failure(labels.error());
    // The lead's decisions, a frozen version and one imported run, so that
    // the Versions and Eval runs views have something to show (a run can
    // only answer a frozen version, and freezing needs every disagreement
    // decided).
    const QString lead = QStringLiteral("Lea Fischer");
    if (const auto synced = AdjudicationStore(**store, lead).syncAutomatic(); !synced)
        return Status::failure(synced.error());
    if (const auto decided = AdjudicationFile::import(**store, QStringLiteral(":/sample/adjudications.jsonl"), lead);
        !decided)
        return Status::failure(decided.error());
    FreezeOptions freeze;
    freeze.version = QStringLiteral("v1");
    freeze.actor = lead;
    freeze.builtAt = QDateTime::fromString(QStringLiteral("2024-05-17T10:00:00Z"), Qt::ISODate);
    const auto frozen = GoldFreezer(**store).freeze(freeze);
    if (!frozen)
        return Status::failure(frozen.error());
    if (!frozen->version)
        return Status::failure(frozen->blockers.join(QLatin1Char('\n')));
    const auto run = RunImporter(**store).import(QStringLiteral(":/sample/run.jsonl"),
                                                 {QStringLiteral("bm25-baseline"), freeze.version, QString()});
    if (!run)
        return Status::failure(run.error());
    const RunEvaluator evaluator(**store);
    const auto evaluation = evaluator.evaluate(run->run, run->lists, EvaluationSettings());
    if (!evaluation)
        return Status::failure(evaluation.error());
    if (const Status stored = evaluator.store(*evaluation); !stored)
        return stored;
    // The run's unjudged top 3 queued for passage mode, as a lead would
    // after reading the run's holes, so that passage mode has work to show.
    const auto holes = evaluator.holes(run->run, 3);
    if (!holes)
        return Status::failure(holes.error());
    const auto queued = evaluator.queueHoles(run->run, *holes, lead);
    if (!queued)
        return Status::failure(queued.error());
    return Status::success();
}

} // namespace touchstone
