#pragma once

#include "annotation/adjudicationstore.h"

#include <functional>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTableWidget;
class QVBoxLayout;

namespace touchstone {

class AdjudicationEditor;
class AdjudicationQueueModel;
class AgreementService;
class DocumentPane;
class LabelEditor;

// The lead's view: the units where annotators disagree, most consequential
// first; for the chosen unit every annotator's label side by side (and on
// the page, one colour per annotator); and the decisions, each with a
// required reason.
class AdjudicationPanel : public QWidget
{
    Q_OBJECT

public:
    AdjudicationPanel(AgreementService &service, AdjudicationEditor &adjudication, LabelEditor &editor,
                      DocumentPane &pane, QWidget *parent = nullptr);

    AdjudicationQueueModel *queue() const { return m_queue; }
    QTableView *queueView() const { return m_queueView; }
    // Selects a unit of the queue (from the dashboard's drill-down).
    bool selectUnit(qint64 questionId, const QString &unitKey);
    void filterQuestion(qint64 questionId);
    // Active while its dock is shown: it drives the page, and its queue
    // follows every save.
    void setActive(bool active);

    // The current decision of the chosen unit, when it has one ("" else).
    QString decisionText() const;
    // What the panel says above the votes (the unit, or why there is none).
    QString unitTitle() const;

    // The reason fields, for tests and the keyboard.
    QComboBox *reasonCombo() const { return m_reason; }
    QLineEdit *reasonText() const { return m_reasonText; }

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    void reloadFilters();
    void reloadReasons();
    void applyFilter();
    void showUnit();
    void selectAfterReload();
    QString describeDecision(const AdjudicationUnit &unit) const;
    QString everythingDecided() const;
    void rebuildActions(const AdjudicationUnit &unit);
    void decide(const std::function<Status(const DecisionReason &, const QString &)> &verb);
    void editReasons();
    void requestTiebreak();
    const AdjudicationUnit *current() const;

    AgreementService &m_service;
    AdjudicationEditor &m_adjudication;
    LabelEditor &m_editor;
    DocumentPane &m_pane;
    AdjudicationQueueModel *m_queue = nullptr;
    bool m_active = false;

    QComboBox *m_stratum = nullptr;
    QComboBox *m_pair = nullptr;
    QLineEdit *m_question = nullptr;
    QCheckBox *m_showDecided = nullptr;
    QLabel *m_count = nullptr;
    QTableView *m_queueView = nullptr;
    QLabel *m_unitTitle = nullptr;
    QLabel *m_decision = nullptr;
    QTableWidget *m_votes = nullptr;
    QComboBox *m_reason = nullptr;
    QLineEdit *m_reasonText = nullptr;
    QLineEdit *m_note = nullptr;
    QWidget *m_actions = nullptr;
    QVBoxLayout *m_actionsLayout = nullptr;
    QPushButton *m_rubricExample = nullptr;
    qint64 m_lastDecidedQuestion = 0;
    QString m_lastDecidedUnit;
    // The unit on screen when the queue began to reload, and whether a
    // decision caused the reload (then the queue moves on to the next
    // undecided unit from that row instead of staying).
    qint64 m_shownQuestion = 0;
    QString m_shownUnit;
    int m_shownRow = -1;
    bool m_advance = false;
};

} // namespace touchstone
