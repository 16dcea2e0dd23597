#pragma once

#include <QDialog>

namespace touchstone {

class ProjectSession;

// Labeling progress per annotator and per question, and the audit trail.
class ProgressDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ProgressDialog(ProjectSession &session, QWidget *parent = nullptr);
};

} // namespace touchstone
