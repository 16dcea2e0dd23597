#pragma once

// A throwaway project with real corpus PDFs, for model and widget tests.

#include "common/shareddata.h"

#include "annotation/annotatorstore.h"
#include "annotation/ingest.h"
#include "annotation/questionstore.h"
#include "models/projectsession.h"

#include <QTemporaryDir>

#include <memory>

namespace touchstone::testing {

struct TestProject
{
    QTemporaryDir dir;
    std::unique_ptr<ProjectSession> session;
    std::vector<qint64> documentIds;

    std::shared_ptr<const CanonicalText> text(size_t index = 0)
    {
        auto loaded = session->canonicalText(documentIds.at(index));
        return loaded ? *loaded : nullptr;
    }

    Annotator addAnnotator(const QString &name, AnnotatorRole role = AnnotatorRole::Annotator)
    {
        return *AnnotatorStore(session->store()).add(name, role);
    }

    Question addQuestion(const QString &id, const QString &text, const QString &stratum = QStringLiteral("lexical"))
    {
        Question question;
        question.externalId = id;
        question.text = text;
        question.stratum = stratum;
        return *QuestionStore(session->store()).add(question);
    }
};

inline std::unique_ptr<TestProject> makeTestProject(const QStringList &corpusFiles)
{
    auto project = std::make_unique<TestProject>();
    auto session = ProjectSession::create(project->dir.filePath(QStringLiteral("project")));
    if (!session)
        return nullptr;
    project->session = std::move(*session);
    QStringList paths;
    for (const QString &file : corpusFiles)
        paths << corpusFile(file);
    const IngestReport report = Ingest::run(project->session->store(), paths, {});
    for (const IngestOutcome &outcome : report.files) {
        if (outcome.kind != IngestOutcome::Added)
            return nullptr;
        project->documentIds.push_back(outcome.documentId);
    }
    return project;
}

} // namespace touchstone::testing
