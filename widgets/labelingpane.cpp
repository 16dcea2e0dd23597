#include "labelingpane.h"

#include "gradecolors.h"
#include "labelingcontroller.h"

#include "annotation/question.h"
#include "models/judgmentlistmodel.h"
#include "models/labeleditor.h"
#include "models/projectsession.h"
#include "metrics/argtext.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableView>
#include <QVBoxLayout>

namespace touchstone {

LabelingPane::LabelingPane(LabelEditor &editor, LabelingController &controller, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_controller(controller)
{
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_details = new QLabel(this);
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::PlainText);

    auto *grades = new QHBoxLayout;
    for (int g = 0; g <= 3; ++g) {
        auto *button = new QPushButton(QString::number(g), this);
        button->setToolTip(gradeLabel(g));
        button->setMinimumWidth(44);
        button->setStyleSheet(QStringLiteral("QPushButton { border-left: 6px solid %1; }").arg(gradeColor(g).name()));
        connect(button, &QPushButton::clicked, &controller, [&controller, g] { controller.grade(g); });
        m_gradeButtons[g] = button;
        grades->addWidget(button);
    }
    m_unanswerable = new QPushButton(tr("No answer in the corpus"), this);
    m_unanswerable->setToolTip(tr("Mark this question unanswerable (U)"));
    connect(m_unanswerable, &QPushButton::clicked, &controller, &LabelingController::markUnanswerable);

    m_passageMode = new QCheckBox(tr("Passage mode"), this);
    m_passageMode->setToolTip(tr("Grade the queued candidate passages one by one, question after question: "
                                 "0–3 grades and moves on, S skips, Backspace goes back."));
    m_passageLabel = new QLabel(this);
    m_passageLabel->setWordWrap(true);
    m_passageText = new QPlainTextEdit(this);
    m_passageText->setReadOnly(true);
    m_passageText->setFrameShape(QFrame::StyledPanel);
    QFont passageFont = m_passageText->font();
    passageFont.setPointSizeF(passageFont.pointSizeF() * 1.2);
    m_passageText->setFont(passageFont);
    m_passageText->setFocusPolicy(Qt::NoFocus); // the keys stay with the page
    m_passageText->setMinimumHeight(QFontMetrics(passageFont).lineSpacing() * 5);
    m_passageText->hide();
    connect(m_passageMode, &QCheckBox::toggled, &controller, &LabelingController::setPassageMode);
    connect(m_passageMode, &QCheckBox::toggled, this, [this](bool on) {
        // The passage takes the room the span list had.
        m_passageText->setVisible(on);
        m_spans->setVisible(!on);
    });
    connect(&controller, &LabelingController::passageChanged, this, &LabelingPane::updatePassageLabel);

    m_showOthers = new QCheckBox(tr("Show other annotators' labels"), this);
    connect(m_showOthers, &QCheckBox::toggled, this, [this](bool on) { m_controller.judgments()->setBlind(!on); });
    connect(&editor, &LabelEditor::annotatorChanged, this, &LabelingPane::updateBlindToggle);

    m_spans = new QTableView(this);
    m_spans->setModel(controller.judgments());
    m_spans->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_spans->setSelectionMode(QAbstractItemView::SingleSelection);
    m_spans->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_spans->verticalHeader()->hide();
    QHeaderView *header = m_spans->horizontalHeader();
    // Fitted to the first rows of each reset rather than measured over every
    // label of the question on every layout (ResizeToContents): a question
    // with everyone's labels shown has thousands.
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(JudgmentListModel::QuoteColumn, QHeaderView::Stretch);
    header->setResizeContentsPrecision(200);
    auto fitColumns = [this] {
        for (const int column : {JudgmentListModel::GradeColumn, JudgmentListModel::PageColumn, JudgmentListModel::NoteColumn,
                                 JudgmentListModel::AnnotatorColumn})
            m_spans->resizeColumnToContents(column);
    };
    connect(controller.judgments(), &QAbstractItemModel::modelReset, m_spans, fitColumns);
    fitColumns();
    header->resizeSection(JudgmentListModel::DocumentColumn, 110);
    m_spans->setWordWrap(false);
    m_spans->setTextElideMode(Qt::ElideRight);
    m_spans->verticalHeader()->setDefaultSectionSize(m_spans->fontMetrics().height() + 8);
    // Whose label it is matters only when others' labels are shown.
    auto updateAnnotatorColumn = [this] {
        m_spans->setColumnHidden(JudgmentListModel::AnnotatorColumn, m_controller.judgments()->isBlind());
    };
    connect(controller.judgments(), &QAbstractItemModel::modelReset, this, updateAnnotatorColumn);
    connect(m_spans, &QTableView::clicked, this, [this](const QModelIndex &index) {
        m_controller.revealJudgment(index.data(JudgmentListModel::UuidRole).toString());
    });
    connect(&controller, &LabelingController::selectionChanged, this, [this](const QString &uuid) {
        const int row = m_controller.judgments()->rowOf(uuid);
        if (row >= 0)
            m_spans->selectRow(row);
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_details);
    layout->addLayout(grades);
    layout->addWidget(m_unanswerable);
    auto *passageRow = new QHBoxLayout;
    passageRow->addWidget(m_passageMode);
    layout->addLayout(passageRow);
    layout->addWidget(m_passageLabel);
    layout->addWidget(m_passageText, 1);
    layout->addWidget(m_showOthers);
    layout->addWidget(m_spans, 1);
    showQuestion(nullptr);
    updateBlindToggle();
}

void LabelingPane::updateBlindToggle()
{
    const bool allowed = m_controller.judgments()->canSeeOthers();
    m_showOthers->setVisible(allowed);
    if (!allowed)
        m_showOthers->setChecked(false);
}

void LabelingPane::showQuestion(const Question *question)
{
    const bool enabled = question != nullptr && !m_editor.session().isReadOnly();
    for (QPushButton *button : m_gradeButtons)
        button->setEnabled(enabled);
    m_unanswerable->setEnabled(enabled);
    m_passageMode->setEnabled(question != nullptr);
    if (!question) {
        m_title->setText(tr("No question selected"));
        m_details->setText(tr("Pick a question on the left, select the passage that answers it on the page, "
                              "and press 0–3."));
        return;
    }
    m_title->setText(question->text);
    QStringList details{tr("%1 · %2").arg(question->externalId, question->stratum)};
    if (question->split != Split::Unassigned)
        details << splitKey(question->split);
    if (!question->answerable)
        details << tr("no answer expected in the corpus");
    if (!question->referenceAnswer.isEmpty())
        details << tr("Reference answer: %1").arg(question->referenceAnswer);
    m_details->setText(details.join(QStringLiteral(" · ")));
}

void LabelingPane::updatePassageLabel(int index, int count)
{
    const int left = m_controller.passagesLeft();
    if (!m_controller.passageMode()) {
        m_passageLabel->clear();
        m_passageText->clear();
        return;
    }
    const Passage *passage = m_controller.currentPassage();
    if (index < 0 || !passage) {
        if (left > 0) {
            m_passageLabel->setText(tr("This question has no candidate passages; %n passage(s) left in the queue. "
                                       "Press S to go on.", nullptr, left));
            m_passageText->clear();
            return;
        }
        m_passageLabel->setText(tr("No candidate passages are queued."));
        m_passageText->setPlainText(
            tr("To fill the queue:\n"
               "• in Eval Runs, choose a run and press “Queue Unjudged Top-k for Judging”;\n"
               "• or run: touchstone runs holes PROJECT RUN --queue\n"
               "• or, as a lead, select text on the page and press %1.")
                .arg(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P).toString(QKeySequence::NativeText)));
        return;
    }
    const QString place = tr("Passage %1 of %2 for this question").arg(argText(index + 1), argText(count));
    m_passageLabel->setText(left == 0 ? tr("%1 · every queued passage is graded").arg(place)
                                      : tr("%1 · %n left in the queue", nullptr, left).arg(place));
    // Read as a paragraph: the page's line breaks go, a word broken at a
    // line end is joined again (a soft hyphen disappears, a hyphen stays).
    QString text = passage->span.exact;
    text.remove(QRegularExpression(QStringLiteral("\u00AD\\s*\n\\s*")));
    text.replace(QRegularExpression(QStringLiteral("-\\s*\n\\s*(?=\\p{L})")), QStringLiteral("-"));
    m_passageText->setPlainText(text.simplified());
}

void LabelingPane::togglePassageMode()
{
    if (m_passageMode->isEnabled())
        m_passageMode->toggle();
}

QString LabelingPane::passageText() const
{
    return m_passageText->toPlainText();
}

QString LabelingPane::passageStatus() const
{
    return m_passageLabel->text();
}

} // namespace touchstone
