#include "auditmodel.h"

#include "projectsession.h"

#include <QDateTime>
#include <QLocale>
#include <QSqlQuery>

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
    QSqlQuery query(m_session.store().database());
    query.prepare(QStringLiteral("SELECT id, at, actor, action, entity || ' ' || entity_id, detail FROM audit "
                                 "WHERE id < ? ORDER BY id DESC LIMIT ?"));
    query.addBindValue(m_rows.empty() ? std::numeric_limits<qint64>::max() : m_rows.back().id);
    query.addBindValue(count);
    query.exec();
    std::vector<Row> fetched;
    while (query.next()) {
        fetched.push_back({query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString(),
                           query.value(3).toString(), query.value(4).toString(), query.value(5).toString()});
    }
    m_complete = int(fetched.size()) < count;
    if (fetched.empty())
        return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + fetched.size()) - 1);
    m_rows.insert(m_rows.end(), fetched.begin(), fetched.end());
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
    const Row &row = m_rows[size_t(index.row())];
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
