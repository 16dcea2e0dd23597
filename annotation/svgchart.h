#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace touchstone {

// One series of a grouped bar chart: a value per category, with an optional
// interval (whisker) per value. Undefined values draw no bar and say "n/a".
struct BarSeries
{
    QString name;
    std::vector<std::optional<double>> values;
    std::vector<std::optional<double>> lower;
    std::vector<std::optional<double>> upper;
};

// A horizontal reference line across a chart (a gate, a ceiling).
struct ReferenceLine
{
    double value = 0.0;
    QString label;
};

// A point of a calibration (reliability) diagram.
struct ReliabilityPoint
{
    double lower = 0.0;
    double upper = 0.0;
    int count = 0;
    std::optional<double> confidence;
    std::optional<double> observed;
};

// Inline SVG charts for the self-contained HTML reports: no script, no
// external resource, deterministic text (numbers with fixed decimals), so a
// report renders the same anywhere and diffs cleanly. Every label is passed
// in already translated. Coordinates are written in the C locale whatever
// the user's (a browser drops "71,0" and draws nothing); numbers people read
// (ticks, tooltips) follow the user's locale.
class SvgChart
{
public:
    // Bars grouped by category, one per series, whiskers where an interval
    // is given; the y axis runs from yMin to yMax.
    static QString groupedBars(const QString &title, const QStringList &categories,
                               const std::vector<BarSeries> &series, double yMin = 0.0, double yMax = 1.0,
                               const std::vector<ReferenceLine> &lines = {});
    // Per-question differences sorted ascending, drawn as bars below and
    // above a zero line (losses red, wins green), with an interval band for
    // the mean difference when given.
    static QString sortedDeltas(const QString &title, std::vector<double> deltas, std::optional<double> mean,
                                std::optional<double> lower, std::optional<double> upper, const QString &caption);
    // Reliability diagram: the diagonal of perfect calibration and one
    // point per non-empty bin (x mean confidence, y observed share), its
    // area proportional to the bin's count.
    static QString reliability(const QString &title, const std::vector<ReliabilityPoint> &points,
                               const QString &xLabel, const QString &yLabel);
    // One horizontal bar split into labelled counts (rerank movement).
    static QString stackedBar(const QString &title, const QStringList &labels, const std::vector<int> &counts);

    static QString escape(const QString &text);
    // A generous estimate of the title font's width of `text` in px: SVG
    // text does not wrap, so a title wider than its chart was clipped.
    static double titleWidth(const QString &text);
    // `text` broken into lines no wider than maxWidth where it can break.
    static QStringList wrap(const QString &text, double maxWidth);
};

} // namespace touchstone
