#pragma once

#include "annotation/runstore.h"

#include <QAbstractTableModel>

#include <vector>

namespace touchstone {

class ProjectSession;

// The eval runs of a project with the headline numbers of their latest
// stored evaluation, one row per run in import order.
class RunListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        VersionColumn,
        LevelColumn,
        ImportedColumn,
        QuestionsColumn,
        RecallColumn,
        NdcgColumn,
        MrrColumn,
        SuccessColumn,
        JudgedColumn,
        ColumnCount
    };
    enum Role {
        RunIdRole = Qt::UserRole + 1,
        ValueRole,         // the column's number (double), invalid when undefined
        JudgedWarningRole, // bool: judged@10 below 0.8 (methodology §3.6)
    };

    explicit RunListModel(ProjectSession &session, QObject *parent = nullptr);

    void reload();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const RunListEntry *entry(int row) const;
    int rowOf(qint64 runId) const;
    // The metric a column shows ("recall@10"), or empty.
    static QString metricOf(int column);

private:
    QVariant display(const RunListEntry &entry, int column) const;
    QVariant toolTip(const RunListEntry &entry, int column) const;

    ProjectSession &m_session;
    std::vector<RunListEntry> m_entries;
};

// A metric value as the browser shows it: three decimals, "—" when undefined.
QString formatMetric(const std::optional<double> &value);

} // namespace touchstone
