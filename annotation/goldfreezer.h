#pragma once

#include "goldversionstore.h"
#include "metrics/result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace touchstone {

class ProjectStore;

struct FreezeOptions
{
    static constexpr qint64 kDefaultSeed = 20240531;

    QString version;                       // [A-Za-z0-9._-]+, new in the project
    bool allowSingleAnnotatorDev = false;  // the lead's consent: one annotator's labels in dev
    qint64 seed = kDefaultSeed;            // split and bootstrap; 0 ≤ seed < 2^53
    double testFraction = 0.5;             // share of each stratum in the test split
    QString gain = QStringLiteral("exponential"); // or "linear": the nDCG gain evaluations use
    QString actor;                         // who freezes (built_by)
    QDateTime builtAt;                     // invalid: now; stored to the second, UTC
    int bootstrapResamples = 1000;         // of the manifest's agreement intervals
};

struct FreezeReport
{
    // Why the version was refused, one line per offender; nothing was
    // written when this is not empty.
    QStringList blockers;
    std::optional<GoldVersionInfo> version; // the frozen version
    int newlyAssignedSplits = 0;
};

// Makes an immutable golden-set version from the adjudicated labels, in one
// transaction. The gold comes from adjudication (GoldSource: GoldLabels
// after full agreements are accepted); the manifest's agreement figures
// from ProjectAgreement on the same labels (GoldManifest). It refuses —
// listing every offender — when
// - a gold span's stored range no longer reads its quote in the stored
//   canonical text (or its document is gone);
// - a question has open units or no decision (any split: without a decision
//   there is no gold; the seeds' rule is that the test split holds
//   adjudicated labels only);
// - a question has labels of one annotator only (one rater, or a passage
//   only one rater graded, undecided) and the lead did not allow that for
//   dev, or it is already in the test split;
// - a question has no label at all;
// - an answerable question has no relevant span (grade ≥ 2), or an
//   unanswerable one has one;
// - a question id contains white space (TREC files cannot carry it).
// Otherwise unassigned questions get their split (GoldSplit), written into
// questions.split so that they keep it in every later version; the records,
// their provenance and the manifest (agreement figures included) are stored
// with the version; its parent is the previous newest version. The
// automatic acceptances of full agreements are written with the version,
// and not at all when it is refused.
class GoldFreezer
{
    Q_DECLARE_TR_FUNCTIONS(GoldFreezer)

public:
    explicit GoldFreezer(const ProjectStore &store);

    // A failure is a database error or invalid options (an existing version
    // name included); refusals come back as FreezeReport::blockers.
    Result<FreezeReport> freeze(const FreezeOptions &options) const;

    static bool isValidVersionName(const QString &version);

private:
    const ProjectStore &m_store;
};

} // namespace touchstone
