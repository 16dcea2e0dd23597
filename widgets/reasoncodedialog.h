#pragma once

#include <QDialog>

class QTableWidget;

namespace touchstone {

class ProjectSession;

// The lead's list of adjudication reasons: add, rename, retire. Codes are
// never deleted, since decisions refer to them.
class ReasonCodeDialog : public QDialog
{
    Q_OBJECT

public:
    ReasonCodeDialog(ProjectSession &session, const QString &actor, QWidget *parent = nullptr);

private:
    void reload();
    void add();

    ProjectSession &m_session;
    QString m_actor;
    QTableWidget *m_table = nullptr;
};

} // namespace touchstone
