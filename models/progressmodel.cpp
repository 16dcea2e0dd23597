#include "progressmodel.h"

#include "projectsession.h"

#include <QSqlQuery>

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
    QSqlQuery query(m_session.store().database());
    if (m_view == View::ByAnnotator) {
        query.exec(QStringLiteral(
            "SELECT a.name, a.role, "
            " (SELECT count(*) FROM assignments s WHERE s.annotator_id = a.id), "
            " (SELECT count(DISTINCT question_id) FROM judgments j WHERE j.annotator_id = a.id), "
            " (SELECT count(*) FROM judgments j WHERE j.annotator_id = a.id AND j.kind = 'span'), "
            " (SELECT count(*) FROM judgments j WHERE j.annotator_id = a.id AND j.kind = 'unanswerable'), "
            " (SELECT count(*) FROM judgments j WHERE j.annotator_id = a.id AND j.kind = 'passage'), "
            " (SELECT max(updated_at) FROM judgments j WHERE j.annotator_id = a.id) "
            "FROM annotators a ORDER BY a.name COLLATE NOCASE"));
    } else {
        query.exec(QStringLiteral(
            "SELECT q.external_id, q.stratum, coalesce(q.split, ''), count(DISTINCT j.annotator_id), count(j.id) "
            "FROM questions q LEFT JOIN judgments j ON j.question_id = q.id GROUP BY q.id ORDER BY q.external_id"));
    }
    const int columns = int(m_headers.size());
    while (query.next()) {
        std::vector<QVariant> row;
        for (int c = 0; c < columns; ++c)
            row.push_back(query.value(c));
        m_rows.push_back(std::move(row));
    }
    endResetModel();
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
