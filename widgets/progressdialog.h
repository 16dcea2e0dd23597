#pragma once

#include <QDialog>

class QLabel;

namespace touchstone {

class ProjectSession;

// Labeling progress per annotator and per question, and the audit trail.
class ProgressDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ProgressDialog(ProjectSession &session, QWidget *parent = nullptr);

private:
    QLabel *m_error = nullptr;
};

} // namespace touchstone
