#pragma once

// The projects the importers that need one run against, built the same way
// by the harnesses, the seed writer and the regression test, so that seeds
// name questions, people and documents these projects hold.
//
// labelProject: AdjudicationScenario (pypdf-minimal-document.pdf and
//   llncsdoc.pdf; annotators A, B, C, lead L, engineer E; questions q1, q2,
//   q3, q4, q10 with every kind of disagreement).
// goldProject: the same two documents, four adjudicated questions and one
//   unanswerable, frozen as version "v1" (run imports need a version).

#include "fuzz/fuzzsupport.h"

#include "common/adjudicationscenario.h"
#include "common/goldfixture.h"

#include "annotation/goldfreezer.h"

#include <QSqlError>

namespace touchstone::fuzz {

// Fixed project id and uuids, so that seeds written by one process (an
// annotator package names its project and every question by uuid) meet the
// same project in the harness.
inline void fixIdentities(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    query.exec(QStringLiteral("SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c "
                              "WHERE m.type = 'table' AND c.name = 'uuid' ORDER BY m.name"));
    QStringList tables;
    while (query.next())
        tables << query.value(0).toString();
    for (int i = 0; i < tables.size(); ++i) {
        const QString prefix = QStringLiteral("%1").arg(i + 1, 8, 10, QLatin1Char('0'));
        if (!query.exec(QStringLiteral("UPDATE \"") + tables[i] + QStringLiteral("\" SET uuid = printf('") + prefix
                        + QStringLiteral("-0000-4000-8000-%012x', rowid)")))
            setupFailure(tables[i] + QStringLiteral(": cannot fix the uuids: ") + query.lastError().text());
    }
    if (!query.exec(QStringLiteral("UPDATE project_info SET value = 'f0220000-0000-4000-8000-000000000001' "
                                   "WHERE key = 'project_id'")))
        setupFailure(QStringLiteral("cannot fix the project id"));
}

inline void buildLabelProject(const QString &folder)
{
    testing::AdjudicationScenario scenario;
    if (!scenario.build())
        setupFailure(scenario.error);
    fixIdentities(*scenario.store);
    scenario.store.reset();
    if (!testing::copyFolder(scenario.folder(), folder))
        setupFailure(QStringLiteral("cannot copy the label project"));
}

inline QStringList goldProjectPdfs()
{
    return {testing::corpusFile(QStringLiteral("pypdf-minimal-document.pdf")),
            testing::corpusFile(QStringLiteral("llncsdoc.pdf"))};
}

inline void buildGoldProject(const QString &folder)
{
    auto fixture = testing::GoldFixture::create(folder, goldProjectPdfs());
    const QString llncs = QStringLiteral("llncsdoc.pdf");
    const QString lorem = QStringLiteral("pypdf-minimal-document.pdf");
    fixture->adjudicatedQuestion(QStringLiteral("q01"), QStringLiteral("lexical"), llncs,
                                 QStringLiteral("Copy llncs.cls to a directory that is searched by LATEX"));
    fixture->adjudicatedQuestion(QStringLiteral("q02"), QStringLiteral("lexical"), llncs,
                                 QStringLiteral("to 122 mm horizontally by 193 mm vertically"));
    fixture->adjudicatedQuestion(QStringLiteral("q04"), QStringLiteral("paraphrase"), llncs,
                                 QStringLiteral("The llncs class is an extension of the standard LATEX article class"));
    fixture->adjudicatedQuestion(QStringLiteral("q05"), QStringLiteral("multi_hop"), lorem,
                                 QStringLiteral("Stet clita kasd gubergren"));
    fixture->adjudicatedUnanswerable(QStringLiteral("q07"));
    FreezeOptions options;
    options.version = QStringLiteral("v1");
    options.bootstrapResamples = 20;
    options.builtAt = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC);
    const auto frozen = GoldFreezer(*fixture->store).freeze(options);
    if (!frozen || !frozen->version)
        setupFailure(frozen ? frozen->blockers.join(QStringLiteral("; ")) : frozen.error());
}

inline FixtureProject &labelProject()
{
    static FixtureProject project(&buildLabelProject);
    return project;
}

inline FixtureProject &goldProject()
{
    static FixtureProject project(&buildGoldProject);
    return project;
}

} // namespace touchstone::fuzz
