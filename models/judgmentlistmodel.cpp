#include "judgmentlistmodel.h"

#include "labeleditor.h"
#include "projectsession.h"

#include "annotation/annotatorstore.h"
#include "annotation/documentstore.h"
#include "annotation/judgmentstore.h"

namespace touchstone {

QString gradeLabel(int grade)
{
    switch (grade) {
    case 0: return JudgmentListModel::tr("0 — irrelevant");
    case 1: return JudgmentListModel::tr("1 — related");
    case 2: return JudgmentListModel::tr("2 — partially answers");
    case 3: return JudgmentListModel::tr("3 — fully answers");
    }
    return JudgmentListModel::tr("no answer in the corpus");
}

JudgmentListModel::JudgmentListModel(LabelEditor &editor, QObject *parent)
    : QAbstractTableModel(parent)
    , m_editor(editor)
{
    connect(&editor, &LabelEditor::labelsChanged, this, [this](qint64 questionId) {
        if (questionId == m_questionId)
            reload();
    });
    connect(&editor, &LabelEditor::annotatorChanged, this, [this] {
        if (!canSeeOthers())
            m_blind = true;
        reload();
    });
}

bool JudgmentListModel::canSeeOthers() const
{
    return m_editor.annotator().role != AnnotatorRole::Annotator;
}

void JudgmentListModel::setQuestion(qint64 questionId)
{
    m_questionId = questionId;
    reload();
}

void JudgmentListModel::setBlind(bool blind)
{
    m_blind = blind || !canSeeOthers();
    reload();
}

void JudgmentListModel::reload()
{
    beginResetModel();
    m_judgments.clear();
    if (m_questionId != 0 && m_editor.annotator().id != 0) {
        const JudgmentStore store(m_editor.session().store());
        m_judgments = store.forQuestion(m_questionId, m_blind ? m_editor.annotator().id : 0);
    }
    m_annotatorNames.clear();
    for (const Annotator &annotator : AnnotatorStore(m_editor.session().store()).all())
        m_annotatorNames.insert(annotator.id, annotator.name);
    endResetModel();
}

int JudgmentListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_judgments.size());
}

int JudgmentListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int JudgmentListModel::rowOf(const QString &uuid) const
{
    for (int row = 0; row < int(m_judgments.size()); ++row) {
        if (m_judgments[size_t(row)].uuid == uuid)
            return row;
    }
    return -1;
}

QString JudgmentListModel::documentName(qint64 documentId) const
{
    if (!m_documentNames.contains(documentId)) {
        const auto document = DocumentStore(m_editor.session().store()).document(documentId);
        m_documentNames.insert(documentId, document ? (document->title.isEmpty() ? document->fileName : document->title)
                                                    : QString());
    }
    return m_documentNames.value(documentId);
}

QVariant JudgmentListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_judgments.size()))
        return {};
    const Judgment &judgment = m_judgments[size_t(index.row())];
    switch (role) {
    case UuidRole: return judgment.uuid;
    case DocumentIdRole: return judgment.span ? judgment.span->documentId : 0;
    case StartRole: return judgment.span ? judgment.span->start : -1;
    case EndRole: return judgment.span ? judgment.span->end : -1;
    case GradeRole: return judgment.grade;
    case KindRole: return int(judgment.kind);
    case AnnotatorIdRole: return judgment.annotatorId;
    case Qt::EditRole:
        if (index.column() == GradeColumn)
            return judgment.grade;
        if (index.column() == NoteColumn)
            return judgment.note;
        break;
    case Qt::ToolTipRole:
        if (judgment.span)
            return judgment.span->formContent ? tr("%1\n(form field value)").arg(judgment.span->exact) : judgment.span->exact;
        break;
    case Qt::DisplayRole:
        switch (index.column()) {
        case GradeColumn: return gradeLabel(judgment.grade);
        case DocumentColumn: return judgment.span ? documentName(judgment.span->documentId) : QString();
        case PageColumn: return judgment.span ? QVariant(judgment.span->page + 1) : QVariant();
        case QuoteColumn: {
            if (!judgment.span)
                return tr("(no span)");
            const QString quote = judgment.span->exact.simplified();
            return quote.size() > 120 ? quote.left(117) + QStringLiteral("…") : quote;
        }
        case NoteColumn: return judgment.note;
        case AnnotatorColumn: return m_annotatorNames.value(judgment.annotatorId);
        }
        break;
    default:
        break;
    }
    return {};
}

bool JudgmentListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid())
        return false;
    const QString uuid = m_judgments[size_t(index.row())].uuid; // the change resets the rows
    Status status = Status::failure(QString());
    if (index.column() == GradeColumn)
        status = m_editor.setGrade(uuid, value.toInt());
    else if (index.column() == NoteColumn)
        status = m_editor.setNote(uuid, value.toString());
    else
        return false;
    if (!status) {
        m_editor.reportFailure(status.error());
        return false;
    }
    return true;
}

Qt::ItemFlags JudgmentListModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return flags;
    const Judgment &judgment = m_judgments[size_t(index.row())];
    const bool own = judgment.annotatorId == m_editor.annotator().id;
    const bool editable = own && !m_editor.session().isReadOnly()
                          && ((index.column() == GradeColumn && judgment.kind != JudgmentKind::Unanswerable)
                              || index.column() == NoteColumn);
    return editable ? flags | Qt::ItemIsEditable : flags;
}

QVariant JudgmentListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case GradeColumn: return tr("Grade");
    case DocumentColumn: return tr("Document");
    case PageColumn: return tr("Page");
    case QuoteColumn: return tr("Passage");
    case NoteColumn: return tr("Note");
    case AnnotatorColumn: return tr("Annotator");
    }
    return {};
}

} // namespace touchstone
