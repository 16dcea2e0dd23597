#include "svgchart.h"

#include "metrics/numberformat.h"
#include "metrics/argtext.h"

#include <QCoreApplication>
#include <QTextBoundaryFinder>

#include <algorithm>
#include <cmath>

namespace touchstone {

namespace {

const char *const kPalette[] = {"#3b6ea5", "#e08a2c", "#4f9a5b", "#b5475a", "#7d5ba6", "#8c6d46", "#4aa3a8"};

// Coordinates and sizes: machine text, the same in every locale.
QString fixed(double value, int decimals = 1)
{
    return QString::fromLatin1(formatFixed(value, decimals));
}

// Numbers people read (tick labels, tooltips): the user's locale.
QString shown(double value, int decimals)
{
    return formatLocaleFixed(value, decimals);
}

QString color(size_t index)
{
    return QString::fromLatin1(kPalette[index % (sizeof kPalette / sizeof kPalette[0])]);
}

constexpr double kTitleX = 8;
constexpr double kTitleLine = 17; // px between title lines (13 px font)

// Opens the chart, its (possibly wrapped) title above `body`. The body is
// drawn as if the title took one line; a wrapped title moves it down and
// makes the chart taller, and a word wider than the chart widens it.
QString frame(double width, double height, const QString &title, const QString &body)
{
    const QStringList lines = SvgChart::wrap(title, width - 2 * kTitleX);
    double widest = 0;
    for (const QString &line : lines)
        widest = std::max(widest, SvgChart::titleWidth(line));
    width = std::max(width, std::ceil(widest + 2 * kTitleX));
    const double shift = kTitleLine * double(std::max<qsizetype>(lines.size(), 1) - 1);
    height += shift;
    QString out = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"%1\" height=\"%2\" "
                                 "viewBox=\"0 0 %1 %2\" role=\"img\" aria-label=\"%3\"><title>%3</title>")
                      .arg(fixed(width, 0), fixed(height, 0), SvgChart::escape(title));
    if (lines.size() <= 1) {
        out += QStringLiteral("<text x=\"%1\" y=\"18\" class=\"chart-title\">%2</text>")
                   .arg(fixed(kTitleX, 0), SvgChart::escape(title));
        return out + body;
    }
    out += QStringLiteral("<text x=\"%1\" y=\"18\" class=\"chart-title\">").arg(fixed(kTitleX, 0));
    for (qsizetype i = 0; i < lines.size(); ++i)
        out += QStringLiteral("<tspan x=\"%1\" dy=\"%2\">%3</tspan>")
                   .arg(fixed(kTitleX, 0), fixed(i == 0 ? 0 : kTitleLine, 0), SvgChart::escape(lines.at(i)));
    out += QStringLiteral("</text><g transform=\"translate(0,%1)\">").arg(fixed(shift, 0));
    return out + body + QStringLiteral("</g>");
}

QString text(double x, double y, const QString &content, const QString &anchor = QStringLiteral("middle"),
             const QString &cls = QStringLiteral("chart-label"))
{
    return QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"%3\" class=\"%4\">%5</text>")
        .arg(fixed(x), fixed(y), anchor, cls, SvgChart::escape(content));
}

QString line(double x1, double y1, double x2, double y2, const QString &style)
{
    return QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\" style=\"%5\"/>")
        .arg(fixed(x1), fixed(y1), fixed(x2), fixed(y2), style);
}

QString rect(double x, double y, double w, double h, const QString &fill, const QString &tooltip = {})
{
    QString out = QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"%5\"")
                      .arg(fixed(x), fixed(y), fixed(std::max(w, 0.0)), fixed(std::max(h, 0.0)), fill);
    if (tooltip.isEmpty())
        return out + QStringLiteral("/>");
    return out + QStringLiteral("><title>") + SvgChart::escape(tooltip) + QStringLiteral("</title></rect>");
}

// The y axis with five ticks.
QString yAxis(double left, double top, double plotHeight, double right, double yMin, double yMax)
{
    QString out;
    // Ticks every 0.25 when the range allows it, else five of them.
    const double quarters = (yMax - yMin) / 0.25;
    const int steps = std::abs(quarters - std::round(quarters)) < 1e-9 && quarters >= 1 && quarters <= 8
                          ? int(std::round(quarters))
                          : 4;
    for (int i = 0; i <= steps; ++i) {
        const double value = yMin + (yMax - yMin) * i / steps;
        const double y = top + plotHeight - plotHeight * i / steps;
        out += line(left, y, right, y, QStringLiteral("stroke:#ddd;stroke-width:1"));
        out += text(left - 6, y + 4, shown(value, 2), QStringLiteral("end"));
    }
    return out;
}

} // namespace

double SvgChart::titleWidth(const QString &text)
{
    // Advances of the 13 px semibold title in the wide fonts a browser may
    // pick for system-ui (DejaVu Sans Bold is the widest here): a full-width
    // character is one em, anything else at most 0.66 em.
    double width = 0;
    for (const QChar c : text) {
        if (c.isLowSurrogate())
            continue;
        const char16_t u = c.unicode();
        const bool wide = c.isHighSurrogate() || (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF)
                          || (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF)
                          || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
                          || (u >= 0xFFE0 && u <= 0xFFE6);
        width += wide ? 13.0 : 8.6;
    }
    return width;
}

QStringList SvgChart::wrap(const QString &text, double maxWidth)
{
    // Greedy over the Unicode line-break opportunities (UAX #14), so CJK
    // titles break between characters and others between words.
    QStringList lines;
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    qsizetype start = 0;
    qsizetype lastFit = -1;
    for (qsizetype at = breaks.toNextBoundary(); at != -1; at = breaks.toNextBoundary()) {
        if (at <= start)
            continue;
        if (titleWidth(text.mid(start, at - start).trimmed()) > maxWidth && lastFit > start) {
            lines << text.mid(start, lastFit - start).trimmed();
            start = lastFit;
        }
        lastFit = at;
    }
    if (start < text.size())
        lines << text.mid(start).trimmed();
    return lines;
}

QString SvgChart::escape(const QString &text)
{
    return text.toHtmlEscaped();
}

QString SvgChart::groupedBars(const QString &title, const QStringList &categories, const std::vector<BarSeries> &series,
                              double yMin, double yMax, const std::vector<ReferenceLine> &lines)
{
    const double left = 56, top = 34, plotHeight = 200, bottom = 70;
    const double barWidth = 22, groupGap = 26;
    const double groupWidth = std::max<double>(1, double(series.size())) * barWidth + groupGap;
    const double width = std::max(360.0, left + groupWidth * std::max<qsizetype>(1, categories.size()) + 140);
    const double height = top + plotHeight + bottom;
    const double span = yMax > yMin ? yMax - yMin : 1.0;
    const auto yOf = [&](double value) {
        return top + plotHeight - plotHeight * (std::clamp(value, yMin, yMax) - yMin) / span;
    };
    QString out;
    out += yAxis(left, top, plotHeight, width - 140, yMin, yMax);
    for (qsizetype c = 0; c < categories.size(); ++c) {
        const double x0 = left + groupGap / 2 + groupWidth * double(c);
        for (size_t s = 0; s < series.size(); ++s) {
            const BarSeries &bars = series[s];
            const double x = x0 + barWidth * double(s);
            const std::optional<double> value = size_t(c) < bars.values.size() ? bars.values[size_t(c)] : std::nullopt;
            if (!value) {
                out += text(x + barWidth / 2, top + plotHeight - 4, QCoreApplication::translate("SvgChart", "n/a"));
                continue;
            }
            const double y = yOf(*value);
            const double base = yOf(std::clamp(0.0, yMin, yMax));
            out += rect(x + 2, std::min(y, base), barWidth - 4, std::abs(base - y), color(s),
                        QStringLiteral("%1 · %2: %3").arg(bars.name, categories.at(c), shown(*value, 4)));
            const bool whisker = size_t(c) < bars.lower.size() && bars.lower[size_t(c)] && bars.upper[size_t(c)];
            if (whisker) {
                const double yLow = yOf(*bars.lower[size_t(c)]), yHigh = yOf(*bars.upper[size_t(c)]);
                const double mid = x + barWidth / 2;
                const QString style = QStringLiteral("stroke:#222;stroke-width:1.2");
                out += line(mid, yLow, mid, yHigh, style) + line(mid - 4, yLow, mid + 4, yLow, style)
                       + line(mid - 4, yHigh, mid + 4, yHigh, style);
            }
        }
        out += QStringLiteral("<text transform=\"translate(%1,%2) rotate(-30)\" text-anchor=\"end\" "
                              "class=\"chart-label\">%3</text>")
                   .arg(fixed(x0 + groupWidth / 2 - groupGap / 2), fixed(top + plotHeight + 14),
                        escape(categories.at(c)));
    }
    for (const ReferenceLine &reference : lines) {
        const double y = yOf(reference.value);
        out += line(left, y, width - 140, y, QStringLiteral("stroke:#b5475a;stroke-width:1.5;stroke-dasharray:5,4"));
        out += text(width - 136, y + 4, reference.label, QStringLiteral("start"));
    }
    for (size_t s = 0; s < series.size(); ++s) {
        const double y = top + 14 + 18 * double(s);
        out += rect(width - 130, y - 10, 12, 12, color(s)) + text(width - 112, y, series[s].name, QStringLiteral("start"));
    }
    return frame(width, height, title, out) + QStringLiteral("</svg>");
}

QString SvgChart::sortedDeltas(const QString &title, std::vector<double> deltas, std::optional<double> mean,
                               std::optional<double> lower, std::optional<double> upper, const QString &caption)
{
    std::sort(deltas.begin(), deltas.end());
    const double left = 56, top = 34, plotWidth = 560, plotHeight = 200;
    const double width = left + plotWidth + 20, height = top + plotHeight + 46;
    double extent = 0.05;
    for (const double d : deltas)
        extent = std::max(extent, std::abs(d));
    const auto yOf = [&](double value) { return top + plotHeight / 2 - plotHeight / 2 * value / extent; };
    QString out;
    out += yAxis(left, top, plotHeight, left + plotWidth, -extent, extent);
    const double step = deltas.empty() ? plotWidth : plotWidth / double(deltas.size());
    if (lower && upper)
        out += rect(left, yOf(*upper), plotWidth, yOf(*lower) - yOf(*upper), QStringLiteral("rgba(59,110,165,0.15)"));
    // One bar per question while they are wide enough to see, else one bar
    // per pixel column holding the column's extreme value.
    const int columns = int(std::min<size_t>(deltas.size(), size_t(plotWidth)));
    for (int c = 0; c < columns; ++c) {
        const size_t from = size_t(double(c) * double(deltas.size()) / columns);
        const size_t to = std::max(from + 1, size_t(double(c + 1) * double(deltas.size()) / columns));
        double value = deltas[from];
        for (size_t i = from; i < to; ++i)
            value = std::abs(deltas[i]) > std::abs(value) ? deltas[i] : value;
        if (value == 0.0)
            continue;
        const double x = left + plotWidth * double(c) / columns;
        const double w = std::max(plotWidth / columns - (step >= 3 ? 1.0 : 0.0), 0.6);
        const double y = yOf(value), zero = yOf(0.0);
        out += rect(x, std::min(y, zero), w, std::abs(zero - y), value < 0 ? QStringLiteral("#b5475a") : QStringLiteral("#4f9a5b"));
    }
    out += line(left, yOf(0.0), left + plotWidth, yOf(0.0), QStringLiteral("stroke:#222;stroke-width:1"));
    if (mean)
        out += line(left, yOf(*mean), left + plotWidth, yOf(*mean),
                    QStringLiteral("stroke:#3b6ea5;stroke-width:1.5;stroke-dasharray:6,3"));
    out += text(left + plotWidth / 2, top + plotHeight + 30, caption);
    return frame(width, height, title, out) + QStringLiteral("</svg>");
}

QString SvgChart::reliability(const QString &title, const std::vector<ReliabilityPoint> &points, const QString &xLabel,
                              const QString &yLabel)
{
    const double left = 56, top = 34, size = 240;
    const double width = left + size + 30, height = top + size + 50;
    QString out;
    out += yAxis(left, top, size, left + size, 0.0, 1.0);
    for (int i = 0; i <= 4; ++i)
        out += text(left + size * i / 4.0, top + size + 16, shown(i / 4.0, 2));
    out += line(left, top + size, left + size, top, QStringLiteral("stroke:#888;stroke-width:1;stroke-dasharray:4,4"));
    int total = 0;
    for (const ReliabilityPoint &point : points)
        total += point.count;
    QString path;
    for (const ReliabilityPoint &point : points) {
        if (!point.confidence || !point.observed || point.count == 0)
            continue;
        const double x = left + size * *point.confidence, y = top + size - size * *point.observed;
        path += (path.isEmpty() ? QStringLiteral("M") : QStringLiteral(" L")) + fixed(x) + QLatin1Char(',') + fixed(y);
        const double radius = 3 + 9 * std::sqrt(double(point.count) / std::max(total, 1));
        out += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"%3\" fill=\"#3b6ea5\" fill-opacity=\"0.7\"><title>")
                   .arg(fixed(x), fixed(y), fixed(radius))
               + escape(QStringLiteral("[%1%6%2): n = %3, %4 → %5")
                            .arg(argText(shown(point.lower, 2)), argText(shown(point.upper, 2)), argText(point.count),
                                 argText(shown(*point.confidence, 3)), argText(shown(*point.observed, 3)),
                                 localeListSeparator()))
               + QStringLiteral("</title></circle>");
    }
    if (!path.isEmpty())
        out += QStringLiteral("<path d=\"%1\" fill=\"none\" stroke=\"#3b6ea5\" stroke-width=\"1.5\"/>").arg(path);
    out += text(left + size / 2, top + size + 36, xLabel);
    out += QStringLiteral("<text transform=\"translate(14,%1) rotate(-90)\" text-anchor=\"middle\" "
                          "class=\"chart-label\">%2</text>")
               .arg(fixed(top + size / 2), escape(yLabel));
    return frame(width, height, title, out) + QStringLiteral("</svg>");
}

QString SvgChart::stackedBar(const QString &title, const QStringList &labels, const std::vector<int> &counts)
{
    const double left = 10, top = 34, barWidth = 560, barHeight = 26;
    const double width = left + barWidth + 20, height = top + barHeight + 40;
    QString out;
    int total = 0;
    for (const int count : counts)
        total += count;
    double x = left;
    for (size_t i = 0; i < counts.size(); ++i) {
        const double w = total > 0 ? barWidth * counts[i] / total : 0.0;
        const QString label = i < size_t(labels.size()) ? labels.at(qsizetype(i)) : QString();
        out += rect(x, top, w, barHeight, color(i), QStringLiteral("%1: %2").arg(argText(label), argText(counts[i])));
        out += rect(left + 150 * double(i), top + barHeight + 10, 10, 10, color(i))
               + text(left + 150 * double(i) + 14, top + barHeight + 19, QStringLiteral("%1 (%2)").arg(argText(label), argText(counts[i])),
                      QStringLiteral("start"));
        x += w;
    }
    return frame(width, height, title, out) + QStringLiteral("</svg>");
}

} // namespace touchstone
