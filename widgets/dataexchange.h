#pragma once

#include <QObject>

class QWidget;

namespace touchstone {

class LabelEditor;
class ProjectSession;

// The File menu's exchanges with the world: questions and labels in and
// out, annotator packages for labeling without a server, and the lead's
// assignment of questions. Each reports one line on failure and changes
// nothing then (the annotation layer imports all or nothing).
class DataExchange : public QObject
{
    Q_OBJECT

public:
    DataExchange(ProjectSession &session, LabelEditor &editor, QWidget *window);

    void importQuestions(const QString &path = {});
    void importLabels(const QString &path = {});
    void exportLabels(const QString &path = {});
    void exportPackage();
    void importPackage(const QString &folder = {});
    void assignQuestions();

Q_SIGNALS:
    void message(const QString &text);
    void failed(const QString &text);
    void dataChanged();

private:
    ProjectSession &m_session;
    LabelEditor &m_editor;
    QWidget *m_window;
};

} // namespace touchstone
