#pragma once

#include "annotation/annotator.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLineEdit;
class QListWidget;

namespace touchstone {

// "Who are you?" on start: pick a person of the project, or add yourself
// with a role. Touchstone remembers the choice per project.
class AnnotatorDialog : public QDialog
{
    Q_OBJECT

public:
    AnnotatorDialog(const std::vector<Annotator> &annotators, qint64 preselected, QWidget *parent = nullptr);

    // The person picked (id != 0), or a new one to add (id == 0).
    Annotator choice() const;

private:
    std::vector<Annotator> m_annotators;
    QListWidget *m_list = nullptr;
    QLineEdit *m_newName = nullptr;
    QComboBox *m_newRole = nullptr;
};

} // namespace touchstone
