#pragma once

#include <QWidget>

class QComboBox;
class QCheckBox;
class QLineEdit;
class QTableView;
class QToolButton;

namespace touchstone {

class LabelEditor;
class QuestionFilterProxy;
class QuestionListModel;

// The question list: filters, the current question, next / previous
// question still to label, and add / edit / delete.
class QuestionPanel : public QWidget
{
    Q_OBJECT

public:
    QuestionPanel(LabelEditor &editor, QWidget *parent = nullptr);

    QuestionListModel *model() const { return m_model; }
    qint64 currentQuestion() const;
    void setCurrentQuestion(qint64 questionId);
    // Moves to the next (or previous) question the annotator has not labeled.
    bool goToUnlabeled(bool forward);
    // The questions as the table shows them, under its sort and filters.
    QList<qint64> questionOrder() const;
    QTableView *view() const { return m_view; }

Q_SIGNALS:
    void currentQuestionChanged(qint64 questionId);
    void addRequested();
    void editRequested(qint64 questionId);
    void deleteRequested(qint64 questionId);
    // The question list could not be read (the model's one-line reason).
    void failed(const QString &message);

private:
    void reloadStrata();

    LabelEditor &m_editor;
    QuestionListModel *m_model = nullptr;
    QuestionFilterProxy *m_proxy = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_stratum = nullptr;
    QComboBox *m_split = nullptr;
    QCheckBox *m_unlabeled = nullptr;
    QCheckBox *m_assigned = nullptr;
    QTableView *m_view = nullptr;
    qint64 m_current = 0;
};

} // namespace touchstone
