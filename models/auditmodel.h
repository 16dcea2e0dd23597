#pragma once

#include "annotation/auditstore.h"

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
    // Why the last read failed, empty when it did not.
    QString error() const { return m_error; }

Q_SIGNALS:
    void failed(const QString &message);

private:
    void fetch(int count);

    ProjectSession &m_session;
    std::vector<AuditEntry> m_rows;
    bool m_complete = false;
    QString m_error;
};

} // namespace touchstone
