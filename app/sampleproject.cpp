#include "sampleproject.h"

#include "annotation/annotatorstore.h"
#include "annotation/ingest.h"
#include "annotation/projectstore.h"
#include "annotation/questionimport.h"
#include "annotation/judgmentimport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace touchstone {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("SampleProject", text);
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
    return Status::success();
}

} // namespace touchstone
