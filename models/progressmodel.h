#pragma once

#include <QAbstractTableModel>

#include <vector>

namespace touchstone {

class ProjectSession;

// How far labeling has come: per annotator (questions assigned, labeled,
// spans, "unanswerable" calls, passage grades, last activity) or per
// question (how many annotators labeled it, how many labels).
class ProgressModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class View { ByAnnotator, ByQuestion };

    ProgressModel(ProjectSession &session, View view, QObject *parent = nullptr);

    void reload();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // Why the last read failed, empty when it did not.
    QString error() const { return m_error; }

Q_SIGNALS:
    void failed(const QString &message);

private:
    ProjectSession &m_session;
    View m_view;
    QStringList m_headers;
    std::vector<std::vector<QVariant>> m_rows;
    QString m_error;
};

} // namespace touchstone
