#pragma once

#include <QAbstractTableModel>

#include <vector>

namespace touchstone {

class ProjectSession;

// The audit trail: who changed what and when, newest first. Reads in pages
// so a long history opens at once.
class AuditModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TimeColumn, ActorColumn, ActionColumn, EntityColumn, DetailColumn, ColumnCount };

    explicit AuditModel(ProjectSession &session, QObject *parent = nullptr);

    void reload();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

private:
    struct Row
    {
        qint64 id;
        QString at, actor, action, entity, detail;
    };
    void fetch(int count);

    ProjectSession &m_session;
    std::vector<Row> m_rows;
    bool m_complete = false;
};

} // namespace touchstone
