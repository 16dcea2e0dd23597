#include "reportlistmodel.h"

#include "projectsession.h"

#include <QLocale>

namespace touchstone {

ReportListModel::ReportListModel(ProjectSession &session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    reload();
}

void ReportListModel::reload()
{
    beginResetModel();
    m_reports = ReportStore(m_session.store()).list();
    endResetModel();
}

const ReportRecord *ReportListModel::report(int row) const
{
    return row >= 0 && row < int(m_reports.size()) ? &m_reports[size_t(row)] : nullptr;
}

int ReportListModel::rowOf(const QString &uuid) const
{
    for (size_t r = 0; r < m_reports.size(); ++r) {
        if (m_reports[r].uuid == uuid)
            return int(r);
    }
    return -1;
}

int ReportListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_reports.size());
}

int ReportListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReportListModel::data(const QModelIndex &index, int role) const
{
    const ReportRecord *entry = index.isValid() ? report(index.row()) : nullptr;
    if (!entry)
        return {};
    if (role == UuidRole)
        return entry->uuid;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TitleColumn: return entry->title;
    case KindColumn:
        if (entry->kind == QLatin1String("retrieval"))
            return tr("retrieval");
        if (entry->kind == QLatin1String("judge"))
            return tr("judge");
        return tr("comparison");
    case CreatedColumn: return QLocale().toString(entry->createdAt.toLocalTime(), QLocale::ShortFormat);
    }
    return {};
}

QVariant ReportListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TitleColumn: return tr("Report");
    case KindColumn: return tr("Kind");
    case CreatedColumn: return tr("Written");
    }
    return {};
}

} // namespace touchstone
