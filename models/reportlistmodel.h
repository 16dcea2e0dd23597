#pragma once

#include "annotation/reportstore.h"

#include <QAbstractTableModel>

#include <vector>

namespace touchstone {

class ProjectSession;

// The reports stored in the project, newest first (without their bodies).
class ReportListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TitleColumn, KindColumn, CreatedColumn, ColumnCount };
    enum Role { UuidRole = Qt::UserRole + 1 };

    explicit ReportListModel(ProjectSession &session, QObject *parent = nullptr);

    void reload();
    const ReportRecord *report(int row) const;
    int rowOf(const QString &uuid) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ProjectSession &m_session;
    std::vector<ReportRecord> m_reports;
};

} // namespace touchstone
