#pragma once

#include <QSortFilterProxyModel>

namespace touchstone {

// Filters the question list by text, stratum, split, "still to label" and
// "assigned to me".
class QuestionFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit QuestionFilterProxy(QObject *parent = nullptr);

    void setSearch(const QString &text);
    void setStratum(const QString &stratum); // empty: all
    void setSplit(const QString &split);     // empty: all
    void setUnlabeledOnly(bool on);
    void setAssignedOnly(bool on);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_search;
    QString m_stratum;
    QString m_split;
    bool m_unlabeledOnly = false;
    bool m_assignedOnly = false;
};

} // namespace touchstone
