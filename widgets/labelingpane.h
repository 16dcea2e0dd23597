#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace touchstone {

class LabelEditor;
class LabelingController;
struct Question;

// Beside the page: the current question, grade buttons, "no answer in the
// corpus", passage mode, and the question's spans (click one to jump to it;
// grade and note can be edited in place).
class LabelingPane : public QWidget
{
    Q_OBJECT

public:
    LabelingPane(LabelEditor &editor, LabelingController &controller, QWidget *parent = nullptr);

    void showQuestion(const Question *question);
    QTableView *spanList() const { return m_spans; }
    // Passage mode: the passage to grade, large, and what is left.
    QString passageText() const;
    QString passageStatus() const;
    void togglePassageMode();

private:
    void updatePassageLabel(int index, int count);
    void updateBlindToggle();

    LabelEditor &m_editor;
    LabelingController &m_controller;
    QLabel *m_title = nullptr;
    QLabel *m_details = nullptr;
    QPushButton *m_gradeButtons[4] = {};
    QPushButton *m_unanswerable = nullptr;
    QCheckBox *m_passageMode = nullptr;
    QLabel *m_passageLabel = nullptr;
    QPlainTextEdit *m_passageText = nullptr;
    QCheckBox *m_showOthers = nullptr;
    QTableView *m_spans = nullptr;
};

} // namespace touchstone
