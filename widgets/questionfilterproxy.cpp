#include "questionfilterproxy.h"

#include "models/questionlistmodel.h"

namespace touchstone {

QuestionFilterProxy::QuestionFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void QuestionFilterProxy::setSearch(const QString &text)
{
    m_search = text.trimmed();
    invalidateFilter();
}

void QuestionFilterProxy::setStratum(const QString &stratum)
{
    m_stratum = stratum;
    invalidateFilter();
}

void QuestionFilterProxy::setSplit(const QString &split)
{
    m_split = split;
    invalidateFilter();
}

void QuestionFilterProxy::setUnlabeledOnly(bool on)
{
    m_unlabeledOnly = on;
    invalidateFilter();
}

void QuestionFilterProxy::setAssignedOnly(bool on)
{
    m_assignedOnly = on;
    invalidateFilter();
}

bool QuestionFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_stratum.isEmpty() && index.data(QuestionListModel::StratumRole).toString() != m_stratum)
        return false;
    if (!m_split.isEmpty() && index.data(QuestionListModel::SplitRole).toString() != m_split)
        return false;
    if (m_unlabeledOnly && index.data(QuestionListModel::LabeledRole).toBool())
        return false;
    if (m_assignedOnly && !index.data(QuestionListModel::AssignedRole).toBool())
        return false;
    if (m_search.isEmpty())
        return true;
    const QString id = index.data().toString();
    const QString text = sourceModel()->index(sourceRow, QuestionListModel::TextColumn, sourceParent).data().toString();
    return id.contains(m_search, Qt::CaseInsensitive) || text.contains(m_search, Qt::CaseInsensitive);
}

} // namespace touchstone
