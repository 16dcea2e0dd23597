#include "labelingcontroller.h"

#include "documentpane.h"
#include "gradecolors.h"
#include "pdfview.h"

#include "annotation/judgmentstore.h"
#include "annotation/wordboundaries.h"
#include "models/judgmentlistmodel.h"
#include "models/labeleditor.h"
#include "models/projectsession.h"
#include "metrics/argtext.h"

#include <QAction>
#include <QKeySequence>
#include <QSet>
#include <QWidget>

namespace touchstone {

LabelingController::LabelingController(LabelEditor &editor, DocumentPane &pane, QObject *parent)
    : QObject(parent)
    , m_editor(editor)
    , m_pane(pane)
    , m_judgments(new JudgmentListModel(editor, this))
{
    connect(m_judgments, &QAbstractItemModel::modelReset, this, &LabelingController::refreshHighlights);
    connect(&pane, &DocumentPane::documentChanged, this, &LabelingController::refreshHighlights);
    connect(pane.view(), &PdfView::highlightActivated, this, [this](const QString &id) {
        if (m_judgments->rowOf(id) >= 0)
            selectJudgment(id);
    });

    const QString group = tr("Labeling");
    for (int g = 0; g <= 3; ++g)
        addAction(tr("Grade %1").arg(g), QKeySequence(Qt::Key_0 + g), [this, g] { grade(g); });
    addAction(tr("Delete span"), QKeySequence::Delete, [this] { deleteSelected(); });
    addAction(tr("Mark question unanswerable"), QKeySequence(Qt::Key_U), [this] { markUnanswerable(); });
    addAction(tr("Move span start one word left"), QKeySequence(Qt::ALT | Qt::Key_Left), [this] { moveEdge(true, false); });
    addAction(tr("Move span start one word right"), QKeySequence(Qt::ALT | Qt::Key_Right), [this] { moveEdge(true, true); });
    addAction(tr("Move span end one word left"), QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Left), [this] { moveEdge(false, false); });
    addAction(tr("Move span end one word right"), QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Right), [this] { moveEdge(false, true); });
    addAction(tr("Skip passage (passage mode)"), QKeySequence(Qt::Key_S), [this] { skipPassage(); });
    addAction(tr("Previous passage (passage mode)"), QKeySequence(Qt::Key_Backspace), [this] { previousPassage(); });
    addAction(tr("Add selection as candidate passage (lead)"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
              [this] { addSelectionAsPassage(); });
    for (QAction *action : std::as_const(m_actions))
        action->setProperty("keyboardMapGroup", group);
}

void LabelingController::addAction(const QString &text, const QKeySequence &shortcut, std::function<void()> handler)
{
    auto *action = new QAction(text, this);
    action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(action, &QAction::triggered, this, std::move(handler));
    m_actions.append(action);
}

void LabelingController::installActions(QWidget *widget)
{
    widget->addActions(m_actions);
}

void LabelingController::report(const Status &status)
{
    if (!status)
        Q_EMIT statusMessage(status.error());
}

void LabelingController::setQuestion(qint64 questionId)
{
    m_questionId = questionId;
    m_selected.clear();
    m_judgments->setQuestion(questionId);
    if (m_passageMode)
        startPassages(false);
}

void LabelingController::selectJudgment(const QString &uuid)
{
    m_selected = uuid;
    refreshHighlights();
    Q_EMIT selectionChanged(uuid);
}

void LabelingController::revealJudgment(const QString &uuid)
{
    const int row = m_judgments->rowOf(uuid);
    if (row < 0)
        return;
    const Judgment &judgment = m_judgments->judgments()[size_t(row)];
    if (!judgment.span)
        return;
    if (!m_pane.showDocument(judgment.span->documentId))
        return;
    m_pane.view()->scrollToRange(judgment.span->start, judgment.span->end);
    selectJudgment(uuid);
}

void LabelingController::setActive(bool active)
{
    m_active = active;
    if (active)
        refreshHighlights();
}

void LabelingController::refreshHighlights()
{
    if (!m_active)
        return;
    std::vector<Highlight> highlights;
    const qint64 documentId = m_pane.documentId();
    for (const Judgment &judgment : m_judgments->judgments()) {
        if (!judgment.span || judgment.span->documentId != documentId)
            continue;
        Highlight highlight;
        highlight.id = judgment.uuid;
        highlight.start = judgment.span->start;
        highlight.end = judgment.span->end;
        highlight.color = gradeColor(judgment.grade);
        highlight.badge = QString::number(judgment.grade);
        if (judgment.uuid == m_selected)
            highlight.color = highlight.color.darker(140);
        highlight.label = tr("Grade %1").arg(judgment.grade)
                          + (judgment.note.isEmpty() ? QString() : QStringLiteral(" — ") + judgment.note);
        highlights.push_back(highlight);
    }
    if (m_passageMode && m_passageIndex >= 0 && m_passageIndex < int(m_passages.size())) {
        const Passage &passage = m_passages[size_t(m_passageIndex)];
        if (passage.span.documentId == documentId) {
            Highlight current;
            current.id = QStringLiteral("passage:") + passage.uuid;
            current.start = passage.span.start;
            current.end = passage.span.end;
            current.color = QColor(0xCC, 0x79, 0xA7);
            current.label = tr("Passage %1 of %2").arg(argText(m_passageIndex + 1), argText(m_passages.size()));
            highlights.push_back(current);
        }
    }
    m_pane.view()->setHighlights(std::move(highlights));
}

void LabelingController::grade(int value)
{
    if (m_questionId == 0) {
        Q_EMIT statusMessage(tr("Choose a question first."));
        return;
    }
    PdfView *view = m_pane.view();
    if (m_passageMode) {
        if (m_passageIndex < 0 || m_passageIndex >= int(m_passages.size())) {
            Q_EMIT statusMessage(tr("No passage to grade."));
            return;
        }
        const Result<QString> graded = m_editor.gradePassage(m_questionId, m_passages[size_t(m_passageIndex)].id, value);
        if (!graded) {
            Q_EMIT statusMessage(graded.error());
            return;
        }
        Q_EMIT questionLabeled(m_questionId);
        showPassage(m_passageIndex + 1);
        return;
    }
    if (view->hasSelection() && view->text()) {
        const auto [start, end] = view->selection();
        const Result<SpanAnchor> span = SpanAnchor::fromRange(*view->text(), m_pane.documentId(), start, end);
        if (!span) {
            Q_EMIT statusMessage(span.error());
            return;
        }
        const Result<QString> made = m_editor.addSpan(m_questionId, *span, value);
        if (!made) {
            Q_EMIT statusMessage(made.error());
            return;
        }
        view->clearSelection();
        selectJudgment(*made);
        Q_EMIT questionLabeled(m_questionId);
        if (span->formContent)
            Q_EMIT statusMessage(tr("Note: this span covers the value of a form field, not printed page content; "
                                    "it is flagged as form content."));
        return;
    }
    if (!m_selected.isEmpty()) {
        report(m_editor.setGrade(m_selected, value));
        return;
    }
    Q_EMIT statusMessage(tr("Select text on the page, or a span, then press 0–3."));
}

void LabelingController::deleteSelected()
{
    if (m_selected.isEmpty()) {
        Q_EMIT statusMessage(tr("Select a span to delete."));
        return;
    }
    const QString uuid = m_selected;
    m_selected.clear();
    report(m_editor.deleteJudgment(uuid));
}

void LabelingController::markUnanswerable()
{
    if (m_questionId == 0)
        return;
    const Result<QString> made = m_editor.markUnanswerable(m_questionId);
    if (!made) {
        Q_EMIT statusMessage(made.error());
        return;
    }
    Q_EMIT questionLabeled(m_questionId);
    Q_EMIT statusMessage(tr("Marked: no answer in the corpus."));
}

void LabelingController::moveEdge(bool startEdge, bool forward)
{
    const int row = m_judgments->rowOf(m_selected);
    const auto text = m_pane.text();
    if (row < 0 || !text)
        return;
    const Judgment judgment = m_judgments->judgments()[size_t(row)];
    if (!judgment.span || judgment.span->documentId != m_pane.documentId())
        return;
    int start = judgment.span->start;
    int end = judgment.span->end;
    if (startEdge)
        start = WordBoundaries::next(*text, start, forward, WordBoundaries::Edge::Start);
    else
        end = WordBoundaries::next(*text, end, forward, WordBoundaries::Edge::End);
    if (end <= start)
        return;
    const Result<SpanAnchor> span = SpanAnchor::fromRange(*text, judgment.span->documentId, start, end);
    if (!span) {
        Q_EMIT statusMessage(span.error());
        return;
    }
    report(m_editor.moveSpan(judgment.uuid, *span));
}

void LabelingController::setPassageMode(bool on)
{
    m_passageMode = on;
    if (on) {
        startPassages(true);
        return;
    }
    m_passages.clear();
    m_passageIndex = -1;
    refreshHighlights();
    Q_EMIT passageChanged(-1, 0);
}

void LabelingController::startPassages(bool mayMoveOn)
{
    m_passages.clear();
    m_passageIndex = -1;
    if (m_questionId != 0)
        m_passages = PassageStore(m_editor.session().store()).forQuestion(m_questionId);
    const int first = firstUngradedPassage();
    if (first >= 0) {
        showPassage(first);
        return;
    }
    // Nothing left on this question: the stream goes on where there is,
    // unless the annotator chose this question to look at it.
    if (mayMoveOn && advanceToNextQuestion())
        return;
    countPassagesLeft();
    if (m_passages.empty()) {
        refreshHighlights();
        Q_EMIT passageChanged(-1, 0);
        Q_EMIT statusMessage(m_passagesLeft == 0 ? tr("No candidate passages are queued yet.")
                                                 : tr("This question has no candidate passages; press S for the next "
                                                      "question with passages left."));
        return;
    }
    Q_EMIT statusMessage(m_passagesLeft == 0 ? tr("Every queued passage is graded.")
                                             : tr("Every passage of this question is graded; press S for the next "
                                                  "question with passages left."));
    showPassage(mayMoveOn ? int(m_passages.size()) - 1 : 0);
}

const Passage *LabelingController::currentPassage() const
{
    if (!m_passageMode || m_passageIndex < 0 || m_passageIndex >= int(m_passages.size()))
        return nullptr;
    return &m_passages[size_t(m_passageIndex)];
}

int LabelingController::firstUngradedPassage() const
{
    QSet<qint64> graded;
    for (const Judgment &judgment : m_judgments->judgments()) {
        if (judgment.passageId != 0 && judgment.annotatorId == m_editor.annotator().id)
            graded.insert(judgment.passageId);
    }
    for (int i = 0; i < int(m_passages.size()); ++i) {
        if (!graded.contains(m_passages[size_t(i)].id))
            return i;
    }
    return -1;
}

QList<qint64> LabelingController::questionOrder() const
{
    if (m_questionOrder)
        return m_questionOrder();
    QList<qint64> order = PassageStore(m_editor.session().store()).ungradedByQuestion(m_editor.annotator().id).keys();
    std::sort(order.begin(), order.end());
    return order;
}

void LabelingController::countPassagesLeft()
{
    const QHash<qint64, int> ungraded = PassageStore(m_editor.session().store()).ungradedByQuestion(m_editor.annotator().id);
    m_passagesLeft = 0;
    for (const qint64 questionId : questionOrder())
        m_passagesLeft += ungraded.value(questionId);
}

bool LabelingController::advanceToNextQuestion()
{
    const QHash<qint64, int> ungraded = PassageStore(m_editor.session().store()).ungradedByQuestion(m_editor.annotator().id);
    const QList<qint64> order = questionOrder();
    const qsizetype from = order.indexOf(m_questionId);
    for (qsizetype step = 1; step <= order.size(); ++step) {
        const qint64 candidate = order[(from + step) % order.size()];
        if (candidate == m_questionId || ungraded.value(candidate) == 0)
            continue;
        Q_EMIT questionRequested(candidate);
        // Nobody showing questions took it up: follow it here.
        if (m_questionId != candidate)
            setQuestion(candidate);
        return true;
    }
    return false;
}

void LabelingController::showPassage(int index)
{
    if (m_passages.empty())
        return;
    if (index >= int(m_passages.size())) {
        if (advanceToNextQuestion())
            return;
        countPassagesLeft();
        Q_EMIT statusMessage(m_passagesLeft == 0 ? tr("Every queued passage is graded.")
                                                 : tr("That was the last passage of this question; the passages left are ones "
                                                      "you skipped."));
        index = int(m_passages.size()) - 1;
    }
    m_passageIndex = std::max(0, index);
    const Passage &passage = m_passages[size_t(m_passageIndex)];
    if (m_pane.showDocument(passage.span.documentId))
        m_pane.view()->scrollToRange(passage.span.start, passage.span.end);
    countPassagesLeft();
    refreshHighlights();
    Q_EMIT passageChanged(m_passageIndex, int(m_passages.size()));
}

void LabelingController::addSelectionAsPassage()
{
    if (m_editor.annotator().role != AnnotatorRole::Lead) {
        Q_EMIT statusMessage(tr("Only a lead adds candidate passages."));
        return;
    }
    PdfView *view = m_pane.view();
    if (m_questionId == 0 || !view->hasSelection() || !view->text()) {
        Q_EMIT statusMessage(tr("Select the passage on the page first."));
        return;
    }
    const auto [start, end] = view->selection();
    const Result<SpanAnchor> span = SpanAnchor::fromRange(*view->text(), m_pane.documentId(), start, end);
    if (!span) {
        Q_EMIT statusMessage(span.error());
        return;
    }
    const Result<int> added = PassageStore(m_editor.session().store(), m_editor.actor())
                                  .enqueue(m_questionId, {*span}, QStringLiteral("lead"));
    if (!added) {
        Q_EMIT statusMessage(added.error());
        return;
    }
    view->clearSelection();
    Q_EMIT statusMessage(*added > 0 ? tr("Added to the question's candidate passages.")
                                    : tr("That passage is already a candidate."));
    if (m_passageMode)
        startPassages(false);
}

void LabelingController::skipPassage()
{
    if (!m_passageMode)
        return;
    if (!m_passages.empty())
        showPassage(m_passageIndex + 1);
    else if (!advanceToNextQuestion())
        Q_EMIT statusMessage(tr("No other question has passages left."));
}

void LabelingController::previousPassage()
{
    if (m_passageMode && m_passageIndex > 0)
        showPassage(m_passageIndex - 1);
}

} // namespace touchstone
