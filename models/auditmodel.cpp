#include "auditmodel.h"

#include "projectsession.h"

#include "annotation/auditstore.h"

#include <QDateTime>
#include <QLocale>

namespace touchstone {

AuditModel::AuditModel(ProjectSession &session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    reload();
}

void AuditModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_complete = false;
    endResetModel();
    fetch(500);
}

void AuditModel::fetch(int count)
{
    const Result<std::vector<AuditEntry>> page =
        AuditStore(m_session.store()).page(m_rows.empty() ? 0 : m_rows.back().id, count);
    if (!page) {
        // Not "no more history": the trail could not be read.
        m_complete = true;
        m_error = tr("cannot read the audit trail: %1").arg(page.error());
        Q_EMIT failed(m_error);
        return;
    }
    m_error.clear();
    m_complete = int(page->size()) < count;
    if (page->empty())
        return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + page->size()) - 1);
    m_rows.insert(m_rows.end(), page->begin(), page->end());
    endInsertRows();
}

bool AuditModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_complete;
}

void AuditModel::fetchMore(const QModelIndex &parent)
{
    if (!parent.isValid())
        fetch(500);
}

int AuditModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AuditModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AuditModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()) || role != Qt::DisplayRole)
        return {};
    const AuditEntry &row = m_rows[size_t(index.row())];
    switch (index.column()) {
    case TimeColumn:
        return QLocale().toString(QDateTime::fromString(row.at, Qt::ISODateWithMs).toLocalTime(), QLocale::ShortFormat);
    case ActorColumn: return row.actor;
    case ActionColumn: return row.action;
    case EntityColumn: return row.entity;
    case DetailColumn: return row.detail;
    }
    return {};
}

QVariant AuditModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn: return tr("When");
    case ActorColumn: return tr("Who");
    case ActionColumn: return tr("Action");
    case EntityColumn: return tr("What");
    case DetailColumn: return tr("Detail");
    }
    return {};
}

} // namespace touchstone
