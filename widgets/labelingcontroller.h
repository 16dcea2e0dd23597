#pragma once

#include "annotation/passagestore.h"

#include <QObject>
#include <QString>

#include <functional>
#include <vector>

class QAction;
class QWidget;

namespace touchstone {

class DocumentPane;
class JudgmentListModel;
class LabelEditor;

// The keyboard-first labeling loop: select text and press 0–3 to make a
// span with that grade, or press 0–3 with a span selected to regrade it;
// move its edges word by word; delete it; mark the question unanswerable.
// In passage mode the candidate passages come one at a time as a stream
// across questions: 0–3 grades and moves on, S skips, Backspace goes back;
// after a question's last passage comes the first ungraded passage of the
// next question in the question table's order. The page shows the
// question's spans in grade colours; clicking one selects it.
class LabelingController : public QObject
{
    Q_OBJECT

public:
    LabelingController(LabelEditor &editor, DocumentPane &pane, QObject *parent = nullptr);

    JudgmentListModel *judgments() const { return m_judgments; }

    // While another view (adjudication) owns the page, labeling draws
    // nothing on it.
    void setActive(bool active);
    bool isActive() const { return m_active; }

    void setQuestion(qint64 questionId);
    qint64 questionId() const { return m_questionId; }

    // The label the keys act on (a highlight clicked, a row chosen).
    void selectJudgment(const QString &uuid);
    QString selectedJudgment() const { return m_selected; }

    // Opens a label's document and scrolls to its span.
    void revealJudgment(const QString &uuid);

    // Passage mode.
    void setPassageMode(bool on);
    bool passageMode() const { return m_passageMode; }
    int passageIndex() const { return m_passageIndex; }
    const std::vector<Passage> &passages() const { return m_passages; }
    const Passage *currentPassage() const;
    // Passages still ungraded by the annotator over the questions of the
    // stream, the one on screen included.
    int passagesLeft() const { return m_passagesLeft; }
    // The order the stream takes questions in (the question table's rows);
    // without one, question ids ascending.
    void setQuestionOrder(std::function<QList<qint64>()> order) { m_questionOrder = std::move(order); }

    // The labeling actions, with their shortcuts, for menus and the F1 map.
    const QList<QAction *> &actions() const { return m_actions; }
    void installActions(QWidget *widget);

    // Verbs behind the actions (also for tests).
    void grade(int grade);
    void deleteSelected();
    void markUnanswerable();
    void moveEdge(bool startEdge, bool forward);
    void skipPassage();
    void previousPassage();
    // A lead adds the selected text to the question's candidate passages.
    void addSelectionAsPassage();

Q_SIGNALS:
    void statusMessage(const QString &message);
    void selectionChanged(const QString &uuid);
    void passageChanged(int index, int count);
    void questionLabeled(qint64 questionId);
    // The passage stream moves on to another question; whoever shows the
    // current question selects it (and so calls setQuestion).
    void questionRequested(qint64 questionId);

private:
    void refreshHighlights();
    void startPassages(bool mayMoveOn);
    void showPassage(int index);
    int firstUngradedPassage() const;
    // Moves the stream to the next question after this one that has
    // passages left; false when there is none.
    bool advanceToNextQuestion();
    QList<qint64> questionOrder() const;
    void countPassagesLeft();
    void addAction(const QString &text, const QKeySequence &shortcut, std::function<void()> handler);
    void report(const Status &status);

    LabelEditor &m_editor;
    DocumentPane &m_pane;
    JudgmentListModel *m_judgments = nullptr;
    qint64 m_questionId = 0;
    QString m_selected;
    bool m_passageMode = false;
    bool m_active = true;
    std::vector<Passage> m_passages;
    int m_passageIndex = -1;
    int m_passagesLeft = 0;
    std::function<QList<qint64>()> m_questionOrder;
    QList<QAction *> m_actions;
};

} // namespace touchstone
