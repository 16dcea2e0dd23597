#pragma once

#include "annotation/labelingprogress.h"
#include "annotation/question.h"

#include <QAbstractTableModel>
#include <QHash>

#include <vector>

namespace touchstone {

class LabelEditor;

// The questions of the project as the current annotator sees them: their
// own labeling status only (blind by default). Rows follow the store;
// changes arrive through the editor's signals.
class QuestionListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { IdColumn, TextColumn, StratumColumn, SplitColumn, StatusColumn, ColumnCount };
    enum Role {
        QuestionIdRole = Qt::UserRole + 1,
        LabeledRole,      // bool: the current annotator labeled it (spans, grades or "unanswerable")
        StratumRole,
        SplitRole,        // "dev", "test" or ""
        AssignedRole,     // bool: assigned to the current annotator (true when nothing is assigned)
    };

    explicit QuestionListModel(LabelEditor &editor, QObject *parent = nullptr);

    void reload();
    void refreshQuestion(qint64 questionId);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    int rowOf(qint64 questionId) const;
    const Question *question(int row) const;
    // Why the last read failed, empty when it did not.
    QString error() const { return m_error; }

Q_SIGNALS:
    void failed(const QString &message);

private:
    struct Status
    {
        int spans = 0;
        int passages = 0;
        bool unanswerable = false;
        bool labeled() const { return spans > 0 || passages > 0 || unanswerable; }
    };
    static Status statusOf(const LabelingProgress::Counts &counts);
    void fail(const QString &message);
    QString statusText(const Question &question, const Status &status) const;

    LabelEditor &m_editor;
    std::vector<Question> m_questions;
    QHash<qint64, Status> m_status;
    QHash<qint64, bool> m_assigned;
    QString m_error;
};

} // namespace touchstone
