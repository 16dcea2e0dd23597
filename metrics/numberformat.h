#pragma once

#include <QByteArray>

#include <optional>

namespace touchstone {

// Shortest decimal text that reads back to exactly the same double
// ("0.1", "1e-09", "0.46308724832214765"). Locale-independent and the same on
// every machine, so exports and reports are byte-deterministic.
QByteArray formatNumber(double value);

// formatNumber, or "null" for an undefined value (0/0, no data). Undefined is
// never printed as 0, 1 or NaN.
QByteArray formatOptionalNumber(const std::optional<double> &value);

// Fixed-point with `decimals` digits ("%.4f"), as trec_eval and reports print.
QByteArray formatFixed(double value, int decimals);

} // namespace touchstone
