#include "regressiongate.h"
#include "argtext.h"

#include <cmath>

namespace touchstone {
namespace {

constexpr double kEffectTolerance = 1e-12;

} // namespace

Result<GateDecision> gateDecision(double delta, std::optional<double> intervalLow,
                                  std::optional<double> intervalHigh, double minimumEffect,
                                  MetricDirection direction)
{
    using R = Result<GateDecision>;
    if (!(minimumEffect >= 0.0) || !std::isfinite(minimumEffect))
        return R::failure(QStringLiteral("minimum meaningful effect must be a non-negative number, got %1")
                              .arg(minimumEffect));
    if (intervalLow && intervalHigh && *intervalLow > *intervalHigh)
        return R::failure(QStringLiteral("confidence interval is reversed: [%1, %2]")
                              .arg(argText(*intervalLow), argText(*intervalHigh)));
    GateDecision decision;
    if (!intervalLow || !intervalHigh) {
        decision.reason = QStringLiteral("no confidence interval (fewer than two queries): "
                                         "no regression shown");
        return decision;
    }
    // Express everything as "worse" = positive, whatever the metric's direction.
    const bool higherIsBetter = direction == MetricDirection::HigherIsBetter;
    const double worsening = higherIsBetter ? -delta : delta;
    const bool wholeIntervalWorse = higherIsBetter ? *intervalHigh < 0.0 : *intervalLow > 0.0;
    const QString side = higherIsBetter ? QStringLiteral("below") : QStringLiteral("above");
    if (!wholeIntervalWorse) {
        decision.reason = QStringLiteral("interval [%1, %2] is not entirely %3 zero: no regression shown")
                              .arg(argText(*intervalLow), argText(*intervalHigh), argText(side));
        return decision;
    }
    if (worsening >= minimumEffect - kEffectTolerance) {
        decision.verdict = GateVerdict::Fail;
        decision.reason = QStringLiteral("whole interval [%1, %2] %3 zero and the regression %4 is at "
                                         "least the minimum meaningful effect %5")
                              .arg(argText(*intervalLow), argText(*intervalHigh), argText(side), argText(worsening), argText(minimumEffect));
        return decision;
    }
    decision.verdict = GateVerdict::Warn;
    decision.reason = QStringLiteral("whole interval [%1, %2] %3 zero but the regression %4 is smaller "
                                     "than the minimum meaningful effect %5")
                          .arg(argText(*intervalLow), argText(*intervalHigh), argText(side), argText(worsening), argText(minimumEffect));
    return decision;
}

QString gateVerdictName(GateVerdict verdict)
{
    switch (verdict) {
    case GateVerdict::Pass:
        return QStringLiteral("PASS");
    case GateVerdict::Warn:
        return QStringLiteral("WARN");
    case GateVerdict::Fail:
        return QStringLiteral("FAIL");
    }
    return QString();
}

} // namespace touchstone
