#include "questionlistmodel.h"

#include "labeleditor.h"
#include "projectsession.h"

#include "annotation/questionstore.h"

#include <QSqlQuery>

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

QuestionListModel::Status QuestionListModel::loadStatus(qint64 questionId) const
{
    Status status;
    QSqlQuery query(m_editor.session().store().database());
    query.prepare(QStringLiteral("SELECT kind, count(*) FROM judgments WHERE question_id = ? AND annotator_id = ? "
                                 "GROUP BY kind"));
    query.addBindValue(questionId);
    query.addBindValue(m_editor.annotator().id);
    query.exec();
    while (query.next()) {
        const QString kind = query.value(0).toString();
        const int count = query.value(1).toInt();
        if (kind == QLatin1String("span"))
            status.spans = count;
        else if (kind == QLatin1String("passage"))
            status.passages = count;
        else
            status.unanswerable = count > 0;
    }
    return status;
}

void QuestionListModel::reload()
{
    beginResetModel();
    m_questions = QuestionStore(m_editor.session().store()).all();
    m_status.clear();
    m_assigned.clear();
    const qint64 annotatorId = m_editor.annotator().id;
    // Nobody chosen yet (the window opens before it knows who labels):
    // nobody's labels to count; annotatorChanged reloads.
    if (annotatorId == 0) {
        endResetModel();
        return;
    }
    // One query for every question's status: the list must open fast on
    // projects with many questions and labels. Forward only: the rows are
    // read once, not cached for going back.
    QSqlQuery query(m_editor.session().store().database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT question_id, kind, count(*) FROM judgments WHERE annotator_id = ? "
                                 "GROUP BY question_id, kind"));
    query.addBindValue(annotatorId);
    query.exec();
    while (query.next()) {
        Status &status = m_status[query.value(0).toLongLong()];
        const QString kind = query.value(1).toString();
        const int count = query.value(2).toInt();
        if (kind == QLatin1String("span"))
            status.spans = count;
        else if (kind == QLatin1String("passage"))
            status.passages = count;
        else
            status.unanswerable = count > 0;
    }
    QSqlQuery assigned(m_editor.session().store().database());
    assigned.setForwardOnly(true);
    assigned.prepare(QStringLiteral("SELECT question_id FROM assignments WHERE annotator_id = ?"));
    assigned.addBindValue(annotatorId);
    assigned.exec();
    while (assigned.next())
        m_assigned.insert(assigned.value(0).toLongLong(), true);
    endResetModel();
}

void QuestionListModel::refreshQuestion(qint64 questionId)
{
    const int row = rowOf(questionId);
    if (row < 0)
        return;
    m_status.insert(questionId, loadStatus(questionId));
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

int QuestionListModel::nextUnlabeled(int row, bool forward) const
{
    const int count = int(m_questions.size());
    for (int step = 1; step <= count; ++step) {
        const int candidate = ((row + (forward ? step : -step)) % count + count) % count;
        if (!m_status.value(m_questions[size_t(candidate)].id).labeled())
            return candidate;
    }
    return -1;
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
