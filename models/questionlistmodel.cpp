#include "questionlistmodel.h"

#include "labeleditor.h"
#include "projectsession.h"

#include "annotation/assignmentstore.h"
#include "annotation/labelingprogress.h"
#include "annotation/questionstore.h"

namespace touchstone {

QuestionListModel::QuestionListModel(LabelEditor &editor, QObject *parent)
    : QAbstractTableModel(parent)
    , m_editor(editor)
{
    connect(&editor, &LabelEditor::questionsChanged, this, &QuestionListModel::reload);
    connect(&editor, &LabelEditor::annotatorChanged, this, &QuestionListModel::reload);
    connect(&editor, &LabelEditor::labelsChanged, this, &QuestionListModel::refreshQuestion);
    reload();
}

namespace {

QString readError(const QString &error)
{
    return QuestionListModel::tr("cannot read the labeling status: %1").arg(error);
}

} // namespace

QuestionListModel::Status QuestionListModel::statusOf(const LabelingProgress::Counts &counts)
{
    return {counts.spans, counts.passageGrades, counts.unanswerable};
}

void QuestionListModel::fail(const QString &message)
{
    m_error = message;
    Q_EMIT failed(message);
}

void QuestionListModel::reload()
{
    beginResetModel();
    m_questions = QuestionStore(m_editor.session().store()).all();
    m_status.clear();
    m_assigned.clear();
    m_error.clear();
    const qint64 annotatorId = m_editor.annotator().id;
    // Nobody chosen yet (the window opens before it knows who labels):
    // nobody's labels to count; annotatorChanged reloads.
    if (annotatorId == 0) {
        endResetModel();
        return;
    }
    const ProjectStore &store = m_editor.session().store();
    const auto counts = LabelingProgress(store).countsOf(annotatorId);
    const auto assigned = AssignmentStore(store).questionsOf(annotatorId);
    if (counts) {
        for (auto it = counts->cbegin(); it != counts->cend(); ++it)
            m_status.insert(it.key(), statusOf(it.value()));
    }
    if (assigned) {
        for (const qint64 questionId : *assigned)
            m_assigned.insert(questionId, true);
    }
    endResetModel();
    if (!counts)
        fail(readError(counts.error()));
    else if (!assigned)
        fail(readError(assigned.error()));
}

void QuestionListModel::refreshQuestion(qint64 questionId)
{
    const int row = rowOf(questionId);
    if (row < 0)
        return;
    const auto counts = LabelingProgress(m_editor.session().store()).countsOf(m_editor.annotator().id, questionId);
    if (!counts) {
        fail(readError(counts.error()));
        return;
    }
    m_status.insert(questionId, statusOf(counts->value(questionId)));
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int QuestionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_questions.size());
}

int QuestionListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int QuestionListModel::rowOf(qint64 questionId) const
{
    for (int row = 0; row < int(m_questions.size()); ++row) {
        if (m_questions[size_t(row)].id == questionId)
            return row;
    }
    return -1;
}

const Question *QuestionListModel::question(int row) const
{
    return row >= 0 && row < int(m_questions.size()) ? &m_questions[size_t(row)] : nullptr;
}

QString QuestionListModel::statusText(const Question &question, const Status &status) const
{
    if (status.unanswerable)
        return tr("unanswerable");
    if (status.spans > 0 || status.passages > 0)
        return tr("%n label(s)", nullptr, status.spans + status.passages);
    return question.answerable ? tr("to label") : tr("to label (no answer expected)");
}

namespace {

// A cell shows at most this much of a question: laying out a text of
// megabytes (a table measuring its column) took seconds, and 200 MB crashed
// in QTextEngine. The whole text stays in the question panel's editor.
constexpr qsizetype kMaxCell = 300;
constexpr qsizetype kMaxToolTip = 2000;

QString shortened(const QString &text, qsizetype max)
{
    if (text.size() <= max)
        return text;
    return text.left(max - 1) + QChar(0x2026);
}

} // namespace

QVariant QuestionListModel::data(const QModelIndex &index, int role) const
{
    const Question *q = question(index.row());
    if (!q)
        return {};
    const Status status = m_status.value(q->id);
    switch (role) {
    case QuestionIdRole: return q->id;
    case LabeledRole: return status.labeled();
    case StratumRole: return q->stratum;
    case SplitRole: return splitKey(q->split);
    case AssignedRole: return m_assigned.isEmpty() || m_assigned.contains(q->id);
    case Qt::ToolTipRole: return shortened(q->text, kMaxToolTip);
    case Qt::DisplayRole:
        switch (index.column()) {
        case IdColumn: return shortened(q->externalId, kMaxCell);
        case TextColumn: return shortened(q->text, kMaxCell);
        case StratumColumn: return q->stratum;
        case SplitColumn: return splitKey(q->split);
        case StatusColumn: return statusText(*q, status);
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant QuestionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IdColumn: return tr("Id");
    case TextColumn: return tr("Question");
    case StratumColumn: return tr("Stratum");
    case SplitColumn: return tr("Split");
    case StatusColumn: return tr("Status");
    }
    return {};
}

} // namespace touchstone
