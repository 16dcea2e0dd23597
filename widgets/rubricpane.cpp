#include "rubricpane.h"

#include "gradecolors.h"

#include "annotation/rubricstore.h"
#include "models/projectsession.h"
#include "metrics/argtext.h"

#include <QJsonArray>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace touchstone {

RubricPane::RubricPane(QWidget *parent)
    : QWidget(parent)
    , m_browser(new QTextBrowser(this))
{
    m_browser->setOpenLinks(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
}

void RubricPane::setSession(ProjectSession *session)
{
    m_session = session;
    reload();
}

QString RubricPane::html() const
{
    return m_browser->toHtml();
}

void RubricPane::reload()
{
    if (!m_session) {
        m_browser->clear();
        return;
    }
    const Result<Rubric> rubric = RubricStore(m_session->store()).current();
    if (!rubric) {
        m_browser->setPlainText(rubric.error());
        return;
    }
    // Everything from the rubric is escaped: examples can hold any text.
    QString html = QStringLiteral("<p><small>%1</small></p>")
                       .arg(tr("Rubric version %1 · sha256 %2").arg(rubric->version).arg(rubric->sha256.left(12)));
    // A Markdown rubric (touchstone rubric set) is shown as written.
    if (const QString markdown = rubric->markdown(); !markdown.isEmpty())
        html += QStringLiteral("<pre style=\"white-space: pre-wrap\">%1</pre>").arg(markdown.toHtmlEscaped());
    for (const QJsonValue &value : rubric->content.value(QStringLiteral("grades")).toArray()) {
        const QJsonObject grade = value.toObject();
        const int g = grade.value(QStringLiteral("grade")).toInt();
        html += QStringLiteral("<h3><span style=\"background:%1\">&nbsp;%2&nbsp;</span> %3</h3><p>%4</p>")
                    .arg(argText(gradeColor(g).lighter(130).name()), argText(g), argText(grade.value(QStringLiteral("label")).toString().toHtmlEscaped()), argText(grade.value(QStringLiteral("definition")).toString().toHtmlEscaped()));
        for (const QJsonValue &exampleValue : grade.value(QStringLiteral("examples")).toArray()) {
            const QJsonObject example = exampleValue.toObject();
            html += QStringLiteral("<blockquote><i>%1</i><br>“%2”<br><small>%3</small></blockquote>")
                        .arg(example.value(QStringLiteral("question")).toString().toHtmlEscaped(),
                             example.value(QStringLiteral("passage")).toString().toHtmlEscaped(),
                             (example.value(QStringLiteral("reason_code")).toString() + QStringLiteral(" ")
                              + example.value(QStringLiteral("note")).toString())
                                 .toHtmlEscaped());
        }
    }
    const QString notes = rubric->content.value(QStringLiteral("notes")).toString();
    if (!notes.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(notes.toHtmlEscaped());
    m_browser->setHtml(html);
}

} // namespace touchstone
