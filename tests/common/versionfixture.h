#pragma once

// A project with one frozen version and labels that moved since, for the
// model and widget tests of golden-set versions: v1 is frozen from the
// standard questions; then the lead regrades q03 (2 → 3) and q10 is
// adjudicated, so that a v2 frozen now adds q10 and regrades a span of q03.
// With `blocker`, q11 has no label at all, which a freeze refuses.

#include "common/goldfixture.h"

#include "annotation/goldfreezer.h"

namespace touchstone::testing {

inline Result<FreezeReport> freezeVersion(const ProjectStore &store, const QString &version)
{
    FreezeOptions options;
    options.version = version;
    options.actor = QStringLiteral("lead");
    options.bootstrapResamples = 100;
    return GoldFreezer(store).freeze(options);
}

// Builds the project in `folder` and closes it; returns false when v1 did not freeze.
inline bool makeVersionedProject(const QString &folder, bool blocker)
{
    auto fixture = GoldFixture::create(folder);
    fixture->addStandardQuestions();
    const auto v1 = freezeVersion(*fixture->store, QStringLiteral("v1"));
    if (!v1 || !v1->version)
        return false;
    // The lead revisits q03: a regrade supersedes the first decision.
    const qint64 q03 = QuestionStore(*fixture->store).byExternalId(QStringLiteral("q03"))->id;
    const SpanAnchor span = fixture->anchor(QStringLiteral("acmart-sample-sigconf.pdf"),
                                            QStringLiteral("Seattle Mariners at Spring Training, 2010"));
    fixture->decideGrade(q03, span, 3);
    fixture->adjudicatedQuestion(QStringLiteral("q10"), QStringLiteral("temporal"), QStringLiteral("llncsdoc.pdf"),
                                 QStringLiteral("Installation"));
    if (blocker)
        fixture->addQuestion(QStringLiteral("q11"), QStringLiteral("lexical"));
    return true;
}

} // namespace touchstone::testing
