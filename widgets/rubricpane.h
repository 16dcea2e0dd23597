#pragma once

#include <QWidget>

class QTextBrowser;

namespace touchstone {

class ProjectSession;

// The rubric beside the page: what each grade means, with worked examples,
// and the rubric version labels are made under.
class RubricPane : public QWidget
{
    Q_OBJECT

public:
    explicit RubricPane(QWidget *parent = nullptr);

    void setSession(ProjectSession *session);
    void reload();
    QString html() const;

private:
    ProjectSession *m_session = nullptr;
    QTextBrowser *m_browser = nullptr;
};

} // namespace touchstone
