#include "htmlreport.h"
#include "metrics/argtext.h"

#include <QCoreApplication>

namespace touchstone {

namespace {

// The page: everything the report needs, inline.
const char kTemplate[] = R"html(<!DOCTYPE html>
<html lang="%LANG%">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Touchstone">
<title>%TITLE%</title>
<style>
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1f; margin: 24px auto; max-width: 1100px; padding: 0 16px; }
h1 { font-size: 22px; margin-bottom: 4px; }
h2 { font-size: 18px; margin-top: 32px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
h3 { font-size: 15px; margin-top: 20px; }
table { border-collapse: collapse; margin: 8px 0 16px; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding: 4px 0; }
th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: #f4f5f7; }
td.num { text-align: right; }
table.facts th { width: 220px; }
.warning { background: #fff4e5; border-left: 4px solid #e08a2c; padding: 6px 10px; margin: 6px 0; }
.note { color: #555; }
.verdict-PASS { color: #2e7d32; font-weight: 700; }
.verdict-WARN { color: #b26a00; font-weight: 700; }
.verdict-FAIL { color: #b5475a; font-weight: 700; }
svg.chart { display: block; margin: 8px 0 16px; background: #fff; }
svg .chart-title { font: 600 13px system-ui, sans-serif; }
svg .chart-label { font: 11px system-ui, sans-serif; fill: #333; }
footer { margin-top: 40px; color: #777; font-size: 12px; }
</style>
</head>
<body>
<h1>%TITLE%</h1>
%BODY%
<footer>%FOOTER%</footer>
</body>
</html>
)html";

} // namespace

HtmlReport::HtmlReport(QString title)
    : m_title(std::move(title))
{
}

void HtmlReport::heading(const QString &text, int level)
{
    m_body += QStringLiteral("<h%1>%2</h%1>\n").arg(argText(level), argText(escape(text)));
}

void HtmlReport::paragraph(const QString &text, const QString &cssClass)
{
    m_body += cssClass.isEmpty() ? QStringLiteral("<p>%1</p>\n").arg(escape(text))
                                 : QStringLiteral("<p class=\"%1\">%2</p>\n").arg(cssClass, escape(text));
}

void HtmlReport::warning(const QString &text)
{
    m_body += QStringLiteral("<div class=\"warning\">%1</div>\n").arg(escape(text));
}

void HtmlReport::raw(const QString &markup)
{
    m_body += markup + QLatin1Char('\n');
}

void HtmlReport::table(const QStringList &headers, const std::vector<QStringList> &rows,
                       const std::vector<bool> &numeric, const QString &caption)
{
    QString out = QStringLiteral("<table>");
    if (!caption.isEmpty())
        out += QStringLiteral("<caption>") + escape(caption) + QStringLiteral("</caption>");
    out += QStringLiteral("<thead><tr>");
    for (const QString &header : headers)
        out += QStringLiteral("<th>") + escape(header) + QStringLiteral("</th>");
    out += QStringLiteral("</tr></thead><tbody>\n");
    for (const QStringList &row : rows) {
        out += QStringLiteral("<tr>");
        for (qsizetype c = 0; c < row.size(); ++c) {
            const bool isNumeric = size_t(c) < numeric.size() && numeric[size_t(c)];
            const QString &cell = row.at(c);
            // A verdict cell gets its color.
            const bool verdict = cell == QLatin1String("PASS") || cell == QLatin1String("WARN")
                                 || cell == QLatin1String("FAIL");
            out += verdict ? QStringLiteral("<td class=\"verdict-%1\">").arg(cell)
                           : (isNumeric ? QStringLiteral("<td class=\"num\">") : QStringLiteral("<td>"));
            out += escape(cell) + QStringLiteral("</td>");
        }
        out += QStringLiteral("</tr>\n");
    }
    m_body += out + QStringLiteral("</tbody></table>\n");
}

void HtmlReport::facts(const std::vector<std::pair<QString, QString>> &rows)
{
    QString out = QStringLiteral("<table class=\"facts\"><tbody>\n");
    for (const auto &[name, value] : rows)
        out += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n").arg(escape(name), escape(value));
    m_body += out + QStringLiteral("</tbody></table>\n");
}

QString HtmlReport::finish(const QString &footer) const
{
    QString page = QString::fromUtf8(kTemplate);
    //: The language code of the report's HTML (lang attribute).
    page.replace(QStringLiteral("%LANG%"), QCoreApplication::translate("HtmlReport", "en"));
    page.replace(QStringLiteral("%TITLE%"), escape(m_title));
    page.replace(QStringLiteral("%FOOTER%"), escape(footer));
    page.replace(QStringLiteral("%BODY%"), m_body);
    return page;
}

} // namespace touchstone
