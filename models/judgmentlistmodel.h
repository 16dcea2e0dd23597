#pragma once

#include "annotation/annotator.h"
#include "annotation/judgment.h"

#include <QAbstractTableModel>
#include <QHash>

#include <vector>

namespace touchstone {

class LabelEditor;

// The labels of one question. Blind by default: an annotator sees only
// their own; a lead or engineer may turn blind mode off to see everyone's.
// Editing a grade or a note goes through the editor (an undo command).
class JudgmentListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { GradeColumn, DocumentColumn, PageColumn, QuoteColumn, NoteColumn, AnnotatorColumn, ColumnCount };
    enum Role {
        UuidRole = Qt::UserRole + 1,
        DocumentIdRole,
        StartRole,
        EndRole,
        GradeRole,
        KindRole,        // JudgmentKind as int
        AnnotatorIdRole,
    };

    explicit JudgmentListModel(LabelEditor &editor, QObject *parent = nullptr);

    void setQuestion(qint64 questionId);
    qint64 questionId() const { return m_questionId; }
    // Only a lead or an engineer can see other annotators' labels.
    void setBlind(bool blind);
    bool isBlind() const { return m_blind; }
    bool canSeeOthers() const;

    void reload();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const std::vector<Judgment> &judgments() const { return m_judgments; }
    int rowOf(const QString &uuid) const;

private:
    QString documentName(qint64 documentId) const;

    LabelEditor &m_editor;
    qint64 m_questionId = 0;
    bool m_blind = true;
    std::vector<Judgment> m_judgments;
    QHash<qint64, QString> m_annotatorNames;
    mutable QHash<qint64, QString> m_documentNames;
};

// "3 — fully answers" etc., translated.
QString gradeLabel(int grade);

} // namespace touchstone
