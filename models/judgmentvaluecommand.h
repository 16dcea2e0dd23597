#pragma once

#include <QString>
#include <QUndoCommand>
#include <QVariant>

namespace touchstone {

class LabelEditor;

// Changing one value of a label (its grade or its note): an old and a new
// value, swapped by undo and redo.
class JudgmentValueCommand : public QUndoCommand
{
public:
    enum class Field { Grade, Note };

    JudgmentValueCommand(LabelEditor &editor, QString judgmentUuid, Field field, QVariant before, QVariant after);

    void redo() override;
    void undo() override;

private:
    void apply(const QVariant &value);

    LabelEditor &m_editor;
    QString m_uuid;
    Field m_field;
    QVariant m_before;
    QVariant m_after;
    bool m_applied = true;
};

} // namespace touchstone
