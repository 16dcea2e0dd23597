#include "progressmodel.h"

#include "projectsession.h"

#include "annotation/labelingprogress.h"

namespace touchstone {

ProgressModel::ProgressModel(ProjectSession &session, View view, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
    , m_view(view)
{
    if (view == View::ByAnnotator)
        m_headers = {tr("Annotator"), tr("Role"), tr("Assigned"), tr("Questions labeled"), tr("Spans"),
                     tr("Unanswerable"), tr("Passage grades"), tr("Last label")};
    else
        m_headers = {tr("Question"), tr("Stratum"), tr("Split"), tr("Annotators"), tr("Labels")};
    reload();
}

void ProgressModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_error.clear();
    const LabelingProgress progress(m_session.store());
    if (m_view == View::ByAnnotator) {
        const auto annotators = progress.byAnnotator();
        if (annotators) {
            for (const LabelingProgress::Annotator &a : *annotators)
                m_rows.push_back({a.name, a.role, a.assigned, a.questionsLabeled, a.spans, a.unanswerable,
                                  a.passageGrades, a.lastLabel});
        } else {
            m_error = annotators.error();
        }
    } else {
        const auto questions = progress.byQuestion();
        if (questions) {
            for (const LabelingProgress::Question &q : *questions)
                m_rows.push_back({q.externalId, q.stratum, q.split, q.annotators, q.labels});
        } else {
            m_error = questions.error();
        }
    }
    endResetModel();
    if (!m_error.isEmpty()) {
        m_error = tr("cannot read the progress: %1").arg(m_error);
        Q_EMIT failed(m_error);
    }
}

int ProgressModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ProgressModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_headers.size());
}

QVariant ProgressModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const QVariant &value = m_rows[size_t(index.row())][size_t(index.column())];
    if (role == Qt::DisplayRole || role == Qt::EditRole)
        return value;
    if (role == Qt::TextAlignmentRole && value.typeId() != QMetaType::QString)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ProgressModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return m_headers.value(section);
    return {};
}

} // namespace touchstone
