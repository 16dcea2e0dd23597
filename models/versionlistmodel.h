#pragma once

#include "annotation/goldversionstore.h"

#include <QAbstractTableModel>

#include <vector>

namespace touchstone {

class ProjectSession;

// The frozen golden-set versions of a project, newest first, with what
// their manifests say: parent, when and by whom, question, split, answer
// and span counts, κ binary. Versions are immutable, so the model is
// read-only; reload() after a freeze.
class VersionListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        VersionColumn,
        ParentColumn,
        BuiltAtColumn,
        BuiltByColumn,
        QuestionsColumn,
        SplitColumn,    // test / dev
        AnswerableColumn, // answerable / unanswerable
        SpansColumn,
        KappaColumn,    // κ binary, interval in the tooltip
        ColumnCount
    };
    enum Role {
        VersionNameRole = Qt::UserRole + 1, // QString
        VersionIdRole,                      // qint64
        SortRole,                           // a number or text that sorts as the column means
    };

    explicit VersionListModel(ProjectSession &session, QObject *parent = nullptr);

    void reload();

    // The version at `row`, or nullptr.
    const GoldVersionInfo *version(int row) const;
    int rowOf(const QString &version) const; // -1 when absent

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ProjectSession &m_session;
    std::vector<GoldVersionInfo> m_versions; // newest first
};

} // namespace touchstone
