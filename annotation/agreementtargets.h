#pragma once

#include "metrics/result.h"

#include <QCoreApplication>
#include <QString>

namespace touchstone {

class ProjectStore;

// The agreement a project must reach before labeling scales up (seed §3.7:
// κ ≥ 0.7 on binary relevance; ≥ 0.6 on graded relevance), stored per
// project in the settings table so that a team can set its own. The gate
// (`touchstone agreement PROJECT --gate`), the dashboard's target lines and
// the trajectory read them here.
//
// The graded target applies to kappa_graded, which is kappa_quadratic.
struct AgreementTargets
{
    Q_DECLARE_TR_FUNCTIONS(AgreementTargets)

public:
    static constexpr double kDefaultBinary = 0.7;
    static constexpr double kDefaultGraded = 0.6;

    double kappaBinary = kDefaultBinary;
    double kappaGraded = kDefaultGraded;

    // The project's targets; the defaults where none was set (or the stored
    // text is not a number in [-1, 1]).
    static AgreementTargets read(const ProjectStore &store);
    // Stores both targets in one transaction, with an audit entry; a target
    // outside [-1, 1] (κ's range) is refused and nothing is written.
    static Status write(const ProjectStore &store, const AgreementTargets &targets, const QString &actor);
};

} // namespace touchstone
