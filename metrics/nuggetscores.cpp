#include "nuggetscores.h"

namespace touchstone {
namespace {

double credit(NuggetSupport support, bool strict)
{
    switch (support) {
    case NuggetSupport::Support:
        return 1.0;
    case NuggetSupport::Partial:
        return strict ? 0.0 : 0.5;
    case NuggetSupport::None:
        return 0.0;
    }
    return 0.0;
}

} // namespace

NuggetScores nuggetScores(const std::vector<NuggetAssessment> &assessments)
{
    double vitalStrict = 0.0, vital = 0.0, allStrict = 0.0, all = 0.0;
    NuggetScores scores;
    for (const NuggetAssessment &a : assessments) {
        ++scores.nuggets;
        allStrict += credit(a.support, true);
        all += credit(a.support, false);
        if (a.vital) {
            ++scores.vitalNuggets;
            vitalStrict += credit(a.support, true);
            vital += credit(a.support, false);
        }
    }
    if (scores.vitalNuggets > 0) {
        scores.vitalStrict = vitalStrict / scores.vitalNuggets;
        scores.vital = vital / scores.vitalNuggets;
    }
    if (scores.nuggets > 0) {
        scores.allStrict = allStrict / scores.nuggets;
        scores.all = all / scores.nuggets;
    }
    return scores;
}

NuggetScores nuggetScores(const std::vector<Nugget> &nuggets,
                          const QHash<QString, NuggetSupport> &assigned)
{
    std::vector<NuggetAssessment> assessments;
    assessments.reserve(nuggets.size());
    for (const Nugget &nugget : nuggets)
        assessments.push_back({nugget.vital, assigned.value(nugget.id, NuggetSupport::None)});
    return nuggetScores(assessments);
}

} // namespace touchstone
