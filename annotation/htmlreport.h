#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace touchstone {

// Builds the self-contained HTML of a report: one file, inline CSS and
// inline SVG, no script and no external resource, so it opens anywhere
// and can be archived with the run. The page template (htmlreport.cpp) is a
// C++ raw string: the reports need no file at run time. Text passed to
// paragraph(), heading(), table cells etc. is escaped here; raw() takes
// markup (the SVG charts).
class HtmlReport
{
public:
    explicit HtmlReport(QString title);

    void heading(const QString &text, int level = 2);
    void paragraph(const QString &text, const QString &cssClass = {});
    void warning(const QString &text);
    void raw(const QString &markup);
    // `numeric` marks right-aligned columns.
    void table(const QStringList &headers, const std::vector<QStringList> &rows,
               const std::vector<bool> &numeric = {}, const QString &caption = {});
    // Two columns: name, value.
    void facts(const std::vector<std::pair<QString, QString>> &rows);

    // The whole document; `footer` is plain text.
    QString finish(const QString &footer) const;

    static QString escape(const QString &text) { return text.toHtmlEscaped(); }

private:
    QString m_title;
    QString m_body;
};

} // namespace touchstone
