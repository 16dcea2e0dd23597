#pragma once

#include "annotation/question.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QTableWidget;

namespace touchstone {

// Creates or edits a question: text, stratum (the built-in ones or a new
// one), split, answerable, reference answer, nuggets (vital or okay),
// provenance and date.
class QuestionDialog : public QDialog
{
    Q_OBJECT

public:
    QuestionDialog(const Question &question, const std::vector<QString> &strata, QWidget *parent = nullptr);

    Question question() const;

private:
    void addNuggetRow(const Nugget &nugget);

    Question m_question;
    QLineEdit *m_id = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QComboBox *m_stratum = nullptr;
    QComboBox *m_split = nullptr;
    QCheckBox *m_answerable = nullptr;
    QPlainTextEdit *m_reference = nullptr;
    QTableWidget *m_nuggets = nullptr;
    QLineEdit *m_source = nullptr;
    QLineEdit *m_date = nullptr;
};

} // namespace touchstone
