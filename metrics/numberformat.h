#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace touchstone {

// Shortest decimal text that reads back to exactly the same double
// ("0.1", "1e-09", "0.46308724832214765"). Locale-independent and the same on
// every machine, so exports and reports are byte-deterministic.
QByteArray formatNumber(double value);

// formatNumber, or "null" for an undefined value (0/0, no data). Undefined is
// never printed as 0, 1 or NaN.
QByteArray formatOptionalNumber(const std::optional<double> &value);

// Fixed-point with `decimals` digits, the digits C's "%.4f" prints, as
// trec_eval and the machine formats (SVG coordinates, CSV, TREC) need them.
// Never follows the locale: printf does, and under LC_NUMERIC=de_DE it wrote
// "71,0" into SVG attributes, which browsers then dropped.
QByteArray formatFixed(double value, int decimals);

// The human-facing forms: the same number in the user's locale (QLocale(),
// which reads LC_ALL / LC_NUMERIC / LANG): "0,750" in German, "0.750" in C.
// For text people read (HTML tables, chart labels, messages), never for a
// file a program parses.
QString formatLocaleFixed(double value, int decimals);
// Shortest form in the user's locale ("0,8"), for thresholds and settings.
QString formatLocaleNumber(double value);
// What separates the two ends of an interval in the user's locale: ", " or,
// where the comma is the decimal sign, "; " ("[0,25; 0,75]").
QString localeListSeparator();

} // namespace touchstone
